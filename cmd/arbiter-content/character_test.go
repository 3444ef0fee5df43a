package main

import (
	"encoding/json"
	"maps"
	"testing"
)

func TestColumns(t *testing.T) {
	tests := []struct {
		in   string
		want map[string]int
	}{
		{`{"sneak_attack": {"dice_count": 3, "dice_value": 6}}`, map[string]int{"sneak-attack-dice": 3, "sneak-attack-die": 6}},
		{`{"wild_shape_max_cr": 0.25, "wild_shape_fly": true, "wild_shape_swim": false}`, map[string]int{"wild-shape-max-cr-eighths": 2, "wild-shape-fly": 1}},
		{`{"rage_count": 9999, "rage_damage_bonus": 4}`, map[string]int{"rage-count": -1, "rage-damage-bonus": 4}},
		{`{"creating_spell_slots": [{"a": 1}], "aura_range": 0}`, nil},
		{``, nil},
	}
	for _, tt := range tests {
		got, err := columns(json.RawMessage(tt.in))
		if err != nil || !maps.Equal(got, tt.want) {
			t.Errorf("columns(%s) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	if _, err := columns(json.RawMessage(`{"x": "d6"}`)); err == nil {
		t.Error("columns accepted a text value")
	}
}

func TestItemParsers(t *testing.T) {
	tests := []struct{ got, want string }{
		{rarityOf("Very Rare"), "very-rare"},
		{rarityOf("Uncommon (+1)"), "uncommon"},
		{rarityOf("Uncommon (+1), Rare (+2), or Very Rare (+3)"), "varies"},
		{rarityOf("Rarity Varies"), "varies"},
		{kid("dragon-ancestor-black---acid-damage"), "dragon-ancestor-black-acid-damage"},
		{kid("stone-of-good-luck-(luckstone)"), "stone-of-good-luck-luckstone"},
		{kid("rage"), "rage"},
		{shortLabel("Pick a lock"), "Pick a lock"},
		{shortLabel("Modify footwear to give Advantage on the wearer's next Dexterity check made on a surface"), "Modify footwear to give Advantage on the wearer's next..."},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
}

func FuzzColumns(f *testing.F) {
	f.Add([]byte(`{"sneak_attack": {"dice_count": 3, "dice_value": 6}, "x": true, "y": 0.5}`))
	f.Add([]byte(`{"a": [1, 2], "b": {"c": {"d": 1e300}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cols, err := columns(json.RawMessage(data))
		if err == nil {
			for k := range cols {
				if k == "" {
					t.Fatal("empty column name")
				}
			}
		}
		_ = rarityOf(string(data))
		_ = shortLabel(string(data))
	})
}
