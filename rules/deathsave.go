package rules

import (
	"errors"
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// DeathSave makes a death saving throw for a dying creature (SRD 5.2.1,
// Dropping to 0 Hit Points, Death Saving Throws): 10 or more succeeds; a
// natural 1 counts as two failures; a natural 20 restores 1 hit point;
// three successes make it stable, three failures kill it.
func (rs *Ruleset) DeathSave(c *Creature, r dice.Roller) (TestResult, error) {
	var res TestResult
	err := rs.DeathSaveInto(c, r, &res)
	res.srcs = nil // only an Into's result keeps its room
	return res, err
}

// DeathSaveInto is DeathSave writing its result to into, reusing the room
// of its lists as TestInto does: a caller that keeps none of the result's
// lists (the dice it learns from its roller) makes a death save without an
// allocation. The result is DeathSave's.
func (rs *Ruleset) DeathSaveInto(c *Creature, r dice.Roller, into *TestResult) error {
	if c.Dead || !rs.Down(c) || c.Stable || c.Monster {
		*into = TestResult{srcs: into.srcs}
		return ErrNotDying
	}
	if err := rs.TestInto(c, Test{Kind: DeathSave, Ability: NoAbility, Adv: c.DeathSaveAdv}, r, into); err != nil {
		return err
	}
	res := into
	switch {
	case res.Nat20:
		_, err := rs.Heal(c, 1)
		return err
	case res.Nat1:
		c.Saves.Failures += 2
	case res.Success:
		c.Saves.Successes++
	default:
		c.Saves.Failures++
	}
	switch {
	case c.Saves.Failures >= 3:
		c.die()
	case c.Saves.Successes >= 3:
		c.Stable = true
		c.Saves = DeathSaves{}
	}
	return nil
}

// Stabilize is first aid: a DC 10 Wisdom (Medicine) check by helper on a
// dying creature; success makes it stable (SRD 5.2.1, Stabilizing a
// Character).
func (rs *Ruleset) Stabilize(helper, c *Creature, r dice.Roller) (TestResult, error) {
	if !c.Dead && c.HP > 0 && c.knockedOut() {
		// First aid ends the Unconscious of a creature knocked out at 1 HP
		// (SRD 5.2.1, Knocking Out a Creature).
		res, err := rs.Test(helper, Test{Kind: Check, Ability: WIS, Skill: "medicine", DC: 10}, r)
		if err == nil && res.Success {
			c.comeTo()
		}
		return res, err
	}
	if c.Dead || !rs.Down(c) || c.Stable {
		return TestResult{}, ErrNotDying
	}
	if err := rs.suffocationBlocks(c); err != nil {
		return TestResult{}, err
	}
	res, err := rs.Test(helper, Test{Kind: Check, Ability: WIS, Skill: "medicine", DC: 10}, r)
	if err != nil {
		return res, err
	}
	if res.Success {
		c.Stable = true
		c.Saves = DeathSaves{}
	}
	return res, nil
}

// Fall deals falling damage: 1d6 bludgeoning per 10 feet fallen, at most
// 20d6, and the creature lands prone unless the fall did nothing (SRD
// 5.2.1, Hazards, Falling).
func (rs *Ruleset) Fall(c *Creature, feet int, r dice.Roller) (DamageResult, int, error) {
	if rs.NoFallRule {
		return DamageResult{}, 0, ErrNoFallRule
	}
	n := min(feet/10, 20)
	total := 0
	for range n {
		f, err := r.Roll(1, 6)
		if err != nil {
			return DamageResult{}, 0, err
		}
		total += f
	}
	res, err := rs.Damage(c, Damage{Amount: total, Type: "bludgeoning"})
	if err != nil {
		return res, total, err
	}
	if res.Dealt > 0 && !c.Dead { // no damage, no prone
		c.give("prone", "")
	}
	return res, total, nil
}

// ErrStableWakeWounds refuses the hours-long recovery of a stable creature
// where the ruleset heals it otherwise (5efp: 1 point at the end of the
// encounter, which waits for encounters).
var ErrStableWakeWounds = errors.New("rules: a stable creature here is healed at the end of the encounter, not after 1d4 hours")

// WakeStable lets a stable creature at 0 hit points that nobody heals
// regain 1 hit point after 1d4 hours (SRD 5.2.1, Stabilizing a Character;
// SRD 5.1, Stabilizing a Creature; Playtest 2013, How to Play, Stabilizing).
// It returns the hours rolled; the caller's clock lets them pass.
func (rs *Ruleset) WakeStable(c *Creature, r dice.Roller) (int, error) {
	if rs.Wounds != nil {
		return 0, ErrStableWakeWounds
	}
	if c.Dead || c.HP > 0 || !c.Stable {
		return 0, fmt.Errorf("rules: only a stable creature at 0 hit points regains 1 hit point after 1d4 hours; %s is not one", c.ID)
	}
	hours, err := r.Roll(1, 4)
	if err != nil {
		return 0, err
	}
	if _, err := rs.Heal(c, 1); err != nil {
		return hours, err
	}
	return hours, nil
}
