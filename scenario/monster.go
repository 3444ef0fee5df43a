package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// catalogMonster makes a creature of the catalog monster id of the
// scenario's ruleset: `monster: ogre`, with `hp: roll` to roll its hit
// dice (with the creature's `dice:` when given) instead of the average.
func (r *runner) catalogMonster(spec CreatureSpec, m any) (*rules.Creature, error) {
	id, ok := m.(string)
	if !ok || id == "" {
		return nil, fmt.Errorf("creature %s: monster is a catalog id such as goblin, not %v", spec.ID, m)
	}
	cat, err := content.Open(r.rs.Name)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	rec, err := cat.Find("monster", id)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	mon := rec.(*content.Monster)
	if mon.ID != id {
		return nil, fmt.Errorf("creature %s: no monster %q in %s (did you mean %s?)", spec.ID, id, r.rs.Name, mon.ID)
	}
	var roll dice.Roller
	switch spec.HP {
	case nil, "average":
		if spec.Dice != nil {
			return nil, fmt.Errorf("creature %s: dice are for hp: roll", spec.ID)
		}
	case "roll":
		roll = r.seeded
		if spec.Dice != nil {
			roll = dice.NewScripted(spec.Dice...)
		}
	default:
		return nil, fmt.Errorf("creature %s: hp is average or roll, not %v (stats: {hp: N} sets a number)", spec.ID, spec.HP)
	}
	cb, err := combat.NewMonster(r.rs, mon, spec.ID, roll)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	if sc, ok := roll.(*dice.Scripted); ok && sc.Remaining() > 0 {
		return nil, fmt.Errorf("creature %s: %d of its hp dice were not rolled", spec.ID, sc.Remaining())
	}
	if r.monsters == nil {
		r.monsters = map[string]*combat.Combatant{}
	}
	r.monsters[spec.ID] = cb
	return cb.Creature, nil
}

// statblock is the live stat block of creature id: the fight's once it
// has begun.
func (r *runner) statblock(id string) *combat.Statblock {
	if r.fight != nil {
		if c := r.fight.state.Get(id); c != nil {
			return c.Statblock
		}
	}
	if c := r.monsters[id]; c != nil {
		return c.Statblock
	}
	return nil
}

// monsterPath reads <id>.recharge.<action> (true while charged),
// <id>.uses.<action>, <id>.legendary_actions, <id>.legendary_resistance,
// <id>.multiattack_left and <id>.pb.
func (r *runner) monsterPath(id, path, rest string) (any, bool, error) {
	b := r.statblock(id)
	kind, action, _ := strings.Cut(rest, ".")
	known := []string{"recharge", "uses", "legendary_actions", "legendary_resistance", "multiattack_left"}
	if !slices.Contains(known, kind) {
		return nil, false, nil
	}
	if b == nil {
		return nil, true, fmt.Errorf("path %s: %s is not a catalog monster", path, id)
	}
	switch kind {
	case "recharge", "uses":
		f, _ := b.Feature(action)
		if f == nil {
			return nil, true, fmt.Errorf("path %s: %s has no feature %q", path, id, action)
		}
		if kind == "recharge" {
			if f.Recharge == 0 {
				return nil, true, fmt.Errorf("path %s: %s's %s has no recharge", path, id, action)
			}
			return b.Charged(action), true, nil
		}
		return int64(b.UsesLeft(action)), true, nil
	case "legendary_actions":
		return int64(b.LegendaryLeft), true, nil
	case "legendary_resistance":
		return int64(b.ResistLeft), true, nil
	}
	out := []any{}
	for _, a := range b.Multi {
		out = append(out, a)
	}
	return out, true, nil
}

// setMonster sets <id>.recharge.<action> (false: spent),
// <id>.legendary_actions and <id>.legendary_resistance.
func (r *runner) setMonster(id, path, rest string, value any) (bool, error) {
	kind, action, _ := strings.Cut(rest, ".")
	if kind != "recharge" && kind != "legendary_actions" && kind != "legendary_resistance" {
		return false, nil
	}
	b := r.statblock(id)
	if b == nil {
		return true, fmt.Errorf("path %s: %s is not a catalog monster", path, id)
	}
	if kind == "recharge" {
		on, ok := value.(bool)
		f, _ := b.Feature(action)
		if !ok || f == nil || f.Recharge == 0 {
			return true, fmt.Errorf("path %s: needs a recharge feature and true or false", path)
		}
		b.Spent = slices.DeleteFunc(b.Spent, func(s string) bool { return s == action })
		if !on {
			b.Spent = append(b.Spent, action)
		}
		return true, nil
	}
	n, ok := toInt(value)
	if !ok || n < 0 {
		return true, fmt.Errorf("path %s: %v is not a count", path, value)
	}
	if kind == "legendary_actions" {
		b.LegendaryLeft = int(n)
	} else {
		b.ResistLeft = int(n)
	}
	r.resetSetup()
	return true, nil
}

// resetSetup makes the fight's replay base the state as set.
func (r *runner) resetSetup() {
	if r.fight != nil && len(r.fight.events) == 0 {
		r.fight.setup = r.fight.state.Clone()
	}
}

// monsterResults reports what monster features did: result.saved.<id>
// and result.save_total.<id> for each saving throw, result.resisted (the
// creatures that used Legendary Resistance), result.dealt.<id> (damage
// each creature took), result.attacks and result.hits (attack rolls
// made and hit), result.conditions.<id>, result.recharge_dice.
func (r *runner) monsterResults(events []combat.Event) {
	attacks, hits := int64(0), int64(0)
	for _, e := range events {
		switch e.Kind {
		case combat.Saved:
			r.result["saved."+e.Who] = e.Hit
			r.result["save_total."+e.Who] = int64(e.Total)
		case combat.Resisted:
			l, _ := r.result["resisted"].([]any)
			r.result["resisted"] = append(l, e.Who)
			r.result["saved."+e.Who] = true
		case combat.Damaged:
			n, _ := r.result["dealt."+e.Target].(int64)
			r.result["dealt."+e.Target] = n + int64(e.Dealt)
		case combat.Attacked:
			attacks++
			if e.Hit {
				hits++
			}
		case combat.Conditioned:
			l, _ := r.result["conditions."+e.Target].([]any)
			r.result["conditions."+e.Target] = append(l, e.Type)
		case combat.MonsterTurn:
			if len(e.Dice) > 0 {
				l := []any{}
				for _, f := range e.Dice {
					l = append(l, int64(f))
				}
				r.result["recharge_dice"] = l
			}
		}
	}
	if attacks > 0 {
		r.result["attacks"], r.result["hits"] = attacks, hits
	}
}

// monsterTable holds the catalog monsters' combatants by creature id.
type monsterTable = map[string]*combat.Combatant
