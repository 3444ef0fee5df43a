package content

import (
	"fmt"
	"slices"
)

// MonsterFilter selects monsters; zero fields match everything.
type MonsterFilter struct {
	MinCR, MaxCR string // challenge ratings as written: 1/4, 5
	Type         string // beast, dragon...
	Size         string // tiny ... gargantuan
}

// SearchMonsters lists the monsters a filter selects, in id order.
func (c *Catalog) SearchMonsters(f MonsterFilter) ([]*Monster, error) {
	lo, hi := 0, 30*8
	if f.MinCR != "" {
		if lo = crEighths(f.MinCR); lo < 0 {
			return nil, fmt.Errorf("content: challenge rating %q is not 0, 1/8, 1/4, 1/2 or a whole number", f.MinCR)
		}
	}
	if f.MaxCR != "" {
		if hi = crEighths(f.MaxCR); hi < 0 {
			return nil, fmt.Errorf("content: challenge rating %q is not 0, 1/8, 1/4, 1/2 or a whole number", f.MaxCR)
		}
	}
	var out []*Monster
	for i := range c.monsters.list {
		m := &c.monsters.list[i]
		cr := m.CREighths()
		if cr < lo || cr > hi || f.Type != "" && m.Type != f.Type || f.Size != "" && m.Size != f.Size {
			continue
		}
		out = append(out, m)
	}
	return out, nil
}

// SpellFilter selects spells; nil and empty fields match everything.
type SpellFilter struct {
	Level         *int
	School        string
	Class         string
	Concentration *bool
	Ritual        *bool
	DamageType    string
}

// SearchSpells lists the spells a filter selects, in id order.
func (c *Catalog) SearchSpells(f SpellFilter) []*Spell {
	var out []*Spell
	for i := range c.spells.list {
		s := &c.spells.list[i]
		switch {
		case f.Level != nil && s.Level != *f.Level,
			f.School != "" && s.School != f.School,
			f.Class != "" && !slices.Contains(s.Classes, f.Class),
			f.Concentration != nil && s.Concentration != *f.Concentration,
			f.Ritual != nil && s.Ritual != *f.Ritual,
			f.DamageType != "" && !slices.Contains(s.DamageTypes(), f.DamageType):
			continue
		}
		out = append(out, s)
	}
	return out
}

// DamageTypes lists the damage types a spell's effects deal, in order of
// first appearance.
func (s *Spell) DamageTypes() []string {
	var out []string
	WalkAll(s.Effects, func(e *Effect) {
		if e.Kind == KindDamage && e.Type != "" && !slices.Contains(out, e.Type) {
			out = append(out, e.Type)
		}
	})
	return out
}

// WeaponFilter selects weapons; empty fields match everything.
type WeaponFilter struct {
	Category string // simple, martial
	Kind     string // melee, ranged
	Property string // finesse, light...
	Mastery  string // 2024: sap, slow...
}

// SearchWeapons lists the weapons a filter selects, in id order.
func (c *Catalog) SearchWeapons(f WeaponFilter) []*Weapon {
	var out []*Weapon
	for i := range c.weapons.list {
		w := &c.weapons.list[i]
		if f.Category != "" && w.Category != f.Category || f.Kind != "" && w.Kind != f.Kind ||
			f.Property != "" && !slices.Contains(w.Properties, f.Property) || f.Mastery != "" && w.Mastery != f.Mastery {
			continue
		}
		out = append(out, w)
	}
	return out
}

// SearchArmor lists the armor of a category (light, medium, heavy,
// shield; empty for all), in id order.
func (c *Catalog) SearchArmor(category string) []*Armor {
	var out []*Armor
	for i := range c.armor.list {
		if a := &c.armor.list[i]; category == "" || a.Category == category {
			out = append(out, a)
		}
	}
	return out
}
