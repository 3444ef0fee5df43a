package combat

import (
	"os"
	"testing"
)

// ARBITER_PRUNECHECK=1 checks every ceiling of a lazy weighing against the
// worth a probe gives (prune.go), in whatever tests run: with
// ARBITER_HASH=1, the behaviour hash's fights.
func init() {
	if os.Getenv("ARBITER_PRUNECHECK") != "" {
		checkCeilings = true
	}
}

// TestCeilingsHold plays the benchmark's fights with every ceiling checked.
func TestCeilingsHold(t *testing.T) {
	was := checkCeilings
	checkCeilings = true
	defer func() { checkCeilings = was }()
	testing.Benchmark(func(b *testing.B) {
		b.N = 20
		BenchmarkFight(b)
	})
}
