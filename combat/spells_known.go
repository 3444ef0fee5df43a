package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// knows refuses a spell c may not cast: one outside its Spells when it
// has a list, unless its stat block casts it.
func (s *State) knows(c *Combatant, sp *content.Spell, innate *content.Effect) error {
	if c.Spells == nil || innate != nil || slices.Contains(c.Spells, sp.ID) {
		return nil
	}
	return fmt.Errorf("%w (%s): %s has not prepared %s", ErrNotPrepared, s.rs.Spell.Cite, c.ID, sp.ID)
}
