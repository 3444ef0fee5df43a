package combat

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestEndTurnBare holds what turnPointAt leaves out: the end of a bare
// creature's own turn (no condition instance, no Help) changes nothing on
// it and returns nothing, in every ruleset, dying, dead or standing.
func TestEndTurnBare(t *testing.T) {
	for _, name := range rules.Names() {
		rs, err := rules.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, hp := range []int{10, 0} {
			c := rules.NewCreature("w")
			c.MaxHP, c.HP = 10, hp
			if !c.Bare() {
				t.Fatalf("%s: a new creature is not bare", name)
			}
			before := c.Clone()
			got, err := rs.EndTurn(c, "w", dice.NewScripted())
			if err != nil {
				t.Fatalf("%s, %d HP: %v", name, hp, err)
			}
			if !reflect.DeepEqual(got, rules.TurnResult{}) {
				t.Errorf("%s, %d HP: EndTurn = %+v, want nothing", name, hp, got)
			}
			if !reflect.DeepEqual(c, before) {
				t.Errorf("%s, %d HP: EndTurn changed a bare creature", name, hp)
			}
		}
	}
}
