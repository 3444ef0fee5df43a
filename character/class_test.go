package character

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// primary is the ability each class gets 16 in in the table test; DEX and
// CON are 14 unless primary, the rest 10. The 2014 human's +1 to every
// score is taken off the base, so both rulesets end with the same scores.
var primary = map[string]string{
	"barbarian": "str", "bard": "cha", "cleric": "wis", "druid": "wis", "fighter": "str", "monk": "dex",
	"paladin": "cha", "ranger": "wis", "rogue": "dex", "sorcerer": "cha", "warlock": "cha", "wizard": "int",
}

// tableSpec is a human of one class at a level, with a dagger and no armor.
func tableSpec(t *testing.T, cat *content.Catalog, class string, level int) *Spec {
	t.Helper()
	scores := map[string]int{"str": 10, "dex": 14, "con": 14, "int": 10, "wis": 10, "cha": 10}
	scores[primary[class]] = 16
	if cat.Ruleset == "srd-5.1" {
		for k := range scores {
			scores[k]--
		}
	}
	cl := ClassLevels{Class: class, Level: level}
	c, ok := cat.Class(class)
	if !ok {
		t.Fatalf("%s: no class %s", cat.Ruleset, class)
	}
	if level >= SubclassLevel(cat, c) {
		cl.Subclass = c.Subclasses[0]
	}
	return &Spec{Ruleset: cat.Ruleset, Name: "Test", Species: "human", Classes: []ClassLevels{cl},
		Abilities: Abilities{Method: Manual, Scores: scores}, Equipment: Equipment{Weapons: []string{"dagger"}}}
}

// Each row is worked out by hand from the SRD class tables:
//
//	HP (fixed): the die at level 1, then die/2+1 a level, +2 CON a level.
//	  d12: 14 50 104 185 (barbarian 20: CON 18 from Primal Champion: 225)
//	  d10: 12 44 92 164; d8: 10 38 80 143; d6: 8 32 68 122
//	  (draconic sorcerer: +1 a sorcerer level once the subclass is taken)
//	AC: 10 + DEX 2 = 12; barbarian 10 + DEX 2 + CON 2 = 14 (16 at 20);
//	  monk 10 + DEX 3 + WIS 0 = 13 (2024 at 20, Body and Mind: 10+5+2 = 17);
//	  draconic sorcerer 13 + DEX 2 (2014) or 10 + DEX 2 + CHA 3 (2024) = 15.
//	Dagger: the better of STR and DEX (finesse) + proficiency 2/3/4/6.
//	DC: 8 + proficiency + 3 = 13/14/15/17; 0 before the class casts.
//	Slots: the class tables; pact: slots × level.
var classTable = []struct {
	ruleset, class string
	level          int
	hp, ac, attack int
	dc             int
	slots          []int
	pact           [2]int
}{
	// srd-5.1
	{"srd-5.1", "barbarian", 1, 14, 14, 5, 0, nil, [2]int{}},
	{"srd-5.1", "barbarian", 5, 50, 14, 6, 0, nil, [2]int{}},
	{"srd-5.1", "barbarian", 11, 104, 14, 7, 0, nil, [2]int{}},
	{"srd-5.1", "barbarian", 20, 225, 16, 11, 0, nil, [2]int{}},
	{"srd-5.1", "bard", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.1", "bard", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.1", "bard", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.1", "bard", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.1", "cleric", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.1", "cleric", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.1", "cleric", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.1", "cleric", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.1", "druid", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.1", "druid", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.1", "druid", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.1", "druid", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.1", "fighter", 1, 12, 12, 5, 0, nil, [2]int{}},
	{"srd-5.1", "fighter", 5, 44, 12, 6, 0, nil, [2]int{}},
	{"srd-5.1", "fighter", 11, 92, 12, 7, 0, nil, [2]int{}},
	{"srd-5.1", "fighter", 20, 164, 12, 9, 0, nil, [2]int{}},
	{"srd-5.1", "monk", 1, 10, 13, 5, 0, nil, [2]int{}},
	{"srd-5.1", "monk", 5, 38, 13, 6, 0, nil, [2]int{}},
	{"srd-5.1", "monk", 11, 80, 13, 7, 0, nil, [2]int{}},
	{"srd-5.1", "monk", 20, 143, 13, 9, 0, nil, [2]int{}},
	{"srd-5.1", "paladin", 1, 12, 12, 4, 0, nil, [2]int{}},
	{"srd-5.1", "paladin", 5, 44, 12, 5, 14, []int{4, 2}, [2]int{}},
	{"srd-5.1", "paladin", 11, 92, 12, 6, 15, []int{4, 3, 3}, [2]int{}},
	{"srd-5.1", "paladin", 20, 164, 12, 8, 17, []int{4, 3, 3, 3, 2}, [2]int{}},
	{"srd-5.1", "ranger", 1, 12, 12, 4, 0, nil, [2]int{}},
	{"srd-5.1", "ranger", 5, 44, 12, 5, 14, []int{4, 2}, [2]int{}},
	{"srd-5.1", "ranger", 11, 92, 12, 6, 15, []int{4, 3, 3}, [2]int{}},
	{"srd-5.1", "ranger", 20, 164, 12, 8, 17, []int{4, 3, 3, 3, 2}, [2]int{}},
	{"srd-5.1", "rogue", 1, 10, 13, 5, 0, nil, [2]int{}},
	{"srd-5.1", "rogue", 5, 38, 13, 6, 0, nil, [2]int{}},
	{"srd-5.1", "rogue", 11, 80, 13, 7, 0, nil, [2]int{}},
	{"srd-5.1", "rogue", 20, 143, 13, 9, 0, nil, [2]int{}},
	{"srd-5.1", "sorcerer", 1, 9, 15, 4, 13, []int{2}, [2]int{}},
	{"srd-5.1", "sorcerer", 5, 37, 15, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.1", "sorcerer", 11, 79, 15, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.1", "sorcerer", 20, 142, 15, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.1", "warlock", 1, 10, 12, 4, 13, nil, [2]int{1, 1}},
	{"srd-5.1", "warlock", 5, 38, 12, 5, 14, nil, [2]int{2, 3}},
	{"srd-5.1", "warlock", 11, 80, 12, 6, 15, nil, [2]int{3, 5}},
	{"srd-5.1", "warlock", 20, 143, 12, 8, 17, nil, [2]int{4, 5}},
	{"srd-5.1", "wizard", 1, 8, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.1", "wizard", 5, 32, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.1", "wizard", 11, 68, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.1", "wizard", 20, 122, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	// srd-5.2.1
	{"srd-5.2.1", "barbarian", 1, 14, 14, 5, 0, nil, [2]int{}},
	{"srd-5.2.1", "barbarian", 5, 50, 14, 6, 0, nil, [2]int{}},
	{"srd-5.2.1", "barbarian", 11, 104, 14, 7, 0, nil, [2]int{}},
	{"srd-5.2.1", "barbarian", 20, 225, 16, 11, 0, nil, [2]int{}},
	{"srd-5.2.1", "bard", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "bard", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.2.1", "bard", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.2.1", "bard", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.2.1", "cleric", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "cleric", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.2.1", "cleric", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.2.1", "cleric", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.2.1", "druid", 1, 10, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "druid", 5, 38, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.2.1", "druid", 11, 80, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.2.1", "druid", 20, 143, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.2.1", "fighter", 1, 12, 12, 5, 0, nil, [2]int{}},
	{"srd-5.2.1", "fighter", 5, 44, 12, 6, 0, nil, [2]int{}},
	{"srd-5.2.1", "fighter", 11, 92, 12, 7, 0, nil, [2]int{}},
	{"srd-5.2.1", "fighter", 20, 164, 12, 9, 0, nil, [2]int{}},
	{"srd-5.2.1", "monk", 1, 10, 13, 5, 0, nil, [2]int{}},
	{"srd-5.2.1", "monk", 5, 38, 13, 6, 0, nil, [2]int{}},
	{"srd-5.2.1", "monk", 11, 80, 13, 7, 0, nil, [2]int{}},
	{"srd-5.2.1", "monk", 20, 143, 17, 11, 0, nil, [2]int{}},
	{"srd-5.2.1", "paladin", 1, 12, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "paladin", 5, 44, 12, 5, 14, []int{4, 2}, [2]int{}},
	{"srd-5.2.1", "paladin", 11, 92, 12, 6, 15, []int{4, 3, 3}, [2]int{}},
	{"srd-5.2.1", "paladin", 20, 164, 12, 8, 17, []int{4, 3, 3, 3, 2}, [2]int{}},
	{"srd-5.2.1", "ranger", 1, 12, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "ranger", 5, 44, 12, 5, 14, []int{4, 2}, [2]int{}},
	{"srd-5.2.1", "ranger", 11, 92, 12, 6, 15, []int{4, 3, 3}, [2]int{}},
	{"srd-5.2.1", "ranger", 20, 164, 12, 8, 17, []int{4, 3, 3, 3, 2}, [2]int{}},
	{"srd-5.2.1", "rogue", 1, 10, 13, 5, 0, nil, [2]int{}},
	{"srd-5.2.1", "rogue", 5, 38, 13, 6, 0, nil, [2]int{}},
	{"srd-5.2.1", "rogue", 11, 80, 13, 7, 0, nil, [2]int{}},
	{"srd-5.2.1", "rogue", 20, 143, 13, 9, 0, nil, [2]int{}},
	{"srd-5.2.1", "sorcerer", 1, 8, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "sorcerer", 5, 37, 15, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.2.1", "sorcerer", 11, 79, 15, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.2.1", "sorcerer", 20, 142, 15, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
	{"srd-5.2.1", "warlock", 1, 10, 12, 4, 13, nil, [2]int{1, 1}},
	{"srd-5.2.1", "warlock", 5, 38, 12, 5, 14, nil, [2]int{2, 3}},
	{"srd-5.2.1", "warlock", 11, 80, 12, 6, 15, nil, [2]int{3, 5}},
	{"srd-5.2.1", "warlock", 20, 143, 12, 8, 17, nil, [2]int{4, 5}},
	{"srd-5.2.1", "wizard", 1, 8, 12, 4, 13, []int{2}, [2]int{}},
	{"srd-5.2.1", "wizard", 5, 32, 12, 5, 14, []int{4, 3, 2}, [2]int{}},
	{"srd-5.2.1", "wizard", 11, 68, 12, 6, 15, []int{4, 3, 3, 3, 2, 1}, [2]int{}},
	{"srd-5.2.1", "wizard", 20, 122, 12, 8, 17, []int{4, 3, 3, 3, 3, 2, 2, 1, 1}, [2]int{}},
}

func TestClassTable(t *testing.T) {
	for _, tc := range classTable {
		cat, err := content.Open(tc.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Build(tableSpec(t, cat, tc.class, tc.level), cat)
		if err != nil {
			t.Errorf("%s %s %d: %v", tc.ruleset, tc.class, tc.level, err)
			continue
		}
		sh := &c.Sheet
		dc := 0
		if len(sh.Spellcasting) > 0 {
			dc = sh.Spellcasting[0].DC.Value
		}
		var pact [2]int
		if sh.Pact != nil {
			pact = [2]int{sh.Pact.Slots, sh.Pact.Level}
		}
		got := []int{sh.HP.Value, sh.AC.Value, sh.Attacks[0].ToHit.Value, dc}
		want := []int{tc.hp, tc.ac, tc.attack, tc.dc}
		if !slices.Equal(got, want) || !slices.Equal(sh.Slots, tc.slots) || pact != tc.pact {
			t.Errorf("%s %s %d: hp, ac, attack, dc = %v, slots %v, pact %v; want %v, %v, %v",
				tc.ruleset, tc.class, tc.level, got, sh.Slots, pact, want, tc.slots, tc.pact)
		}
	}
}
