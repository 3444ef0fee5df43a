package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestSpellShapes: which catalog spells attack from a placed object, pick
// options by a die, or keep their creatures together.
func TestSpellShapes(t *testing.T) {
	tests := []struct {
		rs, spell      string
		object, rolled bool
		together       int
	}{
		{"srd-5.2.1", "spiritual-weapon", true, false, 0},
		{"srd-5.1", "arcane-sword", true, false, 0},
		{"srd-5.2.1", "conjure-fey", true, false, 0},
		{"srd-5.2.1", "produce-flame", false, false, 0},
		{"srd-5.2.1", "vampiric-touch", false, false, 0},
		{"srd-5.2.1", "prismatic-spray", false, true, 0},
		{"srd-5.1", "prismatic-spray", false, true, 0},
		{"srd-5.1", "hold-person", false, false, 30},
		{"srd-5.1", "command", false, false, 30},
		{"srd-5.2.1", "hold-person", false, false, 0},
		{"srd-5.1", "chain-lightning", false, false, 0},
		{"srd-5.1", "etherealness", false, false, 0},
	}
	cats := map[string]*content.Catalog{}
	for _, tt := range tests {
		cat, ok := cats[tt.rs]
		if !ok {
			var err error
			if cat, err = content.Open(tt.rs); err != nil {
				t.Fatal(err)
			}
			cats[tt.rs] = cat
		}
		sp, ok := cat.Spell(tt.spell)
		if !ok {
			t.Fatalf("%s: no spell %s", tt.rs, tt.spell)
		}
		rolled := false
		content.WalkAll(sp.Effects, func(e *content.Effect) { rolled = rolled || rolledChoose(e) })
		if got := objectNode(sp) != nil; got != tt.object {
			t.Errorf("%s %s: placed object got %v, want %v", tt.rs, tt.spell, got, tt.object)
		}
		if rolled != tt.rolled {
			t.Errorf("%s %s: rolled choose got %v, want %v", tt.rs, tt.spell, rolled, tt.rolled)
		}
		if got := togetherFeet(sp); got != tt.together {
			t.Errorf("%s %s: together got %d ft, want %d", tt.rs, tt.spell, got, tt.together)
		}
	}
}
