package combat

import (
	"fmt"
	"testing"
)

func TestIDIndex(t *testing.T) {
	var ids []string
	for i := range 40 {
		ids = append(ids, fmt.Sprintf("g%d", i))
	}
	x := newIDIndex(ids)
	for i, id := range ids {
		if got := x.guess(id); got != i {
			t.Errorf("guess(%q) = %d, want %d", id, got, i)
		}
	}
	var none *idIndex
	for _, tc := range []struct {
		x    *idIndex
		id   string
		want int
	}{
		{none, "g0", -1},
		{newIDIndex(nil), "g0", -1},
		{newIDIndex([]string{"a", "b"}), "c", -1},
	} {
		if got := tc.x.guess(tc.id); got != tc.want {
			t.Errorf("guess(%q) = %d, want %d", tc.id, got, tc.want)
		}
	}
}
