package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestDamageInto checks that DamageInto gives Damage's result, its terms
// in the room given when it has enough, and a room of its own when not.
func TestDamageInto(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		d    Damage
		room int
		own  bool // the terms are in the room given
	}{
		{"plain", Damage{Amount: 7, Type: "slashing"}, 3, true},
		{"resisted", Damage{Amount: 9, Type: "fire"}, 3, true},
		{"adjusted", Damage{Amount: 5, Type: "cold", Adjust: []Term{{Value: -2, Source: "penalty"}}}, 4, true},
		{"no room", Damage{Amount: 5, Type: "cold", Adjust: []Term{{Value: -2, Source: "penalty"}}}, 3, false},
		{"nil room", Damage{Amount: 4, Type: "acid"}, 0, false},
	} {
		mk := func() *Creature {
			c := NewCreature("t")
			c.HP, c.MaxHP = 20, 20
			c.Resist["fire"] = true
			return c
		}
		want, err := rs.Damage(mk(), tc.d)
		if err != nil {
			t.Fatal(err)
		}
		var room []Term
		if tc.room > 0 {
			room = make([]Term, 1, tc.room) // what was in it goes
		}
		c := mk()
		got, err := rs.DamageInto(c, tc.d, room)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, want)
		}
		if in := tc.room > 0 && &got.Explain[:1][0] == &room[:1][0]; in != tc.own {
			t.Errorf("%s: terms in the room given: %v, want %v", tc.name, in, tc.own)
		}
	}
}

// TestDeathSaveInto checks that DeathSaveInto gives DeathSave's result and
// changes the creature alike, and uses its room again once warm.
func TestDeathSaveInto(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	dying := func() *Creature {
		c := NewCreature("d")
		c.HP = 0
		if err := rs.ApplyCondition(c, ConditionInstance{Name: "unconscious", Source: SourceZeroHP}); err != nil {
			t.Fatal(err)
		}
		return c
	}
	var into TestResult
	for _, face := range []int{20, 1, 12, 5} {
		a, b := dying(), dying()
		want, werr := rs.DeathSave(a, dice.NewScripted(face))
		gerr := rs.DeathSaveInto(b, dice.NewScripted(face), &into)
		got := into
		got.srcs = nil
		if werr != gerr || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(a, b) {
			t.Errorf("face %d: got %+v (%v), want %+v (%v)", face, got, gerr, want, werr)
		}
	}
	standing := NewCreature("s")
	if err := rs.DeathSaveInto(standing, dice.NewScripted(10), &into); err != ErrNotDying {
		t.Errorf("a standing creature: %v, want %v", err, ErrNotDying)
	}
	r := dice.NewScripted(make100(12)...)
	allocs := testing.AllocsPerRun(10, func() {
		c := dying()
		_ = rs.DeathSaveInto(c, r, &into)
	})
	base := testing.AllocsPerRun(10, func() { _ = dying() })
	if allocs > base {
		t.Errorf("%v allocations a warm DeathSaveInto", allocs-base)
	}
}

// make100 is a hundred faces of f.
func make100(f int) []int {
	out := make([]int, 100)
	for i := range out {
		out[i] = f
	}
	return out
}
