package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// giftFeature is the catalog's 2024 Gift of the Protectors; giftUse is
// the use command that writes a name in it and the resource it spends.
const (
	giftFeature = "eldritch-invocation-gift-of-the-protectors"
	giftUse     = "gift-of-the-protectors"
)

// writeName: a creature takes an action to write its name on the page of
// a warlock's Book of Shadows that Gift of the Protectors opens, as many
// names as the warlock's CHA modifier (at least 1) (SRD 5.2.1, Classes,
// Warlock, Gift of the Protectors): use gift-of-the-protectors WARLOCK.
// Decision: the warlock's permission is taken as given to its allies.
func (d *decider) writeName(c *Combatant, cmd Command) error {
	s := d.s
	w, err := s.must(cmd.Target)
	if err != nil {
		return fmt.Errorf("%w: gift-of-the-protectors names the warlock whose book it writes in: %w", ErrFeatureTarget, err)
	}
	f := w.classFeature([]string{giftFeature})
	if f == nil {
		return fmt.Errorf("%w: %s has no Gift of the Protectors", ErrNoClassFeature, w.ID)
	}
	cite := f.Feature.Cite
	room, names := max(1, w.Mod(rules.CHA)), 0
	for _, o := range s.Creatures {
		if o.Class.Named == w.ID {
			names++
		}
	}
	switch {
	case c.Class.Named == w.ID:
		return fmt.Errorf("%w (%s): %s's name is in %s's book already", ErrFeatureUse, cite, c.ID, w.ID)
	case names >= room:
		return fmt.Errorf("%w (%s): %s's page holds %d names (CHA modifier, at least 1), all written", ErrFeatureUse, cite, w.ID, room)
	case hostile(c, w):
		return fmt.Errorf("%w (%s): %s is not %s's ally", ErrFeatureTarget, cite, c.ID, w.ID)
	}
	if s.Started {
		if err := d.turnCheck(c); err != nil {
			return err
		}
		if err := d.canTakeAction(c); err != nil {
			return err
		}
	}
	uses := "action"
	if !s.Started {
		uses = "none"
	}
	return d.emit(&Event{Kind: FeatureUsed, Who: c.ID, Target: w.ID, Action: "write-name", Attack: giftFeature, Uses: uses, Reason: cite})
}

// gift: a creature named in a warlock's book that drops to 0 hit points
// and is not killed outright drops to 1 instead, once until the
// warlock's long rest (its gift-of-the-protectors resource).
func (d *decider) gift(t *Combatant) error {
	if t == nil || t.Dead || t.HP > 0 || t.Class.Named == "" {
		return nil
	}
	w := d.s.Get(t.Class.Named)
	if w == nil {
		return nil
	}
	f := w.classFeature([]string{giftFeature})
	if r, ok := w.Resource(giftUse); f == nil || !ok || r.Uses < 1 {
		return nil
	}
	cite := f.Feature.Cite
	if err := d.emit(&Event{Kind: FeatureUsed, Who: w.ID, Target: t.ID, Action: giftUse, Attack: giftFeature, Option: giftUse, Cost: 1,
		Uses: "none", Reason: cite}); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Healed, Who: w.ID, Target: t.ID, Action: giftUse, Amount: 1,
		Explain: []rules.Term{{Value: 1, Source: "Gift of the Protectors: 1 hit point instead of 0", Rule: cite}}})
}
