package combat

// Steps on plain ground (most moves: a grid with no walls, difficult
// squares, zones, earth, residences, climbing, water or narrow squares,
// the mover neither prone nor dragging anyone). There step and moverCost
// come down to the ruleset's straight or diagonal cost, one more plain
// cost through a hostile creature's space: plainStep gives that from the
// one look at the square (State.At) that pathSteps and walk make anyway,
// without step's and moverCost's look-ups of lists that are empty.

// plainFor reports whether steps by c's mover m are on plain ground.
func (s *State) plainFor(m mover) bool {
	g := &s.Grid
	return !m.prone && !m.drags && len(s.Zones) == 0 && g.Elements == nil &&
		len(g.Walls)+len(g.Difficult)+len(g.Earth)+len(g.Climb)+len(g.Water)+len(g.Narrow) == 0
}

// plainStep is step then moverCost for c's step from a to b on plain
// ground (plainFor), o being s.At(b): false where step would refuse it
// (the caller asks step for the error).
func (s *State) plainStep(c *Combatant, m mover, a, b Point, o *Combatant) (int, bool) {
	dx, dy := abs(a[0]-b[0]), abs(a[1]-b[1])
	if dx > 1 || dy > 1 || dx+dy == 0 || !s.Grid.in(b) {
		return 0, false
	}
	cr := &s.rs.Combat
	cost := cr.Straight
	if dx == 1 && dy == 1 {
		cost = cr.Diagonal
	}
	if m.ignores { // no difficult square on plain ground: base, no extra
		return cost, true
	}
	if o != nil && o != c && o.standing() && hostile(c, o) && !(o.Size == "tiny" && cr.Actions.TinySpaceOpen) {
		return adjustCost(cost, false, 0, true), true
	}
	return cost, true
}
