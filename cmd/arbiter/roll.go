package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/spf13/cobra"
)

func newRoll(e *env) *cobra.Command {
	var (
		seed          uint64
		adv, dis, elf bool
		asJSON        bool
	)
	cmd := &cobra.Command{
		Use:   "roll [flags] EXPR...",
		Short: "Roll dice expressions and show every die",
		Long: `Roll each expression and print every die it rolled and its total. An expression
may end with a comment after a blank: "1d20+5 to hit". The syntax is avrae/d20's
with Roll20 and Foundry aliases; see docs/dice.md.

Without --seed the dice come from a live roller seeded by the operating system,
and the seed is printed to stderr, so --seed can replay the same rolls.`,
		Example: `  arbiter roll 4d6kh3
  arbiter roll --adv "1d20+5 to hit"
  arbiter roll --seed 42 --json "8d6 [fire]"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			mode, err := modeFlags(adv, dis, elf)
			if err != nil {
				return err
			}
			r := e.roller(cmd, seed)
			for _, arg := range args {
				x, err := dice.Parse(arg)
				if err != nil {
					return err
				}
				if x, err = x.WithMode(mode); err != nil {
					return err
				}
				res, err := x.Roll(r)
				if err != nil {
					return err
				}
				if asJSON {
					b, err := marshal(res)
					if err != nil {
						return err
					}
					// Put the seed first, ahead of the result's own fields.
					fmt.Fprintf(e.stdout, "{\"seed\":%s,%s", strconv.FormatUint(r.Seed(), 10), b[1:])
					continue
				}
				line := res.String()
				switch {
				case res.Crit:
					line += "  (natural 20)"
				case res.Fumble:
					line += "  (natural 1)"
				}
				if res.Comment != "" {
					line += "  # " + res.Comment
				}
				fmt.Fprintln(e.stdout, line)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.Uint64Var(&seed, "seed", 0, "seed the dice to replay a roll")
	f.BoolVar(&adv, "adv", false, "roll the leftmost d20 with advantage (2d20kh1)")
	f.BoolVar(&dis, "dis", false, "roll the leftmost d20 with disadvantage (2d20kl1)")
	f.BoolVar(&elf, "elven", false, "roll the leftmost d20 with Elven Accuracy (3d20kh1)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object per expression, with every die")
	return cmd
}

// marshal encodes v as one line of JSON ending in a newline, leaving <, >
// and & as they are: dice selectors use them.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func modeFlags(adv, dis, elf bool) (dice.Mode, error) {
	n := 0
	mode := dice.Normal
	for _, m := range []struct {
		on   bool
		mode dice.Mode
	}{{adv, dice.Advantage}, {dis, dice.Disadvantage}, {elf, dice.ElvenAccuracy}} {
		if m.on {
			n++
			mode = m.mode
		}
	}
	if n > 1 {
		return 0, usageError("--adv, --dis and --elven exclude each other")
	}
	return mode, nil
}

// roller is the roller of a command with a --seed flag: seeded by it when
// given, else the live one, whose seed goes to standard error so that the
// run can be repeated.
func (e *env) roller(cmd *cobra.Command, seed uint64) *dice.Seeded {
	if cmd.Flags().Changed("seed") {
		return dice.NewSeeded(seed)
	}
	r := e.live()
	fmt.Fprintln(e.stderr, "seed:", r.Seed())
	return r
}
