package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestInWall(t *testing.T) {
	wall := &content.Effect{Kind: kindZone, Shape: "wall", Size: 20} // 4 squares
	ring := &content.Effect{Kind: kindZone, Shape: "ring", Size: 20} // 10 ft from the aim
	side := &content.Effect{Kind: kindZone, Shape: "wall-side", Size: 10}
	origin, aim := Point{0, 5}, Point{6, 5}
	for _, tc := range []struct {
		e    *content.Effect
		p    Point
		ring int
		want bool
	}{
		{wall, Point{6, 4}, 0, true},
		{wall, Point{6, 7}, 0, true},
		{wall, Point{6, 8}, 0, false}, // 4 squares: y 4 to 7
		{wall, Point{7, 5}, 0, false},
		{ring, Point{8, 5}, 0, true},
		{ring, Point{8, 7}, 0, true},
		{ring, Point{7, 5}, 0, false},
		{side, Point{8, 5}, 0, true}, // 10 ft beyond, the far side
		{side, Point{9, 5}, 0, false},
		{side, Point{4, 5}, 0, false}, // the caster's side
		{side, Point{6, 5}, 20, true}, // a ring's side is inside it, within 10 ft of it
		{side, Point{7, 5}, 20, true},
		{side, Point{9, 5}, 20, false},
	} {
		if got := inWall(tc.e, origin, aim, tc.p, tc.ring); got != tc.want {
			t.Errorf("%s %v (ring %d): got %v, want %v", tc.e.Shape, tc.p, tc.ring, got, tc.want)
		}
	}
}
