package rules

import (
	"errors"
	"fmt"
)

// CarryRule is how much a creature can carry, lift and drag, and what
// carrying too much does. Weights are pounds per point of Strength for a
// Medium creature; sizeCarry scales them.
type CarryRule struct {
	Cite     string // "SRD 5.1, Lifting and Carrying"
	Carry    int    // carrying capacity: 15 (SRDs), 10 (next-2013, unencumbered)
	MaxLoad  int    // the most it can carry at all: 15 (SRDs), 20 (next-2013)
	Lift     int    // push, drag or lift: 30 (SRDs), 50 (next-2013)
	DragOver int    // dragging more than this caps speed at DragSpeed
	// DragSpeed is the speed cap while dragging more than DragOver.
	DragSpeed int
	// DragEncumbers: dragging more than DragOver also makes it encumbered
	// (next-2013).
	DragEncumbers bool
	// Levels are the encumbrance levels, lightest first; each applies
	// above its weight.
	Levels []EncumbranceLevel
	// Variant: the levels are an optional rule the table chooses (2014).
	Variant bool
}

// EncumbranceLevel is one level of encumbrance.
type EncumbranceLevel struct {
	Name         string // encumbered, heavily encumbered
	Over         int    // pounds per point of Strength above which it applies
	Sized        bool   // Over scales with size as the capacity does
	SpeedPenalty int    // feet
	Effects      []Effect
}

// sizeCarry scales carrying weights by size: halved for Tiny, doubled for
// each size above Medium (SRD 5.1, Size and Strength; SRD 5.2.1, Rules
// Glossary, Carrying Capacity; Playtest 2013, How to Play, Size and
// Strength). Values are in halves.
var sizeCarry = map[string]int{"tiny": 1, "small": 2, "medium": 2, "large": 4, "huge": 8, "gargantuan": 16}

// Errors for loads the rules do not allow.
var (
	ErrNoCarryRule    = errors.New("rules: this ruleset has no carrying capacity rule")
	ErrTooHeavy       = errors.New("rules: carrying capacity: more than the creature can carry")
	ErrTooHeavyToMove = errors.New("rules: push, drag or lift: more than the creature can move")
	ErrUnknownSize    = errors.New("rules: unknown size")
)

// weight is per pounds of Strength scaled by c's size.
func (rs *Ruleset) weight(c *Creature, per int) (float64, error) {
	h, ok := sizeCarry[c.Size]
	if !ok {
		return 0, fmt.Errorf("%w %q (want tiny, small, medium, large, huge or gargantuan)", ErrUnknownSize, c.Size)
	}
	return float64(c.Scores[STR]*per*h) / 2 * float64(max(1, c.CarryFactor)), nil
}

// Capacity is what c can carry, carry at most, and push, drag or lift, in
// pounds.
type Capacity struct {
	Carry, MaxLoad, Lift float64
}

// CarryingCapacity works out c's capacity from its Strength and size.
func (rs *Ruleset) CarryingCapacity(c *Creature) (Capacity, error) {
	if rs.Carry.Carry == 0 {
		return Capacity{}, ErrNoCarryRule
	}
	var out Capacity
	var err error
	for _, f := range []struct {
		into *float64
		per  int
	}{{&out.Carry, rs.Carry.Carry}, {&out.MaxLoad, rs.Carry.MaxLoad}, {&out.Lift, rs.Carry.Lift}} {
		if *f.into, err = rs.weight(c, f.per); err != nil {
			return out, err
		}
	}
	return out, nil
}

// SetLoad has c carry load pounds and push or drag drag pounds; variant
// says the table plays the ruleset's optional encumbrance. It refuses a
// load past the most c can carry, or a drag past what it can move.
func (rs *Ruleset) SetLoad(c *Creature, load, drag float64, variant bool) error {
	capa, err := rs.CarryingCapacity(c)
	if err != nil {
		return err
	}
	switch {
	case load < 0 || drag < 0:
		return fmt.Errorf("rules: a weight of %g or %g pounds: weights are never negative", load, drag)
	case load > capa.MaxLoad:
		return fmt.Errorf("%w: %g pounds is over %g (%s)", ErrTooHeavy, load, capa.MaxLoad, rs.Carry.Cite)
	case drag > capa.Lift:
		return fmt.Errorf("%w: %g pounds is over %g (%s)", ErrTooHeavyToMove, drag, capa.Lift, rs.Carry.Cite)
	}
	c.Load, c.Dragging, c.VariantEncumbered = load, drag, variant
	return nil
}

// Encumbrance is c's encumbrance level, nil when it has none.
func (rs *Ruleset) Encumbrance(c *Creature) *EncumbranceLevel {
	cr := &rs.Carry
	if cr.Carry == 0 || (cr.Variant && !c.VariantEncumbered) {
		return nil
	}
	var got *EncumbranceLevel
	for i := range cr.Levels {
		l := &cr.Levels[i]
		over := float64(c.Scores[STR]*l.Over) * float64(max(1, c.CarryFactor))
		if l.Sized {
			over, _ = rs.weight(c, l.Over)
		}
		if c.Load > over {
			got = l
		}
	}
	if got == nil && cr.DragEncumbers && len(cr.Levels) > 0 && c.Dragging > rs.dragOver(c) {
		got = &cr.Levels[0]
	}
	return got
}

func (rs *Ruleset) dragOver(c *Creature) float64 {
	w, _ := rs.weight(c, rs.Carry.DragOver)
	return w
}

// speedCap is the most c's speed can be while it drags a heavy weight, or
// -1 for no cap.
func (rs *Ruleset) speedCap(c *Creature) int {
	if rs.Carry.DragSpeed > 0 && c.Dragging > 0 && c.Dragging > rs.dragOver(c) {
		return rs.Carry.DragSpeed
	}
	return -1
}
