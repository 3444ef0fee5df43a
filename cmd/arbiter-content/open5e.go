package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/goccy/go-yaml"
)

const cite52 = "SRD 5.2.1"

type o5Spell struct {
	PK     string `json:"pk"`
	Fields struct {
		Name        string   `json:"name"`
		Desc        string   `json:"desc"`
		Higher      string   `json:"higher_level"`
		Level       int      `json:"level"`
		School      string   `json:"school"`
		RangeText   string   `json:"range_text"`
		Ritual      bool     `json:"ritual"`
		CastingTime string   `json:"casting_time"`
		V           bool     `json:"verbal"`
		S           bool     `json:"somatic"`
		M           bool     `json:"material"`
		MaterialTxt string   `json:"material_specified"`
		Consumed    bool     `json:"material_consumed"`
		Save        string   `json:"saving_throw_ability"`
		Attack      bool     `json:"attack_roll"`
		DamageRoll  string   `json:"damage_roll"`
		DamageTypes []string `json:"damage_types"`
		Duration    string   `json:"duration"`
		Shape       *string  `json:"shape_type"`
		ShapeSize   *float64 `json:"shape_size"`
		Conc        bool     `json:"concentration"`
		Classes     []string `json:"classes"`
	} `json:"fields"`
}

type o5Option struct {
	Fields struct {
		Parent string  `json:"parent"`
		Type   string  `json:"type"`
		Damage *string `json:"damage_roll"`
	} `json:"fields"`
}

// handParts settles spells whose data set gives one roll for several
// damage types (docs/content.md, Hand-settled).
var handParts = map[string][]content.Effect{
	"flame-strike": {{Kind: content.KindDamage, Dice: "5d6", Type: "fire"}, {Kind: content.KindDamage, Dice: "5d6", Type: "radiant"}},
	"meteor-swarm": {{Kind: content.KindDamage, Dice: "20d6", Type: "fire"}, {Kind: content.KindDamage, Dice: "20d6", Type: "bludgeoning"}},
	"ice-storm":    {{Kind: content.KindDamage, Dice: "2d10", Type: "bludgeoning"}, {Kind: content.KindDamage, Dice: "4d6", Type: "cold"}},
	"wall-of-ice":  {{Kind: content.KindDamage, Dice: "10d6", Type: "cold"}},
}

// reactionTriggers are the reaction spells' triggers, as short keywords of
// our own (both SRDs).
var reactionTriggers = map[string]string{
	"counterspell":   "sees a creature within 60 ft cast a spell",
	"feather-fall":   "you or a creature within 60 ft falls",
	"hellish-rebuke": "damaged by a creature within 60 ft you can see",
	"shield":         "hit by an attack or targeted by magic missile",
}

// foundrySpellConditions reads, from Foundry's spells24, the SRD
// conditions each spell's activities apply, by spell id.
func foundrySpellConditions(dir string) (map[string][]string, spellGrants, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*", "*.yml"))
	if err != nil {
		return nil, spellGrants{}, err
	}
	out := map[string][]string{}
	foundryGrants, grantOn := map[string][]content.Effect{}, map[string]string{}
	areas := map[string]content.Effect{}
	for _, p := range paths {
		if strings.HasPrefix(filepath.Base(p), "_") {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, spellGrants{}, err
		}
		var it fItem
		if err := yaml.Unmarshal(data, &it); err != nil {
			return nil, spellGrants{}, fmt.Errorf("%s: %w", p, err)
		}
		if t := it.System.Target.Template; t.Type != "" && num(t.Size) > 0 && !cloudAreas[spellID(it.Name)] {
			areas[spellID(it.Name)] = content.Effect{Kind: content.KindArea, Shape: t.Type, Size: num(t.Size), Width: num(t.Width)}
		}
		status := map[string][]string{}
		for _, e := range it.Effects {
			status[e.ID] = e.Statuses
		}
		var gs []content.Effect
		var options []content.Effect // one per Foundry effect: a choice when several
		known := true
		for _, e := range it.Effects {
			var one []content.Effect
			for _, c := range e.Changes {
				g, ok := grantOf(c.Key, c.Mode, c.Value)
				known = known && ok
				if ok && !slices.ContainsFunc(one, func(x content.Effect) bool { return x.Grant == g.Grant && x.On == g.On && x.Type == g.Type }) {
					one = append(one, g)
				}
			}
			gs = append(gs, one...)
			switch len(one) {
			case 0:
			case 1:
				options = append(options, one[0])
			default:
				options = append(options, content.Effect{Kind: content.KindRepeat, Count: 1, Then: one})
			}
		}
		if len(options) > 1 {
			gs = []content.Effect{{Kind: content.KindChoose, Options: options}}
		}
		if known && len(gs) > 0 {
			foundryGrants[spellID(it.Name)] = gs
			for _, k := range slices.Sorted(maps.Keys(it.System.Activities)) {
				a := it.System.Activities[k]
				for _, e := range a.Effects {
					if _, set := grantOn[spellID(it.Name)]; !set && slices.ContainsFunc(it.Effects, func(x fEffect) bool { return x.ID == e.ID && len(x.Changes) > 0 }) {
						grantOn[spellID(it.Name)] = a.Type
					}
				}
			}
		}
		var conds []string
		for _, a := range it.System.Activities {
			for _, e := range a.Effects {
				for _, st := range status[e.ID] {
					if slices.Contains(conditionIDs, st) && !slices.Contains(conds, st) {
						conds = append(conds, st)
					}
				}
			}
		}
		slices.Sort(conds)
		out[spellID(it.Name)] = conds
	}
	return out, spellGrants{foundryGrants, grantOn, areas}, nil
}

func open5eSpells(dir, foundryDir string) ([]content.Spell, error) {
	fconds, grants, err := foundrySpellConditions(foundryDir)
	if err != nil {
		return nil, err
	}
	var in []o5Spell
	if err := readJSON(filepath.Join(dir, "Spell.json"), &in); err != nil {
		return nil, err
	}
	var opts []o5Option
	if err := readJSON(filepath.Join(dir, "SpellCastingOption.json"), &opts); err != nil {
		return nil, err
	}
	upcast := map[string]map[string]string{} // spell pk -> level -> dice
	scale := map[string]string{}
	for _, o := range opts {
		if o.Fields.Damage == nil || *o.Fields.Damage == "" {
			continue
		}
		var lv string
		if l, ok := strings.CutPrefix(o.Fields.Type, "slot_level_"); ok {
			lv, scale[o.Fields.Parent] = l, "slot"
		} else if l, ok := strings.CutPrefix(o.Fields.Type, "player_level_"); ok {
			lv, scale[o.Fields.Parent] = l, "character"
		} else {
			continue
		}
		if upcast[o.Fields.Parent] == nil {
			upcast[o.Fields.Parent] = map[string]string{}
		}
		upcast[o.Fields.Parent][lv] = *o.Fields.Damage
	}
	out := make([]content.Spell, 0, len(in))
	for _, d := range in {
		f := d.Fields
		id := strings.TrimPrefix(d.PK, "srd-2024_")
		s := content.Spell{
			Ref:     content.Ref{ID: id, Name: f.Name, Cite: cite52 + ", Spells, " + f.Name},
			Level:   f.Level,
			School:  f.School,
			Casting: casting(strings.ReplaceAll(regexp.MustCompile(`^(\d+)`).ReplaceAllString(f.CastingTime, "$1 "), "-", " ")),
			Range:   distance(f.RangeText),
			Ritual:  f.Ritual,
			V:       f.V, S: f.S, M: f.M,
			Concentration: f.Conc,
		}
		s.Casting.Trigger = reactionTriggers[id]
		s.Duration, _ = duration(f.Duration)
		if m := material(f.MaterialTxt); m != nil {
			// open5e's material_consumed is set for every costly component;
			// the component's own words say whether it is consumed
			s.Material = m
		}
		for _, c := range f.Classes {
			s.Classes = append(s.Classes, strings.TrimPrefix(c, "srd-2024_"))
		}
		var parts []content.Effect
		if f.DamageRoll != "" {
			e := content.Effect{Kind: content.KindDamage, Dice: diceText(f.DamageRoll)}
			if by := upcast[d.PK]; len(by) > 0 {
				base := strconv.Itoa(f.Level)
				if scale[d.PK] == "character" {
					base = "1"
				}
				by[base] = f.DamageRoll
				e.Dice, e.Levels = scaled(by)
				e.Scale = scale[d.PK]
			}
			switch {
			case len(f.DamageTypes) == 0 && strings.Contains(f.Desc, "Temporary Hit Points"):
				e.Kind = content.KindTempHP
				e.Scale, e.Levels = tempScale(e.Dice, f.Level, f.Desc+" "+f.Higher)
				parts = []content.Effect{e}
			case len(f.DamageTypes) == 0 && !strings.Contains(f.Desc, "regain"):
				// a bonus die (Bless's 1d4), not damage: the grants hold it
			case len(f.DamageTypes) == 0:
				e.Kind = content.KindHeal
				e.Mod = strings.Contains(f.Desc, "spellcasting ability modifier")
				parts = []content.Effect{e}
			case handParts[id] != nil:
				parts = handParts[id]
			case len(f.DamageTypes) == 1:
				e.Type = f.DamageTypes[0]
				parts = []content.Effect{e}
			default:
				c := content.Effect{Kind: content.KindChoose}
				for _, t := range f.DamageTypes {
					o := e
					o.Type = t
					c.Options = append(c.Options, o)
				}
				parts = []content.Effect{c}
			}
		}
		// open5e's attack_roll is set on 42 spells, many of which only
		// mention attack rolls (Bless, Blur, Sanctuary): a spell attack is
		// one whose text asks for one
		attack := ""
		switch l := strings.ToLower(f.Desc); {
		case strings.Contains(l, "melee spell attack"):
			attack = "melee"
		case strings.Contains(l, "ranged spell attack"):
			attack = "ranged"
		}
		success := "none"
		if strings.Contains(f.Desc, "half as much") {
			success = "half"
		}
		shape := ""
		if f.Shape != nil {
			shape = strings.ToLower(*f.Shape)
		}
		facts := spellFacts{attack: attack, save: abilityIDs[strings.ToLower(f.Save)], success: success,
			parts: parts, desc: f.Desc, higher: f.Higher, shape: shape}
		if c, ok := fconds[id]; ok {
			facts.conds = &c
		}
		facts.grants, facts.grantOn = grants.by[id], grants.on[id]
		spellEffects(&s, facts)
		if a, ok := spellArea(f.Shape, f.ShapeSize, grants.areas[id], len(s.Effects) > 0); ok {
			a.Then = s.Effects
			s.Effects = []content.Effect{a}
		}
		volley(&s)
		out = append(out, s)
	}
	return out, handTrees("srd-5.2.1", out)
}

var reMoreTemp = regexp.MustCompile(`(\d+) additional Temporary Hit Points for each spell slot level above`)

// tempScale reads how temporary hit points grow with the slot ("5
// additional ... for each spell slot level above 1": False Life) onto
// dice ending in a constant; "" when they do not grow.
func tempScale(dice string, level int, text string) (string, []content.Level) {
	m := reMoreTemp.FindStringSubmatch(text)
	i := strings.LastIndex(dice, "+")
	if m == nil || i < 0 {
		return "", nil
	}
	step, _ := strconv.Atoi(m[1])
	base, err := strconv.Atoi(dice[i+1:])
	if err != nil {
		return "", nil
	}
	var out []content.Level
	for at := level + 1; at <= 9; at++ {
		out = append(out, content.Level{At: at, Dice: dice[:i+1] + strconv.Itoa(base+step*(at-level))})
	}
	return "slot", out
}

// cloudAreas are spells whose Foundry template is the area the spell
// lasts in, not the one a save is made in (Call Lightning's cloud is 60 ft
// across; each bolt strikes within 5 ft of a point under it).
var cloudAreas = map[string]bool{"call-lightning": true}

// spellArea is a srd-5.2.1 spell's area: open5e's shape and size, or
// Foundry's template where open5e has none (Ice Storm, Flame Strike) or
// gives a line its width for length (Lightning Bolt).
func spellArea(shape *string, size *float64, foundry content.Effect, tree bool) (content.Effect, bool) {
	switch {
	case (shape == nil || *shape == "" || size == nil) && tree && (foundry.Shape == "cylinder" || foundry.Shape == "line" || foundry.Shape == "sphere" || foundry.Shape == "cone" || foundry.Shape == "cube"):
		return foundry, true
	case shape == nil || *shape == "" || size == nil:
		return content.Effect{}, false
	case *shape == "line" && foundry.Shape == "line" && foundry.Width > 0:
		return foundry, true
	}
	e := content.Effect{Kind: content.KindArea, Shape: *shape, Size: int(*size)}
	return e, true
}

// spellGrants are the grants of Foundry's spells24 active effects, by
// spell id, for spells whose every change grantOf reads; on is the type of
// the Foundry activity (save, attack, utility...) that applies them.
type spellGrants struct {
	by map[string][]content.Effect
	on map[string]string
	// areas are the spells' area templates (an area node with no Then).
	areas map[string]content.Effect
}

// grantKeys maps a Foundry active-effect key (its prefix before the
// ability or skill) to a grant and what it is on.
var grantKeys = []struct{ key, grant, on string }{
	{"system.attributes.ac.bonus", "ac", ""},
	{"system.attributes.movement.", "speed", "*"},
	{"system.traits.dr.value", "resist", ""},
	{"system.traits.di.value", "immune", ""},
	{"system.traits.ci.value", "condition-immune", ""},
	{"system.bonuses.abilities.save", "save-bonus", ""},
	{"system.bonuses.abilities.check", "check-bonus", ""},
	{"system.bonuses.mwak.attack", "attack-bonus", "melee-weapon"},
	{"system.bonuses.rwak.attack", "attack-bonus", "ranged-weapon"},
	{"system.bonuses.msak.attack", "attack-bonus", "melee-spell"},
	{"system.bonuses.rsak.attack", "attack-bonus", "ranged-spell"},
	{"system.bonuses.mwak.damage", "damage-bonus", "melee-weapon"},
	{"system.bonuses.rwak.damage", "damage-bonus", "ranged-weapon"},
	{"system.attributes.hp.tempmax", "max-hp", ""},
	{"system.abilities.", "roll-mode", "*"},
	{"system.skills.", "check-bonus", "*"},
}

// grantOf reads one Foundry active-effect change as a grant node.
func grantOf(key string, mode int, value string) (content.Effect, bool) {
	for _, k := range grantKeys {
		rest, ok := strings.CutPrefix(key, k.key)
		if !ok {
			continue
		}
		g := content.Effect{Kind: content.KindGrant, Grant: k.grant, On: k.on, Value: value}
		switch k.grant {
		case "speed": // walk, fly...; mode 1 multiplies, 2 adds, 5 sets
			g.On = rest
			g.Value = map[int]string{1: "x", 2: "+", 4: "=", 5: "="}[mode] + value
		case "resist", "immune":
			g.Type, g.Value = value, ""
		case "condition-immune":
			g.Condition, g.Value = value, ""
		case "roll-mode": // str.check.roll.mode 1 or -1
			ab, what, _ := strings.Cut(rest, ".")
			kind, _, _ := strings.Cut(what, ".")
			g.Grant = map[string]string{"1": "advantage", "-1": "disadvantage"}[value]
			g.On, g.Value = ab+"-"+kind+"s", ""
			if g.Grant == "" || !strings.HasSuffix(what, "roll.mode") {
				return g, false
			}
		case "check-bonus":
			if rest != "" { // ste.bonuses.check
				sk, _, _ := strings.Cut(rest, ".")
				g.On = sk
			}
		}
		if mode != 2 && k.grant != "speed" && k.grant != "roll-mode" && k.grant != "resist" && k.grant != "immune" && k.grant != "condition-immune" {
			return g, false
		}
		return g, true
	}
	return content.Effect{}, false
}
