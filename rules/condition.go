package rules

import (
	"errors"
	"fmt"
)

// Errors for rules the caller breaks; each names the rule.
var (
	ErrUnknownCondition = errors.New("rules: unknown condition")
	ErrNotDying         = errors.New("rules: death saving throws are for a creature at 0 hit points that is neither stable nor dead")
	ErrDead             = errors.New("rules: the creature is dead")
)

// AddCondition gives c a condition; exhaustion gains levels instead (1
// when levels is 0). A condition the creature is immune to has no effect,
// and having one twice is having it once. Reaching the ruleset's last
// exhaustion level kills.
func (rs *Ruleset) AddCondition(c *Creature, name string, levels int) error {
	name = normal(name)
	if name == "exhaustion" && rs.hasExhaustion() {
		if c.ConditionImmune["exhaustion"] {
			return nil
		}
		c.Exhaustion += max(levels, 1)
		if rs.Exhaustion.DeathAt > 0 && c.Exhaustion >= rs.Exhaustion.DeathAt {
			c.Exhaustion = rs.Exhaustion.DeathAt
			c.die()
		}
		rs.shrink(c) // a lower MAX Wounds (5efp, Exhaustion level 4)
		return nil
	}
	if _, ok := rs.Conditions[name]; !ok {
		return fmt.Errorf("%w %q in %s", ErrUnknownCondition, name, rs.Name)
	}
	if !c.immuneTo(rs, name) {
		c.conditions[name] = true
	}
	return nil
}

// RemoveCondition ends a condition given directly; exhaustion loses levels
// (1 when levels is 0).
func (rs *Ruleset) RemoveCondition(c *Creature, name string, levels int) error {
	name = normal(name)
	if name == "exhaustion" && rs.hasExhaustion() {
		c.Exhaustion = max(0, c.Exhaustion-max(levels, 1))
		return nil
	}
	if _, ok := rs.Conditions[name]; !ok {
		return fmt.Errorf("%w %q in %s", ErrUnknownCondition, name, rs.Name)
	}
	delete(c.conditions, name)
	return nil
}

// die kills c; its death saves stay as they were, for the record.
func (c *Creature) die() {
	c.Dead, c.Stable = true, false
	c.HP = 0
}

// hasExhaustion reports whether the ruleset has the exhaustion condition.
func (rs *Ruleset) hasExhaustion() bool { return rs.Exhaustion.DeathAt > 0 }
