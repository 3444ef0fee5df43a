package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestProbes checks the checks-only answers against deciding on a copy:
// at every command of whole fights, for every attack of every creature
// on every creature, Legal's probe (where it is sure) against deciding
// the command, and the attack trial's probe against the whole trial.
func TestProbes(t *testing.T) {
	fights := map[string]func(seed uint64) *State{
		"fight5":          func(uint64) *State { return fight5(t) },
		"lair/srd-5.2.1":  func(uint64) *State { return lair(t, "srd-5.2.1") },
		"lair/srd-5.1":    func(uint64) *State { return lair(t, "srd-5.1") },
		"skirmish/5.2.1":  func(seed uint64) *State { return skirmish(t, "srd-5.2.1", seed) },
		"skirmish/5.1":    func(seed uint64) *State { return skirmish(t, "srd-5.1", seed) },
		"skirmish/next13": func(seed uint64) *State { return skirmish(t, "next-2013", seed) },
	}
	sure, probed, known := 0, 0, 0
	for name, setup := range fights {
		for seed := range uint64(2) {
			s := setup(seed)
			r := dice.NewSeeded(seed)
			if _, err := Do(s, Command{Kind: Start}, r); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 5000 && !s.Over; n++ {
				for _, c := range s.Creatures {
					if n%2 == 1 {
						break // every other command: enough, and quicker
					}
					ids := []string{"", "multiattack", "unarmed"}
					for _, a := range c.Attacks {
						ids = append(ids, a.ID)
					}
					for _, tg := range s.Creatures {
						for _, id := range ids {
							cmd := Command{Kind: AttackCmd, By: c.ID, Target: tg.ID, Attack: id}
							if legal, ok := s.probeLegal(cmd); ok {
								sure++
								if want := decides(s, cmd); legal != want {
									t.Fatalf("%s/%d, command %d: %+v: probe says legal %v, deciding %v", name, seed, n, cmd, legal, want)
								}
							}
							a, err := c.attack(id)
							if err != nil {
								continue
							}
							if _, _, ok, sure := s.probeOdds(c, tg, a); ok && sure { // the policy's choice with its probed attack
								cmd.Attack = a.ID
								if legal, ok := s.probeLegalKnown(cmd, a); ok {
									known++
									if want := decides(s, cmd); legal != want {
										t.Fatalf("%s/%d, command %d: %+v: probe with the known attack says legal %v, deciding %v", name, seed, n, cmd, legal, want)
									}
								}
							}
							if _, _, _, ok := s.probeOdds(c, tg, a); ok {
								probed++
								h1, c1, ok1 := s.trialOdds(c, tg, a)
								h2, c2, ok2 := s.wholeTrialOdds(c, tg, a)
								if h1 != h2 || c1 != c2 || ok1 != ok2 {
									t.Fatalf("%s/%d, command %d: %s's %s on %s: probe odds %v %v %v, whole trial %v %v %v",
										name, seed, n, c.ID, id, tg.ID, h1, c1, ok1, h2, c2, ok2)
								}
							}
						}
					}
				}
				if _, err := Do(s, Policy(s), r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if sure == 0 || probed == 0 || known == 0 {
		t.Fatalf("no command probed (%d, %d, %d)", sure, probed, known)
	}
	t.Logf("%d legality probes, %d odds probes, %d probes with a known attack checked", sure, probed, known)
}

// TestDoRefusedLeavesState checks that Do, which decides on the state
// itself, puts it back as it was when the rules refuse a command: at
// every fourth command of whole fights, every attack of every creature
// on every creature, moves, and turn ends out of turn, on a copy; and
// that restore undoes whole commands (the next five the policy gives).
func TestDoRefusedLeavesState(t *testing.T) {
	refused := 0
	for _, s := range []*State{skirmish(t, "srd-5.2.1", 3), skirmish(t, "next-2013", 4), fight5(t), lair(t, "srd-5.1")} {
		r := dice.NewSeeded(3)
		if _, err := Do(s, Command{Kind: Start}, r); err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 5000 && !s.Over; n++ {
			if n%4 == 0 {
				var cmds []Command
				for _, c := range s.Creatures {
					cmds = append(cmds, Command{Kind: EndTurn, By: c.ID}, Command{Kind: Move, By: c.ID, Path: []Point{{0, 0}}},
						Command{Kind: MultiattackCmd, By: c.ID, Target: s.Creatures[0].ID})
					for _, tg := range s.Creatures {
						for _, a := range c.Attacks {
							cmds = append(cmds, Command{Kind: AttackCmd, By: c.ID, Target: tg.ID, Attack: a.ID},
								Command{Kind: AttackCmd, By: c.ID, Target: tg.ID, Attack: a.ID, Other: s.Creatures[0].ID})
						}
					}
				}
				for _, cmd := range cmds {
					x, before := s.Clone(), s.Clone()
					if _, err := Do(x, cmd, dice.NewSeeded(uint64(n))); err != nil {
						refused++
						if !Equal(x, before) {
							t.Fatalf("command %d: %+v refused (%v) but the state changed", n, cmd, err)
						}
					}
				}
				x, before := s.Clone(), s.Clone()
				b, arena := x.fork()
				for k := 0; k < 5 && !x.Over; k++ {
					if _, err := Do(x, Policy(x), dice.NewSeeded(uint64(k))); err != nil {
						t.Fatal(err)
					}
				}
				x.restore(b)
				arena.release()
				if !Equal(x, before) {
					t.Fatalf("command %d: restore after five commands gives another state", n)
				}
			}
			if _, err := Do(s, Policy(s), r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if refused == 0 {
		t.Fatal("no command refused")
	}
	t.Logf("%d refusals checked", refused)
}
