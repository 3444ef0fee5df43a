package scenario

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// get reads a state path (<id>.hp, <id>.death_saves.failures) or a result
// path (result.total).
func (r *runner) get(path string) (any, error) {
	head, rest, _ := strings.Cut(path, ".")
	if head == "combat" {
		return r.combatGet(path, rest)
	}
	if head == "result" {
		v, ok := r.result[rest]
		if !ok {
			return nil, fmt.Errorf("path %s: this step has no result %q", path, rest)
		}
		return v, nil
	}
	c, ok := r.cs[head]
	if !ok {
		return nil, fmt.Errorf("path %s: no creature %q", path, head)
	}
	rs := r.rs
	if v, ok, err := r.woundPath(c, path, rest); ok {
		return v, err
	}
	if v, ok, err := r.statePath(c, path, rest); ok { // turn.go: resources, sources, help
		return v, err
	}
	if v, ok, err := r.monsterPath(head, path, rest); ok { // monster.go
		return v, err
	}
	if v, ok := classPath(c, rest); ok { // character_features.go: inspired
		return v, nil
	}
	switch rest {
	case "hp":
		return int64(c.HP), nil
	case "max_hp":
		return int64(c.EffectiveMaxHP(rs)), nil
	case "temp_hp":
		return int64(c.TempHP), nil
	case "ac":
		return int64(c.AC), nil
	case "speed":
		return int64(c.Speed(rs)), nil
	case "conditions":
		out := []any{}
		for _, n := range c.Conditions(rs) {
			out = append(out, n)
		}
		return out, nil
	case "exhaustion":
		return int64(c.Exhaustion), nil
	case "dead":
		return c.Dead, nil
	case "stable":
		return c.Stable, nil
	case "unconscious":
		return c.Has(rs, "unconscious"), nil
	case "death_saves.successes":
		return int64(c.Saves.Successes), nil
	case "death_saves.failures":
		return int64(c.Saves.Failures), nil
	case "position":
		return []any{int64(c.Position[0]), int64(c.Position[1])}, nil
	case "inspiration":
		return c.Inspiration, nil
	case "long_jump":
		return int64(rules.LongJump(c, true)), nil
	case "standing_long_jump":
		return int64(rules.LongJump(c, false)), nil
	case "high_jump":
		return int64(rs.HighJump(c, true)), nil
	case "standing_high_jump":
		return int64(rs.HighJump(c, false)), nil
	case "hold_breath_seconds":
		return int64(rules.HoldBreath(c)), nil
	case "bloodied":
		if !rs.Bloodied {
			return nil, fmt.Errorf("path %s: %s has no Bloodied", path, rs.Name)
		}
		return c.IsBloodied(rs), nil
	case "hit_dice":
		return int64(c.HitDice), nil
	case "max_hit_dice":
		return int64(c.MaxHitDice), nil
	case "proficiency_bonus":
		return int64(rs.ProficiencyBonus(c)), nil
	case "concentration":
		if c.Concentration == "" {
			return nil, nil
		}
		return c.Concentration, nil
	}
	if v, ok, err := r.spellPath(c, rest); ok { // cast.go
		return v, err
	}
	if v, ok, err := r.combatCreatureGet(path, c.ID, rest); ok {
		return v, err
	}
	if what, ok := strings.CutPrefix(rest, "passive."); ok { // <id>.passive.perception
		t := rules.Test{Kind: rules.Check}
		if a, err := rules.ParseAbility(what); err == nil {
			t.Ability = a
		} else if a, err := rs.SkillAbility(what); err == nil {
			t.Ability, t.Skill = a, what
		} else {
			return nil, fmt.Errorf("path %s: %q is neither an ability nor a skill", path, what)
		}
		v, _ := rs.Passive(c, t)
		return int64(v), nil
	}
	if v, ok, err := r.explorePath(c, path, rest); ok {
		return v, err
	}
	for _, a := range []rules.Ability{rules.STR, rules.DEX, rules.CON, rules.INT, rules.WIS, rules.CHA} {
		if rest == a.String()+"_mod" {
			return int64(rs.Mod(c, a)), nil
		}
	}
	return nil, fmt.Errorf("unknown path %s", path)
}

// set writes a state path, for setting up a situation.
func (r *runner) set(path string, value any) error {
	head, rest, _ := strings.Cut(path, ".")
	c, ok := r.cs[head]
	if !ok {
		return fmt.Errorf("path %s: no creature %q", path, head)
	}
	if ok, err := r.setMonster(head, path, rest, value); ok { // monster.go
		return err
	}
	if b, ok := value.(bool); ok {
		switch rest {
		case "stable":
			c.Stable = b
		case "inspiration":
			c.Inspiration = b
		case "dead":
			c.Dead = b
		default:
			return fmt.Errorf("path %s cannot be set to %v", path, value)
		}
		return nil
	}
	if s, ok := value.(string); ok {
		return r.setExplore(c, path, rest, s)
	}
	n, ok := toInt(value)
	if !ok {
		return fmt.Errorf("path %s: %v is not a number", path, value)
	}
	v := int(n)
	if ok, err := r.setWound(c, path, rest, v); ok {
		return err
	}
	switch rest {
	case "hp":
		if v < 0 || v > c.MaxHP {
			return fmt.Errorf("path %s: %d is outside 0..%d", path, v, c.MaxHP)
		}
		c.HP = v
	case "max_hp":
		c.MaxHP = v
	case "temp_hp":
		c.TempHP = v
	case "ac":
		c.AC = v
	case "hit_dice":
		c.HitDice = v
	case "exhaustion":
		c.Exhaustion = v
	case "death_saves.successes":
		c.Saves.Successes = v
	case "death_saves.failures":
		c.Saves.Failures = v
	default:
		return fmt.Errorf("path %s cannot be set", path)
	}
	return nil
}

// equal compares a value read from state with one written in YAML:
// numbers as integers, lists in order.
func equal(got, want any) bool {
	if gi, ok := toInt(got); ok {
		wi, ok := toInt(want)
		return ok && gi == wi
	}
	if gl, ok := got.([]any); ok {
		wl, ok := want.([]any)
		if !ok || len(gl) != len(wl) {
			return false
		}
		for i := range gl {
			if !equal(gl[i], wl[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(got, want)
}

func show(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return fmt.Sprintf("%q", v)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = show(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprint(v)
}
