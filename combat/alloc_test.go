package combat

import (
	"os"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestFightAllocations holds the benchmark's fight, played as a simulator
// plays it (one state Reset from the setup, one event buffer), to the
// few allocations docs/PERFORMANCE.md records: a Command or Event that
// starts escaping to the heap on the way through Auto and Do (one
// leaking pointer is enough) multiplies them several times over, with
// the behaviour hashes unchanged.
func TestFightAllocations(t *testing.T) {
	if raceOn || backupCheck || os.Getenv("ARBITER_PRUNECHECK") != "" {
		t.Skip("the race detector and the checks (arbiter_backupcheck, ARBITER_PRUNECHECK) allocate")
	}
	if testing.Short() {
		t.Skip("short")
	}
	const most = 60 // 37 a fight at 2026-11-24; 185 with one escaping Command
	setup := fight5(t)
	r := dice.NewSeeded(1)
	s := new(State)
	var buf []Event
	_, buf = playFightInto(t, s.Reset(setup), r, nil, buf) // buffers grown once
	got := testing.AllocsPerRun(200, func() {
		_, buf = playFightInto(t, s.Reset(setup), r, nil, buf)
	})
	if got > most {
		t.Errorf("a fight makes %.0f allocations, want at most %d (go build -gcflags=-m ./combat: look for a Command or Event moved to heap)", got, most)
	}
}
