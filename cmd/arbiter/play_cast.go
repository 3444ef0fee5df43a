package main

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/combat"
)

// metamagicWords are the Metamagic options a cast line may name.
var metamagicWords = []string{"careful", "distant", "empowered", "extended", "heightened", "quickened", "seeking", "subtle", "transmuted", "twinned"}

// castCommand reads cast SPELL [TARGET...] [at X,Y] [level N] [ritual] [METAMAGIC...] and preview
// cast ... (the odds for each creature it would reach). It reports whether
// the line was one of them.
func (t *table) castCommand(who *combat.Combatant, f []string) (bool, error) {
	preview := len(f) > 1 && f[0] == "preview" && f[1] == "cast"
	if preview {
		f = f[1:]
	}
	if f[0] == "spells" && !preview {
		return true, t.listSpells(who) // play_spells.go
	}
	if f[0] != "cast" && f[0] != "c" {
		return false, nil
	}
	if len(f) < 2 {
		return true, fmt.Errorf("cast SPELL [TARGET...] [at X,Y] [level N] [ritual] [METAMAGIC...] (spells lists them)")
	}
	cmd := combat.Command{Kind: combat.CastCmd, By: who.ID, Spell: f[1]}
	for i := 2; i < len(f); i++ {
		switch {
		case f[i] == "at" && i+1 < len(f) && t.s.Object(f[i+1]) != nil: // cast SPELL at OBJECT (play_objects.go)
			cmd.Targets = append(cmd.Targets, f[i+1])
			i++
		case f[i] == "at" && i+1 < len(f):
			p, err := parsePoint(f[i+1])
			if err != nil {
				return true, err
			}
			cmd.To = &p
			i++
		case f[i] == "ritual":
			cmd.Ritual = true
		case slices.Contains(metamagicWords, f[i]):
			cmd.Metamagic = append(cmd.Metamagic, f[i])
		case f[i] == "level" && i+1 < len(f):
			n, err := strconv.Atoi(f[i+1])
			if err != nil {
				return true, fmt.Errorf("level N: a slot level, not %q", f[i+1])
			}
			cmd.Level = n
			i++
		default:
			cmd.Targets = append(cmd.Targets, f[i])
		}
	}
	if len(cmd.Targets) == 1 && cmd.To == nil && t.s.Object(cmd.Targets[0]) != nil { // play_objects.go
		cmd.Kind, cmd.Target, cmd.Targets = combat.CastObject, cmd.Targets[0], nil
	}
	if !preview {
		return true, t.do(cmd)
	}
	ps, err := combat.PreviewSpell(t.s, cmd)
	if err != nil {
		return true, err
	}
	if len(ps) == 0 {
		fmt.Fprintln(t.out, "  it reaches no one")
	}
	for _, p := range ps {
		line := "  " + p.Target + ":"
		if p.Saves > 0 {
			line += fmt.Sprintf(" saves %.1f%%", 100*p.Saves)
		}
		if p.Hit > 0 {
			line += fmt.Sprintf(" hit %.1f%% per attack", 100*p.Hit)
		}
		if p.Healed > 0 {
			line += fmt.Sprintf(" heals %.2f", p.Healed)
		}
		fmt.Fprintf(t.out, "%s expected damage %.2f\n", line, p.Expected)
	}
	return true, nil
}

// describeSpell prints the events of spellcasting.
func (t *table) describeSpell(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.Casted:
		if e.Type == "countered" {
			fmt.Fprintf(w, "  %s's %s is countered by %s (%s spent)\n", e.Who, e.Action, e.Other, e.Reason)
			return
		}
		if e.Type == "failed" { // next-2013: an Intoxicated caster's failed check
			fmt.Fprintf(w, "  %s's %s fails: its %s is spent, the spell is not (%s)\n", e.Who, e.Action, e.Reason, e.Option)
			return
		}
		slot := "a cantrip"
		switch {
		case e.Type == "ritual":
			slot = "no slot"
		case e.Type == "innate" && e.Cost > 0:
			slot = "no slot (level " + strconv.Itoa(e.Cost) + ")"
		case e.Cost > 0:
			slot = "a level " + strconv.Itoa(e.Cost) + " slot"
			if e.Type == "pact" {
				slot += " (pact)"
			}
		}
		fmt.Fprintf(w, "  %s casts %s with %s (%s)\n", e.Who, e.Action, slot, e.Reason)
	case combat.Warded:
		fmt.Fprintf(w, "  %s's %s deals %s no damage: %s wards it (%s)\n", e.Who, e.Action, e.Target, e.Type, e.Option)
	case combat.Healed, combat.TempHPGained:
		what := "hit points"
		if e.Kind == combat.TempHPGained {
			what = "temporary hit points"
		}
		tg := t.s.Get(e.Target)
		fmt.Fprintf(w, "  %s regains %s%s = %d %s (%d/%d HP)\n", e.Target, rolled(e.Dice), explain(e.Explain), e.Amount, what, tg.HP, tg.MaxHP)
	case combat.SpellConditioned:
		fmt.Fprintf(w, "  %s is %s (%s's %s)\n", e.Target, e.Type, e.Who, e.Action)
	case combat.Granted:
		what := e.Type
		if e.Option != "" {
			what += " on " + e.Option
		}
		if e.Reason != "" {
			what += " " + e.Reason
		}
		fmt.Fprintf(w, "  %s gains %s (%s's %s)\n", e.Target, what, e.Who, e.Action)
	case combat.MetamagicUsed:
		fmt.Fprintf(w, "  %s spends %d sorcery points: %s\n", e.Who, e.Cost, e.Option)
	case combat.ComponentUsed:
		fmt.Fprintf(w, "  %s's material component for %s is used up\n", e.Who, e.Action)
	case combat.ConcentrationEnded:
		fmt.Fprintf(w, "  %s stops concentrating on %s: %s\n", e.Who, e.Action, e.Reason)
	}
}
