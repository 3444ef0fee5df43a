package main

import (
	"fmt"
	"io"

	"github.com/arbiter-rpg/arbiter/combat"
)

// objectLabels marks the grid's objects on the map: O standing, x broken.
func objectLabels(s *combat.State, label map[combat.Point]byte) {
	for _, o := range s.Grid.Objects {
		if label[o.At] != 0 {
			continue
		}
		label[o.At] = 'O'
		if o.Destroyed {
			label[o.At] = 'x'
		}
	}
}

// showObjects lists the grid's objects under the order: AC, hit points
// and square (attack OBJECT with WEAPON, cast SPELL OBJECT).
func showObjects(w io.Writer, s *combat.State) {
	for _, o := range s.Grid.Objects {
		state := ""
		if o.Destroyed {
			state = " (destroyed)"
		} else if o.Burning != "" {
			state = " (burning)"
		}
		fmt.Fprintf(w, "  O %-8s object   HP %3d/%-3d AC %2d at %v%s\n", o.ID, o.HP, o.MaxHP, o.AC, o.At, state)
	}
}

// describeObject prints an attack at an object, its damage and its end.
func describeObject(w io.Writer, e combat.Event) {
	switch e.Kind {
	case combat.ObjectAttacked:
		verdict := "misses"
		if e.Hit {
			verdict = "hits"
		}
		fmt.Fprintf(w, "  %s attacks the %s with %s: %s%s = %d, %s\n", e.Who, e.Target, e.Attack, rolled(e.Dice), explain(e.Explain), e.Total, verdict)
	case combat.ObjectDamaged:
		fmt.Fprintf(w, "  the %s takes %d %s damage (rolled %d: %s)\n", e.Target, e.Dealt, e.Type, e.Amount, explain(e.Explain))
	case combat.ObjectDestroyed:
		fmt.Fprintf(w, "  the %s is destroyed at 0 hit points (%s)\n", e.Target, e.Reason)
	case combat.ObjectIgnited:
		fmt.Fprintf(w, "  the %s catches fire from %s (%s)\n", e.Target, e.Action, e.Reason)
	}
}
