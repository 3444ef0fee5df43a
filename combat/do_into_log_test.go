package combat

import (
	"reflect"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestDoIntoLog plays fights by Do and by DoInto into one log that keeps
// every event (DoInto decides straight into it, intoLog): each command's
// events are Do's, those before them stay as they were (a look back over
// the decider's events stops at the command's first), and a refused
// command, tried between, leaves the log and the state as they were.
func TestDoIntoLog(t *testing.T) {
	for i, mk := range []func() *State{
		func() *State { return fight5(t) },
		func() *State { return skirmish(t, "srd-5.2.1", 3) },
		func() *State { return skirmish(t, "next-2013", 4) },
		func() *State { return lair(t, "srd-5.1") },
	} {
		for seed := range uint64(3) {
			a, b := mk(), mk()
			ra, rb := dice.NewSeeded(seed), dice.NewSeeded(seed)
			var log, want []Event
			for n := 0; n < 5000 && !a.Over; n++ {
				cmd := Command{Kind: Start}
				if n > 0 {
					cmd = Policy(a)
				}
				got, err := Do(a, cmd, ra)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, got...)
				log, err = DoInto(b, cmd, rb, log)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(log, want) {
					t.Fatalf("state %d seed %d, command %d %+v: the log differs", i, seed, n, cmd)
				}
				if n%5 == 0 && n > 0 {
					log = slices.Grow(log, 8) // room the refused command may write in
					x, before, kept := b.Clone(), b.Clone(), len(log)
					wrong := Command{Kind: MultiattackCmd, By: cmd.By, Target: "nobody"}
					if got, err := DoInto(x, wrong, dice.NewSeeded(seed), log); err == nil {
						continue
					} else if len(got) != kept || !reflect.DeepEqual(got, want) || !Equal(x, before) {
						t.Fatalf("state %d seed %d, command %d: refused DoInto changed the log or the state", i, seed, n)
					}
				}
			}
			if !a.Over || !Equal(a, b) {
				t.Fatalf("state %d seed %d: states differ or the fight did not end", i, seed)
			}
		}
	}
}

// TestLookBackStopsAtFirst holds a look back over the decider's events
// (drainFrom) to the command's own: an attack in the log before
// d.first, as DoInto's caller's log holds, is not found.
func TestLookBackStopsAtFirst(t *testing.T) {
	s := fight5(t)
	c, tg := s.Creatures[0], s.Creatures[1]
	hit := Event{Kind: Attacked, Who: c.ID, Target: tg.ID, Hit: true}
	tests := []struct {
		name        string
		events      []Event
		first, from int
		want        int
	}{
		{"own attack found", []Event{hit, {Kind: Saved}}, 0, 1, 0},
		{"caller's attack not", []Event{hit, {Kind: Saved}}, 1, 1, 1},
		{"own after caller's", []Event{hit, hit, {Kind: Saved}}, 1, 2, 1},
	}
	for _, tt := range tests {
		d := &decider{s: s, events: tt.events, first: tt.first}
		if got := d.drainFrom(c, tg, nil, tt.from); got != tt.want {
			t.Errorf("%s: drainFrom = %d, want %d", tt.name, got, tt.want)
		}
	}
}
