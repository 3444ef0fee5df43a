package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// A zone node as the converter writes it (docs/effects.md): a lasting
// 10-ft sphere whose creatures take 1d6 fire, with no save.
var burningGround = &content.Spell{Ref: content.Ref{ID: "burning-ground"}, Level: 1, Casting: content.Casting{Unit: "action"},
	Range: content.Distance{Kind: "feet", Feet: 60}, Duration: content.Duration{Unit: "minute", Amount: 1}, Concentration: true,
	Effects: []content.Effect{{Kind: kindZone, Shape: "sphere", Size: 10, Then: []content.Effect{
		{Kind: content.KindDamage, Dice: "1d6", Type: "fire"}}}}}

func TestZoneNode(t *testing.T) {
	s := grantField(t) // srd-5.2.1: mira, ana at 1,0, gob at 2,0
	s.spells = map[string]*content.Spell{"burning-ground": burningGround}
	// As it appears (2024): gob (10 ft from 4,0) burns; ana (15 ft) does not.
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "burning-ground", To: &Point{4, 0}}, 3)
	if g := s.Get("gob"); g.HP != 37 || len(s.Zones) != 1 {
		t.Fatalf("as it appears: gob %d HP, zones %v", g.HP, s.Zones)
	}
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	// ana walks in: it burns once this turn, however often it enters.
	do(t, s, Command{Kind: Move, By: "ana", To: &Point{3, 1}}, 4)
	do(t, s, Command{Kind: Move, By: "ana", To: &Point{1, 1}})
	do(t, s, Command{Kind: Move, By: "ana", To: &Point{3, 1}})
	if a := s.Get("ana"); a.HP != 6 {
		t.Errorf("ana after entering twice in a turn: %d HP, want 6", a.HP)
	}
	do(t, s, Command{Kind: EndTurn, By: "ana"}) // already burned this turn
	do(t, s, Command{Kind: EndTurn, By: "gob"}, 2)
	if g := s.Get("gob"); g.HP != 35 {
		t.Errorf("gob ending its turn in it: %d HP, want 35", g.HP)
	}
	// Concentration ends: so does the zone.
	do(t, s, Command{Kind: Concentrate, By: "mira"})
	if len(s.Zones) != 0 {
		t.Errorf("zones after concentration ends: %v", s.Zones)
	}
}
