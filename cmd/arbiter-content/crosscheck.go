package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// settledNotes lists, for docs/content-unstructured.md, each number of a
// srd-5.2.1 stat block where Foundry and open5e disagree and what was kept.
var settledNotes []string

type o5Attack struct {
	Fields struct {
		Parent string   `json:"parent"`
		ToHit  *int     `json:"to_hit_mod"`
		Reach  *float64 `json:"reach"`
		Range  *float64 `json:"range"`
		Long   *float64 `json:"long_range"`
	} `json:"fields"`
}

type o5Action struct {
	PK     string `json:"pk"`
	Fields struct {
		Desc      string `json:"desc"`
		UsesType  string `json:"uses_type"`
		UsesParam *int   `json:"uses_param"`
	} `json:"fields"`
}

type o5Creature struct {
	PK     string `json:"pk"`
	Fields struct {
		AC          int    `json:"armor_class"`
		ArmorDetail string `json:"armor_detail"`
		HP          int    `json:"hit_points"`
		Initiative  *int   `json:"initiative_bonus"`
	} `json:"fields"`
}

// crossCheck compares Foundry's monsters with open5e's copy of the SRD
// 5.2.1 text. Foundry wins, except that a number open5e's description text
// states (an attack's bonus, reach or range) replaces Foundry's when they
// differ or Foundry has none, and an AC the converter had to compute
// yields to the printed one. Each case is noted.
func crossCheck(dir string, ms []content.Monster) error {
	var attacks []o5Attack
	var actions []o5Action
	var creatures []o5Creature
	for _, f := range []struct {
		name string
		into any
	}{{"CreatureActionAttack.json", &attacks}, {"CreatureAction.json", &actions}, {"Creature.json", &creatures}} {
		if err := readJSON(filepath.Join(dir, f.name), f.into); err != nil {
			return err
		}
	}
	desc := map[string]string{}
	recharge := map[string]int{}
	for _, a := range actions {
		pk := rePKRecharge.ReplaceAllString(a.PK, "") // trampling-charge-recharge-5-6
		desc[pk] = a.Fields.Desc
		if strings.HasPrefix(a.Fields.UsesType, "RECHARGE") && a.Fields.UsesParam != nil {
			recharge[pk] = *a.Fields.UsesParam
		}
	}
	byParent := map[string]o5Attack{}
	for _, a := range attacks {
		if _, dup := byParent[a.Fields.Parent]; !dup {
			byParent[a.Fields.Parent] = a
		}
	}
	crs := map[string]o5Creature{}
	for _, c := range creatures {
		crs[strings.TrimPrefix(c.PK, "srd-2024_")] = c
	}
	settledNotes = nil
	note := func(format string, a ...any) { settledNotes = append(settledNotes, fmt.Sprintf(format, a...)) }
	for i := range ms {
		m := &ms[i]
		if c, ok := crs[m.ID]; ok {
			if c.Fields.AC != m.AC {
				if computedAC[m.ID] {
					note("`%s` AC %d as printed (Foundry's armor gives %d)", m.ID, c.Fields.AC, m.AC)
					m.AC, m.ACFrom = c.Fields.AC, content.Kebab(c.Fields.ArmorDetail)
				} else {
					note("`%s` AC %d kept (open5e: %d)", m.ID, m.AC, c.Fields.AC)
				}
			}
			if c.Fields.Initiative != nil {
				m.Initiative = intPtr(*c.Fields.Initiative)
			}
			if c.Fields.HP != m.HP {
				note("`%s` HP %d kept (open5e: %d)", m.ID, m.HP, c.Fields.HP)
			}
		}
		for _, list := range [][]content.Feature{m.Traits, m.Actions, m.BonusActions, m.Reactions, m.Legendary} {
			for j := range list {
				f := &list[j]
				parent := "srd-2024_" + m.ID + "_" + f.ID
				checkDC(m, f, desc[parent], note)
				parried := func(p []string) bool { // Foundry's grant with the number open5e states
					return f.Prose && len(f.Effects) == 1 && f.Effects[0].Grant == "ac" && f.Effects[0].Value == p[1] && f.Effects[0].Self
				}
				if p := reParry.FindStringSubmatch(desc[parent]); p != nil && (len(f.Effects) == 0 || parried(p)) {
					// Foundry's text looks the number up; open5e's states it
					f.Effects = []content.Effect{{Kind: content.KindGrant, Self: true, Grant: "ac", Value: p[1], Duration: &content.Duration{Unit: "attack"}}}
					f.Prose = unexplained(desc[parent], func(s string) bool {
						return reParry.MatchString(s) || reDoSo.MatchString(strings.TrimSpace(s)) || strings.HasPrefix(strings.TrimSpace(strings.NewReplacer("_", "", "*", "").Replace(s)), "Trigger:")
					}) > 0
				}
				if f.ID != "multiattack" && f.Prose && len(f.Effects) == 0 && strings.Contains(desc[parent], " makes one ") {
					// a legendary action that makes one attack ("makes one Tentacle attack")
					if base, alts, ok := multiattack24(desc[parent], resolver(m)); ok {
						f.Multiattack, f.MultiattackOr, f.Prose = base, alts, false
					}
				}
				if f.ID == "multiattack" && desc[parent] != "" {
					if base, alts, ok := multiattack24(desc[parent], resolver(m)); ok {
						f.Multiattack, f.MultiattackOr, f.Prose = base, alts, false
					}
				}
				if f.Prose {
					var bite []content.Effect
					for _, a := range m.Actions {
						if a.ID == "bite" {
							bite = a.Effects
						}
					}
					if sw, ok := swallowing(desc[parent], &f.Effects, bite); ok {
						// Foundry's text looks the numbers up; open5e's states them
						f.Prose = unexplained(desc[parent], func(string) bool { return false }, sw) > 0
					}
				}
				if t := strings.ToLower(desc[parent]); t != "" && !strings.Contains(t, "half") {
					content.WalkAll(f.Effects, func(e *content.Effect) {
						if e.Kind == content.KindSave && e.OnSuccess == "half" {
							e.OnSuccess = "none" // Foundry halves; the SRD text gives a success nothing
							note("`%s/%s` no damage on a successful save, as printed (Foundry's data halves it)", m.ID, f.ID)
						}
					})
				}
				checkDice(m, f, desc[parent], note)
				checkSecondTime(m, f, desc[parent], note) // monster_second.go
				if r, ok := recharge[parent]; ok && f.Recharge != r {
					note("`%s/%s` Recharge %d-6 as printed (Foundry's data gives %d)", m.ID, f.ID, r, f.Recharge)
					f.Recharge = r
				}
				if z := reMaxSize.FindStringSubmatch(desc[parent]); z != nil {
					content.WalkAll(f.Effects, func(x *content.Effect) {
						if x.Kind == content.KindCondition && x.Condition == "grappled" && x.MaxSize == "" {
							x.MaxSize = strings.ToLower(z[1]) // Foundry's text looks the size up
						}
					})
				}
				if e := reEscape.FindStringSubmatch(desc[parent]); e != nil {
					content.WalkAll(f.Effects, func(x *content.Effect) {
						if x.Kind == content.KindCondition && x.Condition == "grappled" && x.DC == 0 {
							x.DC = atoi(e[1]) // a grapple on a failed save: Foundry's text looks the DC up
						}
					})
				}
				if r := reOneTarget.FindStringSubmatch(desc[parent]); r != nil && len(f.Effects) == 1 && f.Effects[0].Kind == content.KindArea &&
					len(f.Effects[0].Then) == 1 && f.Effects[0].Then[0].Kind == content.KindSave {
					// Foundry gives a template; the SRD text targets one creature in range
					note("`%s/%s` one creature within %s feet, as printed (Foundry's data gives a %d-foot %s)", m.ID, f.ID, r[1], f.Effects[0].Size, f.Effects[0].Shape)
					save := f.Effects[0].Then[0]
					save.Range = atoi(r[1])
					f.Effects[0] = save
				}
				o, ok := byParent[parent]
				if !ok {
					continue
				}
				if e := reEscape.FindStringSubmatch(desc[parent]); e != nil {
					content.WalkAll(f.Effects, func(x *content.Effect) {
						if x.Kind == content.KindCondition && x.Condition == "grappled" && x.DC == 0 {
							x.DC, _ = strconv.Atoi(e[1])
						}
					})
				}
				var atk *content.Effect
				content.WalkAll(f.Effects, func(e *content.Effect) {
					if atk == nil && e.Kind == content.KindAttack {
						atk = e
					}
				})
				if atk == nil {
					continue
				}
				text := desc[parent]
				where := m.ID + "/" + f.ID
				if o.Fields.ToHit != nil && atk.Bonus != nil && *o.Fields.ToHit != *atk.Bonus {
					if strings.Contains(text, fmt.Sprintf("%+d", *o.Fields.ToHit)) {
						note("`%s` attack bonus %+d as printed (Foundry's data gives %+d)", where, *o.Fields.ToHit, *atk.Bonus)
						atk.Bonus, atk.Ability = intPtr(*o.Fields.ToHit), abilityFor(m, *o.Fields.ToHit, atk.Ability)
					} else {
						note("`%s` attack bonus %+d kept (open5e: %+d)", where, *atk.Bonus, *o.Fields.ToHit)
					}
				}
				if r := o.Fields.Reach; r != nil && int(*r) > 0 && int(*r) != atk.Reach && strings.Contains(atk.Attack, "melee") {
					if strings.Contains(text, fmt.Sprintf("reach %d ft", int(*r))) {
						note("`%s` reach %d ft. as printed (Foundry: %d)", where, int(*r), atk.Reach)
						atk.Reach = int(*r)
					}
				}
				if r := o.Fields.Range; r != nil && int(*r) > 0 && int(*r) != atk.Range {
					if strings.Contains(text, fmt.Sprintf("range %d", int(*r))) {
						note("`%s` range %d ft. as printed (Foundry: %d)", where, int(*r), atk.Range)
						atk.Range = int(*r)
						if o.Fields.Long != nil {
							atk.Long = int(*o.Fields.Long)
						}
						if atk.Attack == "melee" {
							atk.Attack = "melee-or-ranged"
						}
					}
				}
			}
		}
	}
	return nil
}

// abilityFor names the ability whose modifier with the proficiency bonus
// gives a bonus, preferring the one already named.
func abilityFor(m *content.Monster, bonus int, was string) string {
	if was != "" && m.PB+mod(m.Abilities[abilityIndex(was)]) == bonus {
		return was
	}
	for i, a := range abilityOrder {
		if m.PB+mod(m.Abilities[i]) == bonus {
			return a
		}
	}
	return was
}

var rePKRecharge = regexp.MustCompile(`-recharge-\d(?:-6)?$`)

var reSaveDC = regexp.MustCompile(`(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) Saving Throw:\s*DC (\d+)`)

// checkDC compares the first save of a feature with the first saving
// throw open5e's text states for it; the text wins.
func checkDC(m *content.Monster, f *content.Feature, text string, note func(string, ...any)) {
	t := reSaveDC.FindStringSubmatch(text)
	if t == nil {
		return
	}
	dc, _ := strconv.Atoi(t[2])
	ab := abilityIDs[strings.ToLower(t[1])]
	var save *content.Effect
	content.WalkAll(f.Effects, func(e *content.Effect) {
		if save == nil && e.Kind == content.KindSave && e.Ability == ab {
			save = e
		}
	})
	if save == nil || save.DC == dc {
		return
	}
	note("`%s/%s` %s save DC %d as printed (Foundry's data gives %d)", m.ID, f.ID, strings.ToUpper(ab), dc, save.DC)
	save.DC = dc
}

var reDamageText = regexp.MustCompile(`\((\d+d\d+) ([+-]) (\d+)\) ([A-Za-z]+) damage`)

// checkDice gives a damage node without a bonus the bonus open5e's text
// states for the same dice and type (the elephant's Trample: 2d10 + 6).
func checkDice(m *content.Monster, f *content.Feature, text string, note func(string, ...any)) {
	for _, t := range reDamageText.FindAllStringSubmatch(text, -1) {
		typ := strings.ToLower(t[4])
		content.WalkAll(f.Effects, func(e *content.Effect) {
			if e.Kind == content.KindDamage && e.Dice == t[1] && (e.Type == typ || e.Type == "") && e.While != "advantage" { // (advantage: the extra dice alone)
				if e.Type == "" { // Foundry's part names no type (the wight's Life Drain)
					e.Type = typ
					note("`%s/%s` %s damage as printed (Foundry's data gives no type)", m.ID, f.ID, typ)
				}
				e.Dice = t[1] + t[2] + t[3]
				note("`%s/%s` damage %s as printed (Foundry's data gives %s)", m.ID, f.ID, e.Dice, t[1])
			}
		})
	}
}

// resolver finds the id of a monster's feature or spell by its name.
// reOneTarget is a srd-5.2.1 save that targets one creature in range.
var reOneTarget = regexp.MustCompile(`Saving Throw: DC \d+, one creature the [a-z' -]+ can see within (\d+) feet\.`)

func resolver(m *content.Monster) func(string) (string, bool) {
	return func(name string) (string, bool) {
		id := content.Kebab(name)
		if slices.Contains(m.Spells, id) {
			return id, true
		}
		for _, list := range [][]content.Feature{m.Traits, m.Actions, m.BonusActions, m.Reactions, m.Legendary} {
			for _, f := range list {
				short, _, _ := strings.Cut(f.Name, " (") // Bite (Bear or Hybrid Form Only)
				if f.ID == id || content.Kebab(f.Name) == id || content.Kebab(short) == id {
					return f.ID, true
				}
			}
		}
		return id, false
	}
}
