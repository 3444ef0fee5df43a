package combat

import (
	"fmt"
	"slices"
)

// extraWith refuses an extra attack of the Attack action with an attack
// its extra attacks do not come with (Thirsting Blade's are with the pact
// weapon only: SRD 5.2.1 and SRD 5.1, Classes, Warlock, Thirsting Blade).
func (d *decider) extraWith(c *Combatant, cmd *Command) error {
	if len(c.ExtraWith) == 0 || !c.ActionUsed || !c.AttackAction || c.AttacksLeft <= 0 {
		return nil
	}
	a, err := c.attack(cmd.Attack)
	if err != nil || slices.Contains(c.ExtraWith, a.ID) {
		return nil // attackCmd reports an unknown attack
	}
	return fmt.Errorf("%w (%s): %s's extra attack is with %s only, not %s", ErrNoAction, c.ExtraAttackCite, c.ID, c.ExtraWith[0], a.ID)
}

// extraWithFirst ends the Attack action's extra attacks when its first
// attack was not one they come with.
func (s *State) extraWithFirst(c *Combatant, attack string) {
	if len(c.ExtraWith) > 0 && c.AttacksLeft == max(1, c.AttacksPerAction)-1 && !slices.Contains(c.ExtraWith, attack) {
		c.AttacksLeft = 0
	}
}
