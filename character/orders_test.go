package character

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestOrders checks 2024 Divine Order and Primal Order, by hand (SRD
// 5.2.1, Classes, Cleric, Divine Order; Druid, Primal Order), for a
// human cleric or druid 1 with WIS 16 (+3), INT 10, STR 10, DEX 14:
//
//	Thaumaturge: Religion 0 + 3 = +3 (not proficient); 3 + 1 = 4 cantrips.
//	Protector: chain mail (heavy) worn with training: AC 16; a longsword
//	  (martial) +0 STR + 2 proficiency = +2.
//	Magician: Nature 0 + 3 = +3; 2 + 1 = 3 cantrips.
//	Warden: scale mail (medium) with training: 14 + DEX 2 = AC 16.
func TestOrders(t *testing.T) {
	tests := []struct {
		class, order string
		armor        string
		skill        string
		skillWant    int
		cantrips     int
		ac, attack   int
	}{
		{"cleric", "thaumaturge", "", "religion", 3, 4, 12, 0},
		{"cleric", "protector", "chain-mail", "religion", 0, 3, 16, 2},
		{"druid", "magician", "", "nature", 3, 3, 12, 0},
		{"druid", "warden", "scale-mail", "nature", 0, 2, 16, 2},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, "srd-5.2.1", tc.class, 1)
		spec.Options = map[string][]string{tc.class + map[string]string{"cleric": "-divine-order", "druid": "-primal-order"}[tc.class]: {tc.order}}
		spec.Equipment = Equipment{Armor: tc.armor, Weapons: []string{"longsword"}}
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("%s: %v", tc.order, err)
			continue
		}
		sh := c.Sheet
		got := []int{sh.Skills[tc.skill].Value, sh.Spellcasting[0].Cantrips, sh.AC.Value, sh.Attacks[0].ToHit.Value}
		want := []int{tc.skillWant, tc.cantrips, tc.ac, tc.attack}
		if !slices.Equal(got, want) || !sh.Skills[tc.skill].sumsTo() {
			t.Errorf("%s: %s, cantrips, AC, longsword = %v, want %v", tc.order, tc.skill, got, want)
		}
		if slices.ContainsFunc(sh.Notes, func(n string) bool { return strings.HasPrefix(n, "not proficient") }) {
			t.Errorf("%s: %q", tc.order, sh.Notes)
		}
	}
	spec, cat := casterSpec(t, "srd-5.2.1", "cleric", 1)
	c, _ := Build(spec, cat)
	if !slices.Contains(c.Sheet.Pending, "cleric-divine-order: choose 1 of protector, thaumaturge (options)") {
		t.Errorf("pending %q", c.Sheet.Pending)
	}
	spec.Options = map[string][]string{"cleric-divine-order": {"knight"}}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), `cleric-divine-order has no option "knight" (choose from protector, thaumaturge)`) {
		t.Errorf("bad order: %v", err)
	}
	spec.Options = map[string][]string{"cleric-divine-order": {"thaumaturge"}}
	spec.Spells = map[string][]string{"cleric": {"guidance", "light", "sacred-flame", "spare-the-dying", "thaumaturgy"}}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "5 cantrips known, 4 allowed") {
		t.Errorf("thaumaturge cantrips: %v", err)
	}
}
