package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestGoodberryBerries eats the ten berries of a Goodberry before a
// fight (no turn to spend): each restores 1 hit point, and an eleventh is
// refused; the log replays.
func TestGoodberryBerries(t *testing.T) {
	for _, name := range []string{"srd-5.2.1", "srd-5.1"} {
		s := fireballField(t, name, 1)
		mira := s.Get("mira")
		mira.Slots.Max[1], mira.Slots.Left[1] = 1, 1
		mira.MaxHP, mira.HP = 30, 10
		setup := s.Clone()
		var log []Event
		events, err := Do(s, Command{Kind: CastCmd, By: "mira", Spell: "goodberry", Targets: []string{"mira"}}, dice.NewSeeded(1))
		if err != nil {
			t.Fatalf("%s: cast: %v", name, err)
		}
		log = append(log, events...)
		for i := range 10 {
			events, err := Do(s, Command{Kind: MomentCmd, By: "mira", Option: "eat"}, dice.NewSeeded(1))
			if err != nil {
				t.Fatalf("%s: berry %d: %v", name, i+1, err)
			}
			log = append(log, events...)
		}
		if got, want := s.Get("mira").HP, 20; got != want {
			t.Errorf("%s: hp after ten berries = %d, want %d", name, got, want)
		}
		if _, err := Do(s, Command{Kind: MomentCmd, By: "mira", Option: "eat"}, dice.NewSeeded(1)); !errors.Is(err, ErrNoMoment) {
			t.Errorf("%s: an eleventh berry: got %v, want %v", name, err, ErrNoMoment)
		}
		if again, err := Replay(setup, log); err != nil || !Equal(again, s) {
			t.Errorf("%s: the log does not replay (%v)", name, err)
		}
	}
}

// TestMomentRefused: a moment the engine doesn't know and one no node
// waits for are refused with their errors.
func TestMomentRefused(t *testing.T) {
	for _, tc := range []struct {
		option string
		want   error
	}{{"sneeze", ErrBadCommand}, {"defies-command", ErrNoMoment}, {"eat", ErrNoMoment}} {
		s := fireballField(t, "srd-5.2.1", 1)
		if _, err := Do(s, Command{Kind: MomentCmd, By: "mira", Option: tc.option}, dice.NewSeeded(1)); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.option, err, tc.want)
		}
	}
}
