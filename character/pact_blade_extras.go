package character

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// ExtraDamage is damage a hit with an attack adds, of its own type: 2014
// Lifedrinker's CHA necrotic, 2024 Lifedrinker's 1d6 and Eldritch
// Smite's force d8s. Dice and Bonus add together (either may be empty);
// Types lists the types the attacker chooses from on each hit when there
// is a choice (Type is then ""). OncePerTurn and Cost say when it may be
// added and what it spends.
type ExtraDamage struct {
	Source      string   `json:"source"`
	Dice        string   `json:"dice,omitempty"`
	Bonus       *Value   `json:"bonus,omitempty"`
	Type        string   `json:"type,omitempty"`
	Types       []string `json:"types,omitempty"`
	OncePerTurn bool     `json:"once_per_turn,omitempty"`
	Cost        string   `json:"cost,omitempty"`
	Notes       []string `json:"notes,omitempty"`
	Rule        string   `json:"rule"`
}

// pactTypes are the damage types a 2024 pact weapon may deal instead of
// its own, and 2024 Lifedrinker's choice (SRD 5.2.1, Classes, Warlock,
// Pact of the Blade, Lifedrinker).
var pactTypes = []string{"necrotic", "psychic", "radiant"}

// pactTypeChoice are, by ruleset, the features whose spec option is a
// damage type of pactTypes: the 2024 pact weapon's.
var pactTypeChoice = map[string]string{
	"srd-5.2.1": invocationPrefix + "pact-of-the-blade",
}

// takePactType checks the spec's damage type for the 2024 pact weapon
// (options: {eldritch-invocation-pact-of-the-blade: [radiant]}); false
// when feature is not that choice. Whether the character has the
// invocation is checked with the invocations (checkPactType).
func (c *Character) takePactType(feature string, chosen []string) (bool, error) {
	if pactTypeChoice[c.cat.Ruleset] != feature {
		return false, nil
	}
	const cite = "SRD 5.2.1, Classes, Warlock, Pact of the Blade"
	switch {
	case len(chosen) != 1:
		return true, fmt.Errorf("%w: %s: choose 1 damage type, %d chosen (%s)", ErrIllegal, feature, len(chosen), cite)
	case !slices.Contains(pactTypes, chosen[0]):
		return true, fmt.Errorf("%w: %s: damage type %q is not %s (%s)", ErrIllegal, feature, chosen[0], strings.Join(pactTypes, ", "), cite)
	}
	return true, nil
}

// checkPactType refuses a pact weapon damage type chosen without the
// 2024 Pact of the Blade invocation.
func (c *Character) checkPactType() error {
	k := pactTypeChoice[c.cat.Ruleset]
	if _, ok := c.Spec.Options[k]; ok && k != "" && c.pactFeature() == nil {
		return fmt.Errorf("%w: options for %q, and the character has not taken the pact-of-the-blade invocation", ErrIllegal, k)
	}
	return nil
}

// pactBladeExtras gives the pact weapon's attacks what the blade
// invocations add, once the Pact Magic slots are known: the 2024 chosen
// damage type, Lifedrinker's and Eldritch Smite's extra damage (paths
// invocations.lifedrinker.damage, invocations.eldritch-smite.d8), and
// Gift of the Protectors' use and names (resources.gift-of-the-protectors,
// invocations.gift-of-the-protectors.names).
func (c *Character) pactBladeExtras() {
	var extras []ExtraDamage
	for _, inv := range c.Sheet.Invocations {
		name := strings.TrimPrefix(inv.ID, invocationPrefix)
		if x, ok := c.bladeExtra(name, inv.Name, inv.Rule); ok {
			extras = append(extras, x)
		}
		if name == "gift-of-the-protectors" {
			c.giftOfProtectors(inv.Name, inv.Rule)
		}
	}
	typ := ""
	if o := c.Spec.Options[pactTypeChoice[c.cat.Ruleset]]; len(o) == 1 && c.pactFeature() != nil {
		typ = o[0]
	}
	for i := range c.Sheet.Attacks {
		a := &c.Sheet.Attacks[i]
		if !a.Pact {
			continue
		}
		if typ != "" {
			a.Notes = append(a.Notes, fmt.Sprintf("deals %s damage instead of %s (%s)", typ, a.DamageType, c.pactFeature().Cite))
			a.DamageType = typ
		}
		a.Extra = append(a.Extra, extras...)
	}
}

// bladeExtra is the extra damage a blade invocation adds to the pact
// weapon's hits, by ruleset (SRD 5.1, Classes, Warlock, Lifedrinker: CHA
// necrotic, at least 1, on every hit; SRD 5.2.1, Classes, Warlock,
// Lifedrinker: 1d6 necrotic, psychic or radiant once a turn, and a Hit
// Point Die may be spent to heal; Eldritch Smite: a Pact Magic slot for
// 1d8 force plus 1d8 a slot level, once a turn, and Prone on a creature
// Huge or smaller).
func (c *Character) bladeExtra(name, title, rule string) (ExtraDamage, bool) {
	src := strings.TrimPrefix(title, "Eldritch Invocation: ")
	switch {
	case name == "lifedrinker" && c.cat.Ruleset == "srd-5.1":
		terms := []rules.Term{{Value: c.Mod(rules.CHA), Source: "cha", Rule: rule}}
		if terms[0].Value < 1 {
			terms = append(terms, rules.Term{Value: 1 - terms[0].Value, Source: "minimum 1", Rule: rule})
		}
		v := value(terms...)
		c.values["invocations.lifedrinker.damage"] = v
		return ExtraDamage{Source: src, Bonus: v, Type: "necrotic", Rule: rule}, true
	case name == "lifedrinker":
		return ExtraDamage{Source: src, Dice: "1d6", Types: pactTypes, OncePerTurn: true,
			Notes: []string{"may spend a Hit Point Die to regain its roll + CON (at least 1)"}, Rule: rule}, true
	case name == "eldritch-smite" && c.Sheet.Pact != nil:
		v := value(rules.Term{Value: 1, Source: "eldritch smite", Rule: rule},
			rules.Term{Value: c.Sheet.Pact.Level, Source: "pact slot level " + strconv.Itoa(c.Sheet.Pact.Level), Rule: rule})
		c.values["invocations.eldritch-smite.d8"] = v
		return ExtraDamage{Source: src, Dice: strconv.Itoa(v.Value) + "d8", Type: "force", OncePerTurn: true,
			Cost: "a Pact Magic slot", Notes: []string{"the target falls Prone if it is Huge or smaller"}, Rule: rule}, true
	}
	return ExtraDamage{}, false
}

// giftOfProtectors is 2024 Gift of the Protectors: one save from 0 hit
// points a long rest for any creature named in the Book of Shadows, which
// holds CHA names (at least 1) (SRD 5.2.1, Classes, Warlock, Gift of the
// Protectors).
func (c *Character) giftOfProtectors(title, rule string) {
	const id = "gift-of-the-protectors"
	src := strings.TrimPrefix(title, "Eldritch Invocation: ")
	c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: id, Name: src + " (a named creature drops to 1 hit point instead of 0)", Max: 1, Recovery: "Long Rest"})
	c.values["resources."+id] = value(rules.Term{Value: 1, Source: src + ": once a long rest", Rule: rule})
	terms := []rules.Term{{Value: c.Mod(rules.CHA), Source: "cha", Rule: rule}}
	if terms[0].Value < 1 {
		terms = append(terms, rules.Term{Value: 1 - terms[0].Value, Source: "minimum 1", Rule: rule})
	}
	c.values["invocations.gift-of-the-protectors.names"] = value(terms...)
}
