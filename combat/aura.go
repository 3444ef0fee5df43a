package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// Auras: a zone node with when "inside" gives its grants to each creature
// while it is in the lasting area (Spirit Guardians' half speed, Aura of
// Life's necrotic resistance). The grants are not events: the fight reads
// them from where the creatures stand (auraGrants), for speed, resistance,
// immunity, advantage and disadvantage, and the grants aura_rules.go
// reads; its conditions are read likewise (aura_rules.go).

// isAura tells whether a zone node is an aura: its grants hold while a
// creature is inside.
func isAura(e *content.Effect) bool {
	return e.Kind == kindZone && len(e.When) == 1 && e.When[0] == "inside" && len(e.Then) > 0
}

// auraNode is the spell's aura, or nil.
func auraNode(sp *content.Spell) *content.Effect {
	for i := range sp.Effects {
		if isAura(&sp.Effects[i]) {
			return &sp.Effects[i]
		}
	}
	return nil
}

// auraKinds are the grants an aura gives that the fight reads from it.
var auraKinds = map[string]bool{"speed": true, "resist": true, "immune": true, "no-max-hp-reduction": true,
	"advantage": true, "disadvantage": true, "condition-immune": true, "no-possession": true, "no-verbal": true, "hedged-out": true, "spell-immune": true,
	"enclosed": true, "boxed": true, "caged": true}

// auraGrants are the grants c has from the auras it stands in. An
// emanation around its caster reaches the other side's creatures, or, with
// only "ally", the caster's side (the caster too).
func (s *State) auraGrants(c *Combatant) []Grant {
	var out []Grant
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		a := auraNode(sp)
		by := s.Get(z.By)
		if a == nil || by == nil {
			continue
		}
		if !s.auraIn(z, a, c, Point(c.Position)) { // aura_rules.go
			continue
		}
		for _, n := range a.Then {
			if n.Kind != content.KindGrant || !auraKinds[n.Grant] {
				continue
			}
			v := n.Value
			switch {
			case (n.Grant == "resist" || n.Grant == "immune") && v == "":
				v = n.Type
			case n.Grant == "condition-immune" && v == "":
				v = n.Condition
			}
			out = append(out, Grant{Kind: n.Grant, On: auraOn(n.On), Value: v, Spell: z.Spell, By: z.By, Only: n.Only})
		}
	}
	return out
}

// grantsOf is c's grants and those of the auras it stands in.
func (s *State) grantsOf(c *Combatant) []Grant {
	if len(s.Zones) == 0 {
		return c.Grants
	}
	aura := s.auraGrants(c)
	if len(aura) == 0 {
		return c.Grants
	}
	return append(slices.Clip(c.Grants), aura...)
}
