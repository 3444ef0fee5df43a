package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// togetherFeet is how close to each other the creatures of sp must be (0
// for no limit): a `repeat` of distinct targets, one and more with the
// slot, whose saves pick creatures within `feet` (on the repeat or on its
// save: SRD 5.1, Spells, Hold Person, Hold Monster, Command: within 30 ft
// of each other). A fixed number of targets (Chain Lightning's leaps from
// the first) and a repeat of no save (Etherealness's creatures near the
// caster) are measured otherwise.
func togetherFeet(sp *content.Spell) int {
	out := 0
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if e.Kind != content.KindRepeat || e.Value != "distinct" || e.Count > 1 || out > 0 {
			return
		}
		for _, n := range e.Then {
			if n.Kind == content.KindSave {
				out = max(e.Feet, n.Feet)
			}
		}
	})
	return out
}

// checkTogether refuses a cast whose creatures are farther apart than
// the spell allows, naming the two and the rule.
func checkTogether(sp *content.Spell, out []*Combatant) error {
	feet := togetherFeet(sp)
	if feet == 0 {
		return nil
	}
	for i, a := range out {
		for _, b := range out[i+1:] {
			if d := Feet(Point(a.Position), Point(b.Position)); d > feet {
				return fmt.Errorf("%w (%s): %s and %s are %d ft apart; %s's creatures must be within %d ft of each other",
					ErrSpellTarget, sp.Cite, a.ID, b.ID, d, sp.ID, feet)
			}
		}
	}
	return nil
}
