package scenario

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// woundStats reads the stats of a ruleset that counts wounds (5efp):
// max_wounds, wounds, bolster and mana. Hit points are refused there, and
// wounds where the ruleset counts hit points.
func (r *runner) woundStats(c *rules.Creature, s *Stats) error {
	wounds := s.MaxWounds != nil || s.Wounds != nil || s.Bolster != nil || s.Mana != nil
	if r.rs.Wounds == nil {
		if wounds {
			return fmt.Errorf("creature %s: max_wounds, wounds, bolster and mana: %w", c.ID, rules.ErrNoWounds)
		}
		if s.Class != "" {
			return fmt.Errorf("creature %s: class: only 5efp's MAX Wounds reads a class here; characters are %w", c.ID, ErrNotSupported)
		}
		return nil
	}
	if s.Class != "" && s.MaxWounds == nil {
		level := 1
		if s.Level != nil {
			level = *s.Level
		}
		m, _, err := rules.MaxWounds(s.Class, s.Abilities["con"], level)
		if err != nil {
			return fmt.Errorf("creature %s: class: %w", c.ID, err)
		}
		c.MaxWounds = m
	}
	if s.HP != nil || s.MaxHP != nil || s.TempHP != 0 {
		return fmt.Errorf("creature %s: hp, max_hp and temp_hp: %w", c.ID, rules.ErrNoHitPoints)
	}
	for _, f := range []struct {
		v    *int
		into *int
	}{{s.MaxWounds, &c.MaxWounds}, {s.Wounds, &c.Wounds}, {s.Bolster, &c.Bolster}, {s.Mana, &c.Mana}} {
		if f.v != nil {
			*f.into = *f.v
		}
	}
	return nil
}

// settle checks a creature against its ruleset once set up; one set up at
// MAX Wounds is unconscious, as it would be had it got there.
func (r *runner) settle(c *rules.Creature) error {
	if err := r.rs.Validate(c); err != nil {
		return fmt.Errorf("creature %s: %w", c.ID, err)
	}
	if r.rs.Wounds != nil && r.rs.Down(c) {
		return r.rs.AddCondition(c, "unconscious", 0)
	}
	return nil
}

// woundPath reads the paths of health and of the numbers 5efp adds:
// .wounds, .max_wounds, .bolster, .mana, .rests and .defense. It reports
// false for any other path. Hit point paths are refused where the ruleset
// counts wounds, and wound paths where it counts hit points.
func (r *runner) woundPath(c *rules.Creature, path, rest string) (any, bool, error) {
	rs := r.rs
	switch rest {
	case "defense":
		v, _ := rs.Defense(c)
		return int64(v), true, nil
	case "hp", "max_hp", "temp_hp":
		if rs.Wounds != nil {
			return nil, true, fmt.Errorf("path %s: %w", path, rules.ErrNoHitPoints)
		}
		return nil, false, nil
	case "ac":
		if rs.DefenseFromDex {
			v, _ := rs.Defense(c)
			return int64(v), true, nil
		}
		return nil, false, nil
	case "rests":
		return int64(c.Rests), true, nil
	case "long_jump", "standing_long_jump", "high_jump", "standing_high_jump", "hold_breath_seconds", "hit_dice", "max_hit_dice":
		if rs.Wounds != nil || rs.Scores.AreModifiers {
			return nil, true, fmt.Errorf("path %s: not played for %s yet", path, rs.Name)
		}
		return nil, false, nil
	case "wounds", "max_wounds", "bolster", "mana":
	default:
		return nil, false, nil
	}
	if rs.Wounds == nil {
		return nil, true, fmt.Errorf("path %s: %w", path, rules.ErrNoWounds)
	}
	switch rest {
	case "wounds":
		return int64(c.Wounds), true, nil
	case "max_wounds":
		return int64(c.EffectiveMaxWounds(rs)), true, nil
	case "bolster":
		return int64(c.Bolster), true, nil
	}
	return int64(c.Mana), true, nil
}

// setWound writes the wound paths; a lower max_wounds follows the rule for
// losing MAX Wounds. It reports false for any other path.
func (r *runner) setWound(c *rules.Creature, path, rest string, v int) (bool, error) {
	rs := r.rs
	switch rest {
	case "wounds", "max_wounds", "bolster", "mana", "rests":
	case "hp", "max_hp", "temp_hp":
		if rs.Wounds != nil {
			return true, fmt.Errorf("path %s: %w", path, rules.ErrNoHitPoints)
		}
		return false, nil
	default:
		return false, nil
	}
	if rs.Wounds == nil {
		return true, fmt.Errorf("path %s: %w", path, rules.ErrNoWounds)
	}
	switch rest {
	case "max_wounds":
		return true, rs.SetMaxWounds(c, v)
	case "wounds":
		if v < 0 || v > c.MaxWounds {
			return true, fmt.Errorf("path %s: %d is outside 0..%d", path, v, c.MaxWounds)
		}
		c.Wounds = v
		return true, r.settle(c)
	case "rests":
		c.Rests = v
	case "bolster":
		c.Bolster = v
	case "mana":
		c.Mana = v
	}
	if v < 0 {
		return true, fmt.Errorf("path %s: %d is negative", path, v)
	}
	return true, nil
}

// bolsterVerb gives a bolster pool: {do: bolster, target, amount,
// replace?}. Without replace the creature keeps the larger pool.
func (r *runner) bolsterVerb(c *rules.Creature, a args, amount int) error {
	return r.rs.GiveBolster(c, amount, a.bool("replace"))
}
