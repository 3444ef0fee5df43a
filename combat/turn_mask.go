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
	if k := &d.s.note; k.ok { // kept from a command before (keptNote)
		if noteCheck {
			d.s.checkNote()
		}
		if !d.summed {
			d.sum, d.summed = k.sum, true
		}
		d.tm = turnMask{bits: k.bits, at: d.applied, ok: true}
		return k.bits, true
	}
	cs := d.s.Creatures
	var m, odd uint64
	var sum summary
	for i, c := range cs {
		// The usual creature (bare, on the ground, holding nothing) costs
		// these loads alone.
		if len(c.Marks)|len(c.Grants)|len(c.Concentration) != 0 || c.Altitude != 0 || !c.Bare() || c.Readied != nil || c.Suffocating != 0 || c.HP <= 0 && !c.Dead {
			m, sum = noteHolder(c, i, m, sum)
			if walkOdd(c) {
				odd |= 1 << (i & 63) // fork.go's walkFor
			}
		}
	}
	d.sum, d.summed = sum, true
	d.tm = turnMask{bits: m, at: d.applied, ok: len(cs) <= 64}
	if d.s.sole || noteEvery {
		d.s.note = keptNote{bits: m, odd: odd, sum: sum, ok: d.tm.ok}
	}
	return m, d.tm.ok
}

// walkOdd reports whether walkFor (fork.go) must look at c for any
// command: a condition or a Help, a grant, a readied action, off the
// ground, down but not dead, or suffocating. Any other creature adds
// nothing to what any of its walks finds.
func walkOdd(c *Combatant) bool {
	return !c.Bare() || len(c.Grants) > 0 || c.Readied != nil || c.Altitude != 0 || c.HP <= 0 && !c.Dead || c.Suffocating != 0
}

// noteOdd keeps s's kept note over an event that may have made t, and
// t alone, one walkFor must look at (walkOdd): a hit that leaves it at 0
// hit points or below, or gives it a condition.
func (s *State) noteOdd(t *Combatant) {
	if !s.note.ok || !walkOdd(t) {
		return
	}
	if i := s.indexOf(t); i >= 0 {
		s.note.odd |= 1 << (i & 63)
		return
	}
	s.note.ok = false
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
	s.note.ok = s.note.ok && d.tm.ok // keptNote: what the boundary left holds for the next
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
		if w.Bare() && (at == rules.EndOfTurn || len(w.Resources) == 0) {
			return nil, nil // EndTurn and StartTurn change such a w in nothing (StartTurn: no resource to bring back)
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

// keptNote is the note of boundaryMask kept on a sole state
// (State.Sole) from one command to the next: the creatures a turn
// boundary may change (by index) and the decider's summary
// (summary.go), as the walk found them. Every command but the first of a
// turn pair made the walk again before (the decider's own note lives as
// long as the decider), though most commands between two ends of turns
// give no creature anything a boundary reads: they move, attack, deal
// damage, use a monster's features, which only spend, count down, end
// or take away (keepsSummary's kinds, all of them hot: applyCoded). So
// the note is kept while only events of those kinds are applied, which
// at most take holds away: the note then names a creature that holds
// nothing any more, which the masked walks pass over as the full walks
// do (a superset is sound; a subset never is).
//
// It is dropped (ok false) by every event of another kind (apply: not
// hot), a lost turn (applyTurn), a boundary whose applier found more
// changed than the note (boundaryNoted), Apply called alone (a replay),
// a state put back (restore, putBack), a hook that lifts a creature
// outside Apply (strikeFrom) and every copy (cloneIn; a fork keeps it: the
// same creatures in the same order). It is kept only on a state whose
// caller promised to change it by commands alone (Sole): on any other,
// a caller may change a creature through its pointer between commands
// (the scenario runner does), which no stamp can see. Under the build
// tag arbiter_backupcheck every kept note used is checked against a new
// walk (checkNote); the tag arbiter_noteevery makes every state keep it.
type keptNote struct {
	bits uint64
	odd  uint64 // the creatures walkFor must look at (walkOdd), by index
	sum  summary
	ok   bool
}

// noteOne keeps s's kept note (keptNote) over an event that changed
// t's conditions and nothing else (applyConditioned): t is noted when it
// now holds what a boundary reads; it stays noted when it holds less.
// Conditions neither give grants nor lift (the summary holds).
func (s *State) noteOne(t *Combatant) {
	s.noteOdd(t)
	if !s.note.ok || !boundaryHolds(t) {
		return
	}
	if i := s.indexOf(t); i >= 0 {
		s.note.bits |= 1 << (i & 63) // ok means at most 64 creatures
		return
	}
	s.note.ok = false
}

// summary is the summary kept with s's note (keptNote) while it holds,
// else a scan (summaryOf). The note's summary is kept over the same
// events as the note, which neither give a grant nor lift a creature
// (keepsSummary's kinds, and the conditions applyConditioned gives).
func (s *State) summary() summary {
	if s.note.ok {
		return s.note.sum
	}
	return summaryOf(s)
}

// noteCheck is set under the build tag arbiter_backupcheck (note_check.go):
// every kept note used is checked. noteEvery is set under the build tag
// arbiter_noteevery (note_every.go): every state keeps its note, sole or
// not, to run the scenarios over (a test that edits a creature by hand
// between commands trips it, as it should: such a state is not sole).
var noteCheck, noteEvery bool

// checkNote panics when s's kept note leaves out a creature or a
// summary bit a new walk finds.
func (s *State) checkNote() {
	k := s.note
	var m, odd uint64
	var sum summary
	for i, c := range s.Creatures {
		m, sum = noteHolder(c, i, m, sum)
		if walkOdd(c) {
			odd |= 1 << (i & 63)
		}
	}
	sum |= summaryOf(s)
	if s.sole && odd&^k.odd != 0 { // walkFor trusts it on a sole state only: a scenario's hand edits (noteEvery) give conditions, hit points
		panic(fmt.Sprintf("combat: a kept note's creatures for walkFor %b leave out %b", k.odd, odd&^k.odd))
	}
	if len(s.Creatures) > 64 || m&^k.bits != 0 || sum&^k.sum != 0 {
		panic(fmt.Sprintf("combat: a kept turn note %b (summary %b) leaves out %b (summary %b)", k.bits, k.sum, m&^k.bits, sum&^k.sum))
	}
}

// Sole is the caller's promise that between commands nothing changes
// s but Do, DoInto, Auto, AutoInto, AutoTurn, Apply and Reset or
// CloneInto into s: no creature changed through its pointer, none added
// or taken away by hand. The engine may then keep what it noted of the
// creatures from one command to the next (today the creatures a turn
// boundary may change: keptNote) instead of walking them all again. A
// loop that plays fights by Auto alone, as package sim does, should
// make it; a table that edits creatures between commands (a scenario's
// steps) must not. Reset and CloneInto into s keep the promise; a Clone
// of s does not make it. It returns s.
func (s *State) Sole() *State {
	s.sole = true
	return s
}
