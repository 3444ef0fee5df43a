package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// featureTreesJSON holds the hand fields of class features, species
// traits, feats and magic items: by kind, then ruleset, then record id,
// the fields (effect trees, uses, advantages...) that hold the rest of a
// record's rules, written from the SRD text with every number in a field
// (docs/effects.md, Character features).
//
//go:embed featuretrees.json
var featureTreesJSON []byte

// featureTable is featuretrees.json: kind -> ruleset -> id -> fields.
type featureTable map[string]map[string]map[string]json.RawMessage

// handKinds are the kinds the table may name.
var handKinds = []string{"class-features", "traits", "feats", "magic-items"}

// readFeatureTable decodes the table and checks its kinds and rulesets.
func readFeatureTable() (featureTable, error) {
	var t featureTable
	if err := json.Unmarshal(featureTreesJSON, &t); err != nil {
		return nil, fmt.Errorf("featuretrees.json: %w", err)
	}
	for k, byRS := range t {
		if !slices.Contains(handKinds, k) {
			return nil, fmt.Errorf("featuretrees.json: unknown kind %q", k)
		}
		for rs := range byRS {
			if rs != "srd-5.1" && rs != "srd-5.2.1" {
				return nil, fmt.Errorf("featuretrees.json: %s: unknown ruleset %q", k, rs)
			}
		}
	}
	return t, nil
}

// handFields decodes the table's fields for kind and ruleset rs onto the
// records that it names (a field given replaces the converted one), and
// marks each structured with done. It fails on a field the record type
// lacks, an id, name or cite in the fields, or an id no record has.
func handFields[T any](rs, kind string, recs []*T, id func(*T) string, done func(*T)) error {
	t, err := readFeatureTable()
	if err != nil {
		return err
	}
	own := t[kind][rs]
	seen := map[string]bool{}
	for _, r := range recs {
		key := id(r)
		raw, ok := own[key]
		if !ok {
			continue
		}
		seen[key] = true
		var probe map[string]json.RawMessage
		if err := json.Unmarshal(raw, &probe); err != nil {
			return fmt.Errorf("featuretrees.json: %s %s %s: %w", kind, rs, key, err)
		}
		for _, f := range []string{"id", "name", "cite", "prose"} {
			if _, bad := probe[f]; bad {
				return fmt.Errorf("featuretrees.json: %s %s %s: sets %q", kind, rs, key, f)
			}
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(r); err != nil {
			return fmt.Errorf("featuretrees.json: %s %s %s: %w", kind, rs, key, err)
		}
		done(r)
	}
	for key := range own {
		if !seen[key] {
			return fmt.Errorf("featuretrees.json: %s %s: no record %q", kind, rs, key)
		}
	}
	return nil
}

// handClassFeatures applies the table to the class features.
func handClassFeatures(rs string, fs []content.ClassFeature) error {
	ps := make([]*content.ClassFeature, len(fs))
	for i := range fs {
		ps[i] = &fs[i]
	}
	return handFields(rs, "class-features", ps, func(f *content.ClassFeature) string { return f.ID },
		func(f *content.ClassFeature) { f.Prose = false })
}

// handTraits applies the table to every species' traits (a trait shared
// by species takes the same fields in each).
func handTraits(rs string, ss []content.Species) error {
	var ps []*content.Trait
	for i := range ss {
		for j := range ss[i].Traits {
			ps = append(ps, &ss[i].Traits[j])
		}
	}
	if err := handFields(rs, "traits", ps, func(t *content.Trait) string { return t.ID },
		func(t *content.Trait) { t.Prose = false }); err != nil {
		return err
	}
	for i := range ss {
		s := &ss[i]
		for _, t := range s.Traits {
			s.Darkvision = max(s.Darkvision, t.Darkvision)
			for _, r := range t.Resist {
				if !slices.Contains(s.Resist, r) {
					s.Resist = append(s.Resist, r)
				}
			}
		}
	}
	return nil
}

// handFeats applies the table to the feats.
func handFeats(rs string, fs []content.Feat) error {
	ps := make([]*content.Feat, len(fs))
	for i := range fs {
		ps[i] = &fs[i]
	}
	return handFields(rs, "feats", ps, func(f *content.Feat) string { return f.ID },
		func(f *content.Feat) { f.Prose = false })
}

// handMagicItems applies the table to the magic items.
func handMagicItems(rs string, ms []content.MagicItem) error {
	ps := make([]*content.MagicItem, len(ms))
	for i := range ms {
		ps[i] = &ms[i]
	}
	return handFields(rs, "magic-items", ps, func(m *content.MagicItem) string { return m.ID },
		func(m *content.MagicItem) { m.Prose = false })
}
