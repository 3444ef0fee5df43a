package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestStyleRoller: 2014 rerolls a die under 3 once and keeps the new roll;
// 2024 counts it as 3; the dice term keeps the faces as rolled.
func TestStyleRoller(t *testing.T) {
	for _, tc := range []struct {
		name  string
		st    DiceStyle
		faces []int
		want  int // the difference the style makes
		what  string
	}{
		{"reroll", DiceStyle{Name: "GWF", Below: 3, Reroll: true}, []int{1, 5, 4}, 4, "GWF (1 rerolled: 5)"},
		{"reroll lower", DiceStyle{Name: "GWF", Below: 3, Reroll: true}, []int{2, 1, 6}, -1, "GWF (2 rerolled: 1)"},
		{"count as 3", DiceStyle{Name: "GWF", Below: 3}, []int{1, 2}, 3, "GWF (1 counts as 3, 2 counts as 3)"},
		{"no change", DiceStyle{Name: "GWF", Below: 3}, []int{3, 6}, 0, ""},
	} {
		r, g := styled(&Attack{Style: &tc.st}, dice.NewScripted(tc.faces...))
		for range 2 {
			if _, err := r.Roll(1, 6); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		_, terms := g.add(nil, nil)
		got, what := 0, ""
		if len(terms) == 1 {
			got, what = terms[0].Value, terms[0].Source
		}
		if got != tc.want || what != tc.what {
			t.Errorf("%s: got %d %q, want %d %q", tc.name, got, what, tc.want, tc.what)
		}
	}
}
