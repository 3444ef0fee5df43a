package combat

import (
	"sync"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The policy's weighing reused by the command that follows. While Auto
// weighs a creature's options it probes each attack on each target up to
// its roll (probeOdds): the checks, the modes and bonuses, the cover, the
// test the roll would be made with. Then it does the best of them, whose
// attack makes those very checks again before its roll. A weighing keeps
// what each probe stopped with, and the attack that follows rolls with it
// when the state is still the one the probe read.
//
// The staleness rule is a stamp of the state's version (State.epoch):
// while a weighing is on (State.weigh, Auto only), every event applied to
// the state (or to a copy made of it) gives it a stamp never given before
// in that Auto, but the events no check of an attack reads (below); a
// state put back after a refused command (forkArena.putBack,
// State.restore) is put back with its stamp, since it is that version
// again. Deciding changes a state only by applying events, but for the
// few writes backup.go lists (a caster's square borrowed, which the kept
// squares catch; a death save's and a turn's repeat saves' advantages,
// which their events follow at once): a stamp is the version of every
// combatant the checks read. Nothing outside Auto runs while a weighing
// is on, and its record dies with the Auto.

// weighing is one Auto's record of the attacks its weighing probed.
type weighing struct {
	next   uint64 // the last stamp given
	n      int    // swings kept
	swings [12]weighedSwing
	// spare are the arenas of its probes once done with, for the next
	// probes: a weighing takes and gives back none to forkPool while it
	// has some, and keeps them in weighPool with it.
	spare []*forkArena
	// clean are spare arenas whose decider a probeIn left, which a
	// probeIn may take with its light reset (probeDecider): a probe
	// writes nothing in its decider but its rollStop (and d.other, left
	// ""). Only probeOdds gives arenas to it, and drop the kept swings'.
	clean []*forkArena
	// plains keep the ceilings' sums of an attack's damage means on a
	// target with no resistance, immunity or vulnerability (plainSums),
	// from one weighing to the next.
	plains [8]plainSum
	nPlain int
	// calm is a state, and calmAt its version (State.epoch), in which
	// the weighing found no creature with an attack readied (enemiesOf):
	// probeOdds, asked in that very version, need not look again.
	calm   *State
	calmAt uint64
	// press is a state, pressAt its version, pressC an attacker and
	// pressCAt, pressCUp its square and height there, for which a lazy
	// weighing's ceiling (sureDis) found presser, the first creature in
	// setup order next to it that is standing, not of its side and can
	// act, or none (nil): swing's scan for a ranged attack's disadvantage
	// reads it (pressedBy) in that very version.
	press    *State
	pressAt  uint64
	pressC   *Combatant
	pressCAt [2]int
	pressCUp int
	presser  *Combatant
	// bufs are the lists of a monster's weighing of its action
	// (monsterAction), busy while one is in them.
	bufs weighBufs
	busy bool
	// plans are the monsters' plans of their actions (act_plan.go),
	// kept from one weighing to the next, in weighPool too: each holds
	// a catalog block's lists and a creature's attack list only.
	plans actPlans
	// plainFit is the last path nearFit fitted by its short way on the
	// state (move_near.go): plain ground, every step the straight step.
	plainFit []Point
}

// notePressed notes that, in s as it is now, o is the first creature in
// setup order next to c, standing, not of c's side, that can act (nil:
// none), for swing to read (pressedBy).
func (s *State) notePressed(c, o *Combatant) {
	if w := s.weigh; w != nil {
		w.press, w.pressAt, w.pressC, w.pressCAt, w.pressCUp, w.presser = s, s.epoch, c, c.Position, c.Altitude, o
	}
}

// pressedBy is what notePressed noted of c in s as it is now, and ok
// false when it noted nothing of c in this version.
func (s *State) pressedBy(c *Combatant) (o *Combatant, ok bool) {
	w := s.weigh
	if w == nil || w.press != s || w.pressAt != s.epoch || w.pressC != c || w.pressCAt != c.Position || w.pressCUp != c.Altitude {
		return nil, false
	}
	return w.presser, true
}

// noneReadied notes that s, as it is now, has no creature with an attack
// readied (enemiesOf), for probeOdds to read while s is that version.
func (s *State) noneReadied() {
	if w := s.weigh; w != nil {
		w.calm, w.calmAt = s, s.epoch
	}
}

// calm reports whether s is the version noneReadied noted.
func (s *State) calm() bool {
	w := s.weigh
	return w != nil && w.calm == s && w.calmAt == s.epoch
}

// plainSum is partSums of an attack effect e (magic or not) on
// a target whose damage flags are all false: it depends only on the
// ruleset and e's damage parts, their dice and types (hitMeans), which it
// keeps and checks (hitPart of each, their dice and type strings), so a
// part changed in place since is worked out again, never misread.
type plainSum struct {
	rs        *rules.Ruleset
	e         *content.Effect
	magical   bool
	p         [2]*content.Effect
	dice, typ [2]string
	sums      [2]float64
	// means are hitMeans of each hit entry's part, where has (a plan's:
	// plainKept), which attackMean sums on such a target (plainMean).
	means [2][2]float64
	has   [2]bool
}

// plainSums is partSums(s, t, a, e) for t with no damage flags,
// kept in s's weighing when it has one (an effect of at most two hit
// entries).
func (s *State) plainSums(t *Combatant, a *Attack, e *content.Effect) [2]float64 {
	w := s.weigh
	if w == nil || len(e.Hit) > 2 {
		return partSums(s, t, a, e)
	}
	for i := range w.plains[:min(w.nPlain, len(w.plains))] {
		if k := &w.plains[i]; k.e == e && k.rs == s.rs && k.magical == a.Magical && k.fits() {
			if checkCeilings && k.sums != partSums(s, t, a, e) {
				panic("combat: kept sums of " + a.ID + " are not its sums")
			}
			return k.sums
		}
	}
	k := plainSum{rs: s.rs, e: e, magical: a.Magical, sums: partSums(s, t, a, e)}
	for j := range e.Hit {
		if p := hitPart(&e.Hit[j]); p != nil {
			k.p[j], k.dice[j], k.typ[j] = p, p.Dice, p.Type
		}
	}
	w.plains[w.nPlain%len(w.plains)] = k
	w.nPlain++
	return k.sums
}

// plainKept is plainSums(t, a, e) kept in k (a plan's: act_plan.go),
// checked as plainSums checks the weighing's and worked out again into k
// when it does not fit.
// fresh reports that k holds them as they are now (k fits e, each part's
// means kept: plainMean may read them).
func (s *State) plainKept(k *plainSum, t *Combatant, a *Attack, e *content.Effect) (sums [2]float64, fresh bool) {
	if k.e == e && k.rs == s.rs && k.magical == a.Magical && k.fits() {
		if checkCeilings && k.sums != partSums(s, t, a, e) {
			panic("combat: planned sums of " + a.ID + " are not its sums")
		}
		return k.sums, true
	}
	if len(e.Hit) > 2 {
		return partSums(s, t, a, e), false
	}
	*k = plainSum{rs: s.rs, e: e, magical: a.Magical}
	for j := range e.Hit { // partSums's sums, each part's means kept
		p := hitPart(&e.Hit[j])
		if p == nil {
			continue
		}
		k.p[j], k.dice[j], k.typ[j] = p, p.Dice, p.Type
		nm, cm, ok := s.hitMeans(t, p, a.Magical)
		if !ok {
			continue
		}
		k.sums[0] += nm
		k.sums[1] += cm
		k.means[j], k.has[j] = [2]float64{nm, cm}, true
	}
	return k.sums, true
}

// plainMean is attackMean(t, a, e, hit, crit) for t with no damage
// flags (no resistance, immunity or vulnerability of its own, none by a
// condition) from k, plainKept's, fresh: each part's means are
// hitMeans's on such a target, summed in attackMean's order.
func (k *plainSum) plainMean(hit, crit float64) (mean float64) {
	for j := range k.has {
		if k.has[j] {
			mean += (hit-crit)*k.means[j][0] + crit*k.means[j][1]
		}
	}
	return mean
}

// fits reports whether k was worked out from its effect's parts as they
// are now.
func (k *plainSum) fits() bool {
	for j := range k.e.Hit {
		p := hitPart(&k.e.Hit[j])
		if p != k.p[j] || p != nil && (!sameString(p.Dice, k.dice[j]) || !sameString(p.Type, k.typ[j])) {
			return false
		}
	}
	return len(k.e.Hit) <= 2
}

// weighedSwing is a probe of c's attack a on t that stopped at its roll
// (the probe's arena, its decider's rollStop), and the state and version
// it read. The arena is held until the weighing ends.
type weighedSwing struct {
	s        *State
	epoch    uint64
	c, t     *Combatant
	a        *Attack
	cAt, tAt [2]int // the squares and heights it read
	cUp, tUp int
	ar       *forkArena
}

// weighPool keeps weighings between Autos; fights on several goroutines
// take their own.
var weighPool = sync.Pool{New: func() any { return new(weighing) }}

// startWeighing turns on s's weighing for one Auto (stopWeighing ends
// it). A weighing left on (an Auto within an Auto, which none makes) is
// started afresh: what it kept is dropped. A state that CloneInto or
// Reset made keeps its weighing between Autos in its own memory
// (cloneMem.weigh, which only its owner uses: a fork or a copy of the
// State struct takes weighPool's); any other takes weighPool's.
func (s *State) startWeighing() {
	w := s.weigh
	if w == nil {
		if m := s.mem; m != nil && m.owner == s && m.weigh != nil {
			w, m.weigh = m.weigh, nil
		} else {
			w = weighPool.Get().(*weighing)
		}
	} else {
		w.drop()
	}
	w.next = s.epoch
	s.weigh = w
}

// stopWeighing ends s's weighing, if on, and hands its record back.
func (s *State) stopWeighing() {
	w := s.weigh
	if w == nil {
		return
	}
	s.weigh = nil
	w.drop()
	if m := s.mem; m != nil && m.owner == s {
		m.weigh = w // for s's next Auto
		return
	}
	w.bufs = weighBufs{} // nothing of the fight kept alive by the pool (the plans hold a setup's lists only)
	weighPool.Put(w)
}

// drop forgets the swings w kept, their arenas kept as spares.
func (w *weighing) drop() {
	for i := range w.swings[:w.n] {
		w.clean = append(w.clean, w.swings[i].ar) // a probeIn's (probeOdds): read since, never written but its to-hit source
		w.swings[i] = weighedSwing{}              // nothing of the fight kept alive by the pool
	}
	w.n = 0
	w.calm = nil
	w.press, w.pressC, w.presser = nil, nil, nil
	w.plainFit = nil
}

// probeArena is a probe's arena: a spare one of s's weighing, else forkPool's.
func (s *State) probeArena() *forkArena {
	if w := s.weigh; w != nil && len(w.spare) > 0 {
		ar := w.spare[len(w.spare)-1]
		w.spare = w.spare[:len(w.spare)-1]
		return ar
	}
	ar, _ := forkPool.Get().(*forkArena)
	if ar == nil {
		ar = new(forkArena)
	}
	return ar
}

// probeArenaClean is probeArena for probeIn: a clean arena of s's
// weighing when it has one (clean true: probeDecider's light reset will
// do), else probeArena's.
func (s *State) probeArenaClean() (ar *forkArena, clean bool) {
	if w := s.weigh; w != nil && len(w.clean) > 0 {
		ar = w.clean[len(w.clean)-1]
		w.clean = w.clean[:len(w.clean)-1]
		return ar, true
	}
	return s.probeArena(), false
}

// doneClean gives back the arena of a probeIn not kept: to s's weighing's
// clean ones, else as doneProbe.
func (s *State) doneClean(ar *forkArena) {
	if w := s.weigh; w != nil && len(w.clean) < len(w.swings) {
		w.clean = append(w.clean, ar)
		return
	}
	s.doneProbe(ar)
}

// doneProbe gives back the arena of a probe not kept: to s's weighing's
// spares, else to forkPool.
func (s *State) doneProbe(ar *forkArena) {
	if w := s.weigh; w != nil && len(w.spare) < len(w.swings) {
		w.spare = append(w.spare, ar)
		return
	}
	ar.release()
}

// stamp gives s a new version as e is applied to it, but for the events
// no check of an attack reads: a monster's feature used as its action,
// its bonus action or a step of its Multiattack (what their Apply
// changes, the action or bonus action spent, the Multiattack's list,
// recharge and uses, is nothing an attack's checks read: the probe lets
// them through too, decider.probed). k is e.Kind's code (event_code.go).
func (w *weighing) stamp(s *State, e *Event, k kindCode) {
	if k == codeFeatured && (e.Reason == "action" || e.Reason == "bonus" || e.Reason == "multiattack") {
		return
	}
	w.next++
	s.epoch = w.next
}

// keep records ar, the arena of a probe of c's attack a on t on s that
// stopped at its roll, once the roll's own refusals let it through, and
// reports whether it holds it (when not, the caller releases it).
func (w *weighing) keep(s *State, c, t *Combatant, a *Attack, ar *forkArena) bool {
	if w.n == len(w.swings) {
		return false // the rest are done without: as many as a weighing probes
	}
	w.swings[w.n] = weighedSwing{s: s, epoch: s.epoch, c: c, t: t, a: a,
		cAt: c.Position, tAt: t.Position, cUp: c.Altitude, tUp: t.Altitude, ar: ar}
	w.n++
	return true
}

// swing is the kept probe of c's attack a on t in d's state as it is
// now, for d's attack with o, or nil. The probe attacked as an action
// does: not a reaction, with no second target, not unseen, not a spell's.
func (w *weighing) swing(d *decider, c, t *Combatant, a *Attack, o *swingOpts) *rollStop {
	if o.reaction || o.other != "" || d.unseen || d.reason == "spell" {
		return nil
	}
	for i := range w.swings[:w.n] {
		e := &w.swings[i]
		if e.a == a && e.c == c && e.t == t && e.s == d.s && e.epoch == d.s.epoch &&
			e.cAt == c.Position && e.tAt == t.Position && e.cUp == c.Altitude && e.tUp == t.Altitude {
			st := e.ar.d.stop
			if b := st.test.Bonus; a.ToHit != nil && len(b) > 0 && b[0].Source == "" {
				b[0].Source = bonusSource(a.ID) // the to-hit term (swing's first), whose source the probe left out (decider.bonusSource)
			}
			return st
		}
	}
	return nil
}
