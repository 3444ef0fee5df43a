package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
)

// monsterCommand reads the commands of catalog monsters: multiattack
// [TARGET], use FEATURE [TARGET], legendary WHO FEATURE [TARGET] and lair
// WHO FEATURE [TARGET]. It reports whether the line was one of them.
func (t *table) monsterCommand(who *combat.Combatant, f []string) (bool, error) {
	at := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	switch f[0] {
	case "multiattack", "ma":
		return true, t.do(combat.Command{Kind: combat.MultiattackCmd, By: who.ID, Target: at(1)})
	case "use":
		return true, t.useCommand(who, f) // play_class.go: a character's class features too
	case "legendary", "lair":
		if len(f) < 3 {
			return true, fmt.Errorf("%s WHO FEATURE [TARGET]", f[0])
		}
		return true, t.do(combat.Command{Kind: combat.CommandKind(f[0]), By: f[1], Attack: f[2], Target: at(3)})
	}
	return false, nil
}

// describeMonster prints the events of monster features.
func (t *table) describeMonster(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.Featured:
		switch e.Reason {
		case "multiattack":
		case combat.ReasonMultiUse:
			fmt.Fprintf(w, "  %s's Multiattack uses %s\n", e.Who, e.Action)
		case "legendary":
			fmt.Fprintf(w, "  %s takes a legendary action: %s (cost %d)\n", e.Who, e.Action, e.Cost)
		case "lair":
			fmt.Fprintf(w, "  initiative 20: %s's lair acts: %s\n", e.Who, e.Action)
		default:
			if c := t.s.Get(e.Who); c != nil && slices.ContainsFunc(c.Attacks, func(a combat.Attack) bool { return a.ID == e.Action }) {
				return // the attack line says it
			}
			fmt.Fprintf(w, "  %s uses %s (%s)\n", e.Who, e.Action, e.Reason)
		}
	case combat.MonsterTurn:
		if len(e.Dice) > 0 {
			fmt.Fprintf(w, "  %s rolls to recharge (d6 each): %v\n", e.Who, e.Dice)
		}
	case combat.Saved:
		verdict := "fails"
		if e.Hit {
			verdict = "succeeds"
		}
		fmt.Fprintf(w, "  %s saves against %s's %s: %s%s = %d, %s\n", e.Who, e.Target, e.Action, rolled(e.Dice), explain(e.Explain), e.Total, verdict)
	case combat.Resisted:
		fmt.Fprintf(w, "  %s uses Legendary Resistance: the save succeeds instead\n", e.Who)
	case combat.Conditioned:
		if e.Who != "" && e.Action != "" { // a feature's; the others are play_actions.go's
			lasts := ""
			if e.Duration != nil && e.Duration.Save.DC > 0 { // a repeat save (combat/monster_repeat.go)
				lasts = ", " + e.Duration.String()
			}
			fmt.Fprintf(w, "  %s is %s (%s's %s%s)\n", e.Target, strings.ToLower(e.Type), e.Who, e.Action, lasts)
		}
	case combat.Drained:
		if tg := t.s.Get(e.Target); tg != nil {
			fmt.Fprintf(w, "  %s's hit point maximum drops by %d (%s) to %d\n", e.Target, e.Amount, explain(e.Explain), tg.MaxHP)
		}
	}
}
