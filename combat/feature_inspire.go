package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Inspired: Who gives Target its Bardic Inspiration die Option ("1d8"),
// of the rule Reason.
const Inspired EventKind = "inspired"

// inspire: a bonus action and a use give another creature within 60 ft
// one Bardic Inspiration die, by the bard level (d6, d8 at 5, d10 at 10,
// d12 at 15), one at a time (SRD 5.2.1, Bard, Bardic Inspiration; SRD
// 5.1, Bard, Bardic Inspiration). The holder adds it to a D20 Test that
// fails when it can turn it (rules.Creature.Inspired).
func inspire(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	g := firstNode(u.f.Feature.Effects, content.KindGrant)
	if g == nil || g.Grant != "inspiration" {
		return fmt.Errorf("%w (%s): the feature gives no die", ErrNoClassFeature, u.cite())
	}
	t, err := s.must(u.cmd.Target)
	if err != nil {
		return fmt.Errorf("%w (%s): bardic-inspiration names the creature it inspires: %w", ErrFeatureTarget, u.cite(), err)
	}
	die := scaled(g.Value, g.Levels, u.f.Level)
	switch {
	case t.ID == c.ID:
		return fmt.Errorf("%w (%s): a creature other than %s", ErrFeatureTarget, u.cite(), c.ID)
	case t.Dead:
		return fmt.Errorf("%w: %s", ErrDeadTarget, t.ID)
	case between(c, t) > 60:
		return fmt.Errorf("%w (%s): %s is %d ft from %s, more than 60 ft", ErrOutOfReach, u.cite(), t.ID, between(c, t), c.ID)
	case t.Inspired.N > 0:
		return fmt.Errorf("%w (%s): %s has a Bardic Inspiration die already (one at a time)", ErrFeatureTarget, u.cite(), t.ID)
	}
	if _, err := rules.ParseBonusDie(die); err != nil {
		return fmt.Errorf("combat: %s: %w", u.f.Feature.ID, err)
	}
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Inspired, Who: c.ID, Target: t.ID, Option: die, Reason: u.cite()})
}

func applyInspired(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	b, err := rules.ParseBonusDie(e.Option)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	b.Source, b.Rule = "bardic inspiration ("+e.Who+")", e.Reason
	t.Inspired = b
	return nil
}
