package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestLaterNode(t *testing.T) {
	later := content.Effect{Kind: content.KindSave, Ability: "con", DC: 18, Every: "target-turn-end", Count: 1,
		Fail: []content.Effect{{Kind: content.KindCondition, Condition: "unconscious", Duration: &content.Duration{Unit: "minute", Amount: 10}}}}
	turnEnd := &content.Duration{Unit: "target-turn-end"}
	tree := func(cond content.Effect, l content.Effect) []content.Effect {
		return []content.Effect{{Kind: content.KindArea, Then: []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{cond, l}}}}}
	}
	tests := []struct {
		name string
		es   []content.Effect
		cond string
		want bool
	}{
		{"sleep breath", tree(content.Effect{Kind: content.KindCondition, Condition: "incapacitated", Duration: turnEnd}, later), "incapacitated", true},
		{"another condition", tree(content.Effect{Kind: content.KindCondition, Condition: "incapacitated", Duration: turnEnd}, later), "poisoned", false},
		{"no time (a petrification's restraint)", tree(content.Effect{Kind: content.KindCondition, Condition: "restrained"}, later), "restrained", false},
		{"no later save", tree(content.Effect{Kind: content.KindCondition, Condition: "incapacitated", Duration: turnEnd}, content.Effect{Kind: content.KindDamage}), "incapacitated", false},
	}
	for _, tt := range tests {
		if got := laterNode(tt.es, tt.cond) != nil; got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
