package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
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

// TestKeptNoteConditioned: a condition event keeps the kept note, and
// notes its target when the condition is one another's turn counts down
// (applyConditioned, noteOne); the note then still names every creature
// that holds (checkNote).
func TestKeptNoteConditioned(t *testing.T) {
	s := fight5(t).Sole()
	r := dice.NewSeeded(3)
	if _, err := Do(s, Command{Kind: Start}, r); err != nil {
		t.Fatal(err)
	}
	for n := 0; !s.note.ok; n++ {
		if n > 50 || s.Over {
			t.Fatal("no note kept")
		}
		if _, err := AutoInto(s, r, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	whose := s.Current()
	var tgt *Combatant
	for i, c := range s.Creatures {
		if c != whose && c.Bare() && s.note.bits&(1<<i) == 0 {
			tgt = c
			break
		}
	}
	if tgt == nil {
		t.Fatal("no bare creature left out of the note")
	}
	d := rules.Duration{Until: rules.EndOfTurn, Of: whose.ID, Turns: 1}
	e := Event{Kind: Conditioned, Seq: s.Seq, Who: whose.ID, Target: tgt.ID, Type: "frightened", Option: "add", Reason: "test", Duration: &d}
	if err := apply(s, &e); err != nil {
		t.Fatal(err)
	}
	if !s.note.ok {
		t.Fatal("a condition event dropped the note: want it kept")
	}
	s.checkNote() // panics when the target is left out
}
