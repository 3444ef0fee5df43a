package combat

import (
	"strconv"
)

// previewSneak adds Sneak Attack to a preview's damage when the attack
// would get it on a hit (SRD 5.2.1, Classes, Rogue, Sneak Attack; SRD 5.1,
// Classes, Rogue, Sneak Attack): the command is tried with every die
// showing 20, a hit, and Sneak Attack's event tells whether it applies
// (the weapon, the advantage or an ally next to the target, once a turn).
// Its d6s join the weapon's dice, of the weapon's damage type, doubled on
// a critical hit or at their maximum where the ruleset says so.
func (s *State) previewSneak(p *Preview, cmd Command, c *Combatant, normal, crit string) (string, string, error) {
	if c.SneakDice <= 0 {
		return normal, crit, nil
	}
	events, err := Decide(s, cmd, faces(20))
	if err != nil {
		return normal, crit, nil // the preview's own probe reports refusals
	}
	for _, e := range events {
		if e.Kind != SneakAttacked {
			continue
		}
		n := c.SneakDice
		p.Sneak = strconv.Itoa(n) + "d6"
		normal += "+" + p.Sneak
		if s.rs.Combat.CritMaxPlusDie {
			crit += "+" + strconv.Itoa(6*n)
		} else {
			crit += "+" + strconv.Itoa(2*n) + "d6"
		}
		return normal, crit, nil
	}
	return normal, crit, nil
}
