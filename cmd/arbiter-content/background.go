package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbBackground struct {
	Index     string  `json:"index"`
	Name      string  `json:"name"`
	Abilities []dbRef `json:"ability_scores"`
	Feat      *struct {
		Index string `json:"index"`
		Note  string `json:"note"`
	} `json:"feat"`
	Profs       []dbRef    `json:"proficiencies"`
	StartProfs  []dbRef    `json:"starting_proficiencies"`
	ProfChoices []dbChoice `json:"proficiency_choices"`
	LangOptions *dbChoice  `json:"language_options"`
	Equipment   []struct {
		Item  dbRef `json:"equipment"`
		Count int   `json:"quantity"`
	} `json:"starting_equipment"`
	Gold *struct {
		Quantity int `json:"quantity"`
	} `json:"starting_gold"`
	EquipOptions []dbChoice `json:"equipment_options"`
	StartOptions []dbChoice `json:"starting_equipment_options"`
	Feature      *dbRef     `json:"feature"`
}

// featNotes settle background feats whose option the data set leaves out.
var featNotes = map[string]string{"sage": "Wizard"}

func dbBackgrounds(dir, rs string) ([]content.Background, error) {
	var in []dbBackground
	if err := readJSON(filepath.Join(dir, "5e-SRD-Backgrounds.json"), &in); err != nil {
		return nil, err
	}
	where := citeOf(rs) + ", Backgrounds, "
	if rs != "srd-5.1" {
		where = citeOf(rs) + ", Character Origins, "
	}
	var out []content.Background
	for _, b := range in {
		bg := content.Background{Ref: content.Ref{ID: b.Index, Name: b.Name, Cite: where + b.Name}}
		for _, a := range b.Abilities {
			bg.Abilities = append(bg.Abilities, a.Index)
		}
		if b.Feat != nil {
			bg.Feat, bg.FeatNote = b.Feat.Index, b.Feat.Note
			if bg.FeatNote == "" {
				bg.FeatNote = featNotes[b.Index]
			}
		}
		for _, p := range append(b.Profs, b.StartProfs...) {
			if strings.HasPrefix(p.Index, "skill-") {
				bg.Skills = append(bg.Skills, p.Index)
			} else {
				bg.Tools = append(bg.Tools, profID(p.Index))
			}
		}
		for _, c := range b.ProfChoices {
			bg.ToolChoices = append(bg.ToolChoices, content.Choice{Count: c.Choose, From: c.ids()})
		}
		if b.LangOptions != nil {
			bg.LanguageChoices = b.LangOptions.Choose
		}
		for _, e := range b.Equipment {
			bg.Equipment = append(bg.Equipment, content.Item{ID: e.Item.Index, Count: e.Count})
		}
		if b.Gold != nil {
			bg.Gold = b.Gold.Quantity
		}
		for _, c := range b.StartOptions {
			for _, id := range c.ids() {
				bg.Options = append(bg.Options, content.Bundle{Items: []content.Item{{ID: id, Count: 1}}})
			}
		}
		for _, c := range b.EquipOptions {
			for _, o := range c.From.Options {
				bg.Options = append(bg.Options, bundle(o))
			}
		}
		if b.Feature != nil {
			bg.Feature = b.Feature.Name
		}
		out = append(out, bg)
	}
	return out, nil
}

// bundle reads one equipment option: items and money.
func bundle(o dbOption) content.Bundle {
	var b content.Bundle
	add := func(o dbOption) {
		var note string
		for _, p := range o.Prereq {
			if p.Type == "proficiency" {
				note = "if proficient"
			}
		}
		switch {
		case o.Type == "money":
			b.Gold += o.Count
		case o.Of != nil:
			b.Items = append(b.Items, content.Item{ID: o.Of.Index, Count: o.Count, Note: note})
		case o.Item != nil:
			b.Items = append(b.Items, content.Item{ID: o.Item.Index, Count: max(o.Count, 1), Note: note})
		case o.Choice != nil && o.Choice.From.Category != nil:
			b.Items = append(b.Items, content.Item{ID: o.Choice.From.Category.Index, Count: max(o.Choice.Choose, 1)})
		}
	}
	add(o)
	for _, x := range o.Items {
		add(x)
	}
	return b
}

type dbFeat struct {
	Index       string `json:"index"`
	Name        string `json:"name"`
	Type        string `json:"type"`
	Desc        any    `json:"desc"`
	Description string `json:"description"`
	Repeatable  string `json:"repeatable"`
	Prereqs     any    `json:"prerequisites"`
}

var (
	reIncrease = regexp.MustCompile(`(?i)increase (?:your |one )?((?:(?:strength|dexterity|constitution|intelligence|wisdom|charisma|ability)(?: score)?(?:, | or |, or )?)+)(?: of your choice)? (?:score )?by (\d)`)
	reAbility  = regexp.MustCompile(`(?i)strength|dexterity|constitution|intelligence|wisdom|charisma`)
)

// featMechs are the feats whose rules fit the record's fields, and what
// they add beyond an ability increase.
var featMechs = map[string]func(*content.Feat){
	"alert":                     func(f *content.Feat) { f.Initiative = true; f.Prose = true },
	"ability-score-improvement": func(f *content.Feat) {},
	"archery":                   func(f *content.Feat) { f.Prose = true },
	"boon-of-combat-prowess":    func(f *content.Feat) { f.Prose = true },
	"skilled": func(f *content.Feat) {
		f.Choices = []content.Choice{{Count: 3, From: []string{"any-skill", "any-tool"}}}
	},
}

func dbFeats(dir, rs string) ([]content.Feat, error) {
	var in []dbFeat
	if err := readJSON(filepath.Join(dir, "5e-SRD-Feats.json"), &in); err != nil {
		return nil, err
	}
	var out []content.Feat
	for _, f := range in {
		ft := content.Feat{
			Ref:        content.Ref{ID: f.Index, Name: f.Name, Cite: citeOf(rs) + ", Feats, " + f.Name},
			Type:       strings.ReplaceAll(f.Type, "_", "-"),
			Repeatable: f.Repeatable != "",
			Prose:      true,
		}
		switch p := f.Prereqs.(type) {
		case map[string]any:
			if n, ok := p["minimum_level"].(float64); ok {
				ft.Prereq.Level = int(n)
			}
			if s, ok := p["feature_named"].(string); ok {
				ft.Prereq.Feature = content.Kebab(s)
			}
		case []any:
			for _, x := range p {
				m, _ := x.(map[string]any)
				if a, ok := m["ability_score"].(map[string]any); ok {
					min, _ := m["minimum_score"].(float64)
					ft.Prereq.Min = append(ft.Prereq.Min, content.Bonus{Of: a["index"].(string), Value: int(min)})
				}
			}
		}
		text := f.Description
		if s, ok := f.Desc.(string); ok {
			text += s
		}
		if m := reIncrease.FindStringSubmatch(text); m != nil {
			ft.AbilityBonus, _ = strconv.Atoi(m[2])
			for _, a := range reAbility.FindAllString(m[1], -1) {
				ft.Abilities = append(ft.Abilities, abilityIDs[strings.ToLower(a)])
			}
			if len(ft.Abilities) == 0 {
				ft.Abilities = append([]string(nil), abilityOrder...)
			}
		}
		if f.Index == "ability-score-improvement" {
			ft.Abilities, ft.AbilityBonus = append([]string(nil), abilityOrder...), 2
		}
		if fn, ok := featMechs[f.Index]; ok {
			ft.Prose = false
			fn(&ft)
		}
		out = append(out, ft)
	}
	return out, nil
}
