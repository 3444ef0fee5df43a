package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// areaObjectSpells are, by spell catalog, the area spells whose damage the
// objects in the area take too: Shatter says a nonmagical object in its
// area, not worn or carried, takes its damage (SRD 5.1, Spells, Shatter;
// SRD 5.2.1, Spells, Shatter). Decisions: a grid object is nonmagical and
// not worn or carried; it makes no save, so it takes the whole damage
// rolled for the creatures. Fireball's flammable objects catch fire (5.1)
// or start burning (5.2.1, object_fire.go), and in srd-5.1 the fire
// damages them too: objects fail its Dexterity save (objectSaves).
var areaObjectSpells = map[string][]string{
	"srd-5.1":   {"shatter"},
	"srd-5.2.1": {"shatter"},
}

// objectSaves is, by spell catalog, the saves an object fails outright and
// the rule that says so: SRD 5.1 has objects fail Strength and Dexterity
// saving throws and be immune to effects that call for others (SRD 5.1,
// The Environment, Interacting with Objects), so an area spell with a
// Strength or Dexterity save deals its whole damage to the objects in its
// area (Fireball, Burning Hands, Lightning Bolt, Ice Storm...). SRD 5.2.1
// says nothing of objects' saves: none there (decision, as above).
var objectSaves = map[string]struct {
	Abilities []string
	Cite      string
}{
	"srd-5.1": {[]string{"str", "dex"}, "SRD 5.1, The Environment, Interacting with Objects"},
}

// failsSave is the rule by which the objects in area e fail its save, or
// "" when they don't take its damage that way.
func (s *State) failsSave(e *content.Effect) string {
	r, ok := objectSaves[s.rs.SpellCatalog()]
	if !ok {
		return ""
	}
	for i := range e.Then {
		if x := &e.Then[i]; x.Kind == content.KindSave {
			if slices.Contains(r.Abilities, x.Ability) {
				return r.Cite
			}
			return ""
		}
	}
	return ""
}

// areaObjects deals the damage of area e to each standing object in it,
// when the spell is one that hits objects: the damage the creatures' save
// rolled (k.rolled), or a roll of its own when no save rolled it.
func (k *casting) areaObjects(e *content.Effect) error {
	s := k.d.s
	if err := k.igniteArea(e); err != nil { // object_fire.go: Fireball
		return err
	}
	if s.Over || len(s.Grid.Objects) == 0 {
		return nil
	}
	failed := s.failsSave(e)
	if failed == "" && !slices.Contains(areaObjectSpells[s.rs.SpellCatalog()], k.sp.ID) {
		return nil
	}
	dmg := areaDamage(e.Then)
	if dmg == nil {
		return nil
	}
	r := k.rolled
	if r == nil {
		var err error
		if r, err = k.roll(dmg); err != nil {
			return err
		}
	}
	for _, id := range s.objectsIn(k.c, e, k.aim, k.sp.Range.Kind == "self") {
		var faces []int
		if !r.used {
			faces, r.used = r.faces, true
		}
		terms := slices.Clone(r.terms)
		if failed != "" {
			terms = append(terms, rules.Term{Source: "an object fails a " + saveOf(e) + " saving throw", Rule: failed})
		}
		if err := k.d.damageObject(k.c, id, r.amount, faces, dmg.Type, terms); err != nil {
			return err
		}
	}
	return nil
}

// saveOf is the ability of area e's save.
func saveOf(e *content.Effect) string {
	for i := range e.Then {
		if e.Then[i].Kind == content.KindSave {
			return e.Then[i].Ability
		}
	}
	return ""
}

// areaDamage is the first damage the area's creatures take on a failed
// save, or outright.
func areaDamage(list []content.Effect) *content.Effect {
	var out *content.Effect
	content.WalkAll(list, func(e *content.Effect) {
		if out == nil && e.Kind == content.KindDamage && len(e.When) == 0 {
			out = e
		}
	})
	return out
}

// objectsIn are the ids of the standing objects in area e, placed as
// SpellArea places it for creatures (area.go).
func (s *State) objectsIn(c *Combatant, e *content.Effect, aim Point, fromSelf bool) []string {
	ar := areaOrigin(c, e, aim, fromSelf)
	var out []string
	for _, ob := range s.Grid.Objects {
		if ob.Destroyed {
			continue
		}
		if ar.covers(ob.At, ob.At == ar.o) && !s.walled(ar.origin, ob.At) {
			out = append(out, ob.ID)
		}
	}
	return out
}
