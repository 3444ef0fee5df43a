package combat

import (
	"slices"
	"testing"
)

// TestApplyFastKinds checks that Apply's fast path (hotApplier) answers
// exactly the kinds hotKinds lists, and that the appliers table holds each
// of them too, so that every kind is still registered.
func TestApplyFastKinds(t *testing.T) {
	for _, k := range eventKinds {
		if got, want := hotApplier(k) != nil, slices.Contains(hotKinds, k); got != want {
			t.Errorf("hotApplier(%s) set: got %v, want %v", k, got, want)
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
