package character

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestFavoredChoices checks a 2014 ranger's Favored Enemy and Natural
// Explorer choices (SRD 5.1, Classes, Ranger): one enemy type with one of
// its languages and one terrain at level 1; two enemies and two terrains
// at 6; two enemies and three terrains at 10; three and three at 14.
func TestFavoredChoices(t *testing.T) {
	tests := []struct {
		level              int
		enemies, terrains  int
		pendEnemy, pendTer bool
	}{
		{1, 1, 1, false, false},
		{5, 1, 1, false, false},
		{6, 1, 2, true, false},
		{10, 2, 3, false, false},
		{14, 2, 3, true, false},
	}
	all := []FavoredEnemy{{Type: "dragons", Language: "draconic"}, {Type: "humanoids", Humanoids: []string{"gnoll", "orc"}, Language: "orc"}, {Type: "fey", Language: "sylvan"}}
	terr := []string{"forest", "swamp", "underdark"}
	for _, tc := range tests {
		spec, cat := casterSpec(t, "srd-5.1", "ranger", tc.level)
		spec.FavoredEnemies = all[:tc.enemies]
		spec.FavoredTerrains = terr[:tc.terrains]
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("level %d: %v", tc.level, err)
			continue
		}
		sh := c.Sheet
		got := []int{len(sh.FavoredEnemies), len(sh.FavoredTerrains)}
		if want := []int{tc.enemies, tc.terrains}; !slices.Equal(got, want) {
			t.Errorf("level %d: enemies, terrains = %v, want %v", tc.level, got, want)
		}
		if sh.FavoredEnemies[0].Rule != "SRD 5.1, Classes, Ranger, Favored Enemy" || sh.FavoredTerrains[0].Source != "Natural Explorer (1 terrain type)" {
			t.Errorf("level %d: sources %+v %+v", tc.level, sh.FavoredEnemies[0], sh.FavoredTerrains[0])
		}
		for _, e := range spec.FavoredEnemies {
			if !slices.Contains(sh.Languages, e.Language) {
				t.Errorf("level %d: languages %v lack %s", tc.level, sh.Languages, e.Language)
			}
		}
		pend := func(prefix string) bool {
			return slices.ContainsFunc(sh.Pending, func(p string) bool { return strings.HasPrefix(p, prefix) })
		}
		if got, want := []bool{pend("favored enemy:"), pend("natural explorer:")}, []bool{tc.pendEnemy, tc.pendTer}; !slices.Equal(got, want) {
			t.Errorf("level %d: pending enemy, terrain = %v, want %v (%q)", tc.level, got, want, sh.Pending)
		}
	}
	refusals := []struct {
		name     string
		rs       string
		class    string
		enemies  []FavoredEnemy
		terrains []string
		want     string
	}{
		{"two at level 1", "srd-5.1", "ranger", all[:2], nil, "2 favored enemies chosen, 1 allowed (Favored Enemy, SRD 5.1, Classes, Ranger, Favored Enemy)"},
		{"not a type", "srd-5.1", "ranger", []FavoredEnemy{{Type: "goblins"}}, nil, `favored enemy "goblins" is not a creature type`},
		{"one humanoid race", "srd-5.1", "ranger", []FavoredEnemy{{Type: "humanoids", Humanoids: []string{"orc"}}}, nil, "humanoids are two races"},
		{"known language", "srd-5.1", "ranger", []FavoredEnemy{{Type: "dragons", Language: "common"}}, nil, "language common is already known; Favored Enemy teaches a new one"},
		{"bad terrain", "srd-5.1", "ranger", nil, []string{"ocean"}, `favored terrain "ocean" is not one of`},
		{"two terrains at 1", "srd-5.1", "ranger", nil, terr[:2], "2 favored terrains chosen, 1 allowed (Natural Explorer, SRD 5.1, Classes, Ranger, Natural Explorer)"},
		{"not a 2014 ranger", "srd-5.2.1", "ranger", all[:1], nil, "1 favored enemies chosen, 0 allowed (Favored Enemy, no Favored Enemy feature)"},
		{"a fighter", "srd-5.1", "fighter", nil, terr[:1], "1 favored terrains chosen, 0 allowed"},
	}
	for _, tc := range refusals {
		spec, cat := casterSpec(t, tc.rs, tc.class, 1)
		spec.FavoredEnemies, spec.FavoredTerrains = tc.enemies, tc.terrains
		_, err := Build(spec, cat)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
