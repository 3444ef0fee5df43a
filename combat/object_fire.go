package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Fire that sets flammable objects burning. A grid object may be
// flammable (Object.Flammable; a grid object is never worn or carried).
// The spells whose own text says their fire ignites, or sets burning,
// flammable objects that aren't worn or carried do so to every flammable
// object in their area (SRD 5.1, Spells: Burning Hands, Delayed Blast
// Fireball, Fire Storm, Fireball, Lightning Bolt, Meteor Swarm; SRD 5.2.1,
// Spells: Burning Hands, Delayed Blast Fireball, Fire Storm, Fireball,
// Meteor Swarm) or to the object they hit (Fire Bolt, both SRDs): the
// object_ignited event records it, naming the caster and the spell.
//
// What burning does is the ruleset's: SRD 5.2.1's Burning hazard deals
// 1d4 fire damage to a burning object at the start of each of its turns
// (SRD 5.2.1, Rules Glossary, Burning). An object has no turn, so it takes
// it as the turn of the creature that set it burning starts (decision:
// once a round, from the round after). SRD 5.1 gives burning no damage,
// so the object only burns there (decision). A burning object burns until
// it is destroyed; putting it out (dousing, smothering) is the table's and
// not played.
//
// Flaming Sphere sets burning the flammable objects it touches (SRD 5.1,
// Spells, Flaming Sphere; SRD 5.2.1, Spells, Flaming Sphere): decision, an
// object touches the sphere when its square is the sphere's or shares an
// edge or a corner with it (within 5 ft), checked as the sphere appears;
// the engine does not move the sphere (its Bonus Action roll is not
// played), so that is the one moment it touches anything.
var igniteSpells = map[string][]string{
	"srd-5.1":   {"burning-hands", "delayed-blast-fireball", "fire-storm", "fireball", "lightning-bolt", "meteor-swarm", "fire-bolt"},
	"srd-5.2.1": {"burning-hands", "delayed-blast-fireball", "fire-storm", "fireball", "meteor-swarm", "fire-bolt"},
}

// touchIgniteSpells are, by spell catalog, the lasting areas whose touch
// sets flammable objects burning.
var touchIgniteSpells = map[string][]string{
	"srd-5.1":   {"flaming-sphere"},
	"srd-5.2.1": {"flaming-sphere"},
}

// igniteTouched sets burning the flammable objects within 5 ft of the
// square of the lasting area k's spell just made, if it is one that
// ignites what it touches.
func (k *casting) igniteTouched() error {
	s := k.d.s
	if len(s.Grid.Objects) == 0 || !slices.Contains(touchIgniteSpells[s.rs.SpellCatalog()], k.sp.ID) {
		return nil
	}
	for _, o := range s.Grid.Objects {
		if Feet(o.At, k.aim) <= 5 {
			if err := k.d.ignite(k.c, k.sp, o.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// burnRule is, by spell catalog, the damage a burning object takes and the
// rule that says so.
var burnRule = map[string]struct{ Dice, Cite string }{
	"srd-5.2.1": {"1d4", "SRD 5.2.1, Rules Glossary, Burning"},
}

// ObjectIgnited is the event of a flammable object set burning: Who's
// spell Action sets object Target burning.
const ObjectIgnited EventKind = "object_ignited"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ObjectIgnited: applyObjectIgnited})
}

func applyObjectIgnited(s *State, e Event) error {
	i, err := s.objectAt(e.Target)
	if err != nil {
		return err
	}
	o := &s.Grid.Objects[i]
	if !o.Flammable || o.Destroyed {
		return fmt.Errorf("%w: %s is not a standing flammable object", ErrBadEvent, e.Target)
	}
	o.Burning = e.Who
	return nil
}

// ignites reports whether spell sp sets flammable objects burning.
func (s *State) ignites(sp *content.Spell) bool {
	return slices.Contains(igniteSpells[s.rs.SpellCatalog()], sp.ID)
}

// ignite sets object id burning by c's spell, if it is flammable, standing
// and not burning yet.
func (d *decider) ignite(c *Combatant, sp *content.Spell, id string) error {
	o := d.s.Object(id)
	if o == nil || !o.Flammable || o.Destroyed || o.Burning != "" {
		return nil
	}
	return d.emit(&Event{Kind: ObjectIgnited, Who: c.ID, Target: id, Action: sp.ID, Reason: sp.Cite})
}

// igniteArea sets the flammable objects in area e of an igniting spell
// burning.
func (k *casting) igniteArea(e *content.Effect) error {
	s := k.d.s
	if len(s.Grid.Objects) == 0 || !s.ignites(k.sp) {
		return nil
	}
	for _, id := range s.objectsIn(k.c, e, k.aim, k.sp.Range.Kind == "self") { // object_area.go
		if err := k.d.ignite(k.c, k.sp, id); err != nil {
			return err
		}
	}
	return nil
}

// igniteHit sets the object an igniting spell attack just hit burning.
func (d *decider) igniteHit(c *Combatant, sp *content.Spell, id string) error {
	if !d.s.ignites(sp) {
		return nil
	}
	for i := len(d.events) - 1; i >= d.first; i-- {
		if e := &d.events[i]; e.Kind == ObjectAttacked && e.Target == id {
			if !e.Hit {
				return nil
			}
			return d.ignite(c, sp, id)
		}
	}
	return nil
}

// burnTurn deals the ruleset's burning damage to the objects c set
// burning, as c's turn starts.
func (d *decider) burnTurn(c *Combatant) error {
	s := d.s
	if len(s.Grid.Objects) == 0 {
		return nil
	}
	rule, ok := burnRule[s.rs.SpellCatalog()]
	if !ok {
		return nil
	}
	for _, o := range s.Grid.Objects {
		if o.Burning != c.ID || o.Destroyed {
			continue
		}
		x, err := dice.Parse(rule.Dice)
		if err != nil {
			return err
		}
		var res *dice.Result
		faces, err := rollOn(d.r, func(r dice.Roller) error {
			var err error
			res, err = x.Roll(r)
			return err
		})
		if err != nil {
			return err
		}
		n := int(res.Total)
		terms := []rules.Term{{Value: n, Source: "burning " + rule.Dice, Rule: rule.Cite}}
		if err := d.damageObject(c, o.ID, n, faces, "fire", terms); err != nil {
			return err
		}
	}
	return nil
}
