package character

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestSubclassSpells checks the subclass spells worked out by hand from
// the SRD tables:
//
//	2014 land druid 5, arctic: Hold Person and Spike Growth (druid 3),
//	  Sleet Storm and Slow (druid 5) always prepared (SRD 5.1, Classes,
//	  Druid, Circle Spells).
//	2014 fiend warlock 5: none prepared; its expanded spells (Burning
//	  Hands) may be chosen as known spells (SRD 5.1, Classes, Warlock, Fiend).
//	2024 life cleric 3: Aid, Bless, Cure Wounds, Lesser Restoration
//	  (SRD 5.2.1, Classes, Cleric, Life Domain Spells).
//	2024 land druid 5, temperate: Misty Step, Shocking Grasp, Sleep (3),
//	  Lightning Bolt (5); 9, polar: Fog Cloud, Hold Person, Ray of Frost,
//	  Sleet Storm, Ice Storm, Cone of Cold (SRD 5.2.1, Classes, Druid,
//	  Circle of the Land Spells).
func TestSubclassSpells(t *testing.T) {
	tests := []struct {
		rs, class, sub string
		level          int
		land           string
		want           []string
	}{
		{"srd-5.1", "druid", "land", 5, "arctic", []string{"hold-person", "spike-growth", "sleet-storm", "slow"}},
		{"srd-5.1", "druid", "land", 3, "swamp", []string{"acid-arrow", "darkness"}},
		{"srd-5.1", "warlock", "fiend", 5, "", nil},
		{"srd-5.2.1", "cleric", "life-domain", 3, "", []string{"aid", "bless", "cure-wounds", "lesser-restoration"}},
		{"srd-5.2.1", "druid", "circle-of-the-land", 5, "temperate", []string{"misty-step", "shocking-grasp", "sleep", "lightning-bolt"}},
		{"srd-5.2.1", "druid", "circle-of-the-land", 9, "polar", []string{"fog-cloud", "hold-person", "ray-of-frost", "sleet-storm", "ice-storm", "cone-of-cold"}},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, tc.class, tc.level)
		spec.Classes[0].Subclass, spec.Land = tc.sub, tc.land
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("%s %s: %v", tc.rs, tc.sub, err)
			continue
		}
		got := c.Sheet.Spellcasting[0].Always
		a, b := slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(tc.want))
		if !slices.Equal(a, b) {
			t.Errorf("%s %s %d: always prepared %v, want %v", tc.rs, tc.sub, tc.level, got, tc.want)
		}
	}
	// The fiend's expanded spells are chosen as spells known.
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 5)
	spec.Classes[0].Subclass = "fiend"
	spec.Spells = map[string][]string{"warlock": {"burning-hands", "fireball"}}
	if _, err := Build(spec, cat); err != nil {
		t.Errorf("fiend expanded spells: %v", err)
	}
	// A land druid without a land has its choice pending; a bad land is refused.
	spec, cat = casterSpec(t, "srd-5.1", "druid", 3)
	spec.Classes[0].Subclass = "land"
	c, err := Build(spec, cat)
	if err != nil || !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, "land circle spells: choose a land") }) {
		t.Errorf("land pending: %v %q", err, c.Sheet.Pending)
	}
	spec.Land = "jungle"
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), `land "jungle"; a land druid chooses arctic`) {
		t.Errorf("bad land: %v", err)
	}
}

// TestEvocationSavant checks both editions' Evocation Savant:
//
//	2014 (SRD 5.1, Classes, Wizard, Evocation Savant): copying Lightning
//	  Bolt (level 3) costs 150 gp and 6 hours, halved: 75 gp and 3 hours;
//	  with Identify (50 gp, 2 hours): 125 gp and 5 hours.
//	2024 (SRD 5.2.1, Classes, Wizard, Evoker): a wizard 5 has 6 + 2 × 4
//	  = 14 free spells, and 3 evocation spells more: two of level 2 or
//	  lower at 3, one of level 3 at 5 (its first level 3 slots): 17.
func TestEvocationSavant(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "wizard", 5)
	spec.Classes[0].Subclass = "evocation"
	spec.Spellbook = &Spellbook{Spells: slices.Clone(level1Wizard5e), Copied: []string{"lightning-bolt", "identify"}}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	b := c.Sheet.Spellbook
	if b.CopyCost.Value != 125 || b.CopyHours.Value != 5 || !b.CopyCost.sumsTo() {
		t.Errorf("2014 savant: %d gp %d hours, want 125 and 5 (%+v)", b.CopyCost.Value, b.CopyHours.Value, b.CopyCost.Terms)
	}

	spec, cat = casterSpec(t, "srd-5.2.1", "wizard", 5)
	spec.Classes[0].Subclass = "evoker"
	book := slices.Concat(level1Wizard24,
		[]string{"feather-fall", "find-familiar", "alter-self", "blur", "darkvision", "detect-thoughts", "counterspell", "fly"},
		[]string{"magic-missile", "scorching-ray", "fireball"})
	spec.Spellbook = &Spellbook{Spells: book}
	c, err = Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if b := c.Sheet.Spellbook; b.Free != 17 || b.SchoolFree != 3 {
		t.Errorf("2024 savant: %d free (%d of evocation), want 17 (3)", b.Free, b.SchoolFree)
	}
	// Three spells of other schools in place of the three evocation ones:
	// 12 of the first 14 are not evocation (Burning Hands and Chromatic
	// Orb are), so 15 of other schools, 14 allowed.
	spec.Spellbook.Spells = slices.Concat(book[:14], []string{"comprehend-languages", "haste", "augury"})
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "15 spells of other schools than evocation, 14 allowed") {
		t.Errorf("2024 savant refusal: %v", err)
	}
}
