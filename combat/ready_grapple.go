package combat

// A Ready may hold a grapple or a Knock Down (a shove in the SRDs is part
// of the Attack action, readied as an attack): when the trigger comes,
// the creature that set it off is the target, and the reaction pays for
// it (Playtest 2013, Actions in Combat, Ready an Action; SRD 5.2.1,
// Actions, Ready; SRD 5.1, Combat, Ready).

// grips are the holds that grapple or knock down the trigger's creature.
var grips = map[string]bool{"grapple": true, "knock_down": true}

// releaseGrip takes h's readied grapple or Knock Down against c as its
// reaction (act): refused as the action would be (out of reach, too
// large), it waits.
func (d *decider) releaseGrip(h, c *Combatant, act Event) error {
	s := d.s
	kind := CommandKind(h.Readied.Holds)
	if kind == "knock_down" {
		kind = CommandKind(s.rs.Combat.Actions.Grapple.Shove) // the ruleset's name for it
	}
	cmd := Command{Kind: kind, By: h.ID, Target: c.ID, Option: "prone"}
	err := d.try(func(trial *decider) error { return trial.gripStep(h.ID, cmd, act) }) // backup.go
	if err != nil {
		return nil // it can't be done now: the readied action waits
	}
	return d.gripStep(h.ID, cmd, act)
}

// gripStep spends h's reaction on the readied action and makes it.
func (d *decider) gripStep(id string, cmd Command, act Event) error {
	s := d.s
	h := s.Get(id)
	if err := d.emit(&act); err != nil {
		return err
	}
	old := d.reason
	d.reason = "readied"
	defer func() { d.reason = old }()
	cite := s.cite(s.rs.Combat.Actions.Sections[string(cmd.Kind)])
	if cmd.Kind == Grapple {
		return d.grapple(h, cmd, cite)
	}
	return d.shove(h, cmd, cite)
}
