package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbMagicItem struct {
	Index    string  `json:"index"`
	Name     string  `json:"name"`
	Category dbRef   `json:"equipment_category"`
	Rarity   dbRef   `json:"rarity"`
	Variants []dbRef `json:"variants"`
	Attune   *bool   `json:"attunement"`
	Variant  bool    `json:"variant"`
	Limited  string  `json:"limited-to"`
	Desc     any     `json:"desc"`
}

func (m *dbMagicItem) lines() []string {
	switch d := m.Desc.(type) {
	case string:
		var out []string
		for _, l := range strings.Split(d, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
		return out
	case []any:
		var out []string
		for _, p := range d {
			if s, ok := p.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// itemTypes turns a category id into an item type.
var itemTypes = map[string]string{
	"wondrous-items": "wondrous-item", "potions": "potion", "rings": "ring", "weapons": "weapon", "wands": "wand",
	"staffs": "staff", "rods": "rod", "scrolls": "scroll",
}

var (
	reBonus        = regexp.MustCompile(`\+(\d) bonus to ((?:[A-Za-z ,]|AC)+?)(?:\.|;| while| made| if| when| that| you|$)`)
	rePlusN        = regexp.MustCompile(`\+(\d)\b`)
	reCharges      = regexp.MustCompile(`(?:has|holds) (\d+) charges`)
	reAttuneBy     = regexp.MustCompile(`requires attunement by an? ([^)]+)\)`)
	reParen        = regexp.MustCompile(`^[^(,]+\(([^)]+)\)`)
	reItemSentence = regexp.MustCompile(`[.!?](\s+|$)`)
	reSets         = regexp.MustCompile(`(?i)your (strength|dexterity|constitution|intelligence|wisdom|charisma) (?:score )?(?:is|becomes|changes to) (\d+)`)
)

func dbMagicItems(dir, rs string) ([]content.MagicItem, error) {
	var in []dbMagicItem
	if err := readJSON(filepath.Join(dir, "5e-SRD-Magic-Items.json"), &in); err != nil {
		return nil, err
	}
	of := map[string]string{}
	for _, m := range in {
		for _, v := range m.Variants {
			of[content.Kebab(v.Index)] = content.Kebab(m.Index)
		}
	}
	var out []content.MagicItem
	for _, m := range in {
		lines := m.lines()
		head, body := "", lines
		if len(lines) > 0 {
			head, body = lines[0], lines[1:]
		}
		it := content.MagicItem{
			Ref:      content.Ref{ID: content.Kebab(m.Index), Name: m.Name, Cite: citeOf(rs) + ", Magic Items, " + m.Name},
			Category: m.Category.Index,
			Variant:  m.Variant,
			Rarity:   rarityOf(m.Rarity.Name),
			Of:       of[content.Kebab(m.Index)],
		}
		if t, ok := itemTypes[it.Category]; ok {
			it.Category = t
		}
		for _, v := range m.Variants {
			it.Variants = append(it.Variants, content.Kebab(v.Index))
		}
		low := strings.ToLower(head)
		it.Attune = strings.Contains(low, "requires attunement")
		if m.Attune != nil {
			it.Attune = *m.Attune
		}
		by := m.Limited
		if sub := reAttuneBy.FindStringSubmatch(head); sub != nil {
			by = sub[1]
		}
		it.AttuneBy = by
		for _, w := range regexp.MustCompile(`,\s*(?:or\s+)?|\s+or\s+`).Split(strings.ToLower(by), -1) {
			if w = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(w, "a "), "an ")); w != "" {
				it.AttuneIDs = append(it.AttuneIDs, content.Kebab(w))
			}
		}
		if sub := reParen.FindStringSubmatch(head); sub != nil && regexp.MustCompile(`^(?i)(weapon|armor|shield)`).MatchString(head) {
			it.Base = content.Kebab(sub[1])
		}
		text := strings.Join(body, " ")
		if b := reBonus.FindStringSubmatch(text); b != nil {
			n, _ := strconv.Atoi(b[1])
			what := strings.ToLower(b[2])
			spell := strings.Contains(what, "spell attack")
			if strings.HasPrefix(what, "attack") {
				it.Bonuses.Attack = n
			}
			if strings.Contains(what, "damage roll") {
				it.Bonuses.Damage = n
			}
			if strings.Contains(what, "armor class") || regexp.MustCompile(`\bac\b`).MatchString(what) {
				it.Bonuses.AC = n
			}
			if strings.Contains(what, "saving throw") {
				it.Bonuses.Saves = n
			}
			if spell {
				it.Bonuses.SpellAttack = n
			}
		}
		if p := rePlusN.FindAllStringSubmatch(m.Name, -1); len(p) == 1 {
			it.Bonus, _ = strconv.Atoi(p[0][1])
		}
		if c := reCharges.FindStringSubmatch(text); c != nil {
			it.Charges, _ = strconv.Atoi(c[1])
		}
		it.Cursed = strings.Contains(strings.ToLower(text), "cursed")
		if r := reResist.FindAllStringSubmatch(text, -1); len(r) == 1 && dbDamageTypeIDs[strings.ToLower(r[0][1])] {
			it.Resist = []string{strings.ToLower(r[0][1])}
		}
		if m := reSets.FindStringSubmatch(text); m != nil {
			n, _ := strconv.Atoi(m[2])
			it.Sets = []content.Bonus{{Of: abilityIDs[strings.ToLower(m[1])], Value: n}}
		}
		if len(it.Variants) > 0 {
			it.Bonuses = content.Bonuses{} // each variant has its own
		}
		sentences := len(reItemSentence.Split(strings.TrimSpace(text), -1))
		if strings.HasSuffix(strings.TrimSpace(text), ".") {
			sentences--
		}
		whole := it.Bonuses != (content.Bonuses{}) && sentences <= 1 || len(it.Sets) > 0 && sentences <= 2
		it.Prose = !whole && len(it.Variants) == 0
		out = append(out, it)
	}
	return out, nil
}

// rarityOf turns a rarity into an id; a rarity that depends on the
// variant is "varies".
func rarityOf(s string) string {
	low := strings.ToLower(s)
	if strings.Contains(low, " or ") || strings.Contains(low, "varies") {
		return "varies"
	}
	if i := strings.Index(low, " ("); i > 0 {
		low = low[:i]
	}
	return content.Kebab(low)
}

// gearCategories are the categories a piece of gear may have, most
// specific first.
var gearCategories = []string{"equipment-packs", "ammunition", "arcane-foci", "druidic-foci", "holy-symbols",
	"artisans-tools", "musical-instruments", "gaming-sets", "other-tools", "standard-gear", "kits"}

// toolCategories turn 2014 tool and vehicle categories into ids.
var toolCategories = map[string]string{
	"Artisan's Tools": "artisans-tools", "Gaming Sets": "gaming-sets", "Musical Instrument": "musical-instruments",
	"Other Tools": "other-tools", "Mounts and Other Animals": "mounts", "Tack, Harness, and Drawn Vehicles": "tack-and-vehicles",
	"Waterborne Vehicles": "waterborne-vehicles",
}

// toolKits are the kits that are tools (a proficiency), though 2014 files
// them as adventuring gear.
var toolKits = []string{"disguise-kit", "forgery-kit", "herbalism-kit", "poisoners-kit"}

func dbGear(dir, rs string) ([]content.Gear, error) {
	in, err := readEquipment(dir)
	if err != nil {
		return nil, err
	}
	var raw []struct {
		Index string `json:"index"`
		Gear  *dbRef `json:"gear_category"`
		Tool  string `json:"tool_category"`
		Veh   string `json:"vehicle_category"`
		Qty   int    `json:"quantity"`
		Speed *struct {
			Quantity float64 `json:"quantity"`
			Unit     string  `json:"unit"`
		} `json:"speed"`
		Capacity string `json:"capacity"`
		Contents []struct {
			Item  dbRef `json:"item"`
			Count int   `json:"quantity"`
		} `json:"contents"`
		Ability *dbRef `json:"ability"`
		Utilize []struct {
			Name string `json:"name"`
			DC   *dbDC  `json:"dc"`
		} `json:"utilize"`
	}
	if err := readJSON(filepath.Join(dir, "5e-SRD-Equipment.json"), &raw); err != nil {
		return nil, err
	}
	var out []content.Gear
	for i, e := range in {
		if e.in("weapon") || e.in("weapons") || e.ArmorClass != nil {
			continue
		}
		r := raw[i]
		g := content.Gear{
			Ref:      content.Ref{ID: e.Index, Name: e.Name, Cite: citeOf(rs) + ", Equipment, " + e.Name},
			Category: "adventuring-gear",
			Cost:     content.Cost{Amount: e.Cost.Quantity, Unit: e.Cost.Unit},
			Weight:   e.Weight,
			Quantity: r.Qty,
		}
		for _, c := range gearCategories {
			if e.in(c) || r.Gear != nil && r.Gear.Index == c {
				g.Category = c
				break
			}
		}
		if len(r.Contents) > 0 {
			g.Category = "equipment-packs"
		}
		if c := toolCategories[r.Tool]; c != "" {
			g.Category = c
		}
		if c := toolCategories[r.Veh]; c != "" {
			g.Category = c
		}
		g.Tool = e.in("tools") || r.Tool != "" || slices.Contains(toolKits, e.Index) ||
			slices.Contains([]string{"artisans-tools", "gaming-sets", "musical-instruments", "other-tools"}, g.Category)
		if g.Category == "standard-gear" {
			g.Category = "adventuring-gear"
		}
		if r.Speed != nil {
			g.Speed = int(r.Speed.Quantity)
			g.SpeedPer = map[string]string{"ft/round": "round", "mph": "hour"}[r.Speed.Unit]
		}
		if r.Capacity != "" {
			g.Capacity, _ = strconv.Atoi(strings.Fields(strings.ReplaceAll(r.Capacity, ",", ""))[0])
		}
		for _, c := range r.Contents {
			g.Contents = append(g.Contents, content.Item{ID: c.Item.Index, Count: c.Count})
		}
		if r.Ability != nil {
			g.Ability = r.Ability.Index
		}
		for _, u := range r.Utilize {
			x := content.Utilize{Name: shortLabel(u.Name)}
			if u.DC != nil {
				x.Ability, x.DC = u.DC.Type.Index, u.DC.Value
			}
			g.Utilize = append(g.Utilize, x)
		}
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b content.Gear) int { return strings.Compare(a.ID, b.ID) })
	return out, nil
}

// shortLabel cuts a label to its words within 60 characters.
func shortLabel(s string) string {
	if len(s) <= 60 {
		return s
	}
	cut := strings.LastIndex(s[:60], " ")
	if cut <= 0 {
		cut = 60
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], ",;") + "..."
}
