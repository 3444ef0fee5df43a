package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// expandedLists are the subclasses whose spell table widens the class's
// list instead of preparing the spells: the 2014 Fiend's expanded spells
// are chosen as spells known like any other (SRD 5.1, Classes, Warlock,
// Fiend, Expanded Spell List), by ruleset and subclass id.
var expandedLists = map[string]map[string]bool{
	"srd-5.1": {"fiend": true},
}

// landTerrains are a 2014 Circle of the Land druid's lands, in the order
// the catalog lists their circle spells two to a land at each level (SRD
// 5.1, Classes, Druid, Circle Spells), and a 2024 one's, chosen again at
// each long rest (SRD 5.2.1, Classes, Druid, Circle of the Land Spells),
// by ruleset and subclass id.
var landTerrains = map[string]map[string][]string{
	"srd-5.1":   {"land": {"arctic", "coast", "desert", "forest", "grassland", "mountain", "swamp"}},
	"srd-5.2.1": {"circle-of-the-land": {"arid", "polar", "temperate", "tropical"}},
}

// landSpells are the circle spells by land where the catalog has none
// (2024: three at druid level 3, one at 5, 7 and 9; SRD 5.2.1, Classes,
// Druid, Circle of the Land Spells), by ruleset and subclass id.
var landSpells = map[string]map[string]map[string][]content.LevelSpells{
	"srd-5.2.1": {"circle-of-the-land": {
		"arid":      circle([]string{"blur", "burning-hands", "fire-bolt"}, "fireball", "blight", "wall-of-stone"),
		"polar":     circle([]string{"fog-cloud", "hold-person", "ray-of-frost"}, "sleet-storm", "ice-storm", "cone-of-cold"),
		"temperate": circle([]string{"misty-step", "shocking-grasp", "sleep"}, "lightning-bolt", "freedom-of-movement", "tree-stride"),
		"tropical":  circle([]string{"acid-splash", "ray-of-sickness", "web"}, "stinking-cloud", "polymorph", "insect-plague"),
	}},
}

// circle is a 2024 land's table: its level 3 spells, then one at 5, 7, 9.
func circle(third []string, fifth, seventh, ninth string) []content.LevelSpells {
	return []content.LevelSpells{{Level: 3, Spells: third}, {Level: 5, Spells: []string{fifth}},
		{Level: 7, Spells: []string{seventh}}, {Level: 9, Spells: []string{ninth}}}
}

// expanded reports whether a class entry's subclass widens its list.
func (c *Character) expanded(e *classEntry) bool {
	return e.sub != nil && expandedLists[c.cat.Ruleset][e.sub.ID]
}

// onClassList reports whether a spell is on a class entry's list, its
// subclass's expanded spells included.
func (c *Character) onClassList(e *classEntry, id string) bool {
	if e.class.Spellcasting != nil && slices.Contains(e.class.Spellcasting.Spells, id) {
		return true
	}
	if !c.expanded(e) {
		return false
	}
	for _, ls := range e.sub.Spells {
		if slices.Contains(ls.Spells, id) {
			return true
		}
	}
	return false
}

// checkLand checks the spec's land against a Circle of the Land druid.
func (c *Character) checkLand() error {
	land := c.Spec.Land
	for i := range c.classes {
		e := &c.classes[i]
		if e.sub == nil {
			continue
		}
		lands, ok := landTerrains[c.cat.Ruleset][e.sub.ID]
		if !ok {
			continue
		}
		switch {
		case land == "":
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s circle spells: choose a land (land: %s)", e.sub.ID, strings.Join(lands, ", ")))
		case !slices.Contains(lands, land):
			return fmt.Errorf("%w: land %q; a %s druid chooses %s (%s)", ErrIllegal, land, e.sub.ID, strings.Join(lands, ", "), e.sub.Cite)
		}
		return nil
	}
	if land != "" {
		return fmt.Errorf("%w: land %q, and no subclass of the character has circle spells by land", ErrIllegal, land)
	}
	return nil
}

// alwaysPrepared lists a subclass's always-prepared spells up to the class
// level: none for an expanded list; a land druid's its land's two a level.
func (c *Character) alwaysPrepared(e *classEntry) []string {
	if e.sub == nil || c.expanded(e) {
		return nil
	}
	lands, byLand := landTerrains[c.cat.Ruleset][e.sub.ID]
	k := slices.Index(lands, c.Spec.Land)
	if byLand && k < 0 {
		return nil
	}
	table := e.sub.Spells
	if t, ok := landSpells[c.cat.Ruleset][e.sub.ID][c.Spec.Land]; ok {
		table, byLand = t, false
	}
	var out []string
	for _, ls := range table {
		if ls.Level > e.spec.Level {
			continue
		}
		spells := ls.Spells
		if byLand {
			n := len(ls.Spells) / len(lands)
			spells = ls.Spells[k*n : (k+1)*n]
		}
		for _, id := range spells {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// LandOptions lists the lands a Circle of the Land druid chooses from, or
// nil for a character without circle spells by land.
func (c *Character) LandOptions() []string {
	for _, e := range c.classes {
		if e.sub == nil {
			continue
		}
		if lands, ok := landTerrains[c.cat.Ruleset][e.sub.ID]; ok {
			return lands
		}
	}
	return nil
}
