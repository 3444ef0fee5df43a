package scenario

import (
	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
)

// classFeatures gives a character's combatant the class features it may
// use in a fight (combat/feature_class.go: use second-wind, use rage...)
// and whether it wears heavy armor, which Rage asks.
func classFeatures(cb *combat.Combatant, ch *character.Character) {
	for _, fu := range ch.FeatureUses() {
		cb.Features = append(cb.Features, combat.ClassFeature{Feature: fu.Feature, Level: fu.ClassLevel})
	}
	cb.Class.HeavyArmor = ch.HeavyArmor()
}
