package combat

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestEnemiesBySide holds enemiesOf and nearestEnemy, which tell a side by
// where its bytes lie, to their slow forms (the sides compared as
// strings) on sides given as one string, as equal strings apart in
// memory, of equal lengths, or none, with creatures dead or down.
func TestEnemiesBySide(t *testing.T) {
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		sides []string
	}{
		{"shared", []string{"party", "party", "foes", "foes"}},
		{"apart", []string{"party", strings.Clone("party"), "foes", strings.Clone("foes")}},
		{"same length", []string{"aaaa", "bbbb", "aaaa", "bbbb"}},
		{"none", []string{"party", "", "foes", ""}},
		{"one down", []string{"party", "party", "foes", "foes"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := party5()
			for i, c := range cs {
				c.Side = tc.sides[i]
				c.Position = [2]int{2 + 3*i, 2 + 5*(i%2)}
			}
			if tc.name == "one down" {
				cs[2].HP = 0
			}
			s, err := NewState(rs, Grid{Width: 20, Height: 18}, cs)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range s.Creatures {
				var buf [16]*Combatant
				got, gotR := s.enemiesOf(c.side(), &buf)
				want, wantR := s.enemiesSlow(c.side())
				if len(got) != len(want) || gotR != wantR {
					t.Fatalf("%s: enemiesOf %d %v, want %d %v", c.ID, len(got), gotR, len(want), wantR)
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("%s: enemy %d is %s, want %s", c.ID, i, got[i].ID, want[i].ID)
					}
				}
				if got, want := s.nearestEnemy(c), s.nearestSlow(c, c.side()); got != want {
					t.Fatalf("%s: nearest enemy %v, want %v", c.ID, got, want)
				}
			}
		})
	}
}

// TestNextIsSortOrder holds next, taking the best choice left each time
// (with those left in any order), to the order of a stable sort by worth,
// ties and zeros included.
func TestNextIsSortOrder(t *testing.T) {
	r := dice.NewSeeded(7)
	for n := range 200 {
		cs := make([]choice, 1+n%16)
		for i := range cs {
			v, _ := r.Roll(0, 3) // many ties
			cs[i].v = float64(v)
		}
		var order []int
		left := make([]uint8, 0, len(cs))
		for i := range cs {
			order = append(order, i)
			left = append(left, uint8(i))
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(cs[b].v, cs[a].v) })
		for _, want := range order {
			k := next(cs, left)
			if got := int(left[k]); got != want {
				t.Fatalf("list %d: next %d, want %d (%v)", n, got, want, cs)
			}
			left[k] = left[len(left)-1] // as pickAt drops it
			left = left[:len(left)-1]
		}
	}
}
