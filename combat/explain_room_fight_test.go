package combat

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestEventsKeepTheirTerms plays the benchmark's fight as a simulator
// does, one event buffer reused by Auto for every command, keeping a copy
// of each command's events and their JSON as it came: at the end the
// kept events still give the same JSON, so no later command wrote over
// the terms, dice and texts they hold (explainRoom hands out each piece
// once), and the JSON read back gives the same events again.
func TestEventsKeepTheirTerms(t *testing.T) {
	for seed := range uint64(4) {
		s := fight5(t)
		r := dice.NewSeeded(seed)
		var kept []Event
		var asMade bytes.Buffer
		keep := func(events []Event) {
			for _, e := range events {
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				asMade.Write(b)
				asMade.WriteByte('\n')
			}
			kept = append(kept, events...) // copies: their lists are shared with the buffer's events
		}
		events, err := Do(s, Command{Kind: Start}, r)
		if err != nil {
			t.Fatal(err)
		}
		keep(events)
		var buf []Event
		for n := 0; n < 5000 && !s.Over; n++ {
			var cmd Command
			cmd, buf, err = Auto(s, r, buf[:0])
			if err != nil {
				t.Fatalf("seed %d, command %d %+v: %v", seed, n, cmd, err)
			}
			keep(buf)
		}
		var now bytes.Buffer
		for _, e := range kept {
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			now.Write(b)
			now.WriteByte('\n')
		}
		if !bytes.Equal(now.Bytes(), asMade.Bytes()) {
			t.Fatalf("seed %d: the kept events' JSON changed after later commands", seed)
		}
		lines := bytes.Split(bytes.TrimSuffix(now.Bytes(), []byte("\n")), []byte("\n"))
		for i, line := range lines {
			var e Event
			if err := json.Unmarshal(line, &e); err != nil {
				t.Fatalf("seed %d, event %d: %v", seed, i, err)
			}
			again, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, line) {
				t.Fatalf("seed %d, event %d: read back, %s\nwant %s", seed, i, again, line)
			}
		}
	}
}
