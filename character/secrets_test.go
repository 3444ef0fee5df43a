package character

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// listSpells picks n leveled spells (levels 1 to top) of a class's list,
// skipping those on the list of not (when given).
func listSpells(t *testing.T, cat *content.Catalog, class, not string, top, n int) []string {
	t.Helper()
	cl, _ := cat.Class(class)
	var skip []string
	if o, ok := cat.Class(not); ok {
		skip = o.Spellcasting.Spells
	}
	var out []string
	for _, id := range cl.Spellcasting.Spells {
		sp, _ := cat.Spell(id)
		if sp.Level >= 1 && sp.Level <= top && !slices.Contains(skip, id) && len(out) < n {
			out = append(out, id)
		}
	}
	if len(out) < n {
		t.Fatalf("%s: only %d spells", class, len(out))
	}
	return out
}

// TestMagicalSecrets checks spells a bard takes off its list, by hand:
//
//	2014 lore bard 10: 14 spells known (bard table); Magical Secrets (10)
//	  gives 2 spells of any class within them, Additional Magical Secrets
//	  (6) 2 more beyond them: 12 bard + 4 wizard spells listed count 14;
//	  5 wizard spells are over the 4 allowed (SRD 5.1, Classes, Bard).
//	2024 lore bard 10: 15 prepared (bard table); Magical Secrets lets them
//	  come from the cleric, druid and wizard lists, Magical Discoveries
//	  adds 2 beyond them: 17 listed with 3 wizard spells count 15; a spell
//	  of the warlock list only stays refused (SRD 5.2.1, Classes, Bard).
func TestMagicalSecrets(t *testing.T) {
	for _, tc := range []struct {
		rs, sub      string
		bard, wizard int
		want         string // "" accepted
	}{
		{"srd-5.1", "lore", 12, 4, ""},
		{"srd-5.1", "lore", 11, 5, "bard: 5 spells from other lists, 4 allowed"},
		{"srd-5.1", "lore", 13, 4, "bard: 15 spells known, 14 allowed"},
		{"srd-5.2.1", "college-of-lore", 14, 3, ""},
		{"srd-5.2.1", "college-of-lore", 15, 3, "bard: 16 spells prepared, 15 allowed"},
	} {
		spec, cat := casterSpec(t, tc.rs, "bard", 10)
		spec.Classes[0].Subclass = tc.sub
		spec.Spells = map[string][]string{"bard": slices.Concat(listSpells(t, cat, "bard", "", 5, tc.bard), listSpells(t, cat, "wizard", "bard", 5, tc.wizard))}
		_, err := Build(spec, cat)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s %d+%d: %v", tc.rs, tc.bard, tc.wizard, err)
		case tc.want != "" && (!errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s %d+%d: %v, want %q", tc.rs, tc.bard, tc.wizard, err, tc.want)
		}
	}
	// The builder's options say so.
	spec, cat := casterSpec(t, "srd-5.1", "bard", 10)
	spec.Classes[0].Subclass = "lore"
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if o, _ := c.SpellOptions("bard"); !strings.Contains(o.Others, "2 from any class's list") || !strings.Contains(o.Others, "not counted") {
		t.Errorf("options: %q", o.Others)
	}
	// Without the features (bard 5) a wizard spell is refused; a warlock-only
	// spell stays refused at 10 in 2024.
	spec, cat = casterSpec(t, "srd-5.2.1", "bard", 5)
	spec.Spells = map[string][]string{"bard": listSpells(t, cat, "wizard", "bard", 1, 1)}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "is not on the bard spell list") {
		t.Errorf("bard 5, wizard spell: %v", err)
	}
	spec, cat = casterSpec(t, "srd-5.2.1", "bard", 10)
	spec.Spells = map[string][]string{"bard": {"eldritch-blast"}}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "eldritch-blast is not on the bard spell list") {
		t.Errorf("bard 10, warlock cantrip: %v", err)
	}
}
