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

// The 5e-database (5e-bits) records, as far as the converter reads them.
type dbRef struct {
	Index string `json:"index"`
	Name  string `json:"name"`
}

type dbDC struct {
	Type    dbRef  `json:"dc_type"`
	Value   int    `json:"dc_value"`
	Success string `json:"success_type"`
}

type dbDamage struct {
	Type   dbRef  `json:"damage_type"`
	Dice   string `json:"damage_dice"`
	Choose int    `json:"choose"`
	From   struct {
		Options []dbDamage `json:"options"`
	} `json:"from"`
	DC *dbDC `json:"dc"`
}

type dbAction struct {
	Name        string     `json:"name"`
	Desc        string     `json:"desc"`
	AttackBonus *int       `json:"attack_bonus"`
	DC          *dbDC      `json:"dc"`
	Damage      []dbDamage `json:"damage"`
	Usage       *struct {
		Type      string   `json:"type"`
		Times     int      `json:"times"`
		MinValue  int      `json:"min_value"`
		RestTypes []string `json:"rest_types"`
	} `json:"usage"`
	MultiattackType string `json:"multiattack_type"`
	Actions         []struct {
		Name  string `json:"action_name"`
		Count any    `json:"count"`
	} `json:"actions"`
	ActionOpts *struct {
		From struct {
			Options []struct {
				Type  string `json:"option_type"`
				Name  string `json:"action_name"`
				Count any    `json:"count"`
				Items []struct {
					Name  string `json:"action_name"`
					Count any    `json:"count"`
				} `json:"items"`
			} `json:"options"`
		} `json:"from"`
	} `json:"action_options"`
	Options *struct {
		From struct {
			Options []struct {
				Name   string     `json:"name"`
				DC     *dbDC      `json:"dc"`
				Damage []dbDamage `json:"damage"`
			} `json:"options"`
		} `json:"from"`
	} `json:"options"`
	Spellcasting *struct {
		Ability dbRef          `json:"ability"`
		DC      int            `json:"dc"`
		Mod     *int           `json:"modifier"`
		Slots   map[string]int `json:"slots"`
		Spells  []struct {
			Name  string `json:"name"`
			Level int    `json:"level"`
			URL   string `json:"url"`
			Usage *struct {
				Type  string `json:"type"`
				Times int    `json:"times"`
			} `json:"usage"`
		} `json:"spells"`
	} `json:"spellcasting"`
}

type dbMonster struct {
	Index      string `json:"index"`
	Name       string `json:"name"`
	Size       string `json:"size"`
	Type       string `json:"type"`
	Subtype    string `json:"subtype"`
	Alignment  string `json:"alignment"`
	ArmorClass []struct {
		Type  string `json:"type"`
		Value int    `json:"value"`
	} `json:"armor_class"`
	HP            int            `json:"hit_points"`
	HPRoll        string         `json:"hit_points_roll"`
	Speed         map[string]any `json:"speed"`
	Str           int            `json:"strength"`
	Dex           int            `json:"dexterity"`
	Con           int            `json:"constitution"`
	Int           int            `json:"intelligence"`
	Wis           int            `json:"wisdom"`
	Cha           int            `json:"charisma"`
	Proficiencies []struct {
		Value int   `json:"value"`
		Prof  dbRef `json:"proficiency"`
	} `json:"proficiencies"`
	Vulnerable []string       `json:"damage_vulnerabilities"`
	Resist     []string       `json:"damage_resistances"`
	Immune     []string       `json:"damage_immunities"`
	CondImmune []dbRef        `json:"condition_immunities"`
	Senses     map[string]any `json:"senses"`
	Languages  string         `json:"languages"`
	CR         float64        `json:"challenge_rating"`
	Traits     []dbAction     `json:"special_abilities"`
	Actions    []dbAction     `json:"actions"`
	Reactions  []dbAction     `json:"reactions"`
	Legendary  []dbAction     `json:"legendary_actions"`
}

const cite51 = "SRD 5.1"

func dbMonsters(dir string) ([]content.Monster, error) {
	var in []dbMonster
	if err := readJSON(filepath.Join(dir, "5e-SRD-Monsters.json"), &in); err != nil {
		return nil, err
	}
	out := make([]content.Monster, 0, len(in))
	for _, d := range in {
		m, err := dbMonster51(d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.Index, err)
		}
		out = append(out, m)
	}
	return out, nil
}

func dbMonster51(d dbMonster) (content.Monster, error) {
	m := content.Monster{
		Ref:       content.Ref{ID: d.Index, Name: d.Name, Cite: cite51 + ", Monsters, " + d.Name},
		Size:      strings.ToLower(d.Size),
		Type:      strings.ToLower(d.Type),
		Alignment: d.Alignment,
		HP:        d.HP,
		HitDice:   diceText(d.HPRoll),
		Abilities: content.Abilities{d.Str, d.Dex, d.Con, d.Int, d.Wis, d.Cha},
	}
	if strings.HasPrefix(m.Type, "swarm of ") {
		m.Tags = append(m.Tags, "swarm")
		m.Type = strings.TrimSuffix(strings.Fields(m.Type)[len(strings.Fields(m.Type))-1], "s")
	}
	if d.Subtype != "" {
		for _, t := range strings.Split(d.Subtype, ",") {
			m.Tags = append(m.Tags, content.Kebab(t))
		}
	}
	if len(d.ArmorClass) > 0 {
		m.AC, m.ACFrom = d.ArmorClass[0].Value, d.ArmorClass[0].Type
	}
	for k, v := range d.Speed {
		s, _ := v.(string)
		n := feet(s)
		switch k {
		case "walk":
			m.Speed.Walk = n
		case "fly":
			m.Speed.Fly = n
		case "swim":
			m.Speed.Swim = n
		case "climb":
			m.Speed.Climb = n
		case "burrow":
			m.Speed.Burrow = n
		case "hover":
			m.Speed.Hover = v == true
		}
	}
	for _, p := range d.Proficiencies {
		if a, ok := strings.CutPrefix(p.Prof.Index, "saving-throw-"); ok {
			m.Saves = append(m.Saves, content.Bonus{Of: a, Value: p.Value})
		} else if s, ok := strings.CutPrefix(p.Prof.Index, "skill-"); ok {
			m.Skills = append(m.Skills, content.Bonus{Of: s, Value: p.Value})
		}
	}
	for k, v := range d.Senses {
		switch k {
		case "passive_perception":
			f, _ := v.(float64)
			m.Passive = int(f)
		case "darkvision":
			m.Senses.Darkvision = feet(fmt.Sprint(v))
		case "blindsight":
			m.Senses.Blindsight = feet(fmt.Sprint(v))
		case "tremorsense":
			m.Senses.Tremorsense = feet(fmt.Sprint(v))
		case "truesight":
			m.Senses.Truesight = feet(fmt.Sprint(v))
		}
	}
	m.Languages, m.Telepathy = languages(d.Languages)
	m.Vulnerable = damageList(&m, "vulnerable", d.Vulnerable)
	m.Resist = damageList(&m, "resist", d.Resist)
	m.Immune = damageList(&m, "immune", d.Immune)
	for _, c := range d.CondImmune {
		m.ConditionImmune = append(m.ConditionImmune, c.Index)
	}
	var err error
	var eighths int
	if m.CR, eighths, err = crText(d.CR); err != nil {
		return m, err
	}
	m.PB = pbByCR(eighths)
	for _, a := range d.Traits {
		m.Traits = append(m.Traits, dbFeature(a, &m))
		if a.Spellcasting != nil {
			for _, sp := range a.Spellcasting.Spells {
				if id := content.Kebab(sp.Name); !slices.Contains(m.Spells, id) {
					m.Spells = append(m.Spells, id)
				}
			}
		}
	}
	slices.Sort(m.Spells)
	for _, a := range d.Actions {
		m.Actions = append(m.Actions, dbFeature(a, &m))
	}
	for _, a := range d.Reactions {
		f := dbFeature(a, &m)
		m.Reactions = append(m.Reactions, f)
	}
	for _, a := range d.Legendary {
		f := dbFeature(a, &m)
		if f.Cost == 0 {
			f.Cost = 1
		}
		m.Legendary = append(m.Legendary, f)
	}
	if len(m.Legendary) > 0 {
		m.LegendaryUses = 3 // every SRD 5.1 legendary creature takes 3 (SRD 5.1, Legendary Creatures)
	}
	for _, t := range m.Traits {
		if strings.HasPrefix(t.Name, "Legendary Resistance") {
			m.LegendaryResistance = t.Uses
		}
	}
	m.XP = xpFor(&m, eighths)
	return m, nil
}

// xpFor derives XP from CR; CR 0 is worth 10 XP with an effective attack.
func xpFor(m *content.Monster, eighths int) int {
	if eighths > 0 {
		return xpByCR[eighths]
	}
	for _, list := range [][]content.Feature{m.Actions, m.BonusActions, m.Reactions} {
		for _, f := range list {
			hit := false
			content.WalkAll(f.Effects, func(e *content.Effect) {
				hit = hit || e.Kind == content.KindAttack || e.Kind == content.KindDamage
			})
			if hit {
				return 10
			}
		}
	}
	return 0
}

var reTelepathy = regexp.MustCompile(`telepathy (\d+) ft`)

// languages splits a language line and takes telepathy out of it.
func languages(s string) ([]string, int) {
	tele := 0
	if m := reTelepathy.FindStringSubmatch(s); m != nil {
		tele, _ = strconv.Atoi(m[1])
	}
	var out []string
	for _, l := range regexp.MustCompile(`,\s*|;\s*`).Split(s, -1) {
		l = strings.TrimSpace(l)
		if l == "" || l == "-" || l == "—" || strings.HasPrefix(l, "telepathy") {
			continue
		}
		out = append(out, l)
	}
	return out, tele
}

// damageList reads 5e-database damage lines: plain types into the list,
// qualified ones into m.Qualified.
func damageList(m *content.Monster, kind string, lines []string) []string {
	var out []string
	for _, l := range lines {
		var types []string
		for _, t := range strings.FieldsFunc(l, func(r rune) bool { return r == ',' || r == ' ' }) {
			for _, dt := range damageTypeIDs {
				if t == dt {
					types = append(types, dt)
				}
			}
		}
		switch {
		case strings.Contains(l, "silvered"):
			m.Qualified = append(m.Qualified, content.DamageRule{Kind: kind, Types: types, Except: "silvered"})
		case strings.Contains(l, "adamantine"):
			m.Qualified = append(m.Qualified, content.DamageRule{Kind: kind, Types: types, Except: "adamantine"})
		case strings.Contains(l, "nonmagical"):
			m.Qualified = append(m.Qualified, content.DamageRule{Kind: kind, Types: types, Except: "magical"})
		case strings.Contains(l, "spells"):
			m.Qualified = append(m.Qualified, content.DamageRule{Kind: kind, Types: damageTypeIDs, From: "spells"})
		default:
			out = append(out, types...)
		}
	}
	return out
}

var damageTypeIDs = []string{"acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic",
	"piercing", "poison", "psychic", "radiant", "slashing", "thunder"}

var (
	reArea  = regexp.MustCompile(`(\d+)-foot[- ](?:radius )?(cone|line|cube|sphere|cylinder|radius|emanation)`)
	reWidth = regexp.MustCompile(`(\d+) feet wide`)
	reMakes = regexp.MustCompile(`makes (a|one|two) ([a-z]+) attack`)
	// reMakesWith: "makes one attack with its rotting fist or uses its Dreadful Glare"
	reMakesWith = regexp.MustCompile(`makes one attack with its ([a-z]+(?: [a-z]+)?)(?: or uses its ([A-Z][a-z]+(?: [A-Z][a-z]+)*))?\.?$`)
	// reInPlace: a replacement the data's alternatives (multiattack_or) hold
	reInPlace = regexp.MustCompile(`^It can (?:make one [a-z]+ attack|use (?:its )?[A-Z][A-Za-z ]+|replace one of those attacks with a [a-z]+ attack)(?: in place of (?:its two [a-z]+ attacks|any melee attack|one [a-z]+ attack))?\.?$`)
	reAttack  = regexp.MustCompile(`^(Melee or Ranged|Melee|Ranged) (Weapon|Spell) Attack`)
)

// dbFeature turns a 5e-database trait or action into a feature.
func dbFeature(a dbAction, m *content.Monster) content.Feature {
	f := content.Feature{ID: content.Kebab(a.Name)}
	stripName(&f, a.Name)
	f.ID = content.Kebab(f.Name)
	if u := a.Usage; u != nil {
		switch u.Type {
		case "recharge on roll":
			f.Recharge = u.MinValue
		case "per day":
			f.Uses, f.Per = u.Times, "day"
		case "recharge after rest":
			f.Uses, f.Per = 1, "long-rest"
			if len(u.RestTypes) > 1 {
				f.Per = "short-rest"
			}
		}
	}
	desc := a.Desc
	conds := conditionsIn(desc)
	var parts []content.Effect
	for _, d := range a.Damage {
		parts = append(parts, dbDamageEffect(d))
	}
	if a.DC == nil && a.AttackBonus != nil {
		// an on-hit save the data leaves in the text (giant spider, wolf)
		if dc, dmg := textSave(desc); dc != nil {
			a.DC = dc
			parts = append(parts, dmg...)
		}
	}
	if a.DC != nil && reHalf.MatchString(desc) {
		a.DC.Success = "half" // the data says none for some breath weapons
	}
	escape(conds, desc)
	conds = slices.DeleteFunc(conds, func(c string) bool { return onlyAtZero(desc, c) })
	var effects []content.Effect
	switch {
	case a.AttackBonus != nil && (*a.AttackBonus != 0 || reAttack.MatchString(desc)):
		atk := content.Effect{Kind: content.KindAttack, Bonus: intPtr(*a.AttackBonus)}
		if h := reAttack.FindStringSubmatch(desc); h != nil {
			atk.Attack = strings.ToLower(strings.ReplaceAll(h[1], " or ", "-or-"))
			atk.Spell = h[2] == "Spell"
		}
		if r := reReach.FindStringSubmatch(desc); r != nil {
			atk.Reach, _ = strconv.Atoi(r[1])
		}
		if r := reRange.FindStringSubmatch(desc); r != nil {
			atk.Range, _ = strconv.Atoi(r[1])
			atk.Long, _ = strconv.Atoi(r[2])
		}
		atk.Ability = attackAbility(m, *a.AttackBonus, atk)
		hit := parts
		var rest []content.Effect
		if a.DC != nil && len(parts) > 1 {
			hit, rest = parts[:1], parts[1:]
		}
		atk.Hit = append(atk.Hit, hit...)
		if a.DC != nil {
			save := saveEffect(a.DC, m)
			save.Fail = append(rest, condEffects(conds)...)
			atk.Hit = append(atk.Hit, save)
		} else {
			atk.Hit = append(atk.Hit, condEffects(conds)...)
		}
		effects = append(effects, atk)
	case a.DC != nil:
		save := saveEffect(a.DC, m)
		save.Fail = append(parts, condEffects(conds)...)
		if save.OnSuccess == "half" {
			save.Success = halfOf(parts)
		}
		effects = append(effects, areaOf(desc, save))
	case len(parts) > 0:
		effects = append(effects, parts...)
	case a.Options != nil && len(a.Options.From.Options) > 0:
		// breath weapons: one of several saves, each with its area
		choose := content.Effect{Kind: content.KindChoose}
		for _, o := range a.Options.From.Options {
			if o.DC == nil {
				choose.Options = nil
				break
			}
			save := saveEffect(o.DC, m)
			for _, d := range o.Damage {
				save.Fail = append(save.Fail, dbDamageEffect(d))
			}
			line := ""
			for _, l := range strings.Split(desc, "\n") {
				if strings.HasPrefix(l, o.Name) {
					line = l
				}
			}
			save.Fail = append(save.Fail, condEffects(conditionsIn(line))...)
			if reHalf.MatchString(line) {
				save.OnSuccess = "half"
			}
			choose.Options = append(choose.Options, areaOf(line, save))
		}
		if len(choose.Options) > 0 {
			effects = append(effects, choose)
		}
	}
	f.Effects = effects
	for _, u := range a.Actions {
		n := 1
		switch c := u.Count.(type) {
		case float64:
			n = int(c)
		case string:
			n, _ = strconv.Atoi(c)
		}
		f.Multiattack = append(f.Multiattack, content.Use{Action: content.Kebab(u.Name), Count: n})
	}
	if o := a.ActionOpts; o != nil {
		for _, opt := range o.From.Options {
			var set []content.Use
			if opt.Type == "multiple" {
				for _, it := range opt.Items {
					set = append(set, content.Use{Action: content.Kebab(it.Name), Count: max(num(it.Count), 1)})
				}
			} else {
				set = []content.Use{{Action: content.Kebab(opt.Name), Count: max(num(opt.Count), 1)}}
			}
			f.MultiattackOr = append(f.MultiattackOr, set)
		}
	}
	if u := reMakes.FindStringSubmatch(desc); u != nil && len(effects) == 0 && len(f.Multiattack) == 0 && len(f.MultiattackOr) == 0 {
		f.Multiattack = []content.Use{{Action: content.Kebab(u[2]), Count: max(numberWords[u[1]], 1)}}
	}
	if m := regexp.MustCompile(`Before or after teleporting, the [a-z ]+ can make one ([a-z]+) attack\.?$`).FindStringSubmatch(desc); m != nil && len(f.Multiattack) == 0 {
		f.Multiattack = []content.Use{{Action: content.Kebab(m[1]), Count: 1}} // with the teleport its effects hold
	}
	castOne := reActCastOne.MatchString(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(desc), "."))) && len(effects) == 0 &&
		slices.ContainsFunc(m.Traits, func(t content.Feature) bool { return t.ID == "spellcasting" })
	if castOne {
		// a legendary action that casts one of the Spellcasting trait's spells, with its slots
		f.Multiattack = []content.Use{{Action: "spellcasting", Count: 1}}
	}
	if u := reMakesWith.FindStringSubmatch(desc); u != nil && len(effects) == 0 && len(f.Multiattack) == 0 && len(f.MultiattackOr) == 0 {
		// a legendary action that makes one attack ("with its hooves"), or uses another action instead
		f.Multiattack = []content.Use{{Action: content.Kebab(u[1]), Count: 1}}
		if u[2] != "" {
			f.MultiattackOr = [][]content.Use{{{Action: content.Kebab(u[2]), Count: 1}}}
		}
	}
	explained := func(s string) bool {
		switch {
		case reMakes.MatchString(s) && len(f.Multiattack) > 0:
			return true
		case reAttack.MatchString(s), strings.HasPrefix(s, "Hit:"):
			return len(effects) > 0
		case (a.DC != nil || a.Options != nil && len(effects) > 0) && strings.Contains(s, "saving throw"):
			return true
		case len(effects) > 0 && reArea.MatchString(s) && !strings.Contains(s, "saving throw"):
			return hasArea(effects) // the sentence that places the area
		case a.Options != nil && len(effects) > 0 && strings.Contains(s, "uses one of the following"):
			return true
		case (len(f.Multiattack) > 0 || len(f.MultiattackOr) > 0) && (strings.Contains(s, "makes") || strings.Contains(s, "can make")):
			return true
		case castOne && reActCastOne.MatchString(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), "."))):
			return true
		case strings.HasPrefix(strings.TrimSpace(s), "Before or after teleporting") && len(f.Multiattack) > 0:
			return true
		case reMakesWith.MatchString(s) && len(f.Multiattack) > 0:
			return true
		case reInPlace.MatchString(strings.TrimSpace(s)) && len(f.MultiattackOr) > 0:
			return true
		case strings.HasPrefix(s, "Melee Weapon Attack") || strings.HasPrefix(s, "Ranged Weapon Attack"):
			return true
		}
		for _, c := range conds {
			c, _, _ = strings.Cut(c, "@")
			if strings.Contains(strings.ToLower(s), c) && !strings.Contains(s, "can") {
				return true
			}
		}
		return false
	}
	debugCtx = "mon " + m.ID + "/" + f.ID
	settled := lastingMonster(desc, &effects)
	riders := grappleRiders(desc, f.ID, &effects)
	shoved := shove(desc, &effects)
	took := standardActions(desc, &effects)
	drained := drain(desc, &effects)
	clauses := riderClauses(desc, f.ID, &effects)
	acts := monsterActs(desc, &effects)
	var bite []content.Effect
	for _, a := range m.Actions {
		if a.ID == "bite" {
			bite = a.Effects
		}
	}
	stoned := petrification(desc, &effects)
	shaped := changeShape(desc, f.ID, &effects)
	swallowed, ok := swallowing(desc, &effects, bite)
	if !ok {
		swallowed = func(string) bool { return false }
	}
	targetIf(desc, "", effects) // monster_target.go
	f.Effects = effects
	formed := multiattackForms(m.ID, desc, &f)
	afflicted := affliction(desc, &f.Effects)
	attached := attach(desc, &f.Effects)
	wounded := wound(desc, &f.Effects)
	corroded := corrode(desc, &f.Effects)
	splits := split(desc, &f)
	charmed := charm(desc, &f.Effects)
	clouded := cloud(desc, &f.Effects)
	risen := rise(desc, &f.Effects)
	drained2 := maxHPDrain(desc, &f.Effects)
	called := call(desc, &f.Effects)
	rests := restCurse(desc, &f.Effects)
	webbed := web(desc, &f.Effects)
	f.Prose = unexplained(desc, explained, func(s string) bool {
		return formed(s) || afflicted(s) || attached(s) || wounded(s) || corroded(s) || splits(s) || charmed(s) || clouded(s) || risen(s) || drained2(s) || called(s) || rests(s) || webbed(s) || settled(s) || riders(s) || shoved(s) || took(s) || drained(s) || clauses(s) || acts(s) || swallowed(s) || stoned(s) || shaped(s)
	}) > 0
	if sc := a.Spellcasting; sc != nil {
		choose := content.Effect{Kind: content.KindChoose}
		for _, sp := range sc.Spells {
			id := sp.URL[strings.LastIndex(sp.URL, "/")+1:]
			c := content.Effect{Kind: content.KindCast, Cast: id, Ability: sc.Ability.Index, DC: sc.DC}
			if sc.Mod != nil && *sc.Mod != 0 { // 0: not given (innate spellcasting)
				c.Bonus = intPtr(*sc.Mod)
			}
			if u := sp.Usage; u != nil && u.Type == "per day" {
				c.Uses, c.Per = u.Times, "day"
			}
			choose.Options = append(choose.Options, c)
		}
		f.Effects = []content.Effect{choose}
		for l := 1; l <= 9; l++ {
			if n, ok := sc.Slots[strconv.Itoa(l)]; ok {
				for len(f.Slots) < l-1 {
					f.Slots = append(f.Slots, 0)
				}
				f.Slots = append(f.Slots, n)
			}
		}
		f.Prose = false // the spells hold the rest
	}
	return f
}

func dbDamageEffect(d dbDamage) content.Effect {
	if d.Choose > 0 {
		c := content.Effect{Kind: content.KindChoose}
		for _, o := range d.From.Options {
			c.Options = append(c.Options, dbDamageEffect(o))
		}
		return c
	}
	return content.Effect{Kind: content.KindDamage, Dice: diceText(d.Dice), Type: d.Type.Index}
}

func condEffects(conds []string) []content.Effect {
	var out []content.Effect
	for _, c := range conds {
		id, dc, _ := strings.Cut(c, "@")
		e := content.Effect{Kind: content.KindCondition, Condition: id}
		e.DC, _ = strconv.Atoi(dc)
		out = append(out, e)
	}
	return out
}

// escape writes a grapple's escape DC into the condition list as
// grappled@DC, read back by condEffects.
func escape(conds []string, desc string) {
	m := reEscape.FindStringSubmatch(desc)
	for i, c := range conds {
		if c == "grappled" && m != nil {
			conds[i] = "grappled@" + m[1]
		}
	}
}

func halfOf(parts []content.Effect) []content.Effect {
	if len(parts) == 0 {
		return nil
	}
	return nil // a half-damage success is carried by OnSuccess: half
}

func saveEffect(dc *dbDC, m *content.Monster) content.Effect {
	e := content.Effect{Kind: content.KindSave, Ability: dc.Type.Index, DC: dc.Value}
	switch dc.Success {
	case "half":
		e.OnSuccess = "half"
	case "none":
		e.OnSuccess = "none"
	}
	return e
}

// areaOf wraps an effect in the area a description names, if any.
func areaOf(desc string, e content.Effect) content.Effect {
	a := reArea.FindStringSubmatch(desc)
	if a == nil {
		return e
	}
	size, _ := strconv.Atoi(a[1])
	shape := a[2]
	if shape == "radius" {
		shape = "sphere"
	}
	area := content.Effect{Kind: content.KindArea, Shape: shape, Size: size, Then: []content.Effect{e}}
	if shape == "line" {
		if w := reWidth.FindStringSubmatch(desc); w != nil {
			area.Width, _ = strconv.Atoi(w[1])
		}
	}
	return area
}

// attackAbility names the ability that, with the proficiency bonus, gives
// the stated attack bonus: str or dex for weapons, else the best mental
// ability; "" when none does (an exception for the arithmetic test).
func attackAbility(m *content.Monster, bonus int, atk content.Effect) string {
	order := []string{"str", "dex"}
	if atk.Attack == "ranged" {
		order = []string{"dex", "str"}
	}
	if atk.Spell {
		order = []string{"int", "wis", "cha", "str", "dex"}
	}
	for _, a := range order {
		if m.PB+mod(m.Abilities[abilityIndex(a)]) == bonus {
			return a
		}
	}
	return ""
}

func hasArea(list []content.Effect) bool {
	found := false
	content.WalkAll(list, func(e *content.Effect) { found = found || e.Kind == content.KindArea })
	return found
}

var (
	reTextSave = regexp.MustCompile(`DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw`)
	reFailDmg  = regexp.MustCompile(`taking \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) ([a-z]+) damage on a failed save`)
	reHalf     = regexp.MustCompile(`half as much damage on a successful`)
)

// textSave reads a save the structured data leaves out: its DC and
// ability, and the damage a failure takes.
func textSave(desc string) (*dbDC, []content.Effect) {
	m := reTextSave.FindStringSubmatch(desc)
	if m == nil {
		return nil, nil
	}
	dc := &dbDC{Value: atoi(m[1]), Success: "none"}
	dc.Type.Index = abilityIDs[strings.ToLower(m[2])]
	var dmg []content.Effect
	if d := reFailDmg.FindStringSubmatch(desc); d != nil {
		dmg = append(dmg, content.Effect{Kind: content.KindDamage, Dice: diceText(d[1]), Type: d[2]})
	}
	return dc, dmg
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// onlyAtZero tells whether a condition is named only in a sentence about
// a target reduced to 0 hit points (the giant spider's poison), which the
// tree does not hold.
func onlyAtZero(desc, cond string) bool {
	named, atZero := false, true
	for _, s := range reSentence.Split(desc, -1) {
		if strings.Contains(strings.ToLower(s), cond) {
			named = true
			atZero = atZero && strings.Contains(s, "to 0 hit points")
		}
	}
	return named && atZero
}
