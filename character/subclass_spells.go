package character

import (
	"fmt"
	"slices"
	"strings"
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
// 5.1, Classes, Druid, Circle Spells), by ruleset and subclass id.
var landTerrains = map[string]map[string][]string{
	"srd-5.1": {"land": {"arctic", "coast", "desert", "forest", "grassland", "mountain", "swamp"}},
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
	var out []string
	for _, ls := range e.sub.Spells {
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
