package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// SRD 5.2.1 drinks a potion, or gives one to another creature, as a Bonus
// Action (SRD 5.2.1, Magic Items, Potions of Healing: the catalog's
// action "bonus"). `utilize <potion>` and `use_object <potion>` in a
// ruleset that drinks it so spend the bonus action, not the action: the
// person names the object, not the action (decision); a Ready still
// can't hold it, since a readied action is the Utilize action
// (ready_object.go). The 2024 catalog has one record for the four
// potions of healing, a choice by rarity; each potion's own name picks
// its row (potionRows), the record's id the common one. A target names
// the creature given the potion: within 5 ft of the giver (decision: the
// reach of a hand), not dead.

// potionRows names the rows of a catalog potion chosen by rarity: each
// potion's id, the record it is in and the row's value.
var potionRows = map[string][2]string{
	"potion-of-healing":          {"potions-of-healing", "common"},
	"potion-of-greater-healing":  {"potions-of-healing", "uncommon"},
	"potion-of-superior-healing": {"potions-of-healing", "rare"},
	"potion-of-supreme-healing":  {"potions-of-healing", "very-rare"},
}

// potionItem is the catalog magic item named obj and, for a record
// chosen by rarity, the row's value ("" for none): obj itself, or a row
// potionRows names when the catalog has no obj.
func potionItem(cat *content.Catalog, obj string) (*content.MagicItem, string) {
	if it, ok := cat.MagicItem(obj); ok {
		if it.ID == "potions-of-healing" {
			return it, "common"
		}
		return it, ""
	}
	if row, ok := potionRows[obj]; ok {
		if it, ok := cat.MagicItem(row[0]); ok {
			return it, row[1]
		}
	}
	return nil, ""
}

// potionHeal is the self heal node of a potion's tree: a top-level one, or
// the option of a choose whose value is row.
func potionHeal(it *content.MagicItem, row string) *content.Effect {
	for i := range it.Effects {
		n := &it.Effects[i]
		if n.Kind == content.KindHeal && n.Self && n.Dice != "" {
			return n
		}
		if n.Kind == content.KindChoose && row != "" {
			for j := range n.Options {
				if o := &n.Options[j]; o.Value == row && o.Kind == content.KindHeal && o.Self && o.Dice != "" {
					return o
				}
			}
		}
	}
	return nil
}

// bonusPotion is the catalog potion cmd uses when it is an object use of a
// potion the ruleset drinks as a bonus action; nil otherwise.
func (s *State) bonusPotion(cmd Command) *content.MagicItem {
	if cmd.Kind != Utilize && cmd.Kind != UseObject || cmd.Option == "" || !s.rs.Combat.BonusAction {
		return nil
	}
	cat, err := content.Open(s.rs.SpellCatalog())
	if err != nil {
		return nil
	}
	it, _ := potionItem(cat, cmd.Option)
	if it == nil || it.Category != "potion" || it.Action != "bonus" {
		return nil
	}
	return it
}

// drinkBonus drinks cmd's potion it with c's bonus action.
func (d *decider) drinkBonus(c *Combatant, cmd Command, it *content.MagicItem) error {
	s := d.s
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	if c.BonusUsed {
		return fmt.Errorf("%w (%s): %s has taken its bonus action, which drinking %s takes", ErrNoBonus, it.Cite, c.ID, cmd.Option)
	}
	t := c
	if cmd.Target != "" && cmd.Target != c.ID { // administered to another creature within 5 ft
		var err error
		if t, err = s.must(cmd.Target); err != nil {
			return err
		}
		if t.Dead || between(c, t) > 5 {
			return fmt.Errorf("%w (%s): %s gives a potion to a living creature within 5 ft, not %s", ErrOutOfReach, it.Cite, c.ID, t.ID)
		}
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(cmd.Kind), Uses: "bonus", Option: cmd.Option, Target: cmd.Target}); err != nil {
		return err
	}
	return d.potionHealed(t, it, cmd.Option) // ready_object.go
}
