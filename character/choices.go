package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// The legal choices of a built character, for a builder to list.

// SpellOptions are what a casting class may choose: the cantrips and the
// leveled spells of its list it can cast, how many of each, and whether
// its leveled spells come from a spellbook (whose size the levels give).
type SpellOptions struct {
	Class       string
	Cantrips    []string
	Spells      []string
	MaxCantrips int
	MaxSpells   int
	Verb, Why   string // known or prepared; where the number comes from
	BookFree    int    // the spellbook's free spells; 0 without a book
	// BookSchoolFree of them must be of BookSchool (2024 Evocation Savant).
	BookSchoolFree int
	BookSchool     string
	// Others says which spells off the class's list its features allow
	// (Magical Secrets), or is empty.
	Others string
	// BookSpells are the spells its levels may add to the book: the
	// leveled spells of the list up to the highest level it casts.
	BookSpells []string
}

// SpellOptions lists the spells a casting class of the character may
// choose; false when the class casts nothing yet.
func (c *Character) SpellOptions(class string) (SpellOptions, bool) {
	i := slices.IndexFunc(c.classes, func(e classEntry) bool { return e.class.ID == class })
	if i < 0 {
		return SpellOptions{}, false
	}
	e := &c.classes[i]
	sc := e.class.Spellcasting
	if sc == nil || e.spec.Level < sc.From {
		return SpellOptions{}, false
	}
	lim := c.spellLimits(e)
	out := SpellOptions{Class: class, MaxCantrips: lim.cantrips, MaxSpells: lim.spells, Verb: lim.verb, Why: lim.why}
	list := slices.Clone(sc.Spells)
	if c.expanded(e) { // the 2014 Fiend's expanded spells
		for _, ls := range e.sub.Spells {
			list = append(list, ls.Spells...)
		}
	}
	for _, id := range list {
		sp, ok := c.cat.Spell(id)
		switch {
		case !ok:
		case sp.Level == 0:
			out.Cantrips = append(out.Cantrips, id)
		case sp.Level <= lim.top:
			out.Spells = append(out.Spells, id)
		}
	}
	if sec := c.secretsOf(e); len(sec.rules) > 0 {
		var parts []string
		for i, r := range sec.rules {
			from := "any class's list"
			if r.lists != nil {
				from = "the " + strings.Join(r.lists, ", ") + " lists"
			}
			n := "any number"
			if r.count > 0 {
				n = fmt.Sprint(r.count)
			}
			extra := ""
			if r.extra {
				extra = ", not counted"
			}
			parts = append(parts, fmt.Sprintf("%s: %s from %s%s", sec.names[i], n, from, extra))
		}
		out.Others = strings.Join(parts, "; ")
	}
	if r, ok := spellbooks[class]; ok {
		out.BookFree = r.start + r.perLevel*(e.spec.Level-1)
		if sv, name, ok := c.savantOf(); ok && sv.free {
			out.BookSchoolFree, out.BookSchool = len(savantCaps(e)), sv.school+" ("+name+")"
			out.BookFree += out.BookSchoolFree
		}
		out.BookSpells = out.Spells
	}
	return out, true
}

// MasteryOptions lists the weapons the character may choose for Weapon
// Mastery and how many; 0 without the feature.
func (c *Character) MasteryOptions() ([]string, int) {
	most := c.masteryMax()
	if most == nil {
		return nil, 0
	}
	var out []string
	for _, w := range c.cat.Weapons() {
		if c.canMaster(&w) == nil {
			out = append(out, w.ID)
		}
	}
	return out, most.Value
}

// OptionChoice is a feature whose options are still to choose.
type OptionChoice struct {
	Feature string
	Choose  int
	Options []string
}

// OpenOptions lists the features with options the spec has not chosen.
func (c *Character) OpenOptions() []OptionChoice {
	var out []OptionChoice
	for _, f := range c.features {
		if n := max(f.Choose, 1); len(f.Options) > 0 && len(c.Spec.Options[f.ID]) < n {
			out = append(out, OptionChoice{Feature: f.ID, Choose: n, Options: f.Options})
		}
		if opts := c.orderOptions(f.ID); opts != nil && len(c.Spec.Options[f.ID]) == 0 {
			out = append(out, OptionChoice{Feature: f.ID, Choose: 1, Options: opts})
		}
	}
	return out
}

// FeatOptions lists the feats of a type (general, fighting-style;
// "" for any) whose prerequisites the character meets at a level, not
// yet taken unless repeatable.
func (c *Character) FeatOptions(kind string, level int) []string {
	var out []string
	for _, ft := range c.cat.Feats() {
		if kind != "" && ft.Type != kind || !ft.Repeatable && slices.ContainsFunc(c.feats, func(f *content.Feat) bool { return f.ID == ft.ID }) {
			continue
		}
		probe := *c
		probe.feats = slices.Clone(c.feats)
		probe.Sheet.FeatSources = slices.Clone(c.Sheet.FeatSources)
		if probe.addFeat(ft.ID, level, "", "x") == nil {
			out = append(out, ft.ID)
		}
	}
	return out
}

// WantsStyleFeat reports whether a 2024 Fighting Style feature asks for a
// fighting style feat the spec has not named.
func (c *Character) WantsStyleFeat() bool {
	hasFeature := slices.ContainsFunc(c.features, func(f *content.ClassFeature) bool {
		return len(f.Options) == 0 && strings.HasSuffix(f.ID, "fighting-style")
	})
	if !hasFeature {
		return false
	}
	return !slices.ContainsFunc(c.feats, func(f *content.Feat) bool { return f.Type == "fighting-style" })
}

// WantsOriginFeat reports whether the species gives an origin feat the
// spec has not chosen (2024 human, Versatile).
func (c *Character) WantsOriginFeat() bool {
	x, _ := c.speciesExtra()
	return x.originFeat && !slices.ContainsFunc(c.Sheet.FeatSources, func(f FeatSource) bool { return strings.HasPrefix(f.From, "species ") })
}
