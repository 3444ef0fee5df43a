package main

import (
	"strings"
	"testing"
)

func TestPlayCast(t *testing.T) {
	in := strings.Join([]string{
		"preview cast fireball at 7,3", "cast fire-bolt gob4", "cast fireball at 7,3 level 4", "cast detect-magic ritual", "end", "quit",
	}, "\n") + "\n"
	out := playOut(t, 7, in, "--seed", "3", "../../examples/wizard-tower.yaml")
	wantAll(t, out,
		// DC 14 against a goblin's +2: 9 faces of 20 save
		"  gob1: saves 45.0% expected damage",
		"  mira casts fire-bolt with a cantrip (action)",
		"mira attacks gob4 with fire-bolt:",
		"refused: combat: no action left this turn",
		"a ritual takes 10 minutes longer than detect-magic's casting time",
	)
}
