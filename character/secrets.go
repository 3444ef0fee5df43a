package character

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// secretRule is a feature that lets its class take spells off its own
// list: from lists (nil: any class's), count of them (0: no limit), and
// whether they are beyond the number known or prepared (extra).
type secretRule struct {
	lists []string
	count int
	extra bool
}

// secrets are those features by ruleset and feature id: 2014 Magical
// Secrets, two spells of any class at bard levels 10, 14 and 18, counted
// as spells known, and the College of Lore's Additional Magical Secrets,
// two more at 6 not counted (SRD 5.1, Classes, Bard); 2024 Magical
// Secrets, the bard's prepared spells from the bard, cleric, druid and
// wizard lists, and Lore's Magical Discoveries, two from the cleric, druid
// or wizard lists always prepared (SRD 5.2.1, Classes, Bard).
var secrets = map[string]map[string]secretRule{
	"srd-5.1": {
		"magical-secrets-1":          {count: 2},
		"magical-secrets-2":          {count: 2},
		"magical-secrets-3":          {count: 2},
		"additional-magical-secrets": {count: 2, extra: true},
	},
	"srd-5.2.1": {
		"bard-magical-secrets":     {lists: []string{"bard", "cleric", "druid", "wizard"}},
		"lore-magical-discoveries": {lists: []string{"cleric", "druid", "wizard"}, count: 2, extra: true},
	},
}

// secretsOf sums a class's secret features: how many spells off its list
// it may take (unlimited when one feature sets no count), how many of
// them are beyond its number, and the features' names and citation.
type secretSum struct {
	limit     int
	unlimited bool
	extra     int
	names     []string
	cite      string
	rules     []secretRule
}

func (c *Character) secretsOf(e *classEntry) secretSum {
	var out secretSum
	for _, f := range c.features {
		r, ok := secrets[c.cat.Ruleset][f.ID]
		if !ok || f.Class != e.class.ID {
			continue
		}
		out.rules = append(out.rules, r)
		out.names = append(out.names, f.Name)
		out.cite = f.Cite
		switch {
		case r.extra:
			out.extra += r.count
			out.limit += r.count
		case r.count == 0:
			out.unlimited = true
		default:
			out.limit += r.count
		}
	}
	return out
}

// secretAllows reports whether a secret feature lets the class take a
// spell that is not on its list.
func (c *Character) secretAllows(sum secretSum, sp *content.Spell) bool {
	onList := func(list string) bool {
		cl, ok := c.cat.Class(list)
		return ok && cl.Spellcasting != nil && slices.Contains(cl.Spellcasting.Spells, sp.ID)
	}
	for _, r := range sum.rules {
		if r.lists == nil {
			for _, cl := range c.cat.Classes() {
				if onList(cl.ID) {
					return true
				}
			}
		}
		if slices.ContainsFunc(r.lists, onList) {
			return true
		}
	}
	return false
}

// what names a secret sum's features for an error.
func (s secretSum) what() string { return strings.Join(s.names, ", ") }
