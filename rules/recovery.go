package rules

import (
	"errors"
	"fmt"
)

// ErrSlotRecovery is a slot recovery refused: no use left, too many slot
// levels, a slot too high, or a slot not spent.
var ErrSlotRecovery = errors.New("rules: slot recovery")

// SlotRecovery is a feature that gets spent spell slots back when a short
// rest ends: a wizard's Arcane Recovery (SRD 5.2.1, Wizard, Arcane
// Recovery; SRD 5.1, Wizard, Arcane Recovery), the same in both rulesets:
// slots of combined level up to half the creature's level (rounded up),
// none of level 6 or higher, once per long rest (the Resource).
type SlotRecovery struct {
	Cite     string
	Resource string // arcane-recovery
	MaxLevel int    // the highest slot it recovers: 5
}

// RecoverSlots ends a short rest with c's slot recovery taking back the
// slots of levels, spending the feature's use.
func (rs *Ruleset) RecoverSlots(c *Creature, levels []int) error {
	r := rs.Spell.Recovery
	if r == nil {
		return fmt.Errorf("%w: %s has no slot recovery", ErrSlotRecovery, rs.Name)
	}
	if len(levels) == 0 {
		return fmt.Errorf("%w (%s): name the slots to recover", ErrSlotRecovery, r.Cite)
	}
	if got, ok := c.Resource(r.Resource); !ok || got.Uses < 1 {
		return fmt.Errorf("%w (%s): %s has no use of %s left (it comes back with a long rest)", ErrSlotRecovery, r.Cite, c.ID, r.Resource)
	}
	most := (c.Level + 1) / 2
	sum := 0
	spent := c.Slots.Max
	for i := range spent {
		spent[i] -= c.Slots.Left[i]
	}
	for _, l := range levels {
		switch {
		case l < 1 || l > r.MaxLevel:
			return fmt.Errorf("%w (%s): a slot of level 1 to %d, not %d", ErrSlotRecovery, r.Cite, r.MaxLevel, l)
		case spent[l] < 1:
			return fmt.Errorf("%w (%s): %s has no spent level %d slot", ErrSlotRecovery, r.Cite, c.ID, l)
		}
		spent[l]--
		sum += l
	}
	if sum > most {
		return fmt.Errorf("%w (%s): slots of combined level %d; %s recovers at most %d (half its level %d, rounded up)",
			ErrSlotRecovery, r.Cite, sum, c.ID, most, c.Level)
	}
	if _, err := c.Spend(r.Resource, 1); err != nil {
		return err
	}
	for _, l := range levels {
		c.Slots.Left[l]++
	}
	return nil
}
