package character

import "testing"

// TestUnarmedStrike works the unarmed strike out by hand (SRD 5.1,
// Combat, Melee Attacks; SRD 5.2.1, Rules Glossary, Unarmed Strike; the
// monk tables' Martial Arts column) for tableSpec characters (primary 16,
// DEX 14):
//
//	fighter 1, STR 16 (+3): +3 + 2 = +5, 1 + 3.
//	2014 monk 1, DEX 16: +5, 1d4+3; 2014 monk 5: +3 + 3 = +6, 1d6+3.
//	2024 monk 1: +5, 1d6+3; 2024 monk 11: +3 + 4 = +7, 1d10+3.
func TestUnarmedStrike(t *testing.T) {
	tests := []struct {
		rs, class string
		level     int
		toHit     int
		dice      string
	}{
		{"srd-5.1", "fighter", 1, 5, "1+3"},
		{"srd-5.2.1", "fighter", 1, 5, "1+3"},
		{"srd-5.1", "monk", 1, 5, "1d4+3"},
		{"srd-5.1", "monk", 5, 6, "1d6+3"},
		{"srd-5.2.1", "monk", 1, 5, "1d6+3"},
		{"srd-5.2.1", "monk", 11, 7, "1d10+3"},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, tc.class, tc.level)
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		u := c.Sheet.Unarmed
		if u.ToHit.Value != tc.toHit || u.Dice != tc.dice || !u.ToHit.sumsTo() {
			t.Errorf("%s %s %d: %+d %s, want %+d %s", tc.rs, tc.class, tc.level, u.ToHit.Value, u.Dice, tc.toHit, tc.dice)
		}
	}
}
