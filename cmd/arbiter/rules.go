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
					if l.MaxHPHalved && rs.Wounds != nil {
						parts = append(parts, "MAX Wounds halved")
					} else if l.MaxHPHalved {
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
			if topic == "health" { // on request only, so that the full listing stays as it was
				fmt.Fprintln(e.stdout, "\nhealth:")
				for _, line := range health(rs) {
					fmt.Fprintln(e.stdout, "  "+line)
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
		if e.Sense != "" {
			s += " that rely on " + e.Sense
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
	switch a := c.Against; {
	case a.Adv:
		parts = append(parts, "attack rolls against it have advantage")
	case a.Dis:
		parts = append(parts, "attack rolls against it have disadvantage")
	case a.NearAdv && a.FarDis:
		parts = append(parts, "attack rolls against it: advantage within 5 ft, disadvantage farther")
	case a.FarDis:
		parts = append(parts, "attack rolls against it from farther than 5 ft have disadvantage")
	}
	if c.Against.NearCrit {
		parts = append(parts, "a hit from within 5 ft is a critical hit")
	}
	if c.DisExceptSource {
		parts = append(parts, "disadvantage on attack rolls against others than its source")
	}
	if c.NoHarmSource {
		parts = append(parts, "cannot attack its source")
	}
	if c.SourceSocialAdv {
		parts = append(parts, "its source has advantage on social checks against it")
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
	if c.MustTarget != "" {
		parts = append(parts, "must include the "+c.MustTarget+" among its targets")
	}
	if len(c.EndsOnDamageFrom) > 0 {
		parts = append(parts, "ends on damage from a "+strings.Join(c.EndsOnDamageFrom, " or ")+" PC")
	}
	if len(parts) == 0 {
		return "(no effect on tests: it takes away actions, which the combat engine plays)"
	}
	return strings.Join(parts, "; ")
}

// health says in lines how the ruleset counts health, rests and the
// numbers of its creatures.
func health(rs *rules.Ruleset) []string {
	var out []string
	if rs.Scores.AreModifiers {
		out = append(out, fmt.Sprintf("ability scores are modifiers, %+d to %+d", rs.Scores.Min, rs.Scores.Max))
	}
	if p := rs.Proficiency; p.IsLevel {
		s := fmt.Sprintf("proficiency bonus = LEVEL (1 to %d)", p.MaxLevel)
		if p.ByAbility {
			s += ", proficiency by ability"
		}
		out = append(out, s)
	}
	if rs.DefenseFromDex {
		out = append(out, "Defense = 10 + DEX")
	}
	if rs.NoSaves {
		out = append(out, "no saving throws: effects are resisted with ability checks")
	}
	if w := rs.Wounds; w != nil {
		out = append(out, "wounds count up to MAX Wounds; at MAX: unconscious, or dead when the wounds beyond MAX reach MAX",
			fmt.Sprintf("bolster absorbs wounds first and never stacks; healing stabilizes: %v", w.HealingStabilizes))
	} else {
		out = append(out, "hit points count down to 0; at 0: unconscious, or dead when the damage left over reaches the maximum")
	}
	out = append(out, fmt.Sprintf("death saves: 10 or more succeeds; damage at the limit: 1 failure, %d from a critical hit", rs.CritAtZeroFailures))
	switch r := rs.Rest; {
	case r.Single && r.PerSession > 0:
		out = append(out, fmt.Sprintf("one kind of rest, %d per session, discards up to LEVEL wounds", r.PerSession))
	case r.LongRestHitDice > 1:
		out = append(out, fmt.Sprintf("short and long rests; a long rest gives back 1/%d of the hit dice", r.LongRestHitDice))
	default:
		out = append(out, "short and long rests; a long rest gives back all hit dice")
	}
	return out
}
