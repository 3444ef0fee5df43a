package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
)

// showInvocationCantrips prints what invocations do to cantrips (Agonizing
// Blast's damage, Eldritch Spear's range, Repelling Blast's push), each
// number with its terms.
func showInvocationCantrips(w io.Writer, sh *character.Sheet) {
	for _, ic := range sh.InvocationCantrips {
		var what []string
		if v := ic.DamageBonus; v != nil {
			what = append(what, fmt.Sprintf("damage %+d (%s)", v.Value, explain(v.Terms)))
		}
		if v := ic.Range; v != nil {
			what = append(what, fmt.Sprintf("range %d ft. (%s)", v.Value, explain(v.Terms)))
		}
		if ic.Push > 0 {
			p := fmt.Sprintf("pushes %d ft. on a hit", ic.Push)
			if ic.Largest != "" {
				p += ", " + ic.Largest + " or smaller"
			}
			what = append(what, p)
		}
		name := strings.TrimPrefix(ic.Invocation, "eldritch-invocation-")
		fmt.Fprintf(w, "%s on %s: %s (%s)\n", name, ic.Cantrip, strings.Join(what, "; "), ic.Rule)
	}
	if sh.Truesight > 0 {
		fmt.Fprintf(w, "Truesight: %d ft.\n", sh.Truesight)
	}
}
