package rules

import (
	"errors"
	"fmt"
)

// ErrNoSlot is the rule against casting without a slot: a spell of level
// 1 or higher spends a slot of its level or higher (SRD 5.2.1, Spells,
// Spell Slots; SRD 5.1, Spellcasting, Spell Slots).
var ErrNoSlot = errors.New("rules: casting without a slot")

// ErrBadSlots is a slot table that can't be: a level outside 1 to 9, or a
// count below zero.
var ErrBadSlots = errors.New("rules: bad spell slots")

// Slots are a creature's spell slots: those of its Spellcasting feature by
// slot level (index 1 to 9; 0 is unused), and its Pact Magic slots apart,
// all of one level. Left counts what it has not spent.
type Slots struct {
	Left, Max                    [10]int
	PactLevel, PactLeft, PactMax int
}

// SetSlots gives c full slots: max[l] slots of level l (l from 1 to 9)
// and pact slots of pactLevel (0 for none).
func (c *Creature) SetSlots(max map[int]int, pactLevel, pact int) error {
	var s Slots
	for l, n := range max {
		if l < 1 || l > 9 || n < 0 {
			return fmt.Errorf("%w: %d slots of level %d (levels 1 to 9)", ErrBadSlots, n, l)
		}
		s.Max[l], s.Left[l] = n, n
	}
	if pact < 0 || pactLevel < 0 || pactLevel > 9 || (pact > 0 && pactLevel == 0) {
		return fmt.Errorf("%w: %d pact slots of level %d", ErrBadSlots, pact, pactLevel)
	}
	s.PactLevel, s.PactLeft, s.PactMax = pactLevel, pact, pact
	c.Slots = s
	return nil
}

// HasSlots reports whether c has any slot, spent or not.
func (s *Slots) HasSlots() bool { return s.Max != [10]int{} || s.PactMax > 0 }

// SpendSlot spends one slot of exactly level l: a Spellcasting slot when
// one is left, else a pact slot of that level. It reports whether it spent
// a pact slot; with neither left it refuses with ErrNoSlot, naming the
// ruleset's rule.
func (rs *Ruleset) SpendSlot(c *Creature, l int) (pact bool, err error) {
	switch {
	case l < 1 || l > 9:
		return false, fmt.Errorf("%w: no slot of level %d (levels 1 to 9)", ErrBadSlots, l)
	case c.Slots.Left[l] > 0:
		c.Slots.Left[l]--
		return false, nil
	case c.Slots.PactLevel == l && c.Slots.PactLeft > 0:
		c.Slots.PactLeft--
		return true, nil
	}
	return false, fmt.Errorf("%w: %s has no level %d slot left (%s)", ErrNoSlot, c.ID, l, rs.Spell.SlotCite)
}

// SlotLeft reports whether c could spend a slot of level l.
func (c *Creature) SlotLeft(l int) bool {
	return l >= 1 && l <= 9 && (c.Slots.Left[l] > 0 || (c.Slots.PactLevel == l && c.Slots.PactLeft > 0))
}

// restoreSlots gives slots back at the end of a rest: a long rest every
// slot (SRD 5.2.1, Spells, Spell Slots), a short or long rest the pact
// slots (SRD 5.2.1, Warlock, Pact Magic; SRD 5.1, Warlock, Pact Magic).
func (c *Creature) restoreSlots(long bool) {
	if long {
		c.Slots.Left = c.Slots.Max
	}
	c.Slots.PactLeft = c.Slots.PactMax
}
