package combat

import (
	"slices"
	"testing"
)

// TestApplyFastKinds checks that Apply's fast path (applyCoded's switch
// on the hot codes) takes exactly the kinds hotKinds lists, and that the
// appliers table holds each of them too, so that every kind is still
// registered.
func TestApplyFastKinds(t *testing.T) {
	for _, k := range eventKinds {
		if got, want := codeOf(k).hot(), slices.Contains(hotKinds, k); got != want {
			t.Errorf("codeOf(%s).hot(): got %v, want %v", k, got, want)
		}
	}
	for _, k := range hotKinds {
		if _, ok := appliers[k]; !ok {
			t.Errorf("appliers has no %s", k)
		}
		if !slices.Contains(eventKinds, k) {
			t.Errorf("eventKinds has no %s", k)
		}
	}
}

// TestOrderIndex checks orderIndex against slices.Index on an order of
// unique ids, from every start.
func TestOrderIndex(t *testing.T) {
	order := []string{"ana", "m0", "bob", "m1", "rogue"}
	for from := -1; from <= len(order)+1; from++ {
		for _, id := range append(slices.Clone(order), "none", "") {
			if got, want := orderIndex(order, from, id), slices.Index(order, id); got != want {
				t.Errorf("orderIndex(from %d, %q) = %d, want %d", from, id, got, want)
			}
		}
	}
}
