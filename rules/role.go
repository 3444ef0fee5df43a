package rules

import "slices"

// endOnDamage ends the conditions that damage from a creature with the
// given group role ends (5efp, Taunted: damage from a healer or a damage
// PC). Only conditions given directly end; none when role is empty.
func (rs *Ruleset) endOnDamage(c *Creature, role string) {
	if role == "" {
		return
	}
	role = normal(role)
	c.conditions = slices.DeleteFunc(c.conditions, func(in ConditionInstance) bool {
		return slices.Contains(rs.Conditions[in.Name].EndsOnDamageFrom, role)
	})
}
