package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestPlaySpells: spells lists how each spell of a built warlock is paid
// and what its invocations do; Armor of Shadows casts Mage Armor without a
// slot; Agonizing Blast adds CHA (+3) to a beam's damage.
func TestPlaySpells(t *testing.T) {
	in := strings.Join([]string{"spells", "cast mage-armor wren", "end", "cast eldritch-blast gob1 gob1", "quit"}, "\n") + "\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "2", "../../examples/warlock-invocations.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{
		"  eldritch-blast: cantrip; +3 damage (cha (agonizing-blast)), range 270 ft., pushes 10 ft. on a hit (agonizing-blast, eldritch-spear, repelling-blast)",
		"  hex: a slot of level 1 or higher",
		"  mage-armor: at will without a slot at level 1; Eldritch Invocations, CHA",
		"  wren casts mage-armor with no slot (level 1) (action)",
		"+ 3 (cha (agonizing-blast)) = 13",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
