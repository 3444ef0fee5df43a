package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestTestIntoRoom checks that TestInto gives Test's result while it uses
// the room of its sources of advantage again: once warm, a test with
// sources (a poisoned attacker, a prone target, the caller's own) makes no
// list of them.
func TestTestIntoRoom(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	c, target := NewCreature("a"), NewCreature("b")
	if err := rs.ApplyCondition(c, ConditionInstance{Name: "poisoned", Source: "venom"}); err != nil {
		t.Fatal(err)
	}
	if err := rs.ApplyCondition(target, ConditionInstance{Name: "prone", Source: "shove"}); err != nil {
		t.Fatal(err)
	}
	for _, test := range []Test{
		{Kind: Attack, DC: 12, Against: target, Feet: 5},
		{Kind: Attack, DC: 12, Against: target, Feet: 5, Adv: []string{"hidden"}},
		{Kind: Check, Ability: DEX, DC: 10},
		{Kind: Save, Ability: CON, DC: 10, Dis: []string{"curse"}},
	} {
		want, err := rs.Test(c, test, dice.NewScripted(15, 4))
		if err != nil {
			t.Fatal(err)
		}
		var into TestResult
		for range 2 { // the room made, then used again
			if err := rs.TestInto(c, test, dice.NewScripted(15, 4), &into); err != nil {
				t.Fatal(err)
			}
			got := into
			got.srcs = nil
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%+v: got %+v, want %+v", test, got, want)
			}
		}
		faces := make([]int, 100)
		for i := range faces {
			faces[i] = 15 - 11*(i%2)
		}
		r := dice.NewScripted(faces...)
		allocs := testing.AllocsPerRun(10, func() { _ = rs.TestInto(c, test, r, &into) })
		if allocs > 0 {
			t.Errorf("%+v: %v allocations a warm TestInto", test, allocs)
		}
	}
}
