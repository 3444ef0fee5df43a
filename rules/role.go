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
	for n := range c.conditions {
		if slices.Contains(rs.Conditions[n].EndsOnDamageFrom, role) {
			delete(c.conditions, n)
		}
	}
}
