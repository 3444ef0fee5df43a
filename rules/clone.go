package rules

import (
	"maps"
	"slices"
)

// Clone returns a deep copy of c: changing one never changes the other.
// Replaying a fight starts from clones of its creatures.
func (c *Creature) Clone() *Creature {
	d := *c
	d.Proficient = maps.Clone(c.Proficient)
	d.Resist = maps.Clone(c.Resist)
	d.Vulnerable = maps.Clone(c.Vulnerable)
	d.Immune = maps.Clone(c.Immune)
	d.ConditionImmune = maps.Clone(c.ConditionImmune)
	d.conditions = slices.Clone(c.conditions)
	d.helps = slices.Clone(c.helps)
	d.Resources = slices.Clone(c.Resources)
	return &d
}
