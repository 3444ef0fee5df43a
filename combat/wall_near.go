package combat

import "github.com/arbiter-rpg/arbiter/content"

// A wall-near area is a wall's squares and every square within Width ft of
// one of them, on both sides (2024 Prismatic Wall: a creature that moves
// within 20 ft of the wall or starts its turn there saves or is blinded;
// SRD 5.2.1, Spells, Prismatic Wall). The wall is laid as a wall is
// (wall.go): Size ft long, centred on the aimed square, across the line
// from the caster to it.
func init() { wallShapes["wall-near"] = true }

// nearWall reports whether square p is within e.Width ft of the wall of
// e.Size ft aimed at aim by a caster on origin.
func nearWall(e *content.Effect, origin, aim, p Point) bool {
	dx, dy := sign(aim[0]-origin[0]), sign(aim[1]-origin[1])
	if dx == 0 && dy == 0 {
		dx = 1 // as inWall: aimed at the caster's own square, it runs north-south
	}
	n := max(1, e.Size/5)
	for i := -(n - 1) / 2; i <= n/2; i++ {
		if Feet(Point{aim[0] - i*dy, aim[1] + i*dx}, p) <= e.Width {
			return true
		}
	}
	return false
}
