package character

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestSpeciesUses checks the species' limited uses, by hand: a 2024 orc
// 5 has Adrenaline Rush 3 (PB at level 5) a short rest and Relentless
// Endurance 1 a long rest (SRD 5.2.1, Character Origins, Orc); a 2014
// dragonborn 1 Breath Weapon 1 a short rest (SRD 5.1, Races, Dragonborn);
// a short rest gives Adrenaline Rush back, not Relentless Endurance.
func TestSpeciesUses(t *testing.T) {
	cat, _ := content.Open("srd-5.2.1")
	spec := tableSpec(t, cat, "fighter", 5)
	spec.Species = "orc"
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if a, r := c.State.Resources["adrenaline-rush"], c.State.Resources["relentless-endurance"]; a != 3 || r != 1 {
		t.Errorf("orc 5: adrenaline rush %d, relentless endurance %d; want 3 and 1", a, r)
	}
	c.State.Resources["adrenaline-rush"], c.State.Resources["relentless-endurance"] = 0, 0
	if _, err := c.ShortRest(0, nil); err != nil {
		t.Fatal(err)
	}
	if a, r := c.State.Resources["adrenaline-rush"], c.State.Resources["relentless-endurance"]; a != 3 || r != 0 {
		t.Errorf("orc short rest: adrenaline rush %d, relentless endurance %d; want 3 and 0", a, r)
	}
	cat14, _ := content.Open("srd-5.1")
	spec = tableSpec(t, cat14, "fighter", 1)
	spec.Species, spec.Subspecies = "dragonborn", cat14Sub(t, cat14, "dragonborn")
	c, err = Build(spec, cat14)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := c.Explain("resources.breath-weapon"); err != nil || v.Value != 1 {
		t.Errorf("2014 dragonborn breath weapon: %v %v", v, err)
	}
}

// cat14Sub is a species' first subspecies, or "".
func cat14Sub(t *testing.T, cat *content.Catalog, species string) string {
	t.Helper()
	sp, ok := cat.Species(species)
	if !ok || len(sp.Subspecies) == 0 {
		return ""
	}
	return sp.Subspecies[0]
}

// TestPowerfulBuild: a 2024 goliath counts as Large for carrying capacity
// (SRD 5.2.1, Character Origins, Goliath): STR 16 × 15 × 2 = 480 lb.,
// a human's 16 × 15 = 240 (Rules Glossary, Carrying Capacity).
func TestPowerfulBuild(t *testing.T) {
	cat, _ := content.Open("srd-5.2.1")
	for species, want := range map[string]int{"goliath": 480, "human": 240} {
		spec := tableSpec(t, cat, "fighter", 1)
		spec.Species = species
		if species == "goliath" {
			spec.Subspecies = cat14Sub(t, cat, "goliath")
		}
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Sheet.Carry.Value; got != want {
			t.Errorf("%s: carrying capacity %d, want %d (%v)", species, got, want, c.Sheet.Carry.Terms)
		}
	}
}
