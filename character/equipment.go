package character

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// Starting picks the starting equipment of the first class and the
// background: the option taken of each choice, and an item for each
// category the options name (any martial weapon, a holy symbol), in order.
type Starting struct {
	Class      []int    `json:"class,omitempty"`
	Background int      `json:"background,omitempty"`
	Picks      []string `json:"picks,omitempty"`
	// Buy are items bought with the starting gold, one purchase each (a
	// purchase of arrows is 20).
	Buy []string `json:"buy,omitempty"`
}

// known reports whether an id is an item of the catalog (not a category).
func (c *Character) known(id string) bool {
	if _, ok := c.cat.Weapon(id); ok {
		return true
	}
	if _, ok := c.cat.Armor(id); ok {
		return true
	}
	if _, ok := c.cat.GearItem(id); ok {
		return true
	}
	_, ok := c.cat.MagicItem(id)
	return ok
}

// isOf reports whether an item belongs to a category id: simple-weapons,
// martial-weapons, or a gear category in the plural (holy-symbols,
// arcane-foci, musical-instruments), singular or plural.
func (c *Character) isOf(id, category string) bool {
	if kind, ok := strings.CutSuffix(category, "-weapons"); ok {
		w, found := c.cat.Weapon(id)
		if !found {
			return false
		}
		cat, melee := strings.CutSuffix(kind, "-melee")
		return w.Category == cat && (!melee || w.Kind == "melee")
	}
	g, ok := c.cat.GearItem(id)
	if !ok {
		return false
	}
	plural := g.Category + "s"
	if f, ok := strings.CutSuffix(g.Category, "-focus"); ok {
		plural = f + "-foci"
	}
	return g.Category == category || plural == category
}

// buildStarting resolves the starting equipment into items and gold.
func (c *Character) buildStarting() error {
	st := c.Spec.StartingEquipment
	if st == nil {
		return nil
	}
	cl := c.classes[0].class
	var items []content.Item
	gold := 0
	if len(st.Class) != len(cl.EquipmentChoices) {
		return fmt.Errorf("%w: %s has %d starting equipment choices, %d made (%s)", ErrIllegal, cl.ID, len(cl.EquipmentChoices), len(st.Class), cl.Cite)
	}
	items = append(items, cl.Equipment...)
	for i, pick := range st.Class {
		opts := cl.EquipmentChoices[i].Options
		if pick < 0 || pick >= len(opts) {
			return fmt.Errorf("%w: %s starting equipment choice %d has options 0 to %d, not %d", ErrIllegal, cl.ID, i+1, len(opts)-1, pick)
		}
		items = append(items, opts[pick].Items...)
		gold += opts[pick].Gold
	}
	if bg := c.background; bg != nil {
		items = append(items, bg.Equipment...)
		gold += bg.Gold
		if len(bg.Options) > 0 {
			if st.Background < 0 || st.Background >= len(bg.Options) {
				return fmt.Errorf("%w: background %s has equipment options 0 to %d, not %d", ErrIllegal, bg.ID, len(bg.Options)-1, st.Background)
			}
			items = append(items, bg.Options[st.Background].Items...)
			gold += bg.Options[st.Background].Gold
		}
	}
	picks := st.Picks
	for i, it := range items {
		if c.known(it.ID) {
			continue
		}
		for range max(it.Count, 1) {
			if len(picks) == 0 {
				c.Sheet.Pending = append(c.Sheet.Pending, "starting equipment: pick one of "+it.ID)
				continue
			}
			if !c.isOf(picks[0], it.ID) {
				return fmt.Errorf("%w: starting equipment: %s is not one of %s", ErrIllegal, picks[0], it.ID)
			}
			items = append(items, content.Item{ID: picks[0], Count: 1})
			picks = picks[1:]
		}
		items[i].Count = 0 // the category is replaced by its picks
	}
	if len(picks) > 0 {
		return fmt.Errorf("%w: starting equipment: %d picks left over (%s)", ErrIllegal, len(picks), strings.Join(picks, ", "))
	}
	for _, it := range items {
		if it.Count > 0 {
			c.Sheet.Inventory = append(c.Sheet.Inventory, it)
		}
	}
	c.Sheet.Gold = gold
	return nil
}

// ItemsOf lists the catalog's items of a starting equipment category
// (martial-weapons, holy-symbols, arcane-foci), for a builder to offer.
func (c *Character) ItemsOf(category string) []string {
	var out []string
	for _, w := range c.cat.Weapons() {
		if c.isOf(w.ID, category) {
			out = append(out, w.ID)
		}
	}
	for _, g := range c.cat.Gear() {
		if c.isOf(g.ID, category) {
			out = append(out, g.ID)
		}
	}
	return out
}
