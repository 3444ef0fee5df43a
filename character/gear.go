package character

import (
	"fmt"
	"math"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// coinsPerPound: fifty coins weigh a pound (SRD 5.1 and SRD 5.2.1,
// Equipment, Coins).
const coinsPerPound = 50

// copper is the value of each coin in copper pieces.
var copper = map[string]int{"cp": 1, "sp": 10, "ep": 50, "gp": 100, "pp": 1000}

// Load is what the character carries on the sheet: the weight in pounds
// with the items that make it (Value is whole pounds; Exact keeps the
// fractions), and its encumbrance.
type Load struct {
	Weight *Value   `json:"weight"`
	Exact  float64  `json:"exact"`
	Max    *Value   `json:"max"` // the most the character can carry at all
	Items  []string `json:"items,omitempty"`
	// Encumbrance is the level reached (encumbered, heavily encumbered),
	// empty without one; Variant when the spec plays the 2014 variant.
	Encumbrance string `json:"encumbrance,omitempty"`
	Variant     bool   `json:"variant,omitempty"`
}

// itemInfo is an item's weight (of one purchase), cost and quantity.
func (c *Character) itemInfo(id string) (weight float64, cost content.Cost, qty int, ok bool) {
	if w, found := c.cat.Weapon(id); found {
		return w.Weight, w.Cost, 1, true
	}
	if a, found := c.cat.Armor(id); found {
		return a.Weight, a.Cost, 1, true
	}
	if g, found := c.cat.GearItem(id); found {
		weight = g.Weight
		if weight == 0 {
			for _, it := range g.Contents {
				w, _, q, _ := c.itemInfo(it.ID)
				weight += w * float64(max(it.Count, 1)) / float64(max(q, 1))
			}
		}
		return weight, g.Cost, max(g.Quantity, 1), true
	}
	return 0, content.Cost{}, 0, false
}

// buyStarting spends the starting gold on the items of starting_equipment
// buy (one purchase each: 20 arrows), refusing to spend more than there is.
func (c *Character) buyStarting() error {
	st := c.Spec.StartingEquipment
	if st == nil || len(st.Buy) == 0 {
		return nil
	}
	purse := c.Sheet.Gold * copper["gp"]
	spent := 0
	var terms []rules.Term
	rule := c.cite("Equipment")
	for _, id := range st.Buy {
		_, cost, qty, ok := c.itemInfo(id)
		if !ok {
			if _, magic := c.cat.MagicItem(id); magic {
				return fmt.Errorf("%w: %s is a magic item, not for sale with starting gold (%s)", ErrIllegal, id, rule)
			}
			return fmt.Errorf("%w item %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		cp, known := copper[cost.Unit]
		if !known || cost.Amount == 0 {
			return fmt.Errorf("%w: %s has no price (%s)", ErrIllegal, id, rule)
		}
		spent += cost.Amount * cp
		terms = append(terms, rules.Term{Value: cost.Amount * cp, Source: fmt.Sprintf("%s (%d %s)", id, cost.Amount, cost.Unit), Rule: rule})
		c.addInventory(id, qty)
	}
	if spent > purse {
		return fmt.Errorf("%w: starting equipment: buying %s of equipment with %s (%s)", ErrIllegal, money(spent), money(purse), rule)
	}
	c.Sheet.Spent = value(terms...)
	left := purse - spent
	c.Sheet.Gold, c.Sheet.Silver, c.Sheet.Copper = left/100, left%100/10, left%10
	return nil
}

// money writes an amount of copper pieces in gp, sp and cp.
func money(cp int) string {
	var parts []string
	for _, u := range []struct {
		name string
		v    int
	}{{"gp", 100}, {"sp", 10}, {"cp", 1}} {
		if n := cp / u.v; n > 0 || u.name == "gp" && cp == 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, u.name))
			cp %= u.v
		}
	}
	return strings.Join(parts, " ")
}

// addInventory adds count of an item to the inventory.
func (c *Character) addInventory(id string, count int) {
	for i := range c.Sheet.Inventory {
		if c.Sheet.Inventory[i].ID == id {
			c.Sheet.Inventory[i].Count += count
			return
		}
	}
	c.Sheet.Inventory = append(c.Sheet.Inventory, content.Item{ID: id, Count: count})
}

// carried lists what the character carries with counts: the inventory,
// then what it wears and wields that the inventory lacks (each magic
// item's mundane base apart), by id in order.
func (c *Character) carried() []content.Item {
	out := append([]content.Item(nil), c.Sheet.Inventory...)
	has := func(id string) bool {
		for _, it := range out {
			if it.ID == id {
				return true
			}
		}
		return false
	}
	eq := c.Spec.Equipment
	var worn []string
	if eq.Armor != "" {
		worn = append(worn, eq.Armor)
	}
	if eq.Shield {
		worn = append(worn, "shield")
	}
	worn = append(worn, eq.Weapons...)
	for _, id := range worn {
		if !has(id) {
			out = append(out, content.Item{ID: id, Count: 1})
		}
	}
	for _, id := range eq.Items {
		out = append(out, content.Item{ID: id, Count: 1})
	}
	for _, w := range c.worn {
		if w.base != "" && (w.weapon != nil || w.rec == c.armorItem || w.rec == c.shieldItem) && w.base != eq.Armor {
			out = append(out, content.Item{ID: w.base, Count: 1, Note: w.rec.ID})
		}
	}
	return out
}

// buildLoad weighs what the character carries and works out its
// encumbrance by the ruleset's rule (the 2014 variant when the spec asks),
// refusing more than it can carry.
func (c *Character) buildLoad() error {
	if err := c.buyStarting(); err != nil {
		return err
	}
	rs := c.Ruleset
	if c.Spec.VariantEncumbrance && !rs.Carry.Variant {
		return fmt.Errorf("%w: %s has no variant encumbrance", ErrIllegal, rs.Name)
	}
	rule := c.cite("Equipment")
	var terms []rules.Term
	exact := 0.0
	load := &Load{Variant: c.Spec.VariantEncumbrance}
	for _, it := range c.carried() {
		w, _, qty, ok := c.itemInfo(it.ID)
		if !ok || w == 0 {
			continue
		}
		n := max(it.Count, 1)
		lb := w * float64(n) / float64(qty)
		exact += lb
		src := it.ID
		if n > 1 {
			src = fmt.Sprintf("%s ×%d", it.ID, n)
		}
		if it.Note != "" {
			src += " (" + it.Note + ")"
		}
		load.Items = append(load.Items, fmt.Sprintf("%s: %g lb", src, lb))
		terms = append(terms, rules.Term{Value: int(math.Floor(lb)), Source: fmt.Sprintf("%s, %g lb", src, lb), Rule: rule})
	}
	if coins := c.Sheet.Gold + c.Sheet.Silver + c.Sheet.Copper; coins > 0 {
		lb := float64(coins) / coinsPerPound
		exact += lb
		terms = append(terms, rules.Term{Value: int(math.Floor(lb)), Source: fmt.Sprintf("%d coins, %g lb", coins, lb), Rule: c.cite("Equipment, Coins")})
	}
	if frac := int(math.Floor(exact)) - rules.Sum(terms); frac != 0 {
		terms = append(terms, rules.Term{Value: frac, Source: "fractions of a pound", Rule: rule})
	}
	load.Weight, load.Exact = value(terms...), exact
	cr, size := c.carrier() // extras.go: Powerful Build
	capa, err := rs.CarryingCapacity(cr)
	if err != nil {
		return nil // a ruleset without carrying capacity
	}
	load.Max = value(rules.Term{Value: int(capa.MaxLoad), Source: fmt.Sprintf("%d × STR %d, %s", rs.Carry.MaxLoad, c.scores[rules.STR], size), Rule: rs.Carry.Cite})
	if err := rs.SetLoad(cr, exact, 0, load.Variant); err != nil {
		return fmt.Errorf("%w: carrying %g lb, %g allowed (%s)", ErrIllegal, exact, capa.MaxLoad, rs.Carry.Cite)
	}
	if lvl := rs.Encumbrance(cr); lvl != nil {
		load.Encumbrance = lvl.Name
		c.encumbrance = lvl
	}
	c.Sheet.Load = load
	return nil
}

// encumbranceTerm is the speed term of the character's encumbrance.
func (c *Character) encumbranceTerm() (rules.Term, bool) {
	l := c.encumbrance
	if l == nil {
		return rules.Term{}, false
	}
	return rules.Term{Value: -l.SpeedPenalty, Source: fmt.Sprintf("%s: %g lb over %d × STR %d", l.Name, c.Sheet.Load.Exact, l.Over, c.scores[rules.STR]),
		Rule: c.Ruleset.Carry.Cite}, true
}
