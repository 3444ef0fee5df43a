package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// objectSpells are, by spell catalog, the spell-attack cantrips whose
// target may be an object as well as a creature (each spell's own text in
// that SRD; decision: the catalog's records carry no target text yet, so
// the list is kept here). Spells with a saving throw are left out: an
// object's saves are not modelled.
var objectSpells = map[string][]string{
	"srd-5.1":   {"fire-bolt"},
	"srd-5.2.1": {"fire-bolt", "eldritch-blast", "produce-flame", "sorcerous-burst", "starry-wisp"},
}

// castObject: a spell-attack cantrip cast at an object, as an action: the
// caster's spell attack against its AC, the spell's damage (at the
// caster's level) off its hit points. A spell of several beams sends one
// (decision). The spell's other effects (light, a grant) are not run.
func (d *decider) castObject(c *Combatant, cmd Command, cite string) error {
	s := d.s
	o, err := s.objectTarget(cmd.Target)
	if err != nil {
		return err
	}
	sp, err := s.spell(cmd.Spell)
	if err != nil {
		return err
	}
	if !slices.Contains(objectSpells[s.rs.SpellCatalog()], sp.ID) {
		return fmt.Errorf("%w (%s, %s): %s targets creatures only, or is not an attack cantrip", ErrNotObjectSpell, s.rs.Spell.Cite, sp.Name, sp.ID)
	}
	if err := s.knows(c, sp, nil); err != nil { // spells_known.go
		return err
	}
	atk := objectSpellAttack(sp)
	if atk == nil {
		return fmt.Errorf("%w (%s): %s has no spell attack", ErrNotObjectSpell, s.rs.Spell.Cite, sp.ID)
	}
	dmg := objectSpellDamage(atk, cmd.Option)
	if dmg == nil {
		return fmt.Errorf("%w (%s): %s deals no damage", ErrNotObjectSpell, s.rs.Spell.Cite, sp.ID)
	}
	k := &casting{c: c, sp: sp, level: sp.Level}
	text, _ := k.diceAt(dmg)
	bonus, _ := s.SpellAttack(c)
	feet := sp.Range.Feet
	if atk.Range > 0 {
		feet = atk.Range
	}
	a := &Attack{ID: sp.ID, ToHit: &bonus, Damage: text, Type: dmg.Type, Range: [2]int{feet, feet}, Magical: true}
	if err := d.strikeObject(c, o, a, CastObject); err != nil {
		return err
	}
	return d.igniteHit(c, sp, o.ID) // object_fire.go: Fire Bolt
}

// objectSpellAttack is the first spell attack of sp's tree, or nil.
func objectSpellAttack(sp *content.Spell) *content.Effect {
	var out *content.Effect
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if out == nil && e.Kind == content.KindAttack && e.Spell {
			out = e
		}
	})
	return out
}

// objectSpellDamage is the damage node of an attack's hit: under a choose,
// the option of type typ, else the first.
func objectSpellDamage(atk *content.Effect, typ string) *content.Effect {
	var first *content.Effect
	var pick *content.Effect
	content.WalkAll(atk.Hit, func(e *content.Effect) {
		if e.Kind != content.KindDamage {
			return
		}
		if first == nil {
			first = e
		}
		if pick == nil && typ != "" && e.Type == typ {
			pick = e
		}
	})
	if pick != nil {
		return pick
	}
	return first
}
