package combat

import (
	"flag"
	"fmt"
	"os"
	"sync/atomic"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Every test of this package (and the scenarios, summary_scenario_test.go)
// holds the decider's summary against a scan of the state after each
// event it emits: a summary that says no where a creature holds a lasting
// grant or is aloft panics, naming the event. Not while benchmarking: the
// scan would be counted.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f == nil || f.Value.String() == "" {
		summaryCheck = checkSummary
	}
	os.Exit(m.Run())
}

func checkSummary(d *decider) {
	summaryChecks.Add(1)
	if !d.summed {
		return
	}
	got := summaryOf(d.s)
	if got&^d.sum != 0 {
		last := "none"
		if n := len(d.events); n > 0 {
			last = string(d.events[n-1].Kind)
		}
		panic(fmt.Sprintf("combat: stale summary %b, the state holds %b (last event %s)", d.sum, got, last))
	}
	summarySeen.Or(uint32(got))
}

var (
	summaryChecks atomic.Int64  // checks made
	summarySeen   atomic.Uint32 // the bits a checked state held
)

// SummaryCounts are the checks made so far and the summary bits seen set
// (for summary_scenario_test.go, which runs the scenarios).
func SummaryCounts() (checks int64, lasting, aloft bool) {
	seen := summary(summarySeen.Load())
	return summaryChecks.Load(), seen&sumLasting != 0 && seen&sumGrant != 0, seen&sumAloft != 0
}

// TestSummaryOf checks the scan on a state built by hand.
func TestSummaryOf(t *testing.T) {
	a := &Combatant{Creature: &rules.Creature{ID: "a"}}
	b := &Combatant{Creature: &rules.Creature{ID: "b"}}
	s := &State{Creatures: []*Combatant{a, b}}
	if got := summaryOf(s); got != 0 {
		t.Errorf("bare: got %b, want 0", got)
	}
	b.Altitude = 10
	a.Grants = []Grant{{Kind: "advantage"}, {Kind: "lasting"}}
	if got, want := summaryOf(s), sumLasting|sumAloft|sumGrant; got != want {
		t.Errorf("got %b, want %b", got, want)
	}
	for _, tc := range []struct {
		k    EventKind
		want bool
	}{{Damaged, true}, {TurnBegan, true}, {Granted, false}, {Flew, false}, {Summoned, false}, {Acted, false}} {
		if got := keepsSummary(tc.k); got != tc.want {
			t.Errorf("keepsSummary(%s) = %v, want %v", tc.k, got, tc.want)
		}
	}
}
