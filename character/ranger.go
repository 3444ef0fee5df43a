package character

import (
	"fmt"
	"slices"
	"strings"
)

// FavoredEnemy is one choice of a 2014 ranger's Favored Enemy: a creature
// type, or "humanoids" with two humanoid races, and the language of those
// enemies the ranger learns (empty when they speak none).
type FavoredEnemy struct {
	Type      string   `json:"type"`
	Humanoids []string `json:"humanoids,omitempty"`
	Language  string   `json:"language,omitempty"`
}

// rangerChoice is a 2014 ranger feature whose choices grow with level: the
// catalog's feature ids, each adding one choice.
type rangerChoice struct {
	features []string
	options  []string
}

// favoredEnemy and naturalExplorer are SRD 5.1, Classes, Ranger, Favored
// Enemy (one type at level 1, more at 6 and 14) and Natural Explorer (one
// terrain at level 1, more at 6 and 10).
var (
	favoredEnemy = rangerChoice{
		features: []string{"favored-enemy-1-type", "favored-enemy-2-types", "favored-enemy-3-enemies"},
		options: []string{"aberrations", "beasts", "celestials", "constructs", "dragons", "elementals",
			"fey", "fiends", "giants", "humanoids", "monstrosities", "oozes", "plants", "undead"},
	}
	naturalExplorer = rangerChoice{
		features: []string{"natural-explorer-1-terrain-type", "natural-explorer-2-terrain-types", "natural-explorer-3-terrain-types"},
		options:  []string{"arctic", "coast", "desert", "forest", "grassland", "mountain", "swamp", "underdark"},
	}
)

// count is how many choices the character's features allow, and the cite.
func (r rangerChoice) count(c *Character) (int, string) {
	n, cite := 0, ""
	for _, id := range r.features {
		if c.hasFeature(id) {
			n++
			f, _ := c.cat.ClassFeature(id)
			cite = f.Cite
		}
	}
	return n, cite
}

// RangerChoice is a Favored Enemy or Natural Explorer choice on the sheet,
// with the feature that gives it.
type RangerChoice struct {
	Choice    string   `json:"choice"`
	Humanoids []string `json:"humanoids,omitempty"`
	Language  string   `json:"language,omitempty"`
	Source    string   `json:"source"`
	Rule      string   `json:"rule"`
}

// FavoredOptions lists the creature types and terrains a 2014 ranger may
// choose and how many of each; zeros without the features.
func (c *Character) FavoredOptions() (enemies []string, nEnemies int, terrains []string, nTerrains int) {
	nEnemies, _ = favoredEnemy.count(c)
	nTerrains, _ = naturalExplorer.count(c)
	return favoredEnemy.options, nEnemies, naturalExplorer.options, nTerrains
}

// buildFavored checks a 2014 ranger's favored enemies (each with its
// language, learnt besides the others) and favored terrains.
func (c *Character) buildFavored() error {
	s := c.Spec
	n, cite := favoredEnemy.count(c)
	if len(s.FavoredEnemies) > n {
		return fmt.Errorf("%w: %d favored enemies chosen, %d allowed (Favored Enemy, %s)", ErrIllegal, len(s.FavoredEnemies), n, citeOr(cite, "no Favored Enemy feature"))
	}
	seen := map[string]bool{}
	for i, e := range s.FavoredEnemies {
		if !slices.Contains(favoredEnemy.options, e.Type) {
			return fmt.Errorf("%w: favored enemy %q is not a creature type (choose from %s; %s)", ErrIllegal, e.Type, strings.Join(favoredEnemy.options, ", "), cite)
		}
		if (e.Type == "humanoids") != (len(e.Humanoids) == 2) {
			return fmt.Errorf("%w: favored enemy %s: humanoids are two races, other types none (%d given; %s)", ErrIllegal, e.Type, len(e.Humanoids), cite)
		}
		key := e.Type + ":" + strings.Join(e.Humanoids, "+")
		if seen[key] {
			return fmt.Errorf("%w: favored enemy %s chosen twice (%s)", ErrIllegal, key, cite)
		}
		seen[key] = true
		f, _ := c.cat.ClassFeature(favoredEnemy.features[i])
		if e.Language != "" {
			if _, ok := c.cat.Language(e.Language); !ok {
				return fmt.Errorf("%w language %q (favored enemy %s)", ErrUnknown, e.Language, e.Type)
			}
			if slices.Contains(c.languages, e.Language) {
				return fmt.Errorf("%w: favored enemy %s: language %s is already known; Favored Enemy teaches a new one (%s)", ErrIllegal, e.Type, e.Language, cite)
			}
			c.languages = append(c.languages, e.Language)
		}
		c.Sheet.FavoredEnemies = append(c.Sheet.FavoredEnemies, RangerChoice{Choice: e.Type, Humanoids: slices.Clone(e.Humanoids), Language: e.Language, Source: f.Name, Rule: f.Cite})
	}
	if n > len(s.FavoredEnemies) {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("favored enemy: choose %d more, each with a language (favored_enemies: %s)", n-len(s.FavoredEnemies), strings.Join(favoredEnemy.options, ", ")))
	}
	n, cite = naturalExplorer.count(c)
	if len(s.FavoredTerrains) > n {
		return fmt.Errorf("%w: %d favored terrains chosen, %d allowed (Natural Explorer, %s)", ErrIllegal, len(s.FavoredTerrains), n, citeOr(cite, "no Natural Explorer feature"))
	}
	for i, t := range s.FavoredTerrains {
		if !slices.Contains(naturalExplorer.options, t) {
			return fmt.Errorf("%w: favored terrain %q is not one of %s (%s)", ErrIllegal, t, strings.Join(naturalExplorer.options, ", "), cite)
		}
		if slices.Contains(s.FavoredTerrains[:i], t) {
			return fmt.Errorf("%w: favored terrain %s chosen twice (%s)", ErrIllegal, t, cite)
		}
		f, _ := c.cat.ClassFeature(naturalExplorer.features[i])
		c.Sheet.FavoredTerrains = append(c.Sheet.FavoredTerrains, RangerChoice{Choice: t, Source: f.Name, Rule: f.Cite})
	}
	if n > len(s.FavoredTerrains) {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("natural explorer: choose %d more favored terrains (favored_terrains: %s)", n-len(s.FavoredTerrains), strings.Join(naturalExplorer.options, ", ")))
	}
	return nil
}

// citeOr is cite, or why there is none.
func citeOr(cite, none string) string {
	if cite == "" {
		return none
	}
	return cite
}
