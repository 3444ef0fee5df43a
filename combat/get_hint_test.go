package combat

import (
	"strings"
	"testing"
)

// TestGetHints holds Get, must, place, hinted and ordered against a walk of
// the list whatever the hints (curAt, tgtAt, orderAt) say: right, wrong,
// out of range, left from a longer list, or for a creature that moved.
// A hint is only ever a first try.
func TestGetHints(t *testing.T) {
	ids := []string{"pc-1", "pc-2", "goblin-1", "goblin-2", "ogre"}
	walk := func(s *State, id string) *Combatant {
		for _, c := range s.Creatures {
			if c.ID == id {
				return c
			}
		}
		return nil
	}
	for _, tc := range []struct {
		name         string
		list         []string // the state's list now (the index is of ids)
		curAt, tgtAt int32
		orderAt      []uint8
	}{
		{"none", ids, 0, 0, nil},
		{"right", ids, 2, 4, []uint8{1, 2, 3, 4, 5}},
		{"wrong", ids, 4, 1, []uint8{5, 4, 3, 2, 1}},
		{"out of range", ids, 9, -1, []uint8{200, 0, 7, 6, 255}},
		{"moved", []string{"ogre", "pc-1", "goblin-2", "pc-2"}, 4, 3, []uint8{1, 2, 3, 4, 5}},
		{"shorter", []string{"pc-1", "pc-2"}, 3, 4, []uint8{4, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Creatures: listOf(tc.list), index: newIDIndex(ids), curAt: tc.curAt, tgtAt: tc.tgtAt}
			copy(s.orderAt[:], tc.orderAt)
			s.Order = tc.list
			asked := append(append([]string{}, ids...), "troll", "")
			for _, c := range s.Creatures {
				asked = append(asked, c.ID, strings.Clone(c.ID)) // the very string and a copy
			}
			for _, id := range asked {
				want := walk(s, id)
				if got := s.Get(id); got != want {
					t.Errorf("Get(%q) = %v, want %v", id, got, want)
				}
				if got, err := s.must(id); got != want || (err == nil) != (want != nil) {
					t.Errorf("must(%q) = %v, %v, want %v", id, got, err, want)
				}
				if at := s.place(id); (at < 0) != (want == nil) || at >= 0 && s.Creatures[at] != want {
					t.Errorf("place(%q) = %d, want %v", id, at, want)
				}
				for _, at := range []int32{s.curAt, s.tgtAt} {
					if got := s.hinted(at, id); got != nil && got != want {
						t.Errorf("hinted(%d, %q) = %v, want %v or nil", at, id, got, want)
					}
				}
			}
			for i, id := range s.Order {
				if got := s.ordered(i); got != nil && got != walk(s, id) {
					t.Errorf("ordered(%d) = %v, want %v or nil", i, got, walk(s, id))
				}
			}
		})
	}
}
