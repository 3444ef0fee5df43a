package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func TestPlayCast(t *testing.T) {
	in := strings.Join([]string{
		"preview cast fireball at 7,3", "cast fire-bolt gob4", "cast fireball at 7,3 level 4", "cast detect-magic ritual", "end", "quit",
	}, "\n") + "\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "3", "../../examples/wizard-tower.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{
		// DC 14 against a goblin's +2: 9 faces of 20 save
		"  gob1: saves 45.0% expected damage",
		"  mira casts fire-bolt with a cantrip (action)",
		"mira attacks gob4 with fire-bolt:",
		"refused: combat: no action left this turn",
		"a ritual takes 10 minutes longer than detect-magic's casting time",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
