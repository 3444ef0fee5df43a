package combat

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Decide checks cmd against the rules and the state and returns the
// events it causes, with their dice. It does not change state: the events
// are worked out on a copy, each applied as it is made, so that applying
// them to state gives what Decide saw. A command the rules refuse returns
// an error naming the rule, and no events.
func Decide(state *State, cmd Command, r dice.Roller) ([]Event, error) {
	events, arena, err := decided(state, cmd, r)
	if err != nil {
		return nil, err
	}
	defer arena.release()
	if len(events) == 0 {
		return nil, nil
	}
	return slices.Clone(events), nil // out of the arena's buffer, in one block
}

// decided is Decide leaving the events in the arena's buffer: the caller
// reads them, keeps nothing of them, and releases the arena (nil on an
// error).
func decided(state *State, cmd Command, r dice.Roller) ([]Event, *forkArena, error) {
	fork, arena := state.fork()
	d := arena.decider(fork, state.Seq+1, r)
	if err := d.decide(&cmd); err != nil {
		arena.release()
		return nil, nil, err
	}
	return d.events, arena, nil
}

// Do decides cmd and applies its events to state. It decides on state
// itself, each event applied as it is made, and puts state back as it was
// when the rules refuse the command (fork.go, backup.go).
func Do(state *State, cmd Command, r dice.Roller) ([]Event, error) {
	if backupCheck {
		return decoyed(state, cmd, r) // backup.go
	}
	return doCmd(state, &cmd, r, nil, false)
}

// DoInto is Do appending the events to log, which it returns (log as it
// was when the command is refused). A caller that keeps no events, or
// writes them out before the next command, reuses one buffer:
// DoInto(s, cmd, r, buf[:0]) copies no events out for it. The events
// are decided straight into log's room (as append would put them there):
// a refused command may have written there, past the returned log's
// length, before it was refused.
func DoInto(state *State, cmd Command, r dice.Roller, log []Event) ([]Event, error) {
	return doCmd(state, &cmd, r, log, true)
}

// doCmd is Do, or DoInto with into set. It reads cmd, never changes
// it: a Command is some 350 bytes, not copied on its way to decide.
func doCmd(state *State, cmd *Command, r dice.Roller, log []Event, into bool) ([]Event, error) {
	var w walked // one walk over the creatures, and sureOnceChecked's answer (fork.go)
	if k := &state.note; !backupCheck && k.ok && state.sole && cmd.Kind != HelpCmd {
		w = state.walkNoted(cmd, r, k) // walkFor's first way, without its call
	} else {
		w = state.walkFor(cmd, r)
	}
	if w.helped {
		return doOnCopy(state, *cmd, r, log, into) // a Help given, or one the rolls would use (fork.go)
	}
	if !w.sure && (cmd.Kind != Start || !state.startUnbacked(cmd, r)) { // start_sure.go
		return doBacked(state, cmd, r, log, into, w)
	}
	// Nothing to put back: a refusal comes before the first event. The
	// arena is handed back with no defer: should decide panic, the
	// state's next Do takes another (doArena).
	a := state.doArena() // state.go: its own between commands
	d := a.decider(state, state.Seq+1, r)
	d.starts(w)
	own := d.intoLog(log, into)
	var err error
	if w.by != nil {
		err = d.decideBy(w.by, cmd) // the attacker the sure check found (sureKept)
	} else {
		err = d.decide(cmd)
	}
	if into {
		log, err = d.leaveLog(own, log, err)
		state.doneArena(a)
		return log, err
	}
	if err != nil {
		state.doneArena(a)
		return nil, err
	}
	events := d.out(log, into)
	state.doneArena(a)
	return events, nil
}

// doBacked is doCmd for a command the rules may refuse after some of its
// events were applied: it takes Do's backup (backup.go) and puts the
// state back when they do. w is doCmd's walk (walkFor).
func doBacked(state *State, cmd *Command, r dice.Roller, log []Event, into bool, w walked) ([]Event, error) {
	a := state.doArena() // state.go: its own between commands
	defer state.doneArena(a)
	state.backupIn(a) // each combatant as an event first touches it (backup.go)
	var full *State
	if backupCheck {
		full = state.Clone() // a deep copy: a write in place to what a fork shares (grants) shows too
	}
	d := a.decider(state, state.Seq+1, r)
	d.starts(w)
	d.backup = a
	own := d.intoLog(log, into)
	err := d.decide(cmd)
	if backupCheck {
		a.checkBackup(full, *cmd)
	}
	if err != nil {
		a.putBack(state)
		if backupCheck {
			if !Equal(state, full) {
				panic(fmt.Sprintf("combat: backup: refused command %+v left another state", *cmd))
			}
			if len(d.events) > d.first {
				backupLate++
				if sureClaimed { // attack_sure.go
					panic(fmt.Sprintf("combat: backup: %+v, found sure, refused after an event: %v", *cmd, err))
				}
			}
		}
	}
	if into {
		return d.leaveLog(own, log, err)
	}
	if err != nil {
		return nil, err
	}
	return d.out(log, into), nil
}

// handOut is the number of events from which Do hands the decider's
// buffer itself to the caller instead of a copy of it (out). A start's
// events (one for each creature) are copied: the arena's buffer, kept
// between commands and fights, is not made again.
const handOut = 64

// startEvents is the room Start makes for its events beyond one for each
// creature: the start, the order and the first turn's.
const startEvents = 6

// out is what doCmd returns for the events of d's accepted command: a
// copy of them in one block, nil for none, or with into log with them
// appended. A long list (an area spell's saves and damage) is not copied:
// the buffer itself is handed out and the arena starts a new one.
func (d *decider) out(log []Event, into bool) []Event {
	events := d.events
	if into {
		return append(log, events...)
	}
	if len(events) == 0 {
		return nil
	}
	if len(events) >= handOut {
		d.events = make([]Event, 0, 16)         // the old room is the caller's now; the new is made at once, not grown
		return events[:len(events):len(events)] // without the room past it, which may hold older events
	}
	return slices.Clone(events) // out of the arena's buffer, in one block
}

// intoLog has DoInto's decider emit its events straight into the
// caller's log (after its events, from d.first on: every look back over
// d.events stops there), which saves copying each 544-byte event out of
// the arena's buffer. It returns the arena's own buffer, which leaveLog
// puts back; nil, with nothing done, unless into.
func (d *decider) intoLog(log []Event, into bool) []Event {
	if !into {
		return nil
	}
	own := d.events
	d.events, d.first = log, len(log)
	return own
}

// leaveLog gives the arena back its buffer (own) and returns DoInto's
// log: the one the decider appended to, or with err (a refused command)
// log as the caller gave it, the refused command's events let go of.
func (d *decider) leaveLog(own, log []Event, err error) ([]Event, error) {
	got := d.events
	d.events, d.first = own[:0], 0
	if err != nil {
		clear(got[len(log):])
		return log, err
	}
	return got, nil
}

// refused is what doCmd returns with the error of a refused command.
func refused(log []Event, into bool) []Event {
	if into {
		return log
	}
	return nil
}

type decider struct {
	s      *State
	seq    int
	r      dice.Roller
	events []Event
	first  int              // the index in events of the command's first event: DoInto's events follow the caller's log (intoLog)
	feat   *content.Feature // featured's feature while its event is applied: applyFeature's, found once (monster_act.go)
	reason string           // how the attacks being made are taken (monster_act.go); "" for the action
	other  string           // Cleave's second target for the next attack (action_attack.go)
	cast   *casting         // the spell being cast, for its attacks' Metamagic (metamagic.go)
	slowed string           // the creature a spell is being cast to slow the fall of (cast_react.go)
	reacts reacting         // reactions offered and taken during this command (reaction.go)
	// holding, while set, gathers in held the damage of one attack's
	// parts for a single concentration save (concentration_hold.go).
	holding   bool
	held      int
	probe     bool       // when set, an attack stops before its roll, leaving stop (check.go)
	stop      *rollStop  // what the probed attack stopped with: its arena's (forkArena.decider); nil in a decider made as a literal, which must not attack
	uses      string     // the turn resource an action spends instead of the action: none when a class feature paid (feature_class.go)
	unseen    bool       // the attack being made is an unseen thing's, with advantage (trigger_hound.go)
	endHold   bool       // a spell is being cast: the fight's end waits for the whole cast (spell_end.go)
	endWaited bool       // a check of the fight's end waited for it
	known     knownSwing // in a probe, an attack found legal before: it stops there (check.go)
	rider     *rider     // the smite or Lifedrinker the attack being made adds on a hit (feature_smite.go)
	sum       summary    // what some creature may hold, while summed (summary.go)
	summed    bool
	applied   int        // the events applied so far (noted): what a note below is stamped with
	tm        turnMask   // the creatures a turn boundary may change, noted once for a turn pair (turn_mask.go)
	backup    *forkArena // Do's backup of the state, which each event touches first (backup.go)
	step      *forkArena // a Multiattack step's own backup, touched as backup is (multi_step.go)
	pre       *decider   // a probe that made the next attack's checks, its stop and known the attack (stepProbed)
	// room holds the room of a test's sources of advantage and
	// disadvantage, which no event keeps (test): the arena's, kept between
	// commands; nil for none.
	room *rules.TestResult
	// ex is the room of the terms and faces the events keep
	// (explain_room.go): the arena's; nil for none.
	ex *explainRoom
}

// test is the ruleset's Test for a result whose dice and terms an event
// may keep: they are the result's own; its sources of advantage and
// disadvantage, which combat reads from the mode alone, are in d's room,
// which the next test uses again.
func (d *decider) test(c *rules.Creature, t rules.Test, r dice.Roller) (rules.TestResult, error) {
	return d.testOf(c, &t, r)
}

// testOf is test reading t by pointer: t is read, not changed, and not
// copied (a Test is some 300 bytes; rules.Ruleset.TestIntoPtr).
func (d *decider) testOf(c *rules.Creature, t *rules.Test, r dice.Roller) (rules.TestResult, error) {
	room := d.room
	if room == nil {
		return d.s.rs.Test(c, *t, r)
	}
	room.Dice, room.Explain = nil, nil
	if x := d.ex; x != nil {
		// Room for the d20s and the terms rules.Test makes room for
		// (the d20, the ability, proficiency, exhaustion and the
		// caller's), which leaves one or two for a caller's cover or
		// grant: no list of its own.
		room.Dice, room.Explain = x.facesFor(2), x.termsFor(4+len(t.Bonus))
	}
	err := d.s.rs.TestIntoPtr(c, t, r, room)
	// The result copied once, straight out: its Dice and Explain stay in
	// room too, which the next test sets anew before it reads them.
	return *room, err
}

// emit applies e, the command's next event, to the state and appends it
// to d.events. e is read by pointer (an Event is 544 bytes: the caller's
// literal is copied once, into d.events) and its Seq set on the copy. A
// hot caller builds its event in place instead (next, emitNext): no
// literal and no copy.
func (d *decider) emit(e *Event) error {
	if d.probe {
		return d.probed(e) // checks only: nothing is applied (check.go)
	}
	p := d.slot()
	*p = *e // copied once, not through a temporary as append(d.events, *e) does
	return d.emitNext(p)
}

// slot is the room of the next event in d.events, past its end (grown
// as append grows it), as it was left: emit copies over it.
func (d *decider) slot() *Event {
	n := len(d.events)
	if n == cap(d.events) {
		d.events = slices.Grow(d.events, 1) // as append grows it
	}
	return &d.events[:n+1][n]
}

// next hands out the command's next event zeroed, where it will lie in
// d.events (past its end until emitNext), for the caller to fill and
// emitNext: the event is built in place, with no literal on the caller's
// stack and no copy (an Event is 544 bytes; ~290 a fight). Between next
// and emitNext the caller must emit nothing else (the same room would be
// handed out again) nor keep the pointer past emitNext (a later event
// may grow d.events).
func (d *decider) next() *Event {
	p := d.slot()
	*p = Event{}
	return p
}

// emitNext emits p, the event next handed out and the caller filled,
// as emit emits a copy: in a probe it is only checked (probed), nothing
// appended. Else its Seq, the backups' touch before it is applied
// (backup.go, multi_step.go), what a spell's end sets off, then it is
// appended and applied where it lies (taken off again if Apply refuses
// it). p is the room just past d.events' end (slot).
func (d *decider) emitNext(p *Event) error { return d.emitKind(p, codeOf(p.Kind)) }

// emitKind is emitNext for a caller that knows k, p.Kind's code
// (event_code.go): the hot events' makers (turn, swingRoll, featured...),
// so that no event of theirs compares its kind as a string. Most events
// take its short way: a hot kind (which keeps the summary) outside a probe
// and a Multiattack's step, while no creature holds a lasting grant nor is
// aloft, has no spell's end to look for before it nor fall after it.
//
// It is small enough to be inlined: applyIn (apply.go) takes the short
// way, or hands the event to emitFull, so that an event's maker makes
// one call.
func (d *decider) emitKind(p *Event, k kindCode) error { return applyIn(d.s, p, k, d) }

// emitFull is emitKind's whole way.
func (d *decider) emitFull(p *Event, k kindCode) error {
	if d.probe {
		return d.probed(p) // check.go
	}
	p.Seq = d.seq
	if d.backup != nil {
		d.backup.touch(d.s, p) // backup.go: what Apply may change, backed up first
	}
	if d.step != nil {
		d.step.touch(d.s, p) // multi_step.go
	}
	if summaryCheck != nil {
		summaryCheck(d)
		codeCheck(p, k) // event_code.go
	}
	var ending []heldGrant
	if d.may(sumLasting) { // summary.go
		ending = d.s.endingHeld(p) // trigger.go: what a spell's end sets off
	}
	n := len(d.events)
	d.events = d.events[:n+1]
	if err := applyCoded(d.s, p, k); err != nil { // applied where it lies: no copy of its 544 bytes
		d.events = d.events[:n]
		return err
	}
	d.noted(k)
	if len(ending) > 0 {
		if err := d.spellFull(ending); err != nil { // trigger.go
			return err
		}
	}
	if summaryCheck != nil {
		summaryCheck(d)
	}
	if !d.may(sumAloft) {
		return nil
	}
	return d.checkFalls() // flyers that can no longer stay up (fly.go)
}

// decide reads cmd, never changes it (a pointer: a Command is some 350
// bytes).
func (d *decider) decide(cmd *Command) error {
	if cmd.Kind == Start {
		return d.start(*cmd)
	}
	s := d.s
	c := s.hinted(s.curAt, cmd.By) // most commands are the turn's creature's: Get's hint, without must's call
	if c == nil {
		var err error
		if c, err = s.must(cmd.By); err != nil {
			return err
		}
	}
	return d.decideBy(c, cmd)
}

// decideBy is decide for a command other than Start by c, the creature
// called cmd.By (Get), which its caller holds already.
func (d *decider) decideBy(c *Combatant, cmd *Command) error {
	s := d.s
	// The commands of a fight under way (a Multiattack, an attack, an
	// end of turn, a move), by a creature with no grant while no
	// reaction waits: none of decideAny's checks but the turn's applies
	// to them, so they go by one switch on the kind.
	if len(c.Grants) > 0 || !s.Started || s.Over || s.Pending != nil {
		return d.decideAny(c, cmd)
	}
	switch cmd.Kind {
	case MultiattackCmd:
		return d.multiattackCmd(c, cmd) // monsterCommand's first case
	case AttackCmd:
		if c.Statblock != nil {
			if ok, err := d.monsterCommand(c, cmd); ok { // monster_act.go
				return err
			}
		}
		if !d.onTurn(c) {
			return d.notTurn(c)
		}
		return d.attackBy(c, cmd)
	case EndTurn:
		if !d.onTurn(c) {
			return d.notTurn(c)
		}
		return d.endTurn(c) // no grant: no rage to end (rageTurnEnd)
	case Move:
		if !d.onTurn(c) {
			return d.notTurn(c)
		}
		if cmd.Height != nil {
			return d.fly(c, *cmd) // fly.go
		}
		return d.move(c, *cmd)
	}
	return d.decideAny(c, cmd)
}

// onTurn reports whether it is c's turn: s.Current() is c, without its
// look-up (c is Get(c.ID)).
func (d *decider) onTurn(c *Combatant) bool {
	s := d.s
	return s.Turn >= 0 && s.Turn < len(s.Order) && sameString(s.Order[s.Turn], c.ID)
}

// notTurn is the refusal of a command by c off its turn.
func (d *decider) notTurn(c *Combatant) error {
	s := d.s
	who := "no one"
	if cur := s.Current(); cur != nil {
		who = cur.ID
	}
	return fmt.Errorf("%w (%s): it is %s's turn, not %s's", ErrNotYourTurn, s.cite(s.rs.Combat.Sections.YourTurn), who, c.ID)
}

// endTurn ends c's turn (an EndTurn command on it) after its rage's
// check (feature_rage.go), which only a creature with a grant needs.
func (d *decider) endTurn(c *Combatant) error {
	if d.s.Grid.Elements != nil {
		if !c.Dead { // runningWaterTurn's own first test
			if err := d.runningWaterTurn(c); err != nil || d.s.Over { // sunlight.go
				return err
			}
		}
		if err := d.turn(TurnEnded, c.ID, nil, 0, ""); err != nil { // c is its turn's: Get's first try (curAt)
			return err
		}
		return d.nextTurn()
	}
	// turn's way, written out (c is d.s's still: nothing was emitted):
	// the usual end goes to plainTurn with no call between.
	d.boundaryMask() // turn_mask.go: as turn, the summary noted in the same walk
	var err error
	if len(d.s.Zones) == 0 && !d.may(sumGrant|sumLasting) && len(c.RepeatAdv) == 0 && c.Bare() { // turn's test, the usual creature's
		err = d.plainTurn(TurnEnded, c.ID, c, 0, "")
	} else {
		err = d.turn(TurnEnded, c.ID, c, 0, "") // plainWhose, or the whole way
	}
	if err != nil {
		return err
	}
	return d.nextTurn()
}

// attackBy is an attack command by c on its turn, past monsterCommand.
func (d *decider) attackBy(c *Combatant, cmd *Command) error {
	d.reacts.offer = true // the target's reactions may hold the attack up (reaction.go)
	if cmd.Offhand {
		return d.offhand(c, *cmd)
	}
	if err := d.canAttack(c); err != nil { // Extra Attack (extra_attack.go)
		return err
	}
	if len(c.ExtraWith) > 0 {
		if err := d.extraWith(c, cmd); err != nil { // pact_weapon.go: Thirsting Blade
			return err
		}
	}
	return d.attackCmd(c, cmd)
}

// decideAny is decideBy's whole way, for any command.
func (d *decider) decideAny(c *Combatant, cmd *Command) error {
	s := d.s
	// The guards are the first checks of grantGate, grantAct and
	// monsterCommand: most commands pass them without a copy of cmd.
	if len(c.Grants) > 0 || cmd.Kind == UseCmd {
		if err := d.grantGate(c, cmd); err != nil { // grant_play.go: Gaseous Form, Fear...
			return err
		}
	}
	if len(c.Grants) > 0 {
		if ok, err := d.grantAct(c, cmd); ok { // grant_play.go: Freedom of Movement, Haste, Conjure Woodland Beings
			return err
		}
	}
	switch {
	case !s.Started && cmd.Kind == CastCmd:
		return d.castCmd(c, *cmd) // a spell outside combat: no turns (cast.go)
	case cmd.Kind == MomentCmd && (!s.Started || s.Pending == nil && !s.Over):
		return d.moment(c, *cmd) // trigger_moment.go: a declared moment, on any turn or before the fight
	case !s.Started && cmd.Kind == AttackCmd:
		// An attack outside combat: no turns, no action to spend.
		return d.attackCmd(c, cmd)
	case !s.Started:
		return &twoErrors{fmt.Sprintf("%v (%s): the combat has not started", ErrNotYourTurn, s.cite(s.rs.Combat.Sections.YourTurn)),
			[]error{ErrNotYourTurn, ErrNotStarted}}
	case s.Over:
		return ErrOver
	}
	if p := s.Pending; p != nil {
		if p.Feature != "" {
			return d.reactCmd(c, *cmd) // a reaction other than an opportunity attack (reaction.go)
		}
		if cmd.Kind != Opportunity {
			return fmt.Errorf("%w (%s): %s must first take or decline its opportunity attack on %s",
				ErrPending, s.cite(s.rs.Combat.Sections.Opportunity), p.Reactor, p.Mover)
		}
		return d.opportunity(c, *cmd)
	}
	if cmd.Kind == Opportunity {
		return fmt.Errorf("%w (%s): no opportunity attack is offered to %s", ErrNoReaction, s.cite(s.rs.Combat.Sections.Opportunity), c.ID)
	}
	if cmd.Kind == CastCmd {
		return d.castCmd(c, *cmd) // checks the turn itself: a reaction spell is cast on another's (cast.go)
	}
	if cmd.Kind == UseCmd { // a built character's class feature (feature_class.go)
		if ok, err := d.classFeatureCmd(c, *cmd); ok {
			return err
		}
	}
	if monsterKinds(cmd.Kind) && (cmd.Kind != AttackCmd || c.Statblock != nil && s.Started) {
		if ok, err := d.monsterCommand(c, cmd); ok { // monster_act.go
			return err
		}
	}
	if !d.onTurn(c) {
		return d.notTurn(c)
	}
	switch cmd.Kind {
	case EndTurn:
		if len(c.Grants) > 0 { // rageTurnEnd: no grant, no rage
			if err := d.rageTurnEnd(c); err != nil { // feature_rage.go
				return err
			}
		}
		return d.endTurn(c)
	case Move:
		if cmd.Height != nil {
			return d.fly(c, *cmd) // fly.go
		}
		return d.move(c, *cmd)
	case AttackCmd:
		return d.attackBy(c, cmd)
	case Dash, Dodge, Disengage:
		if err := d.canTakeAction(c); err != nil {
			return err
		}
		return d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(cmd.Kind)})
	default:
		if act, ok := actions[cmd.Kind]; ok {
			return d.action(c, *cmd, act)
		}
	}
	return fmt.Errorf("%w: unknown command %q", ErrBadCommand, cmd.Kind)
}

// monsterKinds reports whether monsterCommand may handle a command of
// kind k (the kinds of its switch; an attack only by a creature with a
// stat block in a started fight).
func monsterKinds(k CommandKind) bool {
	return k == AttackCmd || k == MultiattackCmd || k == UseCmd || k == LegendaryCmd || k == LairCmd
}

func (d *decider) canTakeAction(c *Combatant) error {
	s := d.s
	if ok, why := s.canAct(c); !ok {
		if d.probe {
			return ErrCannotAct // a probe keeps only whether (check.go)
		}
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	if c.ActionUsed {
		if d.probe {
			return ErrNoAction
		}
		return fmt.Errorf("%w (%s): %s has taken its action", ErrNoAction, s.cite(s.rs.Combat.Sections.YourTurn), c.ID)
	}
	return nil
}

// start rolls initiative for everyone alive, orders them and begins the
// first turn.
func (d *decider) start(cmd Command) error {
	s := d.s
	if s.Started {
		return ErrStarted
	}
	for _, id := range cmd.Surprised {
		if _, err := s.must(id); err != nil {
			return err
		}
	}
	// Room for the start's events (one for each creature, and the start,
	// the order and the first turn's) made at once, not grown.
	d.events = slices.Grow(d.events, len(s.Creatures)+startEvents)
	if err := d.emit(&Event{Kind: Started, Surprised: slices.Clone(cmd.Surprised)}); err != nil {
		return err
	}
	for _, c := range s.Creatures {
		if c.Dead {
			continue
		}
		e := d.next() // built in place: initiative emits nothing
		if err := d.initiative(c, e); err != nil {
			return err
		}
		if err := d.emitKind(e, codeInitiative); err != nil {
			return err
		}
	}
	if err := d.initiativeRegain(); err != nil { // feature_initiative.go: Persistent Rage, Uncanny Metabolism
		return err
	}
	var room [16]*Combatant // the order on the stack for a usual fight
	order := append(room[:0], s.Creatures...)
	// Ties (the rules leave them to the table): the higher Dexterity
	// score goes first, then the creature set up first. The dead go last.
	slices.SortStableFunc(order, func(a, b *Combatant) int {
		if a.Dead != b.Dead {
			if a.Dead {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(b.Initiative, a.Initiative), cmp.Compare(b.Scores[rules.DEX], a.Scores[rules.DEX]))
	})
	ids := d.s.room().stringRoom(len(order))[:len(order)] // lists.go
	for i, c := range order {
		ids[i] = c.ID
	}
	if err := d.emit(&Event{Kind: Ordered, Order: ids}); err != nil {
		return err
	}
	return d.nextTurn()
}

// initiative rolls c's initiative: a Dexterity check (2024), with the
// ruleset's conditions and surprise giving advantage or disadvantage, or
// d20 plus the Dexterity modifier (2014, next-2013). A catalog monster
// whose stat block states an initiative bonus rolls with that bonus
// (s.initiativeBonus, monster.go), into e (zeroed: built in place).
func (d *decider) initiative(c *Combatant, e *Event) error {
	s, cr := d.s, &d.s.rs.Combat // by pointer: a CombatRule is large, and read only here
	e.Kind, e.Who = Initiative, c.ID
	if !cr.InitiativeCheck {
		cite := s.cite(cr.Sections.Initiative)
		f, err := d.r.Roll(1, 20)
		if err != nil {
			return err
		}
		e.Dice, e.Mode = []int{f}, rules.Normal.String()
		e.Explain = []rules.Term{{Value: f, Source: "d20", Rule: cite}, {Value: c.Mod(rules.DEX), Source: "dex", Rule: cite}}
		e.Explain = append(e.Explain, s.initiativeBonus(c)...)
		e.Total = rules.Sum(e.Explain)
		return nil
	}
	t := rules.Test{Kind: rules.Check, Ability: rules.DEX, Bonus: s.initiativeBonus(c)}
	for _, n := range cr.InitiativeAdv {
		if c.Has(s.rs, n) {
			t.Adv = append(t.Adv, n)
		}
	}
	for _, n := range cr.InitiativeDis {
		if c.Has(s.rs, n) {
			t.Dis = append(t.Dis, n)
		}
	}
	if c.Surprised && cr.Surprise == rules.SurpriseInitiativeDis {
		t.Dis = append(t.Dis, "surprised")
	}
	res, err := d.testOf(c.Creature, &t, d.r)
	if err != nil {
		return err
	}
	e.Dice, e.Total, e.Mode, e.Explain = res.Dice, res.Total, res.Mode.String(), res.Explain
	return nil
}

// nextTurn passes the turn to the next creature in the order that is not
// dead, starting a new round after the last. A creature surprised in a
// ruleset where surprise costs the first turn loses it.
func (d *decider) nextTurn() error {
	s := d.s
	if s.Over { // the turn's end (a lasting area) ended the fight
		return nil
	}
	i, round := s.Turn, s.Round
	for range 2*len(s.Order) + 2 {
		i++
		if i >= len(s.Order) {
			i, round = 0, round+1
		}
		list := s.Creatures // c's list: while it stays, c is still its creature (sameList)
		c := s.ordered(i)
		if c == nil {
			c = s.Get(s.Order[i])
		}
		if c.Dead {
			continue
		}
		if c.HP <= 0 { // regenDeath finds nothing above 0 HP
			if died, err := d.regenDeath(c); err != nil || died { // regenerate.go: a troll at 0 HP that can't regenerate
				if err != nil {
					return err
				}
				continue
			}
		}
		if c.Surprised && s.rs.Combat.Surprise == rules.SurpriseLoseTurn {
			if err := d.turnEvent(&Event{Kind: TurnLost, Who: c.ID, Round: round, Reason: "surprised"}); err != nil {
				return err
			}
			continue
		}
		hp := c.HP
		held := c // c while its list stays (regenDeath's events), else turn looks it up
		if !s.sameList(list) {
			held = nil
		}
		var err error
		if held != nil && len(s.Zones) == 0 && !d.may(sumGrant|sumLasting) && len(held.RepeatAdv) == 0 && held.Bare() { // turn's test, the usual creature's: no call between
			err = d.plainTurn(TurnBegan, c.ID, held, round, "")
		} else {
			err = d.turn(TurnBegan, c.ID, held, round, "")
		}
		if err != nil {
			return err
		}
		if err := d.monsterTurn(c); err != nil { // recharge, legendary actions (monster_act.go)
			return err
		}
		if len(s.Grid.Objects) > 0 { // burnTurn burns none else
			if err := d.burnTurn(c); err != nil { // object_fire.go: the objects c set burning
				return err
			}
		}
		if !s.sameList(list) {
			c = s.Get(c.ID)
		}
		if !fellAtStart(c, hp) { // turn_fell.go: the dead take no turns
			if c.HP <= 0 { // deathSave rolls for none above 0 HP
				if err := d.deathSave(c); err != nil {
					return err
				}
				if !s.sameList(list) {
					c = s.Get(c.ID)
				}
			}
			if !c.Dead { // a third failed death save kills
				return nil
			}
		}
		if s.Over {
			return nil
		}
		if err := d.loseFallenTurn(c); err != nil || s.Over {
			return err
		}
	}
	return d.emit(&Event{Kind: Ended})
}

// checkEnd ends the combat when one side or none has creatures standing.
func (d *decider) checkEnd() error {
	s := d.s
	if s.Over {
		return nil
	}
	if d.endHold {
		d.endWaited = true // spell_end.go: checked after the whole cast
		return nil
	}
	if s.fightGoesOn() {
		return nil
	}
	var first *Combatant // the first creature standing: two sides standing leave the fight on
	at := 0
	for i, c := range s.Creatures {
		if !c.standing() && !regenerating(c) { // regenerate.go: a troll at 0 HP is still in the fight
			continue
		}
		if first == nil {
			first, at = c, i
		} else if !sameSide(first, c) {
			s.fightOn = [2]int32{int32(at), int32(i)}
			return nil
		}
	}
	e := Event{Kind: Ended}
	if first != nil {
		e.Side = first.side()
	}
	return d.emit(&e)
}

// fightGoesOn reports whether the two creatures of s.fightOn (checkEnd's
// last finding) still stand on two sides: then checkEnd's walk would
// find the fight going on too (sameSide is the equality of side, so two
// sides standing anywhere leave the first standing and another apart).
// It costs two creatures, not a walk until a second side, after each
// attack and turn.
func (s *State) fightGoesOn() bool {
	i, j, cs := int(s.fightOn[0]), int(s.fightOn[1]), s.Creatures
	if i >= len(cs) || j >= len(cs) {
		return false
	}
	a, b := cs[i], cs[j]
	return a.standing() && b.standing() && !sameSide(a, b)
}

// sameSide reports whether a and b are on one side, without making the
// name of a side of its own where both have a side.
func sameSide(a, b *Combatant) bool {
	if a.Side != "" && b.Side != "" {
		return a.Side == b.Side
	}
	return a.side() == b.side()
}

// attackCmd makes the attack of cmd, read by pointer: a Command is some
// 300 bytes.
func (d *decider) attackCmd(c *Combatant, cmd *Command) error {
	t, a, err := d.s.targetAttack(c, cmd) // action_attack.go
	if err != nil {
		return err
	}
	d.other = cmd.Other // Cleave's second target (action_attack.go)
	if cmd.Smite == 0 && cmd.Drink == "" {
		return d.strike(c, t, a, false) // no rider (riderOf's nil)
	}
	if d.rider, err = d.riderOf(c, t, a, *cmd); err != nil { // feature_smite.go: Divine Smite, Eldritch Smite, Lifedrinker
		return err
	}
	defer func() { d.rider = nil }()
	return d.strike(c, t, a, false)
}

// deathSave has a dying creature make its death saving throw as its turn
// begins (SRD 5.2.1, Death Saving Throws).
func (d *decider) deathSave(c *Combatant) error {
	if c.Dead || c.HP > 0 || c.Stable || c.Monster || regens[cite(c)].Lives0 {
		return nil
	}
	rec := d.recording() // explain_room.go
	d.changes(c)         // backup.go: written before its event
	setDeathSaveAdv(c)   // grant_play.go: Beacon of Hope
	// The save is made once, on c itself, its faces recorded: its event's
	// Apply (applyDeathSave) would make it again from them, the same
	// result, so it is told not to (deathMade). It used to be made on a
	// copy of c, to learn the dice, then again by Apply.
	var err error
	if x := d.ex; x != nil {
		// Nothing keeps the save's lists (its event keeps rec's faces):
		// the room's, used again by the next.
		err = d.s.rs.DeathSaveInto(c.Creature, rec, &x.quiet)
	} else {
		_, err = d.s.rs.DeathSave(c.Creature, rec)
	}
	if err != nil {
		return err // refused: c is put back with the state (backed up above; Decide's is a copy)
	}
	d.s.deathMade = c.ID
	e := d.next() // built in place
	e.Kind, e.Who, e.Dice = DeathSaved, c.ID, rec.faces
	err = d.emitKind(e, codeDeathSaved)
	d.s.deathMade = ""
	if err != nil {
		return err
	}
	return d.checkEnd()
}

// recorder passes rolls through and keeps their faces, in room's when
// it has one (explain_room.go).
type recorder struct {
	r     dice.Roller
	faces []int
	room  *explainRoom
}

// roomyRecorder is a recorder with room for its first faces (newRecorder);
// a recorder made otherwise (an attack's) stays as small as it was.
type roomyRecorder struct {
	recorder
	room [4]int // a death save's d20, a repeat save's
}

// newRecorder is a recorder of r whose first four faces need no room of
// their own: one allocation, not one more as the faces grow.
func newRecorder(r dice.Roller) *recorder {
	rr := &roomyRecorder{recorder: recorder{r: r}}
	rr.faces = rr.room[:0]
	return &rr.recorder
}

// got is the faces recorded, nil for none (as a recorder without room).
func (r *recorder) got() []int {
	if len(r.faces) == 0 {
		return nil
	}
	return r.faces
}

func (r *recorder) Roll(lo, hi int) (int, error) {
	f, err := r.r.Roll(lo, hi)
	if err == nil {
		if r.faces == nil && r.room != nil {
			r.faces = r.room.facesFor(2) // nil until a die is rolled, as before
		}
		r.faces = append(r.faces, f)
	}
	return f, err
}

// turnEvent emits a turn boundary with the dice its effects roll: the
// repeat saves of conditions, rolled on a copy first to learn the faces.
// Only the creature whose turn it is rolls them (rules.StartTurn and
// EndTurn change only the creature they are given and roll only for
// whose), so the copy is of that creature alone. turnEvent reads e's
// kind, who, round and reason only (a pointer: an Event is 544 bytes).
func (d *decider) turnEvent(e *Event) error { return d.turn(e.Kind, e.Who, nil, e.Round, e.Reason) }

// turn is turnEvent with the fields a turn boundary's event has, the
// event made here: the callers' 544-byte literal was made, then copied
// again as turnEvent's argument. c, when not nil, is who's creature in
// d.s at the call (the caller's, spared a look-up while the list stays).
func (d *decider) turn(kind EventKind, who string, c *Combatant, round int, reason string) error {
	if kind == TurnEnded {
		d.boundaryMask() // turn_mask.go: noted with the summary grantSaves reads, in one walk
	}
	if kind != TurnLost && len(d.s.Zones) == 0 && !d.may(sumGrant|sumLasting) {
		if c == nil {
			c = d.s.Get(who)
		}
		if c != nil && len(c.RepeatAdv) == 0 && (c.Bare() || plainInstances(c)) { // plainWhose, inlined by hand
			return d.plainTurn(kind, who, c, round, reason)
		}
	}
	return d.turnFull(kind, who, c, round, reason)
}

// plainWhose reports whether a boundary of c's turn asks nothing of c
// beyond its event (plainTurn): no repeat advantage set (setRepeatAdv),
// and c bare or its condition instances with no repeat save to roll
// (repeatsSaves) and none a spell gave (outOfSight, the one thing
// grantSaves does without a grant, ends only those). A creature at 0 hit
// points, unconscious and prone, is such a creature. (Written out where
// it is asked: with the inlined Bare it is over the inliner's budget.)
func plainWhose(c *Combatant) bool {
	return len(c.RepeatAdv) == 0 && (c.Bare() || plainInstances(c))
}

// plainInstances is plainWhose's test of c's condition instances, out
// of line: the usual creature, bare, costs no call.
//
//go:noinline
func plainInstances(c *Combatant) bool { return !c.AnyInstanceAt(boundaryAsks) }

// boundaryAsks reports whether in makes a boundary of its holder's turn
// not plain (plainWhose): a repeat save, or a spell's source ("<spell>
// (<caster>)", bySpell); the source of what 0 hit points bring is
// answered without a search.
func boundaryAsks(in *rules.ConditionInstance) bool {
	return in.Duration.Save.DC != 0 || in.Source != rules.SourceZeroHP && strings.Contains(in.Source, " (")
}

// turnFull is turn's whole way, past boundaryMask (asked by turn) and
// the plain boundary's test. c, when not nil, is who's creature in d.s.
func (d *decider) turnFull(kind EventKind, who string, c *Combatant, round int, reason string) error {
	list := d.s.Creatures  // c's list: while it stays, c is still d.s's (sameList)
	if kind == TurnEnded { // a lasting area acts on a creature ending its turn in it (zone.go)
		if err := d.zonesTurn(who, rules.EndOfTurn); err != nil || d.s.Over {
			return err
		}
		if err := d.grantSaves(who, rules.EndOfTurn); err != nil { // grant.go: a save that ends a spell's grants
			return err
		}
	}
	var full []heldGrant
	if d.may(sumLasting) { // summary.go
		full = d.s.fullHeld(who, boundary(kind)) // trigger.go
	}
	var faces []int // none without a repeat save
	if c == nil || !d.s.sameList(list) {
		c = d.s.Get(who)
	}
	d.changes(c)        // backup.go: written before its event
	d.s.setRepeatAdv(c) // grant_play.go: Protection from Evil and Good
	var held []string   // monster_repeat.go: what an ended effect makes it immune to
	var later []laterSave
	if kind == TurnEnded && c != nil {
		later = d.s.laterHeld(c) // monster_later.go: a second save as a condition ends
	}
	if c != nil && repeatsSaves(c) {
		held = d.s.immuneHeld(c)
		rec := newRecorder(d.r)
		a, _ := forkPool.Get().(*forkArena)
		if a == nil {
			a = new(forkArena)
		}
		one := a.one(d.s.rs, c)
		_, err := one.turnPoint(kind, one.Creatures[0], rec)
		a.release()
		if err != nil {
			return err
		}
		faces = rec.got()
	}
	d.s.grantless = !d.may(sumGrant) // summary.go: no grant for the applier's grantsTurn to walk (boundaryGrants)
	at := d.noteBoundary(kind)       // turn_mask.go
	e := d.next()                    // built in place: emits nothing until emitNext
	e.Kind, e.Who, e.Round, e.Reason, e.Dice = kind, who, round, reason, faces
	err := d.emitKind(e, turnCode(kind)) // event_code.go
	d.boundaryNoted(at, err)
	d.s.grantless = false
	if err != nil {
		return err
	}
	d.events[len(d.events)-1].Ended = d.s.lastEnded
	if len(held) > 0 {
		if err := d.immuneEnded(d.s.Get(who), held); err != nil {
			return err
		}
	}
	if len(later) > 0 {
		if err := d.laterSaves(who, later); err != nil || d.s.Over {
			return err
		}
	}
	if len(full) > 0 {
		if err := d.spellFull(full); err != nil || d.s.Over { // trigger.go: a spell that ran its whole duration
			return err
		}
	}
	if kind == TurnBegan { // and on one starting its turn in it
		if err := d.grantSaves(who, rules.StartOfTurn); err != nil {
			return err
		}
		return d.zonesTurn(who, rules.StartOfTurn)
	}
	return nil
}

// plainTurn is turn for a plain boundary: no lasting area (zonesTurn
// finds none), no creature holding a grant (grantSaves, fullHeld and the
// applier's grantsTurn find none; the summary says so), and whose turn it
// is, c, plain (plainWhose: no repeat save to roll, nothing outOfSight
// could end, no repeat advantage set for setRepeatAdv to set or clear).
// It emits the boundary as turn does, without asking any of those.
func (d *decider) plainTurn(kind EventKind, who string, c *Combatant, round int, reason string) error {
	d.changes(c) // backup.go: as turn
	d.s.grantless = true
	// noteBoundary (turn_mask.go; kind is never TurnLost here), with
	// boundaryMask's first answer taken without its call.
	if d.tm.ok && d.tm.at == d.applied {
		d.s.turnMask, d.s.masked = d.tm.bits, true
	} else {
		d.s.turnMask, d.s.masked = d.boundaryMask()
	}
	at := d.applied + 1
	e := d.next() // built in place (zeroed: no dice)
	e.Kind, e.Who, e.Round, e.Reason = kind, who, round, reason
	err := d.emitKind(e, turnCode(kind)) // event_code.go
	d.boundaryNoted(at, err)
	d.s.grantless = false
	if err != nil {
		return err
	}
	if l := d.s.lastEnded; l != nil { // else the event's Ended is nil already (next zeroed it)
		d.events[len(d.events)-1].Ended = l
	}
	return nil
}

// hasInstance reports whether c was given an instance of the condition
// called name itself (not one another condition brings).
func hasInstance(c *Combatant, name string) bool {
	for in := range c.EachInstance() {
		if in.Name == name {
			return true
		}
	}
	return false
}

// repeatsSaves reports whether c has a condition instance with a repeat
// save, the only thing a turn boundary rolls for (rules.StartTurn and
// EndTurn): without one, the boundary's dice are none. Small enough to
// be inlined: a bare creature (most) costs no call.
func repeatsSaves(c *Combatant) bool {
	return !c.Bare() && instanceSaves(c)
}

// instanceSaves is repeatsSaves for a creature with instances.
func instanceSaves(c *Combatant) bool {
	return c.AnyInstanceAt(repeatSave) // by pointer: no copy of each instance
}

// repeatSave reports whether in has a repeat save.
func repeatSave(in *rules.ConditionInstance) bool { return in.Duration.Save.DC != 0 }
