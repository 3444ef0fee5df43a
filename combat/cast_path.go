package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// clearPath refuses a spell's target that c has no clear path to: one
// behind total cover from c, walls on every line between their squares,
// or underground (SRD 5.2.1, Spells, Targets: A Clear Path to the Target;
// SRD 5.1, Spellcasting, Targets: A Clear Path to the Target).
func (s *State) clearPath(c, t *Combatant, spell string) error {
	if c == t || s.cover(c, t) != rules.CoverTotal {
		return nil
	}
	return fmt.Errorf("%w (%s): %s has total cover from %s; %s needs a clear path", ErrNoClearPath, s.rs.Spell.Cite, t.ID, c.ID, spell)
}
