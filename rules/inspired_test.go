package rules

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestInspired: a held Bardic Inspiration die is rolled on a D20 Test
// that fails when its highest face could turn it, and on no other.
func TestInspired(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	die := BonusDie{N: 1, Sides: 6, Sign: 1, Source: "bardic inspiration (lyra)", Rule: "SRD 5.2.1, Classes, Bard, Bardic Inspiration"}
	for _, tt := range []struct {
		name    string
		test    Test
		faces   []int
		total   int
		success bool
		used    bool
	}{
		{"a failed check turned", Test{Kind: Check, Ability: STR, DC: 15}, []int{12, 4}, 16, true, true},
		{"a failed save not turned by its roll", Test{Kind: Save, Ability: DEX, DC: 15}, []int{10, 2}, 12, false, true},
		{"a success keeps it", Test{Kind: Save, Ability: DEX, DC: 15}, []int{16}, 16, true, false},
		{"out of its reach", Test{Kind: Check, Ability: STR, DC: 20}, []int{5}, 5, false, false},
		{"a natural 1 misses anyway", Test{Kind: Attack, Ability: STR, DC: 5}, []int{1}, 1, false, false},
		{"an attack turned", Test{Kind: Attack, Ability: STR, DC: 12}, []int{10, 3}, 13, true, true},
		{"no DC: a contest", Test{Kind: Check, Ability: STR}, []int{3}, 3, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCreature("bo")
			c.Inspired = die
			r := dice.NewScripted(tt.faces...)
			res, err := rs.Test(c, tt.test, r)
			if err != nil {
				t.Fatal(err)
			}
			if res.Total != tt.total || res.Success != tt.success || InspiredBy(c, res.Explain) != tt.used || r.Remaining() != 0 {
				t.Errorf("got total %d, success %v, used %v, %d faces left; want %d, %v, %v, 0",
					res.Total, res.Success, InspiredBy(c, res.Explain), r.Remaining(), tt.total, tt.success, tt.used)
			}
		})
	}
}
