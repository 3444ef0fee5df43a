package combat

import (
	"math"

	"github.com/arbiter-rpg/arbiter/content"
)

// SpellArea lists the creatures, not dead, in setup order, that a spell's
// area covers (docs/spells.md, Areas on the grid). A square is in the area
// when its centre is:
//
//   - sphere and cylinder: centred on the aimed square, a square within
//     the radius as the grid counts distance (a diagonal step is 5 ft);
//     the caster too when inside;
//   - emanation: the same from the caster's square, the caster left out;
//   - cone: from the caster's square toward the aimed square, as wide at a
//     distance as that distance, out to its length;
//   - line: from the caster's square toward the aimed square, its width
//     (5 ft unless stated) about the line's axis;
//   - cube: from self, the side-long squares next to the caster toward the
//     aimed square (straight or diagonal); from a point, centred on it.
//
// A square with a wall between the area's point of origin and it (a line
// from centre to centre through a wall square) has total cover and is not
// affected.
func (s *State) SpellArea(c *Combatant, e *content.Effect, aim Point, fromSelf bool) []*Combatant {
	ar := areaOrigin(c, e, aim, fromSelf)
	var out []*Combatant
	for _, t := range s.Creatures {
		if t.Dead {
			continue
		}
		p := Point(t.Position)
		if ar.covers(p, t == c) && !s.walled(ar.origin, p) {
			out = append(out, t)
		}
	}
	return out
}

// placedArea is an area effect placed on the grid: o is the caster's
// square, origin the area's point of origin (what walls cover from), and
// (ux, uy) of length n the direction from o to the aimed square.
type placedArea struct {
	e         *content.Effect
	o, aim    Point
	origin    Point
	ux, uy, n float64
	fromSelf  bool
}

// areaOrigin places area e cast by c at aim: cones, lines and emanations
// (and a cube from self) start at the caster's square, the others at the
// aimed square.
func areaOrigin(c *Combatant, e *content.Effect, aim Point, fromSelf bool) placedArea {
	o := Point(c.Position)
	origin := aim
	switch e.Shape {
	case "cone", "line", "emanation":
		origin = o
	case "cube":
		if fromSelf {
			origin = o
		}
	}
	ux, uy := float64(aim[0]-o[0]), float64(aim[1]-o[1])
	return placedArea{e: e, o: o, aim: aim, origin: origin, ux: ux, uy: uy, n: math.Hypot(ux, uy), fromSelf: fromSelf}
}

// covers reports whether the centre of square p is in the area, walls
// aside; self is whether what stands at p is the caster (left out of
// cones, lines, emanations and a cube from self).
func (a *placedArea) covers(p Point, self bool) bool {
	switch a.e.Shape {
	case "cone", "line":
		return a.n > 0 && !self && inRay(a.e, a.o, p, a.ux, a.uy, a.n)
	case "emanation":
		return !self && Feet(a.o, p) <= a.e.Size
	case "cube":
		return inCube(a.o, a.aim, p, max(1, a.e.Size/5), a.fromSelf) && (!self || !a.fromSelf)
	default: // sphere, cylinder
		return Feet(a.aim, p) <= a.e.Size
	}
}

// inCube reports whether p is in a cube of side n squares: from self, next
// to o on the side of aim; else centred on aim.
func inCube(o, aim, p Point, n int, fromSelf bool) bool {
	var lo, hi [2]int
	for i := range 2 {
		if !fromSelf {
			lo[i], hi[i] = aim[i]-(n-1)/2, aim[i]+n/2
			continue
		}
		switch d := aim[i] - o[i]; {
		case d > 0:
			lo[i], hi[i] = o[i]+1, o[i]+n
		case d < 0:
			lo[i], hi[i] = o[i]-n, o[i]-1
		default:
			lo[i], hi[i] = o[i]-(n-1)/2, o[i]+n/2
		}
	}
	if fromSelf && aim == o {
		return false
	}
	return p[0] >= lo[0] && p[0] <= hi[0] && p[1] >= lo[1] && p[1] <= hi[1]
}

// walled reports whether a wall square lies on the line between the
// centres of a and b (neither end counted): total cover from a.
func (s *State) walled(a, b Point) bool {
	if a != b && s.Grid.earth(b) {
		return true // underground (burrow.go)
	}
	if len(s.Grid.Walls) == 0 || a == b {
		return false
	}
	dx, dy := float64(b[0]-a[0]), float64(b[1]-a[1])
	steps := int(math.Ceil(math.Max(math.Abs(dx), math.Abs(dy)) * 8))
	for i := 1; i < steps; i++ {
		f := float64(i) / float64(steps)
		q := Point{int(math.Floor(float64(a[0]) + dx*f + 0.5)), int(math.Floor(float64(a[1]) + dy*f + 0.5))}
		if q != a && q != b && s.Grid.wall(q) {
			return true
		}
	}
	return false
}

// inRay reports whether the centre of square p is in cone or line e that
// starts at o and points along (ux, uy), of length n (not zero): a cone is
// as wide as it is far from o, a line as wide as its width (5 ft unless
// stated).
func inRay(e *content.Effect, o, p Point, ux, uy, n float64) bool {
	vx, vy := float64(p[0]-o[0])*5, float64(p[1]-o[1])*5
	along := (vx*ux + vy*uy) / n
	across := math.Abs(vx*uy-vy*ux) / n
	width := float64(max(e.Width, 5)) / 2
	if e.Shape == "cone" {
		width = along / 2
	}
	return along > 0 && along <= float64(e.Size)+0.01 && across <= width+0.01
}
