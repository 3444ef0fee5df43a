package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestGrown(t *testing.T) {
	for _, c := range []struct {
		dice, grow string
		level      int
		want       string
	}{
		{"8d6", "1d6", 3, "slot [{4 9d6} {5 10d6} {6 11d6} {7 12d6} {8 13d6} {9 14d6}]"},
		{"1d10", "cantrip", 0, "character [{5 2d10} {11 3d10} {17 4d10}]"},
		{"2d4", "cantrip", 0, "character [{5 4d4} {11 6d4} {17 8d4}]"},
		{"10d4", "2d4", 8, "slot [{9 12d4}]"},
		{"3d8", "1d6", 2, "error"},
		{"d8", "1d8", 1, "error"},
	} {
		levels, scale, err := grown(c.dice, c.grow, c.level)
		got := fmt.Sprint(scale, " ", levels)
		if err != nil {
			got = "error"
		}
		if got != c.want {
			t.Errorf("grown(%q, %q, %d) = %s, want %s", c.dice, c.grow, c.level, got, c.want)
		}
	}
}

func TestLostDice(t *testing.T) {
	from := []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{{Kind: content.KindDamage, Dice: "8d6", Type: "fire"}}}}
	for _, c := range []struct {
		to   []content.Effect
		want string
	}{
		{[]content.Effect{{Kind: content.KindDamage, Dice: "8d6", Type: "fire"}}, ""},
		{[]content.Effect{{Kind: content.KindDamage, Dice: "8d6", Type: "cold"}}, "damage 8d6 fire"},
		{[]content.Effect{{Kind: content.KindGrant, Grant: "damage-bonus", Value: "8d6", Type: "fire"}}, ""},
		{nil, "damage 8d6 fire"},
	} {
		if got := lostDice(from, c.to); got != c.want {
			t.Errorf("lostDice(%v) = %q, want %q", c.to, got, c.want)
		}
	}
}

// TestHandTreesDecode decodes every tree of spelltrees.json at each
// level: no error, no unknown field.
func TestHandTreesDecode(t *testing.T) {
	var tb handTable
	if err := json.Unmarshal(spellTreesJSON, &tb); err != nil {
		t.Fatal(err)
	}
	for _, m := range []map[string]json.RawMessage{tb.Both, tb.SRD51, tb.SRD521} {
		for id, raw := range m {
			if _, err := handTree(raw, 1); err != nil {
				t.Errorf("%s: %v", id, err)
			}
		}
	}
}

// FuzzHandTree decodes any text as a hand tree: an error or a tree,
// never a panic.
func FuzzHandTree(f *testing.F) {
	f.Add(`[{"kind":"damage","dice":"8d6","type":"fire","grow":"1d6"}]`, 3)
	f.Add(`[{"kind":"attack","hit":[{"kind":"damage","dice":"1d10","grow":"cantrip"}]}]`, 0)
	f.Add(`[{"kind":"zone","grow":"x"}]`, 9)
	f.Fuzz(func(t *testing.T, text string, level int) {
		_, _ = handTree(json.RawMessage(text), level%10)
	})
}

// derivedNumbers are hand-tree numbers the SRD text states another way
// ("you and up to eight": 9 targets; "a century": 100 years; Call
// Lightning's storm 3d10 + 1d10; ten 10-foot panels: a 100-ft wall; the
// spell's range as Dimension Door's distance), by ruleset/id.
var derivedNumbers = map[string][]int{
	"astral-projection": {9}, "word-of-recall": {6}, "wind-walk": {11}, "resurrection": {100},
	"call-lightning": {4}, "wall-of-force": {100}, "dimension-door": {500}, "chain-lightning": {4},
	"forbiddance": {100}, // 40,000 square feet: a cylinder of radius 100 ft holds about 31,400 (decision)
}

var reNumber = regexp.MustCompile(`\d+`)

// TestHandTreeNumbers checks that every number a hand tree holds (sizes,
// distances, counts, DCs, dice) is one the spell's SRD text states, or a
// derived one listed above.
func TestHandTreeNumbers(t *testing.T) {
	if _, err := os.Stat(filepath.Join(dataDir, "README.md")); err != nil {
		t.Skipf("no data sets at %s", dataDir)
	}
	var db []dbSpell
	if err := readJSON(filepath.Join(dataDir, "5e-database", "srd-5.1", "5e-SRD-Spells.json"), &db); err != nil {
		t.Fatal(err)
	}
	var o5 []o5Spell
	if err := readJSON(filepath.Join(dataDir, "open5e", "srd-5.2", "Spell.json"), &o5); err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	for _, d := range db {
		texts["srd-5.1/"+d.Index] = strings.Join(d.Desc, " ") + " " + strings.Join(d.Higher, " ")
	}
	for _, d := range o5 {
		id := strings.TrimPrefix(d.PK, "srd-2024_")
		text := d.Fields.Desc + " " + d.Fields.Higher
		if fs, _ := filepath.Glob(filepath.Join(dataDir, "foundry-dnd5e", "srd-5.2", "spells24", "*", id+".yml")); len(fs) == 1 {
			b, _ := os.ReadFile(fs[0]) // the whole text where open5e's is cut (Dispel Evil and Good)
			text += " " + string(b)
		}
		texts["srd-5.2.1/"+id] = text
	}
	var tb handTable
	if err := json.Unmarshal(spellTreesJSON, &tb); err != nil {
		t.Fatal(err)
	}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		own := tb.SRD51
		if rs == "srd-5.2.1" {
			own = tb.SRD521
		}
		trees := map[string]json.RawMessage{}
		for id, raw := range tb.Both {
			trees[id] = raw
		}
		for id, raw := range own {
			trees[id] = raw
		}
		for id, raw := range trees {
			text := strings.ReplaceAll(texts[rs+"/"+id], ",", "")
			stated := map[int]bool{1: true}
			for _, n := range reNumber.FindAllString(text, -1) {
				stated[atoi(n)] = true
			}
			for w, n := range map[string]int{"twelve": 12} {
				if strings.Contains(strings.ToLower(text), w) {
					stated[n] = true
				}
			}
			for w, n := range numberWords {
				if regexp.MustCompile(`(?i)\b` + w + `\b`).MatchString(text) {
					stated[n] = true
				}
			}
			for _, n := range derivedNumbers[id] {
				stated[n] = true
			}
			tree, err := handTree(raw, 0)
			if err != nil {
				t.Fatal(err)
			}
			content.WalkAll(tree, func(e *content.Effect) {
				nums := []int{e.Size, e.Feet, e.Width, e.Height, e.Count, e.DC, e.Targets, e.HPMax}
				value := e.Value
				if strings.HasPrefix(value, "x0.") {
					value = "" // halved: x0.5
				}
				for _, n := range reNumber.FindAllString(e.Dice+" "+value, -1) {
					nums = append(nums, atoi(n))
				}
				for _, n := range nums {
					if n > 1 && !stated[n] && e.Value != "=0" {
						t.Errorf("%s %s: %d (%s) is not in the SRD text", rs, id, n, e.Kind)
					}
				}
			})
		}
	}
}
