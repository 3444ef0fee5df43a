package character

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// grantSpec is a character of a species and class at a level with manual
// scores (str 14, dex 14, con 14, int 14, wis 10, cha 14 before species).
func grantSpec(t *testing.T, rs, species, sub, class string, level int, grants ...Grant) (*Spec, *content.Catalog) {
	t.Helper()
	cat, err := content.Open(rs)
	if err != nil {
		t.Fatal(err)
	}
	cl := ClassLevels{Class: class, Level: level, Subclass: subFor(cat, class, level)}
	return &Spec{Ruleset: rs, Name: "Test", Species: species, Subspecies: sub, Classes: []ClassLevels{cl},
		Abilities: Abilities{Method: Manual, Scores: map[string]int{"str": 14, "dex": 14, "con": 14, "int": 14, "wis": 10, "cha": 14}},
		Granted:   grants}, cat
}

// TestGrantedSpells checks the spells species and feats give, worked out
// by hand:
//
//	2024 infernal tiefling 5, INT 14 (+2) chosen: DC 8 + 2 + 3 (PB at
//	  level 5) = 13, attack +5; Thaumaturgy (Otherworldly Presence), Fire
//	  Bolt at 1, Hellish Rebuke at 3 and Darkness at 5 once a long rest
//	  each (SRD 5.2.1, Character Origins, Tiefling).
//	2024 drow 1: Dancing Lights only (the others come at 3 and 5).
//	2024 forest gnome 5: Speak with Animals free casts = PB 3 (SRD 5.2.1,
//	  Character Origins, Gnome).
//	2014 tiefling 3, CHA 14 + 2 = 16 (+3): DC 8 + 2 + 3 = 13, attack +5;
//	  Thaumaturgy, Hellish Rebuke as a level 2 spell once a long rest, no
//	  Darkness before 5, no slots (SRD 5.1, Races, Tiefling).
//	2014 high elf wizard 1, INT 14 + 1 = 15 (+2): DC 8 + 2 + 2 = 12; the
//	  chosen wizard cantrip (SRD 5.1, Races, Elf).
//	2024 human fighter 1 with Magic Initiate (wizard), WIS 10 (+0): DC 8 +
//	  0 + 2 = 10, attack +2; two cantrips and Shield once a long rest
//	  (SRD 5.2.1, Feats, Magic Initiate).
func TestGrantedSpells(t *testing.T) {
	type spell struct {
		id           string
		free, castAt int
		slots        bool
	}
	tests := []struct {
		name                    string
		rs, species, sub, class string
		level                   int
		feats                   []string
		grants                  []Grant
		dc, attack              int
		want                    []spell
	}{
		{"infernal tiefling 5", "srd-5.2.1", "tiefling", "fiendish-legacy-infernal", "fighter", 5, nil,
			[]Grant{{From: "species", Ability: "int"}}, 13, 5,
			[]spell{{"thaumaturgy", 0, 0, false}, {"fire-bolt", 0, 0, false}, {"hellish-rebuke", 1, 0, true}, {"darkness", 1, 0, true}}},
		{"drow 1", "srd-5.2.1", "elf", "elven-lineage-drow", "rogue", 1, nil,
			[]Grant{{From: "species", Ability: "cha"}}, 12, 4, []spell{{"dancing-lights", 0, 0, false}}},
		{"high elf 3 swaps prestidigitation", "srd-5.2.1", "elf", "elven-lineage-high-elf", "rogue", 3, nil,
			[]Grant{{From: "species", Ability: "int", Spells: []string{"fire-bolt"}}}, 12, 4,
			[]spell{{"fire-bolt", 0, 0, false}, {"detect-magic", 1, 0, true}}},
		{"forest gnome 5", "srd-5.2.1", "gnome", "gnomish-lineage-forest-gnome", "rogue", 5, nil,
			[]Grant{{From: "species", Ability: "wis"}}, 11, 3,
			[]spell{{"minor-illusion", 0, 0, false}, {"speak-with-animals", 3, 0, true}}},
		{"2014 tiefling 3", "srd-5.1", "tiefling", "", "fighter", 3, nil, nil, 13, 5,
			[]spell{{"thaumaturgy", 0, 0, false}, {"hellish-rebuke", 1, 2, false}}},
		{"2014 high elf", "srd-5.1", "elf", "high-elf", "wizard", 1, nil,
			[]Grant{{From: "species", Spells: []string{"ray-of-frost"}}}, 12, 4, []spell{{"ray-of-frost", 0, 0, false}}},
		{"magic initiate", "srd-5.2.1", "human", "", "fighter", 1, []string{"magic-initiate"},
			[]Grant{{From: "magic-initiate", List: "wizard", Ability: "wis", Spells: []string{"fire-bolt", "light", "shield"}}}, 10, 2,
			[]spell{{"fire-bolt", 0, 0, false}, {"light", 0, 0, false}, {"shield", 1, 0, true}}},
	}
	for _, tc := range tests {
		spec, cat := grantSpec(t, tc.rs, tc.species, tc.sub, tc.class, tc.level, tc.grants...)
		spec.Feats = tc.feats
		if tc.species == "human" && tc.rs == "srd-5.2.1" {
			spec.Size = "medium"
		}
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if len(c.Sheet.Granted) != 1 {
			t.Errorf("%s: %d granted sources, want 1", tc.name, len(c.Sheet.Granted))
			continue
		}
		g := c.Sheet.Granted[0]
		var got []spell
		for _, s := range g.Spells {
			got = append(got, spell{s.ID, s.Free, s.CastAt, s.Slots})
		}
		if g.DC.Value != tc.dc || g.Attack.Value != tc.attack || !slices.Equal(got, tc.want) {
			t.Errorf("%s: DC %d attack %+d spells %v; want %d %+d %v", tc.name, g.DC.Value, g.Attack.Value, got, tc.dc, tc.attack, tc.want)
		}
		ids, listed := c.Castable()
		for _, s := range tc.want {
			if !listed || !slices.Contains(ids, s.id) {
				t.Errorf("%s: %s not castable (%v)", tc.name, s.id, ids)
			}
			if s.free > 0 && c.State.Resources["free-"+s.id] != s.free {
				t.Errorf("%s: free casts of %s %d, want %d", tc.name, s.id, c.State.Resources["free-"+s.id], s.free)
			}
		}
		for _, p := range []string{".dc", ".attack"} {
			if _, err := c.Explain("spells." + g.Key + p); err != nil {
				t.Errorf("%s: spells.%s%s: %v", tc.name, g.Key, p, err)
			}
		}
		for _, p := range c.Paths() { // every number sums to its terms
			if v, _ := c.Explain(p); !v.sumsTo() {
				t.Errorf("%s: %s = %d does not sum to its terms %v", tc.name, p, v.Value, v.Terms)
			}
		}
	}
}

// TestGrantedRest spends a free cast and gets it back on a long rest.
func TestGrantedRest(t *testing.T) {
	spec, cat := grantSpec(t, "srd-5.1", "tiefling", "", "fighter", 5)
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	c.State.Resources["free-hellish-rebuke"], c.State.Resources["free-darkness"] = 0, 0
	if _, err := c.ShortRest(0, nil); err != nil {
		t.Fatal(err)
	}
	if got := c.State.Resources["free-darkness"]; got != 0 {
		t.Errorf("short rest gave back %d casts of darkness, want 0", got)
	}
	if _, err := c.LongRest(); err != nil {
		t.Fatal(err)
	}
	if a, b := c.State.Resources["free-hellish-rebuke"], c.State.Resources["free-darkness"]; a != 1 || b != 1 {
		t.Errorf("long rest: hellish rebuke %d, darkness %d; want 1 and 1", a, b)
	}
}

// TestGrantedRefusals checks the illegal choices are refused with the rule.
func TestGrantedRefusals(t *testing.T) {
	mi := func(list, ability string, spells ...string) Grant {
		return Grant{From: "magic-initiate", List: list, Ability: ability, Spells: spells}
	}
	tests := []struct {
		name, rs, species, sub, bg string
		feats                      []string
		grants                     []Grant
		want                       string
	}{
		{"list", "srd-5.2.1", "human", "", "", []string{"magic-initiate"}, []Grant{mi("bard", "cha")}, "choose cleric, druid or wizard"},
		{"ability", "srd-5.2.1", "human", "", "", []string{"magic-initiate"}, []Grant{mi("wizard", "str")}, `spellcasting ability "str"; choose int, wis, cha`},
		{"level 2", "srd-5.2.1", "human", "", "", []string{"magic-initiate"}, []Grant{mi("wizard", "int", "misty-step")}, "misty-step is a level 2 spell, the choice is of level 1"},
		{"off list", "srd-5.2.1", "human", "", "", []string{"magic-initiate"}, []Grant{mi("wizard", "int", "cure-wounds")}, "cure-wounds is not on the wizard spell list"},
		{"three cantrips", "srd-5.2.1", "human", "", "", []string{"magic-initiate"}, []Grant{mi("wizard", "int", "fire-bolt", "light", "mage-hand")}, "3 cantrips and 0 level 1 spells, 2 and 1 allowed"},
		{"no feat", "srd-5.2.1", "human", "", "", nil, []Grant{mi("wizard", "int")}, "magic-initiate 1 times, the feat taken 0"},
		{"sage list", "srd-5.2.1", "human", "", "sage", nil, []Grant{mi("cleric", "wis")}, "the sage background draws from the wizard list"},
		{"no species spells", "srd-5.2.1", "human", "", "", nil, []Grant{{From: "species", Ability: "int"}}, "a human gives no spells"},
		{"high elf two", "srd-5.1", "elf", "high-elf", "", nil, []Grant{{From: "species", Spells: []string{"fire-bolt", "light"}}}, "2 cantrips chosen, 1 allowed"},
		{"high elf cleric cantrip", "srd-5.1", "elf", "high-elf", "", nil, []Grant{{From: "species", Spells: []string{"sacred-flame"}}}, "sacred-flame is not on the wizard spell list"},
		{"2014 tiefling ability", "srd-5.1", "tiefling", "", "", nil, []Grant{{From: "species", Ability: "int"}}, "choose cha"},
	}
	for _, tc := range tests {
		spec, cat := grantSpec(t, tc.rs, tc.species, tc.sub, "fighter", 1, tc.grants...)
		spec.Feats, spec.Background = tc.feats, tc.bg
		_, err := Build(spec, cat)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
	}
}

// TestGrantedPending lists the choices left open.
func TestGrantedPending(t *testing.T) {
	spec, cat := grantSpec(t, "srd-5.2.1", "elf", "elven-lineage-drow", "fighter", 1)
	spec.Background = "sage"
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Elven Lineage: Drow spells: choose the spellcasting ability (int, wis, cha)",
		"magic initiate: the wizard list, an ability (int, wis, cha), two cantrips and a level 1 spell"}
	for _, w := range want {
		if !slices.Contains(c.Sheet.Pending, w) {
			t.Errorf("pending %q missing from %q", w, c.Sheet.Pending)
		}
	}
}

// TestGrantedPendingFixedAbility: a 2014 high elf's cantrip is cast with
// INT, no choice (SRD 5.1, Races, High Elf), so only the cantrip is
// pending.
func TestGrantedPendingFixedAbility(t *testing.T) {
	spec, cat := grantSpec(t, "srd-5.1", "elf", "high-elf", "fighter", 1)
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if want := "High Elf spells: choose a wizard cantrip"; !slices.Contains(c.Sheet.Pending, want) {
		t.Errorf("pending %q, want %q", c.Sheet.Pending, want)
	}
	for _, p := range c.Sheet.Pending {
		if strings.Contains(p, "spellcasting ability") {
			t.Errorf("pending %q: the ability is fixed", p)
		}
	}
}
