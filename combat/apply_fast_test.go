package combat

import (
	"reflect"
	"testing"
)

// TestApplyFastKinds checks that Apply's fast path for an area's kinds
// calls what the appliers table holds for them.
func TestApplyFastKinds(t *testing.T) {
	for _, tc := range []struct {
		kind EventKind
		want func(*State, Event) error
	}{
		{Damaged, applyDamage},
		{Saved, applySaved},
	} {
		got, ok := appliers[tc.kind]
		if !ok || reflect.ValueOf(got).Pointer() != reflect.ValueOf(tc.want).Pointer() {
			t.Errorf("appliers[%s] is not Apply's fast path's applier", tc.kind)
		}
	}
}
