package combat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// fontFeatures are the catalog's features that turn sorcery points and
// spell slots into each other: 2014 Flexible Casting's two (creating a
// slot, converting one) and the 2024 Font of Magic.
var fontFeatures = []string{"flexible-casting-creating-spell-slots", "flexible-casting-converting-spell-slot", "sorcerer-font-of-magic"}

// sorceryPoints is the resource they spend and fill.
const sorceryPoints = "sorcery-points"

// FontUsed: Who turns Amount sorcery points into a level Cost slot (Type
// slot) or a level Cost slot into Amount points (Type points), taking the
// turn resource Uses.
const FontUsed EventKind = "font_of_magic"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{FontUsed: applyFont})
}

// fontOfMagic: use font-of-magic slot N spends sorcery points for a spell
// slot of level N (2, 3, 5, 6 or 7 points for levels 1 to 5; 2024: from
// sorcerer level 2, 3, 5, 7 and 9), as a bonus action; use font-of-magic
// points N spends a level N slot for N sorcery points, never above the
// points' maximum: a bonus action in 2014, no action in 2024 (SRD 5.1,
// Classes, Sorcerer, Flexible Casting; SRD 5.2.1, Classes, Sorcerer, Font
// of Magic). A created slot is gone after a long rest (its slots' number
// is back to their maximum).
func fontOfMagic(d *decider, u *featureUse) error {
	c, n := u.c, u.cmd.Amount
	create := u.cmd.Option == "slot"
	if !create && u.cmd.Option != "points" {
		return fmt.Errorf("%w (%s): font-of-magic takes slot N or points N, not %q", ErrFeatureTarget, u.cite(), u.cmd.Option)
	}
	f, node := fontNode(c, create)
	if f == nil {
		return fmt.Errorf("%w: %s can't turn %s", ErrNoClassFeature, c.ID, u.cmd.Option)
	}
	u.f = f
	cite := f.Feature.Cite
	u.turn = "none"
	if f.Feature.Action == "bonus" || (create && node.Action == "bonus") {
		u.turn = "bonus"
	}
	r, ok := c.Resource(sorceryPoints)
	if !ok {
		return fmt.Errorf("%w (%s): %s has no sorcery points", ErrNoUses, cite, c.ID)
	}
	e := Event{Kind: FontUsed, Who: c.ID, Action: u.name, Attack: f.Feature.ID, Cost: n, Uses: u.turn, Reason: cite}
	if create {
		cost, need, ok := slotCost(node, n)
		switch {
		case !ok:
			return fmt.Errorf("%w (%s): no slot of level %d is made from sorcery points (levels 1 to 5)", ErrFeatureTarget, cite, n)
		case f.Level < need:
			return fmt.Errorf("%w (%s): a level %d slot needs sorcerer level %d, and %s is %d", ErrFeatureUse, cite, n, need, c.ID, f.Level)
		case r.Uses < cost:
			return fmt.Errorf("%w (%s): a level %d slot costs %d sorcery points, and %s has %d", ErrNoUses, cite, n, cost, c.ID, r.Uses)
		}
		e.Type, e.Amount = "slot", cost
	} else {
		switch {
		case !c.SlotLeft(n):
			return fmt.Errorf("%w (%s; %s): %s has no level %d slot left", ErrNoUses, cite, d.s.rs.Spell.SlotCite, c.ID, n)
		case r.Uses+n > r.Max:
			return fmt.Errorf("%w (%s): %s has %d of %d sorcery points, and %d more would pass the maximum", ErrFeatureUse, cite, c.ID, r.Uses, r.Max, n)
		}
		e.Type, e.Amount = "points", n
	}
	if err := d.canTurn(u); err != nil {
		return err
	}
	return d.emit(&e)
}

// fontNode is c's feature that makes a slot (create) or points, and the
// choose node of its slot options (create).
func fontNode(c *Combatant, create bool) (*ClassFeature, *content.Effect) {
	for i := range c.Features {
		f := &c.Features[i]
		if f.Feature == nil {
			continue
		}
		switch f.Feature.ID {
		case "flexible-casting-creating-spell-slots":
			if create {
				return f, firstNode(f.Feature.Effects, content.KindChoose)
			}
		case "flexible-casting-converting-spell-slot":
			if !create {
				return f, nil
			}
		case "sorcerer-font-of-magic":
			var node *content.Effect
			content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
				if e.Kind == content.KindChoose && e.Action == "bonus" {
					node = e
				}
			})
			return f, node
		}
	}
	return nil, nil
}

// slotCost is the points a level slot costs in a choose node's options,
// and the sorcerer level it needs ("if": "level-5"; 0 for none).
func slotCost(node *content.Effect, level int) (cost, need int, ok bool) {
	if node == nil {
		return 0, 0, false
	}
	for _, o := range node.Options {
		if o.Kind != content.KindSpend || o.Resource != sorceryPoints {
			continue
		}
		for _, g := range o.Then {
			if g.Kind == content.KindGrant && g.Grant == "spell-slot" && g.Level == level {
				need, _ = strconv.Atoi(strings.TrimPrefix(o.If, "level-"))
				return o.Count, need, true
			}
		}
	}
	return 0, 0, false
}

func applyFont(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Cost < 1 || e.Cost > 9 {
		return fmt.Errorf("%w: no slot of level %d", ErrBadEvent, e.Cost)
	}
	i := -1
	if r, ok := c.Resource(sorceryPoints); ok {
		for j := range c.Resources {
			if c.Resources[j].Name == r.Name {
				i = j
			}
		}
	}
	if i < 0 {
		return fmt.Errorf("%w: %s has no sorcery points", ErrBadEvent, c.ID)
	}
	switch e.Type {
	case "slot":
		if _, err := c.Spend(sorceryPoints, e.Amount); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
		c.Slots.Left[e.Cost]++
	case "points":
		if _, err := s.rs.SpendSlot(c.Creature, e.Cost); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
		r := &c.Resources[i]
		r.Uses = min(r.Max, r.Uses+e.Amount)
	}
	return s.spend(c, e.Uses)
}
