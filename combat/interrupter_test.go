package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestInterrupterFlag: anyInterrupter's kept "none" (noInterrupter) goes
// with the creatures it was found for: a summoned creature with
// legendary actions, one dropped, or a creature a caller adds to the
// list is seen at once, and the flag always says what a scan says.
func TestInterrupterFlag(t *testing.T) {
	scan := func(s *State) bool {
		for _, c := range s.Creatures {
			if b := c.Statblock; b != nil && !c.Dead && len(b.Block.Lair)+len(b.Block.Legendary) > 0 {
				return true
			}
		}
		return false
	}
	check := func(s *State, when string, want bool) {
		t.Helper()
		for range 2 { // the second asks the kept flag
			if got := s.anyInterrupter(); got != want || got != scan(s) {
				t.Errorf("%s: anyInterrupter = %v, want %v (scan %v)", when, got, want, scan(s))
			}
		}
	}
	s := fight5(t)
	if _, err := Do(s, Command{Kind: Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	check(s, "the party against the owlbear's band", false)
	if s.noInterrupter == 0 {
		t.Fatal("no flag kept: the test checks nothing")
	}
	copies := s.Clone()
	e := Event{Kind: Summoned, Who: "wizard", Target: "dragon", Option: "adult-red-dragon", Action: "test", Path: []Point{{0, 0}}}
	if err := applySummoned(s, e); err != nil {
		t.Fatal(err)
	}
	check(s, "a dragon summoned", true)
	s.dropCreature("dragon")
	check(s, "the dragon gone", false)
	b, err := NewMonster(s.rs, lairBeast(), "beast", nil)
	if err != nil {
		t.Fatal(err)
	}
	copies.Creatures = append(copies.Creatures, b)
	check(copies, "a lair beast added by the caller", true)
	b.Dead = true
	check(copies, "the lair beast dead", false)
}
