package rules

import "github.com/arbiter-rpg/arbiter/dice"

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
	if !rs.plainAttack(c, t) {
		return 0, 0, false
	}
	mode = plainMode(t)
	if t.Ability != NoAbility {
		bonus = rs.Mod(c, t.Ability)
	}
	for i := range t.Bonus {
		bonus += t.Bonus[i].Value
	}
	return mode, bonus, true
}

// plainAttack reports whether t by c is a plain attack roll (PlainAttack).
func (rs *Ruleset) plainAttack(c *Creature, t *Test) bool {
	return t.Kind == Attack && !t.Inspiration && !t.Fail && t.Cover == "" && len(t.Dice) == 0 && t.Obscured == "" &&
		len(c.conditions) == 0 && c.Pace == "" && len(c.helps) == 0 && c.Exhaustion == 0 && len(c.Bonuses) == 0 &&
		c.Inspired.N == 0 && c.Luck.N == 0 && c.Stroke == nil &&
		(t.Against == nil || len(t.Against.conditions) == 0) && len(rs.Carry.Levels) == 0
}

// plainMode is a plain attack roll's mode: the caller's advantage and
// disadvantage cancelled (situation, with no source of its own).
func plainMode(t *Test) Mode {
	switch {
	case len(t.Adv) > 0 && len(t.Dis) == 0:
		return Advantage
	case len(t.Dis) > 0 && len(t.Adv) == 0:
		return Disadvantage
	}
	return Normal
}

// PlainAttackInto is TestIntoPtr for a plain attack roll (PlainAttack):
// the same result, explanation and error, made by the few steps such a
// roll takes (its sources of advantage and disadvantage, the d20s, the
// d20's term, the ability's and the caller's terms, the total against
// the DC, a natural 20 or 1), none of the checks it passes. ok is false,
// with into untouched and nothing rolled, when t is not plain: the
// caller makes the test (TestPlainIntoIsTest holds the two against each
// other).
func (rs *Ruleset) PlainAttackInto(c *Creature, t *Test, r dice.Roller, into *TestResult) (ok bool, err error) {
	if !rs.plainAttack(c, t) {
		return false, nil
	}
	faces, explain := into.Dice[:0], into.Explain[:0]
	*into = TestResult{srcs: into.srcs, quiet: into.quiet}
	res := into
	if len(t.Adv)+len(t.Dis) > 0 { // situation: the caller's sources in the result's room
		srcs := res.srcs
		if srcs == nil {
			srcs = new([12]string)
			res.srcs = srcs
		}
		res.Adv = append(srcs[0:0:6], t.Adv...)
		res.Dis = append(srcs[6:6:12], t.Dis...)
		res.Mode = plainMode(t)
		if len(res.Adv) == 0 {
			res.Adv = nil
		}
		if len(res.Dis) == 0 {
			res.Dis = nil
		}
	}
	n := 1
	if res.Mode != Normal {
		n = 2
	}
	res.Dice, res.Explain = faces, explain
	if cap(faces) < n && cap(explain) < 4+len(t.Bonus) && 4+len(t.Bonus) <= len(testLists{}.terms) {
		l := new(testLists) // both lists in one allocation, as test
		res.Dice, res.Explain = l.dice[:0:n], l.terms[:0]
	}
	if cap(res.Dice) < n {
		res.Dice = make([]int, 0, n)
	}
	if cap(res.Explain) < 4+len(t.Bonus) {
		res.Explain = make([]Term, 0, 4+len(t.Bonus))
	}
	for range n {
		f, err := r.Roll(1, 20)
		if err != nil {
			return true, err
		}
		res.Dice = append(res.Dice, f)
	}
	res.Roll = res.Dice[0]
	if n == 2 && ((res.Mode == Advantage) == (res.Dice[1] > res.Dice[0])) && res.Dice[1] != res.Dice[0] {
		res.Roll = res.Dice[1]
	}
	res.Nat20, res.Nat1 = res.Roll == 20, res.Roll == 1
	res.Explain = res.Explain[:1]
	res.Explain[0] = Term{res.Roll, d20Text(res.Mode, res.Adv, res.Dis), rs.cites.d20}
	if t.Ability != NoAbility { // modifierTerms: an attack roll's ability, no proficiency, exhaustion or flat bonus
		res.Explain = append(res.Explain, Term{rs.Mod(c, t.Ability), t.Ability.String(), rs.cites.ability})
	}
	for i := range t.Bonus {
		res.Explain = append(res.Explain, t.Bonus[i])
	}
	res.DC = t.DC
	res.Total = Sum(res.Explain)
	switch {
	case res.Nat20: // SRD 5.2.1, Attack Rolls: a natural 20 hits
		res.Success = true
	case res.Nat1: // and a natural 1 misses
		res.Success = false
	default:
		res.Success = res.DC > 0 && res.Total >= res.DC
	}
	res.Crit = res.Success && res.Nat20 // SRD 5.2.1, Critical Hits (no CritBy: the target has no condition)
	return true, nil
}
