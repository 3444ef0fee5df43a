package character

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// orderOption is one choice of a feature the catalog keeps as text: the
// training it gives, extra cantrips, and the skills its class's casting
// ability (at least +1) adds to.
type orderOption struct {
	prof     []string
	cantrips int
	skills   []string
	ability  rules.Ability
}

// orders are those features' options by ruleset and feature id: 2024
// Divine Order (Protector: martial weapons and heavy armor; Thaumaturge:
// one more cleric cantrip and WIS to Arcana and Religion), SRD 5.2.1,
// Classes, Cleric; Primal Order (Magician: one more druid cantrip and WIS
// to Arcana and Nature; Warden: martial weapons and medium armor), SRD
// 5.2.1, Classes, Druid.
var orders = map[string]map[string]map[string]orderOption{
	"srd-5.2.1": {
		"cleric-divine-order": {
			"protector":   {prof: []string{"martial-weapons", "heavy-armor"}},
			"thaumaturge": {cantrips: 1, skills: []string{"arcana", "religion"}, ability: rules.WIS},
		},
		"druid-primal-order": {
			"magician": {cantrips: 1, skills: []string{"arcana", "nature"}, ability: rules.WIS},
			"warden":   {prof: []string{"martial-weapons", "medium-armor"}},
		},
	},
}

// orderOptions lists a feature's options when it is one of orders.
func (c *Character) orderOptions(feature string) []string {
	m, ok := orders[c.cat.Ruleset][feature]
	if !ok {
		return nil
	}
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// takeOrder checks and takes the spec's choice of an order feature;
// false when the feature is not one.
func (c *Character) takeOrder(feature string, chosen []string) (bool, error) {
	m, ok := orders[c.cat.Ruleset][feature]
	if !ok || !c.hasFeature(feature) {
		return false, nil
	}
	f, _ := c.cat.ClassFeature(feature)
	if len(chosen) != 1 {
		return true, fmt.Errorf("%w: %s: choose 1, %d chosen (%s)", ErrIllegal, feature, len(chosen), f.Cite)
	}
	o, ok := m[chosen[0]]
	if !ok {
		return true, fmt.Errorf("%w: %s has no option %q (choose from %s)", ErrIllegal, feature, chosen[0], strings.Join(c.orderOptions(feature), ", "))
	}
	for _, p := range o.prof {
		c.grant(p)
	}
	if c.orders == nil {
		c.orders = map[string]string{}
	}
	c.orders[feature] = chosen[0]
	return true, nil
}

// orderCantrips is how many more cantrips a class's order choice gives.
func (c *Character) orderCantrips(class string) int {
	n := 0
	for feature, o := range c.orders {
		if f, ok := c.cat.ClassFeature(feature); ok && f.Class == class {
			n += orders[c.cat.Ruleset][feature][o].cantrips
		}
	}
	return n
}

// orderSkill is the term an order choice adds to a skill, if any.
func (c *Character) orderSkill(skill string) (rules.Term, bool) {
	for _, feature := range slices.Sorted(func(yield func(string) bool) {
		for k := range c.orders {
			if !yield(k) {
				return
			}
		}
	}) {
		o := orders[c.cat.Ruleset][feature][c.orders[feature]]
		if slices.Contains(o.skills, skill) {
			f, _ := c.cat.ClassFeature(feature)
			name := strings.ToUpper(c.orders[feature][:1]) + c.orders[feature][1:]
			return rules.Term{Value: max(1, c.Mod(o.ability)), Source: fmt.Sprintf("%s (%s): %s, at least +1", name, f.Name, o.ability), Rule: f.Cite}, true
		}
	}
	return rules.Term{}, false
}

// orderCantripWhy names the order choices that add cantrips to a class,
// for an error: ", +1 Thaumaturge (Divine Order)".
func (c *Character) orderCantripWhy(class string) string {
	out := ""
	for _, feature := range slices.Sorted(maps.Keys(c.orders)) {
		o := orders[c.cat.Ruleset][feature][c.orders[feature]]
		if f, ok := c.cat.ClassFeature(feature); ok && f.Class == class && o.cantrips > 0 {
			out += fmt.Sprintf(", +%d %s (%s)", o.cantrips, c.orders[feature], f.Name)
		}
	}
	return out
}
