package rules

import (
	"errors"
	"fmt"
)

// ScoreRule is how a ruleset's ability scores work. The zero value is the
// SRDs': scores of 1 to 30, each giving a modifier (Modifier).
type ScoreRule struct {
	// AreModifiers: a score is its own modifier, a bonus from -5 to +10
	// (5efp, Ability Scores and Modifiers).
	AreModifiers bool
	// Min and Max bound a score; both 0 means the ruleset sets no bounds
	// the engine checks.
	Min, Max int
}

// ProficiencyRule is how a ruleset's proficiency bonus works. The zero
// value is the SRD table by level or challenge rating.
type ProficiencyRule struct {
	// IsLevel: the bonus equals the creature's LEVEL, for monsters too
	// (5efp, Proficiency Bonus).
	IsLevel bool
	// MaxLevel is the highest level a creature may have; 0 sets none.
	MaxLevel int
	// ByAbility: proficiency is in abilities, not skills; a check adds the
	// bonus when its creature is proficient in the check's ability (5efp,
	// Using Each Ability).
	ByAbility bool
}

// Errors for creatures the ruleset does not allow.
var (
	ErrScore = errors.New("rules: ability score out of range")
	ErrLevel = errors.New("rules: level out of range")
)

// Mod returns c's modifier for an ability under the ruleset: the score
// itself where scores are modifiers (5efp), the SRD modifier otherwise.
func (rs *Ruleset) Mod(c *Creature, a Ability) int {
	if rs.Scores.AreModifiers {
		return c.Scores[a]
	}
	return c.Mod(a)
}

// ProficiencyBonus is c's proficiency bonus under the ruleset: its LEVEL
// where the ruleset says so (5efp), by challenge rating or level otherwise.
func (rs *Ruleset) ProficiencyBonus(c *Creature) int {
	if rs.Proficiency.IsLevel {
		return c.Level
	}
	return c.ProficiencyBonus()
}

// Defense is the number an attack roll against c must reach, with its
// terms: 10 + DEX where the ruleset says so (5efp, Defense), c's armor
// class otherwise.
func (rs *Ruleset) Defense(c *Creature) (int, []Term) {
	if !rs.DefenseFromDex {
		return c.AC, []Term{{c.AC, "armor class", rs.Cite + ", Armor Class"}}
	}
	cite := rs.Cite + ", Defense"
	terms := []Term{{10, "base", cite}, {rs.Mod(c, DEX), "dex", cite}}
	return Sum(terms), terms
}

// DefenseValue is Defense's number without its terms, for callers that
// need no explanation (it allocates nothing).
func (rs *Ruleset) DefenseValue(c *Creature) int {
	if !rs.DefenseFromDex {
		return c.AC
	}
	return 10 + rs.Mod(c, DEX)
}

// NewCreature returns an ad-hoc creature with the ruleset's defaults: those
// of NewCreature, with scores of +0 where scores are modifiers, and MAX
// Wounds 4 and no hit points or hit dice where the ruleset counts wounds.
func (rs *Ruleset) NewCreature(id string) *Creature {
	c := NewCreature(id)
	if rs.Scores.AreModifiers {
		c.Scores = [6]int{}
	}
	if rs.Wounds != nil {
		c.HP, c.MaxHP, c.HitDice, c.MaxHitDice, c.HitDie = 0, 0, 0, 0, 0
		c.MaxWounds = rs.Wounds.DefaultMax
	}
	return c
}

// Validate checks c against the ruleset's bounds: ability scores, level,
// and wounds, bolster and mana where the ruleset counts wounds.
func (rs *Ruleset) Validate(c *Creature) error {
	if s := rs.Scores; s.Min != 0 || s.Max != 0 {
		for a, v := range c.Scores {
			if v < s.Min || v > s.Max {
				return fmt.Errorf("%w: %s %+d is outside %+d..%+d (%s, Ability Scores and Modifiers)", ErrScore, Ability(a), v, s.Min, s.Max, rs.Cite)
			}
		}
	}
	if m := rs.Proficiency.MaxLevel; m > 0 && (c.Level < 1 || c.Level > m) {
		return fmt.Errorf("%w: LEVEL %d is outside 1..%d (%s, Proficiency Bonus)", ErrLevel, c.Level, m, rs.Cite)
	}
	if rs.Wounds == nil {
		return nil
	}
	switch {
	case c.MaxWounds < 1:
		return fmt.Errorf("%w: MAX Wounds %d is less than 1", ErrWounds, c.MaxWounds)
	case c.Wounds < 0 || c.Wounds > c.MaxWounds:
		return fmt.Errorf("%w: %d wounds is outside 0..%d (MAX Wounds)", ErrWounds, c.Wounds, c.MaxWounds)
	case c.Bolster < 0:
		return fmt.Errorf("%w: bolster %d is negative", ErrWounds, c.Bolster)
	case c.Mana < 0:
		return fmt.Errorf("%w: mana %d is negative", ErrMana, c.Mana)
	}
	return nil
}
