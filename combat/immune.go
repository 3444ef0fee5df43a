package combat

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A creature that succeeds on the save of a feature with ImmuneAfter (a
// 2014 dragon's Frightful Presence, the nalfeshnee's Horror Nimbus) is
// immune to that creature's feature for hours (SRD 5.1, Monsters, Adult
// Black Dragon: Frightful Presence): longer than any fight, so the mark
// lasts to its end. It is a Mark of kind markImmune on the saver, By the
// creature whose feature it was, Against "<creature>/<feature>"; save
// skips a target so marked. The effect ending on a repeat save gives it
// too (monster_repeat.go), and so does its running out on the monster's
// turn (immuneExpired): the text makes a creature immune "if" its save
// succeeds "or the effect ends for it", however it ends.

// markImmune is the kind of the mark an immunity after a save leaves.
const markImmune = "immune"

// An immunity whose save names monsters (ImmuneFrom: the 2014 mummy's
// Dreadful Glare makes a saver immune to the glare "of all mummies", the
// mummy lord's to that of all mummies and mummy lords; SRD 5.1, Monsters,
// Mummy: Dreadful Glare) leaves one mark per monster, Against
// "monster:<monster id>/<feature>" (keyMonster): every creature of that
// catalog monster then skips the saver, and a creature of another monster
// (a mummy lord, after a mummy's glare) does not. The immunity an effect
// ending gives (immuneExpired, immuneEnded) is still keyed per creature:
// no feature with ImmuneFrom has a repeat save or a time that runs out in
// a fight (all four give it on a success only).

// keyMonster is the prefix of an immunity mark that covers every creature
// of one catalog monster; a combatant id never holds a colon.
const keyMonster = "monster:"

// immuneAfter marks t immune to c's feature f when t's save against e
// succeeded (ok) and e says a success makes it immune: to c's own
// feature, or to that of every creature of the monsters e names.
func (d *decider) immuneAfter(c, t *Combatant, f *content.Feature, e *content.Effect, ok bool) error {
	if !ok || e.ImmuneAfter == nil || t.Dead {
		return nil
	}
	if len(e.ImmuneFrom) == 0 {
		return d.emit(&Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: markImmune, Other: c.ID + "/" + f.ID})
	}
	for _, m := range e.ImmuneFrom {
		if err := d.emit(&Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: markImmune, Other: keyMonster + m + "/" + f.ID}); err != nil {
			return err
		}
	}
	return nil
}

// immuneTo reports whether t is immune to c's feature f with save e: a
// mark against c's own feature, or against that of c's catalog monster.
func (s *State) immuneTo(t, c *Combatant, f *content.Feature, e *content.Effect) bool {
	if e.ImmuneAfter == nil {
		return false
	}
	if s.marked(t, markImmune, c.ID+"/"+f.ID) {
		return true
	}
	return c.Statblock != nil && c.Statblock.Block != nil && s.marked(t, markImmune, keyMonster+c.Statblock.Block.ID+"/"+f.ID)
}

// immuneExpired marks c immune to each feature with ImmuneAfter whose
// condition the boundary of another creature's turn (the monster's, on
// whose turns "for 1 minute" is counted) ended on c (ended): the effect
// ended for it (SRD 5.1, Monsters, Adult Black Dragon: Frightful
// Presence). The mark is the boundary's own doing, set where Apply plays
// it, so a replay of the TurnEnded event sets it again; no event of its
// own. The end of c's own turn is immuneEnded's (monster_repeat.go).
func (s *State) immuneExpired(c *Combatant, ended []rules.Ended) {
	for _, e := range ended {
		key := s.immuneSource(e.Source)
		if key == "" || c.Dead || s.marked(c, markImmune, key) ||
			c.AnyInstance(func(in rules.ConditionInstance) bool { return in.Source == e.Source }) {
			continue
		}
		who, _, _ := strings.Cut(key, "/")
		c.Marks = append(slices.Clip(c.Marks), Mark{Kind: markImmune, By: who, Against: key})
	}
}
