package combat

import (
	"github.com/arbiter-rpg/arbiter/content"
)

// initiativeFeature is a class feature that gives back a resource's
// expended uses when its creature rolls initiative, once a long rest (its
// own resource, named by the feature id): 2024 Persistent Rage (all Rage
// uses: SRD 5.2.1, Classes, Barbarian, Persistent Rage) and Uncanny
// Metabolism (all Focus Points, and its Martial Arts die + monk level
// healed: SRD 5.2.1, Classes, Monk, Uncanny Metabolism). Decision: the
// player always takes it when a use of the resource is spent.
var initiativeFeatures = []string{"barbarian-persistent-rage", "monk-uncanny-metabolism"}

// initiativeRegain gives every creature what its initiative features
// give back, after initiative is rolled.
func (d *decider) initiativeRegain() error {
	for _, c := range d.s.Creatures {
		if c.Dead || len(c.Features) == 0 {
			continue
		}
		for _, id := range initiativeFeatures {
			if err := d.regainOn(c, id); err != nil {
				return err
			}
		}
	}
	return nil
}

// regainOn applies the initiative feature id of c's, if it has it, a use
// is left and its resource has uses spent.
func (d *decider) regainOn(c *Combatant, id string) error {
	f := c.classFeature([]string{id})
	if f == nil {
		return nil
	}
	var regain *content.Effect
	content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
		if e.Kind == content.KindSpend && e.Count < 0 && e.If == "initiative" {
			regain = e
		}
	})
	if regain == nil {
		return nil
	}
	own, ok := c.Resource(id)
	r, ok2 := c.Resource(regain.Resource)
	if !ok || !ok2 || own.Uses < 1 || r.Uses >= r.Max {
		return nil
	}
	u := &featureUse{c: c, f: f, name: id, resource: id, count: 1, turn: "none"}
	if err := d.emit(&Event{Kind: FeatureUsed, Who: c.ID, Action: id, Attack: f.Feature.ID, Option: id, Cost: 1, Uses: "none",
		Type: regain.Resource, Reason: f.Feature.Cite}); err != nil {
		return err
	}
	if heal := firstNode(regain.Then, content.KindHeal); heal != nil {
		return d.healBy(u, c, scaled(heal.Dice, heal.Levels, f.Level), f.Level, f.Feature.Class+" level")
	}
	return nil
}
