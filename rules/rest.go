package rules

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// ShortRest ends a short rest for c, who spends n hit dice: each heals the
// die's roll plus the Constitution modifier, never less than the ruleset's
// HitDieMin (SRD 5.1, Resting, Short Rest; SRD 5.2.1, Short Rest). It returns the hit points
// regained.
func (rs *Ruleset) ShortRest(c *Creature, n int, r dice.Roller) (int, error) {
	if rs.Rest.Single {
		return 0, ErrOneRest
	}
	if c.Dead {
		return 0, fmt.Errorf("%w: a dead creature does not rest", ErrDead)
	}
	if n < 0 || n > c.HitDice {
		return 0, fmt.Errorf("rules: short rest: %s has %d hit dice to spend, not %d", c.ID, c.HitDice, n)
	}
	total := 0
	for range n {
		f, err := r.Roll(1, c.HitDie)
		if err != nil {
			return total, err
		}
		c.HitDice--
		got, err := rs.Heal(c, max(rs.Rest.HitDieMin, f+c.Mod(CON)))
		if err != nil {
			return total, err
		}
		total += got
	}
	c.comeTo() // a creature knocked out (2024) wakes at the end of the Short Rest it started
	c.recover(ShortRestEnds)
	c.restoreSlots(false) // slots.go
	return total, nil
}

// ErrLongRestAt0 is the 2014 rule that a long rest needs at least 1 hit point.
var ErrLongRestAt0 = fmt.Errorf("rules: long rest: a creature needs at least 1 hit point at the start of a long rest to gain its benefits (SRD 5.1, Resting)")

// LongRest ends a long rest for c: all hit points back, hit dice back as
// the ruleset says, temporary hit points gone, one level of exhaustion
// less (SRD 5.2.1, Long Rest; SRD 5.1, Resting). It returns the hit points
// regained.
func (rs *Ruleset) LongRest(c *Creature) (int, error) {
	if rs.Rest.Single {
		return 0, ErrOneRest
	}
	if c.Dead {
		return 0, fmt.Errorf("%w: a dead creature does not rest", ErrDead)
	}
	if rs.Rest.LongRestNeedsHP && c.HP == 0 {
		return 0, ErrLongRestAt0
	}
	if c.Exhaustion > c.HungerLevels+c.ThirstLevels { // those stay until it eats and drinks its fill (sustenance.go)
		c.Exhaustion-- // before healing: a lower level may raise the maximum
	}
	got, err := rs.Heal(c, c.EffectiveMaxHP(rs))
	if err != nil {
		return 0, err
	}
	back := c.MaxHitDice
	if k := rs.Rest.LongRestHitDice; k > 1 {
		back = max(1, c.MaxHitDice/k)
		if rs.Rest.LongRestRoundUp {
			back = (c.MaxHitDice + k - 1) / k
		}
	}
	c.HitDice = min(c.MaxHitDice, c.HitDice+back)
	c.TempHP = 0
	c.recover(LongRestEnds)
	c.restoreSlots(true) // slots.go
	return got, nil
}
