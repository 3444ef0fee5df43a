package main

import (
	"path/filepath"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

func dbProperties(dir, rs string) ([]content.WeaponProperty, error) {
	var in []dbRef
	if err := readJSON(filepath.Join(dir, "5e-SRD-Weapon-Properties.json"), &in); err != nil {
		return nil, err
	}
	var out []content.WeaponProperty
	for _, p := range in {
		out = append(out, content.WeaponProperty{Ref: content.Ref{ID: p.Index, Name: p.Name,
			Cite: citeOf(rs) + ", Equipment, Weapon Properties, " + p.Name}})
	}
	return out, nil
}

func dbSkills(dir, rs string) ([]content.Skill, error) {
	var in []struct {
		dbRef
		Ability dbRef `json:"ability_score"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Skills.json"), &in); err != nil {
		return nil, err
	}
	where := cite51 + ", Using Ability Scores, Skills"
	if rs != "srd-5.1" {
		where = cite52 + ", Playing the Game, Skills"
	}
	var out []content.Skill
	for _, s := range in {
		out = append(out, content.Skill{Ref: content.Ref{ID: s.Index, Name: s.Name, Cite: where}, Ability: s.Ability.Index})
	}
	return out, nil
}

func dbLanguages(dir, rs string) ([]content.Language, error) {
	var in []struct {
		dbRef
		Type   string `json:"type"`
		Script string `json:"script"`
		Rare   bool   `json:"is_rare"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Languages.json"), &in); err != nil {
		return nil, err
	}
	where := cite51 + ", Races, Languages"
	if rs != "srd-5.1" {
		where = cite52 + ", Character Origins, Languages"
	}
	var out []content.Language
	for _, l := range in {
		r := strings.ToLower(l.Type)
		if rs != "srd-5.1" {
			r = "standard"
			if l.Rare {
				r = "rare"
			}
		}
		out = append(out, content.Language{Ref: content.Ref{ID: l.Index, Name: l.Name, Cite: where}, Rarity: r, Script: l.Script})
	}
	return out, nil
}

// masteryEffects are the weapon masteries as effect trees of our own (SRD
// 5.2.1, Equipment, Mastery Properties). A save DC of 0 is the attacker's:
// 8 + the attack's ability modifier + proficiency bonus. Masteries whose
// effect the vocabulary cannot hold yet are prose.
var masteryEffects = map[string][]content.Effect{
	"graze":  {{Kind: content.KindAttack, Miss: []content.Effect{{Kind: content.KindDamage, Mod: true}}}},
	"push":   {{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindMove, Feet: 10, Direction: "push"}}}},
	"topple": {{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindSave, Ability: "con", OnSuccess: "none", Fail: []content.Effect{{Kind: content.KindCondition, Condition: "prone"}}}}}},
}

func dbMasteries(dir string) ([]content.Mastery, error) {
	var in []dbRef
	if err := readJSON(filepath.Join(dir, "5e-SRD-Weapon-Mastery-Properties.json"), &in); err != nil {
		return nil, err
	}
	var out []content.Mastery
	for _, p := range in {
		e := masteryEffects[p.Index]
		out = append(out, content.Mastery{Ref: content.Ref{ID: p.Index, Name: p.Name,
			Cite: cite52 + ", Equipment, Mastery Properties, " + p.Name}, Effects: e, Prose: e == nil})
	}
	return out, nil
}
