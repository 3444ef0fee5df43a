package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// next-2013 has no bonus action: a spell the catalog casts as a bonus
// action is a swift spell (rules.SwiftRule), cast as the caster's action,
// or as part of an action it has already taken this turn that was not a
// spell (decision: the fold comes after that action; the engine has no
// magic item to activate in a fight). One swift spell folds into an action.

// swiftHow is how c casts a spell whose casting time is how: a swift
// spell takes the action while c has it, else it folds into the action
// taken ("swift"); other spells, and rulesets with bonus actions, keep how.
func (d *decider) swiftHow(c *Combatant, how string) string {
	rs := d.s.rs
	if how != "bonus" || rs.Combat.BonusAction || rs.Spell.Swift == nil {
		return how
	}
	if d.s.Started && c.ActionUsed {
		return "swift"
	}
	return "action"
}

// swiftFold checks that a swift spell can fold into the action c took.
func (d *decider) swiftFold(c *Combatant, sp *content.Spell) error {
	cite := d.s.rs.Spell.Swift.Cite
	switch {
	case c.Cast.ActionLeveled || c.Cast.ActionCantrip:
		return fmt.Errorf("%w (%s): %s's action was a spell, and swift %s folds only into an action that casts no spell", ErrCastingTime, cite, c.ID, sp.ID)
	case c.Cast.Swift:
		return fmt.Errorf("%w (%s): %s has folded a swift spell into its action already", ErrCastingTime, cite, c.ID)
	}
	return nil
}

// keepsConcentration reports whether t can keep concentrating, and if
// not why: the ruleset's list of conditions that end concentration
// (next-2013: stunned, unconscious), else any that stops it acting; death
// always ends it.
func (s *State) keepsConcentration(t *Combatant) (bool, string) {
	ends := s.rs.Spell.ConcentrationEnds
	if ends == nil {
		return s.canAct(t)
	}
	for _, n := range ends {
		if t.Has(s.rs, n) {
			return false, n
		}
	}
	return !t.Dead, "dead"
}
