package combat

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A turn boundary (TurnEnded, TurnBegan) walks every creature in its
// applier: turnEnds and turnStarts for the marks, grapples and
// concentration, turnPointAt for the condition instances and Helps. In
// most fights all but one or two creatures hold none of these, and the
// walks find nothing on them. The decider therefore notes once, in one
// walk, the creatures that hold any (turnMask: by index, a bit each) and
// hands the note to the appliers of the two boundaries of a turn pair
// (State.masked), which then look at those alone, in the same order.
//
// The note holds from the walk until the next event the decider applies
// other than the boundary itself (decider.applied counts them; a
// boundary's own applier clears State.masked where it may have changed
// more than the noted creatures: a concentration ended, grantsTurn run, a
// creature gone). A boundary changes only the noted creatures and whose
// turn it is, and takes away rather than adds (conditions and Helps end,
// marks run out), except what immuneExpired marks on a noted creature; so
// the note made before the end of a turn still holds at the start of the
// next when no event came between, and the pair costs one walk. Apply
// alone (a replay) walks every creature, as before. Under the build tag
// arbiter_backupcheck each masked boundary checks its note against a walk
// (checkMask).

// turnMask is the decider's note of the creatures a boundary may change.
type turnMask struct {
	bits uint64 // by index in State.Creatures
	at   int    // decider.applied when it held last
	ok   bool
}

// boundaryMask is the note for the boundary about to be emitted: the
// decider's own while no event came since it held, else a new walk,
// which makes the decider's summary in passing (summary.go: the same
// fields, read in the same loop). ok is false for more than 64
// creatures (then the appliers walk them all).
func (d *decider) boundaryMask() (uint64, bool) {
	if d.tm.ok && d.tm.at == d.applied {
		return d.tm.bits, true
	}
	cs := d.s.Creatures
	var m uint64
	var sum summary
	for i, c := range cs {
		// The usual creature (bare, on the ground, holding nothing) costs
		// these loads alone.
		if len(c.Marks)|len(c.Grants)|len(c.Concentration) != 0 || c.Altitude != 0 || !c.Bare() {
			m, sum = noteHolder(c, i, m, sum)
		}
	}
	d.sum, d.summed = sum, true
	d.tm = turnMask{bits: m, at: d.applied, ok: len(cs) <= 64}
	return m, d.tm.ok
}

// noteHolder adds to m and sum what c, the i-th creature, holds.
func noteHolder(c *Combatant, i int, m uint64, sum summary) (uint64, summary) {
	if boundaryHolds(c) {
		m |= 1 << (i & 63)
	}
	if c.Altitude != 0 {
		sum |= sumAloft
	}
	if len(c.Grants) > 0 {
		sum |= sumGrant | lastingOf(c.Grants)
	}
	return m, sum
}

// boundaryHolds reports whether c holds anything the boundary of
// another creature's turn may change or read: a mark, concentration, an
// instance or Help another's turn counts (rules.Creature.Idle), or a
// grapple or restraint loosen may end. A creature at 0 hit points
// (unconscious and prone until healed) holds none.
func boundaryHolds(c *Combatant) bool {
	return len(c.Marks) > 0 || c.Concentration != "" || !c.Bare() && (!c.Idle() || c.AnyInstanceAt(gripped))
}

// lastingOf is sumLasting when gs holds a grant of kind "lasting".
func lastingOf(gs []Grant) summary {
	for i := range gs {
		if gs[i].Kind == "lasting" {
			return sumLasting
		}
	}
	return 0
}

// noteBoundary sets the note of the creatures the turn boundary of kind
// k, about to be emitted, may change for its applier (State.masked). It
// returns the count of events applied the boundary's own makes.
func (d *decider) noteBoundary(k EventKind) int {
	if k != TurnLost { // a lost turn is a start and an end: its applier walks them all
		d.s.turnMask, d.s.masked = d.boundaryMask()
	}
	return d.applied + 1
}

// boundaryNoted keeps the note for the next boundary when the applier
// of the boundary emitted (its events applied: at) says it still holds,
// and no other event came within its emit (spellFull, checkFalls).
func (d *decider) boundaryNoted(at int, err error) {
	s := d.s
	d.tm.ok = d.tm.ok && s.masked && err == nil && d.applied == at
	d.tm.at = d.applied
	s.masked, s.turnMask = false, 0
}

// indexOf is c's index in s.Creatures, -1 when it is not there: the
// index's first guess (Get's), else a walk by pointer.
func (s *State) indexOf(c *Combatant) int {
	if x := s.index; x != nil {
		if at := int(x.slots[idSlot(c.ID)]) - 1; at >= 0 && at < len(s.Creatures) && s.Creatures[at] == c {
			return at
		}
	}
	return slices.Index(s.Creatures, c)
}

// turnEndsMasked is turnEnds over the noted creatures: the others hold
// no mark.
func (s *State) turnEndsMasked(c *Combatant, mask uint64) {
	if backupCheck {
		s.checkMask(mask, c, rules.EndOfTurn)
	}
	for mask != 0 {
		i := bits.TrailingZeros64(mask)
		mask &= mask - 1
		if o := s.Creatures[i]; len(o.Marks) > 0 {
			countVex(o, c)
		}
	}
}

// turnStartsMasked is turnStarts' walk over the noted creatures: the
// others hold no mark, no grapple or restraint to loosen and no
// concentration, and nothing
// the walk does to a noted creature gives them any until a concentration
// ends (concentrate may end a spell's effects anywhere, or a summons):
// from there on it walks every creature as turnStarts does, and the note
// no longer holds (State.masked).
func (s *State) turnStartsMasked(c *Combatant, mask uint64) {
	if backupCheck {
		s.checkMask(mask, c, rules.StartOfTurn)
	}
	cs := s.Creatures // as turnStarts' range holds it
	for mask != 0 {
		i := bits.TrailingZeros64(mask)
		mask &= mask - 1
		if s.turnStartsOn(c, cs[i]) {
			s.masked = false
			for _, o := range cs[i+1:] {
				s.turnStartsOn(c, o)
			}
			return
		}
	}
}

// turnPointMasked is turnPointAt over the noted creatures and w (at an
// end, when it is not bare): the others are bare, or idle (no instance
// or Help another's turn counts), which turnPointAt passes over as
// Waits says no for them.
func (s *State) turnPointMasked(at rules.TurnPoint, w *Combatant, r dice.Roller, mask uint64) ([]string, error) {
	if backupCheck {
		s.checkMask(mask, w, at)
	}
	if mask == 0 { // the usual boundary: w's own alone, no order to keep
		if at == rules.EndOfTurn && w.Bare() {
			return nil, nil
		}
		return s.turnPointOn(at, w, w, r, nil)
	}
	if at == rules.StartOfTurn || !w.Bare() { // w's own turn counts its own instances
		i := s.indexOf(w)
		if i < 0 {
			return s.turnPointAt(at, w, r, nil)
		}
		mask |= 1 << (i & 63)
	}
	whose := w.ID
	var lines []string
	for mask != 0 {
		i := bits.TrailingZeros64(mask)
		mask &= mask - 1
		c := s.Creatures[i]
		if !turnPointMoves(at, c, w, whose) {
			continue
		}
		var err error
		if lines, err = s.turnPointOn(at, c, w, r, lines); err != nil {
			return nil, err
		}
	}
	return lines, nil
}

// checkMask panics if a creature outside mask holds what a boundary may
// change, or if whose's boundary at would change it after all
// (rules.Creature.Waits, the rules' own word: a Waits that comes to count
// more than Idle knows shows here). It runs under backupCheck: every
// tagged test and scenario.
func (s *State) checkMask(mask uint64, w *Combatant, at rules.TurnPoint) {
	for i, c := range s.Creatures {
		if mask&(1<<(i&63)) != 0 {
			continue
		}
		if len(c.Marks) > 0 || c.Concentration != "" || !c.Bare() && (!c.Idle() || c.AnyInstanceAt(gripped)) || c != w && c.Waits(w.ID, at) {
			panic(fmt.Sprintf("combat: a turn boundary's note %b leaves out %s", mask, c.ID))
		}
	}
}
