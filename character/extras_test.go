package character

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestSpeciesSpeed checks the species speeds the catalog keeps as text:
//
//	2024 wood elf: 35 (SRD 5.2.1, Character Origins, Elf).
//	2014 hill dwarf fighter in plate (STR 15 needed) with STR 13: 25, not
//	  slowed by heavy armor (SRD 5.1, Races, Dwarf); a human: 30 − 10 = 20
//	  with STR 13 + 1 = 14 (SRD 5.1, Equipment, Armor, Heavy Armor).
func TestSpeciesSpeed(t *testing.T) {
	tests := []struct {
		rs, species, sub, armor string
		want                    int
	}{
		{"srd-5.2.1", "elf", "elven-lineage-wood-elf", "", 35},
		{"srd-5.2.1", "elf", "elven-lineage-drow", "", 30},
		{"srd-5.1", "dwarf", "hill-dwarf", "plate-armor", 25},
		{"srd-5.1", "human", "", "plate-armor", 20},
		{"srd-5.1", "dwarf", "hill-dwarf", "", 25},
	}
	for _, tc := range tests {
		cat, err := content.Open(tc.rs)
		if err != nil {
			t.Fatal(err)
		}
		spec := tableSpec(t, cat, "fighter", 1)
		spec.Species, spec.Subspecies = tc.species, tc.sub
		spec.Abilities.Scores = map[string]int{"str": 13, "dex": 10, "con": 14, "int": 10, "wis": 10, "cha": 10}
		spec.Equipment.Armor = tc.armor
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("%s %s: %v", tc.rs, tc.species, err)
			continue
		}
		if got := c.Sheet.Speed; got.Value != tc.want || !got.sumsTo() {
			t.Errorf("%s %s %s %s: speed %d %v, want %d", tc.rs, tc.species, tc.sub, tc.armor, got.Value, got.Terms, tc.want)
		}
	}
}

// TestHumanOrigin checks the 2024 human's Versatile origin feat (its
// source on the sheet, pending when not chosen) and Resourceful (Heroic
// Inspiration at each long rest), SRD 5.2.1, Character Origins, Human;
// a 2014 human gets neither (SRD 5.1, Races, Human).
func TestHumanOrigin(t *testing.T) {
	cat, _ := content.Open("srd-5.2.1")
	spec := tableSpec(t, cat, "fighter", 1)
	spec.Feats = []string{"alert"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if fs := c.Sheet.FeatSources; len(fs) != 1 || fs[0].From != "species Human (Versatile)" {
		t.Errorf("alert from %+v, want species Human (Versatile)", fs)
	}
	if _, err := c.LongRest(); err != nil || !c.State.Inspiration {
		t.Errorf("long rest: inspiration %v (%v), want true", c.State.Inspiration, err)
	}
	spec.Feats = nil
	c, _ = Build(spec, cat)
	if !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool {
		return strings.HasPrefix(p, "human versatile: choose an origin feat (feats: alert,")
	}) {
		t.Errorf("pending %q: want the origin feat", c.Sheet.Pending)
	}
	cat14, _ := content.Open("srd-5.1")
	c14, err := Build(tableSpec(t, cat14, "fighter", 1), cat14)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c14.LongRest(); err != nil || c14.State.Inspiration {
		t.Errorf("2014 human long rest: inspiration %v (%v), want false", c14.State.Inspiration, err)
	}
}

// TestFeatureGrants checks class features the catalog keeps as text:
//
//	2014 life cleric 1 in chain mail: heavy armor training from Bonus
//	  Proficiency, AC 16 and no note (SRD 5.1, Classes, Cleric, Life Domain).
//	2024 barbarian 3: Primal Knowledge, one more barbarian skill (SRD
//	  5.2.1, Classes, Barbarian).
//	2024 ranger 9: expertise 1 (Deft Explorer) + 2 (Expertise) = 3, and two
//	  languages from Deft Explorer (SRD 5.2.1, Classes, Ranger) beside the two
//	  every 2024 character chooses with Common (Character Creation): 4.
func TestFeatureGrants(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "cleric", 1)
	spec.Classes[0].Subclass = "life"
	spec.Equipment.Armor = "chain-mail"
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if c.Sheet.AC.Value != 16 || slices.ContainsFunc(c.Sheet.Notes, func(n string) bool { return strings.HasPrefix(n, "not proficient") }) {
		t.Errorf("life cleric in chain mail: AC %d, notes %q", c.Sheet.AC.Value, c.Sheet.Notes)
	}
	for _, tc := range []struct {
		class string
		level int
		want  []string
	}{
		{"barbarian", 3, []string{"barbarian-primal-knowledge: choose 1 more of"}},
		{"ranger", 9, []string{"choose 3 more expertise", "choose 4 more languages"}},
	} {
		spec, cat := casterSpec(t, "srd-5.2.1", tc.class, tc.level)
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range tc.want {
			if !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, w) }) {
				t.Errorf("%s %d: pending %q lacks %q", tc.class, tc.level, c.Sheet.Pending, w)
			}
		}
	}
}
