package main

import (
	"path/filepath"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

func originCite(rs, part, name string) string {
	if rs == "srd-5.1" {
		return cite51 + ", " + map[string]string{"species": "Races", "background": "Backgrounds", "feat": "Feats"}[part] + ", " + name
	}
	return cite52 + ", Character Origins, " + name
}

type dbSpecies struct {
	dbRef
	Type       string  `json:"type"`
	Size       string  `json:"size"`
	Speed      any     `json:"speed"`
	Parent     *dbRef  `json:"race"`
	Parent24   *dbRef  `json:"species"`
	DamageType *dbRef  `json:"damage_type"`
	Languages  []dbRef `json:"languages"`
	Traits     []dbRef `json:"traits"`
	SubTraits  []dbRef `json:"racial_traits"`
	Subs       []dbRef `json:"subraces"`
	Subs24     []dbRef `json:"subspecies"`
	Bonuses    []struct {
		Ability dbRef `json:"ability_score"`
		Bonus   int   `json:"bonus"`
	} `json:"ability_bonuses"`
}

func dbOrigins(dir, rs string) ([]content.Species, []content.SpeciesTrait, []content.Background, []content.Feat, error) {
	files := []string{"Races", "Subraces"}
	if rs != "srd-5.1" {
		files = []string{"Species", "Subspecies"}
	}
	var sp []content.Species
	for _, f := range files {
		var in []dbSpecies
		if err := readJSON(filepath.Join(dir, "5e-SRD-"+f+".json"), &in); err != nil {
			return nil, nil, nil, nil, err
		}
		for _, d := range in {
			s := content.Species{Ref: content.Ref{ID: d.Index, Name: d.Name, Cite: originCite(rs, "species", d.Name)},
				Type: strings.ToLower(d.Type), Size: strings.ToLower(d.Size), Speed: num(d.Speed)}
			if d.Parent != nil {
				s.Parent = d.Parent.Index
			}
			if d.Parent24 != nil {
				s.Parent = d.Parent24.Index
			}
			if d.DamageType != nil {
				s.DamageType = d.DamageType.Index
			}
			for _, l := range d.Languages {
				s.Languages = append(s.Languages, l.Index)
			}
			for _, t := range append(d.Traits, d.SubTraits...) {
				s.Traits = append(s.Traits, t.Index)
			}
			for _, x := range append(d.Subs, d.Subs24...) {
				s.Subspecies = append(s.Subspecies, x.Index)
			}
			for _, b := range d.Bonuses {
				s.Abilities = append(s.Abilities, content.Bonus{Of: b.Ability.Index, Value: b.Bonus})
			}
			sp = append(sp, s)
		}
	}
	var traitsIn []struct {
		dbRef
		Races   []dbRef `json:"races"`
		Subs    []dbRef `json:"subraces"`
		Species []dbRef `json:"species"`
		Sub24   []dbRef `json:"subspecies"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Traits.json"), &traitsIn); err != nil {
		return nil, nil, nil, nil, err
	}
	var traits []content.SpeciesTrait
	for _, t := range traitsIn {
		tr := content.SpeciesTrait{Ref: content.Ref{ID: t.Index, Name: t.Name, Cite: originCite(rs, "species", t.Name)}, Prose: true}
		for _, l := range [][]dbRef{t.Races, t.Subs, t.Species, t.Sub24} {
			for _, r := range l {
				tr.Species = append(tr.Species, r.Index)
			}
		}
		traits = append(traits, tr)
	}
	var bgIn []struct {
		dbRef
		Profs     []dbRef `json:"proficiencies"`
		Profs14   []dbRef `json:"starting_proficiencies"`
		Abilities []dbRef `json:"ability_scores"`
		Feat      *dbRef  `json:"feat"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Backgrounds.json"), &bgIn); err != nil {
		return nil, nil, nil, nil, err
	}
	var bgs []content.Background
	for _, b := range bgIn {
		bg := content.Background{Ref: content.Ref{ID: b.Index, Name: b.Name, Cite: originCite(rs, "background", b.Name)}}
		for _, p := range append(b.Profs, b.Profs14...) {
			if s, ok := strings.CutPrefix(p.Index, "skill-"); ok {
				bg.Skills = append(bg.Skills, s)
			} else {
				bg.Tools = append(bg.Tools, strings.TrimPrefix(p.Index, "tool-"))
			}
		}
		for _, a := range b.Abilities {
			bg.Abilities = append(bg.Abilities, a.Index)
		}
		if b.Feat != nil {
			bg.Feat = b.Feat.Index
		}
		bgs = append(bgs, bg)
	}
	var featIn []struct {
		dbRef
		Type   string `json:"type"`
		Prereq any    `json:"prerequisites"`
		Repeat any    `json:"repeatable"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Feats.json"), &featIn); err != nil {
		return nil, nil, nil, nil, err
	}
	var feats []content.Feat
	for _, f := range featIn {
		ft := content.Feat{Ref: content.Ref{ID: f.Index, Name: f.Name, Cite: originCite(rs, "feat", f.Name)},
			Category: f.Type, Repeatable: f.Repeat != nil, Prose: true}
		switch p := f.Prereq.(type) {
		case map[string]any: // 2024
			ft.MinLevel = num(p["minimum_level"])
			ft.Requires, _ = p["feature_named"].(string)
		case []any: // 2014
			for _, x := range p {
				if m, ok := x.(map[string]any); ok {
					ab, _ := m["ability_score"].(map[string]any)
					idx, _ := ab["index"].(string)
					ft.MinScores = append(ft.MinScores, content.Bonus{Of: idx, Value: num(m["minimum_score"])})
				}
			}
		}
		feats = append(feats, ft)
	}
	return sp, traits, bgs, feats, nil
}
