package combat

import "slices"

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
	return k.d.emit(Event{Kind: ConcentrationEnded, Who: c.ID, Action: k.sp.ID, Reason: "the spell ended (" + k.sp.Cite + ")"})
}

// whole runs a cast with the fight's end held until it is done: damage
// that leaves one side standing doesn't cut the spell short (its healing,
// its other targets' saves still run), and the fight ends after it.
func (d *decider) whole(cast func() error) error {
	if d.hold {
		return cast()
	}
	d.hold, d.held = true, false
	err := cast()
	d.hold = false
	if err != nil || !d.held {
		return err
	}
	return d.checkEnd()
}
