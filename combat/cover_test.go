package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

func TestCover(t *testing.T) {
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		walls  []Point
		target Point
		other  *Point // a third creature
		want   int
	}{
		{"open ground", nil, Point{4, 0}, nil, rules.CoverNone},
		{"a wall on the diagonal", []Point{{1, 1}}, Point{2, 2}, nil, rules.CoverThreeQuarters},
		{"a wall beside an adjacent target", []Point{{1, 0}}, Point{1, 1}, nil, rules.CoverNone},
		{"a wall between", []Point{{2, 0}}, Point{4, 0}, nil, rules.CoverHalf},
		{"walled in", []Point{{3, 1}, {3, 2}, {3, 3}, {4, 1}, {4, 3}, {5, 1}, {5, 2}, {5, 3}}, Point{4, 2}, nil, rules.CoverTotal},
		{"a creature between", nil, Point{4, 0}, &Point{2, 0}, rules.CoverHalf},
		{"a creature off the line", nil, Point{4, 0}, &Point{2, 3}, rules.CoverNone},
	}
	for _, tt := range tests {
		cs := []*Combatant{
			{Creature: rules.NewCreature("a")},
			{Creature: rules.NewCreature("b")},
		}
		cs[1].Position = tt.target
		if tt.other != nil {
			o := &Combatant{Creature: rules.NewCreature("o")}
			o.Position = *tt.other
			cs = append(cs, o)
		}
		s, err := NewState(rs, Grid{Width: 8, Height: 8, Walls: tt.walls}, cs)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Cover("a", "b")
		if err != nil || got != tt.want {
			t.Errorf("%s: Cover = %s, %v; want %s", tt.name, rules.CoverName(got), err, rules.CoverName(tt.want))
		}
	}
}
