package rules

import "iter"

// EachInstance yields the condition instances c has been given, in the
// order they were given, without copying them as Instances does. The
// caller must not give or end a condition while ranging over it.
func (c *Creature) EachInstance() iter.Seq[ConditionInstance] {
	return func(yield func(ConditionInstance) bool) {
		for _, in := range c.conditions {
			if !yield(in) {
				return
			}
		}
	}
}

// Conditioned reports whether c has any condition: len(c.Conditions(rs))
// > 0 without making the list.
func (c *Creature) Conditioned(rs *Ruleset) bool {
	if c.Exhaustion > 0 {
		return true
	}
	if len(c.conditions) == 0 {
		return false
	}
	return c.conditioned(rs)
}

// conditioned is Conditioned for a creature with condition instances and
// no exhaustion. Not inlined, so that the caller, inlined, keeps only
// its guard.
//
//go:noinline
func (c *Creature) conditioned(rs *Ruleset) bool {
	var defs [16]*Condition
	return len(c.activeDefs(rs, defs[:0])) > 0
}

// Bare reports whether c has no condition instance and no Help waiting:
// the start or end of another creature's turn (StartTurn, EndTurn) then
// changes nothing on it.
func (c *Creature) Bare() bool { return len(c.conditions) == 0 && len(c.helps) == 0 }

// Waits reports whether the boundary at of whose's turn changes c
// (StartTurn, EndTurn): c is whose, or one of its condition instances is
// counted down on whose's turns at that point, or (at a start) a Help
// whose gave waits on it. Without, either call would change nothing and
// return nothing, so a caller may leave it out.
func (c *Creature) Waits(whose string, at TurnPoint) bool {
	if c.ID == whose {
		return true
	}
	for i := range c.conditions {
		if in := &c.conditions[i]; in.Duration.Until == at && in.left != 0 && in.of(c) == whose {
			return true
		}
	}
	if at == StartOfTurn {
		for i := range c.helps {
			if c.helps[i].By == whose {
				return true
			}
		}
	}
	return false
}
