package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reAmount = regexp.MustCompile(`(\d+)\s*(action|bonus action|reaction|minute|hour|round|day|mile|foot|feet)`)
	reGP     = regexp.MustCompile(`(?i)([\d,]+)\+?\s*gp`)
)

// casting reads "1 action", "1 bonus action", "10 minutes", "action".
func casting(s string) content.Casting {
	s = strings.ToLower(strings.TrimSpace(s))
	n := 1
	if m := regexp.MustCompile(`^(\d+)\s*`).FindStringSubmatch(s); m != nil {
		n, _ = strconv.Atoi(m[1])
		s = s[len(m[0]):]
	}
	switch {
	case strings.HasPrefix(s, "bonus"):
		return content.Casting{Unit: "bonus"}
	case strings.HasPrefix(s, "reaction"):
		return content.Casting{Unit: "reaction"}
	case strings.HasPrefix(s, "action"):
		return content.Casting{Unit: "action"}
	case strings.HasPrefix(s, "minute"):
		return content.Casting{Unit: "minute", Amount: n}
	case strings.HasPrefix(s, "hour"):
		return content.Casting{Unit: "hour", Amount: n}
	}
	return content.Casting{Unit: s, Amount: n}
}

// distance reads "Self", "Touch", "60 feet", "1 mile", "Sight".
func distance(s string) content.Distance {
	l := strings.ToLower(s)
	switch {
	case strings.HasPrefix(l, "self"):
		return content.Distance{Kind: "self"}
	case l == "touch":
		return content.Distance{Kind: "touch"}
	case l == "sight":
		return content.Distance{Kind: "sight"}
	case l == "unlimited":
		return content.Distance{Kind: "unlimited"}
	case strings.Contains(l, "mile"):
		n, _ := strconv.Atoi(strings.Fields(l)[0])
		return content.Distance{Kind: "feet", Feet: n * 5280}
	case strings.Contains(l, "feet"):
		n, _ := strconv.Atoi(strings.Fields(l)[0])
		return content.Distance{Kind: "feet", Feet: n}
	}
	return content.Distance{Kind: "special"}
}

// duration reads "Instantaneous", "Up to 1 minute", "8 hours", "Until
// dispelled"; it reports concentration from "Up to".
func duration(s string) (content.Duration, bool) {
	l := strings.ToLower(strings.TrimSpace(s))
	conc := strings.HasPrefix(l, "up to") || strings.HasPrefix(l, "concentration")
	switch {
	case strings.HasPrefix(l, "instant"):
		return content.Duration{Unit: "instant"}, conc
	case strings.HasPrefix(l, "until dispelled"):
		return content.Duration{Unit: "until-dispelled"}, conc
	case l == "special":
		return content.Duration{Unit: "special"}, conc
	}
	if m := regexp.MustCompile(`(\d+)\s*(round|minute|hour|day|week|year)`).FindStringSubmatch(l); m != nil {
		n, _ := strconv.Atoi(m[1])
		return content.Duration{Unit: m[2], Amount: n}, conc
	}
	return content.Duration{Unit: "special"}, conc
}

// material reads a component's cost in gp and whether it is consumed.
func material(text string) *content.Material {
	m := reGP.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	return &content.Material{CostGP: n, Consumed: strings.Contains(strings.ToLower(text), "consume")}
}

// scaled gives the dice at the lowest level and the levels where they grow.
func scaled(by map[string]string) (string, []content.Level) {
	var lv []int
	for k := range by {
		n, _ := strconv.Atoi(k)
		lv = append(lv, n)
	}
	sort.Ints(lv)
	if len(lv) == 0 {
		return "", nil
	}
	base := diceText(by[strconv.Itoa(lv[0])])
	var out []content.Level
	prev := base
	for _, n := range lv[1:] {
		d := diceText(by[strconv.Itoa(n)])
		if d != prev {
			out = append(out, content.Level{At: n, Dice: d})
			prev = d
		}
	}
	return base, out
}

type dbSpell struct {
	Index         string   `json:"index"`
	Name          string   `json:"name"`
	Desc          []string `json:"desc"`
	Higher        []string `json:"higher_level"`
	Range         string   `json:"range"`
	Components    []string `json:"components"`
	Material      string   `json:"material"`
	Ritual        bool     `json:"ritual"`
	Duration      string   `json:"duration"`
	Concentration bool     `json:"concentration"`
	CastingTime   string   `json:"casting_time"`
	Level         int      `json:"level"`
	AttackType    string   `json:"attack_type"`
	Damage        *struct {
		Type dbRef             `json:"damage_type"`
		Slot map[string]string `json:"damage_at_slot_level"`
		Char map[string]string `json:"damage_at_character_level"`
	} `json:"damage"`
	Heal map[string]string `json:"heal_at_slot_level"`
	DC   *struct {
		Type    dbRef  `json:"dc_type"`
		Success string `json:"dc_success"`
	} `json:"dc"`
	Area *struct {
		Type string `json:"type"`
		Size int    `json:"size"`
	} `json:"area_of_effect"`
	School  dbRef   `json:"school"`
	Classes []dbRef `json:"classes"`
}

func dbSpells(dir string) ([]content.Spell, error) {
	var in []dbSpell
	if err := readJSON(filepath.Join(dir, "5e-SRD-Spells.json"), &in); err != nil {
		return nil, err
	}
	_, grants, err := foundrySpellConditions(filepath.Join(dir, "..", "..", "foundry-dnd5e", "srd-5.2", "spells24"))
	if err != nil {
		return nil, err
	}
	out := make([]content.Spell, 0, len(in))
	for _, d := range in {
		s := content.Spell{
			Ref:     content.Ref{ID: d.Index, Name: d.Name, Cite: cite51 + ", Spells, " + d.Name},
			Level:   d.Level,
			School:  d.School.Index,
			Casting: casting(d.CastingTime),
			Range:   distance(d.Range),
			Ritual:  d.Ritual,
		}
		s.Duration, _ = duration(d.Duration)
		s.Concentration = d.Concentration
		s.Casting.Trigger = reactionTriggers[d.Index]
		for _, c := range d.Classes {
			s.Classes = append(s.Classes, c.Index)
		}
		s.V, s.S, s.M = slices.Contains(d.Components, "V"), slices.Contains(d.Components, "S"), slices.Contains(d.Components, "M")
		s.Material = material(d.Material)
		var dmg []content.Effect
		if d.Damage != nil {
			e := content.Effect{Kind: content.KindDamage, Type: d.Damage.Type.Index}
			if len(d.Damage.Slot) > 0 {
				e.Dice, e.Levels = scaled(d.Damage.Slot)
				if len(e.Levels) > 0 {
					e.Scale = "slot"
				}
			} else {
				e.Dice, e.Levels = scaled(d.Damage.Char)
				e.Scale = "character"
			}
			if strings.HasSuffix(e.Dice, "+MOD") {
				e.Dice, e.Mod = strings.TrimSuffix(e.Dice, "+MOD"), true
				for i := range e.Levels {
					e.Levels[i].Dice = strings.TrimSuffix(e.Levels[i].Dice, "+MOD")
				}
			}
			dmg = append(dmg, splitTypes(d.Index, e)...)
		}
		if len(d.Heal) > 0 {
			e := content.Effect{Kind: content.KindHeal}
			if strings.Contains(strings.Join(d.Desc, " "), "temporary hit points") {
				e.Kind = content.KindTempHP // False Life: heal_at_slot_level holds them
			}
			e.Dice, e.Levels = scaled(d.Heal)
			if strings.HasSuffix(e.Dice, "+MOD") {
				e.Dice, e.Mod = strings.TrimSuffix(e.Dice, "+MOD"), true
				for i := range e.Levels {
					e.Levels[i].Dice = strings.TrimSuffix(e.Levels[i].Dice, "+MOD")
				}
			}
			if len(e.Levels) > 0 {
				e.Scale = "slot"
			}
			dmg = append(dmg, e)
		}
		desc := strings.Join(d.Desc, "\n")
		save := ""
		if d.DC != nil {
			save = d.DC.Type.Index
		}
		shape := ""
		if d.Area != nil {
			shape = d.Area.Type
		}
		g, on := grants.by[d.Index], grants.on[d.Index]
		if !grantsIn(g, desc) {
			g, on = nil, ""
		}
		spellEffects(&s, spellFacts{attack: d.AttackType, save: save, success: successOf(d.DC), parts: dmg,
			desc: desc, higher: strings.Join(d.Higher, " "), shape: shape, grants: g, grantOn: on})
		if d.Area != nil {
			size := d.Area.Size
			if r, ok := dbRadius[d.Index]; ok {
				size = r
			}
			s.Effects = []content.Effect{{Kind: content.KindArea, Shape: d.Area.Type, Size: size, Then: s.Effects}}
		}
		volley(&s)
		out = append(out, s)
	}
	return out, handTrees("srd-5.1", out)
}

// volleys are the spells that make several separate attacks or darts,
// each at a target of the caster's choice: the count and how it grows
// (Level.Dice holds the count), and one dart, ray or beam. Both SRDs
// agree (SRD 5.1 and 5.2.1, Spells, Magic Missile, Scorching Ray,
// Eldritch Blast).
var volleys = map[string]content.Effect{
	"magic-missile": {Kind: content.KindRepeat, Count: 3, Scale: "slot", Levels: counts(2, 9, 4),
		Then: []content.Effect{{Kind: content.KindDamage, Dice: "1d4+1", Type: "force"}}},
	"scorching-ray": {Kind: content.KindRepeat, Count: 3, Scale: "slot", Levels: counts(3, 9, 4),
		Then: []content.Effect{{Kind: content.KindAttack, Attack: "ranged", Spell: true,
			Hit: []content.Effect{{Kind: content.KindDamage, Dice: "2d6", Type: "fire"}}}}},
	"eldritch-blast": {Kind: content.KindRepeat, Count: 1, Scale: "character",
		Levels: []content.Level{{At: 5, Dice: "2"}, {At: 11, Dice: "3"}, {At: 17, Dice: "4"}},
		Then: []content.Effect{{Kind: content.KindAttack, Attack: "ranged", Spell: true,
			Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d10", Type: "force"}}}}},
}

// counts is one more per level from level from to to, starting at first.
func counts(from, to, first int) []content.Level {
	var out []content.Level
	for l := from; l <= to; l++ {
		out = append(out, content.Level{At: l, Dice: strconv.Itoa(first + l - from)})
	}
	return out
}

// volley sets the tree of a spell in volleys: the table holds all of it.
func volley(s *content.Spell) {
	if v, ok := volleys[s.ID]; ok {
		s.Effects, s.Prose = cloneEffects([]content.Effect{v}), false
	}
}

// dbTypes settles srd-5.1 spells whose data set sums two damage types
// under one ("2d8+4d6" bludgeoning): one type per term, in order.
var dbTypes = map[string][]string{
	"ice-storm":    {"bludgeoning", "cold"}, // SRD 5.1, Spells, Ice Storm
	"flame-strike": {"radiant", "fire"},     // SRD 5.1, Spells, Flame Strike
}

// dbRadius corrects a cylinder the data set sizes by its height: Flame
// Strike's is 10 ft in radius, 40 ft high (SRD 5.1, Spells, Flame Strike).
var dbRadius = map[string]int{"flame-strike": 10}

// splitTypes writes e as one damage node per term when dbTypes names the
// spell's types: the term that grows with the slot keeps the levels (Ice
// Storm's bludgeoning; Flame Strike's fire, where the caster may choose
// either and the tree takes fire, the data set's type).
func splitTypes(id string, e content.Effect) []content.Effect {
	types := dbTypes[id]
	terms := strings.Split(e.Dice, "+")
	if len(types) == 0 || len(terms) != len(types) {
		return []content.Effect{e}
	}
	out := make([]content.Effect, len(terms))
	for i, t := range terms {
		out[i] = content.Effect{Kind: content.KindDamage, Dice: t, Type: types[i]}
		var levels []content.Level
		for _, l := range e.Levels {
			lt := strings.Split(l.Dice, "+")
			if len(lt) != len(terms) {
				return []content.Effect{e}
			}
			levels = append(levels, content.Level{At: l.At, Dice: lt[i]})
		}
		if slices.ContainsFunc(levels, func(l content.Level) bool { return l.Dice != t }) {
			out[i].Scale, out[i].Levels = e.Scale, levels
		}
	}
	return out
}

func successOf(dc *struct {
	Type    dbRef  `json:"dc_type"`
	Success string `json:"dc_success"`
}) string {
	if dc == nil {
		return ""
	}
	return dc.Success
}

// spellFacts are what a spell's effect tree is built from.
type spellFacts struct {
	attack  string // melee, ranged or ""
	save    string // ability or ""
	success string // half, none, other
	parts   []content.Effect
	desc    string
	higher  string
	shape   string // the area's shape, lower case, if the spell has one
	// conds are the conditions the spell imposes when another source
	// (Foundry) says; nil: read them from the text
	conds *[]string
	// grants are what the spell grants its target (Foundry's active
	// effects), for the duration
	grants  []content.Effect
	grantOn string // the Foundry activity type that applies them
}

// spellEffects builds the tree: an attack with the parts on a hit, or a
// save with them on a failure (and the conditions the text names), or the
// parts alone. It sets Prose when the text holds rules the tree does not.
func spellEffects(s *content.Spell, f spellFacts) {
	conds := conditionsIn(f.desc)
	if f.conds != nil {
		conds = *f.conds
	}
	switch {
	case f.attack != "":
		s.Effects = []content.Effect{{Kind: content.KindAttack, Attack: f.attack, Spell: true, Hit: f.parts}}
		if f.conds != nil {
			s.Effects[0].Hit = append(s.Effects[0].Hit, condEffects(conds)...)
		}
	case f.save != "":
		e := content.Effect{Kind: content.KindSave, Ability: f.save, Fail: append(f.parts, condEffects(conds)...)}
		switch f.success {
		case "half", "none":
			e.OnSuccess = f.success
		}
		s.Effects = []content.Effect{e}
	default:
		s.Effects = f.parts
		if f.conds != nil {
			s.Effects = append(s.Effects, condEffects(conds)...)
		}
	}
	grants := cloneEffects(f.grants)
	content.WalkAll(grants, func(e *content.Effect) {
		if e.Kind == content.KindGrant && lasting(s.Duration) {
			d := s.Duration
			e.Duration = &d
		}
	})
	var granted []content.Effect
	content.WalkAll(grants, func(e *content.Effect) {
		if e.Kind == content.KindGrant {
			granted = append(granted, *e)
		}
	})
	switch {
	case len(grants) == 0:
	case f.grantOn == "attack" && len(s.Effects) == 1 && s.Effects[0].Kind == content.KindAttack:
		s.Effects[0].Hit = append(s.Effects[0].Hit, grants...)
	case f.grantOn == "save" && len(s.Effects) == 1 && s.Effects[0].Kind == content.KindSave:
		s.Effects[0].Fail = append(s.Effects[0].Fail, grants...)
	default:
		s.Effects = append(s.Effects, grants...)
	}
	shoved := shove(f.desc, &s.Effects)
	ends := saveEnds(f.desc)
	content.WalkAll(s.Effects, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindSave && len(e.Fail) > 0:
			e.SaveEnds = ends
		case e.Kind == content.KindCondition && e.Duration == nil && lasting(s.Duration):
			d := s.Duration
			e.Duration = &d
		}
	})
	settled := func(t string) bool {
		if shoved(t) {
			return true
		}
		l := strings.ToLower(t)
		for _, g := range granted {
			if w := grantWords[g.Grant]; w != nil && w.MatchString(l) && !strings.Contains(l, "instead") {
				return true
			}
		}
		switch {
		case ends != "" && (reRepeatSave.MatchString(l) || reTurnEdge.MatchString(l) && reSaveAgain.MatchString(l) || strings.HasPrefix(l, "on a success") || strings.Contains(l, "repeats the save")):
			return !strings.Contains(l, "damage") || ends == "damage"
		case len(conds) > 0 && lasting(s.Duration) && (strings.Contains(l, "for the duration") || strings.Contains(l, "until the spell ends")):
			return !strings.Contains(l, "damage") && !strings.Contains(l, "speed") && !strings.Contains(l, "advantage")
		}
		return false
	}
	explained := func(t string) bool {
		l := strings.ToLower(t)
		switch {
		case f.attack != "" && strings.Contains(l, "spell attack"),
			f.save != "" && strings.Contains(l, "saving throw"),
			len(f.parts) > 0 && (strings.Contains(l, "damage") || strings.Contains(l, "regain") || strings.Contains(l, "temporary hit points")),
			strings.Contains(l, "spell slot of") || strings.Contains(l, "level or higher") || strings.Contains(l, "increases by"):
			return len(s.Effects) > 0
		}
		for _, c := range conds {
			if (f.save != "" || f.conds != nil) && strings.Contains(l, c) {
				return true
			}
		}
		if f.shape != "" && strings.Contains(l, f.shape) && !strings.Contains(l, "damage") && !strings.Contains(l, "saving throw") {
			return true // the sentence that places the area
		}
		return false
	}
	debugCtx = "spell " + strings.TrimSuffix(strings.Fields(s.Cite)[1], ",") + " " + s.ID
	s.Prose = len(s.Effects) == 0 || unexplained(f.desc, explained, settled) > 0
	if len(s.Effects) == 0 && !reCombat.MatchString(f.desc+" "+f.higher) {
		s.Narrative, s.Prose = true, false
	}
	debugCtx = ""
}

var (
	reTurnEdge   = regexp.MustCompile(`(end|start) of each of (?:its|the target's|their) turns`)
	reSaveAgain  = regexp.MustCompile(`repeat|another [a-z]+ saving throw|makes a [a-z]+ saving throw`)
	reRepeatSave = regexp.MustCompile(`(?:repeat|make)s? (?:the|a|another) (?:[a-z]+ )?sav(?:e|ing throw) at the (end|start) of each of its turns`)
	// reCombat finds a rule that touches combat or resources: a spell
	// with none of these and no effects is narrative.
	reCombat = regexp.MustCompile(`(?i)advantage|armor class|\bAC\b|hit points?|damage|saving throw|attack|speed|resistan|immun|temporary|condition|blinded|charmed|deafened|frightened|grappled|incapacitated|invisible|paralyzed|petrified|poisoned|prone|restrained|stunned|unconscious|\bd\d|bonus|reaction|teleport|spell slot|extra|action|darkvision|truesight|obscured`)
)

// saveEnds reads when a failed target repeats its save: end or start of
// each of its turns, or when it takes damage; "" when it does not.
func saveEnds(desc string) string {
	l := strings.ToLower(desc)
	if m := reRepeatSave.FindStringSubmatch(l); m != nil {
		return m[1]
	}
	for _, s := range reSentence.Split(l, -1) {
		if m := reTurnEdge.FindStringSubmatch(s); m != nil && reSaveAgain.MatchString(s) {
			return m[1]
		}
	}
	if strings.Contains(l, "takes damage, it repeats the save") || strings.Contains(l, "takes damage, the target can repeat") {
		return "damage"
	}
	return ""
}

// lasting tells whether a duration outlasts the casting.
func lasting(d content.Duration) bool {
	return d.Unit != "" && d.Unit != "instant" && d.Unit != "special"
}

// grantWords find the sentence a grant explains.
var grantWords = map[string]*regexp.Regexp{
	"ac":               regexp.MustCompile(`armor class|\bac\b`),
	"speed":            regexp.MustCompile(`speed`),
	"resist":           regexp.MustCompile(`resistance`),
	"immune":           regexp.MustCompile(`immun`),
	"condition-immune": regexp.MustCompile(`immun`),
	"save-bonus":       regexp.MustCompile(`saving throw|\bd4\b|\bsave\b`),
	"check-bonus":      regexp.MustCompile(`check`),
	"attack-bonus":     regexp.MustCompile(`attack roll`),
	"damage-bonus":     regexp.MustCompile(`extra .*damage|damage .*extra`),
	"max-hp":           regexp.MustCompile(`hit point maximum`),
	"advantage":        regexp.MustCompile(`advantage`),
	"disadvantage":     regexp.MustCompile(`disadvantage`),
}

// grantsIn tells whether a srd-5.1 text states every grant srd-5.2.1's
// Foundry data gives the same spell: its number, damage type or word.
func grantsIn(gs []content.Effect, desc string) bool {
	l := strings.ToLower(desc)
	var flat []content.Effect
	content.WalkAll(gs, func(e *content.Effect) {
		if e.Kind == content.KindGrant {
			flat = append(flat, *e)
		}
	})
	for _, g := range flat {
		want := strings.TrimLeft(g.Value, "+x=")
		switch g.Grant {
		case "resist", "immune":
			want = g.Type
		case "condition-immune":
			want = g.Condition
		case "advantage", "disadvantage":
			want = g.Grant
		case "speed":
			if strings.HasPrefix(g.Value, "x") {
				want = "double"
			}
		}
		if want == "" || !strings.Contains(l, want) || !grantWords[g.Grant].MatchString(l) {
			return false
		}
	}
	return len(gs) > 0
}

// cloneEffects copies a tree, so that filling one spell's copy leaves the
// shared one alone.
func cloneEffects(list []content.Effect) []content.Effect {
	if list == nil {
		return nil
	}
	out := make([]content.Effect, len(list))
	for i, e := range list {
		e.Hit, e.Miss, e.Fail = cloneEffects(e.Hit), cloneEffects(e.Miss), cloneEffects(e.Fail)
		e.Success, e.Then, e.Options = cloneEffects(e.Success), cloneEffects(e.Then), cloneEffects(e.Options)
		out[i] = e
	}
	return out
}
