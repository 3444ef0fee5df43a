package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// smiteSpells are the self-range spells cast on a creature the caster
// hits (SRD 5.2.1, Spells, Divine Smite, Searing Smite...: a bonus action
// taken right after a melee weapon hit; SRD 5.1, Spells, Branding Smite:
// on the next weapon hit). They act on that creature, not the caster.
// Decision: the caller names the creature hit (as a reaction spell's
// trigger is the caller's business, docs/spells.md), within the caster's
// melee reach, smiteReach.
var smiteSpells = map[string]bool{
	"divine-smite": true, "searing-smite": true, "shining-smite": true, "ensnaring-strike": true,
	"thunderous-smite": true, "wrathful-smite": true, "blinding-smite": true, "staggering-smite": true,
	"banishing-smite": true, "branding-smite": true,
}

// smiteReach is how far from its caster a smite's creature may be: 5 ft
// (decision: the reach of a melee weapon; a reach weapon's 10 ft is not
// told apart yet).
const smiteReach = 5

// smite reports whether sp is cast on a creature its caster hits, and
// refuses a cast of one naming no creature (else it would strike the
// caster itself).
func smite(sp *content.Spell, cmd Command) (bool, error) {
	if !smiteSpells[sp.ID] || sp.Range.Kind != "self" {
		return false, nil
	}
	if len(cmd.Targets) == 0 {
		return true, fmt.Errorf("%w: %s names no target: the creature the caster hits", ErrSpellTarget, sp.ID)
	}
	return true, nil
}
