package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askBookSpells asks a level 18 wizard's Spell Mastery spells, a level 20
// wizard's Signature Spells and a Pact of the Tome warlock's cantrips and
// (2024) its two level 1 rituals (character.BookFeatureOptions), offering
// the spells of the levels each takes: the wizard's in its book when it
// has one, the warlock's of any class's list.
func askBookSpells(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	opts := c.BookFeatureOptions()
	for _, id := range slices.Sorted(func(yield func(string) bool) {
		for k := range opts {
			if !yield(k) {
				return
			}
		}
	}) {
		list, name, class, levels, ritual := &spec.SignatureSpells, "signature spells", "wizard", opts[id], false
		switch {
		case strings.Contains(id, "mastery"):
			list, name = &spec.SpellMastery, "spell mastery"
		case strings.Contains(id, "ancient-secrets"): // 2014 Book of Ancient Secrets
			list, name, class, ritual = &spec.TomeRituals, "book of ancient secrets rituals", "", true
		case strings.Contains(id, "tome"):
			list, name, class = &spec.TomeCantrips, "pact of the tome cantrips", ""
			levels = slices.DeleteFunc(slices.Clone(levels), func(l int) bool { return l > 0 })
		}
		var err error
		if c, err = askBook(a, spec, cat, c, list, name, class, levels, ritual); err != nil {
			return nil, err
		}
		if n := len(opts[id]) - len(levels); n > 0 { // 2024 Pact of the Tome's rituals
			if c, err = askBook(a, spec, cat, c, &spec.TomeRituals, "pact of the tome rituals", "", opts[id][len(levels):], true); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// askBook asks the spells of one book feature into list: of the levels
// given, of class's list ("" any class's), rituals only when ritual.
func askBook(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character, list *[]string, name, class string, levels []int, ritual bool) (*character.Character, error) {
	{
		if len(*list) > 0 {
			return c, nil
		}
		var offer []string
		for _, sp := range cat.Spells() {
			if !slices.Contains(levels, sp.Level) || (class != "" && !slices.Contains(sp.Classes, class)) || len(sp.Classes) == 0 || (ritual && !sp.Ritual) {
				continue
			}
			if b := spec.Spellbook; class != "" && b != nil && len(b.Spells)+len(b.Copied) > 0 && !slices.Contains(b.Spells, sp.ID) && !slices.Contains(b.Copied, sp.ID) {
				continue
			}
			offer = append(offer, sp.ID)
		}

		fmt.Fprintf(a.out, "%s: spells of levels %s (blank leaves it open): %s\n", name, strings.Trim(fmt.Sprint(levels), "[]"), strings.Join(offer, ", "))

		err := a.retry(name+" (separated by spaces)", func(s string) error {
			*list = strings.Fields(s)
			next, err := character.Build(spec, cat)
			if err != nil {
				*list = nil
				return err
			}
			c = next
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return c, nil
}
