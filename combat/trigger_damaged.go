package combat

// A lasting node that acts whenever its holder takes damage (SRD 5.1,
// Spells, Contagion, Slimy Doom: Stunned until the end of its next turn).

func init() {
	triggerWhen["damaged"] = "the holder takes damage from any source (2014 Contagion's Slimy Doom)"
}

// damaged runs, after t took dealt damage, t's damaged nodes: each on t,
// with the numbers of the cast that left it (decision: damage of 0 after
// resistance or immunity sets off nothing).
func (d *decider) damaged(t *Combatant, dealt int) error {
	s := d.s
	if dealt <= 0 || t == nil || s.Over || !d.may(sumLasting) { // summary.go: lasting grants alone set it off
		return nil
	}
	if t = s.Get(t.ID); t == nil || t.Dead {
		return nil
	}
	gs, ns, err := s.lastingGrants(t, "damaged")
	if err != nil {
		return err
	}
	for i, g := range gs {
		if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
			return nil
		}
		if err := d.fire(g, ns[i], Point(t.Position), []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}
