package rules

import (
	"errors"
	"fmt"
	"slices"
)

// The errors of a spell's components, rituals and armour; each message
// names the rule.
var (
	ErrVerbal        = errors.New("rules: verbal component")
	ErrSomatic       = errors.New("rules: somatic component")
	ErrMaterial      = errors.New("rules: material component")
	ErrArmorTraining = errors.New("rules: armor training")
	ErrRitual        = errors.New("rules: ritual")
)

// Gear is what a creature holds and wears, as far as a spell's components
// ask. A creature whose gear is not known (Creature.Gear nil: an ad-hoc
// creature, a monster) is taken to meet the somatic, material and armour
// rules; only speech is checked for it.
type Gear struct {
	// HandsFree counts the hands that hold no weapon or shield. A hand
	// holding the focus counts as free: it makes the gestures and uses
	// the focus (decision, after SRD 5.2.1, Spells, Components: Material).
	HandsFree int
	// Focus: a component pouch or a spellcasting focus (any kind:
	// decision) stands in for material components without a cost.
	Focus bool
	// Components lists the costly or consumed material components carried,
	// each named by the id of the spell it serves (decision: the catalog
	// names no component item). A spell that consumes its component
	// removes one.
	Components []string
	// UntrainedArmor is the category of armour (or "shield") worn without
	// training; "" when none.
	UntrainedArmor string
}

// ComponentRule is how a spell's components are met.
//
//   - Verbal: the caster must be able to speak: not Mute, and none of
//     Speechless's conditions (SRD 5.2.1: Incapacitated, which brings
//     Speechless; SRD 5.1: paralyzed, petrified, unconscious).
//   - Somatic: a free hand.
//   - Material: a free hand and the component, or a component pouch or
//     focus in its place unless the component has a cost or is consumed.
//   - Armour: a caster wearing armour it is not trained with can't cast
//     (SRD 5.2.1, Equipment, Armor Training; SRD 5.1, Spellcasting,
//     Casting in Armor).
type ComponentRule struct {
	Cite       string   // the components' rule
	ArmorCite  string   // armour training
	Speechless []string // conditions that keep a creature from speaking
}

// SpellNeeds is what a spell asks of its caster: its components, whether
// its material component has a cost or is consumed, and its id.
type SpellNeeds struct {
	ID               string
	V, S, M          bool
	Costly, Consumed bool
}

// CanCast reports why c can't cast a spell with the needs n, naming the
// rule, or nil. The ruleset has no component rule: nothing is checked.
func (rs *Ruleset) CanCast(c *Creature, n SpellNeeds) error {
	r := rs.Spell.Components
	if r == nil {
		return nil
	}
	if n.V {
		if c.Mute {
			return fmt.Errorf("%w (%s): %s can't speak, and %s has a verbal component", ErrVerbal, r.Cite, c.ID, n.ID)
		}
		for _, cond := range r.Speechless {
			if c.Has(rs, cond) {
				return fmt.Errorf("%w (%s): %s is %s and can't speak, and %s has a verbal component", ErrVerbal, r.Cite, c.ID, cond, n.ID)
			}
		}
	}
	g := c.Gear
	if g == nil {
		return nil
	}
	if g.UntrainedArmor != "" {
		return fmt.Errorf("%w (%s): %s wears %s armor without training and can't cast spells", ErrArmorTraining, r.ArmorCite, c.ID, g.UntrainedArmor)
	}
	if (n.S || n.M) && g.HandsFree < 1 {
		what, err := "somatic", ErrSomatic
		if !n.S {
			what, err = "material", ErrMaterial
		}
		return fmt.Errorf("%w (%s): %s has no free hand, and %s has a %s component", err, r.Cite, c.ID, n.ID, what)
	}
	if !n.M {
		return nil
	}
	if n.Costly || n.Consumed {
		if !slices.Contains(g.Components, n.ID) {
			why := "a cost"
			if !n.Costly {
				why = "a consumed component"
			}
			return fmt.Errorf("%w (%s): %s has %s, which no pouch or focus replaces, and %s carries none", ErrMaterial, r.Cite, n.ID, why, c.ID)
		}
		return nil
	}
	if !g.Focus && !slices.Contains(g.Components, n.ID) {
		return fmt.Errorf("%w (%s): %s has neither a component pouch, a spellcasting focus nor the component of %s", ErrMaterial, r.Cite, c.ID, n.ID)
	}
	return nil
}

// UseComponent removes one component of the spell id from c's gear (a
// consumed component); the gear is replaced, never changed in place, so
// forks that share it keep theirs.
func (c *Creature) UseComponent(id string) {
	if c.Gear == nil {
		return
	}
	i := slices.Index(c.Gear.Components, id)
	if i < 0 {
		return
	}
	g := *c.Gear
	g.Components = slices.Delete(slices.Clone(g.Components), i, i+1)
	c.Gear = &g
}

// RitualRule is who may cast a spell with the ritual tag as a ritual: 10
// minutes longer than its casting time and without a slot.
//
//   - SRD 5.2.1: any caster, for a spell it has prepared (SRD 5.2.1, Spells,
//     Casting Time: Ritual); Classes is empty and Any is set.
//   - SRD 5.1: a class with the Ritual Casting feature: bard, cleric,
//     druid and wizard (SRD 5.1, Spellcasting, Rituals, and each class).
type RitualRule struct {
	Cite    string
	Minutes int      // added to the casting time: 10
	Any     bool     // any spellcaster
	Classes []string // the classes whose spellcasting casts rituals
}

// CanRitual reports why c can't cast spell id (ritual tells whether it
// has the tag) as a ritual, or nil.
func (rs *Ruleset) CanRitual(c *Creature, id string, ritual bool) error {
	r := rs.Spell.Ritual
	switch {
	case r == nil:
		return fmt.Errorf("%w: %s has no rituals", ErrRitual, rs.Name)
	case !ritual:
		return fmt.Errorf("%w (%s): %s has no ritual tag", ErrRitual, r.Cite, id)
	case r.Any:
		return nil
	}
	for _, cl := range c.SpellClasses {
		if slices.Contains(r.Classes, cl) {
			return nil
		}
	}
	return fmt.Errorf("%w (%s): %s has no ritual casting feature (%v cast rituals)", ErrRitual, r.Cite, c.ID, r.Classes)
}
