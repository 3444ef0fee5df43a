package character

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// halfRoundsUp are the rulesets whose multiclass caster level counts a
// half caster's levels halved rounded up (SRD 5.2.1, Multiclassing, Spell
// Slots); the others round down (SRD 5.1). Third casters round down.
var halfRoundsUp = map[string]bool{"srd-5.2.1": true}

// casterLevel is a multiclass spellcaster's caster level with a term for
// each casting class: the levels of a full caster, half (or a third) of
// the others'; it picks the row of the Multiclass Spellcaster table.
func (c *Character) casterLevel(levels map[string]int) *Value {
	rule := c.cite("Multiclassing")
	var terms []rules.Term
	for _, e := range c.classes {
		n, ok := levels[e.class.ID]
		if !ok {
			continue
		}
		switch e.class.Spellcasting.Kind {
		case content.CasterFull:
			terms = append(terms, rules.Term{Value: n, Source: fmt.Sprintf("%s %d (full caster)", e.class.ID, n), Rule: rule})
		case content.CasterHalf:
			v, how := n/2, "rounded down"
			if halfRoundsUp[c.cat.Ruleset] {
				v, how = (n+1)/2, "rounded up"
			}
			terms = append(terms, rules.Term{Value: v, Source: fmt.Sprintf("%s %d halved, %s", e.class.ID, n, how), Rule: rule})
		case content.CasterThird:
			terms = append(terms, rules.Term{Value: n / 3, Source: fmt.Sprintf("%s %d, a third rounded down", e.class.ID, n), Rule: rule})
		}
	}
	return value(terms...)
}
