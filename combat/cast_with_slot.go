package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// withSlot pays a granted spell cast once per rest with a spell slot too
// (SRD 5.1, Classes, Warlock, Eldritch Invocations: Bewitching Whispers,
// Mire the Mind, Sign of Ill Omen...): the use must be left and a slot of
// the level, by default the Pact Magic slots' level when higher than the
// spell's; the use is spent here, the slot by the cast.
func (d *decider) withSlot(c *Combatant, sp *content.Spell, g GrantedSpell, cmd Command, level *int) error {
	r, ok := c.Resource(g.Resource)
	if !ok || r.Uses == 0 {
		return fmt.Errorf("%w (%s): %s's cast of %s is spent until a long rest", ErrNoSlot, g.Rule, g.Source, sp.ID)
	}
	lv := *level
	if cmd.Level == 0 && c.Slots.PactLevel > lv && c.Slots.PactLeft > 0 {
		lv = c.Slots.PactLevel
	}
	if !c.SlotLeft(lv) {
		return fmt.Errorf("%w (%s): %s casts %s with a spell slot, and no level %d slot is left", ErrNoSlot, g.Rule, g.Source, sp.ID, lv)
	}
	*level = lv
	return d.emit(&Event{Kind: FreeCastUsed, Who: c.ID, Action: sp.ID, Option: g.Resource})
}
