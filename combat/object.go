package combat

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Object is a thing on the grid a creature can attack or aim a spell at:
// a door, a chest, a statue. Its AC and hit points are the scenario's (the
// SRDs give them by material and by size and fragility); Immune lists the
// damage types it ignores beside the poison and psychic damage no object
// takes. An object at 0 hit points is destroyed.
type Object struct {
	ID        string   `json:"id"`
	At        Point    `json:"at"`
	Size      string   `json:"size,omitempty"` // tiny, small, medium, large (a note: the HP is given)
	AC        int      `json:"ac"`
	HP        int      `json:"hp"`
	MaxHP     int      `json:"max_hp"`
	Immune    []string `json:"immune,omitempty"`
	Destroyed bool     `json:"destroyed,omitempty"`
	// Flammable objects catch fire from the spells that say so; Burning
	// is the id of the creature whose spell set it burning, "" while it
	// is not (object_fire.go).
	Flammable bool   `json:"flammable,omitempty"`
	Burning   string `json:"burning,omitempty"`
}

// objectImmune are the damage types no object takes (SRD 5.1,
// Environment, Interacting with Objects; SRD 5.2.1, Rules Glossary,
// Breaking Objects).
var objectImmune = []string{"poison", "psychic"}

// objectRule is the section that gives objects their statistics.
const objectRule = "Breaking Objects"

// Errors of attacks and spells aimed at objects.
var (
	ErrNoSuchObject   = errors.New("combat: no such object")
	ErrObjectGone     = errors.New("combat: the object is destroyed")
	ErrNotObjectSpell = errors.New("combat: the spell can't target an object")
)

// The commands: AttackObject makes one attack (Attack) at the object
// Target as an action; CastObject casts Spell at it.
const (
	AttackObject CommandKind = "attack_object"
	CastObject   CommandKind = "cast_object"
)

// The events: ObjectAttacked (Who, Target, Attack, Dice, Total, Mode,
// Hit, Crit, Explain), ObjectDamaged (Who, Target, Dice, Amount, Dealt,
// Type, Explain), ObjectDestroyed (Who, Target).
const (
	ObjectAttacked  EventKind = "object_attack"
	ObjectDamaged   EventKind = "object_damage"
	ObjectDestroyed EventKind = "object_destroyed"
)

func init() {
	actions[AttackObject] = actionSpec{universal: true, uses: "action", decide: (*decider).attackObject}
	actions[CastObject] = actionSpec{universal: true, uses: "action", decide: (*decider).castObject}
	registerEvents(map[EventKind]func(*State, Event) error{
		ObjectAttacked:  applyObjectAttacked,
		ObjectDamaged:   applyObjectDamaged,
		ObjectDestroyed: applyObjectDestroyed,
	})
}

// Object finds an object of the grid by id, or nil.
func (s *State) Object(id string) *Object {
	for i := range s.Grid.Objects {
		if s.Grid.Objects[i].ID == id {
			return &s.Grid.Objects[i]
		}
	}
	return nil
}

// target finds a standing object by id.
func (s *State) objectTarget(id string) (*Object, error) {
	o := s.Object(id)
	if o == nil {
		return nil, fmt.Errorf("%w %q", ErrNoSuchObject, id)
	}
	if o.Destroyed {
		return nil, fmt.Errorf("%w: %s (%s)", ErrObjectGone, id, s.cite(objectRule))
	}
	return o, nil
}

// objectAt is the index of object id in the grid after the grid's list is
// copied: a state and its forks share the list, so a change copies it
// first.
func (s *State) objectAt(id string) (int, error) {
	i := slices.IndexFunc(s.Grid.Objects, func(o Object) bool { return o.ID == id })
	if i < 0 {
		return 0, fmt.Errorf("%w: object %q", ErrBadEvent, id)
	}
	s.Grid.Objects = slices.Clone(s.Grid.Objects)
	return i, nil
}

// attackObject: one attack with a weapon at an object, as an action: the
// roll against its AC, the damage off its hit points.
func (d *decider) attackObject(c *Combatant, cmd Command, cite string) error {
	s := d.s
	o, err := s.objectTarget(cmd.Target)
	if err != nil {
		return err
	}
	a, err := c.attack(cmd.Attack)
	if err != nil {
		return err
	}
	return d.strikeObject(c, o, a, AttackObject)
}

// strikeObject makes attack a at object o, as the action kind.
func (d *decider) strikeObject(c *Combatant, o *Object, a *Attack, kind CommandKind) error {
	s := d.s
	acite := s.cite(s.rs.Combat.Sections.Attack)
	dist := Feet(Point(c.Position), o.At)
	test := rules.Test{Kind: rules.Attack, Ability: rules.NoAbility, DC: o.AC, Target: o.ID, Feet: dist}
	if !a.Melee() || dist > a.reach() {
		long := max(a.Range[0], a.Range[1])
		switch {
		case a.Range[0] == 0:
			return fmt.Errorf("%w (%s): %s is %d ft from %s; %s reaches %d ft", ErrOutOfReach, acite, o.ID, dist, c.ID, a.ID, a.reach())
		case dist > long:
			return fmt.Errorf("%w (%s): %s is %d ft from %s; %s has a range of %d/%d ft", ErrOutOfReach, acite, o.ID, dist, c.ID, a.ID, a.Range[0], long)
		case dist > a.Range[0]:
			test.Dis = append(test.Dis, "long range")
		}
	}
	if a.ToHit != nil {
		test.Bonus = []rules.Term{{Value: *a.ToHit, Source: bonusSource(a.ID), Rule: acite}}
	} else {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return fmt.Errorf("combat: attack %s needs to_hit or an ability: %w", a.ID, err)
		}
		test.Ability = ab
		if a.Proficient {
			test.Bonus = []rules.Term{{Value: c.ProficiencyBonus(), Source: "proficiency", Rule: s.cite("Proficiency Bonus")}}
		}
	}
	test.Bonus = a.withBonus(test.Bonus)
	res, err := d.test(c.Creature, test, d.r)
	if err != nil {
		return err
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(kind), Uses: "action", Target: o.ID}); err != nil {
		return err
	}
	if err := d.emit(&Event{Kind: ObjectAttacked, Who: c.ID, Target: o.ID, Attack: a.ID, Dice: res.Dice, Total: res.Total,
		Mode: res.Mode.String(), Hit: res.Success, Crit: res.Crit, Explain: res.Explain}); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	amount, faces, terms, err := s.rollDamage(a, c, res.Crit, d.r)
	if err != nil {
		return err
	}
	return d.damageObject(c, o.ID, amount, faces, a.Type, terms)
}

// damageObject takes amount of damage of type typ off object id (none of
// a type it is immune to) and destroys it at 0 hit points.
func (d *decider) damageObject(c *Combatant, id string, amount int, faces []int, typ string, terms []rules.Term) error {
	s := d.s
	o := s.Object(id)
	dealt := max(amount, 0)
	if slices.Contains(objectImmune, typ) || slices.Contains(o.Immune, typ) {
		dealt = 0
		terms = append(terms, rules.Term{Value: -amount, Source: "object immune to " + typ, Rule: s.cite(objectRule)})
	}
	dealt = min(dealt, o.HP)
	if err := d.emit(&Event{Kind: ObjectDamaged, Who: c.ID, Target: id, Dice: faces, Amount: amount, Dealt: dealt,
		Type: typ, Explain: terms}); err != nil {
		return err
	}
	if s.Object(id).HP > 0 {
		return nil
	}
	return d.emit(&Event{Kind: ObjectDestroyed, Who: c.ID, Target: id, Reason: s.cite(objectRule)})
}

func applyObjectAttacked(s *State, e Event) error {
	_, err := s.objectAt(e.Target)
	return err
}

func applyObjectDamaged(s *State, e Event) error {
	i, err := s.objectAt(e.Target)
	if err != nil {
		return err
	}
	if e.Dealt < 0 || e.Dealt > s.Grid.Objects[i].HP {
		return fmt.Errorf("%w: %d damage to %s with %d hit points", ErrBadEvent, e.Dealt, e.Target, s.Grid.Objects[i].HP)
	}
	s.Grid.Objects[i].HP -= e.Dealt
	return nil
}

func applyObjectDestroyed(s *State, e Event) error {
	i, err := s.objectAt(e.Target)
	if err != nil {
		return err
	}
	s.Grid.Objects[i].Destroyed = true
	return nil
}
