package main

import (
	"encoding/json"
	"fmt"
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
