package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// A Multiattack may name, besides its attacks, a feature that is not an
// attack: a save the target makes (the 2024 vampire spawn's Bite, the
// mummy's Dreadful Glare), an area (the chuul's Paralyzing Tentacles), a
// presence (a 2014 dragon's Frightful Presence: an emanation of its
// choice, its foes, immune.go). Each is a use the
// Multiattack makes in its turn (SRD 5.2.1, Monsters: Multiattack; SRD
// 5.1, Monsters: Multiattack), taken in the stat block's order like its
// attacks; a use whose target is refused is skipped (target_if.go).

// ReasonMultiUse is the Featured reason of a Multiattack's use of a
// feature that is not an attack: it spends the use's recharge or use
// per day, where an attack step (reason "multiattack") spends nothing.
const ReasonMultiUse = "multiattack-use"

// stepUse reports whether f is a feature a Multiattack uses as one of its
// steps though it makes no attack roll: a single saving throw, or a
// single area calling for one, with a DC the engine knows, charged and
// with uses left. A feature offering several effects (a choice of roars)
// is left to the table.
func (b *Statblock) stepUse(f *content.Feature) bool {
	if f == nil || len(f.Effects) != 1 || attackEffect(f) != nil {
		return false
	}
	if (f.Recharge > 0 && !b.Charged(f.ID)) || (f.Uses > 0 && b.UsesLeft(f.ID) == 0) {
		return false
	}
	e := &f.Effects[0]
	switch e.Kind {
	case content.KindSave:
		return e.DC > 0 && e.Ability != ""
	case content.KindArea:
		for i := range e.Then {
			if e.Then[i].Kind == content.KindSave && e.Then[i].DC > 0 {
				return true
			}
		}
	}
	return false
}

// multiUse makes step f of c's Multiattack, a feature that is no attack
// (stepUse): a save at the command's target, or an area aimed at it. A
// target out of the save's range or one the feature may not be aimed at,
// and an area whose point is out of its range, are refused before
// anything happens, so the Multiattack skips the step.
func (d *decider) multiUse(c *Combatant, f *content.Feature, cmd *Command) error {
	s := d.s
	if !c.Statblock.stepUse(f) {
		return fmt.Errorf("%w (%s): %s's %s is not a use its Multiattack makes now", ErrNoMultiattack, s.cite("Monsters"), c.ID, f.ID)
	}
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	e := &f.Effects[0]
	switch e.Kind {
	case content.KindSave:
		if err := s.saveRefused(c, t, f, e); err != nil { // target_if.go
			return err
		}
	case content.KindArea:
		aim, err := d.aim(c, *cmd)
		if err != nil {
			return err
		}
		if e.Range > 0 {
			if dist := Feet(Point(c.Position), aim); dist > e.Range {
				return fmt.Errorf("%w (%s): %s's %s reaches %d ft, its point is %d ft away", ErrOutOfReach, c.Statblock.Block.Cite, c.ID, f.ID, e.Range, dist)
			}
		}
	}
	if err := d.emit(&Event{Kind: Featured, Who: c.ID, Action: f.ID, Reason: ReasonMultiUse}); err != nil {
		return err
	}
	return d.runFeature(c, f, "multiattack", cmd)
}
