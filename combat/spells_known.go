package combat

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// ErrNotPrepared is the rule that a caster casts only the spells it has
// prepared or knows (SRD 5.2.1, Spells, Preparing Spells; SRD 5.1,
// Spellcasting, Known and Prepared Spells).
var ErrNotPrepared = errors.New("combat: spell not prepared")

// knows refuses a spell c may not cast: one outside its Spells when it
// has a list, unless its stat block casts it.
func (s *State) knows(c *Combatant, sp *content.Spell, innate *content.Effect) error {
	if c.Spells == nil || innate != nil || slices.Contains(c.Spells, sp.ID) {
		return nil
	}
	return fmt.Errorf("%w (%s): %s has not prepared %s", ErrNotPrepared, s.rs.Spell.Cite, c.ID, sp.ID)
}
