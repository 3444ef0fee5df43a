package character

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// focusCategories are the gear categories that serve as a spellcasting
// focus (any of them, for any class: decision), besides a component pouch.
var focusCategories = []string{"arcane-foci", "druidic-foci", "holy-symbols", "musical-instruments"}

// gear is what the character holds and wears for a spell's components
// (rules.Gear), nil when its spec names no equipment at all (not known).
// The shield takes a hand; listed weapons are at hand, not in hand
// (decision: drawing and stowing is free around a cast); the items and the
// starting equipment give a focus or pouch; armour or a shield worn
// without training is noted.
func (c *Character) gear() *rules.Gear {
	eq := c.Spec.Equipment
	if eq.Armor == "" && !eq.Shield && len(eq.Weapons) == 0 && len(eq.Items) == 0 && len(c.Sheet.Inventory) == 0 {
		return nil
	}
	g := &rules.Gear{HandsFree: 2}
	if c.shield != nil {
		g.HandsFree--
	}
	items := slices.Clone(eq.Items)
	for _, it := range c.Sheet.Inventory {
		items = append(items, it.ID)
	}
	for _, id := range items {
		if id == "component-pouch" {
			g.Focus = true
		}
		if it, ok := c.cat.GearItem(id); ok && slices.Contains(focusCategories, it.Category) {
			g.Focus = true
		}
	}
	switch {
	case c.armor != nil && !c.proficientArmor(c.armor.Category):
		g.UntrainedArmor = c.armor.Category
	case c.shield != nil && !c.proficientArmor("shield"):
		g.UntrainedArmor = "shield"
	}
	return g
}

// spellClasses are the ids of the character's classes, for the rules that
// ask which class a spell is cast through (rituals).
func (c *Character) spellClasses() []string {
	var out []string
	for _, cl := range c.Spec.Classes {
		out = append(out, cl.Class)
	}
	return out
}
