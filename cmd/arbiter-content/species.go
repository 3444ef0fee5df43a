package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbRace struct {
	Index   string `json:"index"`
	Name    string `json:"name"`
	Speed   int    `json:"speed"`
	Size    string `json:"size"`
	Type    string `json:"type"`
	SizeRaw *struct {
		From struct {
			Options []struct {
				Size string `json:"size"`
			} `json:"options"`
		} `json:"from"`
	} `json:"size_options"`
	Bonuses []struct {
		Ability dbRef `json:"ability_score"`
		Bonus   int   `json:"bonus"`
	} `json:"ability_bonuses"`
	BonusOptions *struct {
		Choose int `json:"choose"`
		From   struct {
			Options []struct {
				Ability dbRef `json:"ability_score"`
				Bonus   int   `json:"bonus"`
			} `json:"options"`
		} `json:"from"`
	} `json:"ability_bonus_options"`
	Languages   []dbRef   `json:"languages"`
	LangOptions *dbChoice `json:"language_options"`
	Traits      []dbRef   `json:"traits"`
	RacialTrait []dbRef   `json:"racial_traits"`
	Subraces    []dbRef   `json:"subraces"`
	Subspecies  []dbRef   `json:"subspecies"`
	Race        *dbRef    `json:"race"`
	Species     *dbRef    `json:"species"`
	DamageType  *dbRef    `json:"damage_type"`
	ProfOptions *dbChoice `json:"starting_proficiency_options"`
}

type dbTrait struct {
	Index       string    `json:"index"`
	Name        string    `json:"name"`
	Desc        any       `json:"desc"`
	Description string    `json:"description"`
	Profs       []dbRef   `json:"proficiencies"`
	ProfChoices *dbChoice `json:"proficiency_choices"`
	LangOptions *dbChoice `json:"language_options"`
	Specific    *struct {
		DamageType *dbRef `json:"damage_type"`
	} `json:"trait_specific"`
}

func (t *dbTrait) text() string {
	if t.Description != "" {
		return t.Description
	}
	switch d := t.Desc.(type) {
	case string:
		return d
	case []any:
		var parts []string
		for _, p := range d {
			if s, ok := p.(string); ok {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, "\n")
	}
	return ""
}

var (
	reResist     = regexp.MustCompile(`(?i)resistance to (\w+) damage`)
	reDarkvision = regexp.MustCompile(`(?i)darkvision`)
	reLineage    = regexp.MustCompile(`^lineage-spell-(.+)$`)
)

// sizeChoices settle species whose size is a choice the 5e-database record
// leaves out (SRD 5.2.1: a human is Medium or Small; open5e has it).
var sizeChoices = map[string]map[string][]string{"srd-5.2.1": {"human": {"small", "medium"}}}

// traitsWhole are traits whose data fields hold all of their rules.
var traitsWhole = []string{"darkvision", "darkvision-60", "darkvision-120", "superior-darkvision", "dwarven-combat-training",
	"keen-senses", "elf-weapon-training", "menacing", "tool-proficiency", "skill-versatility", "dwarven-toughness",
	"extra-language", "wood-elf-speed-increase", "fleet-of-foot"}

// traitAdvantage are the rolls species traits give advantage on.
var traitAdvantage = map[string][]string{
	"brave": {"saves-vs-frightened"}, "fey-ancestry": {"saves-vs-charmed"},
	"dwarven-resilience": {"saves-vs-poisoned"},
	"gnome-cunning":      {"int-saves-vs-magic", "wis-saves-vs-magic", "cha-saves-vs-magic"},
	"gnomish-cunning":    {"int-saves-vs-magic", "wis-saves-vs-magic", "cha-saves-vs-magic"},
}

// hpPerLevel are traits that add hit points per level.
var hpPerLevel = map[string]int{"dwarven-toughness": 1}

func dbSpecies(dir, rs string) ([]content.Species, error) {
	var races, subs []dbRace
	var traits []dbTrait
	raceFile, subFile := "Races", "Subraces"
	if rs != "srd-5.1" {
		raceFile, subFile = "Species", "Subspecies"
	}
	for _, f := range []struct {
		name string
		into any
	}{{raceFile, &races}, {subFile, &subs}, {"Traits", &traits}} {
		if err := readJSON(filepath.Join(dir, "5e-SRD-"+f.name+".json"), f.into); err != nil {
			return nil, err
		}
	}
	byID := map[string]*dbTrait{}
	for i := range traits {
		byID[traits[i].Index] = &traits[i]
	}
	where := citeOf(rs) + ", Races, "
	if rs != "srd-5.1" {
		where = citeOf(rs) + ", Character Origins, "
	}
	var out []content.Species
	for _, r := range append(races, subs...) {
		s := content.Species{
			Ref:   content.Ref{ID: r.Index, Name: r.Name, Cite: where + r.Name},
			Speed: r.Speed,
			Type:  strings.ToLower(r.Type),
		}
		if r.Race != nil {
			s.Of, s.Ref.Cite = r.Race.Index, where+r.Race.Name
		}
		if r.Species != nil {
			s.Of, s.Ref.Cite = r.Species.Index, where+r.Species.Name
		}
		if r.Size != "" {
			s.Size = []string{strings.ToLower(r.Size)}
		}
		if sz, ok := sizeChoices[rs][r.Index]; ok {
			s.Size = sz
		}
		if r.SizeRaw != nil {
			for _, o := range r.SizeRaw.From.Options {
				s.Size = append(s.Size, strings.ToLower(o.Size))
			}
		}
		for _, b := range r.Bonuses {
			s.Abilities = append(s.Abilities, content.Bonus{Of: b.Ability.Index, Value: b.Bonus})
		}
		if o := r.BonusOptions; o != nil {
			ch := &content.Choice{Count: o.Choose}
			for _, x := range o.From.Options {
				ch.From = append(ch.From, x.Ability.Index)
				s.AbilityBonus = x.Bonus
			}
			s.AbilityChoice = ch
		}
		for _, l := range r.Languages {
			s.Languages = append(s.Languages, l.Index)
		}
		if r.LangOptions != nil {
			s.LanguageChoices += r.LangOptions.Choose
		}
		if r.ProfOptions != nil {
			s.ProfChoices = append(s.ProfChoices, content.Choice{Count: r.ProfOptions.Choose, From: r.ProfOptions.ids()})
		}
		for _, sub := range append(r.Subraces, r.Subspecies...) {
			s.Subspecies = append(s.Subspecies, sub.Index)
		}
		if r.DamageType != nil {
			s.DamageType = r.DamageType.Index
		}
		for _, ref := range append(r.Traits, r.RacialTrait...) {
			t, ok := byID[ref.Index]
			if !ok {
				return nil, errf("species %s: no trait %s", r.Index, ref.Index)
			}
			s.Traits = append(s.Traits, convertTrait(t, r.DamageType))
		}
		for _, t := range s.Traits {
			s.Darkvision = max(s.Darkvision, t.Darkvision)
			s.Resist = append(s.Resist, t.Resist...)
			for _, p := range t.Proficiencies {
				if !slices.Contains(s.Proficiencies, p) {
					s.Proficiencies = append(s.Proficiencies, p)
				}
			}
		}
		out = append(out, s)
	}
	return out, nil
}

func convertTrait(t *dbTrait, dt *dbRef) content.Trait {
	text := t.text()
	tr := content.Trait{ID: t.Index, Name: t.Name, HPPerLevel: hpPerLevel[t.Index], Advantage: traitAdvantage[t.Index]}
	if reDarkvision.MatchString(t.Name) {
		tr.Darkvision = feet(t.Name + " " + text)
	}
	for _, m := range reResist.FindAllStringSubmatch(text, -1) {
		if id := strings.ToLower(m[1]); dbDamageTypeIDs[id] && !slices.Contains(tr.Resist, id) {
			tr.Resist = append(tr.Resist, id)
		}
	}
	if len(tr.Resist) > 1 {
		tr.Resist = nil // a choice, which the subspecies settle
	}
	if strings.Contains(t.Index, "damage-resistance") && dt != nil {
		tr.Resist = []string{dt.Index}
	}
	if t.Specific != nil && t.Specific.DamageType != nil && strings.Contains(strings.ToLower(text), "resistance") {
		tr.Resist = []string{t.Specific.DamageType.Index}
	}
	for _, p := range t.Profs {
		tr.Proficiencies = append(tr.Proficiencies, p.Index)
	}
	if t.ProfChoices != nil {
		tr.Choices = append(tr.Choices, content.Choice{Count: t.ProfChoices.Choose, From: t.ProfChoices.ids()})
	}
	if t.LangOptions != nil {
		tr.Languages = t.LangOptions.Choose
	}
	if m := reLineage.FindStringSubmatch(t.Index); m != nil {
		tr.Spells = []string{m[1]}
	}
	whole := slices.Contains(traitsWhole, t.Index) || strings.HasPrefix(t.Index, "lineage-resistance-") ||
		strings.HasPrefix(t.Index, "draconic-damage-resistance-")
	tr.Prose = !whole && text != ""
	return tr
}

// dbDamageTypeIDs are the damage types a trait may name.
var dbDamageTypeIDs = map[string]bool{"acid": true, "bludgeoning": true, "cold": true, "fire": true, "force": true,
	"lightning": true, "necrotic": true, "piercing": true, "poison": true, "psychic": true, "radiant": true,
	"slashing": true, "thunder": true}
