package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// restUses are the catalog's rest tags of a feature effect's uses, and the
// recovery they mean.
var restUses = map[string]string{"long-rest": "Long Rest", "short-rest": "Short Rest"}

// featureUseSkip are features whose uses the sheet counts elsewhere
// (Spell Mastery and Signature Spells: wizard_spells.go) or that the class
// table's resources already hold.
// Mystic Arcanum's casts are the arcanum spells' own (arcanum.go).
var featureUseSkip = map[string]bool{"wizard-signature-spells": true, "signature-spell": true, "warlock-mystic-arcanum": true}

// featureUseExtra are uses a feature has that its catalog effects do not
// count (SRD 5.1, Classes, Cleric, Divine Intervention: once, then not for
// seven days on a success; decision: a long rest; Paladin, Holy Nimbus:
// once a long rest).
var featureUseExtra = map[string]map[string]int{
	"srd-5.1": {"divine-intervention": 1, "holy-nimbus": 1},
}

// featureUsePlus are uses a feature has of 1 + an ability's modifier
// that its catalog effects do not count (SRD 5.1, Classes, Paladin, Divine
// Sense: 1 + CHA modifier a long rest).
var featureUsePlus = map[string]map[string]rules.Ability{
	"srd-5.1": {"divine-sense": rules.CHA},
}

// featureResources lists the class and subclass features used a number of
// times a rest (2024 Uncanny Metabolism, Magical Cunning, Sorcerous
// Restoration, Divine Intervention, Stroke of Luck; 2014 Wholeness of
// Body, Natural Recovery...) as resources named by the feature id, each
// explained (resources.<id>); a class table's resource is not repeated.
func (c *Character) featureResources() {
	for _, f := range c.features {
		if featureUseSkip[f.ID] || slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == f.ID }) {
			continue
		}
		n, rec := featureUseExtra[c.cat.Ruleset][f.ID], "Long Rest"
		if ab, ok := featureUsePlus[c.cat.Ruleset][f.ID]; ok {
			n = max(0, 1+c.Mod(ab))
		}
		for _, e := range f.Effects {
			if r, ok := restUses[e.Per]; ok && e.Uses > 0 && n == 0 {
				n, rec = e.Uses, r
			}
			if r, ok := restUses[e.On]; ok && e.Kind == "grant" && e.Grant == "uses" && n == 0 {
				n, rec = c.abilityUses(e.Value), r // 2024 Wholeness of Body, Dark One's Own Luck: WIS or CHA modifier, at least 1
			}
		}
		if n == 0 || c.classResource(f.Name) {
			continue
		}
		name := strings.TrimPrefix(f.Name, "Eldritch Invocation: ")
		c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: f.ID, Name: name, Max: n, Recovery: rec})
		c.values["resources."+f.ID] = value(rules.Term{Value: n, Source: fmt.Sprintf("%s: %d a %s", name, n, strings.ToLower(rec)), Rule: f.Cite})
	}
}

// classResource reports whether a class table's resource already has the
// name (Channel Divinity, Arcane Recovery).
func (c *Character) classResource(name string) bool {
	return slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.Name == name })
}

// abilityUses is a use count the catalog writes as "<ability>-min-1": the
// ability's modifier, at least 1; 0 for another form.
func (c *Character) abilityUses(v string) int {
	ab, ok := strings.CutSuffix(v, "-min-1")
	a, err := rules.ParseAbility(ab)
	if !ok || err != nil {
		return 0
	}
	return max(1, c.Mod(a))
}
