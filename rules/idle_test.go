package rules

import "testing"

// TestIdle holds Idle to Waits: an idle creature waits on no boundary of
// another's turn, and one that is not idle waits on some boundary of
// some other creature's turn.
func TestIdle(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	given := [][]ConditionInstance{
		nil,
		{{Name: "unconscious"}, {Name: "prone"}},
		{{Name: "frightened", Source: "mira", Duration: Duration{Until: EndOfTurn, Of: "mira"}}},
		{{Name: "prone", Duration: Duration{Until: StartOfTurn}}},
		{{Name: "blinded", Duration: Duration{Until: StartOfTurn, Of: "mira", Turns: 2}}},
		{{Name: "paralyzed", Source: "hold person", Duration: Duration{Save: RepeatSave{Ability: WIS, DC: 13}}}},
		{{Name: "charmed", Duration: Duration{Save: RepeatSave{Ability: CHA, DC: 10, At: StartOfTurn}}}},
		{{Name: "prone"}, {Name: "restrained", Source: "web", Duration: Duration{Until: EndOfTurn, Of: "bob", Turns: 3}}},
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
			waits := false
			for _, whose := range []string{"mira", "bob"} {
				for _, at := range []TurnPoint{StartOfTurn, EndOfTurn} {
					waits = waits || c.Waits(whose, at)
				}
			}
			if got, want := c.Idle(), !waits; got != want {
				t.Errorf("case %d, helped %v: Idle %v, want %v", i, helped, got, want)
			}
		}
	}
}
