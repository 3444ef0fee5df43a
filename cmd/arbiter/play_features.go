package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/combat"
)

// describeFeature prints the events of combat's creature features: Sneak
// Attack (its dice are in the damage line after it).
func (t *table) describeFeature(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.SneakAttacked:
		fmt.Fprintf(w, "  %s adds its Sneak Attack against %s\n", e.Who, e.Target)
	}
}
