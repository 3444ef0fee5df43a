package combat

import (
	"fmt"
	"os"
	"reflect"
	"testing"
)

// With ARBITER_PRUNECHECK, every light probe decider (probeDecider) is
// held against a whole reset's, the rollStop aside.
func init() {
	if os.Getenv("ARBITER_PRUNECHECK") != "" {
		probeCheck = holdProbeDecider
	}
}

// holdProbeDecider panics when light and full differ but for their stops.
func holdProbeDecider(light, full *decider) {
	l, f := *light, *full
	l.stop, f.stop = nil, nil
	if !reflect.DeepEqual(l, f) {
		panic(fmt.Sprintf("combat: a light probe decider differs from a whole reset:\n%+v\n%+v", l, f))
	}
}

// TestProbeDeciderLight plays the benchmark's fights with every light
// probe decider held against a whole reset.
func TestProbeDeciderLight(t *testing.T) {
	was := probeCheck
	probeCheck = holdProbeDecider
	defer func() { probeCheck = was }()
	testing.Benchmark(func(b *testing.B) {
		b.N = 20
		BenchmarkFight(b)
	})
}
