package main

import (
	"strings"
	"testing"
)

// TestPlaySpells: spells lists how each spell of a built warlock is paid
// and what its invocations do; Armor of Shadows casts Mage Armor without a
// slot; Agonizing Blast adds CHA (+3) to a beam's damage.
func TestPlaySpells(t *testing.T) {
	in := strings.Join([]string{"spells", "cast mage-armor wren", "end", "cast eldritch-blast gob1 gob1", "quit"}, "\n") + "\n"
	out := playOut(t, 7, in, "--seed", "2", "../../examples/warlock-invocations.yaml")
	wantAll(t, out,
		"  eldritch-blast: cantrip; +3 damage (cha (agonizing-blast)), range 270 ft., pushes 10 ft. on a hit (agonizing-blast, eldritch-spear, repelling-blast)",
		"  hex: a slot of level 1 or higher",
		"  mage-armor: at will without a slot at level 1; Eldritch Invocations, CHA",
		"  wren casts mage-armor with no slot (level 1) (action)",
		"+ 3 (cha (agonizing-blast)) = 13",
	)
}
