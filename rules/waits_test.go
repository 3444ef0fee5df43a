package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestWaits checks Waits against the turn calls themselves: where it says
// a boundary does not touch the creature, StartTurn or EndTurn changes
// nothing on it and returns nothing; where it says the boundary does, the
// call changes or returns something (or is whose's own turn).
func TestWaits(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	given := [][]ConditionInstance{
		nil,
		{{Name: "unconscious"}, {Name: "prone"}},
		{{Name: "frightened", Source: "mira", Duration: Duration{Until: EndOfTurn, Of: "mira"}}},
		{{Name: "prone", Duration: Duration{Until: StartOfTurn}}},
		{{Name: "blinded", Duration: Duration{Until: StartOfTurn, Of: "mira", Turns: 2}}},
		{{Name: "paralyzed", Source: "hold person", Duration: Duration{Save: RepeatSave{Ability: WIS, DC: 13}}}},
		{{Name: "charmed", Duration: Duration{Save: RepeatSave{Ability: CHA, DC: 10, At: StartOfTurn}}}},
	}
	for i, ins := range given {
		for _, helped := range []bool{false, true} {
			c := NewCreature("ana")
			for _, in := range ins {
				if err := rs.ApplyCondition(c, in); err != nil {
					t.Fatal(err)
				}
			}
			if helped {
				c.addHelp(Help{By: "mira"})
			}
			for _, whose := range []string{"ana", "mira", "bob"} {
				for _, at := range []TurnPoint{StartOfTurn, EndOfTurn} {
					d := c.Clone()
					turn := rs.StartTurn
					if at == EndOfTurn {
						turn = rs.EndTurn
					}
					res, err := turn(d, whose, dice.NewScripted(20, 20))
					touched := err != nil || !reflect.DeepEqual(res, TurnResult{}) || !reflect.DeepEqual(c, d)
					if got := c.Waits(whose, at); got != (touched || whose == "ana") {
						t.Errorf("case %d, helped %v, %s of %s's turn: Waits %v, the call touched it: %v", i, helped, at, whose, got, touched)
					}
				}
			}
		}
	}
}
