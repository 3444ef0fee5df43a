package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// Walls and rings of lasting areas (Wall of Fire, Wall of Thorns, Blade
// Barrier, Wind Wall). Neither SRD gives a grid method, so both rulesets
// use one (decision):
//
//   - wall: a straight line of size/5 squares centred on the aimed square,
//     across the line from the caster's square to it (the caster may shape
//     a wall freely; this is the shape a grid gives from one point); one
//     square thick whatever its width;
//   - ring: the squares at size/2 ft (a diameter) from the aimed square;
//   - wall-side: the wall's squares and those up to size ft beyond them on
//     the side away from the caster (the caster picks the side: the far
//     one, toward its foes), or for a ring, its squares and those up to
//     size ft inside it.
var wallShapes = map[string]bool{"wall": true, "ring": true, "wall-side": true}

// inWall reports whether square p is in the wall-shaped area e aimed at
// aim by a caster on origin; ring is the diameter of the spell's ring
// when its caster chose one (for wall-side), else 0.
func inWall(e *content.Effect, origin, aim, p Point, ring int) bool {
	dx, dy := sign(aim[0]-origin[0]), sign(aim[1]-origin[1])
	if dx == 0 && dy == 0 {
		dx = 1 // aimed at the caster's own square: the wall runs north-south (decision)
	}
	onWall := func(p Point, n int) bool {
		for i := -(n - 1) / 2; i <= n/2; i++ {
			if p == (Point{aim[0] - i*dy, aim[1] + i*dx}) {
				return true
			}
		}
		return false
	}
	switch e.Shape {
	case "wall":
		return onWall(p, max(1, e.Size/5))
	case "ring":
		return Feet(aim, p) == e.Size/10*5
	case "wall-near": // wall_near.go: within its width of the wall
		return nearWall(e, origin, aim, p)
	case "wall-side":
		if ring > 0 {
			r := ring / 10 * 5
			return Feet(aim, p) <= r && Feet(aim, p) >= r-e.Size
		}
		n := wallSide / 5
		for j := range e.Size/5 + 1 {
			if onWall(Point{p[0] - j*dx, p[1] - j*dy}, n) {
				return true
			}
		}
	}
	return false
}

// wallSide is the length of the wall a wall-side runs along: Wall of
// Fire's 60 ft (the trees give the side's depth, not the wall's length).
const wallSide = 60

func sign(v int) int { return min(1, max(-1, v)) }

// ringSize is the diameter of the ring a cast chose (option ring) among
// the spell's zones, or 0.
func ringSize(sp *content.Spell, option string) int {
	if option != "ring" {
		return 0
	}
	out := 0
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if e.Kind == kindZone && e.Shape == "ring" && out == 0 {
			out = e.Size
		}
	})
	return out
}

// wallCreatures lists the living creatures in a wall-shaped area as it is
// cast.
func (k *casting) wallCreatures(e *content.Effect) []*Combatant {
	var out []*Combatant
	for _, t := range k.d.s.Creatures {
		if !t.Dead && inWall(e, Point(k.c.Position), k.aim, Point(t.Position), ringSize(k.sp, k.option)) {
			out = append(out, t)
		}
	}
	return slices.Clip(out)
}

// castOnly tells whether a zone node acts only as it appears (a wall's
// first damage): it is run once, as an area, and leaves nothing lasting.
func castOnly(e *content.Effect) bool { return len(e.When) == 1 && e.When[0] == "cast" }
