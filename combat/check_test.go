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
	sure, probed := 0, 0
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
	if sure == 0 || probed == 0 {
		t.Fatalf("no command probed (%d, %d)", sure, probed)
	}
	t.Logf("%d legality probes, %d odds probes checked", sure, probed)
}
