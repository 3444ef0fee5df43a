package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// spellSpent ends the caster's concentration on the spell being run when
// an end of it on a creature (a success that ends the spell: Phantasmal
// Killer) leaves nothing of it: no creature holds its grants or
// conditions, no lasting area or summoned creature of it stands (SRD 5.2.1,
// Spells, Phantasmal Killer: the spell ends; SRD 5.1, the same). At
// casting, only a cast naming one creature: the others named may be yet to
// come (decision).
func (k *casting) spellSpent() error {
	s := k.d.s
	c := s.Get(k.c.ID)
	if c == nil || c.Concentration != k.sp.ID || s.Over {
		return nil
	}
	if k.cmd.Kind == CastCmd && len(k.cmd.Targets) > 1 {
		return nil
	}
	src := concentrationSource(k.sp.ID, c.ID)
	for _, o := range s.Creatures {
		if o.Dead {
			continue
		}
		if slices.ContainsFunc(o.Grants, func(g Grant) bool { return g.By == c.ID && g.Spell == k.sp.ID }) {
			return nil
		}
		for _, in := range o.Instances() {
			if in.Source == src {
				return nil
			}
		}
	}
	for _, z := range s.Zones {
		if z.By == c.ID && z.Spell == k.sp.ID {
			return nil
		}
	}
	return k.d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: k.sp.ID, Reason: "the spell ended (" + k.sp.Cite + ")"})
}

// whole runs a cast with the fight's end held until it is done: damage
// that leaves one side standing doesn't cut the spell short (its healing,
// its other targets' saves still run), and the fight ends after it.
func (d *decider) whole(cast func() error) error {
	if d.endHold {
		return cast()
	}
	d.endHold, d.endWaited = true, false
	err := cast()
	d.endHold = false
	if err != nil || !d.endWaited {
		return err
	}
	return d.checkEnd()
}

// outlasts tells whether the condition node e outlasts its spell: `ends`
// `stand`, a Prone that ends only as the creature stands up, whatever
// becomes of the spell (SRD 5.2.1, Spells, Earthquake; Rules Glossary,
// Prone), with nothing that picks its targets.
func outlasts(e *content.Effect) bool {
	return e.Kind == content.KindCondition && e.Ends == "stand" && e.HPMax == 0 && len(e.Only) == 0 && len(e.Unaffected) == 0
}

// untilStand gives each target e's condition with a source of its own
// (`<spell> (<caster>), until it stands`): the spell's end leaves it.
func (k *casting) untilStand(e *content.Effect, targets []*Combatant) error {
	for _, t := range targets {
		if t = k.live(t); t == nil || t.ConditionImmune[e.Condition] || t.grantedImmunity(e.Condition, k.c) || k.d.s.auraImmune(t, e.Condition, k.c) {
			continue
		}
		if err := k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Condition, Option: "add",
			Reason: concentrationSource(k.sp.ID, k.c.ID) + ", until it stands"}); err != nil {
			return err
		}
		if err := k.d.concentrationCheck(t.ID); err != nil {
			return err
		}
	}
	return nil
}
