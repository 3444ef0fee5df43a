package combat

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestRollDamageTerms checks the terms a damage roll explains itself
// with, on a hit and a critical hit, in a ruleset that rolls the dice
// twice and in one that takes their maximum and rolls one more.
func TestRollDamageTerms(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		damage  string
		crit    bool
		faces   []int
		want    []string
		total   int
	}{
		{"srd-5.2.1", "2d6+3", false, []int{3, 5}, []string{"2d6 (3, 5)", "damage bonus"}, 11},
		{"srd-5.2.1", "2d6+3", true, []int{3, 5, 6, 1}, []string{"2d6 (3, 5)", "2d6 again (6, 1, critical hit)", "damage bonus"}, 18},
		{"srd-5.2.1", "1d8-1", false, []int{1}, []string{"1d8 (1)", "damage bonus"}, 0},
		{"srd-5.2.1", "10d10+1d4", false, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 4},
			[]string{"10d10 (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)", "1d4 (4)"}, 59},
		{"next-2013", "2d6+3", false, []int{2, 2}, []string{"2d6 (2, 2)", "damage bonus"}, 7},
		{"next-2013", "2d6+1d8+3", true, []int{7}, []string{"2d6 at their maximum (critical hit)", "1d8 at their maximum (critical hit)",
			"damage bonus", "1d8 extra (7, critical hit)"}, 30},
	} {
		s := skirmish(t, tc.ruleset, 0)
		c := s.Creatures[0]
		a := &Attack{ID: "test", ToHit: intp(5), Damage: tc.damage, Type: "slashing", Reach: 5}
		total, faces, terms, err := s.rollDamage(a, c, tc.crit, dice.NewScripted(tc.faces...))
		if err != nil {
			t.Fatalf("%s %s: %v", tc.ruleset, tc.damage, err)
		}
		var got []string
		for _, x := range terms {
			got = append(got, x.Source)
		}
		if !reflect.DeepEqual(got, tc.want) || total != tc.total {
			t.Errorf("%s %s crit %v: got %q total %d, want %q total %d", tc.ruleset, tc.damage, tc.crit, got, total, tc.want, tc.total)
		}
		if tc.ruleset == "srd-5.2.1" && !reflect.DeepEqual(faces, tc.faces) {
			t.Errorf("%s %s: faces %v, want %v", tc.ruleset, tc.damage, faces, tc.faces)
		}
	}
}
