package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestShadowEnds: 2014 One with Shadows' invisibility ends when its holder
// moves, attacks, casts (not as a bonus action) or takes an action or a
// reaction, and on nothing else.
func TestShadowEnds(t *testing.T) {
	tests := []struct {
		name string
		e    Event
		ends bool
	}{
		{"moves", Event{Kind: Moved, Who: "ana"}, true},
		{"flies", Event{Kind: Flew, Who: "ana"}, true},
		{"attacks", Event{Kind: Attacked, Who: "ana"}, true},
		{"casts", Event{Kind: Casted, Who: "ana", Reason: "action"}, true},
		{"casts as a bonus action", Event{Kind: Casted, Who: "ana", Reason: "bonus"}, false},
		{"dodges", Event{Kind: Acted, Who: "ana", Uses: "action"}, true},
		{"a free interaction", Event{Kind: Acted, Who: "ana", Uses: "object"}, false},
		{"a bonus-action feature", Event{Kind: FeatureUsed, Who: "ana", Uses: "bonus"}, false},
		{"another moves", Event{Kind: Moved, Who: "gob"}, false},
		{"is pushed", Event{Kind: Pushed, Who: "gob", Target: "ana"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := duel(t, "srd-5.1")
			ana := s.Get("ana")
			if err := s.rs.ApplyCondition(ana.Creature, rules.ConditionInstance{Name: "invisible", Source: shadowSource}); err != nil {
				t.Fatal(err)
			}
			ana.Class.Shadowed = true
			shadowEnds(s, &tt.e, codeOf(tt.e.Kind), &found{})
			if got := !ana.Has(s.rs, "invisible"); got != tt.ends || ana.Class.Shadowed == tt.ends {
				t.Errorf("ended %v (shadowed %v), want %v", got, ana.Class.Shadowed, tt.ends)
			}
		})
	}
}
