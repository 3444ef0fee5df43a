package scenario

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/rules"
)

// classFeatures gives a character's combatant the class features it may
// use in a fight (combat/feature_class.go: use second-wind, use rage...)
// and whether it wears heavy armor, which Rage asks.
func classFeatures(cb *combat.Combatant, ch *character.Character) {
	for _, fu := range ch.FeatureUses() {
		cb.Features = append(cb.Features, combat.ClassFeature{Feature: fu.Feature, Level: fu.ClassLevel})
	}
	cb.Class.HeavyArmor = ch.HeavyArmor()
	// A monk strikes with its Martial Arts die: its unarmed strike is one
	// of its attacks (after its weapons), the one Flurry of Blows makes.
	if u := ch.Sheet.Unarmed; u != nil && slices.ContainsFunc(cb.Features, func(f combat.ClassFeature) bool {
		return f.Feature.Column == "martial-arts-die"
	}) {
		cb.Attacks = append(cb.Attacks, CharacterAttacks([]character.Attack{*u})...)
	}
}

// classPath reads <id>.inspired: the Bardic Inspiration die the creature
// holds ("1d6"), or null.
func classPath(c *rules.Creature, rest string) (any, bool) {
	if rest != "inspired" {
		return nil, false
	}
	if c.Inspired.N == 0 {
		return nil, true
	}
	return c.Inspired.String(), true
}
