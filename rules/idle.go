package rules

// Idle reports whether no boundary of another creature's turn changes c:
// Waits(whose, at) is false for every whose but c's own ID at either
// point. A creature given only conditions that last until removed or
// saved against (a creature at 0 hit points: unconscious and prone) is
// idle; one with a Help waiting, or an instance counted down by another's
// turns, is not. What c's own turns count (its own instances, its repeat
// saves) does not count here.
func (c *Creature) Idle() bool {
	if len(c.helps) > 0 {
		return false
	}
	for i := range c.conditions {
		in := &c.conditions[i]
		if in.left != 0 && (in.Duration.Until == StartOfTurn || in.Duration.Until == EndOfTurn) && in.of(c) != c.ID {
			return false
		}
	}
	return true
}
