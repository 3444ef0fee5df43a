package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// spellsOn lists the spells of a level on a class's spell list.
func spellsOn(cat *content.Catalog, list string, level int) []string {
	cl, ok := cat.Class(list)
	if !ok || cl.Spellcasting == nil {
		return nil
	}
	var out []string
	for _, id := range cl.Spellcasting.Spells {
		if sp, ok := cat.Spell(id); ok && sp.Level == level {
			out = append(out, id)
		}
	}
	return out
}

// askGranted asks a land druid's land, and the choices of the spells a
// species or a feat gives:
// Magic Initiate's list, the spellcasting ability, and the cantrips and
// level 1 spell (character.GrantOptions).
func askGranted(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	if lands := c.LandOptions(); len(lands) > 0 && spec.Land == "" {
		var err error
		if spec.Land, err = a.choose("land (its circle spells are prepared)", lands, lands[0]); err != nil {
			return nil, err
		}
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
	}
	for _, o := range c.GrantOptions() {
		g := character.Grant{From: o.From}
		var err error
		if len(o.Lists) > 1 {
			if g.List, err = a.choose(o.Name+": spell list", o.Lists, o.Lists[0]); err != nil {
				return nil, err
			}
		} else if o.From != "species" && len(o.Lists) == 1 {
			g.List = o.Lists[0]
			fmt.Fprintf(a.out, "%s: the %s spell list\n", o.Name, g.List)
		}
		if len(o.Abilities) > 1 {
			if g.Ability, err = a.choose(o.Name+": spellcasting ability", o.Abilities, o.Abilities[len(o.Abilities)-1]); err != nil {
				return nil, err
			}
		}
		list := g.List
		if list == "" && len(o.Lists) > 0 {
			list = o.Lists[0]
		}
		spec.Granted = append(spec.Granted, g)
		i := len(spec.Granted) - 1
		var picks []string
		for _, q := range []struct {
			n, level int
			what     string
		}{{o.Cantrips, 0, "cantrips"}, {o.Spells, 1, "level 1 spells"}} {
			if q.n == 0 {
				continue
			}
			keep := ""
			if o.Optional {
				keep = " (blank keeps the species' own)"
			}
			fmt.Fprintf(a.out, "%s %s: %d from %s%s\n", o.Name, q.what, q.n, strings.Join(spellsOn(cat, list, q.level), ", "), keep)
			before := slices.Clone(picks)
			if err := a.retry(q.what+" (separated by spaces)", func(s string) error {
				picks = append(slices.Clone(before), strings.Fields(s)...)
				spec.Granted[i].Spells = picks
				_, err := character.Build(spec, cat)
				return err
			}); err != nil {
				return nil, err
			}
		}
	}
	return character.Build(spec, cat)
}
