package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// The 5e-database class records, as far as the converter reads them.
type dbClass struct {
	Index   string `json:"index"`
	Name    string `json:"name"`
	HitDie  int    `json:"hit_die"`
	Primary *struct {
		Scores []dbRef `json:"ability_scores"`
	} `json:"primary_ability"`
	Choices    []dbChoice `json:"proficiency_choices"`
	Profs      []dbRef    `json:"proficiencies"`
	Saves      []dbRef    `json:"saving_throws"`
	Multiclass struct {
		Prereqs []dbScore `json:"prerequisites"`
		Options *struct {
			Choose int `json:"choose"`
			From   struct {
				Options []dbScore `json:"options"`
			} `json:"from"`
		} `json:"prerequisite_options"`
		Profs   []dbRef    `json:"proficiencies"`
		Choices []dbChoice `json:"proficiency_choices"`
	} `json:"multi_classing"`
	Subclasses []dbRef `json:"subclasses"`
	Equipment  []struct {
		Item  dbRef `json:"equipment"`
		Count int   `json:"quantity"`
	} `json:"starting_equipment"`
	EquipOptions []dbChoice `json:"starting_equipment_options"`
	Spellcasting *struct {
		Level   int   `json:"level"`
		Ability dbRef `json:"spellcasting_ability"`
	} `json:"spellcasting"`
}

type dbScore struct {
	Ability dbRef `json:"ability_score"`
	Min     int   `json:"minimum_score"`
}

// dbChoice is a 5e-database option set: choose N from a list of
// references, nested choices, or a category.
type dbChoice struct {
	Choose int    `json:"choose"`
	Type   string `json:"type"`
	From   struct {
		Type     string     `json:"option_set_type"`
		Options  []dbOption `json:"options"`
		Category *dbRef     `json:"equipment_category"`
		List     string     `json:"resource_list_url"`
	} `json:"from"`
}

type dbOption struct {
	Type   string     `json:"option_type"`
	Item   *dbRef     `json:"item"`
	Choice *dbChoice  `json:"choice"`
	Of     *dbRef     `json:"of"`
	Count  int        `json:"count"`
	Items  []dbOption `json:"items"`
	Unit   string     `json:"unit"`
	Prereq []struct {
		Type string `json:"type"`
	} `json:"prerequisites"`
	Score *dbRef `json:"ability_score"`
	Min   int    `json:"minimum_score"`
}

// ids lists what a choice offers: reference ids, nested choices' ids, or
// the category id.
func (c *dbChoice) ids() []string {
	var out []string
	if c.From.Category != nil {
		out = append(out, c.From.Category.Index)
	}
	if c.From.List != "" {
		out = append(out, "any-"+strings.TrimSuffix(c.From.List[strings.LastIndex(c.From.List, "/")+1:], "s"))
	}
	for _, o := range c.From.Options {
		switch {
		case o.Item != nil:
			out = append(out, profID(o.Item.Index))
		case o.Choice != nil:
			out = append(out, o.Choice.ids()...)
		case o.Of != nil:
			out = append(out, o.Of.Index)
		case o.Score != nil:
			out = append(out, o.Score.Index)
		}
	}
	return out
}

type dbLevel struct {
	Level    int             `json:"level"`
	ASI      int             `json:"ability_score_bonuses"`
	PB       int             `json:"prof_bonus"`
	Features []dbRef         `json:"features"`
	Class    dbRef           `json:"class"`
	Subclass *dbRef          `json:"subclass"`
	Casting  map[string]int  `json:"spellcasting"`
	Specific json.RawMessage `json:"class_specific"`
	SubSpec  json.RawMessage `json:"subclass_specific"`
}

type dbClassFeature struct {
	Index    string          `json:"index"`
	Name     string          `json:"name"`
	Class    dbRef           `json:"class"`
	Subclass *dbRef          `json:"subclass"`
	Level    json.RawMessage `json:"level"` // 2014: a number; 2024: a level reference
	Parent   *dbRef          `json:"parent"`
	Desc     string          `json:"description"` // 2024; read for spell tables only
	Prereqs  []struct {
		Type    string `json:"type"`
		Level   int    `json:"level"`
		Spell   string `json:"spell"`
		Feature string `json:"feature"`
	} `json:"prerequisites"`
	Specific *struct {
		Sub       *dbChoice `json:"subfeature_options"`
		Expertise *dbChoice `json:"expertise_options"`
	} `json:"feature_specific"`
}

func (f *dbClassFeature) level() int {
	var n int
	if json.Unmarshal(f.Level, &n) == nil {
		return n
	}
	var r dbRef
	_ = json.Unmarshal(f.Level, &r)
	n, _ = strconv.Atoi(r.Index[strings.LastIndex(r.Index, "-")+1:])
	return n
}

type dbSubclass struct {
	Index  string `json:"index"`
	Name   string `json:"name"`
	Class  dbRef  `json:"class"`
	Flavor string `json:"subclass_flavor"`
	Spells []struct {
		Prereqs []dbRef `json:"prerequisites"`
		Spell   dbRef   `json:"spell"`
	} `json:"spells"`
}

// casterKinds says how each class's levels count for spell slots.
var casterKinds = map[string]string{
	"bard": content.CasterFull, "cleric": content.CasterFull, "druid": content.CasterFull,
	"sorcerer": content.CasterFull, "wizard": content.CasterFull,
	"paladin": content.CasterHalf, "ranger": content.CasterHalf, "warlock": content.CasterPact,
}

// foci are the spellcasting foci a class may use.
var foci = map[string]string{
	"bard": "musical-instrument", "cleric": "holy-symbol", "druid": "druidic-focus", "paladin": "holy-symbol",
	"sorcerer": "arcane-focus", "warlock": "arcane-focus", "wizard": "arcane-focus", "ranger": "druidic-focus",
}

// prepared2014 are the 2014 classes that prepare spells rather than know them.
var prepared2014 = []string{"cleric", "druid", "paladin", "wizard"}

// classData is everything the class files are made from.
type classData struct {
	rs       string
	classes  []dbClass
	levels   []dbLevel
	features []dbClassFeature
	subs     []dbSubclass
	profType map[string]string
	spells   []content.Spell
}

func readClassData(dir, rs string, spells []content.Spell) (*classData, error) {
	d := &classData{rs: rs, spells: spells, profType: map[string]string{}}
	for _, f := range []struct {
		name string
		into any
	}{{"Classes", &d.classes}, {"Levels", &d.levels}, {"Features", &d.features}, {"Subclasses", &d.subs}} {
		if err := readJSON(filepath.Join(dir, "5e-SRD-"+f.name+".json"), f.into); err != nil {
			return nil, err
		}
	}
	var profs []struct {
		Index string `json:"index"`
		Type  string `json:"type"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Proficiencies.json"), &profs); err != nil {
		return nil, err
	}
	for _, p := range profs {
		d.profType[p.Index] = p.Type
	}
	return d, nil
}

func (d *classData) cite(what string) string { return citeOf(d.rs) + ", " + what }

// dbClasses converts the classes with their level tables.
func dbClasses(d *classData) ([]content.Class, error) {
	var out []content.Class
	for _, c := range d.classes {
		cl := content.Class{
			Ref:    content.Ref{ID: c.Index, Name: c.Name, Cite: d.cite("Classes, " + c.Name)},
			HitDie: c.HitDie,
		}
		if c.Primary != nil {
			for _, a := range c.Primary.Scores {
				cl.Primary = append(cl.Primary, a.Index)
			}
		}
		for _, s := range c.Saves {
			cl.Saves = append(cl.Saves, s.Index)
		}
		for _, p := range c.Profs {
			switch d.profType[p.Index] {
			case "Armor":
				cl.Armor = append(cl.Armor, p.Index)
			case "Weapons":
				cl.Weapons = append(cl.Weapons, p.Index)
			case "Saving Throws":
			default:
				cl.Tools = append(cl.Tools, profID(p.Index))
			}
		}
		for _, ch := range c.Choices {
			cl.Choices = append(cl.Choices, content.Choice{Count: ch.Choose, From: ch.ids()})
		}
		mc := &c.Multiclass
		for _, p := range mc.Prereqs {
			cl.Multiclass.Min = append(cl.Multiclass.Min, content.Bonus{Of: p.Ability.Index, Value: p.Min})
		}
		if mc.Options != nil {
			cl.Multiclass.AnyOf = true
			for _, o := range mc.Options.From.Options {
				cl.Multiclass.Min = append(cl.Multiclass.Min, content.Bonus{Of: o.Ability.Index, Value: o.Min})
			}
		}
		for _, p := range mc.Profs {
			cl.Multiclass.Proficiencies = append(cl.Multiclass.Proficiencies, p.Index)
		}
		for _, ch := range mc.Choices {
			cl.Multiclass.Choices = append(cl.Multiclass.Choices, content.Choice{Count: ch.Choose, From: ch.ids()})
		}
		for _, s := range c.Subclasses {
			cl.Subclasses = append(cl.Subclasses, s.Index)
		}
		for _, e := range c.Equipment {
			cl.Equipment = append(cl.Equipment, content.Item{ID: e.Item.Index, Count: e.Count})
		}
		for _, ch := range c.EquipOptions {
			cl.EquipmentChoices = append(cl.EquipmentChoices, equipmentChoice(ch))
		}
		if err := d.table(&cl); err != nil {
			return nil, err
		}
		if kind := casterKinds[c.Index]; kind != "" {
			sc := &content.Spellcasting{Kind: kind, Focus: foci[c.Index], Prepared: d.rs != "srd-5.1" || slices.Contains(prepared2014, c.Index)}
			if c.Spellcasting != nil {
				sc.Ability, sc.From = c.Spellcasting.Ability.Index, c.Spellcasting.Level
			}
			if sc.Ability == "" {
				return nil, fmt.Errorf("class %s: no spellcasting ability", c.Index)
			}
			for _, s := range d.spells {
				if slices.Contains(s.Classes, c.Index) {
					sc.Spells = append(sc.Spells, s.ID)
				}
			}
			cl.Spellcasting = sc
		}
		if err := d.resources(&cl); err != nil {
			return nil, err
		}
		out = append(out, cl)
	}
	return out, nil
}

// table fills a class's 20 level rows.
func (d *classData) table(cl *content.Class) error {
	cl.Levels = make([]content.ClassLevel, 20)
	seen := 0
	for _, l := range d.levels {
		if l.Class.Index != cl.ID || l.Subclass != nil {
			continue
		}
		if l.Level < 1 || l.Level > 20 {
			return fmt.Errorf("class %s: level %d", cl.ID, l.Level)
		}
		seen++
		row := &cl.Levels[l.Level-1]
		row.Level, row.PB = l.Level, l.PB
		for _, f := range l.Features {
			row.Features = append(row.Features, kid(f.Index))
			if strings.HasPrefix(f.Name, "Ability Score Improvement") {
				row.ASI = true
			}
		}
		row.Cantrips, row.Known, row.Prepared = l.Casting["cantrips_known"], l.Casting["spells_known"], l.Casting["prepared_spells"]
		for i := range 9 {
			row.Slots[i] = l.Casting["spell_slots_level_"+strconv.Itoa(i+1)]
		}
		if casterKinds[cl.ID] == content.CasterPact {
			for i, n := range row.Slots {
				if n > 0 {
					row.PactSlots, row.PactLevel = n, i+1
				}
			}
			row.Slots = [9]int{}
		}
		cols, err := columns(l.Specific)
		if err != nil {
			return fmt.Errorf("class %s level %d: %w", cl.ID, l.Level, err)
		}
		for col, n := range columnFixes[cl.ID+"/"+strconv.Itoa(l.Level)] {
			if _, ok := cols[col]; ok { // the ruleset whose column it is
				cols[col] = n
			}
		}
		row.Columns = cols
	}
	if seen != 20 {
		return fmt.Errorf("class %s: %d level rows, want 20", cl.ID, seen)
	}
	return nil
}

// columnFixes are class table cells the data set gets wrong, by class
// and level, with the SRD's number (listed in docs/content.md): the 2014
// warlock knows 2 invocations at level 4 and 3 at level 6 (SRD 5.1,
// Classes, Warlock, the Warlock table), where 5e-database has 3 and 4.
var columnFixes = map[string]map[string]int{
	"warlock/4": {"invocations-known": 2},
	"warlock/6": {"invocations-known": 3},
}

// columns flattens a class_specific object into kebab-case numbers:
// {"sneak_attack": {"dice_count": 3, "dice_value": 6}} is sneak-attack-dice
// 3 and sneak-attack-die 6; a challenge rating is kept in eighths
// (wild-shape-max-cr-eighths); true is 1.
func columns(raw json.RawMessage) (map[string]int, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	var in map[string]any
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	out := map[string]int{}
	var put func(key string, v any) error
	put = func(key string, v any) error {
		key = strings.Trim(strings.ReplaceAll(key, "_", "-"), "-")
		if key == "" {
			return fmt.Errorf("a column without a name")
		}
		switch v := v.(type) {
		case float64:
			switch {
			case v != float64(int(v)) || strings.HasSuffix(key, "-cr"):
				out[key+"-eighths"] = int(v * 8)
			case v >= 9999: // the data set's "unlimited"
				out[key] = -1
			default:
				out[key] = int(v)
			}
		case bool:
			if v {
				out[key] = 1
			}
		case []any: // the sorcerer's slot-creation costs: the same at every level
		case map[string]any:
			for k, x := range v {
				sub := map[string]string{"dice_count": "dice", "dice_value": "die"}[k]
				if sub == "" {
					sub = k
				}
				if err := put(key+"-"+sub, x); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("column %s: %v is not a number", key, v)
		}
		return nil
	}
	for k, v := range in {
		if err := put(k, v); err != nil {
			return nil, err
		}
	}
	for k, v := range out {
		if v == 0 {
			delete(out, k)
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// dbSubclasses converts the subclasses with their features by level.
func dbSubclasses(d *classData) ([]content.Subclass, error) {
	var out []content.Subclass
	for _, s := range d.subs {
		sc := content.Subclass{
			Ref:    content.Ref{ID: s.Index, Name: s.Name, Cite: d.cite("Classes, " + s.Class.Name + ", " + s.Name)},
			Class:  s.Class.Index,
			Flavor: s.Flavor,
		}
		for _, l := range d.levels {
			if l.Subclass == nil || l.Subclass.Index != s.Index {
				continue
			}
			row := content.SubclassLevel{Level: l.Level}
			for _, f := range l.Features {
				row.Features = append(row.Features, kid(f.Index))
			}
			cols, err := columns(l.SubSpec)
			if err != nil {
				return nil, fmt.Errorf("subclass %s: %w", s.Index, err)
			}
			row.Columns = cols
			sc.Levels = append(sc.Levels, row)
		}
		slices.SortFunc(sc.Levels, func(a, b content.SubclassLevel) int { return a.Level - b.Level })
		for _, sp := range s.Spells {
			lvl := 0
			for _, p := range sp.Prereqs {
				if n, err := strconv.Atoi(p.Index[strings.LastIndex(p.Index, "-")+1:]); err == nil {
					lvl = n
				}
			}
			i := slices.IndexFunc(sc.Spells, func(l content.LevelSpells) bool { return l.Level == lvl })
			if i < 0 {
				sc.Spells = append(sc.Spells, content.LevelSpells{Level: lvl})
				i = len(sc.Spells) - 1
			}
			sc.Spells[i].Spells = append(sc.Spells[i].Spells, sp.Spell.Index)
		}
		if len(s.Spells) == 0 {
			spells, err := d.tableSpells(s.Index)
			if err != nil {
				return nil, fmt.Errorf("subclass %s: %w", s.Index, err)
			}
			sc.Spells = spells
		}
		slices.SortFunc(sc.Spells, func(a, b content.LevelSpells) int { return a.Level - b.Level })
		if len(sc.Levels) == 0 {
			return nil, fmt.Errorf("subclass %s has no levels", s.Index)
		}
		out = append(out, sc)
	}
	return out, nil
}

// kid makes an upstream index a kebab-case id: "dragon-ancestor-black---acid-damage"
// is dragon-ancestor-black-acid-damage.
func kid(s string) string {
	if content.IsKebab(s) {
		return s
	}
	return content.Kebab(s)
}

var reSpellRow = regexp.MustCompile(`(\d+)\s*[|/]\s*`)

// spellTypos are spell names misspelt in the 2024 feature tables.
var spellTypos = map[string]string{"shielf-of-faith": "shield-of-faith"}

// tableSpells reads a 2024 subclass's always-prepared spells from the table
// in its "... Spells" feature ("3 | Aid, Bless"). A feature with several
// tables (Circle of the Land, by terrain) is left out.
func (d *classData) tableSpells(subclass string) ([]content.LevelSpells, error) {
	names := map[string]string{}
	for _, sp := range d.spells {
		names[content.Kebab(sp.Name)] = sp.ID
	}
	var out []content.LevelSpells
	for _, f := range d.features {
		if f.Subclass == nil || f.Subclass.Index != subclass || !strings.HasSuffix(f.Index, "-spells") ||
			strings.Count(f.Desc, "Level") != 1+strings.Count(f.Desc, "Level specified") {
			continue
		}
		text := f.Desc[strings.LastIndex(f.Desc, "Level"):]
		rows := reSpellRow.FindAllStringSubmatchIndex(text, -1)
		for i, m := range rows {
			end := len(text)
			if i+1 < len(rows) {
				end = rows[i+1][0]
			}
			cell := text[m[1]:end]
			if nl := strings.IndexByte(cell, '\n'); nl >= 0 {
				cell = cell[:nl]
			}
			level, _ := strconv.Atoi(text[m[2]:m[3]])
			row := content.LevelSpells{Level: level}
			for _, name := range strings.Split(cell, ",") {
				k := content.Kebab(name)
				if t, ok := spellTypos[k]; ok {
					k = t
				}
				id, ok := names[k]
				if !ok {
					return nil, fmt.Errorf("%s: no spell %q", f.Index, strings.TrimSpace(name))
				}
				row.Spells = append(row.Spells, id)
			}
			out = append(out, row)
		}
	}
	return out, nil
}

// profID is a proficiency's id: a 2024 tool proficiency (tool-thieves-tools)
// is named like the tool (thieves-tools), as in 2014.
func profID(s string) string { return strings.TrimPrefix(kid(s), "tool-") }

// equipmentChoice reads a starting-equipment pick: a list of options, or
// any one item of a category.
func equipmentChoice(c dbChoice) content.EquipmentChoice {
	var out content.EquipmentChoice
	if c.From.Category != nil {
		out.Options = []content.Bundle{{Items: []content.Item{{ID: c.From.Category.Index, Count: max(c.Choose, 1)}}}}
	}
	for _, o := range c.From.Options {
		out.Options = append(out.Options, bundle(o))
	}
	return out
}
