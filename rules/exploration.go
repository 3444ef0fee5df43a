package rules

import "github.com/arbiter-rpg/arbiter/dice"

// LongJump is how far c can long jump, in feet: its Strength score with a
// 10-foot run-up, half that standing (SRD 5.1, Movement, Jumping; the 2024
// glossary's Long Jump keeps the numbers).
func LongJump(c *Creature, running bool) int {
	ft := c.Scores[STR]
	if !running {
		ft /= 2
	}
	return max(0, ft)
}

// HighJump is how high c can jump, in feet: 3 plus its Strength modifier
// with a 10-foot run-up; standing, half that (SRD 5.1, Movement, Jumping)
// or, where the ruleset says so, the Strength modifier, at least 1
// (next-2013, Movement, Jumping).
func (rs *Ruleset) HighJump(c *Creature, running bool) int {
	switch {
	case running:
		return max(0, 3+c.Mod(STR))
	case rs.StandingHighJumpMod:
		return max(1, c.Mod(STR))
	}
	return max(0, (3+c.Mod(STR))/2)
}

// HoldBreath is how long c can hold its breath, in seconds: 1 + its
// Constitution modifier minutes, at least 30 seconds (SRD 5.2.1, Hazards,
// Suffocation; SRD 5.1, Suffocating).
func HoldBreath(c *Creature) int {
	return max(30, 60*(1+c.Mod(CON)))
}

// FallIntoWater is a fall into water or another liquid where the ruleset
// allows it (2024): a DC 15 Strength (Athletics) or Dexterity (Acrobatics)
// check, with c's better modifier of the two, halves the damage on a
// success (SRD 5.2.1, Hazards, Falling). The check is rolled first.
func (rs *Ruleset) FallIntoWater(c *Creature, feet int, r dice.Roller) (TestResult, DamageResult, error) {
	if !rs.FallIntoWaterRule {
		return TestResult{}, DamageResult{}, ErrNoWaterRule
	}
	t := Test{Kind: Check, Ability: STR, Skill: "athletics", DC: 15}
	alt := Test{Kind: Check, Ability: DEX, Skill: "acrobatics", DC: 15}
	if Sum(rs.modifiers(c, &alt, nil)) > Sum(rs.modifiers(c, &t, nil)) {
		t = alt
	}
	check, err := rs.Test(c, t, r)
	if err != nil {
		return check, DamageResult{}, err
	}
	n := min(feet/10, 20)
	total := 0
	for range n {
		f, err := r.Roll(1, 6)
		if err != nil {
			return check, DamageResult{}, err
		}
		total += f
	}
	d := Damage{Amount: total, Type: "bludgeoning"}
	if check.Success {
		d.Adjust = []Term{{-(total - total/2), "entered the water well", rs.Cite + ", Falling"}}
	}
	res, err := rs.Damage(c, d)
	if err == nil && res.Dealt > 0 && !c.Dead {
		c.give("prone", "")
	}
	return check, res, err
}
