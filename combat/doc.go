// Package combat runs a fight on a square grid as a state machine whose
// event log is the truth. Decide checks a command against the rules and
// the state and returns the events it causes, with every die they rolled;
// Apply folds one event into the state without rolling anything. Replaying
// a log from the same setup gives the same state, and undo is a replay of
// every event but the last command's.
//
//	s, _ := combat.NewState(rs, grid, creatures)
//	events, err := combat.Decide(s, combat.Command{Kind: combat.Start}, roller)
//	for _, e := range events { combat.Apply(s, e) }
//
// Do is Decide and Apply in one step, on the state itself; DoInto is Do
// appending the events to a caller's buffer, for a caller that keeps no
// log or writes each command's events out before the next (a fight run
// for statistics reuses one buffer). Auto plays a creature no person
// controls: Policy's command and its Do in one pass. Clone copies a
// state; CloneInto copies one into the memory of an earlier copy, and
// Reset also takes back the room of the events played on it, so that
// fight after fight from one setup (package sim) allocates little.
//
// The package does no I/O: MarshalLog and UnmarshalLog turn a log into
// bytes and back; the caller reads and writes the file.
package combat
