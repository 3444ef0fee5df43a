package combat

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestCloneIntoKeepsBeforeReset: CloneInto promises that the events of
// the fights played on a state before stay good; a Reset after it takes
// back only the room of the events made since that CloneInto, never that
// of the events CloneInto left be (the fight before it, played since an
// earlier Reset).
func TestCloneIntoKeepsBeforeReset(t *testing.T) {
	setup := fight5(t)
	s := new(State)
	r := dice.NewSeeded(3)
	play := func() []Event {
		var kept, buf []Event
		var err error
		buf, err = DoInto(s, Command{Kind: Start}, r, buf[:0])
		if err != nil {
			t.Fatal(err)
		}
		kept = append(kept, buf...)
		for n := 0; n < 5000 && !s.Over; n++ {
			var cmd Command
			cmd, buf, err = Auto(s, r, buf[:0])
			if err != nil {
				t.Fatalf("command %d %+v: %v", n, cmd, err)
			}
			kept = append(kept, buf...)
		}
		return kept
	}
	js := func(events []Event) []byte {
		b, err := json.Marshal(events)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	s.Reset(setup)
	first := play()
	want := js(first)
	setup.CloneInto(s) // the events of the fight before stay theirs
	play()
	if got := js(first); !bytes.Equal(got, want) {
		t.Fatal("the first fight's events changed in the fight after CloneInto")
	}
	s.Reset(setup) // takes back the room of the fight since CloneInto only
	play()
	if got := js(first); !bytes.Equal(got, want) {
		t.Fatal("the events CloneInto left be were written over by the fight after a Reset")
	}
}
