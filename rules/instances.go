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
