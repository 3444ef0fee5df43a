package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// TestEverySpellCasts casts every spell of both SRDs at its own level, at
// a creature next to the caster and at that creature's square: no panic,
// no error but the rules' (casting time), and the log replays to the same
// state.
func TestEverySpellCasts(t *testing.T) {
	for _, name := range []string{"srd-5.2.1", "srd-5.1"} {
		cat, err := content.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, sp := range cat.Spells() {
			s := fireballField(t, name, 3)
			mira := s.Get("mira")
			for l := 1; l <= 9; l++ {
				mira.Slots.Max[l], mira.Slots.Left[l] = 1, 1
			}
			mira.Position = [2]int{5, 6} // next to gaa at 6,6
			setup := s.Clone()
			cmd := Command{Kind: CastCmd, By: "mira", Spell: sp.ID, Targets: []string{"gaa"}, To: &Point{6, 6}}
			if sp.Range.Kind == "self" && selfReach(sp.Effects) == 0 {
				cmd.Targets = nil
			}
			events, err := Do(s, cmd, dice.NewSeeded(uint64(len(sp.ID))))
			if err != nil {
				t.Errorf("%s %s: %v", name, sp.ID, err)
				continue
			}
			again, err := Replay(setup, events)
			if err != nil || !Equal(again, s) {
				t.Errorf("%s %s: the log does not replay (%v)", name, sp.ID, err)
			}
		}
	}
}

// FuzzCast decides casts of any spell at any level, target and square:
// refused or cast, never a panic, and a cast replays.
func FuzzCast(f *testing.F) {
	f.Add("fireball", 3, 10, 8, "gaa", uint64(1))
	f.Add("burning-hands", 1, 6, 6, "gba", uint64(2))
	f.Add("hold-person", 2, 0, 0, "mira", uint64(3))
	f.Fuzz(func(t *testing.T, spell string, level, x, y int, target string, seed uint64) {
		s := fireballField(t, "srd-5.2.1", 3)
		setup := s.Clone()
		cmd := Command{Kind: CastCmd, By: "mira", Spell: spell, Level: level, To: &Point{x, y}, Targets: []string{target}}
		events, err := Do(s, cmd, dice.NewSeeded(seed))
		if err != nil {
			return
		}
		if again, err := Replay(setup, events); err != nil || !Equal(again, s) {
			t.Errorf("%+v: the log does not replay (%v)", cmd, err)
		}
	})
}
