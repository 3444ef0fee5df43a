package combat

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestLightTraitsCites: every stat block of the table is a catalog
// monster with a sunlight or vampire trait, and every such monster is in
// the table.
func TestLightTraitsCites(t *testing.T) {
	traits := []string{"sunlight-sensitivity", "sunlight-weakness", "vampire-weakness", "vampire-weaknesses"}
	found := map[string]bool{}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range cat.Monsters() {
			has := slices.ContainsFunc(m.Traits, func(f content.Feature) bool { return slices.Contains(traits, f.ID) })
			_, listed := lightTraits[m.Cite]
			if has != listed {
				t.Errorf("%s: has a trait %v, listed %v", m.Cite, has, listed)
			}
			found[m.Cite] = listed
		}
	}
	for cite := range lightTraits {
		if !found[cite] {
			t.Errorf("%s: no catalog monster", cite)
		}
	}
}

// TestSunlightTest: the disadvantage each trait gives in sunlight, and
// none out of it.
func TestSunlightTest(t *testing.T) {
	tests := []struct {
		cite                string
		sun                 bool
		attack, check, save bool
	}{
		{"SRD 5.1, Monsters, Kobold", true, true, false, false},
		{"SRD 5.2.1, Monsters, Kobold Warrior", true, true, true, false},
		{"SRD 5.2.1, Monsters, Shadow", true, true, true, true},
		{"SRD 5.1, Monsters, Shadow", true, true, true, true},
		{"SRD 5.1, Monsters, Vampire Spawn", true, true, true, false},
		{"SRD 5.2.1, Monsters, Vampire", true, true, true, false},
		{"SRD 5.2.1, Monsters, Vampire", false, false, false, false},
		{"SRD 5.2.1, Monsters, Goblin Warrior", true, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.cite, func(t *testing.T) {
			s := &State{}
			if tt.sun {
				s.Grid.Elements = &Elements{Sunlit: []Point{{0, 0}}}
			}
			c := &Combatant{Creature: rules.NewCreature("m"), Statblock: &Statblock{Block: &content.Monster{}}}
			c.Statblock.Block.Cite = tt.cite
			var at rules.Test
			s.sunlightAttack(c, &at)
			check := s.sunlightTest(c, rules.Test{Kind: rules.Check})
			save := s.sunlightSave(c, nil)
			got := [3]bool{len(at.Dis) > 0, len(check.Dis) > 0, len(save) > 0}
			if want := [3]bool{tt.attack, tt.check, tt.save}; got != want {
				t.Errorf("got attack, check, save %v, want %v", got, want)
			}
			if got[0] && !strings.HasPrefix(at.Dis[0], "sunlight (") {
				t.Errorf("source %q", at.Dis[0])
			}
		})
	}
}
