package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// strokeFeatures are the catalog's Stroke of Luck of either ruleset, each
// counted as a resource of its id (once a short or long rest).
var strokeFeatures = []string{"stroke-of-luck", "rogue-stroke-of-luck"}

// Stroke of Luck (rogue 20): `use stroke-of-luck` holds it ready, with no
// action, while its use is left; the next failed test it may turn is
// turned (rules/stroke.go) and the use spent then. SRD 5.1, Classes,
// Rogue, Stroke of Luck: a missed attack roll becomes a hit (the target is
// in range: the attack was made), a failed ability check's d20 counts as
// a 20. SRD 5.2.1, Classes, Rogue, Stroke of Luck: a failed D20 Test's
// roll (attack, check or save) becomes a 20. `use stroke-of-luck off`
// puts it down. Decision: the rules let the rogue choose after seeing the
// roll; the engine asks before, and spends nothing on a success.
func init() {
	classUses = append(classUses, classUse{"stroke-of-luck", strokeFeatures, strokeOfLuck})
	registerEvents(map[EventKind]func(*State, Event) error{StrokeHeld: applyStrokeHeld})
}

// StrokeHeld is the event of Who holding Stroke of Luck ready (feature
// Attack), or putting it down (Option off).
const StrokeHeld EventKind = "stroke_of_luck"

func strokeOfLuck(d *decider, u *featureUse) error {
	c := u.c
	off := u.cmd.Option == "off"
	u.resource = u.f.Feature.ID
	switch {
	case off && c.Stroke == nil:
		return fmt.Errorf("%w (%s): %s holds no Stroke of Luck", ErrFeatureUse, u.cite(), c.ID)
	case !off && c.Stroke != nil:
		return fmt.Errorf("%w (%s): %s holds Stroke of Luck ready already", ErrFeatureUse, u.cite(), c.ID)
	case !off:
		if err := d.canPay(u, 1); err != nil {
			return err
		}
	}
	e := Event{Kind: StrokeHeld, Who: c.ID, Attack: u.f.Feature.ID, Reason: u.cite()}
	if off {
		e.Option = "off"
	}
	return d.emit(&e)
}

func applyStrokeHeld(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Option == "off" {
		c.Stroke = nil
		return nil
	}
	f := c.classFeature([]string{e.Attack})
	if f == nil {
		return fmt.Errorf("%w: %s has no %s", ErrBadEvent, e.Who, e.Attack)
	}
	c.Stroke = strokeOf(f.Feature)
	return nil
}

// strokeOf reads what a Stroke of Luck turns from its tree: a miss-to-hit
// grant, and d20-set grants on failed checks or failed D20 Tests.
func strokeOf(f *content.ClassFeature) *rules.Stroke {
	st := &rules.Stroke{Source: "stroke of luck", Rule: f.Cite}
	content.WalkAll(f.Effects, func(e *content.Effect) {
		switch {
		case e.Kind != content.KindGrant:
		case e.Grant == "miss-to-hit":
			st.MissHits = true
		case e.Grant == "d20-set" && e.On == "failed-check":
			st.Set20 = append(st.Set20, rules.Check)
		case e.Grant == "d20-set" && e.On == "failed-d20-test":
			st.Set20 = append(st.Set20, rules.Attack, rules.Check, rules.Save)
		}
	})
	return st
}

// spendStroke spends Stroke of Luck's use when terms hold its term, and
// puts it down.
func spendStroke(c *Combatant, terms []rules.Term) {
	if c == nil || c.Stroke == nil || !rules.StrokeBy(c.Creature, terms) {
		return
	}
	if f := c.classFeature(strokeFeatures); f != nil {
		_, _ = c.Spend(f.Feature.ID, 1)
	}
	c.Stroke = nil
}
