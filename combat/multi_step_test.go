package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestMultiattackStepOnce: a Multiattack's steps are each made once
// (multi_step.go). Out of reach, every step is skipped with its Featured
// event and no die rolled; dice that fail at the first roll refuse the
// command and leave the state as it was; a made step is the old trial's.
// backupCheck runs the old trial beside each step and panics when the
// two disagree.
func TestMultiattackStepOnce(t *testing.T) {
	withBackupCheck(t, func() {
		s := duelOf(t, "srd-5.2.1", "owlbear")
		s.Get("h").Position = [2]int{9, 9}
		events, err := Do(s, Command{Kind: MultiattackCmd, By: "m", Target: "h"}, dice.NewScripted())
		if err != nil {
			t.Fatalf("out of reach: %v", err)
		}
		var got []string
		for _, e := range events {
			got = append(got, string(e.Kind)+" "+e.Action+" "+e.Reason)
		}
		want := []string{"feature multiattack action", "feature rend multiattack", "feature rend multiattack"}
		if len(got) != len(want) {
			t.Fatalf("out of reach: got %q, want %q", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("out of reach, event %d: got %q, want %q", i, got[i], want[i])
			}
		}
		if m := s.Get("m"); len(m.Statblock.Multi) != 0 || s.Get("h").HP != 200 {
			t.Errorf("out of reach: got %v left, hero at %d; want none, 200", m.Statblock.Multi, s.Get("h").HP)
		}

		s = duelOf(t, "srd-5.2.1", "owlbear")
		before := s.Clone()
		if _, err := Do(s, Command{Kind: MultiattackCmd, By: "m", Target: "h"}, &failAfter{r: dice.NewSeeded(1), n: 0}); !errors.Is(err, errTired) {
			t.Errorf("failing dice: got %v, want %v", err, errTired)
		}
		if !Equal(s, before) {
			t.Error("failing dice: the state changed")
		}
		if _, err := Do(s, Command{Kind: MultiattackCmd, By: "m", Target: "h"}, dice.NewScripted(10, 1, 1, 10, 2, 2)); err != nil {
			t.Fatal(err)
		}
		if hp := s.Get("h").HP; hp != 200-7-9 {
			t.Errorf("two rends: got %d hit points, want %d", hp, 200-7-9)
		}
	})
}
