package main

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestImmuneScope: the immunity a successful save gives covers this
// creature's feature unless the text names monsters whose every creature
// it covers ("of all mummies"), an exception in brackets left out; the
// duration is read either way.
func TestImmuneScope(t *testing.T) {
	tests := []struct {
		desc string
		from []string
		dur  content.Duration
	}{
		{"The target must succeed on a DC 11 Wisdom saving throw against this magic or become frightened until the end of the mummy's next turn. A target that succeeds on the saving throw is immune to the Dreadful Glare of all mummies (but not mummy lords) for the next 24 hours.", []string{"mummy"}, content.Duration{Unit: "hour", Amount: 24}},
		{"A target that succeeds on the saving throw is immune to the Dreadful Glare of all mummies and mummy lords for the next 24 hours.", []string{"mummy", "mummy-lord"}, content.Duration{Unit: "hour", Amount: 24}},
		{"Success: The target is immune to the Stench of all X for 1 hour.", []string{"x"}, content.Duration{Unit: "hour", Amount: 1}},
		{"If a creature's saving throw is successful or the effect ends for it, the creature is immune to the dragon's Frightful Presence for the next 24 hours.", nil, content.Duration{Unit: "hour", Amount: 24}},
		{"Success: The target is immune to this mummy's Dreadful Glare for 24 hours.", nil, content.Duration{Unit: "hour", Amount: 24}},
		{"On a successful saving throw, the creature is immune to the ghast's Stench for 24 hours.", nil, content.Duration{Unit: "hour", Amount: 24}},
	}
	for _, tt := range tests {
		tree := []content.Effect{{Kind: content.KindSave, Ability: "wis", DC: 11}}
		settled := lastingMonster(tt.desc, &tree)
		got := tree[0]
		if !slices.Equal(got.ImmuneFrom, tt.from) || got.ImmuneAfter == nil || *got.ImmuneAfter != tt.dur {
			t.Errorf("%.50q: got from %q after %v, want %q %v", tt.desc, got.ImmuneFrom, got.ImmuneAfter, tt.from, tt.dur)
		}
		last := reSentence.Split(tt.desc, -1)
		if s := last[len(last)-1]; !settled(s) {
			t.Errorf("%.50q: the immunity sentence %q is not explained", tt.desc, s)
		}
	}
}

// TestOwnImmunity: the lookup of the monster's own name becomes its id.
func TestOwnImmunity(t *testing.T) {
	tree := []content.Effect{{Kind: content.KindArea, Then: []content.Effect{{Kind: content.KindSave, ImmuneFrom: []string{"x", "mummy"}}}}}
	ownImmunity(&tree, "ghast")
	if got, want := tree[0].Then[0].ImmuneFrom, []string{"ghast", "mummy"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzImmuneFrom: any sentence gives ids with no spaces and no panic.
func FuzzImmuneFrom(f *testing.F) {
	f.Add("is immune to the Dreadful Glare of all mummies (but not mummy lords) for the next 24 hours")
	f.Add("is immune to the Stench of all X for 1 hour")
	f.Add("is immune to the Glare of all , and  for 2 days")
	f.Add("is immune to the Glare of all ghoul s and s for 2 days")
	f.Fuzz(func(t *testing.T, s string) {
		for _, id := range immuneFrom(s) {
			if id == "" || slices.Contains([]byte(id), ' ') {
				t.Errorf("immuneFrom(%q): bad id %q", s, id)
			}
		}
	})
}
