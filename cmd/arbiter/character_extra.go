package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
)

// extraLine writes an attack's extra damage for the sheet: "+ 4d8 force
// (Eldritch Smite; once a turn; spends a Pact Magic slot; the target falls
// Prone...)".
func extraLine(x character.ExtraDamage) string {
	var amount []string
	if x.Dice != "" {
		amount = append(amount, x.Dice)
	}
	if x.Bonus != nil {
		amount = append(amount, fmt.Sprint(x.Bonus.Value))
	}
	typ := x.Type
	if len(x.Types) > 0 {
		typ = strings.Join(x.Types, ", ") + " (a choice)"
	}
	why := []string{x.Source}
	if x.OncePerTurn {
		why = append(why, "once a turn")
	}
	if x.Cost != "" {
		why = append(why, "spends "+x.Cost)
	}
	why = append(why, x.Notes...)
	return fmt.Sprintf("+ %s %s (%s)", strings.Join(amount, "+"), typ, strings.Join(why, "; "))
}
