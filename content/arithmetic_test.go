package content_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestMonsterArithmetic recomputes, for every monster, each attack bonus
// (proficiency bonus + the modifier of Strength or Dexterity for a weapon,
// of Intelligence, Wisdom or Charisma for a spell attack), each save DC
// (8 + proficiency bonus + an ability modifier) and its passive Perception
// (10 + its Perception bonus, or its Wisdom modifier), from its ability
// scores and its proficiency bonus by CR. What the SRD prints otherwise is
// in arithmeticExceptions, with the reason.
func TestMonsterArithmetic(t *testing.T) {
	seen := map[string]bool{}
	for _, rs := range content.Rulesets() {
		c := open(t, rs)
		for _, m := range c.Monsters() {
			pb := rules.ProficiencyByCR(m.CREighths())
			mods := make([]int, 6)
			for i, s := range m.Abilities {
				mods[i] = rules.Modifier(s)
			}
			check := func(key, what string, ok bool) {
				key = rs + "/" + m.ID + "/" + key
				if ok {
					return
				}
				if _, listed := arithmeticExceptions[key]; listed {
					seen[key] = true
					return
				}
				t.Errorf("%s: %s", key, what)
			}
			for _, list := range [][]content.Feature{m.Traits, m.Actions, m.BonusActions, m.Reactions, m.Legendary} {
				for _, f := range list {
					content.WalkAll(f.Effects, func(e *content.Effect) {
						switch {
						case e.Kind == content.KindAttack && e.Bonus != nil:
							abilities := []int{0, 1}
							if e.Spell {
								abilities = []int{3, 4, 5}
							}
							if a, err := rules.ParseAbility(e.Ability); err == nil && e.Ability != "" {
								abilities = append(abilities, int(a))
							}
							ok := slices.ContainsFunc(abilities, func(a int) bool { return pb+mods[a] == *e.Bonus })
							check(f.ID, fmt.Sprintf("attack bonus %+d is not %d + STR %+d or DEX %+d", *e.Bonus, pb, mods[0], mods[1]), ok)
						case e.Kind == content.KindCast && e.Bonus != nil:
							a, _ := rules.ParseAbility(e.Ability)
							ok := e.DC == 8+pb+mods[a] && *e.Bonus == pb+mods[a]
							check(f.ID+"/"+e.Cast, fmt.Sprintf("spell save DC %d and attack %+d are not 8 + %d + %s %+d", e.DC, *e.Bonus, pb, e.Ability, mods[a]), ok)
						case e.Kind == content.KindSave && e.DC > 0:
							ok := slices.ContainsFunc(mods, func(md int) bool { return 8+pb+md == e.DC })
							check(f.ID+"/dc", fmt.Sprintf("save DC %d is not 8 + %d + an ability modifier %v", e.DC, pb, mods), ok)
						}
					})
				}
			}
			want := 10 + mods[4]
			for _, s := range m.Skills {
				if s.Of == "perception" {
					want = 10 + s.Value
				}
			}
			check("passive-perception", fmt.Sprintf("passive Perception %d, want %d", m.Passive, want), m.Passive == want)
		}
	}
	for key := range arithmeticExceptions {
		if !seen[key] {
			t.Errorf("%s is listed as an exception but now adds up: take it off the list", key)
		}
	}
}
