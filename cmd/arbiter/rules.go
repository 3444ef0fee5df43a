package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/spf13/cobra"
)

func newRules(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "List the rulesets and show their rules",
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "list",
		Short: "List the rulesets Arbiter plays",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, n := range rules.Names() {
				rs, _ := rules.Get(n)
				mark := ""
				if n == rules.Default {
					mark = " (default)"
				}
				fmt.Fprintf(e.stdout, "%-10s %s%s\n", n, rs.Title, mark)
			}
			return nil
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "show RULESET [" + strings.Join(topicNames(), "|") + "]",
		Short: "Show a ruleset's conditions and exhaustion rule, or one topic of its rules",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			rs, err := rules.Get(args[0])
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			topic := ""
			if len(args) == 2 {
				topic = args[1]
			}
			if topic != "" && !slices.Contains(topicNames(), topic) {
				return usageError("unknown topic %q: the topics are %s", topic, strings.Join(topicNames(), ", "))
			}
			fmt.Fprintf(e.stdout, "%s: %s (cite as %s)\n", rs.Name, rs.Title, rs.Cite)
			if showMore(e.stdout, rs, topic) {
				return nil
			}
			if topic == "" || topic == "conditions" {
				fmt.Fprintln(e.stdout, "\nconditions:")
				var names []string
				for n := range rs.Conditions {
					names = append(names, n)
				}
				slices.Sort(names)
				for _, n := range names {
					fmt.Fprintf(e.stdout, "  %-13s %s\n", n, describe(rs.Conditions[n]))
				}
			}
			if topic == "" || topic == "exhaustion" {
				fmt.Fprintln(e.stdout, "\nexhaustion:")
				x := rs.Exhaustion
				if x.TestPenalty > 0 {
					fmt.Fprintf(e.stdout, "  each level: -%d to every D20 test, -%d ft speed\n", x.TestPenalty, x.SpeedPenalty)
				}
				for i, l := range x.Levels {
					var parts []string
					for _, k := range l.Dis {
						parts = append(parts, "disadvantage on "+k.String()+"s")
					}
					if l.SpeedHalved {
						parts = append(parts, "speed halved")
					}
					if l.Speed0 {
						parts = append(parts, "speed 0")
					}
					if l.MaxHPHalved {
						parts = append(parts, "hit point maximum halved")
					}
					if i+1 == x.DeathAt {
						parts = append(parts, "death")
					}
					fmt.Fprintf(e.stdout, "  level %d: %s\n", i+1, strings.Join(parts, ", "))
				}
				switch {
				case x.DeathAt == 0:
					fmt.Fprintln(e.stdout, "  none in this ruleset")
				case len(x.Levels) == 0:
					fmt.Fprintf(e.stdout, "  level %d: death\n", x.DeathAt)
				}
			}
			return nil
		},
	})
	return cmd
}

// describe says in a line what a condition does to tests, speed and damage.
func describe(c rules.Condition) string {
	var parts []string
	if len(c.Implies) > 0 {
		parts = append(parts, "also "+strings.Join(c.Implies, " and "))
	}
	for _, e := range c.Effects {
		var what []string
		for _, k := range e.Tests {
			what = append(what, k.String()+"s")
		}
		s := strings.Join(what, " and ")
		if len(e.Abilities) > 0 {
			var ab []string
			for _, a := range e.Abilities {
				ab = append(ab, strings.ToUpper(a.String()))
			}
			s = strings.Join(ab, "/") + " " + s
		}
		switch {
		case e.AutoFail:
			parts = append(parts, "fails "+s)
		case e.Adv:
			parts = append(parts, "advantage on "+s)
		case e.Dis:
			parts = append(parts, "disadvantage on "+s)
		}
	}
	if c.Speed0 {
		parts = append(parts, "speed 0")
	}
	if c.ResistAll {
		parts = append(parts, "resistance to all damage")
	}
	if c.ResistNonmagical {
		parts = append(parts, "resistance to nonmagical damage")
	}
	if len(c.Immune) > 0 {
		parts = append(parts, "immune to "+strings.Join(c.Immune, ", "))
	}
	if len(parts) == 0 {
		return "(effects that need a combat: not yet played)"
	}
	return strings.Join(parts, "; ")
}
