package character

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Spellbook is a wizard's book: the spells its levels gave (six level 1
// spells at the first level, two a level after, each of a level the
// wizard had slots for) and those copied in from scrolls and other books.
type Spellbook struct {
	Spells []string `json:"spells,omitempty"`
	Copied []string `json:"copied,omitempty"`
}

// bookRule is how a class's spellbook fills: start spells of level 1 at
// its first level, perLevel at each level after, and gold and hours per
// spell level to copy one in. Both SRDs give the wizard the same numbers
// (SRD 5.1 and SRD 5.2.1, Wizard, Spellcasting: Spellbook; Copying a
// Spell into the Book).
type bookRule struct {
	start, perLevel int
	gold, hours     int
}

// spellbooks are the classes that keep a spellbook, by class id.
var spellbooks = map[string]bookRule{
	"wizard": {start: 6, perLevel: 2, gold: 50, hours: 2},
}

// BookInfo is the spellbook on the sheet: what it holds, how many spells
// the levels give for free, and what the copied ones cost.
type BookInfo struct {
	Class  string   `json:"class"`
	Spells []string `json:"spells,omitempty"`
	Copied []string `json:"copied,omitempty"`
	// Free is how many spells the class levels add for free; SchoolFree
	// how many of them a savant feature adds of its school only (2024
	// Evocation Savant).
	Free       int `json:"free"`
	SchoolFree int `json:"school_free,omitempty"`
	// CopyCost (gold pieces) and CopyHours are what copying the copied
	// spells took.
	CopyCost  *Value `json:"copy_cost"`
	CopyHours *Value `json:"copy_hours"`
}

// savant is a subclass feature that changes the spellbook for one school:
// copying its spells at half the gold and time (2014 Evocation Savant, SRD
// 5.1, Classes, Wizard, School of Evocation), or free spells of it (2024
// Evocation Savant, SRD 5.2.1, Classes, Wizard, Evoker: two of level 2 or
// lower at wizard level 3, and one more at each wizard level that gives a
// new level of spell slots).
type savant struct {
	school string
	half   bool
	free   bool
}

// savants are those features by ruleset and feature id.
var savants = map[string]map[string]savant{
	"srd-5.1":   {"evocation-savant": {school: "evocation", half: true}},
	"srd-5.2.1": {"evoker-evocation-savant": {school: "evocation", free: true}},
}

// savantOf is the character's savant feature, if any, with its name.
func (c *Character) savantOf() (savant, string, bool) {
	for _, f := range c.features {
		if sv, ok := savants[c.cat.Ruleset][f.ID]; ok {
			return sv, f.Name, true
		}
	}
	return savant{}, "", false
}

// savantCaps are the highest spell levels of a free-spell savant's extra
// spells at a class level: two of level 2 or lower at level 3, then one
// of the new level at each level whose table first gives it.
func savantCaps(e *classEntry) []int {
	if e.spec.Level < 3 {
		return nil
	}
	caps := []int{2, 2}
	for l := 4; l <= e.spec.Level; l++ {
		if top := topLevel(e.class, l); top > topLevel(e.class, l-1) {
			caps = append(caps, top)
		}
	}
	return caps
}

// bookClass is the character's class that keeps a spellbook, if any.
func (c *Character) bookClass() (*classEntry, bookRule, bool) {
	for i := range c.classes {
		if r, ok := spellbooks[c.classes[i].class.ID]; ok {
			return &c.classes[i], r, true
		}
	}
	return nil, bookRule{}, false
}

// bookFor is the spellbook's spells when a class prepares from one the
// spec lists, nil otherwise.
func (c *Character) bookFor(class string) []string {
	b := c.Spec.Spellbook
	if _, ok := spellbooks[class]; !ok || b == nil {
		return nil
	}
	return append(slices.Clone(b.Spells), b.Copied...)
}

// buildSpellbook checks the spellbook: spells of the class's list, no more
// than its levels give, each of a level the class had slots for when the
// level was gained; copied spells of a level it has slots for now.
func (c *Character) buildSpellbook() error {
	e, rule, ok := c.bookClass()
	b := c.Spec.Spellbook
	if !ok {
		if b != nil {
			return fmt.Errorf("%w: a spellbook, and no class of the character keeps one", ErrIllegal)
		}
		return nil
	}
	cite := e.class.Cite + ", Spellbook"
	free := rule.start + rule.perLevel*(e.spec.Level-1)
	base := free
	sv, svName, hasSavant := c.savantOf()
	var extraCaps []int
	if hasSavant && sv.free {
		extraCaps = savantCaps(e)
		free += len(extraCaps)
	}
	info := &BookInfo{Class: e.class.ID, Free: free, SchoolFree: len(extraCaps)}
	c.Sheet.Spellbook = info
	if b == nil {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s spellbook: list its %d spells (%d of level 1 at level 1, %d each level after)", e.class.ID, free, rule.start, rule.perLevel))
		info.CopyCost, info.CopyHours = value(), value()
		return nil
	}
	sc := e.class.Spellcasting
	levels := map[string]int{}
	check := func(id string) (int, error) {
		if _, dup := levels[id]; dup {
			return 0, fmt.Errorf("%w: %s spellbook lists %s twice", ErrIllegal, e.class.ID, id)
		}
		sp, ok := c.cat.Spell(id)
		if !ok {
			return 0, fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		if sc == nil || !slices.Contains(sc.Spells, id) {
			return 0, fmt.Errorf("%w: %s is not on the %s spell list (%s)", ErrIllegal, id, e.class.ID, e.class.Cite)
		}
		if sp.Level == 0 {
			return 0, fmt.Errorf("%w: %s is a cantrip; cantrips are known, not kept in the spellbook (%s)", ErrIllegal, id, cite)
		}
		levels[id] = sp.Level
		return sp.Level, nil
	}
	var gained []int
	other := 0
	for _, id := range b.Spells {
		l, err := check(id)
		if err != nil {
			return err
		}
		gained = append(gained, l)
		if sp, _ := c.cat.Spell(id); sp.School != sv.school {
			other++
		}
	}
	if len(extraCaps) > 0 && other > base {
		return fmt.Errorf("%w: %s spellbook: %d spells of other schools than %s, %d allowed (%d free by level; %s adds %d of %s only) (%s)", ErrIllegal, e.class.ID, other, sv.school, base, base, svName, len(extraCaps), sv.school, cite)
	}
	if len(gained) > free {
		return fmt.Errorf("%w: %s spellbook: %d spells gained by level, %d allowed (%d at level 1, %d each level after; copy the others into copied) (%s)", ErrIllegal, e.class.ID, len(gained), free, rule.start, rule.perLevel, cite)
	}
	// Each level's free spells are of a level it had slots for: the
	// first level's of level 1, each later level's up to its table's
	// highest slot. Enough room exists for every spell of level k or more
	// when no more of them are listed than levels that could add one.
	var caps []int
	for range rule.start {
		caps = append(caps, 1)
	}
	for l := 2; l <= e.spec.Level; l++ {
		for range rule.perLevel {
			caps = append(caps, topLevel(e.class, l))
		}
	}
	caps = append(caps, extraCaps...)
	for k := 2; k <= 9; k++ {
		have, room := 0, 0
		for _, g := range gained {
			if g >= k {
				have++
			}
		}
		for _, cp := range caps {
			if cp >= k {
				room++
			}
		}
		if have > room {
			return fmt.Errorf("%w: %s spellbook: %d spells of level %d or higher gained by level, and only %d of the levels gained could add one (%s)", ErrIllegal, e.class.ID, have, k, room, cite)
		}
	}
	if n := free - len(gained); n > 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s spellbook: %d spells to add", e.class.ID, n))
	}
	top := topLevel(e.class, e.spec.Level)
	var cost, hours []rules.Term
	for _, id := range b.Copied {
		l, err := check(id)
		if err != nil {
			return err
		}
		if l > top {
			return fmt.Errorf("%w: %s is a level %d spell; %s %d copies spells up to level %d (%s)", ErrIllegal, id, l, e.class.ID, e.spec.Level, top, cite)
		}
		cost = append(cost, rules.Term{Value: rule.gold * l, Source: fmt.Sprintf("%s (level %d × %d gp)", id, l, rule.gold), Rule: cite})
		hours = append(hours, rules.Term{Value: rule.hours * l, Source: fmt.Sprintf("%s (level %d × %d hours)", id, l, rule.hours), Rule: cite})
		if sp, _ := c.cat.Spell(id); hasSavant && sv.half && sp.School == sv.school {
			svCite := c.cite("Classes, Wizard, " + svName)
			cost = append(cost, rules.Term{Value: -rule.gold * l / 2, Source: fmt.Sprintf("%s: half for %s (%s)", svName, id, sv.school), Rule: svCite})
			hours = append(hours, rules.Term{Value: -rule.hours * l / 2, Source: fmt.Sprintf("%s: half for %s (%s)", svName, id, sv.school), Rule: svCite})
		}
	}
	info.Spells, info.Copied = slices.Clone(b.Spells), slices.Clone(b.Copied)
	info.CopyCost, info.CopyHours = value(cost...), value(hours...)
	return nil
}
