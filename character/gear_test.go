package character

import (
	"slices"
	"strings"
	"testing"
)

// TestLoad weighs starting equipment by hand (SRD equipment tables). A
// human fighter 1 has STR 16: capacity 15 × 16 = 240 lb.
//
//	2014: chain mail 55 + longsword 3 + shield 6 + two handaxes 4 + an
//	explorer's pack (backpack 5, bedroll 7, mess kit 1, tinderbox 1, ten
//	torches 10, ten rations 20, waterskin 5, rope 10 = 59) = 127 lb. The
//	variant encumbers over 5 × 16 = 80: speed 30 − 10 = 20.
//	2024: the 155 gp option buys chain mail 75, a longsword 15, a shield
//	10 and an explorer's pack 10 (110 gp): 45 gp left. 55 + 3 + 6 + 55
//	(the pack's own weight) = 119 lb and 45 coins (0.9 lb): 119.9.
func TestLoad(t *testing.T) {
	tests := []struct {
		name, rs string
		start    *Starting
		variant  bool
		load     int
		exact    float64
		speed    int
		enc      string
		gold     int
	}{
		{"2014", "srd-5.1", &Starting{Class: []int{0, 0, 1, 1}, Picks: []string{"longsword"}}, false, 127, 127, 30, "", 0},
		{"2014 variant", "srd-5.1", &Starting{Class: []int{0, 0, 1, 1}, Picks: []string{"longsword"}}, true, 127, 127, 20, "encumbered", 0},
		{"2024 bought", "srd-5.2.1", &Starting{Class: []int{2}, Buy: []string{"chain-mail", "longsword", "shield", "explorers-pack"}}, false, 119, 119.9, 30, "", 45},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, "fighter", 1)
		spec.StartingEquipment = tc.start
		spec.VariantEncumbrance = tc.variant
		spec.Equipment = Equipment{Armor: "chain-mail", Shield: true, Weapons: []string{"longsword"}}
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		l := c.Sheet.Load
		if l == nil || l.Weight.Value != tc.load || l.Exact < tc.exact-0.001 || l.Exact > tc.exact+0.001 || !l.Weight.sumsTo() {
			t.Errorf("%s: load %+v, want %d (%g)", tc.name, l, tc.load, tc.exact)
			continue
		}
		if c.Sheet.Speed.Value != tc.speed || l.Encumbrance != tc.enc || c.Sheet.Gold != tc.gold {
			t.Errorf("%s: speed %d, encumbrance %q, gold %d; want %d, %q, %d", tc.name, c.Sheet.Speed.Value, l.Encumbrance, c.Sheet.Gold, tc.speed, tc.enc, tc.gold)
		}
		if cr := c.Creature(); cr.Speed(c.Ruleset) != tc.speed {
			t.Errorf("%s: the rules creature's speed %d, want %d", tc.name, cr.Speed(c.Ruleset), tc.speed)
		}
	}
}

// TestLoadRefusals: overspending and overloading are refused with the
// amount.
func TestLoadRefusals(t *testing.T) {
	tests := []struct {
		name, rs string
		change   func(*Spec)
		want     string
	}{
		{"overspend", "srd-5.2.1", func(s *Spec) {
			s.StartingEquipment = &Starting{Class: []int{2}, Buy: []string{"plate-armor"}}
		}, "buying 1500 gp of equipment with 155 gp"},
		{"overload", "srd-5.2.1", func(s *Spec) {
			s.Equipment.Items = []string{"plate-armor", "plate-armor", "plate-armor", "plate-armor"}
		}, "carrying 261 lb, 240 allowed"}, // 4 × 65 and the dagger 1
		{"no variant", "srd-5.2.1", func(s *Spec) { s.VariantEncumbrance = true }, "srd-5.2.1 has no variant encumbrance"},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, "fighter", 1)
		tc.change(spec)
		_, err := Build(spec, cat)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// TestItemsOf lists the items a starting equipment category offers
// (SRD 5.1, Equipment: Holy Symbol is an amulet, emblem or reliquary;
// the longsword is a martial weapon, the dagger simple).
func TestItemsOf(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "cleric", 1)
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.ItemsOf("holy-symbols"), []string{"amulet", "emblem", "reliquary"}; !slices.Equal(got, want) {
		t.Errorf("holy-symbols: %v, want %v", got, want)
	}
	m := c.ItemsOf("martial-weapons")
	if !slices.Contains(m, "longsword") || slices.Contains(m, "dagger") {
		t.Errorf("martial-weapons: %v", m)
	}
}
