package combat

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestAtWillKept has atWill give what atWillOf works out, from its store
// the second time, and again after the block is given a new action list.
func TestAtWillKept(t *testing.T) {
	cast := func(id string, uses int) content.Feature {
		return content.Feature{ID: "spellcasting", Effects: []content.Effect{{Kind: content.KindCast, Cast: id, Uses: uses}}}
	}
	m := &content.Monster{Actions: []content.Feature{cast("fire-bolt", 0), cast("fireball", 1)}}
	b := &Statblock{Block: m}
	for range 2 {
		if ids, _ := atWill(b); !slices.Equal(ids, []string{"fire-bolt"}) {
			t.Fatalf("atWill = %v, want [fire-bolt]", ids)
		}
	}
	m.Actions = []content.Feature{cast("ray-of-frost", 0)}
	if ids, _ := atWill(b); !slices.Equal(ids, []string{"ray-of-frost"}) {
		t.Errorf("atWill after new actions = %v, want [ray-of-frost]", ids)
	}
	if ids, slotted := atWill(&Statblock{}); ids != nil || slotted != nil {
		t.Errorf("atWill without a block = %v %v", ids, slotted)
	}
}
