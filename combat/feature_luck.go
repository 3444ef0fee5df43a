package combat

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// luckFeatures are the catalog's Dark One's Own Luck of either ruleset,
// each counted as a resource of its id.
var luckFeatures = []string{"dark-ones-own-luck", "fiend-patron-dark-ones-own-luck"}

// ArmLuck gives c its Dark One's Own Luck die (rules.Creature.Luck: a d10
// added to its own failed ability check or save when it can turn it) while
// a use is left (SRD 5.1, Classes, Warlock, Dark One's Own Luck: once a
// short or long rest; SRD 5.2.1, Classes, Warlock, Dark One's Own Luck:
// CHA modifier times a long rest).
func ArmLuck(c *Combatant) {
	f := c.classFeature(luckFeatures)
	if f == nil {
		return
	}
	r, ok := c.Resource(f.Feature.ID)
	if !ok || r.Uses < 1 {
		c.Luck = rules.BonusDie{}
		return
	}
	die := "1d10"
	content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
		if e.Kind == content.KindGrant && e.Grant == "check-bonus" && e.Value != "" {
			die = e.Value
		}
	})
	n, sides, ok := simpleDice(die)
	if !ok {
		return
	}
	c.Luck = rules.BonusDie{N: n, Sides: sides, Source: "dark one's own luck", Rule: f.Feature.Cite}
}

// spendLuck spends a use of Dark One's Own Luck when terms hold its die,
// and takes the die away with the last use.
func spendLuck(c *Combatant, terms []rules.Term) {
	if c == nil || c.Luck.N == 0 || !rules.LuckyBy(c.Creature, terms) {
		return
	}
	if f := c.classFeature(luckFeatures); f != nil {
		_, _ = c.Spend(f.Feature.ID, 1)
	}
	ArmLuck(c)
}
