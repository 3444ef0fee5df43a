package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestTurnBare checks StartTurn and EndTurn on a creature without
// condition instances or Help (their shortcut): the start of its own turn
// brings its turn resources back and opens its once-a-turn locks, another's
// turn changes nothing, and neither returns more than that.
func TestTurnBare(t *testing.T) {
	rs, err := Get(Default)
	if err != nil {
		t.Fatal(err)
	}
	mk := func() *Creature {
		return &Creature{ID: "a", Resources: []Resource{
			{Name: "reaction", Uses: 0, Max: 1, Recovery: PerTurn},
			{Name: "rest", Uses: 1, Max: 2, Recovery: PerShortRest, OncePerTurn: true, Locked: true},
		}}
	}
	cases := []struct {
		name      string
		start     bool
		whose     string
		recovered []string
		uses      int
		locked    bool
	}{
		{"own start", true, "a", []string{"reaction"}, 1, false},
		{"another's start", true, "b", nil, 0, true},
		{"own end", false, "a", nil, 0, true},
		{"another's end", false, "b", nil, 0, true},
	}
	for _, tc := range cases {
		c := mk()
		var got TurnResult
		if tc.start {
			got, err = rs.StartTurn(c, tc.whose, dice.NewScripted())
		} else {
			got, err = rs.EndTurn(c, tc.whose, dice.NewScripted())
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if want := (TurnResult{Recovered: tc.recovered}); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, want)
		}
		if c.Resources[0].Uses != tc.uses || c.Resources[1].Locked != tc.locked {
			t.Errorf("%s: uses %d locked %v, want %d %v", tc.name, c.Resources[0].Uses, c.Resources[1].Locked, tc.uses, tc.locked)
		}
	}
}
