package character

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestTakeState: a level 3 wizard (HP 6 + 2 × 4 + 3 × CON 2 = 20; slots 4
// and 2) spends two level 1 slots and one level 2, takes 13 damage and is
// knocked prone; its state after the fight says so.
func TestTakeState(t *testing.T) {
	c := buildJSON(t, `{"ruleset": "srd-5.2.1", "name": "mira", "species": "human", "background": "sage",
	  "classes": [{"class": "wizard", "level": 3, "subclass": "evoker"}],
	  "abilities": {"method": "standard-array", "scores": {"int": 15, "con": 14, "dex": 13, "wis": 12, "cha": 10, "str": 8}}}`)
	cr := c.Creature()
	rs := c.Ruleset
	for _, l := range []int{1, 1, 2} {
		if _, err := rs.SpendSlot(cr, l); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := rs.Damage(cr, rules.Damage{Amount: 13}); err != nil {
		t.Fatal(err)
	}
	if err := rs.AddCondition(cr, "prone", 0); err != nil {
		t.Fatal(err)
	}
	if err := c.TakeState(cr); err != nil {
		t.Fatal(err)
	}
	st := c.State
	if st.HP != 7 || !slices.Equal(st.Slots, []int{2, 1}) || !slices.Equal(st.Conditions, []string{"prone"}) {
		t.Errorf("got hp %d, slots %v, conditions %v; want 7, [2 1], [prone]", st.HP, st.Slots, st.Conditions)
	}
}

func buildJSON(t *testing.T, spec string) *Character {
	t.Helper()
	s, err := DecodeSpec([]byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.Open(s.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Build(s, cat)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
