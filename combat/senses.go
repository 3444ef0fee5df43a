package combat

// senses reports whether o perceives c by a special sense that needs no
// sight of it (blindsight, tremorsense) or sees through what hides it
// (truesight).
func (s *State) senses(o, c *Combatant) bool { return false }
