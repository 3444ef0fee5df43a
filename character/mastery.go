package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// masteryRule is which weapons a Weapon Mastery feature may choose and how
// many choices a long rest may change (-1: all of them).
type masteryRule struct {
	meleeOnly bool
	changes   int
}

// masteryRules are the 2024 Weapon Mastery features by id (SRD 5.2.1,
// Classes: Barbarian, Fighter: simple or martial (melee for the
// barbarian) weapons, one changed on a long rest; Paladin, Ranger, Rogue:
// weapons the character is proficient with, all of them changeable).
// Every feature also needs the weapon to have a mastery property and the
// character to be proficient with it.
var masteryRules = map[string]masteryRule{
	"barbarian-weapon-mastery": {meleeOnly: true, changes: 1},
	"fighter-weapon-mastery":   {changes: 1},
	"paladin-weapon-mastery":   {changes: -1},
	"ranger-weapon-mastery":    {changes: -1},
	"rogue-weapon-mastery":     {changes: -1},
}

// MasteryInfo is the weapon masteries on the sheet: the kinds of weapons
// chosen, how many the features allow, and how many a long rest changes
// (-1: all).
type MasteryInfo struct {
	Weapons []string `json:"weapons,omitempty"`
	Max     *Value   `json:"max"`
	Changes int      `json:"changes"`
}

// masteryFeatures lists the character's Weapon Mastery features.
func (c *Character) masteryFeatures() []*content.ClassFeature {
	var out []*content.ClassFeature
	for _, f := range c.features {
		if f.Masteries > 0 || f.Column == "weapon-mastery" {
			out = append(out, f)
		}
	}
	return out
}

// masteryMax is how many kinds of weapons the features let the character
// master: the largest feature's number (a column of its class table, or
// the feature's own). Decision: features of two classes do not add up.
func (c *Character) masteryMax() *Value {
	var best rules.Term
	for _, f := range c.masteryFeatures() {
		n, src := f.Masteries, f.Name
		if f.Column != "" {
			n = c.column(f.Class, f.Column)
			src = fmt.Sprintf("%s (%s table at level %d)", f.Name, f.Class, c.classLevel(f.Class))
		}
		if n > best.Value {
			best = rules.Term{Value: n, Source: src, Rule: f.Cite}
		}
	}
	if best.Value == 0 {
		return nil
	}
	return value(best)
}

// masteryChanges is how many choices a long rest may change: the most any
// of the features allows.
func (c *Character) masteryChanges() int {
	n := 0
	for _, f := range c.masteryFeatures() {
		r := masteryRules[f.ID]
		if r.changes < 0 {
			return -1
		}
		n = max(n, r.changes)
	}
	return n
}

// canMaster reports whether a feature lets the character master a weapon,
// or why not.
func (c *Character) canMaster(w *content.Weapon) error {
	if w.Mastery == "" {
		return fmt.Errorf("%w: %s has no mastery property (%s)", ErrIllegal, w.ID, w.Cite)
	}
	if !c.proficientWeapon(w) {
		return fmt.Errorf("%w: %s: weapon mastery needs proficiency with the weapon, and the character has none (%s)", ErrIllegal, w.ID, c.masteryFeatures()[0].Cite)
	}
	var why []string
	for _, f := range c.masteryFeatures() {
		r := masteryRules[f.ID]
		if r.meleeOnly && w.Kind != "melee" {
			why = append(why, fmt.Sprintf("%s masters melee weapons only (%s)", f.Name, f.Cite))
			continue
		}
		return nil
	}
	return fmt.Errorf("%w: %s: %s", ErrIllegal, w.ID, strings.Join(why, "; "))
}

// buildMasteries checks the weapons chosen for Weapon Mastery.
func (c *Character) buildMasteries() error {
	ids := c.Spec.Masteries
	most := c.masteryMax()
	if most == nil {
		if len(ids) > 0 {
			return fmt.Errorf("%w: weapon masteries chosen, and no feature of the character gives Weapon Mastery", ErrIllegal)
		}
		return nil
	}
	for i, id := range ids {
		if slices.Contains(ids[:i], id) {
			return fmt.Errorf("%w: weapon mastery %s chosen twice", ErrIllegal, id)
		}
		w, ok := c.cat.Weapon(id)
		if !ok {
			return fmt.Errorf("%w weapon %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		if err := c.canMaster(w); err != nil {
			return err
		}
	}
	if len(ids) > most.Value {
		return fmt.Errorf("%w: weapon mastery: %d kinds of weapons chosen, %d allowed (%s; %s)", ErrIllegal, len(ids), most.Value, most.Terms[0].Source, most.Terms[0].Rule)
	}
	if n := most.Value - len(ids); n > 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("weapon mastery: choose %d more kinds of weapons", n))
	}
	c.Sheet.Masteries = &MasteryInfo{Weapons: slices.Clone(ids), Max: most, Changes: c.masteryChanges()}
	return nil
}

// masters reports whether the character uses a weapon's mastery property.
func (c *Character) masters(w *content.Weapon) bool {
	return w.Mastery != "" && c.Sheet.Masteries != nil && slices.Contains(c.Sheet.Masteries.Weapons, w.ID)
}

// Retrain changes the weapons chosen for Weapon Mastery, as a long rest
// allows (call it after LongRest): it returns the character rebuilt with
// the new choices, or refuses more changes than the features allow.
func (c *Character) Retrain(ids []string) (*Character, error) {
	if c.Sheet.Masteries == nil {
		return nil, fmt.Errorf("%w: no feature of the character gives Weapon Mastery", ErrIllegal)
	}
	changed := 0
	for _, id := range ids {
		if !slices.Contains(c.Spec.Masteries, id) {
			changed++
		}
	}
	if n := c.masteryChanges(); n >= 0 && changed > n {
		return nil, fmt.Errorf("%w: weapon mastery: %d choices changed on a long rest, %d allowed (%s)", ErrIllegal, changed, n, c.masteryFeatures()[0].Cite)
	}
	spec := c.Spec
	spec.Masteries = slices.Clone(ids)
	st := c.State
	spec.State = &st
	return Build(&spec, c.cat)
}
