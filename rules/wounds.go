package rules

import (
	"errors"
	"fmt"
)

// WoundRule is how a ruleset that counts wounds instead of hit points
// works (5efp, Damage and Healing): damage that gets through becomes as
// many wounds; a creature falls at MAX Wounds; healing discards wounds.
type WoundRule struct {
	// DefaultMax is the MAX Wounds of an ad-hoc creature.
	DefaultMax int
	// HealingStabilizes: any healing, even healing reduced to 0, makes a
	// creature at MAX Wounds stable (5efp, Healing).
	HealingStabilizes bool
	// ShrinkFailures is how many death save failures a creature takes when
	// its MAX Wounds falls below its wounds and the excess is discarded
	// (5efp, MAX Wounds: 1).
	ShrinkFailures int
	// RestDiscardsLevel: the end of a rest discards up to LEVEL wounds
	// (5efp, Rest).
	RestDiscardsLevel bool
}

// Errors for the health a ruleset does not count, and for wounds and mana.
var (
	ErrNoHitPoints = errors.New("rules: this ruleset counts wounds, not hit points (use wounds, max_wounds and bolster)")
	ErrNoWounds    = errors.New("rules: this ruleset counts hit points, not wounds, bolster or mana")
	ErrWounds      = errors.New("rules: wounds")
	ErrMana        = errors.New("rules: mana")
)

// MaxWoundsBase is each class's MAX Wounds before CON and levels (5efp,
// each class's MAX Wounds entry).
var MaxWoundsBase = map[string]int{
	"barbarian": 5, "fighter": 5, "monk": 5,
	"bard": 4, "cleric": 4, "paladin": 4, "ranger": 4, "rogue": 4,
	"druid": 3, "sorcerer": 3, "warlock": 3, "wizard": 3,
}

// MaxWounds is a character's MAX Wounds: its class's base, plus CON, plus 1
// for each LEVEL after the first, plus other bonuses such as a hill dwarf's
// +1 (5efp, MAX Wounds; Beyond 1st Level). Its terms explain it.
func MaxWounds(class string, con, level int, bonus ...Term) (int, []Term, error) {
	base, ok := MaxWoundsBase[normal(class)]
	if !ok {
		return 0, nil, fmt.Errorf("%w: 5efp has no class %q", ErrWounds, class)
	}
	if level < 1 || level > 7 {
		return 0, nil, fmt.Errorf("%w: LEVEL %d is outside 1..7 (5efp, Proficiency Bonus)", ErrLevel, level)
	}
	terms := []Term{{base, normal(class), "5efp, MAX Wounds"}, {con, "con", "5efp, MAX Wounds"}}
	if level > 1 {
		terms = append(terms, Term{level - 1, "levels after the first", "5efp, Beyond 1st Level"})
	}
	terms = append(terms, bonus...)
	return max(1, Sum(terms)), terms, nil
}

// EffectiveMaxWounds is c's MAX Wounds after exhaustion (level 4: halved,
// rounded down).
func (c *Creature) EffectiveMaxWounds(rs *Ruleset) int {
	return c.exhaustionHalved(rs, c.MaxWounds)
}

// Down reports whether c has fallen: at 0 hit points, or at MAX Wounds
// where the ruleset counts wounds.
func (rs *Ruleset) Down(c *Creature) bool {
	if rs.Wounds != nil {
		return c.Wounds >= c.EffectiveMaxWounds(rs)
	}
	return c.HP == 0
}

// takeWounds turns damage that got through into wounds (5efp, Health):
// bolster absorbs first; a creature reaching MAX Wounds falls unconscious,
// or dies when the wounds beyond MAX reach MAX (Instant Death) or it is a
// monster; damage at MAX is a death save failure, two from a critical hit,
// and kills when it reaches MAX Wounds.
func (rs *Ruleset) takeWounds(c *Creature, d Damage, res *DamageResult) {
	res.ToBolster = min(c.Bolster, res.Dealt)
	c.Bolster -= res.ToBolster
	w := res.Dealt - res.ToBolster
	if w == 0 {
		return
	}
	maxW := c.EffectiveMaxWounds(rs)
	if c.Wounds >= maxW { // 5efp, Death Saving Throws, Taking damage while at MAX Wounds
		rs.damageWhileDown(c, d, w, maxW, res)
		return
	}
	room := maxW - c.Wounds
	res.ToWounds = min(w, room)
	c.Wounds += res.ToWounds
	over := w - room
	if over < 0 {
		return
	}
	if ko := rs.KnockOut; d.KnockOut && (!ko.Lethal || over < maxW) { // 5efp, Knocking a Creature Out
		c.give("unconscious", SourceZeroHP)
		c.Saves = DeathSaves{}
		c.Stable = ko.Stable
		return
	}
	res.Dropped = true
	if over >= maxW || c.Monster { // Instant Death; Monsters and Death
		c.die()
		res.Died = true
		return
	}
	c.give("unconscious", SourceZeroHP) // Falling Unconscious
	c.Saves = DeathSaves{}
	c.Stable = false
}

// healWounds discards up to amount wounds, never below 0 (5efp, Healing).
// Healing a creature at MAX Wounds resets its death saves and stabilizes
// it, even when it discards nothing; one that drops below MAX wakes.
func (rs *Ruleset) healWounds(c *Creature, amount int) int {
	wasDown := rs.Down(c)
	got := min(amount, c.Wounds)
	c.Wounds -= got
	if !wasDown {
		return got
	}
	c.Saves = DeathSaves{}
	if rs.Down(c) {
		c.Stable = c.Stable || rs.Wounds.HealingStabilizes
		return got
	}
	c.wake()
	c.Stable = false
	return got
}

// SetMaxWounds changes c's MAX Wounds (a new CON, a new LEVEL). If the new
// maximum is below c's wounds, c discards the excess, falls unconscious and
// takes the ruleset's death save failures (5efp, MAX Wounds).
func (rs *Ruleset) SetMaxWounds(c *Creature, n int) error {
	if rs.Wounds == nil {
		return ErrNoWounds
	}
	if n < 1 {
		return fmt.Errorf("%w: MAX Wounds %d is less than 1", ErrWounds, n)
	}
	c.MaxWounds = n
	rs.shrink(c)
	return nil
}

// shrink applies the rule for a MAX Wounds that fell below c's wounds.
func (rs *Ruleset) shrink(c *Creature) {
	if rs.Wounds == nil || c.Dead {
		return
	}
	m := c.EffectiveMaxWounds(rs)
	if c.Wounds < m {
		return
	}
	c.give("unconscious", SourceZeroHP)
	if c.Wounds == m {
		return
	}
	c.Wounds = m
	c.Stable = false
	c.Saves.Failures += rs.Wounds.ShrinkFailures
	if c.Saves.Failures >= 3 {
		c.die()
	}
}

// GiveBolster gives c a bolster pool of amount. Pools never add up: c
// keeps the larger of the two unless replace says to take the new one
// whatever its size (5efp, Bolster). Bolster neither wakes nor stabilizes.
func (rs *Ruleset) GiveBolster(c *Creature, amount int, replace bool) error {
	if rs.Wounds == nil {
		return ErrNoWounds
	}
	if amount < 0 {
		return fmt.Errorf("%w: bolster %d: the amount is never negative", ErrWounds, amount)
	}
	if replace {
		c.Bolster = amount
	} else {
		c.Bolster = max(c.Bolster, amount)
	}
	return nil
}

// SpendMana pays for a spell of spellLevel with mana points of c's mana
// (5efp, Spellcasting, Mana): a cantrip costs 0, a spell at least its
// level; spending more casts it at the level spent. Neither the spell's
// level nor the mana spent may exceed c's LEVEL. It returns the level the
// spell is cast at.
func SpendMana(c *Creature, spellLevel, mana int) (int, error) {
	switch {
	case spellLevel < 0 || mana < 0:
		return 0, fmt.Errorf("%w: spell level %d and mana %d are never negative", ErrMana, spellLevel, mana)
	case spellLevel > c.Level:
		return 0, fmt.Errorf("%w: a level %d spell is above LEVEL %d (5efp, Spellcasting)", ErrMana, spellLevel, c.Level)
	case mana < spellLevel:
		return 0, fmt.Errorf("%w: a level %d spell costs %d mana, not %d (5efp, Spellcasting, Mana)", ErrMana, spellLevel, spellLevel, mana)
	case mana > c.Level:
		return 0, fmt.Errorf("%w: %d mana on one casting is more than LEVEL %d (5efp, Spellcasting, Mana)", ErrMana, mana, c.Level)
	case mana > c.Mana:
		return 0, fmt.Errorf("%w: %s has %d mana, not %d", ErrMana, c.ID, c.Mana, mana)
	}
	c.Mana -= mana
	return max(spellLevel, mana), nil
}

// Errors for the rest rules.
var (
	ErrOneRest    = errors.New("rules: this ruleset has one kind of rest (kind: rest), not short and long rests")
	ErrTwoRests   = errors.New("rules: this ruleset has short and long rests, not a single kind of rest")
	ErrRestsSpent = errors.New("rules: rest: no rests left this game session")
)

// EndRest ends a rest in a ruleset with one kind of rest (5efp, Rest): c
// discards up to LEVEL wounds, which heals as healing does, and counts the
// rest against the ruleset's rests per session; its Rest features come
// back. It returns the wounds discarded.
func (rs *Ruleset) EndRest(c *Creature) (int, error) {
	if !rs.Rest.Single {
		return 0, ErrTwoRests
	}
	if c.Dead {
		return 0, fmt.Errorf("%w: a dead creature does not rest", ErrDead)
	}
	if n := rs.Rest.PerSession; n > 0 && c.Rests >= n {
		return 0, fmt.Errorf("%w: %s has taken its %d (%s, Rest: Cooldown %d)", ErrRestsSpent, c.ID, n, rs.Cite, n)
	}
	c.Rests++
	c.recover(RestEnds) // every use of a Rest feature comes back (5efp, Common Terms, Rest)
	if rs.Wounds == nil || !rs.Wounds.RestDiscardsLevel {
		return 0, nil
	}
	return rs.Heal(c, c.Level)
}
