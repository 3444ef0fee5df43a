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
	// Free is how many spells the class levels add for free.
	Free int `json:"free"`
	// CopyCost (gold pieces) and CopyHours are what copying the copied
	// spells took.
	CopyCost  *Value `json:"copy_cost"`
	CopyHours *Value `json:"copy_hours"`
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
	info := &BookInfo{Class: e.class.ID, Free: free}
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
	for _, id := range b.Spells {
		l, err := check(id)
		if err != nil {
			return err
		}
		gained = append(gained, l)
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
	}
	info.Spells, info.Copied = slices.Clone(b.Spells), slices.Clone(b.Copied)
	info.CopyCost, info.CopyHours = value(cost...), value(hours...)
	return nil
}
