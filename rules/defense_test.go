package rules

import "testing"

// TestDefenseValue checks that DefenseValue is Defense's number in every
// ruleset, with and without the Defense from Dexterity.
func TestDefenseValue(t *testing.T) {
	for _, name := range Names() {
		rs, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, dex := range []int{-2, 0, 3, 8, 14, 20} {
			c := rs.NewCreature("a")
			c.AC, c.Scores[DEX] = 15, dex
			want, _ := rs.Defense(c)
			if got := rs.DefenseValue(c); got != want {
				t.Errorf("%s, DEX %d: DefenseValue = %d, want %d", name, dex, got, want)
			}
		}
	}
}
