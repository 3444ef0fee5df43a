package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestIgniteSpells: every spell that ignites is in its catalog, has a
// fire or lightning damage node, and the burning rules name their dice.
func TestIgniteSpells(t *testing.T) {
	for catalog, ids := range igniteSpells {
		cat, err := content.Open(catalog)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range ids {
			sp, ok := cat.Spell(id)
			if !ok {
				t.Errorf("%s: no spell %s", catalog, id)
				continue
			}
			hot := false
			content.WalkAll(sp.Effects, func(e *content.Effect) {
				hot = hot || e.Kind == content.KindDamage && (e.Type == "fire" || e.Type == "lightning")
			})
			if !hot {
				t.Errorf("%s: %s deals no fire or lightning", catalog, id)
			}
		}
	}
	for catalog, r := range burnRule {
		if r.Dice == "" || r.Cite == "" {
			t.Errorf("%s: burning rule %+v", catalog, r)
		}
	}
}
