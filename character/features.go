package character

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// combatFeatures fills in what package combat reads of the character's
// features: Extra Attack (the class feature giving the most extra attacks;
// they do not add up across classes, SRD 5.2.1, Multiclassing), Sneak
// Attack's dice from the rogue level's column, and darkvision from the
// species, its subspecies or their traits (the longest range).
func (c *Character) combatFeatures(cr *rules.Creature) {
	for _, f := range c.features {
		if f.ExtraAttacks+1 > max(1, cr.AttacksPerAction) {
			cr.AttacksPerAction, cr.ExtraAttackCite = f.ExtraAttacks+1, f.Cite
		}
		if f.Column == "sneak-attack-dice" {
			cr.SneakCite = f.Cite
		}
	}
	if cr.SneakCite != "" {
		for _, e := range c.classes {
			cr.SneakDice = max(cr.SneakDice, e.class.Level(e.spec.Level).Column("sneak-attack-dice"))
		}
	}
	level := c.Level()
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		cr.Senses.Darkvision = max(cr.Senses.Darkvision, sp.Darkvision)
		for _, t := range sp.Traits {
			if t.Level <= level {
				cr.Senses.Darkvision = max(cr.Senses.Darkvision, t.Darkvision)
			}
		}
	}
}
