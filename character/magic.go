package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// MaxAttuned is how many magic items a creature may be attuned to at once
// (SRD 5.1 and SRD 5.2.1, Magic Items, Attunement).
const MaxAttuned = 3

// MagicItem is a magic item the character wears or wields: its catalog id,
// the mundane item it is made from when the catalog leaves a choice (a
// Weapon +1 as a longsword, Armor +1 as chain mail), and whether the
// character is attuned to it.
type MagicItem struct {
	Item    string `json:"item"`
	Base    string `json:"base,omitempty"`
	Attuned bool   `json:"attuned,omitempty"`
}

// MagicInfo is a magic item on the sheet; Active is false when it needs
// attunement the character has not given it.
type MagicInfo struct {
	Item    string `json:"item"`
	Name    string `json:"name"`
	Base    string `json:"base,omitempty"`
	Attuned bool   `json:"attuned,omitempty"`
	Active  bool   `json:"active"`
	Note    string `json:"note,omitempty"`
}

// worn is a magic item whose bonuses apply: the record, its bonuses, and
// the weapon it is (a magic weapon) or nil.
type worn struct {
	rec    *content.MagicItem
	b      content.Bonuses
	weapon *content.Weapon
	base   string
}

// itemLimit narrows a bonus the catalog gives without its condition.
type itemLimit struct {
	// unarmored: the AC bonus needs no armor and no shield.
	unarmored bool
	// noAC: the AC bonus is against some attacks only, not on the sheet.
	noAC bool
	// weapons: the damage bonus is with these weapons only.
	weapons []string
}

// itemLimits are the conditions of items' bonuses by id: Bracers of
// Defense (no armor, no shield), Arrow-Catching Shield (against ranged
// attacks only), Bracers of Archery (longbow and shortbow damage).
var itemLimits = map[string]itemLimit{
	"bracers-of-defense":    {unarmored: true},
	"arrow-catching-shield": {noAC: true},
	"bracers-of-archery":    {weapons: []string{"longbow", "shortbow"}},
}

// weaponGroups are the weapon ids of a base category the catalog names
// (any-sword, any-axe).
var weaponGroups = map[string][]string{
	"sword": {"greatsword", "longsword", "rapier", "scimitar", "shortsword"},
	"axe":   {"battleaxe", "greataxe", "handaxe"},
}

// fits reports whether a catalog base (a mundane id, a category such as
// any-sword, or a list such as chain-mail-or-chain-shirt) admits an item
// id; weapon is the weapon when the id is one.
func fits(base, id string, w *content.Weapon, armor bool) bool {
	in := func(group string) bool { return slices.Contains(weaponGroups[group], id) }
	switch base {
	case id:
		return true
	case "any", "any-simple-or-martial":
		return w != nil
	case "any-melee-weapon":
		return w != nil && w.Kind == "melee"
	case "any-sword":
		return in("sword")
	case "any-axe":
		return in("axe")
	case "any-axe-or-sword":
		return in("axe") || in("sword")
	case "any-sword-that-deals-slashing-damage":
		return in("sword") && w != nil && w.DamageType == "slashing"
	case "light-medium-or-heavy", "any-light-medium-or-heavy":
		return armor
	}
	return strings.Contains("-"+base+"-", "-"+id+"-") || strings.HasPrefix(id, base+"-")
}

// bonusesOf are an item's bonuses: its structured ones, or those of its
// +N (a weapon's attack and damage, armor's AC) when it has none.
func bonusesOf(m *content.MagicItem) content.Bonuses {
	b := m.Bonuses
	if b != (content.Bonuses{}) || m.Bonus == 0 {
		return b
	}
	switch m.Category {
	case "weapon", "ammunition":
		return content.Bonuses{Attack: m.Bonus, Damage: m.Bonus}
	case "armor":
		return content.Bonuses{AC: m.Bonus}
	}
	return b
}

// attuneAllowed reports whether the character may attune to an item
// restricted to some classes (or to spellcasters).
func (c *Character) attuneAllowed(m *content.MagicItem) bool {
	if len(m.AttuneIDs) == 0 {
		return true
	}
	for _, e := range c.classes {
		sc := e.class.Spellcasting
		if slices.Contains(m.AttuneIDs, e.class.ID) || slices.Contains(m.AttuneIDs, "spellcaster") && sc != nil && e.spec.Level >= sc.From {
			return true
		}
	}
	return false
}

// buildMagic resolves the magic items: attunement (at most three), the
// mundane item each is made from, and which bonuses apply.
func (c *Character) buildMagic() error {
	items := c.Spec.MagicItems
	attuned := 0
	for _, it := range items {
		if it.Attuned {
			attuned++
		}
	}
	if attuned > MaxAttuned {
		return fmt.Errorf("%w: attuned to %d magic items, %d allowed (%s)", ErrIllegal, attuned, MaxAttuned, c.cite("Magic Items, Attunement"))
	}
	for _, it := range items {
		m, ok := c.cat.MagicItem(it.Item)
		if !ok {
			return fmt.Errorf("%w magic item %q in %s", ErrUnknown, it.Item, c.cat.Ruleset)
		}
		if len(m.Variants) > 0 {
			return fmt.Errorf("%w: %s stands for several items; name one of %s", ErrIllegal, m.ID, strings.Join(m.Variants, ", "))
		}
		info := MagicInfo{Item: m.ID, Name: m.Name, Attuned: it.Attuned, Active: true}
		switch {
		case it.Attuned && !m.Attune:
			return fmt.Errorf("%w: %s needs no attunement (%s)", ErrIllegal, m.ID, m.Cite)
		case it.Attuned && !c.attuneAllowed(m):
			return fmt.Errorf("%w: only %s may attune to %s (%s)", ErrIllegal, m.AttuneBy, m.ID, m.Cite)
		case m.Attune && !it.Attuned:
			info.Active = false
			info.Note = "needs attunement: no bonus until attuned"
		}
		w := worn{rec: m, b: bonusesOf(m)}
		if err := c.placeItem(&w, it, &info); err != nil {
			return err
		}
		info.Base = w.base
		c.Sheet.MagicItems = append(c.Sheet.MagicItems, info)
		if !info.Active {
			continue
		}
		c.worn = append(c.worn, w)
		for _, set := range m.Sets {
			a, err := rules.ParseAbility(set.Of)
			if err != nil || c.scores[a] >= set.Value {
				continue
			}
			c.scoreTerms[a] = append(c.scoreTerms[a], rules.Term{Value: set.Value - c.scores[a],
				Source: fmt.Sprintf("%s (sets %s to %d)", m.Name, strings.ToUpper(set.Of), set.Value), Rule: m.Cite})
			c.scores[a] = set.Value
		}
	}
	return nil
}

// placeItem works out what a magic item is made from: a weapon (a staff is
// a quarterstaff), worn armor or a shield, or nothing.
func (c *Character) placeItem(w *worn, it MagicItem, info *MagicInfo) error {
	m := w.rec
	isShield := m.Category == "armor" && (m.Base == "shield" || m.Of == "shield")
	switch {
	case m.Category == "weapon" || m.Category == "staff" && w.b.Attack > 0:
		base := m.Base
		if m.Category == "staff" {
			base = "quarterstaff"
		}
		id := it.Base
		if _, ok := c.cat.Weapon(base); ok && id == "" {
			id = base
		}
		wp, ok := c.cat.Weapon(id)
		if !ok {
			return fmt.Errorf("%w: %s is made from a weapon (%s): give it as base", ErrIllegal, m.ID, base)
		}
		if !fits(base, id, wp, false) {
			return fmt.Errorf("%w: %s is made from %s, not %s (%s)", ErrIllegal, m.ID, base, id, m.Cite)
		}
		w.weapon, w.base = wp, id
	case isShield:
		sh, ok := c.cat.Armor("shield")
		if !ok {
			return fmt.Errorf("%w armor \"shield\" in %s", ErrUnknown, c.cat.Ruleset)
		}
		if c.shieldItem != nil {
			return fmt.Errorf("%w: two magic shields, one carried at a time (%s)", ErrIllegal, c.cite("Armor Class"))
		}
		c.shield, c.shieldItem, w.base = sh, m, "shield"
	case m.Category == "armor":
		id := it.Base
		if _, ok := c.cat.Armor(m.Base); ok && id == "" {
			id = m.Base
		}
		if id == "" {
			id = c.Spec.Equipment.Armor
		}
		a, ok := c.cat.Armor(id)
		if !ok || a.Category == "shield" {
			return fmt.Errorf("%w: %s is made from armor (%s): give it as base", ErrIllegal, m.ID, m.Base)
		}
		if !fits(m.Base, id, nil, true) {
			return fmt.Errorf("%w: %s is made from %s, not %s (%s)", ErrIllegal, m.ID, m.Base, id, m.Cite)
		}
		if c.armorItem != nil || c.armor != nil && c.armor.ID != id {
			return fmt.Errorf("%w: %s and %s worn at once; one suit of armor at a time (%s)", ErrIllegal, id, c.armor.ID, c.cite("Armor Class"))
		}
		c.armor, c.armorItem, w.base = a, m, id
	default:
		if it.Base != "" {
			return fmt.Errorf("%w: %s is made from nothing to choose; drop its base", ErrIllegal, m.ID)
		}
	}
	return nil
}

// itemAC are the AC terms of magic items: armor's and a shield's +N, then
// worn items (rings, cloaks, bracers) whose conditions hold.
func (c *Character) itemAC() []rules.Term {
	var out []rules.Term
	for _, w := range c.worn {
		lim := itemLimits[w.rec.ID]
		switch {
		case w.b.AC == 0 || lim.noAC:
		case lim.unarmored && (c.armor != nil || c.shield != nil):
		default:
			out = append(out, rules.Term{Value: w.b.AC, Source: w.rec.Name, Rule: w.rec.Cite})
		}
	}
	return out
}

// itemTerms are the terms of worn items for one kind of bonus (saves,
// spell attack, spell DC), weapons apart.
func (c *Character) itemTerms(get func(content.Bonuses) int) []rules.Term {
	var out []rules.Term
	for _, w := range c.worn {
		if v := get(w.b); v != 0 && w.weapon == nil {
			out = append(out, rules.Term{Value: v, Source: w.rec.Name, Rule: w.rec.Cite})
		}
	}
	return out
}

// saveBonuses are the worn items' bonuses to every saving throw (Cloak and
// Ring of Protection) as the rules creature's bonuses, which the rules add
// to its saves in play.
func (c *Character) saveBonuses() []rules.Bonus {
	var out []rules.Bonus
	for _, t := range c.itemTerms(func(b content.Bonuses) int { return b.Saves }) {
		out = append(out, rules.Bonus{On: "save", Term: t})
	}
	return out
}
