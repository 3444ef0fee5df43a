package main

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbEquipment struct {
	Index      string  `json:"index"`
	Name       string  `json:"name"`
	Category   dbRef   `json:"equipment_category"`   // 2014
	Categories []dbRef `json:"equipment_categories"` // 2024
	WeaponCat  string  `json:"weapon_category"`
	WeaponKind string  `json:"weapon_range"`
	Cost       struct {
		Quantity int    `json:"quantity"`
		Unit     string `json:"unit"`
	} `json:"cost"`
	Damage *struct {
		Dice string `json:"damage_dice"`
		Type dbRef  `json:"damage_type"`
	} `json:"damage"`
	TwoHanded *struct {
		Dice string `json:"damage_dice"`
	} `json:"two_handed_damage"`
	Range *struct {
		Normal int `json:"normal"`
		Long   int `json:"long"`
	} `json:"range"`
	Throw *struct {
		Normal int `json:"normal"`
		Long   int `json:"long"`
	} `json:"throw_range"`
	Weight     float64 `json:"weight"`
	Properties []dbRef `json:"properties"`
	Mastery    *dbRef  `json:"mastery"`
	ArmorCat   string  `json:"armor_category"`
	ArmorClass *struct {
		Base     int  `json:"base"`
		DexBonus bool `json:"dex_bonus"`
		MaxBonus *int `json:"max_bonus"`
	} `json:"armor_class"`
	StrMin  int    `json:"str_minimum"`
	Stealth bool   `json:"stealth_disadvantage"`
	Don     string `json:"don_time"`
	Doff    string `json:"doff_time"`
}

func (e *dbEquipment) in(cat string) bool {
	if e.Category.Index == cat {
		return true
	}
	return slices.ContainsFunc(e.Categories, func(r dbRef) bool { return r.Index == cat })
}

func citeOf(rs string) string {
	if rs == "srd-5.1" {
		return cite51
	}
	return cite52
}

func readEquipment(dir string) ([]dbEquipment, error) {
	var in []dbEquipment
	err := readJSON(filepath.Join(dir, "5e-SRD-Equipment.json"), &in)
	return in, err
}

func dbWeapons(dir, rs string) ([]content.Weapon, error) {
	in, err := readEquipment(dir)
	if err != nil {
		return nil, err
	}
	var out []content.Weapon
	for _, e := range in {
		if !e.in("weapon") && !e.in("weapons") {
			continue
		}
		w := content.Weapon{
			Ref:    content.Ref{ID: e.Index, Name: e.Name, Cite: citeOf(rs) + ", Equipment, Weapons"},
			Cost:   content.Cost{Amount: e.Cost.Quantity, Unit: e.Cost.Unit},
			Weight: e.Weight,
		}
		w.Category, w.Kind = strings.ToLower(e.WeaponCat), strings.ToLower(e.WeaponKind)
		for _, c := range []string{"simple", "martial"} {
			if e.in(c + "-weapons") {
				w.Category = c
			}
		}
		for _, k := range []string{"melee", "ranged"} {
			if e.in(k + "-weapons") {
				w.Kind = k
			}
		}
		if e.Damage != nil {
			w.Damage, w.DamageType = diceText(e.Damage.Dice), e.Damage.Type.Index
		}
		if e.TwoHanded != nil {
			w.Versatile = diceText(e.TwoHanded.Dice)
		}
		if e.Range != nil && w.Kind == "ranged" {
			w.Range, w.Long = e.Range.Normal, e.Range.Long
		}
		if e.Throw != nil {
			w.Range, w.Long = e.Throw.Normal, e.Throw.Long
		}
		for _, p := range e.Properties {
			w.Properties = append(w.Properties, p.Index)
		}
		if e.Mastery != nil {
			w.Mastery = e.Mastery.Index
		}
		out = append(out, w)
	}
	return out, nil
}

func dbArmor(dir, rs string) ([]content.Armor, error) {
	in, err := readEquipment(dir)
	if err != nil {
		return nil, err
	}
	var out []content.Armor
	for _, e := range in {
		if e.ArmorClass == nil || !e.in("armor") {
			continue
		}
		a := content.Armor{
			Ref:     content.Ref{ID: e.Index, Name: e.Name, Cite: citeOf(rs) + ", Equipment, Armor"},
			AC:      e.ArmorClass.Base,
			StrMin:  e.StrMin,
			Stealth: e.Stealth,
			Cost:    content.Cost{Amount: e.Cost.Quantity, Unit: e.Cost.Unit},
			Weight:  e.Weight,
		}
		a.Category = strings.ToLower(e.ArmorCat)
		for _, c := range []string{"light", "medium", "heavy"} {
			if e.in(c + "-armor") {
				a.Category = c
			}
		}
		if e.in("shields") || a.Category == "shield" {
			a.Category = "shield"
		}
		switch {
		case a.Category == "shield":
		case !e.ArmorClass.DexBonus:
			a.DexCap = -1
		case e.ArmorClass.MaxBonus != nil && *e.ArmorClass.MaxBonus > 0:
			a.DexCap = *e.ArmorClass.MaxBonus
		}
		if e.Don != "" {
			a.Don, _ = duration(e.Don)
			a.Doff, _ = duration(e.Doff)
		}
		out = append(out, a)
	}
	return out, nil
}

func dbConditions(dir, rs string) ([]content.Condition, error) {
	var in []dbRef
	if err := readJSON(filepath.Join(dir, "5e-SRD-Conditions.json"), &in); err != nil {
		return nil, err
	}
	where := cite51 + ", Appendix PH-A: Conditions"
	if rs != "srd-5.1" {
		where = cite52 + ", Rules Glossary"
	}
	var out []content.Condition
	for _, c := range in {
		out = append(out, content.Condition{Ref: content.Ref{ID: c.Index, Name: c.Name, Cite: where + ", " + c.Name}})
	}
	return out, nil
}

func dbDamageTypes(dir, rs string) ([]content.DamageType, error) {
	var in []dbRef
	if err := readJSON(filepath.Join(dir, "5e-SRD-Damage-Types.json"), &in); err != nil {
		return nil, err
	}
	where := cite51 + ", Combat, Damage Types"
	if rs != "srd-5.1" {
		where = cite52 + ", Playing the Game, Damage Types"
	}
	var out []content.DamageType
	for _, c := range in {
		out = append(out, content.DamageType{Ref: content.Ref{ID: c.Index, Name: c.Name, Cite: where}})
	}
	return out, nil
}
