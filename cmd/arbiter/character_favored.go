package main

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askFavored asks a 2014 ranger's favored enemies (type, two humanoid
// races when humanoids, and a new language) and favored terrains
// (character.FavoredOptions; SRD 5.1, Classes, Ranger).
func askFavored(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	enemies, nEnemies, terrains, nTerrains := c.FavoredOptions()
	if nEnemies == 0 && nTerrains == 0 {
		return c, nil
	}
	for len(spec.FavoredEnemies) < nEnemies {
		var e character.FavoredEnemy
		var err error
		if e.Type, err = a.choose("favored enemy", enemies, enemies[0]); err != nil {
			return nil, err
		}
		if e.Type == "humanoids" {
			err = a.retry("favored enemy: two humanoid races (gnoll orc)", func(s string) error {
				e.Humanoids = strings.Fields(s)
				try := *spec
				try.FavoredEnemies = append(slices.Clone(spec.FavoredEnemies), e)
				_, err := character.Build(&try, cat)
				return err
			})
			if err != nil {
				return nil, err
			}
		}
		langs := []string{"none"}
		for _, l := range cat.Languages() {
			if !slices.Contains(c.Sheet.Languages, l.ID) {
				langs = append(langs, l.ID)
			}
		}
		l, err := a.choose("favored enemy: a language it speaks", langs, langs[0])
		if err != nil {
			return nil, err
		}
		if l != "none" {
			e.Language = l
		}
		spec.FavoredEnemies = append(spec.FavoredEnemies, e)
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
	}
	for len(spec.FavoredTerrains) < nTerrains {
		open := slices.DeleteFunc(slices.Clone(terrains), func(t string) bool { return slices.Contains(spec.FavoredTerrains, t) })
		t, err := a.choose("favored terrain (Natural Explorer)", open, open[0])
		if err != nil {
			return nil, err
		}
		spec.FavoredTerrains = append(spec.FavoredTerrains, t)
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
	}
	return c, nil
}
