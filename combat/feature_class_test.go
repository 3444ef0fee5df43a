package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// classIDs are the catalog ids of the features the tests give, by
// ruleset: Second Wind, Rage, Bardic Inspiration.
var classIDs = map[string][3]string{
	"srd-5.2.1": {"fighter-second-wind", "barbarian-rage", "bard-bardic-inspiration"},
	"srd-5.1":   {"second-wind", "rage", "bardic-inspiration-d6"},
}

// classFight is a fighter at 3 of 20 hit points with one Second Wind, a
// barbarian with two Rages, a bard with one Bardic Inspiration, all level
// 3, and a goblin; the fighter acts first, then the barbarian, the bard
// and the goblin.
func classFight(t *testing.T, ruleset string) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.Open(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	feature := func(i int) []ClassFeature {
		f, ok := cat.ClassFeature(classIDs[ruleset][i])
		if !ok {
			t.Fatalf("%s: no feature %s", ruleset, classIDs[ruleset][i])
		}
		return []ClassFeature{{Feature: f, Level: 3}}
	}
	var cs []*Combatant
	for i, id := range []string{"fig", "bar", "bard", "gob"} {
		c := rules.NewCreature(id)
		c.Side, c.Position, c.MaxHP, c.HP = "party", [2]int{i, 0}, 20, 20
		c.Scores[rules.DEX] = 18 - 2*i
		cs = append(cs, &Combatant{Creature: c, Attacks: []Attack{{ID: "club", Ability: "str", Proficient: true, Damage: "1d4", Type: "bludgeoning", Reach: 5}}})
	}
	cs[0].HP, cs[0].Features = 3, feature(0)
	cs[1].Features, cs[2].Features = feature(1), feature(2)
	cs[3].Side = "goblins"
	for _, r := range []struct {
		c    *Combatant
		name string
		n    int
	}{{cs[0], "second-wind", 1}, {cs[1], "rage", 2}, {cs[2], "bardic-inspiration", 1}} {
		if err := r.c.AddResource(rules.Resource{Name: r.name, Uses: r.n, Max: r.n, Recovery: rules.PerLongRest}); err != nil {
			t.Fatal(err)
		}
	}
	s, err := NewState(rs, Grid{Width: 8, Height: 4}, cs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(10, 10, 10, 10)); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestClassFeatureRefusals: each use the rules refuse is refused with its
// error, in both rulesets.
func TestClassFeatureRefusals(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		for _, tt := range []struct {
			name   string
			before []Command
			cmd    Command
			want   error
		}{
			{"out of turn", nil, Command{Kind: UseCmd, By: "bar", Attack: "rage"}, ErrNotYourTurn},
			{"lacks it", nil, Command{Kind: UseCmd, By: "fig", Attack: "rage"}, ErrNoClassFeature},
			{"unknown", nil, Command{Kind: UseCmd, By: "fig", Attack: "wild-shape"}, ErrNoClassFeature},
			{"no use left", []Command{{Kind: UseCmd, By: "fig", Attack: "second-wind"}, {Kind: EndTurn, By: "fig"},
				{Kind: EndTurn, By: "bar"}, {Kind: EndTurn, By: "bard"}, {Kind: EndTurn, By: "gob"}},
				Command{Kind: UseCmd, By: "fig", Attack: "second-wind"}, ErrNoUses},
			{"twice a turn", []Command{{Kind: UseCmd, By: "fig", Attack: "second-wind"}}, Command{Kind: UseCmd, By: "fig", Attack: "second-wind"}, ErrNoAction},
		} {
			t.Run(ruleset+"/"+tt.name, func(t *testing.T) {
				s := classFight(t, ruleset)
				for _, b := range tt.before {
					if _, err := Do(s, b, dice.NewSeeded(1)); err != nil {
						t.Fatalf("%v: %v", b, err)
					}
				}
				_, err := Do(s, tt.cmd, dice.NewSeeded(1))
				if !errors.Is(err, tt.want) {
					t.Errorf("got %v, want %v", err, tt.want)
				}
			})
		}
	}
}

// TestClassFeatureEffects: Second Wind heals 1d10 + 3, Rage gives its
// grants and its damage, Bardic Inspiration a d6, and the log replays.
func TestClassFeatureEffects(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		t.Run(ruleset, func(t *testing.T) {
			s := classFight(t, ruleset)
			setup := classFight(t, ruleset)
			log := []Event{}
			do := func(cmd Command, faces ...int) {
				t.Helper()
				evs, err := Do(s, cmd, dice.NewScripted(faces...))
				if err != nil {
					t.Fatalf("%v: %v", cmd, err)
				}
				log = append(log, evs...)
			}
			do(Command{Kind: UseCmd, By: "fig", Attack: "second-wind"}, 5)
			if got, want := s.Get("fig").HP, 3+5+3; got != want {
				t.Errorf("second wind: hp %d, want %d", got, want)
			}
			do(Command{Kind: EndTurn, By: "fig"})
			do(Command{Kind: UseCmd, By: "bar", Attack: "rage"})
			bar := s.Get("bar")
			if r, _ := bar.Resource("rage"); r.Uses != 1 || !raging(bar) || !bar.BonusUsed {
				t.Errorf("rage: uses %d, raging %v, bonus used %v", r.Uses, raging(bar), bar.BonusUsed)
			}
			if res, _ := s.grantDefense(bar, "slashing"); res == "" {
				t.Errorf("rage: no resistance to slashing")
			}
			do(Command{Kind: Move, By: "bar", To: &Point{2, 1}})
			do(Command{Kind: AttackCmd, By: "bar", Target: "gob", Attack: "club"}, 15, 3)
			if got, want := s.Get("gob").HP, 20-3-2; got != want {
				t.Errorf("rage damage: goblin hp %d, want %d", got, want)
			}
			do(Command{Kind: EndTurn, By: "bar"})
			do(Command{Kind: UseCmd, By: "bard", Attack: "bardic-inspiration", Target: "fig"})
			if got := s.Get("fig").Inspired.String(); got != "1d6" {
				t.Errorf("inspiration: %s, want 1d6", got)
			}
			got, err := Replay(setup, log)
			if err != nil {
				t.Fatal(err)
			}
			if !Equal(got, s) {
				t.Errorf("the log does not replay to the state")
			}
		})
	}
}

// TestFeaturePolicy: an uncontrolled fighter below half its hit points
// takes Second Wind, a barbarian not raging rages, a bard inspires the
// first ally.
func TestFeaturePolicy(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		s := classFight(t, ruleset)
		if got := TurnPolicy(s); got.Kind != UseCmd || got.Attack != "second-wind" {
			t.Errorf("%s: fighter at 3/20: got %+v, want use second-wind", ruleset, got)
		}
		if _, err := Do(s, Command{Kind: EndTurn, By: "fig"}, dice.NewSeeded(1)); err != nil {
			t.Fatal(err)
		}
		if got := TurnPolicy(s); got.Kind != UseCmd || got.Attack != "rage" {
			t.Errorf("%s: barbarian: got %+v, want use rage", ruleset, got)
		}
		for _, cmd := range []Command{TurnPolicy(s), {Kind: EndTurn, By: "bar"}} {
			if _, err := Do(s, cmd, dice.NewSeeded(1)); err != nil {
				t.Fatal(err)
			}
		}
		if got := TurnPolicy(s); got.Kind != UseCmd || got.Attack != "bardic-inspiration" || got.Target != "fig" {
			t.Errorf("%s: bard: got %+v, want use bardic-inspiration on fig", ruleset, got)
		}
	}
}

// FuzzClassFeatureUse: any use command, with any option, target and
// amount, is decided or refused without a panic, and what is decided
// replays.
func FuzzClassFeatureUse(f *testing.F) {
	f.Add("second-wind", "", "", 0)
	f.Add("bardic-inspiration", "", "fig", 0)
	f.Add("channel-divinity", "turn-undead", "gob", 3)
	f.Add("lay-on-hands", "poison", "bar", -4)
	f.Fuzz(func(t *testing.T, name, option, target string, amount int) {
		s := classFight(t, "srd-5.2.1")
		setup := classFight(t, "srd-5.2.1")
		log, err := Do(s, Command{Kind: UseCmd, By: "fig", Attack: name, Option: option, Target: target, Amount: amount}, dice.NewSeeded(1))
		if err != nil {
			return
		}
		got, err := Replay(setup, log)
		if err != nil || !Equal(got, s) {
			t.Errorf("use %s %s %s %d: the log does not replay (%v)", name, option, target, amount, err)
		}
	})
}
