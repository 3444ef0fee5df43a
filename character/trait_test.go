package character

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestTraitFields checks the species traits whose fields the hand table
// sets: a 2014 dwarf resists poison (Dwarven Resilience, SRD 5.1, Races,
// Dwarf) and a 2024 gnome has advantage on INT, WIS and CHA saves with no
// "against magic" (SRD 5.2.1, Character Origins, Gnome).
func TestTraitFields(t *testing.T) {
	tests := []struct {
		rs, species, sub  string
		resist, advantage string
	}{
		{rs: "srd-5.1", species: "dwarf", sub: "hill-dwarf", resist: "poison", advantage: "saves-vs-poisoned"},
		{rs: "srd-5.2.1", species: "dwarf", resist: "poison", advantage: "saves-vs-poisoned"},
		{rs: "srd-5.2.1", species: "gnome", sub: "gnomish-lineage-forest-gnome", advantage: "wis-saves"},
	}
	for _, tt := range tests {
		cat, err := content.Open(tt.rs)
		if err != nil {
			t.Fatal(err)
		}
		spec := tableSpec(t, cat, "fighter", 1)
		spec.Species, spec.Subspecies = tt.species, tt.sub
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s %s: %v", tt.rs, tt.species, err)
		}
		if tt.resist != "" && !slices.Contains(c.Sheet.Resist, tt.resist) {
			t.Errorf("%s %s: resist %v, want %s", tt.rs, tt.species, c.Sheet.Resist, tt.resist)
		}
		if !slices.Contains(c.Sheet.Advantage, tt.advantage) {
			t.Errorf("%s %s: advantage %v, want %s", tt.rs, tt.species, c.Sheet.Advantage, tt.advantage)
		}
	}
}
