package main

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// mech is what the converter knows of a class feature's mechanics, by
// feature id (both SRDs); whole is true when the fields hold all of its
// rules.
type mech struct {
	resource, action   string
	extra, speed, crit int
	expertise          int
	unarmored          *content.Unarmored
	saves, resist      []string
	condImmune         []string
	languages          []string
	choices            []content.Choice
	abilities          []content.Bonus
	abilityMax         int
	masteries          int
	advantage          []string
	whole              bool
}

var (
	barbarianAC = &content.Unarmored{Base: 10, Abilities: []string{"dex", "con"}, Shield: true}
	monkAC      = &content.Unarmored{Base: 10, Abilities: []string{"dex", "wis"}}
	allSaves    = []string{"str", "dex", "con", "int", "wis", "cha"}
)

// featureColumns name the class table column that holds a feature's number.
var featureColumns = map[string]string{
	"rage": "rage-damage-bonus", "sneak-attack": "sneak-attack-dice", "martial-arts": "martial-arts-die",
	"unarmored-movement-1": "unarmored-movement", "brutal-critical-1-die": "brutal-critical-dice",
	"eldritch-invocations": "invocations-known", "aura-of-protection": "aura-range", "favored-enemy-1-type": "favored-enemies",
	"metamagic-1": "metamagic-known", "bardic-inspiration-d6": "bardic-inspiration-die", "song-of-rest-d6": "song-of-rest-die",
	"ki": "ki-points", "font-of-magic": "sorcery-points", "wild-shape-cr-1-4-or-below-no-flying-or-swim-speed": "wild-shape-max-cr-eighths",
	"barbarian-rage": "rage-damage-bonus", "rogue-sneak-attack": "sneak-attack-dice", "monk-martial-arts": "martial-arts-die",
	"monk-unarmored-movement": "unarmored-movement-bonus", "warlock-eldritch-invocations": "eldritch-invocations",
	"barbarian-weapon-mastery": "weapon-mastery", "fighter-weapon-mastery": "weapon-mastery", "ranger-favored-enemy": "favored-enemies",
	"bard-bardic-inspiration": "bardic-inspiration-die", "monk-monks-focus": "focus-points", "sorcerer-font-of-magic": "sorcery-points",
	"druid-wild-shape": "wild-shape-uses", "fighter-second-wind": "second-wind-uses",
}

// wholeWithColumn are features whose column is all their rules: a number
// of choices.
var wholeWithColumn = []string{"barbarian-weapon-mastery", "fighter-weapon-mastery", "unarmored-movement-1", "monk-unarmored-movement"}

// subclassSpells are the features that grant a subclass's always-prepared
// spells: the subclass record's spells hold them.
var subclassSpells = []string{"domain-spells-1", "domain-spells-2", "domain-spells-3", "domain-spells-4", "domain-spells-5",
	"oath-spells", "life-domain-spells", "devotion-oath-of-devotion-spells", "fiend-patron-fiend-spells",
	"draconic-sorcery-draconic-spells"}

var mechs = map[string]mech{
	// srd-5.1
	"rage": {resource: "rage", action: "bonus", advantage: []string{"str-checks", "str-saves"}, resist: []string{"bludgeoning", "piercing", "slashing"}}, "barbarian-unarmored-defense": {unarmored: barbarianAC, whole: true},
	"barbarian-extra-attack": {extra: 1, whole: true}, "fast-movement": {speed: 10, whole: true},
	"bardic-inspiration-d6": {resource: "bardic-inspiration", action: "bonus"}, "font-of-inspiration": {resource: "bardic-inspiration", whole: true},
	"bard-expertise-1": {expertise: 2, whole: true}, "bard-expertise-2": {expertise: 2, whole: true},
	"channel-divinity-1-rest": {resource: "channel-divinity"}, "channel-divinity-2-rest": {resource: "channel-divinity", whole: true},
	"channel-divinity-3-rest":                            {resource: "channel-divinity", whole: true},
	"wild-shape-cr-1-4-or-below-no-flying-or-swim-speed": {resource: "wild-shape", action: "action"},
	"second-wind": {resource: "second-wind", action: "bonus"}, "action-surge-1-use": {resource: "action-surge"},
	"action-surge-2-uses": {resource: "action-surge", whole: true}, "indomitable-1-use": {resource: "indomitable"},
	"indomitable-2-uses": {resource: "indomitable", whole: true}, "indomitable-3-uses": {resource: "indomitable", whole: true},
	"extra-attack-1": {extra: 1, whole: true}, "extra-attack-2": {extra: 2, whole: true}, "extra-attack-3": {extra: 3, whole: true},
	"ki": {resource: "ki"}, "flurry-of-blows": {resource: "ki", action: "bonus"}, "patient-defense": {resource: "ki", action: "bonus"},
	"step-of-the-wind": {resource: "ki", action: "bonus"}, "stunning-strike": {resource: "ki"},
	"monk-unarmored-defense": {unarmored: monkAC, whole: true}, "monk-extra-attack": {extra: 1, whole: true},
	"unarmored-movement-1": {whole: true}, "diamond-soul": {saves: allSaves, resource: "ki"},
	"divine-sense": {resource: "divine-sense", action: "action"}, "lay-on-hands": {resource: "lay-on-hands", action: "action"},
	"channel-divinity": {resource: "channel-divinity"}, "paladin-extra-attack": {extra: 1, whole: true},
	"ranger-extra-attack": {extra: 1, whole: true}, "rogue-expertise-1": {expertise: 2, whole: true},
	"rogue-expertise-2": {expertise: 2, whole: true}, "slippery-mind": {saves: []string{"wis"}, whole: true},
	"font-of-magic": {resource: "sorcery-points"}, "flexible-casting-creating-spell-slots": {resource: "sorcery-points", action: "bonus"},
	"flexible-casting-converting-spell-slot": {resource: "sorcery-points"}, "sorcerous-restoration": {resource: "sorcery-points"},
	"pact-magic": {resource: "pact-slots"}, "arcane-recovery": {resource: "arcane-recovery"},
	"improved-critical": {crit: 19, whole: true}, "superior-critical": {crit: 18, whole: true},
	"draconic-resilience": {unarmored: &content.Unarmored{Base: 13, Abilities: []string{"dex"}}},
	// srd-5.2.1
	"barbarian-rage": {resource: "rage", action: "bonus", advantage: []string{"str-checks", "str-saves"}, resist: []string{"bludgeoning", "piercing", "slashing"}}, "barbarian-fast-movement": {speed: 10, whole: true},
	"bard-bardic-inspiration": {resource: "bardic-inspiration", action: "bonus"}, "bard-font-of-inspiration": {resource: "bardic-inspiration"},
	"bard-expertise": {expertise: 2, whole: true}, "cleric-channel-divinity": {resource: "channel-divinity"},
	"druid-wild-shape": {resource: "wild-shape", action: "bonus"}, "druid-wild-resurgence": {resource: "wild-shape"},
	"fighter-second-wind": {resource: "second-wind", action: "bonus"}, "fighter-action-surge": {resource: "action-surge"},
	"fighter-indomitable": {resource: "indomitable"}, "fighter-extra-attack": {extra: 1, whole: true},
	"fighter-two-extra-attacks": {extra: 2, whole: true}, "fighter-three-extra-attacks": {extra: 3, whole: true},
	"monk-monks-focus":          {resource: "focus-points"},
	"monk-stunning-strike":      {resource: "focus-points"},
	"monk-disciplined-survivor": {saves: allSaves, resource: "focus-points"}, "monk-unarmored-movement": {whole: true},
	"paladin-lay-on-hands": {resource: "lay-on-hands", action: "bonus"}, "paladin-channel-divinity": {resource: "channel-divinity"},

	"ranger-favored-enemy": {resource: "favored-enemy"}, "ranger-expertise": {expertise: 1, whole: true},
	"rogue-expertise": {expertise: 2, whole: true}, "rogue-slippery-mind": {saves: []string{"wis", "cha"}, whole: true},
	"sorcerer-font-of-magic": {resource: "sorcery-points"}, "sorcerer-innate-sorcery": {resource: "innate-sorcery", action: "bonus"},
	"sorcerer-sorcerous-restoration": {resource: "sorcery-points"}, "warlock-pact-magic": {resource: "pact-slots"},
	"wizard-arcane-recovery": {resource: "arcane-recovery"}, "champion-improved-critical": {crit: 19, whole: true},
	"champion-superior-critical": {crit: 18, whole: true}, "berserker-mindless-rage": {condImmune: []string{"charmed", "frightened"}},

	"draconic-sorcery-draconic-resilience": {unarmored: &content.Unarmored{Base: 10, Abilities: []string{"dex", "cha"}}},
	// languages, skill choices, score increases, masteries (both SRDs)
	"druidic": {languages: []string{"druidic"}}, "druid-druidic": {languages: []string{"druidic"}},
	"thieves-cant": {languages: []string{"thieves-cant"}}, "rogue-thieves-cant": {languages: []string{"thieves-cant"}},
	"bonus-proficiencies":       {choices: []content.Choice{{Count: 3, From: []string{"any-skill"}}}, whole: true},
	"lore-bonus-proficiencies":  {choices: []content.Choice{{Count: 3, From: []string{"any-skill"}}}, whole: true},
	"primal-champion":           {abilities: []content.Bonus{{Of: "str", Value: 4}, {Of: "con", Value: 4}}, abilityMax: 24, whole: true},
	"barbarian-primal-champion": {abilities: []content.Bonus{{Of: "str", Value: 4}, {Of: "con", Value: 4}}, abilityMax: 25, whole: true},
	"paladin-weapon-mastery":    {masteries: 2, whole: true}, "ranger-weapon-mastery": {masteries: 2, whole: true},
	"rogue-weapon-mastery": {masteries: 2, whole: true}, "wizard-scholar": {expertise: 1},
	"ranger-deft-explorer": {expertise: 1},
	// advantage grants and immunities (both SRDs)
	"danger-sense": {advantage: []string{"dex-saves"}}, "barbarian-danger-sense": {advantage: []string{"dex-saves"}},
	"feral-instinct": {advantage: []string{"initiative"}}, "barbarian-feral-instinct": {advantage: []string{"initiative"}},
	"reckless-attack": {advantage: []string{"str-melee-attacks"}}, "barbarian-reckless-attack": {advantage: []string{"str-melee-attacks"}},
	"champion-remarkable-athlete": {advantage: []string{"initiative", "athletics-checks"}},
	"mindless-rage":               {condImmune: []string{"charmed", "frightened"}}, "purity-of-body": {condImmune: []string{"poisoned"}},
	"aura-of-courage": {condImmune: []string{"frightened"}}, "paladin-aura-of-courage": {condImmune: []string{"frightened"}},
}

// structural are feature names that only point at the table, a choice or
// another record: they carry no rules of their own.
var structural = regexp.MustCompile(`^(Ability Score Improvement|Epic Boon|Spellcasting|Pact Magic|Primal Path|Bard College|Divine Domain|Druid Circle|Martial Archetype|Monastic Tradition|Sacred Oath|Ranger Archetype|Roguish Archetype|Sorcerous Origin|Otherworldly Patron|Arcane Tradition|(Barbarian|Bard|Cleric|Druid|Fighter|Monk|Paladin|Ranger|Rogue|Sorcerer|Warlock|Wizard) Subclass)\b`)

// dbClassFeatures converts the class and subclass features.
func dbClassFeatures(d *classData) ([]content.ClassFeature, error) {
	var out []content.ClassFeature
	for _, f := range d.features {
		cf := content.ClassFeature{
			Ref:   content.Ref{ID: kid(f.Index), Name: f.Name, Cite: d.cite("Classes, " + f.Class.Name + ", " + featureName(f.Name))},
			Class: f.Class.Index,
			Level: f.level(),
		}
		if f.Subclass != nil {
			cf.Subclass = f.Subclass.Index
		}
		if f.Parent != nil {
			cf.Parent = kid(f.Parent.Index)
		}
		cf.Prerequisite = f.prerequisite()
		if s := f.Specific; s != nil {
			if s.Sub != nil {
				cf.Choose, cf.Options = s.Sub.Choose, s.Sub.ids()
			}
			if s.Expertise != nil {
				cf.Expertise = s.Expertise.Choose
			}
		}
		m, known := mechs[f.Index]
		cf.Column = featureColumns[f.Index]
		if slices.Contains(wholeWithColumn, f.Index) {
			known, m.whole = true, true
		}
		cf.Resource, cf.Action, cf.ExtraAttacks, cf.Speed, cf.CritRange = m.resource, m.action, m.extra, m.speed, m.crit
		cf.Unarmored, cf.Saves, cf.Resist, cf.ConditionImmune = m.unarmored, m.saves, m.resist, m.condImmune
		cf.Advantage = m.advantage
		cf.Languages, cf.Choices, cf.Abilities, cf.AbilityMax, cf.Masteries = m.languages, m.choices, m.abilities, m.abilityMax, m.masteries
		if slices.Contains(subclassSpells, f.Index) {
			known, m.whole = true, true
		}
		if m.expertise > 0 {
			cf.Expertise = m.expertise
		}
		cf.ASI = strings.HasPrefix(f.Name, "Ability Score Improvement")
		switch {
		case known && m.whole, structural.MatchString(f.Name), strings.Contains(f.Index, "-improvement-"),
			len(cf.Options) > 0 && cf.Parent == "":
		default:
			cf.Prose = true
		}
		if cf.Level < 1 || cf.Level > 20 {
			return nil, fmt.Errorf("feature %s: level %d", f.Index, cf.Level)
		}
		out = append(out, cf)
	}
	return out, nil
}

// featureName drops a level note from a feature name for its citation.
func featureName(s string) string {
	if i := strings.Index(s, " ("); i > 0 {
		return s[:i]
	}
	return s
}

// resourceRule is a class resource: its uses by a table column or a list,
// or a formula, and its recovery.
type resourceRule struct {
	class, id, name string
	column          string // a table column (kebab-case), 9999 meaning unlimited
	from            int    // level it starts at, when uses is one number
	uses            []int  // uses at each level from `from`, changing at steps
	steps           []int
	usesFrom        string
	recovery        string
	partial         string
	die             string
}

var resources51 = []resourceRule{
	{class: "barbarian", id: "rage", name: "Rage", column: "rage-count", recovery: "Long Rest"},
	{class: "bard", id: "bardic-inspiration", name: "Bardic Inspiration", usesFrom: "cha", recovery: "Long Rest", die: "bardic-inspiration-die"},
	{class: "cleric", id: "channel-divinity", name: "Channel Divinity", column: "channel-divinity-charges", recovery: "Short Rest"},
	{class: "druid", id: "wild-shape", name: "Wild Shape", from: 2, uses: []int{2, -1}, steps: []int{2, 20}, recovery: "Short Rest"},
	{class: "fighter", id: "second-wind", name: "Second Wind", from: 1, uses: []int{1}, steps: []int{1}, recovery: "Short Rest"},
	{class: "fighter", id: "action-surge", name: "Action Surge", column: "action-surges", recovery: "Short Rest"},
	{class: "fighter", id: "indomitable", name: "Indomitable", column: "indomitable-uses", recovery: "Long Rest"},
	{class: "monk", id: "ki", name: "Ki", column: "ki-points", recovery: "Short Rest"},
	{class: "paladin", id: "divine-sense", name: "Divine Sense", usesFrom: "1+cha", recovery: "Long Rest"},
	{class: "paladin", id: "lay-on-hands", name: "Lay on Hands", usesFrom: "level*5", recovery: "Long Rest"},
	{class: "paladin", id: "channel-divinity", name: "Channel Divinity", uses: []int{1}, steps: []int{3}, recovery: "Short Rest"},
	{class: "sorcerer", id: "sorcery-points", name: "Sorcery Points", column: "sorcery-points", recovery: "Long Rest"},
	{class: "warlock", id: "pact-slots", name: "Pact Magic slots", column: "pact-slots", recovery: "Short Rest"},
	{class: "wizard", id: "arcane-recovery", name: "Arcane Recovery", uses: []int{1}, steps: []int{1}, recovery: "Long Rest"},
}

var resources52 = []resourceRule{
	{class: "barbarian", id: "rage", name: "Rage", column: "rage-count", recovery: "Long Rest", partial: "Short Rest"},
	{class: "bard", id: "bardic-inspiration", name: "Bardic Inspiration", usesFrom: "cha", recovery: "Long Rest", die: "bardic-inspiration-die"},
	{class: "cleric", id: "channel-divinity", name: "Channel Divinity", column: "channel-divinity-charges", recovery: "Long Rest", partial: "Short Rest"},
	{class: "druid", id: "wild-shape", name: "Wild Shape", column: "wild-shape-uses", recovery: "Long Rest", partial: "Short Rest"},
	{class: "fighter", id: "second-wind", name: "Second Wind", column: "second-wind-uses", recovery: "Long Rest", partial: "Short Rest"},
	{class: "fighter", id: "action-surge", name: "Action Surge", uses: []int{1, 2}, steps: []int{2, 17}, recovery: "Short Rest"},
	{class: "fighter", id: "indomitable", name: "Indomitable", uses: []int{1, 2, 3}, steps: []int{9, 13, 17}, recovery: "Long Rest"},
	{class: "monk", id: "focus-points", name: "Focus Points", column: "focus-points", recovery: "Short Rest"},
	{class: "paladin", id: "lay-on-hands", name: "Lay On Hands", usesFrom: "level*5", recovery: "Long Rest"},
	{class: "paladin", id: "channel-divinity", name: "Channel Divinity", column: "channel-divinity-charges", recovery: "Long Rest", partial: "Short Rest"},
	{class: "ranger", id: "favored-enemy", name: "Favored Enemy", column: "favored-enemies", recovery: "Long Rest"},
	{class: "sorcerer", id: "sorcery-points", name: "Sorcery Points", column: "sorcery-points", recovery: "Long Rest"},
	{class: "sorcerer", id: "innate-sorcery", name: "Innate Sorcery", uses: []int{2}, steps: []int{1}, recovery: "Long Rest"},
	{class: "warlock", id: "pact-slots", name: "Pact Magic slots", column: "pact-slots", recovery: "Short Rest"},
	{class: "wizard", id: "arcane-recovery", name: "Arcane Recovery", uses: []int{1}, steps: []int{1}, recovery: "Long Rest"},
}

// shortFrom is the level from which a 2014 resource comes back on a Short
// Rest too (Font of Inspiration).
var shortFrom = map[string]map[string]int{"srd-5.1": {"bardic-inspiration": 5}, "srd-5.2.1": {"bardic-inspiration": 5}}

// resources fills a class's resources from the rules above and its table.
func (d *classData) resources(cl *content.Class) error {
	rules := resources51
	if d.rs != "srd-5.1" {
		rules = resources52
	}
	for _, r := range rules {
		if r.class != cl.ID {
			continue
		}
		res := content.Resource{ID: r.id, Name: r.name, UsesFrom: r.usesFrom, Recovery: r.recovery, Partial: r.partial, Die: r.die}
		for _, f := range d.features {
			if m, ok := mechs[f.Index]; ok && m.resource == r.id && f.Class.Index == cl.ID && f.Subclass == nil {
				res.Feature = kid(f.Index)
				break
			}
		}
		if res.Feature == "" {
			return fmt.Errorf("class %s: no feature grants resource %s", cl.ID, r.id)
		}
		if n := shortFrom[d.rs][r.id]; n > 0 {
			res.ShortFrom = n
		}
		switch {
		case r.column == "pact-slots":
			res.Uses = make([]int, 20)
			for i, l := range cl.Levels {
				res.Uses[i] = l.PactSlots
			}
		case r.column != "":
			res.Uses = make([]int, 20)
			any := false
			for i, l := range cl.Levels {
				n := l.Column(r.column)
				res.Uses[i] = n
				any = any || n != 0
			}
			if !any {
				return fmt.Errorf("class %s: column %s is empty", cl.ID, r.column)
			}
		case len(r.uses) > 0:
			res.Uses = make([]int, 20)
			for i := range res.Uses {
				for k, at := range r.steps {
					if i+1 >= at {
						res.Uses[i] = r.uses[k]
					}
				}
			}
		}
		cl.Resources = append(cl.Resources, res)
	}
	return nil
}

// prerequisite reads a 2014 option's prerequisites (a level, a spell, a
// feature given as an API path); nil when it has none.
func (f *dbClassFeature) prerequisite() *content.Prerequisite {
	if len(f.Prereqs) == 0 {
		return nil
	}
	var p content.Prerequisite
	for _, r := range f.Prereqs {
		switch r.Type {
		case "level":
			p.Level = r.Level
		case "spell":
			p.Cantrip = kid(path.Base(r.Spell))
		case "feature":
			p.Feature = kid(path.Base(r.Feature))
		}
	}
	return &p
}
