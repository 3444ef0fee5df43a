package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
)

// actionHelp lists the commands of the other actions.
const actionHelp = "  help ALLY [against ENEMY | skill SKILL] · hide · search [TARGET] · study SKILL [DC] · influence TARGET [SKILL]\n" +
	"  grapple TARGET · shove TARGET [prone|push] · knock_down TARGET · restrain TARGET · escape · release TARGET · hinder TARGET\n" +
	"  charge TARGET [with ATTACK] · coup_de_grace TARGET [with ATTACK] · offhand TARGET with ATTACK · attack T with A cleave T2\n" +
	"  ready reach|attack [ATTACK] · ready enter X,Y [ATTACK] · ready TRIGGER move X,Y|dash X,Y|grapple|knock_down|cast SPELL [TARGET...] [level N] · utilize|use_object|interact [OBJECT] · stand · drop_prone · jump X,Y · concentrate [SPELL]\n" +
	"  eat [HOLDER] (a Goodberry) · moment WORD [HOLDER] [X,Y] (breathe: moment target-magic X,Y; a bead: moment touched CASTER)"

// actionCommand reads a command of the other actions; ok is false when
// the word is not one of them.
func actionCommand(who *combat.Combatant, f []string) (cmd combat.Command, ok bool, err error) {
	by := who.ID
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	with := func(from int) string {
		for i := from; i+1 < len(f); i++ {
			if f[i] == "with" {
				return f[i+1]
			}
		}
		return firstMelee(who)
	}
	need := func(n int, usage string) error {
		if len(f) < n {
			return fmt.Errorf("%s", usage)
		}
		return nil
	}
	k := combat.CommandKind(f[0])
	switch f[0] {
	case "help":
		cmd = combat.Command{Kind: combat.HelpCmd, By: by, Target: arg(1)}
		switch arg(2) {
		case "against":
			cmd.Other = arg(3)
		case "skill":
			cmd.Skill = arg(3)
		}
	case "hide", "escape", "stand", "drop_prone", "utilize", "use_object", "interact":
		cmd = combat.Command{Kind: k, By: by, Option: arg(1)}
	case "eat":
		cmd = combat.Command{Kind: combat.MomentCmd, By: by, Option: "eat", Target: arg(1)}
	case "moment":
		err = need(2, "moment WORD [HOLDER] [X,Y]")
		cmd = combat.Command{Kind: combat.MomentCmd, By: by, Option: arg(1)}
		for _, a := range f[min(2, len(f)):] {
			if p, perr := parsePoint(a); perr == nil {
				cmd.To = &p
			} else {
				cmd.Target = a
			}
		}
	case "concentrate":
		cmd = combat.Command{Kind: combat.Concentrate, By: by, Option: arg(1)}
	case "jump":
		err = need(2, "jump X,Y")
		cmd = combat.Command{Kind: combat.Jump, By: by}
		if err == nil {
			p, perr := parsePoint(arg(1))
			if perr != nil {
				return cmd, true, perr
			}
			cmd.To = &p
		}
	case "search":
		cmd = combat.Command{Kind: combat.Search, By: by, Target: arg(1)}
	case "study":
		err = need(2, "study SKILL [DC]")
		cmd = combat.Command{Kind: combat.Study, By: by, Skill: arg(1)}
		cmd.DC, _ = strconv.Atoi(arg(2))
	case "influence":
		err = need(2, "influence TARGET [SKILL]")
		cmd = combat.Command{Kind: combat.Influence, By: by, Target: arg(1), Skill: arg(2)}
	case "grapple", "knock_down", "hinder", "release", "restrain":
		err = need(2, f[0]+" TARGET")
		cmd = combat.Command{Kind: k, By: by, Target: arg(1)}
	case "shove":
		err = need(2, "shove TARGET [prone|push]")
		cmd = combat.Command{Kind: combat.Shove, By: by, Target: arg(1), Option: arg(2)}
	case "charge", "coup_de_grace", "coup":
		if f[0] == "coup" {
			k = combat.CoupDeGrace
		}
		err = need(2, f[0]+" TARGET [with ATTACK]")
		cmd = combat.Command{Kind: k, By: by, Target: arg(1), Attack: with(2)}
	case "offhand":
		err = need(4, "offhand TARGET with ATTACK")
		cmd = combat.Command{Kind: combat.AttackCmd, By: by, Target: arg(1), Attack: with(2), Offhand: true}
	case "ready":
		err = need(2, "ready reach|attack [ATTACK] or ready enter X,Y [ATTACK]")
		cmd = combat.Command{Kind: combat.Ready, By: by, Option: arg(1)}
		rest := 2
		if arg(1) == "enter" {
			p, perr := parsePoint(arg(2))
			if perr != nil {
				return cmd, true, perr
			}
			cmd.To, rest = &p, 3
		}
		cmd.Attack = arg(rest)
		if cmd.Attack == "" {
			cmd.Attack = firstAttack(who)
		}
	default:
		return cmd, false, nil
	}
	return cmd, true, err
}

func firstAttack(c *combat.Combatant) string {
	if len(c.Attacks) > 0 {
		return c.Attacks[0].ID
	}
	return "unarmed"
}

// describeAction prints the events of the other actions.
func describeAction(w io.Writer, s *combat.State, e combat.Event) {
	describeObject(w, e) // play_objects.go
	switch e.Kind {
	case combat.Checked:
		verdict := "fails"
		if e.Hit {
			verdict = "succeeds"
		}
		fmt.Fprintf(w, "  %s rolls against %s's %s: %s%s = %d, %s\n", e.Who, e.Target, strings.ReplaceAll(e.Action, "_", " "),
			rolled(e.Dice), explain(e.Explain), e.Total, verdict)
	case combat.Conditioned:
		if e.Who != "" && e.Action != "" {
			break // a feature's, with its source (play_monster.go)
		}
		if e.Option == "add" {
			fmt.Fprintf(w, "  %s is %s\n", e.Target, e.Type)
		} else {
			fmt.Fprintf(w, "  %s is no longer %s\n", e.Target, e.Type)
		}
	case combat.Pushed:
		verb := "is pushed"
		if e.Option == "teleport" {
			verb = "teleports"
		}
		fmt.Fprintf(w, "  %s %s to %v\n", e.Target, verb, e.Path[len(e.Path)-1])
	case combat.Marked:
		fmt.Fprintf(w, "  %s is marked by %s's %s\n", e.Target, e.Who, e.Type)
	case combat.Concentrated:
		verdict := "loses"
		if e.Hit {
			verdict = "keeps"
		}
		fmt.Fprintf(w, "  %s saves to keep concentrating: %s%s = %d, %s %s\n", e.Who, rolled(e.Dice), explain(e.Explain), e.Total, verdict, e.Option)
	case combat.CoupDamaged:
		tg := s.Get(e.Target)
		fmt.Fprintf(w, "  coup de grace, %s damage: %s = %d; %s takes %d (%d/%d HP)%s\n", e.Type, explain(e.Explain), e.Amount, e.Target, e.Dealt, tg.HP, tg.MaxHP, fate(tg))
	case combat.Acted:
		if (e.Action == string(combat.Utilize) || e.Action == string(combat.UseObject)) && e.Option != "" {
			fmt.Fprintf(w, "    uses %s%s\n", e.Option, map[bool]string{true: " (readied, set off by " + e.Target + ")"}[e.Reason == "readied"])
		}
		if len(e.Dice) > 0 {
			verdict := "fails"
			if e.Hit {
				verdict = "succeeds"
			}
			fmt.Fprintf(w, "    %s%s = %d, %s\n", rolled(e.Dice), explain(e.Explain), e.Total, verdict)
		}
	}
}
