package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
)

// useCommand reads use FEATURE [on] [TARGET] [OPTION] [N]: a catalog
// monster's feature at TARGET, or a character's class feature (use
// second-wind, use rage, use bardic-inspiration on ana, use
// cunning-action dash, use lay-on-hands ana 5, use channel-divinity
// turn-undead, use divine-spark gnoll radiant). A word that names a
// creature is the target, a number the amount, another word the option.
func (t *table) useCommand(who *combat.Combatant, f []string) error {
	if len(f) < 2 {
		if uses := who.ClassUses(); len(uses) > 0 { // a list asked for, not a refusal
			fmt.Fprintf(t.out, "  %s can use: %s (use FEATURE [TARGET] [OPTION] [N])\n", who.ID, strings.Join(uses, ", "))
			return nil
		}
		return fmt.Errorf("use FEATURE [TARGET] [OPTION] [N]")
	}
	cmd := combat.Command{Kind: combat.UseCmd, By: who.ID, Attack: f[1]}
	for _, w := range f[2:] {
		n, err := strconv.Atoi(w)
		switch {
		case w == "on":
		case err == nil:
			cmd.Amount = n
		case t.s.Get(w) != nil && cmd.Target == "":
			cmd.Target = w
		case cmd.Option == "":
			cmd.Option = w
		default:
			return fmt.Errorf("use %s: %q is neither a creature, a number nor an option", f[1], w)
		}
	}
	return t.do(cmd)
}

// describeClass prints the events of class features.
func (t *table) describeClass(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.FeatureUsed:
		spent := ""
		if e.Option != "" {
			spent = fmt.Sprintf(", %d %s spent", e.Cost, e.Option)
			if c := t.s.Get(e.Who); c != nil {
				if r, ok := c.Resource(e.Option); ok {
					spent += fmt.Sprintf(" (%d/%d left)", r.Uses, r.Max)
				}
			}
		}
		what := e.Action
		if e.Type == "extend" {
			what += " (extended)"
		}
		fmt.Fprintf(w, "  %s uses %s (%s%s)\n", e.Who, what, e.Uses, spent)
	case combat.Inspired:
		fmt.Fprintf(w, "  %s gives %s a Bardic Inspiration die (%s)\n", e.Who, e.Target, e.Option)
	case combat.Smote:
		switch {
		case e.Action == "drink":
			fmt.Fprintf(w, "  %s's Lifedrinker strikes %s (%s)\n", e.Who, e.Target, e.Reason)
		case e.Action == "hit-die":
			fmt.Fprintf(w, "  %s spends a Hit Point Die (%s)\n", e.Who, e.Reason)
		default:
			fmt.Fprintf(w, "  %s smites %s with a level %d slot (%s)\n", e.Who, e.Target, e.Cost, e.Reason)
		}
	case combat.FontUsed:
		if e.Type == "slot" {
			fmt.Fprintf(w, "  %s turns %d sorcery points into a level %d slot (%s)\n", e.Who, e.Amount, e.Cost, e.Reason)
		} else {
			fmt.Fprintf(w, "  %s turns a level %d slot into %d sorcery points (%s)\n", e.Who, e.Cost, e.Amount, e.Reason)
		}
	case combat.GrantEnded:
		if e.Action == "rage" {
			fmt.Fprintf(w, "  %s's rage ends: %s\n", e.Who, e.Reason)
		}
	}
}

// classNote is what the table shows of a creature's class features in
// play: " raging", " inspired 1d6".
func classNote(c *combat.Combatant) string {
	out := ""
	if c.Raging() {
		out += " raging"
	}
	if c.Inspired.N > 0 {
		out += " inspired " + c.Inspired.String()
	}
	return out
}
