package combat

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Do's backup. Do decides on the state itself and must put it back when
// the rules refuse the command after some of its events were applied. It
// used to copy every combatant first (State.fork), though a command
// changes one or two of a dozen. The backup copies the state's own fields
// (Seq, the order, the turn, what is pending, the zones...) as fork does,
// and a combatant only just before an event that may change it is
// applied (touch, from emit): the one choke point, since deciding changes
// the state only by applying events (fork.go; Apply is called during a
// decision nowhere but in emit).
//
// An event's kind says which combatants its applier (and featureAfter)
// may change. The kinds below were read for it; any other kind backs up
// every combatant not yet backed up, so a kind added later is safe
// without a look:
//   - Featured: Who (its action, bonus action, Multiattack's list, the
//     stat block's uses: applyFeature); SneakAttacked: Who (applySneak);
//     DeathSaved: Who (applyDeathSave: rules.Ruleset.DeathSave on its
//     creature alone; featureAfter does nothing for it);
//   - Attacked: Who and Target (the attacker's marks, hiding, the
//     resource it spends, its one-roll grants and Invisibility; the
//     target's one-roll grants and Calm Emotions' indifference:
//     applyAttack, grantsAttacked, featureAfter's rage and inspiration);
//   - Damaged: Target (its hit points and conditions through the rules
//     core, Death Ward, regeneration stopped, rage kept, Turn Undead
//     ended: applyDamage, featureAfter);
//   - Conditioned: Target (applyConditioned, through the rules core);
//     Granted: Target (applyGranted: the grant, what it sets, its hit
//     point maximum, its reaction or action spent);
//   - Saved: Who, the saver (an inspiration or luck die spent), and
//     Target, the one who forced it (rage kept): featureAfter;
//   - Casted: Who (its slot, its action, concentration, Invisibility:
//     applyCast), unless it gives up concentrating on another spell,
//     whose end changes any creature (State.endSpell): then every one;
//   - Ended: none (the state's own fields).
//
// Besides events, the decider changes a creature itself in a few places,
// each backing it up first (decider.changes): just before the event that
// changes it again (the advantages of a turn's repeat saves and of a
// death save, and the death save itself, whose event's Apply then does
// not make it again: deathMade), and while a placed spell object's attack
// borrows the caster's square (strikeFrom, fromPoint: put back after). A Multiattack step has a backup of its
// own besides (decider.step, multi_step.go), touched the same way.
// rules.Ruleset.Test uses up a Help outside any
// event: a command that could meet one is decided on a copy (fork.go).
//
// backupCheck (tests, and the build tag arbiter_backupcheck) makes Do
// check it: it takes the whole fork too and, once the command is decided,
// that every combatant not backed up equals its fork and every one backed
// up was backed up before it changed.

// backupCheck makes Do compare its backup with a whole fork at every
// command (checkBackup); false but in tests. backupLate counts, while it
// is set, the refused commands that had applied some events.
var (
	backupCheck bool
	backupLate  int
)

// backupIn is the state-level part of a fork of s in a's blocks, for
// Do: the combatants are copied only as touch says (a.saved), and put
// back by a.putBack. The state's own slices and the pending offer are
// kept, not copied: Apply replaces them and never changes them in place
// (the order, the pending offer, what a turn boundary ended, the zones).
func (s *State) backupIn(a *forkArena) {
	n := len(s.Creatures)
	a.size(n)
	a.st = *s
	a.live = append(a.live[:0], s.Creatures...) // a summons or a creature gone changes the list, not these
	a.saved = slices.Grow(a.saved[:0], n)[:n]
	clear(a.saved)
	a.whole = slices.Grow(a.whole[:0], n)[:n]
	clear(a.whole)
	a.all, a.last, a.lastAt, a.n = false, [2]string{}, [2]int{-1, -1}, 0
}

// size gives a room for n combatants.
func (a *forkArena) size(n int) {
	if cap(a.cs) < n {
		a.ptrs, a.cs, a.crs, a.bs = make([]*Combatant, n), make([]Combatant, n), make([]rules.Creature, n), make([]Statblock, n)
	}
}

// touch backs up, before e is applied to s, each combatant of s that e's
// applier may change and a has not backed up yet (the kinds above).
func (a *forkArena) touch(s *State, e *Event) {
	if a.all {
		return
	}
	switch e.Kind {
	case Featured:
		a.saveOwn(s, e.Who) // applyFeature changes the combatant and its stat block, never its creature
	case SneakAttacked, DeathSaved:
		a.save(s, e.Who)
	case Attacked:
		a.saveAttacker(s, e)
		a.saveTarget(s, e.Target)
	case Damaged, Conditioned, Granted:
		a.save(s, e.Target)
	case Saved:
		a.save(s, e.Who)
		a.save(s, e.Target)
	case Casted:
		if c := s.Get(e.Who); c != nil && e.Concentrate && c.Concentration != "" && c.Concentration != e.Action {
			a.saveAll() // the spell it concentrated on ends, and all it did (State.concentrate)
			return
		}
		a.save(s, e.Who)
	case Ended:
	default:
		a.saveAll()
	}
}

// saveAll backs up every combatant not backed up yet.
func (a *forkArena) saveAll() {
	for i := range a.live {
		a.saveAt(i)
	}
	a.all = true
}

// changes backs up c, which the decider is about to change itself
// before the event that changes it again (the advantages a turn's repeat
// saves and a death save are rolled with: setRepeatAdv, setDeathSaveAdv).
func (d *decider) changes(c *Combatant) {
	if d.backup != nil && c != nil && !d.backup.all {
		d.backup.save(d.s, c.ID)
	}
	if d.step != nil && c != nil && !d.step.all {
		d.step.save(d.s, c.ID) // multi_step.go
	}
}

// touchingMany tells d's backup that events for n creatures follow (an
// area spell's): when they are many, every combatant is backed up at
// once, saving a look-up per event.
func (d *decider) touchingMany(n int) {
	if a := d.backup; a != nil && !a.all && 4*n > len(a.live) {
		a.saveAll()
	}
}

// save backs up the combatant called id, if there is one: an applier
// finds it by id (Get), or refuses the event when there is none. Until
// an event of another kind than those above, which backs up every one,
// the list of combatants is the one backed up (a.live), where ids are
// unique; one that came since is dropped by putBack.
func (a *forkArena) save(s *State, id string) {
	if i := a.at(s, id); i >= 0 {
		a.saveAt(i)
		a.many()
	}
}

// saveOwn is save for an event whose applier changes the combatant (its
// own fields, marks, stat block) but never its creature: the creature is
// backed up only when a later event may change it (saveAt). The
// creature of a combatant backed up so is unchanged until then, which
// checkBackup checks (a.cs[i] points to the live creature meanwhile).
func (a *forkArena) saveOwn(s *State, id string) {
	if i := a.at(s, id); i >= 0 {
		a.saveOwnAt(i)
		a.many()
	}
}

// saveTarget is save for an Attacked event's target: applyAttack (and
// featureAfter) change a target only by its grants (grantsAttacked: the
// next attack's advantage, Calm Emotions' indifference, whose end may
// change its creature), so one without grants is backed up as saveOwn.
func (a *forkArena) saveTarget(s *State, id string) {
	if i := a.at(s, id); i >= 0 {
		if len(a.live[i].Grants) == 0 {
			a.saveOwnAt(i)
		} else {
			a.saveAt(i)
		}
		a.many()
	}
}

// saveAttacker is save for an Attacked event's attacker: applyAttack
// (and featureAfter, shadowEnds) change its creature only when it is
// hidden (revealed), holds condition instances (Invisibility ended:
// endOnAttack), spends a resource (e.Uses), holds an inspiration die or
// class features (spent, rage kept) or One with Shadows; otherwise only
// the combatant's own fields (marks, grants, its action and attacks), so
// it is backed up as saveOwn.
func (a *forkArena) saveAttacker(s *State, e *Event) {
	i := a.at(s, e.Who)
	if i < 0 {
		return
	}
	if c := a.live[i]; e.Uses == "" && c.Bare() && !c.Hidden && c.Inspired.N == 0 && len(c.Features) == 0 && !c.Class.Shadowed {
		a.saveOwnAt(i)
	} else {
		a.saveAt(i)
	}
	a.many()
}

// at is the index in a.live of the combatant called id, -1 for none.
// The last two asked are kept: an area's save and damage name their
// creature twice, and the caster each time.
func (a *forkArena) at(s *State, id string) int {
	if id == a.last[0] {
		return a.lastAt[0]
	}
	if id == a.last[1] {
		return a.lastAt[1]
	}
	i := s.index.find(a.live, id)
	if i < 0 {
		i = slices.IndexFunc(a.live, func(c *Combatant) bool { return c.ID == id })
	}
	a.last[0], a.last[1] = id, a.last[0]
	a.lastAt[0], a.lastAt[1] = i, a.lastAt[0]
	return i
}

// many backs up every combatant once many are (an area): the rest at
// once, and no more look-ups. Not with backupCheck: it only saves time,
// and would take the creatures of a small fight whole at once, so that
// checkBackup would never see a backup without its creature (saveOwn)
// where an event changed the creature.
func (a *forkArena) many() {
	if 4*a.n > len(a.live) { // small enough to be inlined: most saves are of one or two
		a.manyNow()
	}
}

// manyNow is many once a quarter is backed up.
func (a *forkArena) manyNow() {
	if !a.all && !backupCheck {
		a.saveAll()
	}
}

// saveAt backs up the i-th combatant of the backed-up state, its
// creature too, unless a has.
func (a *forkArena) saveAt(i int) {
	if !a.whole[i] { // small enough to be inlined: an attacker is often backed up already
		a.takeWhole(i)
	}
}

// takeWhole is saveAt for a combatant whose creature is not backed up.
func (a *forkArena) takeWhole(i int) {
	a.saveOwnAt(i)
	a.whole[i] = true
	a.live[i].Creature.ForkInto(&a.crs[i]) // unchanged since saveOwnAt, if that came first
	a.cs[i].Creature = &a.crs[i]
}

// saveOwnAt backs up the i-th combatant of the backed-up state but its
// creature (saveOwn), unless a has.
func (a *forkArena) saveOwnAt(i int) {
	if !a.saved[i] {
		a.takeOwn(i)
	}
}

// takeOwn is saveOwnAt for a combatant not backed up.
func (a *forkArena) takeOwn(i int) {
	a.saved[i] = true
	a.n++
	c := a.live[i]
	var b *Statblock
	if c.Statblock != nil {
		b = &a.bs[i]
	}
	c.forkOwn(&a.cs[i], b)
}

// putBack puts s back as a's backup found it, as State.restore does a
// whole fork: the state's own fields, its list of combatants, and each
// combatant backed up, in the same structs (a caller's pointers to them
// stay good), nothing left pointing into a.
func (a *forkArena) putBack(s *State) {
	live := s.Creatures
	*s = a.st
	s.note.ok = false // turn_mask.go
	if slices.Equal(live, a.live) {
		s.Creatures = live
	} else {
		s.Creatures = slices.Clone(a.live) // a summons came or a creature left
	}
	for i, c := range a.live {
		switch {
		case a.whole[i]:
			c.putBack(&a.cs[i]) // fork.go
		case a.saved[i]:
			c.putBackOwn(&a.cs[i]) // its creature was never changed
		}
	}
}

// checkBackup panics when a's backup, checked against full (a whole fork
// made at the same time) once the command is decided, would not put the
// state back: a combatant changed that touch did not back up first.
func (a *forkArena) checkBackup(full *State, cmd Command) {
	for i, w := range full.Creatures {
		got := a.live[i]
		if a.saved[i] {
			got = &a.cs[i]
		}
		if !reflect.DeepEqual(*got, *w) {
			panic(fmt.Sprintf("combat: backup: %s changed before its backup (command %+v)", w.ID, cmd))
		}
	}
}

// decoyed is Do by DoInto into a log of decoys, for backupCheck (the
// tests, the scenarios with arbiter_backupcheck): before the command's
// events the log holds, for each creature, damage it dealt itself by
// each of its spells and attacks, its attack on each creature, and a hit
// on each object, any of which a look back over the decider's events
// that passed the command's first (decider.first) would find.
func decoyed(s *State, cmd Command, r dice.Roller) ([]Event, error) {
	var log []Event
	for _, c := range s.Creatures {
		for _, sp := range c.Spells {
			log = append(log, Event{Kind: Damaged, Who: c.ID, Target: c.ID, Attack: sp, Amount: 7, Dealt: 7})
		}
		for _, a := range c.Attacks {
			log = append(log, Event{Kind: Damaged, Who: c.ID, Target: c.ID, Attack: a.ID, Amount: 7, Dealt: 7})
		}
		for _, t := range s.Creatures {
			log = append(log, Event{Kind: Attacked, Who: c.ID, Target: t.ID, Hit: true})
		}
		for _, o := range s.Grid.Objects {
			log = append(log, Event{Kind: ObjectAttacked, Who: c.ID, Target: o.ID, Hit: true})
		}
	}
	n := len(log)
	got, err := doCmd(s, &cmd, r, log, true)
	if err != nil || len(got) == n {
		return nil, err
	}
	return slices.Clone(got[n:]), nil
}

// try runs f, a trial whose events are thrown away, with a decider of its
// own (dice showing 10) and reports what it returned: on the state itself
// with a backup that is then put back, as Do does with a refused command,
// or on a fork (clone) when a Help waits, which rules.Ruleset.Test would
// use up outside any event (fork.go).
func (d *decider) try(f func(*decider) error) error {
	if d.s.helped() {
		trial, arena := d.clone()
		defer arena.release()
		return f(trial)
	}
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	defer a.release()
	s := d.s
	var full *State
	if backupCheck {
		full = s.Clone() // a deep copy: a write in place to what a fork shares (grants) shows too
	}
	s.backupIn(a)
	trial := a.decider(s, d.seq, faces(10))
	trial.backup = a
	err := f(trial)
	if backupCheck {
		a.checkBackup(full, Command{Kind: "trial"})
	}
	a.putBack(s)
	if backupCheck && !Equal(s, full) {
		panic("combat: backup: a trial left another state")
	}
	return err
}

// decidedHere is decided on s itself, for a caller that only reads what
// the command would do (PreviewSpell, decides): cmd is decided on s with
// a backup (as Do decides), and s is put back before it returns, the
// events left in the arena's buffer for the caller to read and release
// (nil on an error). s is as it was, in the same structs, but changes
// while it runs: like Do, not for a state another goroutine reads. A
// command that could meet a Help is decided on a fork (decided), as Do
// does (fork.go).
func decidedHere(s *State, cmd Command, r dice.Roller) ([]Event, *forkArena, error) {
	if cmd.Kind == HelpCmd || s.helped() {
		return decided(s, cmd, r)
	}
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	var full *State
	if backupCheck {
		full = s.Clone() // a deep copy: a write in place to what a fork shares (grants) shows too
	}
	s.backupIn(a)
	d := a.decider(s, s.Seq+1, r)
	d.backup = a
	err := d.decide(&cmd)
	if backupCheck {
		a.checkBackup(full, cmd)
	}
	a.putBack(s)
	if backupCheck && !Equal(s, full) {
		panic(fmt.Sprintf("combat: backup: deciding %+v left another state", cmd))
	}
	if err != nil {
		a.release()
		return nil, nil, err
	}
	return d.events, a, nil
}
