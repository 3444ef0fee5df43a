package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A presence reaches only the creatures that perceive its monster (SRD
// 5.1, Monsters, Adult Black Dragon: Frightful Presence, each creature
// "aware of it"; Nalfeshnee: Horror Nimbus, each creature that can see the
// light). The SRD does not define being aware; the engine decides (docs/
// rulesets/srd-5.1.md, Decisions):
//
//   - aware: the creature perceives the monster by sight or a special
//     sense: it sees it (senses.go: not blinded, the monster neither hidden
//     from it, nor invisible to it, nor in a square heavily obscured to it,
//     unless blindsight or truesight reaches it) and the monster has no
//     total cover from it (walls, cover.go); or its tremorsense reaches
//     the monster. Hearing alone is not awareness: the engine keeps no
//     noise, and the text asks for none (deafened changes nothing).
//   - sight: the creature sees the monster with its eyes: as aware, but
//     not blinded whatever its blindsight, and no tremorsense.

// perceiving keeps of targets those that perceive c as area e demands
// (e.Perceives); targets is changed in place.
func (s *State) perceiving(c *Combatant, e *content.Effect, targets []*Combatant) []*Combatant {
	if e.Perceives == "" {
		return targets
	}
	return slices.DeleteFunc(targets, func(o *Combatant) bool { return !s.perceives(o, c, e.Perceives) })
}

// perceives reports whether o perceives c in the way how names: aware or
// sight.
func (s *State) perceives(o, c *Combatant, how string) bool {
	if how == "aware" && inRange(o.Senses.Tremorsense, o, c) {
		return true
	}
	if how == "sight" && o.Has(s.rs, "blinded") {
		return false
	}
	return s.sees(o, c) && s.cover(o, c) != rules.CoverTotal
}
