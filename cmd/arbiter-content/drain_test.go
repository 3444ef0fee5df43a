package main

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestDrain: a life drain's sentence adds a max-hp grant of "-damage"
// (of the type it names) where the damage is, and a self heal when the
// monster regains as much; a reduction lasting to a long rest says so.
func TestDrain(t *testing.T) {
	hit := func() []content.Effect {
		return []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "4d8+3", Type: "necrotic"}}}}
	}
	saveDamage := func() []content.Effect {
		return []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{{Kind: content.KindDamage, Dice: "3d6", Type: "necrotic"}}}}
	}
	tests := []struct {
		name, desc string
		tree       []content.Effect
		typ, ends  string
		heal       bool
	}{
		{"2024 vampire spawn", "Failure: X damage. The target's Hit Point maximum decreases by an amount equal to the Necrotic damage taken, and the vampire regains Hit Points equal to that amount.", saveDamage(), "necrotic", "", true},
		{"2024 wraith", "X. If the target is a creature, its Hit Point maximum decreases by an amount equal to the damage taken.", hit(), "", "", false},
		{"2014 wraith", "The target must succeed on a DC 14 Constitution saving throw or its hit point maximum is reduced by an amount equal to the damage taken. This reduction lasts until the target finishes a long rest.", hit(), "", "long-rest", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tree := tt.tree
			drain(tt.desc, &tree)
			var got *content.Effect
			healed := false
			content.WalkAll(tree, func(e *content.Effect) {
				if e.Kind == content.KindGrant && e.Grant == "max-hp" {
					got = e
				}
				healed = healed || e.Kind == content.KindHeal && e.Self && e.Value == "damage"
			})
			if got == nil {
				t.Fatalf("got no max-hp grant in %+v", tree)
			}
			if got.Value != "-damage" || got.Type != tt.typ || got.Ends != tt.ends || healed != tt.heal {
				t.Errorf("got %q type %q ends %q heal %v, want -damage %q %q %v", got.Value, got.Type, got.Ends, healed, tt.typ, tt.ends, tt.heal)
			}
		})
	}
}
