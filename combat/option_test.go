package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestOptionNamed: a choose's option is picked by its own name or, for a
// repeat of one, by a node inside it.
func TestOptionNamed(t *testing.T) {
	grovel := content.Effect{Kind: content.KindRepeat, Count: 1, Then: []content.Effect{
		{Kind: content.KindCondition, Condition: "prone"}, {Kind: content.KindUtility, Value: "end-turn"}}}
	volley := grovel
	volley.Levels = []content.Level{{At: 2, Dice: "2"}}
	tests := []struct {
		name   string
		option content.Effect
		pick   string
		want   bool
	}{
		{"a damage type", content.Effect{Kind: content.KindDamage, Type: "fire"}, "fire", true},
		{"another damage type", content.Effect{Kind: content.KindDamage, Type: "fire"}, "cold", false},
		{"a condition", content.Effect{Kind: content.KindCondition, Condition: "blinded"}, "blinded", true},
		{"a grant", content.Effect{Kind: content.KindGrant, Grant: "resist"}, "resist", true},
		{"a zone's shape", content.Effect{Kind: kindZone, Shape: "wall"}, "wall", true},
		{"inside a repeat of one", grovel, "prone", true},
		{"not inside a repeat of one", grovel, "blinded", false},
		{"not inside a growing repeat", volley, "prone", false},
	}
	for _, tt := range tests {
		if got := optionNamed(&tt.option, tt.pick); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestCheckTargetCount: a spell of distinct targets takes as many as its
// slot gives, and Twinned Spell one more.
func TestCheckTargetCount(t *testing.T) {
	sp := &content.Spell{Ref: content.Ref{ID: "hold-person"}, Level: 2, Effects: []content.Effect{{Kind: content.KindRepeat, Count: 1,
		Value: "distinct", Scale: "slot", Levels: []content.Level{{At: 3, Dice: "2"}}}}}
	two := []*Combatant{{Creature: &rules.Creature{ID: "a"}}, {Creature: &rules.Creature{ID: "b"}}}
	tests := []struct {
		name string
		cmd  Command
		ok   bool
	}{
		{"two at level 2", Command{}, false},
		{"two at level 3", Command{Level: 3}, true},
		{"two at level 2, twinned", Command{Metamagic: []string{"twinned"}}, true},
	}
	for _, tt := range tests {
		if err := checkTargetCount(sp, tt.cmd, two, "cite"); (err == nil) != tt.ok {
			t.Errorf("%s: got %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}
