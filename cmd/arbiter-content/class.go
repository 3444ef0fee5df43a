package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbClass struct {
	dbRef
	HitDie  any     `json:"hit_die"`
	Saves   []dbRef `json:"saving_throws"`
	Primary *struct {
		Abilities []dbRef `json:"ability_scores"`
	} `json:"primary_ability"`
	Spellcasting *struct {
		Ability dbRef `json:"spellcasting_ability"`
	} `json:"spellcasting"`
	Subclasses []dbRef `json:"subclasses"`
}

type dbLevel struct {
	Level        any            `json:"level"`
	PB           any            `json:"prof_bonus"`
	Features     []dbRef        `json:"features"`
	Class        dbRef          `json:"class"`
	Subclass     *dbRef         `json:"subclass"`
	Spellcasting map[string]int `json:"spellcasting"`
	Specific     map[string]any `json:"class_specific"`
}

type dbClassFeature struct {
	dbRef
	Class    dbRef  `json:"class"`
	Subclass *dbRef `json:"subclass"`
	Level    any    `json:"level"` // 2014: a number; 2024: a level record
}

// classCite is where a ruleset's classes are.
func classCite(rs, name string) string {
	if rs == "srd-5.1" {
		return cite51 + ", Classes, " + name
	}
	return cite52 + ", Classes, " + name
}

func dbClasses(dir, rs string) ([]content.Class, []content.Subclass, []content.ClassFeature, error) {
	var cls []dbClass
	var lvls []dbLevel
	var feats []dbClassFeature
	var subs []struct {
		dbRef
		Class dbRef `json:"class"`
	}
	for _, f := range []struct {
		name string
		into any
	}{{"Classes", &cls}, {"Levels", &lvls}, {"Features", &feats}, {"Subclasses", &subs}} {
		if err := readJSON(filepath.Join(dir, "5e-SRD-"+f.name+".json"), f.into); err != nil {
			return nil, nil, nil, err
		}
	}
	byClass := map[string][]content.ClassLevel{}
	bySub := map[string][]content.ClassLevel{}
	for _, l := range lvls {
		row := content.ClassLevel{Level: num(l.Level), PB: num(l.PB)}
		for _, f := range l.Features {
			row.Features = append(row.Features, content.Kebab(f.Index))
		}
		if sc := l.Spellcasting; sc != nil {
			row.Cantrips = sc["cantrips_known"]
			row.Spells = sc["spells_known"] + sc["prepared_spells"]
			for i := 1; i <= 9; i++ {
				row.Slots = append(row.Slots, sc["spell_slots_level_"+strconv.Itoa(i)])
			}
			for len(row.Slots) > 0 && row.Slots[len(row.Slots)-1] == 0 {
				row.Slots = row.Slots[:len(row.Slots)-1]
			}
		}
		for k, v := range l.Specific {
			if s := resourceText(v); s != "" {
				if row.Resources == nil {
					row.Resources = map[string]string{}
				}
				row.Resources[k] = s
			}
		}
		if l.Subclass != nil {
			bySub[l.Subclass.Index] = append(bySub[l.Subclass.Index], row)
		} else {
			byClass[l.Class.Index] = append(byClass[l.Class.Index], row)
		}
	}
	var classes []content.Class
	for _, c := range cls {
		k := content.Class{Ref: content.Ref{ID: c.Index, Name: c.Name, Cite: classCite(rs, c.Name)}, HitDie: num(c.HitDie)}
		for _, s := range c.Saves {
			k.Saves = append(k.Saves, s.Index)
		}
		if c.Primary != nil {
			for _, a := range c.Primary.Abilities {
				k.Primary = append(k.Primary, a.Index)
			}
		}
		if c.Spellcasting != nil {
			k.SpellAbility = c.Spellcasting.Ability.Index
		}
		for _, s := range c.Subclasses {
			k.Subclasses = append(k.Subclasses, s.Index)
		}
		k.Levels = byClass[c.Index]
		slices.SortFunc(k.Levels, func(a, b content.ClassLevel) int { return a.Level - b.Level })
		if len(k.Levels) != 20 {
			return nil, nil, nil, fmt.Errorf("class %s has %d levels, not 20", c.Index, len(k.Levels))
		}
		classes = append(classes, k)
	}
	var subclasses []content.Subclass
	for _, s := range subs {
		sc := content.Subclass{Ref: content.Ref{ID: s.Index, Name: s.Name, Cite: classCite(rs, s.Class.Name) + ", " + s.Name},
			Class: s.Class.Index, Levels: bySub[s.Index]}
		slices.SortFunc(sc.Levels, func(a, b content.ClassLevel) int { return a.Level - b.Level })
		subclasses = append(subclasses, sc)
	}
	var features []content.ClassFeature
	for _, f := range feats {
		cf := content.ClassFeature{Ref: content.Ref{ID: content.Kebab(f.Index), Name: f.Name, Cite: classCite(rs, f.Class.Name) + ", " + f.Name},
			Class: f.Class.Index, Prose: true}
		if f.Subclass != nil {
			cf.Subclass = f.Subclass.Index
		}
		switch l := f.Level.(type) {
		case float64:
			cf.Level = int(l)
		case map[string]any:
			name, _ := l["index"].(string) // barbarian-1
			for i := len(name) - 1; i >= 0; i-- {
				if name[i] == '-' {
					cf.Level, _ = strconv.Atoi(name[i+1:])
					break
				}
			}
		}
		features = append(features, cf)
	}
	return classes, subclasses, features, nil
}

// resourceText writes a class counter: 2, 1d6, true; other shapes are
// left out.
func resourceText(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case map[string]any:
		if c, ok := x["dice_count"]; ok {
			return fmt.Sprintf("%vd%v", c, x["dice_value"])
		}
	}
	return ""
}
