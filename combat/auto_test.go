package combat

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// autoFights are the behaviour hash's fights (TestBehaviourHash) for one
// seed: the benchmark's, a lair monster's under two rulesets, skirmishes
// under three, and built characters against monsters.
func autoFights(t testing.TB, seed uint64) map[string]*State {
	fs := map[string]*State{
		"fight5":           fight5(t),
		"lair srd-5.2.1":   lair(t, "srd-5.2.1"),
		"lair srd-5.1":     lair(t, "srd-5.1"),
		"characters":       fightCharacters(t),
		"skirmish srd-5.1": skirmish(t, "srd-5.1", seed),
	}
	for _, rs := range []string{"srd-5.2.1", "next-2013"} {
		fs["skirmish "+rs] = skirmish(t, rs, seed)
	}
	return fs
}

// otherRoller is a roller Auto does not know how to put back: it checks
// before it does, as Policy.
type otherRoller struct{ r *dice.Seeded }

func (o otherRoller) Roll(lo, hi int) (int, error) { return o.r.Roll(lo, hi) }

// TestAuto plays the behaviour hash's fights by Policy and Do and, from
// the same setup and seed, by Auto: every command, every event and the
// state after each command the same. Auto with a roller it cannot put
// back (otherRoller) gives the same too.
func TestAuto(t *testing.T) {
	seeds := uint64(20)
	if testing.Short() {
		seeds = 6
	}
	for seed := range seeds {
		want, got, other := autoFights(t, seed), autoFights(t, seed), autoFights(t, seed)
		for name, s := range want {
			t.Run(fmt.Sprintf("%s/%d", name, seed), func(t *testing.T) {
				a, b, o := s, got[name], other[name]
				ra, rb, ro := dice.NewSeeded(seed), dice.NewSeeded(seed), otherRoller{dice.NewSeeded(seed)}
				for _, x := range []struct {
					s *State
					r dice.Roller
				}{{a, ra}, {b, rb}, {o, ro}} {
					if _, err := Do(x.s, Command{Kind: Start}, x.r); err != nil {
						t.Fatal(err)
					}
				}
				var buf []Event
				for n := 0; n < 5000 && !a.Over; n++ {
					cmd := Policy(a)
					events, err := Do(a, cmd, ra)
					if err != nil {
						t.Fatalf("command %d %+v: %v", n, cmd, err)
					}
					gotCmd, gotEvents, err := Auto(b, rb, buf[:0])
					if err != nil {
						t.Fatalf("command %d: Auto: %v", n, err)
					}
					buf = gotEvents
					if !reflect.DeepEqual(gotCmd, cmd) {
						t.Fatalf("command %d: Auto did %+v, Policy gives %+v", n, gotCmd, cmd)
					}
					if !reflect.DeepEqual(gotEvents, events) && len(gotEvents)+len(events) > 0 {
						t.Fatalf("command %d %+v: Auto's events\n%+v\nDo's\n%+v", n, cmd, gotEvents, events)
					}
					oCmd, oEvents, err := Auto(o, ro, nil)
					if err != nil || !reflect.DeepEqual(oCmd, cmd) || !reflect.DeepEqual(oEvents, events) {
						t.Fatalf("command %d: Auto with another roller did %+v (%v), Policy gives %+v", n, oCmd, err, cmd)
					}
					if !Equal(a, b) || !Equal(a, o) {
						t.Fatalf("command %d %+v: the states differ", n, cmd)
					}
				}
				if !a.Over || !b.Over {
					t.Fatal("the fight did not end")
				}
				if *ra != *rb {
					t.Error("the rollers differ at the end")
				}
			})
		}
	}
}

// TestAutoRefusedGivesDiceBack has Auto's try do a command the rules
// refuse after it has drawn faces: the state and the roller are as they
// were.
func TestAutoRefusedGivesDiceBack(t *testing.T) {
	s := fight5(t)
	r := dice.NewSeeded(3)
	if _, err := Do(s, Command{Kind: Start}, r); err != nil {
		t.Fatal(err)
	}
	before, saved := s.Clone(), *r
	p := pass{r: r}
	c := s.Current()
	if s.try(&p, Command{Kind: AttackCmd, By: c.ID, Target: c.ID, Attack: "nothing"}, nil) || p.done {
		t.Fatal("an attack with no such attack was taken")
	}
	if !Equal(s, before) || *r != saved {
		t.Error("a refused try left the state or the roller changed")
	}
	if len(p.log) != 0 {
		t.Errorf("a refused try logged %d events", len(p.log))
	}
}

// TestAutoTurn plays the lair fights as arbiter play does: Interrupt asked
// first, then the turn's command by TurnPolicy and Do, or by AutoTurn on
// a copy: the same commands, events and states.
func TestAutoTurn(t *testing.T) {
	for seed := range uint64(10) {
		for _, rs := range []string{"srd-5.2.1", "srd-5.1"} {
			a, b := lair(t, rs), lair(t, rs)
			ra, rb := dice.NewSeeded(seed), dice.NewSeeded(seed)
			if _, err := Do(a, Command{Kind: Start}, ra); err != nil {
				t.Fatal(err)
			}
			if _, err := Do(b, Command{Kind: Start}, rb); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 5000 && !a.Over; n++ {
				if cmd, ok := Interrupt(a); ok {
					if _, err := Do(a, cmd, ra); err != nil {
						t.Fatal(err)
					}
					if _, err := Do(b, cmd, rb); err != nil {
						t.Fatal(err)
					}
					continue
				}
				cmd := TurnPolicy(a)
				want, err := Do(a, cmd, ra)
				if err != nil {
					t.Fatal(err)
				}
				got, events, err := AutoTurn(b, rb, nil)
				if err != nil || !reflect.DeepEqual(got, cmd) || !reflect.DeepEqual(events, want) {
					t.Fatalf("%s seed %d, command %d: AutoTurn did %+v (%v), TurnPolicy gives %+v", rs, seed, n, got, err, cmd)
				}
				if !Equal(a, b) {
					t.Fatalf("%s seed %d, command %d: the states differ", rs, seed, n)
				}
			}
			if !a.Over {
				t.Fatalf("%s seed %d: the fight did not end", rs, seed)
			}
		}
	}
}

// TestAutoInto plays the behaviour hash's fights by Auto and, from the
// same setup and seed, by AutoInto into one Command kept for every call
// (first filled with another command, so that a field left from before
// would show) and by AutoInto with no Command: the same commands, events
// and states.
func TestAutoInto(t *testing.T) {
	for seed := range uint64(4) {
		want, got, dropped := autoFights(t, seed), autoFights(t, seed), autoFights(t, seed)
		for name, a := range want {
			t.Run(fmt.Sprintf("%s/%d", name, seed), func(t *testing.T) {
				b, d := got[name], dropped[name]
				ra, rb, rd := dice.NewSeeded(seed), dice.NewSeeded(seed), dice.NewSeeded(seed)
				for _, x := range []struct {
					s *State
					r dice.Roller
				}{{a, ra}, {b, rb}, {d, rd}} {
					if _, err := Do(x.s, Command{Kind: Start}, x.r); err != nil {
						t.Fatal(err)
					}
				}
				h := 7
				cmd := Command{Kind: Move, By: "left", Target: "over", Attack: "stale", Path: []Point{{1, 2}}, Height: &h, Decline: true}
				var buf []Event
				for n := 0; n < 5000 && !a.Over; n++ {
					wantCmd, events, err := Auto(a, ra, nil)
					if err != nil {
						t.Fatalf("command %d: Auto: %v", n, err)
					}
					if buf, err = AutoInto(b, rb, buf[:0], &cmd); err != nil {
						t.Fatalf("command %d: AutoInto: %v", n, err)
					}
					if !reflect.DeepEqual(cmd, wantCmd) {
						t.Fatalf("command %d: AutoInto did %+v, Auto %+v", n, cmd, wantCmd)
					}
					if !reflect.DeepEqual(buf, events) && len(buf)+len(events) > 0 {
						t.Fatalf("command %d %+v: AutoInto's events\n%+v\nAuto's\n%+v", n, cmd, buf, events)
					}
					if _, err := AutoInto(d, rd, nil, nil); err != nil {
						t.Fatalf("command %d: AutoInto without a command: %v", n, err)
					}
					if !Equal(a, b) || !Equal(a, d) {
						t.Fatalf("command %d %+v: the states differ", n, cmd)
					}
				}
				if !a.Over || !b.Over || !d.Over {
					t.Fatal("the fight did not end")
				}
			})
		}
	}
}
