package rules

import "github.com/arbiter-rpg/arbiter/dice"

// lucky adds c's Luck die to its own ability check or saving throw that
// has failed when the die's highest face could still make it succeed
// (SRD 5.1 and SRD 5.2.1, Classes, Warlock, Dark One's Own Luck: a d10
// added after seeing the roll). Decision: it is spent only where it can
// help. The caller sees its term in the explanation (LuckyBy) and spends
// the use.
func lucky(c *Creature, res *TestResult, r dice.Roller) error {
	b := c.Luck
	if b.Sides < 1 || res.Success || res.DC <= 0 || res.Total+b.N*b.Sides < res.DC {
		return nil
	}
	var err error
	if res.Explain, err = rollBonusDice([]BonusDie{b}, r, res.Explain); err != nil {
		return err
	}
	res.Total = Sum(res.Explain)
	res.Success = res.Total >= res.DC
	return nil
}

// LuckyBy reports whether the terms of a test include c's Luck die.
func LuckyBy(c *Creature, terms []Term) bool {
	if c.Luck.N < 1 {
		return false
	}
	for _, t := range terms {
		if t.Source == c.Luck.Source+" "+c.Luck.String() && t.Rule == c.Luck.Rule {
			return true
		}
	}
	return false
}
