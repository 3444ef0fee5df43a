package character

import (
	"strings"
	"testing"
)

// TestMagicItems works magic item bonuses out by hand. The base is a 2024
// human fighter 1 (tableSpec): STR 16 (+3), DEX 14 (+2), proficiency +2,
// STR and CON saves.
//
//	+1 longsword: 3 + 2 + 1 = +6 to hit, 1d8 + 3 + 1.
//	+1 chain mail 16 + 1, +1 shield 2 + 1: AC 20.
//	Ring of Protection: AC +1, every save +1 (STR 3 + 2 + 1 = 6).
//	Gauntlets of Ogre Power: STR 19 (+4): longsword 4 + 2 + 1 = +7.
//	Bracers of Defense: +2 with no armor and no shield: 10 + 2 + 2 = 14.
func TestMagicItems(t *testing.T) {
	tests := []struct {
		name  string
		items []MagicItem
		armor string
		want  map[string]int
	}{
		{"weapon +1", []MagicItem{{Item: "weapon-1", Base: "longsword"}}, "",
			map[string]int{"attacks.weapon-1-longsword.to_hit": 6, "attacks.weapon-1-longsword.damage": 4}},
		{"armor and shield +1", []MagicItem{{Item: "armor-1", Base: "chain-mail"}, {Item: "shield-1"}}, "",
			map[string]int{"ac": 20}},
		{"armor +1 over the worn armor", []MagicItem{{Item: "armor-1"}}, "chain-mail", map[string]int{"ac": 17}},
		{"ring", []MagicItem{{Item: "ring-of-protection", Attuned: true}}, "chain-mail",
			map[string]int{"ac": 17, "saves.str": 6, "saves.dex": 3}},
		{"ring not attuned", []MagicItem{{Item: "ring-of-protection"}}, "chain-mail",
			map[string]int{"ac": 16, "saves.str": 5}},
		{"ring and cloak", []MagicItem{{Item: "ring-of-protection", Attuned: true}, {Item: "cloak-of-protection", Attuned: true}}, "",
			map[string]int{"ac": 14, "saves.wis": 2}},
		{"gauntlets", []MagicItem{{Item: "gauntlets-of-ogre-power", Attuned: true}, {Item: "weapon-1", Base: "longsword"}}, "",
			map[string]int{"abilities.str": 19, "attacks.weapon-1-longsword.to_hit": 7}},
		{"bracers unarmored", []MagicItem{{Item: "bracers-of-defense", Attuned: true}}, "", map[string]int{"ac": 14}},
		{"bracers in armor", []MagicItem{{Item: "bracers-of-defense", Attuned: true}}, "chain-mail", map[string]int{"ac": 16}},
		{"sun blade", []MagicItem{{Item: "sun-blade", Attuned: true}}, "", map[string]int{"attacks.sun-blade.to_hit": 7}},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, "srd-5.2.1", "fighter", 1)
		spec.MagicItems = tc.items
		spec.Equipment.Armor = tc.armor
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for path, want := range tc.want {
			v, err := c.Explain(path)
			if err != nil || v.Value != want || !v.sumsTo() {
				t.Errorf("%s: %s = %v (%v), want %d", tc.name, path, v, err, want)
			}
		}
	}
}

// TestMagicRefusals checks attunement and bases.
func TestMagicRefusals(t *testing.T) {
	tests := []struct {
		name  string
		items []MagicItem
		want  string
	}{
		{"four attuned", []MagicItem{{Item: "ring-of-protection", Attuned: true}, {Item: "cloak-of-protection", Attuned: true},
			{Item: "gauntlets-of-ogre-power", Attuned: true}, {Item: "amulet-of-health", Attuned: true}},
			"attuned to 4 magic items, 3 allowed (SRD 5.2.1, Magic Items, Attunement)"},
		{"wrong base", []MagicItem{{Item: "weapon-1", Base: "chain-mail"}}, "weapon-1 is made from a weapon"},
		{"sword only", []MagicItem{{Item: "vorpal-sword", Base: "dagger", Attuned: true}}, "vorpal-sword is made from glaive-greatsword-longsword-or-scimitar, not dagger"},
		{"spellcaster", []MagicItem{{Item: "wand-of-the-war-mage-1", Attuned: true}}, "only Spellcaster may attune"},
		{"no attunement", []MagicItem{{Item: "weapon-1", Base: "longsword", Attuned: true}}, "weapon-1 needs no attunement"},
		{"variants", []MagicItem{{Item: "weapon"}}, "stands for several items"},
		{"unknown", []MagicItem{{Item: "ring-of-nothing"}}, "unknown magic item"},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, "srd-5.2.1", "fighter", 1)
		spec.MagicItems = tc.items
		_, err := Build(spec, cat)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// TestHeadband: a 2014 wizard 5 with INT 16 (+3) prepares 3 + 5 = 8; with
// a Headband of Intellect (INT 19, +4) 9, and its spell DC is 8 + 3 + 4.
func TestHeadband(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "wizard", 5)
	spec.MagicItems = []MagicItem{{Item: "headband-of-intellect", Attuned: true}}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]int{"spells.wizard.prepared": 9, "spells.wizard.dc": 15, "abilities.int": 19} {
		if v, err := c.Explain(path); err != nil || v.Value != want {
			t.Errorf("%s = %v (%v), want %d", path, v, err, want)
		}
	}
}

// TestFeatSources: a 2024 soldier's origin feat comes from its background,
// a fighting style feat from the Fighting Style feature, an improvement's
// feat from its class level.
func TestFeatSources(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "fighter", 4)
	spec.Background = "soldier"
	spec.Feats = []string{"defense"}
	spec.Improvements = []Improvement{{Class: "fighter", Level: 4, Feat: "grappler", Increases: map[string]int{"str": 1}}}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	want := []FeatSource{
		{ID: "savage-attacker", From: "background Soldier (origin feat)", Rule: "SRD 5.2.1, Character Origins, Soldier"},
		{ID: "defense", From: "Fighting Style (fighter 1)", Rule: "SRD 5.2.1, Classes, Fighter, Fighting Style"},
		{ID: "grappler", From: "Ability Score Improvement (fighter 4)"},
	}
	got := c.Sheet.FeatSources
	if len(got) != len(want) {
		t.Fatalf("feat sources %+v, want %d", got, len(want))
	}
	for i, w := range want {
		if got[i].ID != w.ID || got[i].From != w.From || w.Rule != "" && got[i].Rule != w.Rule {
			t.Errorf("feat %d: %+v, want %+v", i, got[i], w)
		}
	}
}
