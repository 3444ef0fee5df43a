package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Point is a square of the grid: x to the east, y to the south, each
// square 5 ft on a side.
type Point [2]int

func (p Point) String() string { return fmt.Sprintf("%d,%d", p[0], p[1]) }

// Grid is the battlefield: width by height squares, with walls (squares
// no one may enter) and difficult terrain (squares that cost double).
type Grid struct {
	Width, Height int
	Walls         []Point
	Difficult     []Point
	Obscured      []Point  // heavily obscured squares: darkness, fog (seeing into them is blocked)
	Climb         []Point  // squares entered by climbing (a wall to scale, a rope)
	Water         []Point  // squares entered by swimming
	Narrow        []Point  // squares with room for a Small creature only (a crawlspace)
	Dim           []Point  // lightly obscured squares: dim light, patchy fog
	Dark          []Point  // darkness: heavily obscured, lightly within Darkvision's range (senses.go)
	Earth         []Point  // loose ground only a creature with a burrow speed enters (burrow.go)
	Objects       []Object // things to attack or aim a spell at (object.go); events copy the list before changing it
	// Elements are its sunlight, running water and residences
	// (sunlight.go); nil for none.
	Elements *Elements
}

// obscurement is how obscured a square is, as the rules core's Test names
// it: "heavy", "light" or "".
func (g *Grid) obscurement(p Point) string {
	switch {
	case g.obscured(p):
		return rules.HeavilyObscured
	case slices.Contains(g.Dim, p):
		return rules.LightlyObscured
	}
	return ""
}

func (g *Grid) in(p Point) bool { return p[0] >= 0 && p[1] >= 0 && p[0] < g.Width && p[1] < g.Height }

func (g *Grid) wall(p Point) bool { return slices.Contains(g.Walls, p) }

func (g *Grid) difficult(p Point) bool { return slices.Contains(g.Difficult, p) }

func (g *Grid) obscured(p Point) bool { return slices.Contains(g.Obscured, p) }

// squares is the distance in squares between two points, counting a
// diagonal step as one: adjacent squares are 5 ft apart whatever the
// ruleset charges for moving diagonally (decision: reach and range are
// measured this way in every ruleset).
func squares(a, b Point) int { return max(abs(a[0]-b[0]), abs(a[1]-b[1])) }

// Feet is the distance between two squares in feet, for reach and range.
func Feet(a, b Point) int { return 5 * squares(a, b) }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// step is the cost in half squares (2.5 ft) of moving from a to the
// adjacent square b: the ruleset's straight or diagonal cost, doubled in
// difficult terrain. It reports false when the step is not allowed: not
// adjacent, off the grid, into a wall, or cutting a wall's corner.
func (s *State) step(a, b Point) (int, error) {
	dx, dy := abs(a[0]-b[0]), abs(a[1]-b[1])
	cr := &s.rs.Combat // not a copy of the whole table
	g := &s.Grid
	switch {
	case dx > 1 || dy > 1 || dx+dy == 0:
		return 0, fmt.Errorf("%w: %v is not next to %v", ErrBadPath, b, a)
	case !g.in(b):
		return 0, fmt.Errorf("%w: %v is off the %dx%d grid", ErrBlocked, b, g.Width, g.Height)
	case g.wall(b):
		return 0, fmt.Errorf("%w: %v is a wall (%s)", ErrBlocked, b, s.cite(cr.Sections.Grid))
	}
	cost := cr.Straight
	if dx == 1 && dy == 1 {
		// A diagonal step may not cut the corner of a wall.
		if g.wall(Point{b[0], a[1]}) || g.wall(Point{a[0], b[1]}) {
			return 0, fmt.Errorf("%w: the diagonal from %v to %v cuts a wall's corner (%s)", ErrBlocked, a, b, s.cite(cr.Sections.Grid))
		}
		cost = cr.Diagonal
	}
	if g.difficult(b) || s.zoneDifficult(b) { // zone_still.go: Ice Storm
		cost *= 2
	}
	return cost, nil
}

// cost is step without the error: the cost in half squares of a step
// between adjacent squares, or false where step would refuse it.
func (s *State) cost(a, b Point) (int, bool) {
	dx, dy := abs(a[0]-b[0]), abs(a[1]-b[1])
	g := &s.Grid
	if dx > 1 || dy > 1 || dx+dy == 0 || !g.in(b) || g.wall(b) {
		return 0, false
	}
	c := s.rs.Combat.Straight
	if dx == 1 && dy == 1 {
		if g.wall(Point{b[0], a[1]}) || g.wall(Point{a[0], b[1]}) {
			return 0, false
		}
		c = s.rs.Combat.Diagonal
	}
	if g.difficult(b) || s.zoneDifficult(b) { // zone_still.go: Ice Storm
		c *= 2
	}
	return c, true
}
