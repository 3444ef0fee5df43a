package rules

import (
	"errors"
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// SustenanceRule is how much food and water a creature needs each day and
// the exhaustion going without brings (SRD 5.2.1, Hazards, Dehydration and
// Malnutrition; SRD 5.1, Food and Water).
type SustenanceRule struct {
	Cite string
	// Food and Water are pounds and gallons a day by size; a missing size
	// needs the "medium" amount.
	Food, Water map[string]float64
	HotWater    float64 // water need multiplier in hot weather (2014: 2); 0 for none
	// WaterSaveDC: drinking at least half the need but not all of it calls
	// for a Constitution save at this DC or a level of exhaustion (2014:
	// 15); 0 means it does nothing. Less than half always costs a level.
	WaterSaveDC int
	// ExhaustedTakesTwo: a creature already exhausted when it goes short of
	// water takes two levels instead of one (2014).
	ExhaustedTakesTwo bool
	// FoodSaveDC: eating something, but less than half the need, calls for
	// a Constitution save at this DC or a level of exhaustion (2024: 10).
	FoodSaveDC int
	// StarveDays: the days a creature goes without food with no effect;
	// each further day ends with a level of exhaustion (2024: 4, so the
	// level comes at the end of the fifth day).
	StarveDays int
	// StarveDaysCON: the days are 3 + the Constitution modifier, at least 1
	// (2014), instead of StarveDays.
	StarveDaysCON bool
	// HalfRations: eating at least half the need counts as half a day
	// without food (2014).
	HalfRations bool
}

// ErrNoSustenanceRule refuses food and water where the ruleset has no rule.
var ErrNoSustenanceRule = errors.New("rules: this ruleset has no food and water rule")

// Needs is what c needs in a day: pounds of food and gallons of water.
func (rs *Ruleset) Needs(c *Creature, hot bool) (food, water float64, err error) {
	s := rs.Sustenance
	if s == nil {
		return 0, 0, ErrNoSustenanceRule
	}
	pick := func(m map[string]float64) float64 {
		if v, ok := m[c.Size]; ok {
			return v
		}
		return m["medium"]
	}
	food, water = pick(s.Food), pick(s.Water)
	if hot && s.HotWater > 0 {
		water *= s.HotWater
	}
	return food, water, nil
}

// StarveLimit is the days c can go without food before exhaustion.
func (rs *Ruleset) StarveLimit(c *Creature) (int, error) {
	s := rs.Sustenance
	if s == nil {
		return 0, ErrNoSustenanceRule
	}
	if s.StarveDaysCON {
		return max(1, 3+c.Mod(CON)), nil
	}
	return s.StarveDays, nil
}

// DayResult is what the end of a day did: the saving throws made and the
// exhaustion gained.
type DayResult struct {
	Saves      []TestResult
	Exhaustion int
}

// EndDay ends a day in which c ate food pounds and drank water gallons:
// food first, then water, each save rolled as it comes. Exhaustion from
// going short stays through rests until c has a day with its fill of that
// need (SRD 5.2.1, Dehydration and Malnutrition; SRD 5.1, Food and Water).
func (rs *Ruleset) EndDay(c *Creature, food, water float64, hot bool, r dice.Roller) (DayResult, error) {
	var res DayResult
	needFood, needWater, err := rs.Needs(c, hot)
	if err != nil {
		return res, err
	}
	if food < 0 || water < 0 {
		return res, fmt.Errorf("rules: food and water are never negative (%g, %g)", food, water)
	}
	if c.Dead {
		return res, fmt.Errorf("%w: it neither eats nor drinks", ErrDead)
	}
	s := rs.Sustenance
	wasExhausted := c.Exhaustion > 0
	gain := func(n int, locked *int) error {
		before := c.Exhaustion
		if err := rs.AddCondition(c, "exhaustion", n); err != nil {
			return err
		}
		res.Exhaustion += c.Exhaustion - before
		*locked += c.Exhaustion - before
		return nil
	}
	if food >= needFood {
		c.HungerLevels = 0
	}
	if water >= needWater {
		c.ThirstLevels = 0
	}
	save := func(dc int) (bool, error) {
		t, err := rs.Test(c, Test{Kind: Save, Ability: CON, DC: dc}, r)
		if err != nil {
			return false, err
		}
		res.Saves = append(res.Saves, t)
		return t.Success, nil
	}
	// Food.
	switch {
	case food >= needFood:
		c.DaysWithoutFood = 0
	case s.HalfRations && 2*food >= needFood:
		c.DaysWithoutFood += 0.5
	case food > 0 && !s.HalfRations:
		c.DaysWithoutFood = 0
		if s.FoodSaveDC > 0 && 2*food < needFood {
			ok, err := save(s.FoodSaveDC)
			if err != nil {
				return res, err
			}
			if !ok {
				if err := gain(1, &c.HungerLevels); err != nil {
					return res, err
				}
			}
		}
	default:
		c.DaysWithoutFood++
	}
	limit, _ := rs.StarveLimit(c)
	if c.DaysWithoutFood > float64(limit) {
		if err := gain(1, &c.HungerLevels); err != nil {
			return res, err
		}
	}
	if c.Dead {
		return res, nil
	}
	// Water.
	levels := 1
	if s.ExhaustedTakesTwo && wasExhausted {
		levels = 2
	}
	switch {
	case water >= needWater:
	case 2*water < needWater:
		if err := gain(levels, &c.ThirstLevels); err != nil {
			return res, err
		}
	case s.WaterSaveDC > 0:
		ok, err := save(s.WaterSaveDC)
		if err != nil {
			return res, err
		}
		if !ok {
			if err := gain(levels, &c.ThirstLevels); err != nil {
				return res, err
			}
		}
	}
	return res, nil
}
