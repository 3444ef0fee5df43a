package main

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/goccy/go-yaml"
)

// The Foundry VTT dnd5e actor records (packs/_source/actors24), as far as
// the converter reads them.
type fActor struct {
	Name   string  `yaml:"name"`
	Type   string  `yaml:"type"`
	System fSystem `yaml:"system"`
	Items  []fItem `yaml:"items"`
}

type fSystem struct {
	Abilities map[string]struct {
		Value      int     `yaml:"value"`
		Proficient float64 `yaml:"proficient"`
	} `yaml:"abilities"`
	Skills map[string]struct {
		Value float64 `yaml:"value"`
	} `yaml:"skills"`
	Attributes struct {
		Movement map[string]any `yaml:"movement"`
		Senses   struct {
			Ranges map[string]any `yaml:"ranges"`
		} `yaml:"senses"`
		Spellcasting string `yaml:"spellcasting"`
		AC           struct {
			Flat *int   `yaml:"flat"`
			Calc string `yaml:"calc"`
		} `yaml:"ac"`
		HP struct {
			Max     int    `yaml:"max"`
			Formula string `yaml:"formula"`
		} `yaml:"hp"`
	} `yaml:"attributes"`
	Details struct {
		Alignment string `yaml:"alignment"`
		Type      struct {
			Value   string `yaml:"value"`
			Subtype string `yaml:"subtype"`
			Swarm   string `yaml:"swarm"`
		} `yaml:"type"`
		CR any `yaml:"cr"`
	} `yaml:"details"`
	Resources struct {
		Legact struct {
			Max int `yaml:"max"`
		} `yaml:"legact"`
		Legres struct {
			Max int `yaml:"max"`
		} `yaml:"legres"`
		Lair struct {
			Value bool `yaml:"value"`
		} `yaml:"lair"`
	} `yaml:"resources"`
	Traits struct {
		Size      string  `yaml:"size"`
		DI        fDamage `yaml:"di"`
		DR        fDamage `yaml:"dr"`
		DV        fDamage `yaml:"dv"`
		CI        fDamage `yaml:"ci"`
		Languages struct {
			Value         []string                  `yaml:"value"`
			Custom        string                    `yaml:"custom"`
			Communication map[string]map[string]any `yaml:"communication"`
		} `yaml:"languages"`
	} `yaml:"traits"`
}

type fDamage struct {
	Value    []string `yaml:"value"`
	Bypasses []string `yaml:"bypasses"`
}

type fPart struct {
	Number       any      `yaml:"number"`
	Denomination any      `yaml:"denomination"`
	Bonus        string   `yaml:"bonus"`
	Types        []string `yaml:"types"`
	Custom       struct {
		Enabled bool   `yaml:"enabled"`
		Formula string `yaml:"formula"`
	} `yaml:"custom"`
}

type fUses struct {
	Max      any `yaml:"max"`
	Recovery []struct {
		Period  string `yaml:"period"`
		Formula string `yaml:"formula"`
	} `yaml:"recovery"`
}

type fActivity struct {
	ID         string `yaml:"_id"`
	Type       string `yaml:"type"`
	Sort       int    `yaml:"sort"`
	Activation struct {
		Type  string `yaml:"type"`
		Value *int   `yaml:"value"`
	} `yaml:"activation"`
	Attack struct {
		Ability string `yaml:"ability"`
		Bonus   string `yaml:"bonus"`
		Flat    bool   `yaml:"flat"`
		Type    struct {
			Value string `yaml:"value"`
		} `yaml:"type"`
	} `yaml:"attack"`
	Damage struct {
		IncludeBase bool    `yaml:"includeBase"`
		OnSave      string  `yaml:"onSave"`
		Parts       []fPart `yaml:"parts"`
	} `yaml:"damage"`
	Healing  fPart `yaml:"healing"`
	Duration struct {
		Units string `yaml:"units"`
		Value any    `yaml:"value"`
	} `yaml:"duration"`
	Save struct {
		Ability any `yaml:"ability"`
		DC      struct {
			Calculation string `yaml:"calculation"`
			Formula     string `yaml:"formula"`
		} `yaml:"dc"`
	} `yaml:"save"`
	Target fTarget `yaml:"target"`
	Range  struct {
		Units string `yaml:"units"`
		Value any    `yaml:"value"`
	} `yaml:"range"`
	Effects []struct {
		ID     string `yaml:"_id"`
		OnSave bool   `yaml:"onSave"`
	} `yaml:"effects"`
	Uses  fUses  `yaml:"uses"`
	Name  string `yaml:"name"`
	Spell struct {
		UUID  string `yaml:"uuid"`
		Level any    `yaml:"level"`
	} `yaml:"spell"`
}

// fTarget is an activity's or a spell's target: its area template.
type fTarget struct {
	Template struct {
		Type  string `yaml:"type"`
		Size  any    `yaml:"size"`
		Width any    `yaml:"width"`
	} `yaml:"template"`
	Affects struct {
		Special string `yaml:"special"`
	} `yaml:"affects"`
}

type fItem struct {
	ID     string `yaml:"_id"`
	Name   string `yaml:"name"`
	Type   string `yaml:"type"`
	System struct {
		Type struct {
			Value string `yaml:"value"`
		} `yaml:"type"`
		Activities  map[string]fActivity `yaml:"activities"`
		Uses        fUses                `yaml:"uses"`
		Description struct {
			Value string `yaml:"value"`
		} `yaml:"description"`
		Properties []string `yaml:"properties"`
		Damage     struct {
			Base fPart `yaml:"base"`
		} `yaml:"damage"`
		Range struct {
			Value any `yaml:"value"`
			Long  any `yaml:"long"`
			Reach any `yaml:"reach"`
		} `yaml:"range"`
		MagicalBonus any `yaml:"magicalBonus"`
		Armor        struct {
			Value any `yaml:"value"`
			Dex   any `yaml:"dex"`
		} `yaml:"armor"`
		Equipped bool `yaml:"equipped"`
		// Target is the spell's own target: its area template.
		Target fTarget `yaml:"target"`
	} `yaml:"system"`
	Effects []fEffect `yaml:"effects"`
}

// fEffect is a Foundry active effect: the statuses (conditions) it
// applies and the changes it makes to its target's data.
type fEffect struct {
	ID       string   `yaml:"_id"`
	Statuses []string `yaml:"statuses"`
	Changes  []struct {
		Key   string `yaml:"key"`
		Mode  int    `yaml:"mode"`
		Value string `yaml:"value"`
	} `yaml:"changes"`
}

func num(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case uint64:
		return int(x)
	case int64:
		return int(x)
	case float64:
		return int(x)
	case string:
		n, _ := strconv.Atoi(strings.TrimSpace(x))
		return n
	}
	return 0
}

func foundryMonsters(dir string) ([]content.Monster, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*", "*.yml"))
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	var out []content.Monster
	for _, p := range paths {
		if strings.HasPrefix(filepath.Base(p), "_") {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var a fActor
		if err := yaml.Unmarshal(data, &a); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		m, err := foundryMonster(a)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(p), err)
		}
		out = append(out, m)
	}
	return out, nil
}

var sizes = map[string]string{"tiny": "tiny", "sm": "small", "med": "medium", "lg": "large", "huge": "huge", "grg": "gargantuan"}

// skillCodes maps Foundry's skill codes to skill ids and their abilities.
var skillCodes = map[string][2]string{
	"acr": {"acrobatics", "dex"}, "ani": {"animal-handling", "wis"}, "arc": {"arcana", "int"},
	"ath": {"athletics", "str"}, "dec": {"deception", "cha"}, "his": {"history", "int"},
	"ins": {"insight", "wis"}, "itm": {"intimidation", "cha"}, "inv": {"investigation", "int"},
	"med": {"medicine", "wis"}, "nat": {"nature", "int"}, "prc": {"perception", "wis"},
	"prf": {"performance", "cha"}, "per": {"persuasion", "cha"}, "rel": {"religion", "int"},
	"slt": {"sleight-of-hand", "dex"}, "ste": {"stealth", "dex"}, "sur": {"survival", "wis"},
}

var languageCodes = map[string]string{"deep": "deep-speech", "cant": "thieves-cant", "druidic": "druidic"}

func foundryMonster(a fActor) (content.Monster, error) {
	s := a.System
	m := content.Monster{
		Ref:       content.Ref{ID: content.Kebab(a.Name), Name: a.Name, Cite: cite52 + ", Monsters, " + a.Name},
		Size:      sizes[s.Traits.Size],
		Type:      s.Details.Type.Value,
		Alignment: strings.ToLower(s.Details.Alignment),
		HP:        s.Attributes.HP.Max,
		HitDice:   diceText(s.Attributes.HP.Formula),
	}
	if s.Details.Type.Swarm != "" {
		m.Tags = append(m.Tags, "swarm")
	}
	if s.Details.Type.Subtype != "" {
		for _, t := range strings.Split(s.Details.Type.Subtype, ",") {
			m.Tags = append(m.Tags, content.Kebab(t))
		}
	}
	for i, ab := range abilityOrder {
		m.Abilities[i] = s.Abilities[ab].Value
	}
	cr, eighths, err := crText(toFloat(s.Details.CR))
	if err != nil {
		return m, err
	}
	m.CR, m.PB = cr, pbByCR(eighths)
	for i, ab := range abilityOrder {
		if s.Abilities[ab].Proficient >= 1 {
			m.Saves = append(m.Saves, content.Bonus{Of: ab, Value: mod(m.Abilities[i]) + m.PB})
		}
	}
	codes := make([]string, 0, len(s.Skills))
	for c := range s.Skills {
		codes = append(codes, c)
	}
	slices.SortFunc(codes, func(x, y string) int { return strings.Compare(skillCodes[x][0], skillCodes[y][0]) })
	perception := mod(m.Abilities[abilityIndex("wis")])
	for _, c := range codes {
		sk, ok := skillCodes[c]
		if v := s.Skills[c].Value; ok && v > 0 {
			b := mod(m.Abilities[abilityIndex(sk[1])]) + int(v*float64(m.PB))
			m.Skills = append(m.Skills, content.Bonus{Of: sk[0], Value: b})
			if c == "prc" {
				perception = b
			}
		}
	}
	m.Passive = 10 + perception
	mv := s.Attributes.Movement
	m.Speed = content.Speeds{Walk: num(mv["walk"]), Burrow: num(mv["burrow"]), Climb: num(mv["climb"]),
		Fly: num(mv["fly"]), Swim: num(mv["swim"]), Hover: mv["hover"] == true}
	r := s.Attributes.Senses.Ranges
	m.Senses = content.Senses{Blindsight: num(r["blindsight"]), Darkvision: num(r["darkvision"]),
		Tremorsense: num(r["tremorsense"]), Truesight: num(r["truesight"])}
	for _, l := range s.Traits.Languages.Value {
		if c, ok := languageCodes[l]; ok {
			l = c
		}
		m.Languages = append(m.Languages, l)
	}
	langs, tele := languages(s.Traits.Languages.Custom)
	m.Languages = append(m.Languages, langs...)
	m.Telepathy = tele
	if t, ok := s.Traits.Languages.Communication["telepathy"]; ok && num(t["value"]) > 0 {
		m.Telepathy = num(t["value"])
	}
	m.Vulnerable = foundryDamage(&m, "vulnerable", s.Traits.DV)
	m.Resist = foundryDamage(&m, "resist", s.Traits.DR)
	m.Immune = foundryDamage(&m, "immune", s.Traits.DI)
	m.ConditionImmune = slices.Sorted(slices.Values(s.Traits.CI.Value))
	m.LegendaryUses = s.Resources.Legact.Max
	m.LegendaryResistance = s.Resources.Legres.Max
	m.AC, m.ACFrom = foundryAC(a, &m)
	spellcasting[m.ID] = s.Attributes.Spellcasting

	byID := map[string]*fItem{}
	for i := range a.Items {
		byID[a.Items[i].ID] = &a.Items[i]
	}
	for i := range a.Items {
		it := &a.Items[i]
		if it.Type == "spell" && !slices.Contains(m.Spells, spellID(it.Name)) {
			m.Spells = append(m.Spells, spellID(it.Name))
		}
		if it.Type != "weapon" && it.Type != "feat" {
			continue
		}
		f, where := foundryFeature(it, &m, a.Items)
		switch where {
		case "bonus":
			m.BonusActions = append(m.BonusActions, f)
		case "reaction":
			m.Reactions = append(m.Reactions, f)
		case "legendary":
			m.Legendary = append(m.Legendary, f)
		case "action":
			m.Actions = append(m.Actions, f)
		default:
			m.Traits = append(m.Traits, f)
		}
	}
	slices.Sort(m.Spells)
	settleDCs(&m)
	m.XP = xpFor(&m, eighths)
	if s.Resources.Lair.Value && eighths >= 8 {
		m.LairXP = xpByCR[eighths+8] // the XP of the next CR up (docs/content.md)
	}
	return m, nil
}

func toFloat(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case uint64:
		return float64(x)
	case int64:
		return float64(x)
	case int:
		return float64(x)
	case string:
		f, _ := strconv.ParseFloat(x, 64)
		return f
	}
	return -1
}

func foundryDamage(m *content.Monster, kind string, d fDamage) []string {
	types := slices.Sorted(slices.Values(d.Value))
	if len(d.Bypasses) == 0 {
		return types
	}
	var plain, phys []string
	for _, t := range types {
		if t == "bludgeoning" || t == "piercing" || t == "slashing" {
			phys = append(phys, t)
		} else {
			plain = append(plain, t)
		}
	}
	except := map[string]string{"mgc": "magical", "sil": "silvered", "ada": "adamantine"}[d.Bypasses[0]]
	m.Qualified = append(m.Qualified, content.DamageRule{Kind: kind, Types: phys, Except: except})
	return plain
}

// computedAC marks the monsters whose AC the converter computed.
var computedAC = map[string]bool{}

// foundryAC is the flat AC, or one computed from worn armor and Dexterity.
func foundryAC(a fActor, m *content.Monster) (int, string) {
	c := a.System.Attributes.AC
	if c.Flat != nil {
		if c.Calc == "natural" {
			return *c.Flat, "natural"
		}
		return *c.Flat, ""
	}
	computedAC[m.ID] = true
	dex := mod(m.Abilities[1])
	ac, from, shield := 10+dex, "dex", 0
	for _, it := range a.Items {
		if it.Type != "equipment" {
			continue
		}
		v := num(it.System.Armor.Value)
		switch it.System.Type.Value {
		case "light", "medium", "heavy":
			d := dex
			if cap := it.System.Armor.Dex; cap != nil && it.System.Type.Value != "light" {
				d = min(dex, num(cap))
			}
			if it.System.Type.Value == "heavy" {
				d = 0
			}
			ac, from = v+d, content.Kebab(it.Name)
		case "shield":
			shield = v
		}
	}
	return ac + shield, from
}

var (
	reTags  = regexp.MustCompile(`<[^>]*>`)
	reRolls = regexp.MustCompile(`\[\[[^\]]*\]\](\{[^}]*\})?`)
	reRef   = regexp.MustCompile(`&(?:amp;)?Reference\[([A-Za-z]+)[^\]]*\]`)
	reItem  = regexp.MustCompile(`(?:\b(one|two|three|four|five|six|seven|eight|\d+)\s+)?\[\[/item ([^\]]+)\]\]`)
)

// plain is an item's description without markup, lookups written as X.
func plain(s string) string {
	s = reRef.ReplaceAllString(s, "$1")
	s = reRolls.ReplaceAllString(s, "X")
	s = reTags.ReplaceAllString(s, " ")
	return reSpace.ReplaceAllString(html.UnescapeString(s), " ")
}

// foundryFeature turns a weapon or feat item into a feature and says
// where it goes: action, bonus, reaction, legendary or trait.
func foundryFeature(it *fItem, m *content.Monster, items []fItem) (content.Feature, string) {
	f := content.Feature{}
	stripName(&f, it.Name)
	f.ID = content.Kebab(f.Name)
	acts := make([]fActivity, 0, len(it.System.Activities))
	for _, a := range it.System.Activities {
		acts = append(acts, a)
	}
	slices.SortFunc(acts, func(x, y fActivity) int {
		if x.Sort != y.Sort {
			return x.Sort - y.Sort
		}
		return strings.Compare(x.ID, y.ID)
	})
	where := "trait"
	if it.Type == "weapon" {
		where = "action"
	}
	for _, a := range acts {
		if t := a.Activation.Type; t == "action" || t == "bonus" || t == "reaction" || t == "legendary" {
			where = t
			if t == "legendary" {
				f.Cost = 1
				if a.Activation.Value != nil && *a.Activation.Value > 1 {
					f.Cost = *a.Activation.Value
				}
			}
			break
		}
	}
	if it.Type == "feat" && slices.Contains(it.System.Properties, "trait") {
		where = "trait"
	}
	usesOf(&f, it.System.Uses)
	if f.Uses == 0 && f.Recharge == 0 && len(acts) > 0 {
		usesOf(&f, acts[0].Uses)
	}
	if casts := castEffects(acts, m, items); len(casts) > 0 {
		f.Effects = []content.Effect{{Kind: content.KindChoose, Options: casts}}
		if len(casts) == 1 {
			f.Effects = casts
		}
		f.Prose = false
		return f, where
	}
	status := map[string][]string{}
	for _, e := range it.Effects {
		status[e.ID] = e.Statuses
	}
	for _, a := range acts {
		if e, ok := foundryEffect(a, it, m, status); ok {
			f.Effects = append(f.Effects, e)
		}
	}
	desc := reFoundryNote.ReplaceAllString(plain(it.System.Description.Value), "") // Foundry's notes to its users are no SRD rule
	special := ""
	for _, a := range acts {
		special += a.Target.Affects.Special
	}
	targetIf(desc, special, f.Effects) // monster_target.go
	if strings.HasPrefix(f.Name, "Multiattack") {
		where = "action"
		f.Multiattack, f.Prose = multiattack(it.System.Description.Value, items)
		return f, where
	}
	if len(f.Effects) == 0 && strings.Contains(it.System.Description.Value, "[[/item") {
		// "makes one Tentacle attack": a use of other actions
		f.Multiattack, f.Prose = multiattack(it.System.Description.Value, items)
		return f, where
	}
	if e := reEscape.FindStringSubmatch(desc); e != nil {
		content.WalkAll(f.Effects, func(x *content.Effect) {
			if x.Kind == content.KindCondition && x.Condition == "grappled" {
				x.DC, _ = strconv.Atoi(e[1])
			}
		})
	}
	has := map[content.Kind]bool{}
	var conds []string
	content.WalkAll(f.Effects, func(e *content.Effect) {
		has[e.Kind] = true
		if e.Kind == content.KindCondition {
			conds = append(conds, e.Condition)
		}
	})
	explained := func(s string) bool {
		l := strings.ToLower(s)
		switch {
		case has[content.KindAttack] && (strings.Contains(l, "attack roll") || strings.HasPrefix(l, "x")),
			has[content.KindSave] && (strings.Contains(l, "saving throw") || strings.HasPrefix(l, "failure") || strings.HasPrefix(l, "success") || strings.Contains(l, "half damage")),
			has[content.KindDamage] && strings.Contains(l, "damage") && !strings.Contains(l, "end of") && !strings.Contains(l, "start of"),
			has[content.KindHeal] && strings.Contains(l, "regain"),
			f.Cost > 0 && strings.Contains(l, "legendary action"),
			f.Recharge > 0 && strings.Contains(l, "recharge"):
			return true
		}
		for _, c := range conds {
			if strings.Contains(l, c) && !strings.Contains(l, "until") && !strings.Contains(l, "while") {
				return true
			}
		}
		return false
	}
	debugCtx = "mon " + m.ID + "/" + f.ID
	for _, a := range acts { // "After X minute, it succeeds automatically": the activity's duration
		if u := a.Duration.Units; (u == "minute" || u == "hour") && num(a.Duration.Value) > 0 {
			desc = regexp.MustCompile(`After X (minute|hour)`).ReplaceAllString(desc, "After "+strconv.Itoa(num(a.Duration.Value))+" $1")
			desc = reSecondFor.ReplaceAllString(desc, "${1}"+strconv.Itoa(num(a.Duration.Value))+" $2") // monster_second.go
		}
	}
	second := secondFailure(desc, &f.Effects) // monster_second.go: before lastingMonster gives the conditions one time
	again := reAgain.FindStringSubmatch(desc)
	if again != nil {
		f.Again = "source-turn-" + strings.ToLower(again[1])
	}
	settled := lastingMonster(desc, &f.Effects)
	ownImmunity(&f.Effects, m.ID) // "the Stench of all X": X the monster's own name
	riders := grappleRiders(desc, f.ID, &f.Effects)
	shoved := shove(desc, &f.Effects)
	took := standardActions(desc, &f.Effects)
	drained := drain(desc, &f.Effects)
	var rolls []string // the dice of [[/r 1d6]], written X in desc
	for _, r := range regexp.MustCompile(`\[\[/r (\d+d\d+)\]\]`).FindAllStringSubmatch(it.System.Description.Value, -1) {
		rolls = append(rolls, r[1])
	}
	clauses := riderClauses(desc, f.ID, &f.Effects, rolls...)
	whole := monsterActs(desc, &f.Effects)
	adv := advantageDamage(desc, &f.Effects)
	stoned := petrification(desc, &f.Effects)
	shifted := shapeShift(desc, &f.Effects)
	corroded := corrode(desc, &f.Effects)
	var labeled []string // the dice of [[/r 3d6#label]], written X in desc
	for _, r := range regexp.MustCompile(`\[\[/r (\d+d\d+)#[^\]]*\]\]`).FindAllStringSubmatch(it.System.Description.Value, -1) {
		labeled = append(labeled, r[1])
	}
	afflicted := afflict24(desc, &f, labeled, rolls)
	reacted := react24(desc, &f, rolls)
	f.Prose = unexplained(desc, explained, func(s string) bool {
		return second(s) || settled(s) || riders(s) || shoved(s) || took(s) || drained(s) || clauses(s) || whole(s) || adv(s) || stoned(s) || shifted(s) || corroded(s) || afflicted(s) || reacted(s) || again != nil && reAgain.MatchString(s)
	}) > 0
	if len(f.Effects) == 0 && strings.HasPrefix(f.Name, "Legendary Resistance") {
		f.Prose = false // Monster.LegendaryResistance holds it
	}
	return f, where
}

// reFoundryNote is a note of Foundry's to its users at the end of a text.
var reFoundryNote = regexp.MustCompile(`(?s)\s*Foundry Note\b.*$`)

func usesOf(f *content.Feature, u fUses) {
	for _, r := range u.Recovery {
		switch r.Period {
		case "recharge":
			f.Recharge = num(r.Formula)
			if f.Recharge == 0 {
				f.Recharge = 6
			}
		case "day":
			f.Uses, f.Per = num(u.Max), "day"
		case "lr":
			f.Uses, f.Per = num(u.Max), "long-rest"
		case "sr":
			f.Uses, f.Per = num(u.Max), "short-rest"
		}
	}
}

// multiattack reads "makes two [[/item X]] attacks and uses [[/item Y]]";
// it reports prose when the text offers a choice or names no action.
func multiattack(desc string, items []fItem) ([]content.Use, bool) {
	var out []content.Use
	for _, m := range reItem.FindAllStringSubmatch(desc, -1) {
		n := 1
		if m[1] != "" {
			if v, ok := numberWords[m[1]]; ok {
				n = v
			} else {
				n, _ = strconv.Atoi(m[1])
			}
		}
		ref := strings.TrimSpace(m[2])
		name := ref
		if id := strings.TrimPrefix(ref, "."); !strings.Contains(ref, " ") {
			id, act, _ := strings.Cut(id, ".Activity.")
			for _, it := range items {
				if !strings.EqualFold(it.ID, id) {
					continue
				}
				name = it.Name
				for k, a := range it.System.Activities {
					if act != "" && strings.EqualFold(k, act) && a.Spell.UUID != "" {
						name = spellFromUUID(a.Spell.UUID)
						for _, sp := range items {
							if sp.Type == "spell" && strings.HasPrefix(squash(sp.Name), squash(name)) {
								name = sp.Name
							}
						}
					}
				}
			}
		}
		var tmp content.Feature
		stripName(&tmp, name)
		out = append(out, content.Use{Action: content.Kebab(tmp.Name), Count: n})
	}
	text := strings.ToLower(plain(desc))
	prose := len(out) == 0
	for _, w := range []string{" or ", "either", "replace", "instead"} {
		prose = prose || strings.Contains(text, w)
	}
	return out, prose
}

func squash(s string) string { return strings.ReplaceAll(content.Kebab(s), "-", "") }

// spellFromUUID names the spell of a compendium id such as
// Compendium.dnd5e.spells24.Item.phbsplMindSpike0: Mind Spike.
func spellFromUUID(uuid string) string {
	i := strings.LastIndex(uuid, ".")
	s := strings.TrimRight(uuid[i+1:], "0")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "phbspl"), "phb")
	return regexp.MustCompile(`([a-z])([A-Z])`).ReplaceAllString(s, "$1 $2")
}

// foundryEffect builds one activity's effect.
func foundryEffect(a fActivity, it *fItem, m *content.Monster, status map[string][]string) (content.Effect, bool) {
	var conds []content.Effect
	for _, e := range a.Effects {
		if e.OnSave {
			continue
		}
		for _, s := range status[e.ID] {
			if !slices.Contains(conditionIDs, s) && s != "exhaustion" {
				continue // Foundry statuses that are not conditions (cursed, diseased...)
			}
			conds = append(conds, content.Effect{Kind: content.KindCondition, Condition: s})
		}
	}
	switch a.Type {
	case "attack":
		e := content.Effect{Kind: content.KindAttack, Attack: a.Attack.Type.Value}
		if e.Attack == "" {
			// Foundry leaves the type to the item: ranged weapons and
			// natural weapons with a range and no reach shoot
			e.Attack = "melee"
			if strings.HasSuffix(it.System.Type.Value, "R") || num(it.System.Range.Value) > 0 && num(it.System.Range.Reach) == 0 {
				e.Attack = "ranged"
			}
		}
		ab := a.Attack.Ability
		if ab == "" || ab == "none" {
			ab = "str"
			dex := m.Abilities[1] > m.Abilities[0]
			kind := it.System.Type.Value // simpleM, martialR, natural...
			thrownMelee := strings.HasSuffix(kind, "M") && slices.Contains(it.System.Properties, "thr")
			if strings.HasSuffix(kind, "R") || e.Attack == "ranged" && !thrownMelee || slices.Contains(it.System.Properties, "fin") && dex {
				ab = "dex"
			}
			if a.Attack.Ability == "none" {
				ab = ""
			}
		}
		modv := 0
		if ab != "" {
			modv = mod(m.Abilities[abilityIndex(ab)])
			e.Ability = ab
		}
		bonus := m.PB + modv + num(it.System.MagicalBonus) + num(a.Attack.Bonus)
		if a.Attack.Flat {
			bonus = num(a.Attack.Bonus)
		}
		e.Bonus = intPtr(bonus)
		switch {
		case strings.HasSuffix(it.System.Type.Value, "M") && slices.Contains(it.System.Properties, "thr"):
			e.Attack = "melee-or-ranged"
			e.Reach = max(num(it.System.Range.Reach), 5)
			e.Range, e.Long = num(it.System.Range.Value), num(it.System.Range.Long)
		case e.Attack == "melee":
			e.Reach = max(num(it.System.Range.Reach), 5)
		default:
			e.Range, e.Long = num(it.System.Range.Value), num(it.System.Range.Long)
		}
		if a.Damage.IncludeBase && it.Type == "weapon" {
			e.Hit = append(e.Hit, part(it.System.Damage.Base, modv+num(it.System.MagicalBonus), m)...)
		}
		for _, p := range a.Damage.Parts {
			e.Hit = append(e.Hit, part(p, 0, m)...)
		}
		e.Hit = append(e.Hit, conds...)
		return e, true
	case "save":
		e := content.Effect{Kind: content.KindSave}
		switch ab := a.Save.Ability.(type) {
		case []any:
			if len(ab) > 0 {
				e.Ability = fmt.Sprint(ab[0])
			}
		case string:
			e.Ability = ab
		}
		switch c := a.Save.DC.Calculation; c {
		case "":
			e.DC = num(a.Save.DC.Formula)
		case "spellcasting":
			e.DC = 8 + m.PB + mod(m.Abilities[abilityIndex(spellAbilityOf(m))])
		default:
			e.DC = 8 + m.PB + mod(m.Abilities[max(abilityIndex(c), 0)])
		}
		e.OnSuccess = a.Damage.OnSave
		if e.OnSuccess == "full" || e.OnSuccess == "" || len(a.Damage.Parts) == 0 {
			e.OnSuccess = "none"
		}
		for _, p := range a.Damage.Parts {
			e.Fail = append(e.Fail, part(p, 0, m)...)
		}
		e.Fail = append(e.Fail, conds...)
		if a.Target.Template.Type == "" && a.Range.Units == "ft" {
			e.Range = num(a.Range.Value) // one creature within so many feet (a vampire spawn's Bite)
		}
		return wrapArea(a, e), true
	case "damage":
		var parts []content.Effect
		for _, p := range a.Damage.Parts {
			parts = append(parts, part(p, 0, m)...)
		}
		if len(parts) == 0 {
			return content.Effect{}, false
		}
		if len(parts) == 1 {
			return wrapArea(a, parts[0]), true
		}
		return wrapArea(a, content.Effect{Kind: content.KindRepeat, Count: 1, Then: parts}), true
	case "heal":
		h := part(a.Healing, 0, m)
		if len(h) == 0 {
			return content.Effect{}, false
		}
		h[0].Kind, h[0].Type = content.KindHeal, ""
		if len(a.Healing.Types) == 1 && a.Healing.Types[0] == "temphp" {
			h[0].Kind = content.KindTempHP // a unicorn's Shimmering Shield
		}
		return wrapArea(a, h[0]), true
	}
	return content.Effect{}, false
}

// spellcasting holds each monster's spellcasting ability while converting.
var spellcasting = map[string]string{}

// spellAbilityOf is the ability a monster's DC calculation "spellcasting"
// uses: the actor's spellcasting ability when it is a mental one, else its
// best mental ability.
func spellAbilityOf(m *content.Monster) string {
	if a := spellcasting[m.ID]; a == "int" || a == "wis" || a == "cha" {
		return a
	}
	best := "int"
	for _, a := range []string{"wis", "cha"} {
		if m.Abilities[abilityIndex(a)] > m.Abilities[abilityIndex(best)] {
			best = a
		}
	}
	return best
}

func wrapArea(a fActivity, e content.Effect) content.Effect {
	t := a.Target.Template
	if t.Type == "" {
		return e
	}
	shape := t.Type
	switch shape {
	case "radius", "circle":
		shape = "emanation"
	case "wall":
		shape = "line"
	}
	area := content.Effect{Kind: content.KindArea, Shape: shape, Size: num(t.Size), Then: []content.Effect{e}}
	if shape == "line" {
		area.Width = num(t.Width)
	}
	return area
}

// part writes one Foundry damage part as damage effects (one per type, a
// choose when the part offers several), adding bonus to the dice.
func part(p fPart, bonus int, m *content.Monster) []content.Effect {
	var dice string
	switch {
	case p.Custom.Enabled:
		dice = diceText(p.Custom.Formula)
	case num(p.Number) > 0 && num(p.Denomination) > 0:
		dice = fmt.Sprintf("%dd%d", num(p.Number), num(p.Denomination))
	}
	b := bonus
	switch strings.TrimSpace(p.Bonus) {
	case "":
	case "@mod":
		// the attack's modifier, already in bonus for weapons
	case "@abilities.str.mod":
		b += mod(m.Abilities[0])
	case "@abilities.dex.mod":
		b += mod(m.Abilities[1])
	default:
		b += num(p.Bonus)
	}
	switch {
	case dice == "" && b == 0:
		return nil
	case dice == "":
		dice = strconv.Itoa(b)
	case b > 0:
		dice += "+" + strconv.Itoa(b)
	case b < 0:
		dice += strconv.Itoa(b)
	}
	if len(p.Types) <= 1 {
		e := content.Effect{Kind: content.KindDamage, Dice: dice}
		if len(p.Types) == 1 {
			e.Type = p.Types[0]
		}
		return []content.Effect{e}
	}
	c := content.Effect{Kind: content.KindChoose}
	for _, t := range slices.Sorted(slices.Values(p.Types)) {
		c.Options = append(c.Options, content.Effect{Kind: content.KindDamage, Dice: dice, Type: t})
	}
	return []content.Effect{c}
}

// handDCs are save DCs where Foundry's data disagrees with the SRD 5.2.1
// text (as open5e gives it): monster/feature -> DC (docs/content.md).
var handDCs = map[string]int{
	"adult-gold-dragon/weakening-breath": 21,
}

func settleDCs(m *content.Monster) {
	for _, list := range [][]content.Feature{m.Traits, m.Actions, m.BonusActions, m.Reactions, m.Legendary} {
		for i := range list {
			dc, ok := handDCs[m.ID+"/"+list[i].ID]
			if !ok {
				continue
			}
			content.WalkAll(list[i].Effects, func(e *content.Effect) {
				if e.Kind == content.KindSave {
					e.DC = dc
				}
			})
		}
	}
}

// castEffects turns Foundry's cast activities into cast effects, with the
// monster's spell save DC and attack bonus from its spellcasting ability.
func castEffects(acts []fActivity, m *content.Monster, items []fItem) []content.Effect {
	var out []content.Effect
	ab := spellAbilityOf(m)
	md := mod(m.Abilities[abilityIndex(ab)])
	for _, a := range acts {
		if a.Type != "cast" || a.Spell.UUID == "" {
			continue
		}
		name := spellFromUUID(a.Spell.UUID)
		for _, sp := range items {
			if sp.Type == "spell" && strings.HasPrefix(squash(sp.Name), squash(name)) {
				name = sp.Name
			}
		}
		c := content.Effect{Kind: content.KindCast, Cast: spellID(name), Ability: ab, DC: 8 + m.PB + md,
			Bonus: intPtr(m.PB + md), Level: num(a.Spell.Level)}
		var f content.Feature
		usesOf(&f, a.Uses)
		c.Uses, c.Per = f.Uses, f.Per
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b content.Effect) int { // at will first, then by uses, then by id
		if (a.Uses == 0) != (b.Uses == 0) {
			if a.Uses == 0 {
				return -1
			}
			return 1
		}
		if a.Uses != b.Uses {
			return b.Uses - a.Uses
		}
		return strings.Compare(a.Cast, b.Cast)
	})
	return out
}

// spellAliases are Foundry's spell names that SRD 5.2.1 writes otherwise.
var spellAliases = map[string]string{"melfs-acid-arrow": "acid-arrow"}

func spellID(name string) string {
	id := content.Kebab(name)
	if a, ok := spellAliases[id]; ok {
		return a
	}
	return id
}
