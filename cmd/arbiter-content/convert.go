package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// maxText is the longest text a content field may hold: anything longer is
// running prose, which the content files never carry.
const maxText = 80

var errProse = errors.New("arbiter-content: a field holds running prose")

// Convert reads the data sets under dataDir and writes every content file
// under outDir. It returns a short report of counts.
func Convert(dataDir, outDir string) (string, error) {
	report, _, err := convert(dataDir, outDir)
	return report, err
}

// convert also returns the Markdown list of what is not yet structured.
func convert(dataDir, outDir string) (string, string, error) {
	all := map[string]map[string]any{}
	if _, err := os.Stat(filepath.Join(dataDir, "README.md")); err != nil {
		return "", "", fmt.Errorf("arbiter-content: no data sets at %s: %w", dataDir, err)
	}
	var report strings.Builder
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		out, err := convertRuleset(dataDir, rs)
		if err != nil {
			return "", "", fmt.Errorf("%s: %w", rs, err)
		}
		all[rs] = out
		kinds := make([]string, 0, len(out))
		for k := range out {
			kinds = append(kinds, k)
		}
		slices.Sort(kinds)
		dir := filepath.Join(outDir, rs)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", "", err
		}
		for _, kind := range kinds {
			data, n, err := encode(rs, kind, out[kind])
			if err != nil {
				return "", "", fmt.Errorf("%s/%s: %w", rs, kind, err)
			}
			if err := os.WriteFile(filepath.Join(dir, kind+".json"), data, 0o644); err != nil {
				return "", "", err
			}
			fmt.Fprintf(&report, "%s/%s.json: %d records\n", rs, kind, n)
		}
	}
	return report.String(), unstructured(all) + characterUnstructured(all), nil
}

// convertRuleset returns each kind's records (a slice of content records).
func convertRuleset(dataDir, rs string) (map[string]any, error) {
	out := map[string]any{}
	var err error
	set := func(kind string, f func() (any, error)) {
		if err != nil {
			return
		}
		var v any
		if v, err = f(); err != nil {
			err = fmt.Errorf("%s: %w", kind, err)
			return
		}
		out[kind] = v
	}
	db := filepath.Join(dataDir, "5e-database")
	if rs == "srd-5.1" {
		src := filepath.Join(db, "srd-5.1")
		set("monsters", func() (any, error) { return dbMonsters(src) })
		set("spells", func() (any, error) { return dbSpells(src) })
		set("weapons", func() (any, error) { return dbWeapons(src, rs) })
		set("armor", func() (any, error) { return dbArmor(src, rs) })
		set("conditions", func() (any, error) { return dbConditions(src, rs) })
		set("damage-types", func() (any, error) { return dbDamageTypes(src, rs) })
		set("weapon-properties", func() (any, error) { return dbProperties(src, rs) })
		set("skills", func() (any, error) { return dbSkills(src, rs) })
		set("languages", func() (any, error) { return dbLanguages(src, rs) })
		characterKinds(src, rs, out, set)
	} else {
		src := filepath.Join(db, "srd-5.2")
		set("monsters", func() (any, error) {
			ms, err := foundryMonsters(filepath.Join(dataDir, "foundry-dnd5e", "srd-5.2", "actors24"))
			if err == nil {
				err = crossCheck(filepath.Join(dataDir, "open5e", "srd-5.2"), ms)
			}
			return ms, err
		})
		set("spells", func() (any, error) {
			return open5eSpells(filepath.Join(dataDir, "open5e", "srd-5.2"), filepath.Join(dataDir, "foundry-dnd5e", "srd-5.2", "spells24"))
		})
		set("weapons", func() (any, error) { return dbWeapons(src, rs) })
		set("armor", func() (any, error) { return dbArmor(src, rs) })
		set("conditions", func() (any, error) { return dbConditions(src, rs) })
		set("damage-types", func() (any, error) { return dbDamageTypes(src, rs) })
		set("weapon-properties", func() (any, error) { return dbProperties(src, rs) })
		set("masteries", func() (any, error) { return dbMasteries(src) })
		set("skills", func() (any, error) { return dbSkills(src, rs) })
		set("languages", func() (any, error) { return dbLanguages(src, rs) })
		characterKinds(src, rs, out, set)
	}
	return out, err
}

// encode writes one content file: sorted by id, indented, no prose.
func encode(rs, kind string, records any) ([]byte, int, error) {
	v := reflect.ValueOf(records)
	n := v.Len()
	ids := make([]string, n)
	for i := range n {
		r, ok := v.Index(i).Addr().Interface().(content.Record)
		if !ok {
			return nil, 0, fmt.Errorf("%T is not a content record", v.Index(i).Interface())
		}
		ids[i] = r.Reference().ID
		if !content.IsKebab(ids[i]) {
			return nil, 0, fmt.Errorf("id %q is not kebab-case", ids[i])
		}
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return strings.Compare(ids[a], ids[b]) })
	sorted := reflect.MakeSlice(v.Type(), n, n)
	for i, j := range idx {
		sorted.Index(i).Set(v.Index(j))
		if i > 0 && ids[j] == ids[idx[i-1]] {
			return nil, 0, fmt.Errorf("id %q appears twice", ids[j])
		}
	}
	if err := noProse(sorted, ""); err != nil {
		return nil, 0, err
	}
	file := map[string]any{"ruleset": rs, "kind": kind, "attribution": content.Attribution, "records": sorted.Interface()}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(file); err != nil {
		return nil, 0, err
	}
	return buf.Bytes(), n, nil
}

// noProse fails on any string longer than maxText.
func noProse(v reflect.Value, path string) error {
	switch v.Kind() {
	case reflect.String:
		if len(v.String()) > maxText {
			return fmt.Errorf("%w: %s is %d characters: %.60q...", errProse, path, len(v.String()), v.String())
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return noProse(v.Elem(), path)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if err := noProse(v.Index(i), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			name := v.Type().Field(i).Name
			if id := v.Field(i); name == "Ref" {
				name = id.FieldByName("ID").String()
			}
			if err := noProse(v.Field(i), path+"."+name); err != nil {
				return err
			}
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			if err := noProse(v.MapIndex(k), path+"."+fmt.Sprint(k)); err != nil {
				return err
			}
		}
	}
	return nil
}

func readJSON(path string, into any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, into); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
