package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestKeptNote plays fights on a sole state (as package sim does) and,
// after every command, holds the turn note kept on the state, when there
// is one, against a new walk (checkNote panics on a note that leaves a
// creature out). The tagged build (arbiter_backupcheck) checks every
// kept note used, in every test and scenario, besides.
func TestKeptNote(t *testing.T) {
	for _, setup := range []*State{fight5(t), fightCharacters(t)} {
		s := new(State).Sole()
		kept, cmds := 0, 0
		for seed := range uint64(20) {
			s.Reset(setup)
			if !s.sole || s.note.ok {
				t.Fatalf("Reset: sole %v, note kept %v: want the promise kept and no note", s.sole, s.note.ok)
			}
			r := dice.NewSeeded(seed)
			if _, err := Do(s, Command{Kind: Start}, r); err != nil {
				t.Fatal(err)
			}
			for ; !s.Over && cmds < 100000; cmds++ {
				if _, err := AutoInto(s, r, nil, nil); err != nil {
					t.Fatal(err)
				}
				if s.note.ok {
					kept++
					s.checkNote()
				}
			}
		}
		if kept == 0 {
			t.Fatalf("no note kept after any of %d commands", cmds)
		}
		t.Logf("a note kept after %d of %d commands", kept, cmds)
		if c := s.Clone(); c.sole || c.note.ok || !Equal(c, s) {
			t.Errorf("Clone: sole %v, note kept %v, equal %v: want neither, and equal", c.sole, c.note.ok, Equal(c, s))
		}
		if err := Apply(s, Event{Kind: Ended, Seq: s.Seq}); err != nil || s.note.ok {
			t.Errorf("Apply alone: %v, note kept %v: want it dropped", err, s.note.ok)
		}
	}
}
