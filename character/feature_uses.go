package character

import "github.com/arbiter-rpg/arbiter/content"

// FeatureUse is a class feature the character has, with the level of the
// class that gives it: what package combat needs to let it be used in a
// fight (Second Wind heals 1d10 + the fighter level).
type FeatureUse struct {
	Feature    *content.ClassFeature
	ClassLevel int
}

// FeatureUses lists the character's class and subclass features with
// their class's level, in the order they were gained.
func (c *Character) FeatureUses() []FeatureUse {
	out := make([]FeatureUse, 0, len(c.features))
	for _, f := range c.features {
		lvl := 0
		for _, e := range c.classes {
			if e.class != nil && e.class.ID == f.Class {
				lvl = e.spec.Level
			}
		}
		out = append(out, FeatureUse{Feature: f, ClassLevel: lvl})
	}
	return out
}

// HeavyArmor reports whether the character wears heavy armor (Rage is
// not entered in it).
func (c *Character) HeavyArmor() bool {
	return c.armor != nil && c.armor.Category == "heavy"
}
