package combat

import "github.com/arbiter-rpg/arbiter/content"

// A creature that succeeds on the save of a feature with ImmuneAfter (a
// 2014 dragon's Frightful Presence, the nalfeshnee's Horror Nimbus) is
// immune to that creature's feature for hours (SRD 5.1, Monsters, Adult
// Black Dragon: Frightful Presence): longer than any fight, so the mark
// lasts to its end. It is a Mark of kind markImmune on the saver, By the
// creature whose feature it was, Against "<creature>/<feature>"; save
// skips a target so marked. The effect ending on a repeat save gives it
// too (monster_repeat.go).

// markImmune is the kind of the mark an immunity after a save leaves.
const markImmune = "immune"

// immuneAfter marks t immune to c's feature f when t's save against e
// succeeded (ok) and e says a success makes it immune.
func (d *decider) immuneAfter(c, t *Combatant, f *content.Feature, e *content.Effect, ok bool) error {
	if !ok || e.ImmuneAfter == nil || t.Dead {
		return nil
	}
	return d.emit(Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: markImmune, Other: c.ID + "/" + f.ID})
}
