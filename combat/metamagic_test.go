package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

func TestEmpoweredSpellAttack(t *testing.T) {
	s := grantField(t) // srd-5.2.1: mira (level 5) at 0,0, gob (40 HP, AC 13) at 2,0
	if err := s.Get("mira").AddResource(rules.Resource{Name: "sorcery-points", Uses: 2, Max: 2, Recovery: rules.PerLongRest}); err != nil {
		t.Fatal(err)
	}
	// Fire Bolt, 2d10 at level 5: 1 and 9; Empowered rolls the 1 again (CHA 10: one die): 7.
	events := do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "fire-bolt", Targets: []string{"gob"}, Metamagic: []string{"empowered"}}, 15, 1, 9, 7)
	if g := s.Get("gob"); g.HP != 24 {
		t.Errorf("gob after an Empowered Fire Bolt: %d HP, want 24 (events %v)", g.HP, events)
	}
	if r, _ := s.Get("mira").Resource("sorcery-points"); r.Uses != 1 {
		t.Errorf("sorcery points left: %d, want 1", r.Uses)
	}
}
