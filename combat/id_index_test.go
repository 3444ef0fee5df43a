package combat

import (
	"fmt"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// listOf is combatants called ids, in order.
func listOf(ids []string) []*Combatant {
	cs := make([]*Combatant, len(ids))
	for i, id := range ids {
		cs[i] = &Combatant{Creature: rules.NewCreature(id)}
	}
	return cs
}

func TestIDIndex(t *testing.T) {
	var ids []string
	for i := range 40 {
		ids = append(ids, fmt.Sprintf("g%d", i))
	}
	// Ids that share a key (length, first and last two bytes) share a
	// probe sequence; find must still tell them apart.
	ids = append(ids, "", "x", "goblin-a-1", "goblin-b-1", "goblin-c-1", "ogre")
	x := newIDIndex(ids)
	list := listOf(ids)
	for i, id := range ids {
		if got := x.find(list, id); got != i {
			t.Errorf("find(%q) = %d, want %d", id, got, i)
		}
	}
	// Past the table's 254 places the caller walks.
	var many []string
	for i := range 300 {
		many = append(many, fmt.Sprintf("c%d", i))
	}
	big, bigList := newIDIndex(many), listOf(many)
	for i, id := range many {
		got, want := big.find(bigList, id), i
		if i >= 254 {
			want = -1
		}
		if got != want {
			t.Errorf("find(%q) of 300 = %d, want %d", id, got, want)
		}
	}
	var none *idIndex
	for _, tc := range []struct {
		x    *idIndex
		list []*Combatant
		id   string
		want int
	}{
		{none, list, "g0", -1},
		{newIDIndex(nil), list, "g0", -1},
		{newIDIndex([]string{"a", "b"}), listOf([]string{"a", "b"}), "c", -1},
		{x, list, "goblin-d-1", -1},
		{x, list[:3], "ogre", -1},                   // the list is shorter than at setup
		{x, listOf([]string{"g1", "g0"}), "g0", -1}, // moved: the caller walks
		{newIDIndex([]string{"a", "b"}), listOf([]string{"a", "b"}), "b", 1},
	} {
		if got := tc.x.find(tc.list, tc.id); got != tc.want {
			t.Errorf("find(%q) = %d, want %d", tc.id, got, tc.want)
		}
	}
}

func TestLengths(t *testing.T) {
	ls := lengthsOf(map[string]int{"": 0, "abc": 1, string(make([]byte, 63)): 2, string(make([]byte, 64)): 3, string(make([]byte, 200)): 4})
	for _, tc := range []struct {
		n    int
		want bool
	}{{0, true}, {1, false}, {3, true}, {62, false}, {63, true}, {64, true}, {65, false}, {127, true}, {128, true}, {500, true}} {
		if got := ls.has(tc.n); got != tc.want {
			t.Errorf("has(%d) = %v, want %v", tc.n, got, tc.want)
		}
	}
	for k, want := range regens {
		if got, ok := regenFor(k); !ok || got.HP != want.HP {
			t.Errorf("regenFor(%q) = %v, %v, want %v", k, got, ok, want)
		}
	}
	if _, ok := regenFor("SRD 5.2.1, Monsters, Owlbear"); ok {
		t.Error("regenFor(owlbear) found one")
	}
}
