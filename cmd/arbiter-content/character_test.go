package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
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

// TestTablesNameRecords: every id the hand tables name is a record of
// one of the SRDs, so a typo cannot hide.
func TestTablesNameRecords(t *testing.T) {
	if _, err := os.Stat(filepath.Join(dataDir, "README.md")); err != nil {
		t.Skipf("no data sets at %s", dataDir)
	}
	features, traits := map[string]bool{}, map[string]bool{}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		out, err := convertRuleset(dataDir, rs)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range out["class-features"].([]content.ClassFeature) {
			features[f.ID] = true
		}
		for _, s := range out["species"].([]content.Species) {
			for _, tr := range s.Traits {
				traits[tr.ID] = true
			}
		}
	}
	var ids []string
	for id := range mechs {
		ids = append(ids, id)
	}
	for id := range featureColumns {
		ids = append(ids, id)
	}
	ids = append(append(ids, subclassSpells...), wholeWithColumn...)
	for _, id := range ids {
		if !features[id] {
			t.Errorf("the feature tables name %q, which no SRD has", id)
		}
	}
	for id := range traitAdvantage {
		if !traits[id] {
			t.Errorf("traitAdvantage names %q, which no SRD has", id)
		}
	}
}
