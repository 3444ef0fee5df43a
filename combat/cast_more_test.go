package combat

import (
	"errors"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// moreSpells are hand trees of the nodes cast_more.go and push.go run.
var moreSpells = map[string]*content.Spell{
	// a pull of 10 ft toward the caster (2014 Control Water's whirlpool
	// pulls 10 ft toward its centre: the caster here)
	"tug": {Ref: content.Ref{ID: "tug"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "feet", Feet: 60},
		Effects: []content.Effect{{Kind: content.KindMove, Feet: 10, Direction: "pull"}}},
	// Power Word Stun's gate: only a target of 150 hit points or fewer
	"stun-word": {Ref: content.Ref{ID: "stun-word"}, Level: 8, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "feet", Feet: 60},
		Effects: []content.Effect{{Kind: content.KindCondition, Condition: "stunned", HPMax: 150}}},
	// Power Word Kill's choice: 12d12 psychic for a target above 100
	"kill-word": {Ref: content.Ref{ID: "kill-word"}, Level: 9, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "feet", Feet: 60},
		Effects: []content.Effect{{Kind: content.KindChoose, HPMax: 100, Options: []content.Effect{
			{Kind: content.KindCondition, Condition: "stunned"}, {Kind: content.KindDamage, Dice: "12d12", Type: "psychic"}}}}},
	// Cure Wounds: nothing to an undead
	"mend": {Ref: content.Ref{ID: "mend"}, Level: 1, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "touch"},
		Effects: []content.Effect{{Kind: content.KindHeal, Dice: "2d8", Unaffected: []string{"undead"}}}},
	// 2014 Shocking Grasp's rider and Chill Touch's, without the attack
	"jolt": {Ref: content.Ref{ID: "jolt"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "touch"},
		Effects: []content.Effect{{Kind: content.KindGrant, Grant: "no-reactions", Duration: &content.Duration{Unit: "target-turn-start"}}}},
	"chill": {Ref: content.Ref{ID: "chill"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "touch"},
		Duration: content.Duration{Unit: "round", Amount: 1},
		Effects:  []content.Effect{{Kind: content.KindGrant, Grant: "no-heal"}, {Kind: content.KindHeal, Dice: "10"}}},
	"glow": {Ref: content.Ref{ID: "glow"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "touch"},
		Effects: []content.Effect{{Kind: content.KindUtility, Value: "light", Size: 20}}},
}

func TestCastMore(t *testing.T) {
	big := func(s *State) { s.Get("gaa").HP, s.Get("gaa").MaxHP = 160, 160 }
	undead := func(s *State) {
		s.Get("gaa").HP = 10
		s.Get("gaa").Statblock = &Statblock{Block: &content.Monster{Type: "undead"}}
	}
	for _, tc := range []struct {
		name, spell string
		setup       func(*State)
		faces       []int
		check       func(*State) bool
	}{
		{"a pull of 10 ft moves 2 squares toward the caster", "tug", nil, nil,
			func(s *State) bool { return s.Get("gaa").Position == [2]int{2, 2} }},
		{"40 hit points: stunned", "stun-word", nil, nil, func(s *State) bool { return s.Get("gaa").Has(s.rs, "stunned") }},
		{"160 hit points: not stunned", "stun-word", big, nil, func(s *State) bool { return !s.Get("gaa").Has(s.rs, "stunned") }},
		{"at most 100: the first option", "kill-word", nil, nil, func(s *State) bool { return s.Get("gaa").Has(s.rs, "stunned") }},
		{"above 100: the second, 12d12", "kill-word", big, []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
			func(s *State) bool { return s.Get("gaa").HP == 148 }},
		{"an undead is unaffected", "mend", undead, nil, func(s *State) bool { return s.Get("gaa").HP == 10 }},
		{"no reactions: its reaction counts as spent", "jolt", nil, nil, func(s *State) bool { return s.Get("gaa").ReactionUsed }},
		{"no healing while chilled", "chill", func(s *State) { s.Get("gaa").HP = 5 }, nil, func(s *State) bool { return s.Get("gaa").HP == 5 }},
		{"a utility is recorded", "glow", nil, nil, func(s *State) bool { return true }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fireballField(t, "srd-5.2.1", 1)
			s.spells = moreSpells
			mira := s.Get("mira")
			for l := 1; l <= 9; l++ {
				mira.Slots.Max[l], mira.Slots.Left[l] = 1, 1
			}
			mira.Position = [2]int{0, 0}
			s.Get("gaa").Position = [2]int{4, 4}
			if tc.spell == "mend" || tc.spell == "glow" || tc.spell == "jolt" || tc.spell == "chill" {
				s.Get("gaa").Position = [2]int{1, 0}
			}
			if tc.setup != nil {
				tc.setup(s)
			}
			setup := s.Clone()
			var r dice.Roller = dice.NewSeeded(1)
			if tc.faces != nil {
				r = dice.NewScripted(tc.faces...)
			}
			events, err := Do(s, Command{Kind: CastCmd, By: "mira", Spell: tc.spell, Targets: []string{"gaa"}}, r)
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(s) {
				t.Errorf("got %+v", events)
			}
			if again, err := Replay(setup, events); err != nil || !Equal(again, s) {
				t.Errorf("the log does not replay (%v)", err)
			}
			if tc.spell == "glow" && events[len(events)-1].Kind != SpellUtility {
				t.Errorf("got %+v, want a utility event last", events)
			}
		})
	}
}

// TestGrantSpeedModes: a speed grant on fly counts while the creature is
// aloft, on walk while it is not; "0" makes the speed 0.
func TestGrantSpeedModes(t *testing.T) {
	s := fireballField(t, "srd-5.2.1", 1)
	g := s.Get("gaa")
	g.Speeds.Fly = 60
	g.Grants = []Grant{{Kind: "speed", On: "walk", Value: "+-10"}, {Kind: "speed", On: "fly", Value: "-20"}}
	for _, tc := range []struct {
		alt, want int
	}{{0, 20}, {10, 40}} {
		g.Altitude = tc.alt
		if got := s.grantSpeed(g, s.baseSpeed(g)); got != tc.want {
			t.Errorf("altitude %d: got %d, want %d", tc.alt, got, tc.want)
		}
	}
	g.Grants = []Grant{{Kind: "speed", On: "fly", Value: "0"}}
	if got := s.grantSpeed(g, s.baseSpeed(g)); got != 0 {
		t.Errorf("speed 0 aloft: got %d", got)
	}
}

// TestWakeOnDamage: a spell's condition that ends when the target takes
// damage (Sleep) ends with the first damage.
func TestWakeOnDamage(t *testing.T) {
	s := fireballField(t, "srd-5.2.1", 1)
	s.spells = map[string]*content.Spell{
		"nap": {Ref: content.Ref{ID: "nap"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "feet", Feet: 90},
			Duration: content.Duration{Unit: "minute", Amount: 1},
			Effects:  []content.Effect{{Kind: content.KindCondition, Condition: "unconscious", Ends: "damage"}}},
		"zap": {Ref: content.Ref{ID: "zap"}, Casting: content.Casting{Unit: "action"}, Range: content.Distance{Kind: "feet", Feet: 90},
			Effects: []content.Effect{{Kind: content.KindDamage, Dice: "3", Type: "fire"}}},
	}
	setup := s.Clone()
	var log []Event
	for _, sp := range []string{"nap", "zap"} {
		ev, err := Do(s, Command{Kind: CastCmd, By: "mira", Spell: sp, Targets: []string{"gaa"}}, dice.NewSeeded(1))
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, ev...)
		if want := sp == "nap"; s.Get("gaa").Has(s.rs, "unconscious") != want {
			t.Errorf("after %s: unconscious %v, want %v", sp, !want, want)
		}
	}
	if again, err := Replay(setup, log); err != nil || !Equal(again, s) {
		t.Errorf("the log does not replay (%v)", err)
	}
}

// TestLastingSaveEndsSpell: Searing Smite's tree (at touch range, as the
// engine does not cast smites on a weapon's hit yet): 1d6 at the start of
// each of the target's turns, then a Constitution save whose success ends
// the spell on it.
func TestLastingSaveEndsSpell(t *testing.T) {
	s := fireballField(t, "srd-5.2.1", 1)
	when := []string{"target-turn-start"}
	s.spells = map[string]*content.Spell{"smite": {Ref: content.Ref{ID: "smite"}, Level: 1, Casting: content.Casting{Unit: "bonus"},
		Range: content.Distance{Kind: "touch"}, Duration: content.Duration{Unit: "minute", Amount: 1},
		Effects: []content.Effect{{Kind: content.KindDamage, Dice: "1d6", Type: "fire", When: when},
			{Kind: content.KindSave, Ability: "con", OnSuccess: "none", When: when,
				Success: []content.Effect{{Kind: content.KindEnd, Value: "spell"}}}}}}
	mira, gaa := s.Get("mira"), s.Get("gaa")
	mira.Slots.Max[1], mira.Slots.Left[1] = 1, 1
	mira.Position, gaa.Position = [2]int{0, 0}, [2]int{1, 0}
	setup := s.Clone()
	var log []Event
	step := func(cmd Command, faces ...int) {
		t.Helper()
		ev, err := Do(s, cmd, dice.NewScripted(faces...))
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, ev...)
	}
	step(Command{Kind: Start}, 20, 1)
	step(Command{Kind: CastCmd, By: "mira", Spell: "smite", Targets: []string{"gaa"}})
	step(Command{Kind: EndTurn, By: "mira"}, 3, 2) // gaa's turn starts: 3 fire, a failed save
	if gaa := s.Get("gaa"); gaa.HP != 37 || len(gaa.Grants) != 2 {
		t.Fatalf("got hp %d, grants %+v; want 37 and the two lasting nodes", gaa.HP, gaa.Grants)
	}
	step(Command{Kind: EndTurn, By: "gaa"})
	step(Command{Kind: EndTurn, By: "mira"}, 1, 20) // 1 fire, a saved 20 ends it
	if gaa := s.Get("gaa"); gaa.HP != 36 || len(gaa.Grants) != 0 {
		t.Fatalf("got hp %d, grants %+v; want 36 and none", gaa.HP, gaa.Grants)
	}
	if again, err := Replay(setup, log); err != nil || !Equal(again, s) {
		t.Errorf("the log does not replay (%v)", err)
	}
}

// TestSummon: a summoned creature has its stat block, the caster's side,
// a free square near the point, and is gone when its duration runs out.
func TestSummon(t *testing.T) {
	s := fireballField(t, "srd-5.1", 1)
	s.spells = map[string]*content.Spell{"call": {Ref: content.Ref{ID: "call"}, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 60}, Duration: content.Duration{Unit: "round", Amount: 1},
		Effects: []content.Effect{{Kind: content.KindSummon, Creature: "wolf", Count: 2}}}}
	setup := s.Clone()
	var log []Event
	step := func(cmd Command, faces ...int) {
		t.Helper()
		ev, err := Do(s, cmd, dice.NewScripted(faces...))
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, ev...)
	}
	step(Command{Kind: Start}, 20, 1)
	step(Command{Kind: CastCmd, By: "mira", Spell: "call", To: &Point{2, 2}})
	w1, w2 := s.Get("wolf-1"), s.Get("wolf-2")
	if w1 == nil || w2 == nil || w1.HP != 11 || w1.Side != "party" || w1.Position != [2]int{2, 2} || w2.Position == w1.Position {
		t.Fatalf("got %+v %+v", w1, w2)
	}
	if got := s.Order; !slices.Equal(got, []string{"mira", "wolf-1", "wolf-2", "gaa"}) {
		t.Errorf("order %v", got)
	}
	step(Command{Kind: EndTurn, By: "mira"})
	step(Command{Kind: EndTurn, By: "wolf-1"})
	step(Command{Kind: EndTurn, By: "wolf-2"})
	step(Command{Kind: EndTurn, By: "gaa"}) // mira's turn starts: the round is over
	if s.Get("wolf-1") != nil || !slices.Equal(s.Order, []string{"mira", "gaa"}) {
		t.Errorf("the wolves stay: %v", s.Order)
	}
	if again, err := Replay(setup, log); err != nil || !Equal(again, s) {
		t.Errorf("the log does not replay (%v)", err)
	}
}

// TestTargetCount: Charm Person takes one creature, one more a slot level
// above 1; naming more is refused (SRD 5.2.1, Spells, Charm Person).
func TestTargetCount(t *testing.T) {
	for _, tc := range []struct {
		level   int
		targets []string
		ok      bool
	}{
		{1, []string{"gaa"}, true},
		{1, []string{"gaa", "gba"}, false},
		{2, []string{"gaa", "gba"}, true},
		{2, []string{"gaa", "gba", "gca"}, false},
	} {
		s := fireballField(t, "srd-5.2.1", 3)
		mira := s.Get("mira")
		mira.Position = [2]int{6, 5}
		for l := 1; l <= 2; l++ {
			mira.Slots.Max[l], mira.Slots.Left[l] = 1, 1
		}
		_, err := Do(s, Command{Kind: CastCmd, By: "mira", Spell: "charm-person", Level: tc.level, Targets: tc.targets}, dice.NewSeeded(1))
		if (err == nil) != tc.ok || err != nil && !errors.Is(err, ErrSpellTarget) {
			t.Errorf("level %d, %v: got %v, want ok %v", tc.level, tc.targets, err, tc.ok)
		}
	}
}
