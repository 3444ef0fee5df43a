package combat

import (
	"slices"
	"testing"
)

// TestApplyFastKinds checks that Apply's fast path (applyHot) takes
// exactly the kinds hotKinds lists, and that the appliers table holds each
// of them too, so that every kind is still registered.
func TestApplyFastKinds(t *testing.T) {
	for _, k := range eventKinds {
		got, _ := applyHot(&State{}, &Event{Kind: k}, &found{}) // an empty state: each refuses the event
		if want := slices.Contains(hotKinds, k); got != want {
			t.Errorf("applyHot(%s): got %v, want %v", k, got, want)
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
