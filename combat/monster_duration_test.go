package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestFeatureDuration: a stat block's stated time as the fight counts it,
// given on the monster's turn (m), the target's (t) or neither's (no turn
// running); none for no time, a grapple, or a time a turn cannot count.
func TestFeatureDuration(t *testing.T) {
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{hero("m", 0, 0, 10, 10, 10), hero("t", 1, 0, 10, 10, 10)})
	if err != nil {
		t.Fatal(err)
	}
	s.Order = []string{"m", "t"}
	node := func(unit string, n int) *content.Effect {
		return &content.Effect{Kind: content.KindCondition, Condition: "poisoned", Duration: &content.Duration{Unit: unit, Amount: n}}
	}
	grapple := node("source-turn-end", 0)
	grapple.Condition = "grappled"
	restrain := node("minute", 1)
	restrain.Ends = "grapple"
	tests := []struct {
		name string
		p    *content.Effect
		turn int // index in s.Order of the current turn, -1: none
		want rules.Duration
		ok   bool
	}{
		{"end of the monster's next turn, on its turn", node("source-turn-end", 0), 0, rules.Duration{Until: rules.EndOfTurn, Of: "m", Turns: 2}, true},
		{"end of the monster's next turn, on the target's", node("source-turn-end", 0), 1, rules.Duration{Until: rules.EndOfTurn, Of: "m", Turns: 1}, true},
		{"start of the monster's next turn", node("source-turn-start", 0), 0, rules.Duration{Until: rules.StartOfTurn, Of: "m", Turns: 1}, true},
		{"end of the target's next turn, on the monster's", node("target-turn-end", 0), 0, rules.Duration{Until: rules.EndOfTurn, Of: "t", Turns: 1}, true},
		{"end of the target's next turn, on its own (a reaction)", node("target-turn-end", 0), 1, rules.Duration{Until: rules.EndOfTurn, Of: "t", Turns: 2}, true},
		{"start of the target's next turn", node("target-turn-start", 0), -1, rules.Duration{Until: rules.StartOfTurn, Of: "t", Turns: 1}, true},
		{"1 minute", node("minute", 1), 0, rules.Duration{Until: rules.StartOfTurn, Of: "m", Turns: 10}, true},
		{"1 hour", node("hour", 1), 0, rules.Duration{Until: rules.StartOfTurn, Of: "m", Turns: 600}, true},
		{"24 hours", node("hour", 24), 0, rules.Duration{Until: rules.StartOfTurn, Of: "m", Turns: 14400}, true},
		{"no time", &content.Effect{Kind: content.KindCondition, Condition: "prone"}, 0, rules.Duration{}, false},
		{"concentration", node("concentration", 0), 0, rules.Duration{}, false},
		{"a grapple", grapple, 0, rules.Duration{}, false},
		{"while the grapple lasts", restrain, 0, rules.Duration{}, false},
	}
	for _, tt := range tests {
		s.Turn = tt.turn
		got, ok := s.featureDuration(s.Get("m"), s.Get("t"), tt.p)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: got %+v %v, want %+v %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}
