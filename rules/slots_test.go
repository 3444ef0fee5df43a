package rules

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func TestSlots(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	c := NewCreature("mira")
	if err := c.SetSlots(map[int]int{1: 2, 3: 1}, 2, 1); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		level    int
		wantPact bool
		wantErr  error
	}{
		{3, false, nil}, {3, false, ErrNoSlot}, {2, true, nil}, {2, false, ErrNoSlot},
		{1, false, nil}, {1, false, nil}, {1, false, ErrNoSlot}, {0, false, ErrBadSlots},
	} {
		pact, err := rs.SpendSlot(c, tc.level)
		if pact != tc.wantPact || !errors.Is(err, tc.wantErr) {
			t.Errorf("spend level %d: got %v, %v; want %v, %v", tc.level, pact, err, tc.wantPact, tc.wantErr)
		}
	}
	if _, err := rs.ShortRest(c, 0, dice.NewScripted()); err != nil {
		t.Fatal(err)
	}
	if got := [3]int{c.Slots.Left[1], c.Slots.Left[3], c.Slots.PactLeft}; got != [3]int{0, 0, 1} {
		t.Errorf("after a short rest: got %v, want [0 0 1]", got)
	}
	if _, err := rs.LongRest(c); err != nil {
		t.Fatal(err)
	}
	if got := [3]int{c.Slots.Left[1], c.Slots.Left[3], c.Slots.PactLeft}; got != [3]int{2, 1, 1} {
		t.Errorf("after a long rest: got %v, want [2 1 1]", got)
	}
	if err := c.SetSlots(map[int]int{10: 1}, 0, 0); !errors.Is(err, ErrBadSlots) {
		t.Errorf("level 10 slots: got %v", err)
	}
}
