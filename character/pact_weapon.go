package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// pactBlade is the feature that makes a pact weapon, by ruleset: the 2014
// Pact Boon option and the 2024 invocation (SRD 5.1, Classes, Warlock,
// Pact of the Blade; SRD 5.2.1, Classes, Warlock, Pact of the Blade).
// cha says whether the weapon may attack with CHA (2024), magical whether
// it counts as magical (2014, a weapon the warlock conjures).
var pactBlade = map[string]struct {
	feature      string
	cha, magical bool
}{
	"srd-5.1":   {feature: "pact-of-the-blade", magical: true},
	"srd-5.2.1": {feature: invocationPrefix + "pact-of-the-blade", cha: true},
}

// pactFeature is the character's Pact of the Blade, or nil.
func (c *Character) pactFeature() *content.ClassFeature {
	p, ok := pactBlade[c.cat.Ruleset]
	if !ok {
		return nil
	}
	for _, f := range c.features {
		if f.ID == p.feature {
			return f
		}
	}
	return nil
}

// buildPactWeapon checks the spec's pact weapon: the character has Pact
// of the Blade, and the weapon is a melee weapon it wields (a weapon of
// equipment.weapons, or a magic weapon it wears, by item id).
func (c *Character) buildPactWeapon() error {
	id := c.Spec.PactWeapon
	f := c.pactFeature()
	switch {
	case id == "" && f != nil:
		c.Sheet.Pending = append(c.Sheet.Pending, "pact_weapon: choose the melee weapon bonded by Pact of the Blade")
		return nil
	case id == "":
		return nil
	case f == nil:
		return fmt.Errorf("%w: pact_weapon chosen, and the character has no Pact of the Blade (a warlock's; SRD 5.1, Classes, Warlock, Pact Boon; SRD 5.2.1, Classes, Warlock, Pact of the Blade)", ErrIllegal)
	}
	for _, w := range c.weapons {
		if w.ID == id {
			if w.Kind != "melee" {
				return fmt.Errorf("%w: pact_weapon: %s is a ranged weapon, and the pact weapon is a melee one (%s)", ErrIllegal, id, f.Cite)
			}
			return nil
		}
	}
	for _, wi := range c.worn {
		if wi.weapon != nil && wi.rec.ID == id {
			return nil
		}
	}
	return fmt.Errorf("%w: pact_weapon: %s is not among the weapons wielded (equipment.weapons, magic_items) (%s)", ErrIllegal, id, f.Cite)
}

// isPactWeapon reports whether w (magic item, or nil for a mundane
// weapon) is the bonded pact weapon.
func (c *Character) isPactWeapon(w *content.Weapon, item *worn) bool {
	id := c.Spec.PactWeapon
	if id == "" || c.pactFeature() == nil {
		return false
	}
	if item != nil {
		return item.rec.ID == id
	}
	return w.ID == id && w.Kind == "melee"
}

// pactAbility is CHA for the 2024 pact weapon when it is better than the
// ability the weapon would use, with the feature as the reason.
func (c *Character) pactAbility(w *content.Weapon, item *worn, ab rules.Ability) (rules.Ability, string, bool) {
	if !c.isPactWeapon(w, item) || !pactBlade[c.cat.Ruleset].cha || c.Mod(rules.CHA) <= c.Mod(ab) {
		return ab, "", false
	}
	f := c.pactFeature()
	return rules.CHA, strings.TrimPrefix(f.Name, "Eldritch Invocation: ") + ", " + f.Cite, true
}

// pactAttack marks the pact weapon's attack: proficient (a term when the
// character lacks the training), magical in 2014, and a note.
func (c *Character) pactAttack(at *Attack, w *content.Weapon, item *worn, pb int) {
	if !c.isPactWeapon(w, item) {
		return
	}
	f := c.pactFeature()
	if !c.proficientWeapon(w) {
		t := rules.Term{Value: pb, Source: "proficiency", Rule: f.Cite}
		at.ToHit.Terms = append(at.ToHit.Terms, t)
		at.ToHit.Value += t.Value
	}
	at.Pact = true
	at.Magical = at.Magical || pactBlade[c.cat.Ruleset].magical
	at.Notes = append(at.Notes, "pact weapon ("+f.Name+")")
}

// PactExtraAttacks are the attack ids the Attack action's extra attacks
// must use when only the pact weapon gives them (Thirsting Blade, without
// a class's Extra Attack as good), and the invocation's rule; nil
// otherwise.
func (c *Character) PactExtraAttacks() ([]string, string) {
	n, cite := c.pactAttacks()
	best := 1
	for _, f := range c.features {
		best = max(best, f.ExtraAttacks+1)
	}
	if n <= best {
		return nil, ""
	}
	var ids []string
	for _, a := range c.Sheet.Attacks {
		if a.Pact {
			ids = append(ids, a.ID, a.ID+"-two-handed")
		}
	}
	return slices.Clip(ids), cite
}

// pactAttacks is how many attacks the Attack action makes with the pact
// weapon (Thirsting Blade, Devouring Blade), and the rule; 0 without.
func (c *Character) pactAttacks() (int, string) {
	if c.Spec.PactWeapon == "" {
		return 0, ""
	}
	n, cite := 0, ""
	for _, inv := range c.Sheet.Invocations {
		if e := invocationEffects[c.cat.Ruleset][strings.TrimPrefix(inv.ID, invocationPrefix)]; e.attacks > n {
			n, cite = e.attacks, inv.Rule
		}
	}
	return n, cite
}
