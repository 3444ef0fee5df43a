package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
)

// ObjectSpec is an object on the grid: {id: door, at: [3, 0], size:
// medium, ac: 15, hp: 18, immune: [fire]} (combat/object.go).
type ObjectSpec struct {
	ID     string   `yaml:"id"`
	At     []int    `yaml:"at"`
	Size   string   `yaml:"size"`
	AC     int      `yaml:"ac"`
	HP     int      `yaml:"hp"`
	Immune []string `yaml:"immune"`
	// Flammable: the spells that say so set it burning (combat/object_fire.go).
	Flammable bool `yaml:"flammable"`
}

// ErrObject is a bad entry of a grid's objects list.
var ErrObject = errors.New("scenario: bad object")

// attack_object attacks an object with a weapon (by, target, with);
// cast_object casts a spell at one (by, spell, target, type: a choice of
// damage type).
func init() {
	verbs["attack_object"] = (*runner).combatVerb
	verbs["cast_object"] = (*runner).castObjectVerb
}

// gridObjects turns a grid's objects list into the combat's objects.
func gridObjects(specs []ObjectSpec, w, h int) ([]combat.Object, error) {
	var out []combat.Object
	seen := map[string]bool{}
	for _, o := range specs {
		switch {
		case o.ID == "":
			return nil, fmt.Errorf("%w: an object needs an id", ErrObject)
		case seen[o.ID]:
			return nil, fmt.Errorf("%w: object %q listed twice", ErrObject, o.ID)
		case len(o.At) != 2:
			return nil, fmt.Errorf("%w: object %s: at is [x, y], not %v", ErrObject, o.ID, o.At)
		case o.At[0] < 0 || o.At[1] < 0 || (w > 0 && o.At[0] >= w) || (h > 0 && o.At[1] >= h):
			return nil, fmt.Errorf("%w: object %s at %v is off the %dx%d grid", ErrObject, o.ID, o.At, w, h)
		case o.HP < 1:
			return nil, fmt.Errorf("%w: object %s needs hp of 1 or more, not %d", ErrObject, o.ID, o.HP)
		case o.AC < 0:
			return nil, fmt.Errorf("%w: object %s has a negative ac %d", ErrObject, o.ID, o.AC)
		}
		seen[o.ID] = true
		out = append(out, combat.Object{ID: o.ID, At: combat.Point{o.At[0], o.At[1]}, Size: o.Size, AC: o.AC,
			HP: o.HP, MaxHP: o.HP, Immune: o.Immune, Flammable: o.Flammable})
	}
	return out, nil
}

// castObjectVerb casts a spell at an object.
func (r *runner) castObjectVerb(st Step, a args, roller dice.Roller) error {
	if r.fight == nil {
		if err := r.newFight(); err != nil {
			return err
		}
	}
	cmd := combat.Command{Kind: combat.CastObject, By: a.str("by"), Spell: a.str("spell"), Target: a.str("target"), Option: a.str("type")}
	if cmd.By == "" || cmd.Spell == "" || cmd.Target == "" {
		return fmt.Errorf("cast_object needs by, spell and target")
	}
	return r.play(cmd, roller)
}

// objectResult reports an object's events: result.hit, result.total,
// result.mode of the attack, result.damage dealt, result.destroyed.
func (r *runner) objectResult(e combat.Event) {
	switch e.Kind {
	case combat.ObjectAttacked:
		r.result["hit"], r.result["crit"] = e.Hit, e.Crit
		r.result["total"], r.result["mode"] = int64(e.Total), e.Mode
		r.result["explain"] = terms(e.Explain)
		r.result["damage"], r.result["destroyed"] = int64(0), false
	case combat.ObjectDamaged:
		r.result["damage"] = int64(e.Dealt)
		r.result["damage_rolled"] = int64(e.Amount)
		r.result["damage_explain"] = terms(e.Explain)
	case combat.ObjectDestroyed:
		r.result["destroyed"] = true
	case combat.ObjectIgnited:
		ids, _ := r.result["ignited"].([]any)
		r.result["ignited"] = append(ids, e.Target)
	}
}

// objectGet reads combat.object.<id>.hp, .ac, .destroyed, .burning (the
// id of the creature that set it burning, or null).
func (r *runner) objectGet(path, rest string) (any, bool, error) {
	id, field, ok := strings.Cut(strings.TrimPrefix(rest, "object."), ".")
	if !strings.HasPrefix(rest, "object.") || !ok {
		return nil, false, nil
	}
	o := r.fight.state.Object(id)
	if o == nil {
		return nil, true, fmt.Errorf("path %s: no object %q", path, id)
	}
	switch field {
	case "hp":
		return int64(o.HP), true, nil
	case "ac":
		return int64(o.AC), true, nil
	case "destroyed":
		return o.Destroyed, true, nil
	case "burning":
		if o.Burning == "" {
			return nil, true, nil
		}
		return o.Burning, true, nil
	}
	return nil, true, fmt.Errorf("path %s: an object has hp, ac, destroyed and burning", path)
}
