package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/arbiter-rpg/arbiter/sim"
	"github.com/spf13/cobra"
)

// maxSimFights bounds --fights: a million fights of the benchmark's size
// take a few minutes.
const maxSimFights = 1_000_000

func newSim(e *env) *cobra.Command {
	var fights int
	var seed uint64
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "sim ENCOUNTER.yaml",
		Short: "Play an encounter many times by the policy and count who wins",
		Long: `Play the encounter (docs/encounters.md) --fights times with no person at the
table: every creature of every side acts by the default policy (the one
uncontrolled creatures use in play), fight i with dice seeded seed+i, so a run
is repeated exactly. Prints the wins of each side, the rounds and commands a
fight, and how long the run took on one core (fights a second: the speed of
the engine, docs/PERFORMANCE.md). The fights are played in one state reset
from the encounter between fights (package sim).`,
		Example: "  arbiter sim examples/benchmark-fight.yaml --fights 10000\n  arbiter sim examples/goblin-ambush.yaml --seed 40 --json",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if fights < 1 || fights > maxSimFights {
				return usageError("sim: --fights %d is not between 1 and %d", fights, maxSimFights)
			}
			enc, s, err := loadEncounter(args[0])
			if err != nil {
				return err
			}
			// One core, as the speed target is stated: the collector too
			// runs on the one.
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			start := e.clock()
			res, err := sim.Run(s, fights, seed)
			took := e.clock().Sub(start)
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			rate := 0.0
			if took > 0 {
				rate = float64(res.Fights) / took.Seconds()
			}
			if asJSON {
				out, err := json.MarshalIndent(struct {
					Encounter string `json:"encounter"`
					Ruleset   string `json:"ruleset"`
					Seed      uint64 `json:"seed"`
					sim.Result
					Seconds float64 `json:"seconds"`
					Rate    float64 `json:"fights_per_second"`
				}{enc.Name, s.Ruleset().Name, seed, res, took.Seconds(), rate}, "", "  ")
				if err != nil {
					return &exitError{code: 1, err: err}
				}
				fmt.Fprintln(e.stdout, string(out))
				return nil
			}
			name := enc.Name
			if name == "" {
				name = args[0]
			}
			fmt.Fprintf(e.stdout, "%s (%s): %d fights, seeds %d to %d, every side by the policy\n",
				name, s.Ruleset().Name, res.Fights, seed, seed+uint64(res.Fights)-1)
			sides := make([]string, 0, len(res.Wins))
			for side := range res.Wins {
				sides = append(sides, side)
			}
			slices.SortFunc(sides, func(a, b string) int { // most wins first, then by name
				if d := res.Wins[b] - res.Wins[a]; d != 0 {
					return d
				}
				return cmp.Compare(a, b)
			})
			for _, side := range sides {
				label := side
				if label == "" {
					label = "(no one standing)"
				}
				fmt.Fprintf(e.stdout, "  %-18s %7d wins  %5.1f%%\n", label, res.Wins[side],
					100*float64(res.Wins[side])/float64(res.Fights))
			}
			fmt.Fprintf(e.stdout, "  %.2f rounds and %.1f commands a fight\n",
				float64(res.Rounds)/float64(res.Fights), float64(res.Commands)/float64(res.Fights))
			fmt.Fprintf(e.stdout, "%d fights in %.3f s on one core: %.0f fights a second\n", res.Fights, took.Seconds(), rate)
			return nil
		},
	}
	cmd.Flags().IntVar(&fights, "fights", 1000, "how many fights to play (1 to 1,000,000)")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "the first fight's seed (fight i is seeded seed+i)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the counts as JSON")
	return cmd
}

// clock is the time now: e.now when set (the golden tests' fixed steps),
// else the wall clock.
func (e *env) clock() time.Time {
	if e.now != nil {
		return e.now()
	}
	return time.Now()
}
