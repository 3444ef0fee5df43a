package combat

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestObjectsIn: the objects an area catches, by shape, with a broken one
// and one behind a wall left out.
func TestObjectsIn(t *testing.T) {
	tests := []struct {
		name     string
		area     content.Effect
		aim      Point
		fromSelf bool
		walls    []Point
		want     []string
	}{
		{"sphere", content.Effect{Shape: "sphere", Size: 10}, Point{6, 6}, false, nil, []string{"near"}},
		{"big sphere", content.Effect{Shape: "sphere", Size: 20}, Point{6, 6}, false, nil, []string{"near", "far"}},
		{"wall between", content.Effect{Shape: "sphere", Size: 20}, Point{6, 6}, false, []Point{{9, 6}}, []string{"near"}},
		{"cone away", content.Effect{Shape: "cone", Size: 15}, Point{0, 5}, true, nil, nil},
		{"emanation", content.Effect{Shape: "emanation", Size: 60}, Point{0, 0}, true, nil, []string{"near", "far"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := duel(t, "srd-5.2.1")
			s.Grid.Objects = []Object{{ID: "near", At: Point{7, 6}, HP: 5}, {ID: "far", At: Point{10, 6}, HP: 5}, {ID: "gone", At: Point{6, 6}, Destroyed: true}}
			s.Grid.Walls = tt.walls
			c := s.Creatures[0]
			c.Position = [2]int{0, 0}
			if got := s.objectsIn(c, &tt.area, tt.aim, tt.fromSelf); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
