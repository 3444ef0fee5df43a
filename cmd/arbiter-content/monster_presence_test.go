package main

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestPresence: a presence sentence wraps the feature's one save in an
// emanation of the range it names, of the monster's choice when it says so.
func TestPresence(t *testing.T) {
	tests := []struct {
		desc   string
		size   int
		chosen bool
		sense  string
	}{
		{"Each creature of the dragon's choice that is within 120 feet of the dragon and aware of it must succeed on a DC 16 Wisdom saving throw or become frightened for 1 minute.", 120, true, "aware"},
		{"Each creature of the dragon's choice that is within 120 ft. of the dragon and aware of it must succeed on a DC 14 Wisdom saving throw or become frightened for 1 minute.", 120, true, "aware"},
		{"Each creature of the tarrasque's choice within 120 feet of it and aware of it must succeed on a DC 17 Wisdom saving throw or become frightened for 1 minute.", 120, true, "aware"},
		{"The nalfeshnee magically emits scintillating, multicolored light. Each creature within 15 feet of the nalfeshnee that can see the light must succeed on a DC 15 Wisdom saving throw or be frightened for 1 minute.", 15, false, "sight"},
		{"The dragon targets one creature it can see within 60 feet of it. The target must succeed on a DC 15 Wisdom saving throw or become frightened for 1 minute.", 0, false, ""},
	}
	for _, tt := range tests {
		tree := []content.Effect{{Kind: content.KindSave, Ability: "wis", DC: 16}}
		monsterActs(tt.desc, &tree)
		got, chosen, sense := 0, false, ""
		if tree[0].Kind == content.KindArea {
			got, chosen, sense = tree[0].Size, tree[0].Chosen, tree[0].Perceives
			if tree[0].Shape != "emanation" || len(tree[0].Then) != 1 || tree[0].Then[0].Kind != content.KindSave {
				t.Errorf("%.40q: got %+v, want an emanation around the save", tt.desc, tree[0])
			}
		}
		if got != tt.size || chosen != tt.chosen || sense != tt.sense {
			t.Errorf("%.40q: got size %d chosen %v perceives %q, want %d %v %q", tt.desc, got, chosen, sense, tt.size, tt.chosen, tt.sense)
		}
	}
}
