package rules

import (
	"maps"
	"slices"
)

// Clone returns a deep copy of c: changing one never changes the other.
// Replaying a fight starts from clones of its creatures.
func (c *Creature) Clone() *Creature {
	d := new(Creature)
	c.CloneSharedInto(d)
	d.Proficient = maps.Clone(c.Proficient)
	d.Resist = maps.Clone(c.Resist)
	d.Vulnerable = maps.Clone(c.Vulnerable)
	d.Immune = maps.Clone(c.Immune)
	d.ConditionImmune = maps.Clone(c.ConditionImmune)
	return d
}

// CloneSharedInto is Clone into d, which it overwrites, with c's trait
// maps (proficiencies, resistances, vulnerabilities, immunities,
// condition immunities) shared: no rule changes them once a creature is
// set up, so d changes apart from c under every event; a caller that
// edits a trait map of one clones the map first. Everything else a rule
// changes (conditions, Help benefits, resources, bonuses, gear) is
// copied. It allocates only those lists, so a caller can put many
// creatures in one block (combat's State.Clone).
func (c *Creature) CloneSharedInto(d *Creature) {
	*d = *c
	d.conditions = slices.Clone(c.conditions)
	d.helps = slices.Clone(c.helps)
	d.Resources = slices.Clone(c.Resources)
	d.Bonuses = slices.Clone(c.Bonuses)
	if c.Gear != nil {
		g := *c.Gear
		g.Components = slices.Clone(g.Components)
		d.Gear = &g
	}
}

// ForkInto copies c into d for a trial whose copy is thrown away or lives
// only while c does not change: the conditions, Help benefits and resources
// (what turns and rules change) are copied, and the trait maps
// (proficiencies, resistances, vulnerabilities, immunities), which no rule
// changes once a creature is set up, are shared with c. Writing to d's
// trait maps writes to c's: a caller that may do so uses Clone. The room
// of d's own slices is used again (a pool of trial copies allocates
// nothing once warm), so d must be a creature whose slices nothing else
// holds: a new one, or an earlier fork.
func (c *Creature) ForkInto(d *Creature) {
	conds, helps, res := d.conditions, d.helps, d.Resources
	*d = *c
	d.conditions = cloneInto(conds, c.conditions)
	d.helps = cloneInto(helps, c.helps)
	d.Resources = cloneInto(res, c.Resources)
}

// cloneInto is slices.Clone(src) in buf's room: nil stays nil and empty
// stays empty, as with slices.Clone.
func cloneInto[T any](buf, src []T) []T {
	if len(src) == 0 {
		return src[:0:0]
	}
	return append(buf[:0], src...)
}

// Fork is ForkInto a new creature.
func (c *Creature) Fork() *Creature {
	d := new(Creature)
	c.ForkInto(d)
	return d
}
