package combat

import (
	"math"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// A young red dragon's Fire Breath is a DC 17 Dexterity save (SRD 5.1,
// Monsters, Young Red Dragon): DEX 14 (+2) succeeds on 15 to 20, 30%; a
// dodging target has advantage, 1 - 0.7 * 0.7; a paralyzed one fails.
func TestPreviewSave(t *testing.T) {
	rs, err := rules.Get("srd-5.1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		setup func(c *Combatant)
		want  float64
	}{
		{"plain", func(*Combatant) {}, 0.3},
		{"dodging", func(c *Combatant) { c.Dodging = true }, 1 - 0.7*0.7},
		{"paralyzed", func(c *Combatant) { rs.AddCondition(c.Creature, "paralyzed", 0) }, 0},
	}
	for _, tt := range tests {
		ana := hero("ana", 0, 2, 100, 12, 14)
		tt.setup(ana)
		s, err := NewState(rs, Grid{Width: 6, Height: 6}, []*Combatant{catalogMonster(t, rs, "young-red-dragon", "drake", 0, 0), ana})
		if err != nil {
			t.Fatal(err)
		}
		got, ok := PreviewSave(s, "drake", "fire-breath", "ana")
		if !ok || got.DC != 17 || math.Abs(got.Success-tt.want) > 1e-9 {
			t.Errorf("%s: got %+v (%v), want DC 17 and %v", tt.name, got, ok, tt.want)
		}
	}
	s, err := NewState(rs, Grid{Width: 6, Height: 6}, []*Combatant{catalogMonster(t, rs, "young-red-dragon", "drake", 0, 0), hero("ana", 0, 2, 100, 12, 14)})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := PreviewSave(s, "drake", "bite", "ana"); ok {
		t.Error("a bite calls for no save")
	}
}
