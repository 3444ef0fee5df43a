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

// TestFailsSave: in srd-5.1 an object fails the Strength and Dexterity
// saves of an area, not the others; srd-5.2.1 gives objects no saves.
func TestFailsSave(t *testing.T) {
	area := func(ab string) *content.Effect {
		return &content.Effect{Kind: content.KindArea, Then: []content.Effect{{Kind: content.KindSave, Ability: ab}}}
	}
	tests := []struct {
		ruleset, ability string
		want             bool
	}{
		{"srd-5.1", "dex", true}, {"srd-5.1", "str", true}, {"srd-5.1", "con", false}, {"srd-5.1", "wis", false},
		{"srd-5.2.1", "dex", false},
	}
	for _, tt := range tests {
		s := duel(t, tt.ruleset)
		if got := s.failsSave(area(tt.ability)) != ""; got != tt.want {
			t.Errorf("%s %s: got %v, want %v", tt.ruleset, tt.ability, got, tt.want)
		}
	}
}
