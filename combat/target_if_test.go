package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestTargetIfBite: a vampire spawn's Bite is refused on a creature
// adjacent and none of willing, grappled (by it, in srd-5.1),
// incapacitated or restrained, and on a restrained one out of reach (the
// srd-5.2.1 save's 5 ft); the policy does not choose it then, and it is
// legal on one the spawn grapples.
func TestTargetIfBite(t *testing.T) {
	for _, ruleset := range []string{"srd-5.1", "srd-5.2.1"} {
		t.Run(ruleset, func(t *testing.T) {
			rs, err := rules.Get(ruleset)
			if err != nil {
				t.Fatal(err)
			}
			v := catalogMonster(t, rs, "vampire-spawn", "vamp", 0, 0)
			near, far := hero("near", 1, 0, 200, 10, 10), hero("far", 9, 0, 200, 10, 10)
			s, err := NewState(rs, Grid{Width: 12, Height: 4}, []*Combatant{v, near, far})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1, 1)); err != nil {
				t.Fatal(err)
			}
			if cur := s.Current(); cur == nil || cur.ID != "vamp" {
				t.Fatalf("turn %v, want vamp's", cur)
			}
			if err := s.rs.ApplyCondition(s.Get("far").Creature, rules.ConditionInstance{Name: "restrained", Source: "net"}); err != nil {
				t.Fatal(err)
			}
			bite := func(target string) Command {
				return Command{Kind: AttackCmd, By: "vamp", Attack: "bite", Target: target}
			}
			for _, c := range []struct {
				target string
				want   error
			}{{"near", ErrTargetIf}, {"far", ErrOutOfReach}} {
				_, err := Do(s.Clone(), bite(c.target), dice.NewSeeded(1))
				if !errors.Is(err, c.want) {
					t.Errorf("bite %s: got %v, want %v", c.target, err, c.want)
				}
				if Legal(s, bite(c.target)) {
					t.Errorf("bite %s is legal", c.target)
				}
			}
			for range 3 {
				cmd := Policy(s)
				if cmd.Attack == "bite" {
					t.Fatalf("the policy bites: %+v", cmd)
				}
				if _, err := Do(s, cmd, dice.NewSeeded(2)); err != nil {
					t.Fatalf("%+v: %v", cmd, err)
				}
				if cur := s.Current(); cur == nil || cur.ID != "vamp" {
					break
				}
			}
			s2, _ := NewState(rs, Grid{Width: 12, Height: 4}, []*Combatant{
				catalogMonster(t, rs, "vampire-spawn", "vamp", 0, 0), hero("near", 1, 0, 200, 10, 10)})
			if _, err := Do(s2, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
				t.Fatal(err)
			}
			if err := s2.rs.ApplyCondition(s2.Get("near").Creature, rules.ConditionInstance{Name: "grappled", Source: grappleSource("vamp")}); err != nil {
				t.Fatal(err)
			}
			if !Legal(s2, bite("near")) {
				t.Errorf("bite of a creature vamp grapples is refused: %v", func() error { _, err := Do(s2.Clone(), bite("near"), dice.NewSeeded(1)); return err }())
			}
		})
	}
}

// TestTargetTests: each word of a target restriction, on a creature that
// is it and one that is not.
func TestTargetTests(t *testing.T) {
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		word, cond, source string
		want               bool
	}{
		{"willing", "charmed", "vamp", true},
		{"willing", "charmed", "other", false},
		{"willing", "charmed", "charm-person (vamp)", true},
		{"grappled", "grappled", "other", true},
		{"grappled-by-user", "grappled", "vamp", true},
		{"grappled-by-user", "grappled", "other", false},
		{"grappled-by-user", "grappled", "", true},
		{"not-grappled-by-user", "grappled", "vamp", false},
		{"not-grappled-by-user", "grappled", "other", true},
		{"incapacitated", "stunned", "x", true},
		{"incapacitated", "prone", "x", false},
		{"restrained", "restrained", "x", true},
		{"prone", "prone", "x", true},
		{"charmed", "charmed", "x", true},
	}
	for _, tt := range tests {
		t.Run(tt.word+"/"+tt.cond+"/"+tt.source, func(t *testing.T) {
			s := &State{rs: rs}
			c := &Combatant{Creature: rules.NewCreature("vamp")}
			o := &Combatant{Creature: rules.NewCreature("o")}
			if err := rs.ApplyCondition(o.Creature, rules.ConditionInstance{Name: tt.cond, Source: tt.source}); err != nil {
				t.Fatal(err)
			}
			for _, w := range targetTests {
				if w.word == tt.word {
					if got := w.test(s, c, o); got != tt.want {
						t.Errorf("got %v, want %v", got, tt.want)
					}
					return
				}
			}
			t.Fatalf("no test for %s", tt.word)
		})
	}
}
