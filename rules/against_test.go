package rules

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestAgainst: what a target's condition does to an attack roll against it,
// by ruleset and distance.
func TestAgainst(t *testing.T) {
	tests := []struct {
		ruleset, cond string
		feet          int
		faces         []int
		mode          Mode
		crit          bool
	}{
		{"srd-5.2.1", "prone", 5, []int{3, 12}, Advantage, false},
		{"srd-5.2.1", "prone", 10, []int{3, 12}, Disadvantage, false},
		{"next-2013", "prone", 5, []int{12}, Normal, false},
		{"next-2013", "prone", 10, []int{3, 12}, Disadvantage, false},
		{"srd-5.1", "paralyzed", 5, []int{3, 12}, Advantage, true},
		{"srd-5.1", "paralyzed", 10, []int{3, 12}, Advantage, false},
		{"next-2013", "paralyzed", 5, []int{3, 12}, Advantage, false},
		{"5efp", "unconscious", 5, []int{3, 12}, Advantage, true},
		{"srd-5.2.1", "unconscious", 15, []int{12}, Normal, false}, // prone's far disadvantage cancels
		{"srd-5.2.1", "invisible", 5, []int{12, 3}, Disadvantage, false},
		{"srd-5.1", "blinded", 30, []int{3, 12}, Advantage, false},
		{"srd-5.2.1", "restrained", 5, []int{3, 12}, Advantage, false},
		{"srd-5.2.1", "poisoned", 5, []int{12}, Normal, false},
	}
	for _, tt := range tests {
		rs, err := Get(tt.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		a, gob := rs.NewCreature("ana"), rs.NewCreature("gob")
		if err := rs.AddCondition(gob, tt.cond, 0); err != nil {
			t.Fatal(err)
		}
		res, err := rs.Test(a, Test{Kind: Attack, Ability: STR, DC: 10, Against: gob, Feet: tt.feet}, dice.NewScripted(tt.faces...))
		if err != nil {
			t.Fatalf("%s %s: %v", tt.ruleset, tt.cond, err)
		}
		if res.Mode != tt.mode || res.Crit != tt.crit {
			t.Errorf("%s, attack on %s from %d ft: got %v crit %v, want %v crit %v", tt.ruleset, tt.cond, tt.feet, res.Mode, res.Crit, tt.mode, tt.crit)
		}
	}
}

// TestCover: the cover bonus by degree, to AC and to Dexterity saves, and
// total cover refused.
func TestCover(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	a, gob := NewCreature("ana"), NewCreature("gob")
	tests := []struct {
		t      Test
		dc     int
		total  int
		refuse error
	}{
		{Test{Kind: Attack, Ability: STR, DC: 12, Against: gob, Cover: HalfCover}, 14, 10, nil},
		{Test{Kind: Attack, Ability: STR, DC: 12, Against: gob, Cover: ThreeQuartersCover}, 17, 10, nil},
		{Test{Kind: Save, Ability: DEX, DC: 12, Cover: ThreeQuartersCover}, 12, 15, nil},
		{Test{Kind: Save, Ability: WIS, DC: 12, Cover: ThreeQuartersCover}, 12, 10, nil},
		{Test{Kind: Attack, Ability: STR, DC: 12, Against: gob, Cover: TotalCover}, 0, 0, ErrTotalCover},
		{Test{Kind: Attack, Ability: STR, DC: 12, Against: gob, Cover: "quarter"}, 0, 0, ErrUnknownCover},
	}
	for _, tt := range tests {
		res, err := rs.Test(a, tt.t, dice.NewScripted(10))
		if tt.refuse != nil {
			if !errors.Is(err, tt.refuse) {
				t.Errorf("cover %q: got %v, want %v", tt.t.Cover, err, tt.refuse)
			}
			continue
		}
		if err != nil || res.DC != tt.dc || res.Total != tt.total {
			t.Errorf("%v with %s cover: got DC %d total %d (%v), want DC %d total %d", tt.t.Kind, tt.t.Cover, res.DC, res.Total, err, tt.dc, tt.total)
		}
	}
}

// TestCharmed: a charmed creature cannot attack its charmer.
func TestCharmed(t *testing.T) {
	rs, _ := Get("srd-5.1")
	a, mira := NewCreature("ana"), NewCreature("mira")
	if err := rs.ApplyCondition(a, ConditionInstance{Name: "charmed", Source: "mira"}); err != nil {
		t.Fatal(err)
	}
	if _, err := rs.Test(a, Test{Kind: Attack, Ability: STR, DC: 10, Against: mira}, dice.NewScripted(10)); !errors.Is(err, ErrCharmed) {
		t.Errorf("got %v, want %v", err, ErrCharmed)
	}
}
