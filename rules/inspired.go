package rules

import "github.com/arbiter-rpg/arbiter/dice"

// inspired adds c's Inspired die to a D20 Test that has failed when the
// die's highest face could still make it succeed: an attack roll, an
// ability check or a saving throw against a DC, not a death save and not
// an attack whose natural 1 misses whatever the total. The 2024 die is
// rolled on a failed test (SRD 5.2.1, Bard, Bardic Inspiration); the 2014
// one may be rolled after the d20 and before the result is known (SRD 5.1,
// Bard, Bardic Inspiration), which comes to the same for a holder who
// spends it only where it can help (decision). The die is not spent here:
// the caller sees its term in the explanation (InspiredBy) and drops it.
func inspired(c *Creature, t *Test, res *TestResult, r dice.Roller) error {
	if t.Kind == DeathSave || (t.Kind == Attack && res.Nat1) {
		return nil
	}
	return turnFailure(c.Inspired, res, r)
}

// turnFailure adds bonus die b to a failed test with a DC when its
// highest roll could make the test succeed (Bardic Inspiration, Dark One's
// Own Luck), and judges the test again.
func turnFailure(b BonusDie, res *TestResult, r dice.Roller) error {
	if b.N < 1 || b.Sides < 1 || res.Success || res.DC <= 0 || res.Total+b.N*b.Sides < res.DC {
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

// InspiredBy reports whether the terms of a test include c's Inspired
// die: the test spent it.
func InspiredBy(c *Creature, terms []Term) bool { return spentBy(c.Inspired, terms) }

// spentBy reports whether terms hold bonus die b's term.
func spentBy(b BonusDie, terms []Term) bool {
	if b.N < 1 {
		return false
	}
	source := b.Source + " " + b.String()
	for _, t := range terms {
		if t.Source == source && t.Rule == b.Rule {
			return true
		}
	}
	return false
}
