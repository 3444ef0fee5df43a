package main

import (
	"strings"
	"testing"
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
	out := playOut(t, 7, in, "--seed", "4", "../../examples/night-watch.yaml")
	wantAll(t, out,
		"kit takes the ready action",
		"refused: combat: not enough movement left (SRD 5.2.1, Rules Glossary, Fly Speed): kit has no fly speed",
		"kit takes the readied action",
		"hawk2 flies to 5 ft up",
		"(5 ft up)",
		"has made the 2 attacks of its Attack action",
	)
}
