package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestPlayFeatures plays examples/night-watch.yaml with the commands of
// play_features.go: two attacks of one Attack action, a readied move, and
// the hawks' flight.
func TestPlayFeatures(t *testing.T) {
	in := strings.Join([]string{
		"ready enter 4,3 move 1,6", "fly 10", "end",
		"attack sir with javelin", "attack sir with javelin", "attack sir with javelin", "end",
		"end", "end", "end", "end", "end", "end",
	}, "\n") + "\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "4", "../../examples/night-watch.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{
		"kit takes the ready action",
		"refused: combat: not enough movement left (SRD 5.2.1, Rules Glossary, Fly Speed): kit has no fly speed",
		"kit takes the readied action",
		"hawk2 flies to 5 ft up",
		"(5 ft up)",
		"has made the 2 attacks of its Attack action",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
