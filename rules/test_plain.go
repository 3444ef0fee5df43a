package rules

// PlainAttack is the mode and the bonus to the kept d20 (Total - Roll) a
// quiet test of t by c would give (TestQuiet), worked out without the
// test, for a caller that weighs an attack roll and reads only those two
// (the policy's probes): ok is false, and the caller makes the test,
// unless t is a plain attack roll. Plain means that nothing the test
// reads but the caller's sources and bonuses can change it, and nothing
// it does reads its d20 or changes c: an attack roll (no spent
// inspiration, no chosen failure, no cover named, no bonus dice, no
// obscurement) by a creature with no condition, pace, Help waiting,
// exhaustion, flat bonus, Bardic Inspiration, luck or Stroke of Luck,
// against none or a creature with no condition, in a ruleset with no
// encumbrance levels. Then the mode is the caller's advantage and
// disadvantage cancelled, and the bonus the ability's modifier (when the
// test names one) plus the caller's bonus terms, as the test sums them
// (TestPlainIsQuiet holds the two against each other).
func (rs *Ruleset) PlainAttack(c *Creature, t *Test) (mode Mode, bonus int, ok bool) {
	if t.Kind != Attack || t.Inspiration || t.Fail || t.Cover != "" || len(t.Dice) > 0 || t.Obscured != "" ||
		len(c.conditions) > 0 || c.Pace != "" || len(c.helps) > 0 || c.Exhaustion > 0 || len(c.Bonuses) > 0 ||
		c.Inspired.N > 0 || c.Luck.N > 0 || c.Stroke != nil ||
		(t.Against != nil && len(t.Against.conditions) > 0) || len(rs.Carry.Levels) > 0 {
		return 0, 0, false
	}
	switch {
	case len(t.Adv) > 0 && len(t.Dis) == 0:
		mode = Advantage
	case len(t.Dis) > 0 && len(t.Adv) == 0:
		mode = Disadvantage
	}
	if t.Ability != NoAbility {
		bonus = rs.Mod(c, t.Ability)
	}
	for i := range t.Bonus {
		bonus += t.Bonus[i].Value
	}
	return mode, bonus, true
}
