package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// Invocation is an Eldritch Invocation the character took: its catalog
// id, name, the feature and class level that gave it, and its rule.
type Invocation struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Source string `json:"source"`
	Rule   string `json:"rule"`
}

// invocationPrefix starts the catalog ids of the options; the spec names
// them without it (agonizing-blast).
const invocationPrefix = "eldritch-invocation-"

// invocationFeature is the character's feature whose options are taken
// by a class table column (a warlock's Eldritch Invocations), or nil.
func (c *Character) invocationFeature() *content.ClassFeature {
	for _, f := range c.features {
		if f.Column == "" {
			continue
		}
		for _, o := range c.cat.ClassFeatures() {
			if o.Parent == f.ID && strings.HasPrefix(o.ID, invocationPrefix) {
				return f
			}
		}
	}
	return nil
}

// InvocationOptions lists the invocations (spec names) whose
// prerequisites the character meets now, and how many it may take; nil
// and 0 without the feature.
func (c *Character) InvocationOptions() ([]string, int) {
	f := c.invocationFeature()
	if f == nil {
		return nil, 0
	}
	var out []string
	for _, o := range c.cat.ClassFeatures() {
		if o.Parent == f.ID && strings.HasPrefix(o.ID, invocationPrefix) && c.invocationNeed(f, &o, nil) == "" {
			out = append(out, strings.TrimPrefix(o.ID, invocationPrefix))
		}
	}
	return out, c.column(f.Class, f.Column)
}

// invocationNeed is what the character lacks for option o ("" when
// nothing): the class level, the feature (a pact boon or another
// invocation, among the features or the invocations taken), the cantrip.
func (c *Character) invocationNeed(f, o *content.ClassFeature, taken []string) string {
	p := o.Prerequisite
	if p == nil {
		return ""
	}
	if lv := c.classLevel(f.Class); p.Level > lv {
		return fmt.Sprintf("%s level %d (it has %d)", f.Class, p.Level, lv)
	}
	if p.Feature != "" && !c.hasFeature(p.Feature) && !slices.Contains(taken, p.Feature) {
		return "the " + strings.TrimPrefix(p.Feature, invocationPrefix) + " feature"
	}
	if p.Cantrip == "" {
		return ""
	}
	for _, id := range c.Spec.Spells[f.Class] {
		sp, ok := c.cat.Spell(id)
		if !ok || sp.Level != 0 {
			continue
		}
		if id == p.Cantrip || (p.Cantrip != "attack" && p.Cantrip != "damage") {
			if id == p.Cantrip {
				return ""
			}
			continue
		}
		if cantripDeals(sp, p.Cantrip == "attack") {
			return ""
		}
	}
	switch p.Cantrip {
	case "damage":
		return "a " + f.Class + " cantrip that deals damage"
	case "attack":
		return "a " + f.Class + " cantrip that deals damage with an attack roll"
	}
	return "the " + p.Cantrip + " cantrip"
}

// cantripDeals reports whether a spell deals damage (with an attack
// roll, when attack).
func cantripDeals(sp *content.Spell, attack bool) bool {
	deals := false
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if attack && e.Kind == content.KindAttack {
			content.WalkAll(e.Hit, func(h *content.Effect) { deals = deals || h.Kind == content.KindDamage })
		}
		if !attack && e.Kind == content.KindDamage {
			deals = true
		}
	})
	return deals
}

// buildInvocations checks the invocations the spec takes: as many as the
// class table's column allows at the class level, each one's
// prerequisites met, none twice unless it is repeatable; each is added to
// the features and listed on the sheet.
func (c *Character) buildInvocations() error {
	f := c.invocationFeature()
	chosen := c.Spec.Invocations
	if f == nil {
		if len(chosen) > 0 {
			return fmt.Errorf("%w: invocations chosen, and the character has no Eldritch Invocations feature (a warlock's)", ErrIllegal)
		}
		return c.buildPactWeapon() // pact_weapon.go
	}
	allowed := c.column(f.Class, f.Column)
	if len(chosen) > allowed {
		return fmt.Errorf("%w: %d eldritch invocations chosen, %d allowed at %s level %d (%s)", ErrIllegal, len(chosen), allowed, f.Class, c.classLevel(f.Class), f.Cite)
	}
	// A prerequisite invocation may come anywhere in the list.
	all := make([]string, len(chosen))
	for i, name := range chosen {
		all[i] = invocationPrefix + strings.TrimPrefix(name, invocationPrefix)
	}
	var taken []string
	for _, name := range chosen {
		id := invocationPrefix + strings.TrimPrefix(name, invocationPrefix)
		o, ok := c.cat.ClassFeature(id)
		if !ok || o.Parent != f.ID {
			return fmt.Errorf("%w eldritch invocation %q in %s", ErrUnknown, name, c.cat.Ruleset)
		}
		if slices.Contains(taken, id) && !o.Repeatable {
			return fmt.Errorf("%w: eldritch invocation %s is taken twice, and it is not repeatable (%s)", ErrIllegal, name, f.Cite)
		}
		if need := c.invocationNeed(f, o, all); need != "" {
			return fmt.Errorf("%w: eldritch invocation %s needs %s (%s)", ErrIllegal, strings.TrimPrefix(id, invocationPrefix), need, f.Cite)
		}
		taken = append(taken, id)
		if !c.hasFeature(id) {
			c.features = append(c.features, o)
		}
		c.Sheet.Invocations = append(c.Sheet.Invocations, Invocation{ID: id, Name: o.Name,
			Source: fmt.Sprintf("%s (%s %d)", f.Name, f.Class, f.Level), Rule: o.Cite})
	}
	if len(chosen) < allowed {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose %d more eldritch invocations (invocations)", f.ID, allowed-len(chosen)))
	}
	return c.buildInvocationEffects() // invocation_effects.go
}
