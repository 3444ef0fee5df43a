package combat

import (
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// checkFits reports whether a grant's on ("checks", "str-checks") covers
// ability checks of ab.
func checkFits(on string, ab rules.Ability) bool {
	return on == "checks" || on == ab.String()+"-checks"
}

// checkOn reports whether on names ability checks.
func checkOn(on string) bool { return on == "checks" || strings.HasSuffix(on, "-checks") }

// grantCheck gives c's ability check t the advantage and disadvantage of
// its grants (Heat Metal, Phantasmal Killer, Enhance Ability, Bestow
// Curse); other tests are returned as they are.
func (s *State) grantCheck(c *Combatant, t rules.Test) rules.Test {
	if t.Kind != rules.Check {
		return t
	}
	t = s.sunlightTest(c, t) // sunlight.go
	for _, g := range s.grantsOf(c) {
		if g.Kind == "d20-penalty" {
			t.Bonus = append(slices.Clip(t.Bonus), d20Penalty(s, g))
			continue
		}
		if !checkFits(g.On, t.Ability) {
			continue
		}
		switch g.Kind {
		case "advantage":
			t.Adv = append(slices.Clip(t.Adv), g.source())
		case "disadvantage":
			t.Dis = append(slices.Clip(t.Dis), g.source())
		}
	}
	return t
}

// d20Penalty is the term a d20-penalty grant (Raise Dead, Resurrection:
// -4) takes from every D20 Test of its holder: attack rolls, saves and
// ability checks. It ends on a long rest, which a fight never reaches, so
// it holds for the fight (decision).
func d20Penalty(s *State, g Grant) rules.Term {
	n, _ := strconv.Atoi(g.Value)
	return rules.Term{Value: n, Source: g.source(), Rule: s.rs.Spell.Cite}
}

// noOpportunity reports whether h's grants keep it from opportunity
// attacks (2024 Shocking Grasp: no-reactions on opportunity-attacks, until
// the start of its next turn).
func (s *State) noOpportunity(h *Combatant) bool {
	return slices.ContainsFunc(s.grantsOf(h), func(g Grant) bool { return g.Kind == "no-reactions" && g.On == "opportunity-attacks" })
}

// grantSource names the first of c's grants of kind: "hideous-laughter (mira)".
func grantSource(s *State, c *Combatant, kind string) string {
	for _, g := range s.grantsOf(c) {
		if g.Kind == kind {
			return g.source()
		}
	}
	return ""
}

// saveVs gives t's save test the advantage and disadvantage of its grants
// on saves against a condition the failure imposes (Protection from
// Poison: advantage on saves-vs-poisoned).
func (s *State) saveVs(t *Combatant, test rules.Test, fail []content.Effect) rules.Test {
	for _, g := range s.grantsOf(t) {
		name, ok := strings.CutPrefix(g.On, "saves-vs-")
		if !ok || g.Kind != "advantage" && g.Kind != "disadvantage" {
			continue
		}
		imposes := false
		content.WalkAll(fail, func(e *content.Effect) { imposes = imposes || e.Kind == content.KindCondition && e.Condition == name })
		switch {
		case !imposes:
		case g.Kind == "advantage":
			test.Adv = append(slices.Clip(test.Adv), g.source())
		default:
			test.Dis = append(slices.Clip(test.Dis), g.source())
		}
	}
	return test
}

// shareDamage has the caster of each share-damage grant t holds (Warding
// Bond) take the damage t just took, the same amount, no type (so no
// resistance: decision), explained; not when the two are bonded each to
// the other (decision: that would never end).
func (d *decider) shareDamage(t *Combatant, dealt int) error {
	if dealt <= 0 {
		return nil
	}
	s := d.s
	for _, g := range t.Grants {
		if g.Kind != "share-damage" || g.By == t.ID {
			continue
		}
		c := s.Get(g.By)
		if c == nil || c.Dead || slices.ContainsFunc(c.Grants, func(o Grant) bool { return o.Kind == "share-damage" && o.By == t.ID }) {
			continue
		}
		if err := d.emit(&Event{Kind: Damaged, Who: t.ID, Target: c.ID, Attack: g.Spell, Amount: dealt,
			Explain: []rules.Term{{Value: dealt, Source: g.source() + ": the damage " + t.ID + " took", Rule: s.rs.Spell.Cite}}}); err != nil {
			return err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		if err := d.afterDamage(s.Get(c.ID), s.last.Dealt); err != nil {
			return err
		}
	}
	return nil
}
