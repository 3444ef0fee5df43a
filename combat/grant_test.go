package combat

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// grantSpells are trees the converter does not make yet, written by hand
// in the shape docs/effects.md gives.
var grantSpells = map[string]*content.Spell{
	"mage-armor": {Ref: content.Ref{ID: "mage-armor"}, Level: 1, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "touch"}, Duration: content.Duration{Unit: "hour", Amount: 8},
		Effects: []content.Effect{{Kind: content.KindGrant, Grant: "ac-base", Value: "13+dex"}}},
	"guiding-bolt": {Ref: content.Ref{ID: "guiding-bolt"}, Level: 1, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 120}, Duration: content.Duration{Unit: "round", Amount: 1},
		Effects: []content.Effect{{Kind: content.KindAttack, Attack: "ranged", Spell: true, Hit: []content.Effect{
			{Kind: content.KindDamage, Dice: "4d6", Type: "radiant"},
			{Kind: content.KindGrant, Grant: "advantage", On: "next-attack-against",
				Duration: &content.Duration{Unit: "source-turn-end"}},
		}}}},
	"faerie-fire": {Ref: content.Ref{ID: "faerie-fire"}, Level: 1, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 60}, Duration: content.Duration{Unit: "minute", Amount: 1}, Concentration: true,
		Effects: []content.Effect{{Kind: content.KindArea, Shape: "cube", Size: 20, Then: []content.Effect{
			{Kind: content.KindSave, Ability: "dex", OnSuccess: "none", Fail: []content.Effect{
				{Kind: content.KindGrant, Grant: "advantage", On: "attacks-against"}}}}}}},
	// haste and slow as the converter's hand trees give them (the speed
	// and action grants are recorded, not run).
	"haste": {Ref: content.Ref{ID: "haste"}, Level: 3, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 30}, Duration: content.Duration{Unit: "minute", Amount: 1}, Concentration: true,
		Effects: []content.Effect{{Kind: content.KindGrant, Grant: "ac", Value: "2"},
			{Kind: content.KindGrant, Grant: "advantage", On: "dex-saves"}}},
	"slow": {Ref: content.Ref{ID: "slow"}, Level: 3, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 120}, Duration: content.Duration{Unit: "minute", Amount: 1}, Concentration: true,
		Effects: []content.Effect{{Kind: content.KindSave, Ability: "wis", OnSuccess: "none", Fail: []content.Effect{
			{Kind: content.KindGrant, Grant: "ac", Value: "-2"},
			{Kind: content.KindGrant, Grant: "save-bonus", On: "dex-saves", Value: "-2"}}}}},
}

// grantField: mira (wizard, DEX 14, AC 10) at 0,0, ana (a fighter) at
// 1,0, a goblin at 2,0; initiative mira, ana, gob.
func grantField(t *testing.T) *State {
	t.Helper()
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	mira := rules.NewCreature("mira")
	mira.Side, mira.Level, mira.Scores[rules.INT], mira.Scores[rules.DEX] = "party", 5, 16, 14
	if err := mira.SetSlots(map[int]int{1: 4, 3: 2}, 0, 0); err != nil {
		t.Fatal(err)
	}
	ana := rules.NewCreature("ana")
	ana.Side, ana.Position, ana.Scores[rules.DEX] = "party", [2]int{1, 0}, 14
	gob := rules.NewCreature("gob")
	gob.Side, gob.HP, gob.MaxHP, gob.AC, gob.Position = "goblins", 40, 40, 13, [2]int{2, 0}
	five := 5
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{
		{Creature: mira, Spellcasting: &Spellcasting{Ability: "int"}},
		{Creature: ana, Attacks: []Attack{{ID: "longsword", ToHit: &five, Damage: "1d8+3", Type: "slashing", Reach: 5}}},
		{Creature: gob, Attacks: []Attack{{ID: "scimitar", ToHit: &five, Damage: "1d6", Type: "slashing", Reach: 5}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	s.spells = grantSpells
	do(t, s, Command{Kind: Start}, 20, 10, 1)
	return s
}

func attackEvent(t *testing.T, events []Event) Event {
	t.Helper()
	for _, e := range events {
		if e.Kind == Attacked {
			return e
		}
	}
	t.Fatal("no attack")
	return Event{}
}

func TestGrantMageArmor(t *testing.T) {
	s := grantField(t)
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "mage-armor", Targets: []string{"ana"}})
	if got := s.AC(s.Get("ana")); got != 15 {
		t.Errorf("AC under Mage Armor with DEX 14: got %d, want 15", got)
	}
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	do(t, s, Command{Kind: EndTurn, By: "ana"})
	// 9 + 5 = 14 misses 15; the explanation names the spell.
	e := attackEvent(t, do(t, s, Command{Kind: AttackCmd, By: "gob", Target: "ana", Attack: "scimitar"}, 9))
	if e.Hit || !slices.ContainsFunc(e.Explain, func(x rules.Term) bool { return strings.Contains(x.Source, "mage-armor (mira)") }) {
		t.Errorf("attack against Mage Armor: hit %v, explain %v", e.Hit, e.Explain)
	}
}

func TestGrantGuidingBolt(t *testing.T) {
	s := grantField(t)
	// 15 + 5 hits AC 13; 4d6 radiant; the next attack against gob has advantage.
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "guiding-bolt", Targets: []string{"gob"}}, 15, 1, 1, 1, 1)
	if g := s.Get("gob"); g.HP != 36 || len(g.Grants) != 1 {
		t.Fatalf("after Guiding Bolt: hp %d, grants %v", g.HP, g.Grants)
	}
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	if len(s.Get("gob").Grants) != 1 {
		t.Fatal("Guiding Bolt's advantage ended with the caster's turn it was cast on")
	}
	e := attackEvent(t, do(t, s, Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword"}, 2, 12, 4))
	if e.Mode != "advantage" || !e.Hit {
		t.Errorf("the attack after Guiding Bolt: mode %q hit %v, want advantage and a hit", e.Mode, e.Hit)
	}
	if len(s.Get("gob").Grants) != 0 {
		t.Errorf("the advantage is used up by the attack: grants %v", s.Get("gob").Grants)
	}
}

func TestGrantFaerieFireConcentration(t *testing.T) {
	s := grantField(t)
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "faerie-fire", To: &Point{2, 0}}, 3, 3) // ana and gob fail
	if len(s.Get("gob").Grants) != 1 {
		t.Fatalf("Faerie Fire: gob's grants %v", s.Get("gob").Grants)
	}
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	for range 2 { // advantage on every attack, not only the next
		e := attackEvent(t, do(t, s, Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword"}, 2, 2))
		if e.Mode != "advantage" {
			t.Errorf("attack on a creature outlined by Faerie Fire: mode %q", e.Mode)
		}
		s.Get("ana").ActionUsed = false
	}
	do(t, s, Command{Kind: EndTurn, By: "ana"})
	do(t, s, Command{Kind: EndTurn, By: "gob"})
	do(t, s, Command{Kind: Concentrate, By: "mira"})
	if len(s.Get("gob").Grants) != 0 {
		t.Errorf("concentration ended: gob's grants %v", s.Get("gob").Grants)
	}
}

func TestGrantHasteSlow(t *testing.T) {
	s := grantField(t)
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "haste", Targets: []string{"ana"}})
	if got := s.AC(s.Get("ana")); got != 12 {
		t.Errorf("Haste's AC: got %d, want 12", got)
	}
	test := s.saveTest(s.Get("ana"), rules.DEX, 15)
	if !slices.Contains(test.Adv, "haste (mira)") {
		t.Errorf("Haste's Dexterity saves: adv %v", test.Adv)
	}
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	do(t, s, Command{Kind: EndTurn, By: "ana"})
	do(t, s, Command{Kind: EndTurn, By: "gob"})
	// A new spell of concentration ends Haste.
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "slow", Targets: []string{"gob"}}, 2)
	if got := s.AC(s.Get("ana")); got != 10 {
		t.Errorf("Haste ended with concentration: AC %d, want 10", got)
	}
	if got := s.AC(s.Get("gob")); got != 11 {
		t.Errorf("Slow's AC: got %d, want 11", got)
	}
	test = s.saveTest(s.Get("gob"), rules.DEX, 15)
	if rules.Sum(test.Bonus) != -2 {
		t.Errorf("Slow's Dexterity saves: bonus %v", test.Bonus)
	}
}

func TestGrantDuration(t *testing.T) {
	s := grantField(t)
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "haste", Targets: []string{"ana"}})
	for range 9 { // a minute is 10 of mira's turns: still there after 9 more starts
		for _, id := range []string{"mira", "ana", "gob"} {
			do(t, s, Command{Kind: EndTurn, By: id})
		}
	}
	if len(s.Get("ana").Grants) != 2 {
		t.Fatalf("after 9 rounds: %v", s.Get("ana").Grants)
	}
	for _, id := range []string{"mira", "ana", "gob"} {
		do(t, s, Command{Kind: EndTurn, By: id})
	}
	if len(s.Get("ana").Grants) != 0 {
		t.Errorf("after a minute: %v", s.Get("ana").Grants)
	}
}
