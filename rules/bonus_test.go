package rules

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestBonuses checks a Ring of Protection's +1 to every save and a
// one-ability bonus: a creature with 10 in every score (+0) rolls 11.
func TestBonuses(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	ring := Bonus{On: "save", Term: Term{Value: 1, Source: "Ring of Protection"}}
	dex := Bonus{On: "dex_save", Term: Term{Value: 2, Source: "boots"}}
	tests := []struct {
		name  string
		test  Test
		total int
		terms []string
	}{
		{"dex save", Test{Kind: Save, Ability: DEX}, 14, []string{"d20", "dex", "Ring of Protection", "boots"}},
		{"wis save", Test{Kind: Save, Ability: WIS}, 12, []string{"d20", "wis", "Ring of Protection"}},
		{"death save", Test{Kind: DeathSave, Ability: NoAbility}, 12, []string{"d20", "Ring of Protection"}},
		{"dex check", Test{Kind: Check, Ability: DEX}, 11, []string{"d20", "dex"}},
		{"attack", Test{Kind: Attack, Ability: STR}, 11, []string{"d20", "str"}},
	}
	for _, tt := range tests {
		c := NewCreature("ana")
		c.Bonuses = []Bonus{ring, dex}
		res, err := rs.Test(c, tt.test, dice.NewScripted(11))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, x := range res.Explain {
			got = append(got, x.Source)
		}
		if res.Total != tt.total || !slices.Equal(got, tt.terms) {
			t.Errorf("%s: got %d %q, want %d %q", tt.name, res.Total, got, tt.total, tt.terms)
		}
	}
}
