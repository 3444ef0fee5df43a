package rules

// ResistedByCondition reports whether one of c's active conditions gives
// it resistance to damage that is magical or not as magical says
// (petrified resists all damage, next-2013's incorporeal the nonmagical):
// what Damage counts beside c's own resistances. A policy's cache of
// expected damage keys on it instead of on the conditions themselves.
func (c *Creature) ResistedByCondition(rs *Ruleset, magical bool) bool {
	if len(c.conditions) == 0 {
		return false // the usual answer, small enough to be inlined at every call
	}
	return c.resistedByCondition(rs, magical)
}

// resistedByCondition is ResistedByCondition for a creature with
// condition instances. Not inlined, so that the caller, inlined, keeps only
// its guard.
//
//go:noinline
func (c *Creature) resistedByCondition(rs *Ruleset, magical bool) bool {
	return c.anyActiveDef(rs, func(cond *Condition) bool { return cond.ResistAll || (cond.ResistNonmagical && !magical) })
}
