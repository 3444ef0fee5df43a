package rules

import "github.com/arbiter-rpg/arbiter/dice"

// lucky adds c's Luck die to its own ability check or saving throw that
// has failed when the die's highest face could still make it succeed
// (SRD 5.1 and SRD 5.2.1, Classes, Warlock, Dark One's Own Luck: a d10
// added after seeing the roll). Decision: it is spent only where it can
// help. The caller sees its term in the explanation (LuckyBy) and spends
// the use.
func lucky(c *Creature, res *TestResult, r dice.Roller) error {
	return turnFailure(c.Luck, res, r) // inspired.go
}

// LuckyBy reports whether the terms of a test include c's Luck die.
func LuckyBy(c *Creature, terms []Term) bool { return spentBy(c.Luck, terms) }
