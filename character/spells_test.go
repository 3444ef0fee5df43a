package character

import (
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// casterSpec is a human of one class at a level with 16 in its casting
// ability (mod +3); see tableSpec.
func casterSpec(t *testing.T, rs, class string, level int) (*Spec, *content.Catalog) {
	t.Helper()
	cat, err := content.Open(rs)
	if err != nil {
		t.Fatal(err)
	}
	return tableSpec(t, cat, class, level), cat
}

var (
	level1Wizard5e  = []string{"alarm", "burning-hands", "charm-person", "color-spray", "comprehend-languages", "detect-magic"}
	level1Wizard24  = []string{"alarm", "burning-hands", "charm-person", "chromatic-orb", "color-spray", "detect-magic"}
	cantripsWizard  = []string{"fire-bolt", "light", "mage-hand", "mending"}
	level2Wizard5e  = []string{"acid-arrow", "blur", "darkness", "darkvision", "detect-thoughts", "flaming-sphere", "gust-of-wind"}
	level3Wizard5e  = []string{"fireball", "fly", "haste", "counterspell"}
	paladinSpells5e = []string{"bless", "command", "cure-wounds", "detect-evil-and-good", "divine-favor", "heroism"}
)

// TestSpellLimits checks the number of spells each caster may know or
// prepare, worked out by hand from the SRD class tables:
//
//	2014 wizard 5, INT 16 (+3): 3 + 5 = 8 prepared; 4 cantrips.
//	2014 paladin 5, CHA 16 (+3): 3 + 5/2 = 5 prepared.
//	2014 sorcerer 3: 4 known (table).
//	2024 wizard 3: 6 prepared (table's Prepared Spells), 3 cantrips.
//	2024 cleric 1: 4 prepared.
func TestSpellLimits(t *testing.T) {
	tests := []struct {
		rs, class string
		level     int
		path      string
		want      int
	}{
		{"srd-5.1", "wizard", 5, "spells.wizard.prepared", 8},
		{"srd-5.1", "paladin", 5, "spells.paladin.prepared", 5},
		{"srd-5.1", "sorcerer", 3, "spells.sorcerer.known", 4},
		{"srd-5.1", "cleric", 1, "spells.cleric.prepared", 4},
		{"srd-5.2.1", "wizard", 3, "spells.wizard.prepared", 6},
		{"srd-5.2.1", "cleric", 1, "spells.cleric.prepared", 4},
		{"srd-5.2.1", "paladin", 5, "spells.paladin.prepared", 6},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, tc.class, tc.level)
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.rs, tc.class, err)
		}
		v, err := c.Explain(tc.path)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.rs, tc.class, err)
		}
		if v.Value != tc.want || !v.sumsTo() {
			t.Errorf("%s %s %d: %s = %d (%v), want %d", tc.rs, tc.class, tc.level, tc.path, v.Value, v.Terms, tc.want)
		}
	}
}

// TestSpellRefusals checks that too many spells, spells outside the book
// and impossible books are refused with the rule.
func TestSpellRefusals(t *testing.T) {
	book5e := &Spellbook{Spells: append(append(append([]string{}, level1Wizard5e...), "feather-fall", "grease"), level2Wizard5e[:4]...)}
	tests := []struct {
		name, rs, class string
		level           int
		change          func(*Spec)
		want            string
	}{
		{"prepared over", "srd-5.1", "wizard", 5, func(s *Spec) {
			s.Spellbook = book5e
			s.Spells = map[string][]string{"wizard": append(append([]string{}, level1Wizard5e...), "feather-fall", "grease", "acid-arrow")}
		}, "wizard: 9 spells prepared, 8 allowed (INT mod + level"},
		{"paladin over", "srd-5.1", "paladin", 5, func(s *Spec) {
			s.Spells = map[string][]string{"paladin": paladinSpells5e}
		}, "paladin: 6 spells prepared, 5 allowed (CHA mod + half level"},
		{"known over", "srd-5.1", "sorcerer", 3, func(s *Spec) {
			s.Spells = map[string][]string{"sorcerer": {"burning-hands", "charm-person", "color-spray", "mage-armor", "magic-missile"}}
		}, "sorcerer: 5 spells known, 4 allowed (sorcerer table, Spells Known at level 3"},
		{"2024 prepared over", "srd-5.2.1", "wizard", 3, func(s *Spec) {
			s.Spells = map[string][]string{"wizard": append(append([]string{}, level1Wizard24...), "sleep")}
		}, "wizard: 7 spells prepared, 6 allowed (wizard table, Prepared Spells at level 3"},
		{"cantrips over", "srd-5.2.1", "wizard", 3, func(s *Spec) {
			s.Spells = map[string][]string{"wizard": cantripsWizard}
		}, "wizard: 4 cantrips known, 3 allowed"},
		{"not in book", "srd-5.1", "wizard", 5, func(s *Spec) {
			s.Spellbook = book5e
			s.Spells = map[string][]string{"wizard": {"fireball"}}
		}, "wizard: fireball is not in the spellbook"},
		{"book too big", "srd-5.1", "wizard", 1, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: append(append([]string{}, level1Wizard5e...), "grease")}
		}, "7 spells gained by level, 6 allowed"},
		// Wizard 5: levels 3, 4 and 5 add two spells each of level 2 or
		// more (6); only level 5 adds level 3 spells (2).
		{"book levels", "srd-5.1", "wizard", 5, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: append(append([]string{}, level1Wizard5e...), level3Wizard5e[:3]...)}
		}, "3 spells of level 3 or higher gained by level, and only 2"},
		{"book level 2 at 2", "srd-5.1", "wizard", 2, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: append(append([]string{}, level1Wizard5e...), "blur")}
		}, "1 spells of level 2 or higher gained by level, and only 0"},
		{"copied too high", "srd-5.1", "wizard", 3, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: level1Wizard5e, Copied: []string{"fireball"}}
		}, "fireball is a level 3 spell; wizard 3 copies spells up to level 2"},
		{"cantrip in book", "srd-5.1", "wizard", 1, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: []string{"fire-bolt"}}
		}, "fire-bolt is a cantrip"},
		{"no wizard", "srd-5.1", "cleric", 1, func(s *Spec) {
			s.Spellbook = &Spellbook{Spells: level1Wizard5e}
		}, "no class of the character keeps one"},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, tc.class, tc.level)
		tc.change(spec)
		_, err := Build(spec, cat)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// TestSpellbook checks a legal book: a 2014 wizard 5 has 6 + 2 × 4 = 14
// free spells; copying fireball (3) and misty-step (2) costs 50 × 5 =
// 250 gp and 2 × 5 = 10 hours.
func TestSpellbook(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "wizard", 5)
	gained := append(append(append([]string{}, level1Wizard5e...), "feather-fall", "grease"), level2Wizard5e[:4]...)
	gained = append(gained, "fireball", "fly")
	spec.Spellbook = &Spellbook{Spells: gained, Copied: []string{"haste", "misty-step"}}
	spec.Spells = map[string][]string{"wizard": {"fire-bolt", "light", "mage-hand", "fireball", "haste", "misty-step", "alarm"}}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	b := c.Sheet.Spellbook
	if b == nil || b.Free != 14 || len(b.Spells) != 14 {
		t.Fatalf("spellbook %+v, want 14 free spells all listed", b)
	}
	for path, want := range map[string]int{"spellbook.copy_cost": 250, "spellbook.copy_hours": 10} {
		v, err := c.Explain(path)
		if err != nil || v.Value != want || !v.sumsTo() {
			t.Errorf("%s = %v (%v), want %d", path, v, err, want)
		}
	}
	for _, p := range c.Sheet.Pending {
		if strings.Contains(p, "spellbook") {
			t.Errorf("pending %q with a full book", p)
		}
	}
	// Without a book, the sheet asks for one.
	spec, cat = casterSpec(t, "srd-5.2.1", "wizard", 1)
	c, err = Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(c.Sheet.Pending, "\n"), "wizard spellbook: list its 6 spells") {
		t.Errorf("pending %v, want the spellbook asked for", c.Sheet.Pending)
	}
}
