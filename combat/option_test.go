package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
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
