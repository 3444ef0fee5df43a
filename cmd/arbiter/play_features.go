package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/combat"
)

// describeFeature prints the events of combat's creature features: Sneak
// Attack (its dice are in the damage line after it) and reactions.
func (t *table) describeFeature(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.SneakAttacked:
		fmt.Fprintf(w, "  %s adds its Sneak Attack against %s\n", e.Who, e.Target)
	case combat.ReactionOffered:
		fmt.Fprintf(w, "  %s's attack would hit %s: it may react with %s\n", e.Target, e.Who, e.Option)
	case combat.Reacted:
		until := "against this attack"
		if e.Type == "turn" {
			until = "until the start of its next turn"
		}
		fmt.Fprintf(w, "  %s reacts with %s: AC +%d %s\n", e.Who, e.Option, e.Amount, until)
	}
}
