package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/content"
)

// listSpells prints the spells who may cast and how each is paid: a
// cantrip, at will without a slot (an Eldritch Invocation, Spell Mastery),
// a free cast with the uses left (a species trait, a feat, Signature
// Spells) and whether slots cast it too, or a slot; with the source whose
// ability casts it when that is not its first class's, and the invocations
// that change it (Agonizing Blast, Eldritch Spear, Repelling Blast).
func (t *table) listSpells(who *combat.Combatant) error {
	if who.Spells == nil {
		fmt.Fprintln(t.out, "  any spell (no list given)")
		return nil
	}
	cat, err := content.Open(t.s.Ruleset().SpellCatalog())
	if err != nil {
		return err
	}
	for _, id := range who.Spells {
		sp, ok := cat.Spell(id)
		if !ok {
			continue
		}
		fmt.Fprintf(t.out, "  %s: %s\n", id, spellPaid(who, sp))
	}
	return nil
}

// spellPaid says how who pays for a cast of sp now.
func spellPaid(who *combat.Combatant, sp *content.Spell) string {
	var how []string
	g, granted := who.Granted[sp.ID]
	at := max(g.Level, sp.Level)
	switch {
	case sp.Level == 0:
		how = append(how, "cantrip")
	case granted && g.AtWill:
		how = append(how, fmt.Sprintf("at will without a slot at level %d", at))
		if g.Slots {
			how = append(how, "higher with a slot")
		}
	case granted && g.Resource != "":
		left := 0
		if r, ok := who.Resource(g.Resource); ok {
			left = r.Uses
		}
		how = append(how, fmt.Sprintf("%d free cast left at level %d (%s)", left, at, g.Resource))
		if g.Slots {
			how = append(how, "then a slot")
		}
	default:
		how = append(how, fmt.Sprintf("a slot of level %d or higher", sp.Level))
	}
	if granted && g.Source != "" {
		how = append(how, fmt.Sprintf("%s, %s", g.Source, strings.ToUpper(g.Ability)))
	}
	if r, ok := who.Riders[sp.ID]; ok {
		how = append(how, riderText(r))
	}
	return strings.Join(how, "; ")
}

// riderText names what features do to a spell.
func riderText(r combat.SpellRider) string {
	var parts []string
	for _, t := range r.DamageBonus {
		parts = append(parts, fmt.Sprintf("%+d damage (%s)", t.Value, t.Source))
	}
	if r.Range > 0 {
		parts = append(parts, fmt.Sprintf("range %d ft.", r.Range))
	}
	if r.Push > 0 {
		parts = append(parts, fmt.Sprintf("pushes %d ft. on a hit", r.Push))
	}
	return strings.Join(parts, ", ") + " (" + r.Source + ")"
}
