package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A Ready may hold the action of using an object (SRD 5.2.1, Actions,
// Ready and Utilize; SRD 5.1, Combat, Actions in Combat, Ready and Use an
// Object): the object is named when the creature readies, and the
// reaction uses it when the trigger comes. Holding "utilize", "use_object"
// or "object" all mean the ruleset's own action; a ruleset without it
// refuses the hold with its name.
//
// A catalog potion whose tree heals its drinker (SRD 5.1's Potion of
// Healing and its greater kinds) heals when it is used, readied or not.
// SRD 5.2.1 drinks a potion as a Bonus Action (Potions of Healing), which
// is not the Utilize action, so a Ready can't hold it and Utilize refuses
// it, naming the item's rule. Decisions: the object is the creature's to
// use (the engine keeps no inventory), and a readied object use waits
// for no range: it happens where the creature stands.

// objectHolds are the names of the readied object use.
var objectHolds = map[string]bool{"utilize": true, "use_object": true, "object": true}

// objectAction is the ruleset's name of the action that uses an object,
// and its section.
func (s *State) objectAction() (string, string, bool) {
	for _, k := range []string{string(Utilize), string(UseObject)} {
		if sec, ok := s.rs.Combat.Actions.Sections[k]; ok {
			return k, sec, true
		}
	}
	return "", "", false
}

// objectHold is a ready's hold with an object use named as the ruleset
// names it.
func (s *State) objectHold(h string) string {
	if k, _, ok := s.objectAction(); ok && objectHolds[h] {
		return k
	}
	return h
}

// readyObject readies the use of cmd.Object on the trigger e names.
func (d *decider) readyObject(c *Combatant, cmd Command, e Event, cite string) error {
	s := d.s
	kind, _, ok := s.objectAction()
	if !ok {
		return fmt.Errorf("%w (%s): %s has no action to use an object", ErrNoSuchAction, cite, s.rs.Name)
	}
	if cmd.Object == "" {
		return fmt.Errorf("%w (%s): a readied %s needs the object (object)", ErrBadReady, cite, actionName(CommandKind(kind)))
	}
	if _, err := s.potion(CommandKind(kind), cmd.Object); err != nil {
		return err
	}
	e.Type, e.Other = kind, cmd.Object
	return d.emit(&e)
}

// releaseObject uses h's readied object as its reaction (act) to c.
func (d *decider) releaseObject(h, c *Combatant, act Event) error {
	obj, kind := h.Readied.Object, h.Readied.Holds // the reaction clears Readied
	if err := d.emit(&act); err != nil {
		return err
	}
	use := Event{Kind: Acted, Who: h.ID, Action: kind, Uses: "none", Option: obj, Target: c.ID, Reason: "readied"}
	if err := d.emit(&use); err != nil {
		return err
	}
	return d.drink(h, CommandKind(use.Action), obj)
}

// potion is the catalog potion named obj when the ruleset's object
// action kind may drink it; nil for anything else. A potion the ruleset
// drinks as a bonus action is refused with its rule.
func (s *State) potion(kind CommandKind, obj string) (*content.MagicItem, error) {
	cat, err := content.Open(s.rs.SpellCatalog())
	if err != nil {
		return nil, nil
	}
	it, _ := potionItem(cat, obj) // potion.go
	if it == nil || it.Category != "potion" {
		return nil, nil
	}
	if it.Action != "" && it.Action != "action" {
		return nil, fmt.Errorf("%w (%s): %s is used as a %s action, not with %s", ErrBadCommand, it.Cite, it.ID, it.Action, actionName(kind))
	}
	return it, nil
}

// drink heals c by a catalog potion's self heal, if obj is one: its
// dice rolled, a heal event with the potion's rule.
func (d *decider) drink(c *Combatant, kind CommandKind, obj string) error {
	it, err := d.s.potion(kind, obj)
	if err != nil || it == nil {
		return err
	}
	return d.potionHealed(c, it, obj)
}

// potionHealed heals c by the self heal of catalog potion it, used as obj.
func (d *decider) potionHealed(c *Combatant, it *content.MagicItem, obj string) error {
	cat, err := content.Open(d.s.rs.SpellCatalog())
	if err != nil {
		return nil
	}
	_, row := potionItem(cat, obj)
	if n := potionHeal(it, row); n != nil { // potion.go
		x, err := dice.Parse(n.Dice)
		if err != nil {
			return fmt.Errorf("combat: %s heals %q: %w", it.ID, n.Dice, err)
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
		amount, name := int(max(0, res.Total)), it.Name
		if row != "" {
			name += " (" + row + ")"
		}
		return d.emit(&Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: it.ID, Amount: amount, Dice: faces,
			Explain: []rules.Term{{Value: amount, Source: name + " " + n.Dice, Rule: it.Cite}}})
	}
	return nil
}
