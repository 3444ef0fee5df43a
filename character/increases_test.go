package character

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestIncreasesPending: the ability increases a spec leaves out are
// pending, and gone once chosen (SRD 5.1, Races, Half-Elf: CHA +2 and two
// other scores +1; SRD 5.2.1, Character Origins: a background's three
// scores, +2 and +1 or +1 each).
func TestIncreasesPending(t *testing.T) {
	tests := []struct {
		name, rs, species, background string
		species2, background2         map[string]int
		want                          string // pending prefix, "" none
	}{
		{name: "half-elf left out", rs: "srd-5.1", species: "half-elf", want: "species_increases: half-elf raises 2 of str, dex, con, int, wis by 1 each"},
		{name: "half-elf chosen", rs: "srd-5.1", species: "half-elf", species2: map[string]int{"str": 1, "con": 1}},
		{name: "2014 human, nothing to choose", rs: "srd-5.1", species: "human"},
		{name: "sage left out", rs: "srd-5.2.1", species: "human", background: "sage", want: "background_increases: +2 and +1, or +1 to each, of con, int, wis"},
		{name: "sage chosen", rs: "srd-5.2.1", species: "human", background: "sage", background2: map[string]int{"int": 2, "con": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cat, err := content.Open(tt.rs)
			if err != nil {
				t.Fatal(err)
			}
			spec := tableSpec(t, cat, "fighter", 1)
			spec.Species, spec.Subspecies = tt.species, ""
			if tt.background != "" {
				spec.Background = tt.background
			}
			spec.SpeciesIncreases, spec.BackgroundIncreases = tt.species2, tt.background2
			c, err := Build(spec, cat)
			if err != nil {
				t.Fatal(err)
			}
			got := slices.ContainsFunc(c.Sheet.Pending, func(p string) bool {
				return strings.HasPrefix(p, "species_increases") || strings.HasPrefix(p, "background_increases")
			})
			if tt.want == "" && got {
				t.Errorf("pending %q, want no increases", c.Sheet.Pending)
			}
			if tt.want != "" && !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, tt.want) }) {
				t.Errorf("pending %q, want %q", c.Sheet.Pending, tt.want)
			}
		})
	}
}
