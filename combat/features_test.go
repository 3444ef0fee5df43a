package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// featured is skirmish with the features of extra_attack.go and
// reaction.go: Extra Attack (1 to 3 attacks), Sneak Attack with a finesse
// dagger, a Parry on two of the creatures, and three flyers (one
// hovering, one aloft from the start).
func featured(t testing.TB, ruleset string, seed uint64) *State {
	s := skirmish(t, ruleset, seed)
	parry := &content.Monster{Ref: content.Ref{ID: "duelist", Name: "Duelist", Cite: "test"},
		Reactions: []content.Feature{{ID: "parry", Name: "Parry", Effects: []content.Effect{{Kind: content.KindGrant,
			Grant: "ac", Value: "3", Self: true, Duration: &content.Duration{Unit: "attack"}}}}}}
	for i, c := range s.Creatures {
		c.AttacksPerAction = 1 + i%3
		if i == 1 || i == 4 {
			c.SneakDice = 2
		}
		for j := range c.Attacks {
			if c.Attacks[j].ID == "dagger" {
				c.Attacks[j].Finesse = true
			}
		}
		if i == 2 || i == 3 {
			c.Statblock = &Statblock{Block: parry, Saves: map[string]int{}}
		}
		if i == 0 || i == 3 || i == 4 { // flyers, one hovering, one aloft from the start
			c.Speeds.Fly, c.Speeds.Hover = 40, i == 4
			c.Altitude = 10 * (i % 2)
		}
	}
	return s
}

// TestFeatureProperties plays random fights and fights by the policy with
// the features: every command the policy gives is legal, no creature
// reacts twice before its turn, Sneak Attack comes once a turn, and the
// log replays to the state.
func TestFeatureProperties(t *testing.T) {
	seen := map[EventKind]int{}
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		for seed := range uint64(8) {
			t.Run(fmt.Sprintf("%s/%d", ruleset, seed), func(t *testing.T) {
				for _, byPolicy := range []bool{false, true} {
					s := featured(t, ruleset, seed)
					setup := s.Clone()
					r := dice.NewSeeded(seed)
					rng := rand.New(rand.NewPCG(seed, 5))
					log, err := Do(s, Command{Kind: Start}, r)
					if err != nil {
						t.Fatal(err)
					}
					reactions := map[string]int{}
					sneaks := map[[3]any]int{}
					for step := 0; step < 3000 && !s.Over; step++ {
						cmd := randomCommand(s, rng)
						if c := s.Current(); c != nil && s.Pending == nil && rng.IntN(6) == 0 {
							h := 5 * rng.IntN(5)
							cmd = Command{Kind: Move, By: c.ID, Height: &h}
							if rng.IntN(2) == 0 {
								p := Point{c.Position[0] + rng.IntN(5) - 2, c.Position[1] + rng.IntN(5) - 2}
								cmd.To = &p
							}
						}
						if c := s.Current(); c != nil && s.Pending == nil && rng.IntN(10) == 0 { // a readied move or Dash (ready.go)
							p := Point{rng.IntN(12), rng.IntN(12)}
							cmd = Command{Kind: Ready, By: c.ID, Option: []string{"reach", "enter", "attack"}[rng.IntN(3)],
								Holds: []string{"move", "dash"}[rng.IntN(2)], Then: &p, To: &Point{rng.IntN(12), rng.IntN(12)}}
						}
						if byPolicy {
							cmd = Policy(s)
						}
						events, err := Do(s, cmd, r)
						if err != nil {
							if byPolicy {
								t.Fatalf("step %d: the policy's %+v: %v", step, cmd, err)
							}
							continue
						}
						for _, e := range events {
							seen[e.Kind]++
							switch e.Kind {
							case TurnBegan, TurnLost:
								reactions[e.Who] = 0
							case Reacted:
								reactions[e.Who]++
							case Attacked:
								if e.Reaction || e.Uses == "reaction" {
									reactions[e.Who]++
								}
							case SneakAttacked:
								k := [3]any{e.Who, s.Round, s.Turn}
								if sneaks[k]++; sneaks[k] > 1 {
									t.Fatalf("step %d: %s's Sneak Attack twice in a turn", step, e.Who)
								}
							}
							if reactions[e.Who] > 1 {
								t.Fatalf("step %d: %s reacts twice", step, e.Who)
							}
						}
						log = append(log, events...)
					}
					if byPolicy && !s.Over {
						t.Fatalf("the policy's fight does not end")
					}
					if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
						t.Fatalf("replay differs (%v)", err)
					}
					checkSavedLog(t, ruleset, setup, log, s)
				}
			})
		}
	}
	for _, k := range []EventKind{Reacted, ReactionOffered, SneakAttacked, Flew, Fell} {
		if seen[k] == 0 {
			t.Errorf("no %s event in the fights", k)
		}
	}
}
