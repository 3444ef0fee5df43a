package character

import (
	"strings"
	"testing"
)

// TestMasteries checks the 2024 Weapon Mastery choices against the class
// tables (SRD 5.2.1): a fighter masters 3 kinds at level 1 and 4 at level
// 4, a barbarian 2 then 3 (melee only), a paladin or rogue 2.
func TestMasteries(t *testing.T) {
	tests := []struct {
		name, class string
		level       int
		weapons     []string
		want        string // an error, or "" for a legal choice
		max         int
	}{
		{"fighter 1", "fighter", 1, []string{"longsword", "greataxe", "shortbow"}, "", 3},
		{"fighter 4", "fighter", 4, []string{"longsword", "greataxe", "shortbow", "dagger"}, "", 4},
		{"fighter over", "fighter", 1, []string{"longsword", "greataxe", "shortbow", "dagger"},
			"weapon mastery: 4 kinds of weapons chosen, 3 allowed (Weapon Mastery (fighter table at level 1)", 3},
		{"barbarian 4", "barbarian", 4, []string{"greataxe", "handaxe", "javelin"}, "", 3},
		{"barbarian ranged", "barbarian", 1, []string{"shortbow"}, "masters melee weapons only", 2},
		{"rogue", "rogue", 1, []string{"rapier", "dagger"}, "", 2},
		{"rogue unproficient", "rogue", 1, []string{"greataxe"}, "greataxe: weapon mastery needs proficiency", 2},
		{"no feature", "wizard", 1, []string{"dagger"}, "no feature of the character gives Weapon Mastery", 0},
		{"twice", "paladin", 1, []string{"longsword", "longsword"}, "longsword chosen twice", 2},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, "srd-5.2.1", tc.class, tc.level)
		spec.Masteries = tc.weapons
		spec.Equipment.Weapons = []string{"longsword", "dagger"}
		c, err := Build(spec, cat)
		if tc.want != "" {
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		v, err := c.Explain("masteries")
		if err != nil || v.Value != tc.max {
			t.Errorf("%s: masteries %v (%v), want %d", tc.name, v, err, tc.max)
		}
		for _, a := range c.Sheet.Attacks {
			want := map[string]string{"longsword": "sap", "dagger": "nick"}[a.ID]
			if !strings.Contains(strings.Join(tc.weapons, " "), a.ID) {
				want = ""
			}
			if a.Mastery != want {
				t.Errorf("%s: %s mastery %q, want %q", tc.name, a.ID, a.Mastery, want)
			}
		}
	}
}

// TestRetrain checks the long rest's change: a fighter changes one
// choice, a paladin all.
func TestRetrain(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "fighter", 1)
	spec.Masteries = []string{"longsword", "greataxe", "shortbow"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Retrain([]string{"longsword", "dagger", "rapier"}); err == nil || !strings.Contains(err.Error(), "2 choices changed on a long rest, 1 allowed") {
		t.Errorf("fighter changing two: %v", err)
	}
	got, err := c.Retrain([]string{"longsword", "greataxe", "dagger"})
	if err != nil || got.Sheet.Masteries.Weapons[2] != "dagger" {
		t.Errorf("fighter changing one: %v", err)
	}
	spec, cat = casterSpec(t, "srd-5.2.1", "paladin", 1)
	spec.Masteries = []string{"longsword", "greataxe"}
	c, err = Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Retrain([]string{"dagger", "rapier"}); err != nil {
		t.Errorf("paladin changing both: %v", err)
	}
}

// TestGreatWeaponFighting notes the style on two-handed and versatile
// melee weapons only: 2014 rerolls a 1 or 2 (SRD 5.1, Classes, Fighter,
// Fighting Style), 2024 counts it as 3 (SRD 5.2.1, Feats, Great Weapon
// Fighting).
func TestGreatWeaponFighting(t *testing.T) {
	for _, tc := range []struct {
		rs, want string
	}{{"srd-5.1", "reroll each damage die of 1 or 2"}, {"srd-5.2.1", "counts as 3"}} {
		spec, cat := casterSpec(t, tc.rs, "fighter", 1)
		spec.Equipment.Weapons = []string{"greatsword", "longsword", "dagger"}
		if tc.rs == "srd-5.1" {
			spec.Options = map[string][]string{"fighter-fighting-style": {"fighter-fighting-style-great-weapon-fighting"}}
		} else {
			spec.Feats = []string{"great-weapon-fighting"}
		}
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s: %v", tc.rs, err)
		}
		for _, a := range c.Sheet.Attacks {
			has := len(a.Notes) == 1 && strings.Contains(a.Notes[0], tc.want)
			if want := a.ID != "dagger"; has != want {
				t.Errorf("%s %s: notes %q, want the style: %v", tc.rs, a.ID, a.Notes, want)
			}
		}
	}
}
