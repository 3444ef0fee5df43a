package rules

import (
	"errors"
	"fmt"
)

// SuffocationRule is what happens to a creature out of breath (SRD 5.2.1,
// Hazards, Suffocation; SRD 5.1, Suffocating).
type SuffocationRule struct {
	Cite string
	// ExhaustionPerRound is the exhaustion levels it gains at the end of
	// each of its turns (2024: 1); they all go when it breathes again.
	ExhaustionPerRound int
	// SurvivesCONRounds: it lasts its Constitution modifier in rounds, at
	// least 1, then drops to 0 hit points, dying, and can neither regain
	// hit points nor be stabilized until it breathes (2014).
	SurvivesCONRounds bool
}

// Errors for suffocation.
var (
	ErrNoSuffocationRule = errors.New("rules: this ruleset has no suffocation rule")
	ErrSuffocating       = errors.New("rules: suffocating: the creature can neither regain hit points nor be stabilized until it can breathe")
)

// SuffocationRounds is how many rounds c survives out of breath before it
// drops to 0 hit points, where the ruleset counts them.
func (rs *Ruleset) SuffocationRounds(c *Creature) (int, error) {
	if rs.Suffocation == nil || !rs.Suffocation.SurvivesCONRounds {
		return 0, fmt.Errorf("rules: %s counts no rounds of suffocation", rs.Name)
	}
	return max(1, c.Mod(CON)), nil
}

// SuffocationResult is what rounds out of breath did.
type SuffocationResult struct {
	Exhaustion int  // levels gained
	Dropped    bool // fell to 0 hit points
	Died       bool
}

// Suffocate has c spend rounds more rounds without air.
func (rs *Ruleset) Suffocate(c *Creature, rounds int) (SuffocationResult, error) {
	var res SuffocationResult
	s := rs.Suffocation
	switch {
	case s == nil:
		return res, ErrNoSuffocationRule
	case rounds < 1:
		return res, fmt.Errorf("rules: suffocating for %d rounds: at least one round", rounds)
	case c.Dead:
		return res, fmt.Errorf("%w: it does not breathe", ErrDead)
	}
	for i := range rounds {
		c.Suffocating++
		if s.ExhaustionPerRound > 0 {
			before := c.Exhaustion
			if err := rs.AddCondition(c, "exhaustion", s.ExhaustionPerRound); err != nil {
				return res, err
			}
			c.SuffocationLevels += c.Exhaustion - before
			res.Exhaustion += c.Exhaustion - before
		}
		if s.SurvivesCONRounds && c.HP > 0 && c.Suffocating > max(1, c.Mod(CON)) {
			res.Dropped = true
			c.HP, c.TempHP = 0, 0
			if c.Monster {
				c.die()
			} else {
				c.give("unconscious", SourceZeroHP)
				c.Saves, c.Stable = DeathSaves{}, false
			}
		}
		if c.Dead {
			res.Died = true
			break
		}
		if s.ExhaustionPerRound == 0 && c.HP == 0 { // nothing more can happen but the count
			c.Suffocating += rounds - i - 1
			break
		}
	}
	return res, nil
}

// Breathe ends c's suffocation; the exhaustion it gave goes (2024).
func (rs *Ruleset) Breathe(c *Creature) error {
	if rs.Suffocation == nil {
		return ErrNoSuffocationRule
	}
	if c.SuffocationLevels > 0 && !c.Dead {
		c.Exhaustion = max(0, c.Exhaustion-c.SuffocationLevels)
	}
	c.Suffocating, c.SuffocationLevels = 0, 0
	return nil
}

// suffocationBlocks refuses healing and stabilizing while c suffocates
// where the ruleset says so (2014).
func (rs *Ruleset) suffocationBlocks(c *Creature) error {
	if rs.Suffocation != nil && rs.Suffocation.SurvivesCONRounds && c.Suffocating > 0 {
		return fmt.Errorf("%w (%s)", ErrSuffocating, rs.Suffocation.Cite)
	}
	return nil
}
