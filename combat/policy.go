package combat

import (
	"fmt"
	"unsafe"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// Policy returns the next command for the creature that must act now when
// no person controls it: it takes an offered opportunity attack; on its
// turn it attacks the nearest standing enemy when an attack is legal,
// otherwise moves toward the nearest free square next to that enemy as
// far as its movement allows, and ends its turn when it can do neither.
// Every command it returns is legal, so a caller loops Policy and Do until
// a person's creature must act or the combat is over (Auto does both in
// one pass). Catalog monsters play by expected damage instead
// (tactics.go), and between turns Policy first gives their lair and
// legendary actions (Interrupt).
func Policy(s *State) Command {
	return policy(s, nil)
}

// policy is Policy, taking its choices by p (try): nil checks them, as
// Policy; else each is done on the spot, as Auto.
func policy(s *State, p *pass) Command {
	var cmd Command
	policyInto(s, p, &cmd)
	return cmd
}

// policyInto is policy writing its command to out: the command is not
// copied again at each call it passes back through.
func policyInto(s *State, p *pass, out *Command) { policyAt(s, p, nil, out) }

// policyAt is policyInto with cur, when not nil, the creature whose turn
// it is (s.Current()), found by the caller (auto's endsNow).
func policyAt(s *State, p *pass, cur *Combatant, out *Command) {
	if pd := s.Pending; pd != nil && pd.Feature != "" {
		*out = reactPolicy(s) // reaction.go
		return
	}
	if pd := s.Pending; pd != nil {
		c := s.Get(pd.Reactor)
		for _, a := range c.Attacks {
			if !a.Melee() {
				continue
			}
			*out = Command{Kind: Opportunity, By: c.ID, Attack: a.ID} // tried in out (tryAt): a refused one is overwritten
			if s.tryAt(p, out, nil) {
				return
			}
		}
		*out = Command{Kind: Opportunity, By: c.ID, Decline: true}
		return
	}
	if s.anyInterrupter() { // else interrupt gives nothing: spare its empty command
		if cmd, ok := interrupt(s, p); ok { // lair and legendary actions (tactics.go)
			*out = cmd
			return
		}
		cur = nil // what interrupt tried and the rules refused was put back: looked up again
	}
	turnPolicyAt(s, p, cur, out)
}

// TurnPolicy is Policy without the lair and legendary actions of
// Interrupt: the command of the creature that must act now (a table that
// plays some monsters by hand asks Interrupt itself, for its own).
func TurnPolicy(s *State) Command {
	return turnPolicy(s, nil)
}

// turnPolicy is TurnPolicy taking its choices by p (policy).
func turnPolicy(s *State, p *pass) Command {
	var cmd Command
	turnPolicyInto(s, p, &cmd)
	return cmd
}

// turnPolicyInto is turnPolicy writing its command to out (policyInto).
func turnPolicyInto(s *State, p *pass, out *Command) { turnPolicyAt(s, p, nil, out) }

// turnPolicyAt is turnPolicyInto with cur, when not nil, the creature
// whose turn it is (s.Current()), found by the caller (auto's endsNow).
func turnPolicyAt(s *State, p *pass, cur *Combatant, out *Command) {
	if s.Pending != nil {
		policyInto(s, p, out)
		return
	}
	c := cur
	if c == nil {
		c = s.Current()
	}
	if c == nil {
		*out = Command{Kind: EndTurn}
		return
	}
	// Each of the policies below gives nothing without what its guard
	// reads first (aloft; a grant; a feature and the bonus action): the
	// guards spare a call and its empty command on most turns.
	if c.Altitude != 0 {
		if cmd, ok := s.flyPolicy(p, c); ok { // fly.go
			*out = cmd
			return
		}
	}
	if len(c.Grants) > 0 {
		if cmd, ok := s.fleePolicy(p, c); ok { // grant_play.go: Fear's Dash away
			*out = cmd
			return
		}
	}
	if c.Statblock != nil {
		s.monsterPolicyInto(p, c, out)
		return
	}
	if len(c.Features) > 0 && !c.BonusUsed {
		if cmd, ok := s.featurePolicy(p, c); ok { // feature_policy.go: Rage, Second Wind
			*out = cmd
			return
		}
	}
	if c.ActionUsed && (!c.AttackAction || c.AttacksLeft == 0) { // Extra Attack; asked before the nearest enemy, which it spares
		*out = Command{Kind: EndTurn, By: c.ID}
		return
	}
	target := s.nearestEnemy(c)
	if target == nil {
		*out = Command{Kind: EndTurn, By: c.ID}
		return
	}
	if len(c.Spells) > 0 && !c.ActionUsed { // else castTactic gives nothing: spare its empty command
		if cmd, ok := s.castTactic(p, c, target); ok { // a damaging spell that beats the weapons (policy_cast.go)
			*out = cmd
			return
		}
	}
	if acts, _ := s.canAct(c); acts || !s.Started { // else every attack is refused (canAttack): none to weigh
		if len(c.Attacks) > 1 { // the attack with the best expected damage (tactics.go)
			if s.bestAttack(p, c, target, out) {
				return
			}
		}
		for _, a := range c.Attacks { // each tried in out (tryAt): a refused one is overwritten below
			*out = Command{Kind: AttackCmd, By: c.ID, Target: target.ID, Attack: a.ID}
			if s.tryAt(p, out, nil) {
				return
			}
		}
	}
	if path := s.approach(c, target); len(path) > 0 {
		*out = Command{Kind: Move, By: c.ID, Path: path}
		p.approached(path)
		return
	}
	*out = Command{Kind: EndTurn, By: c.ID}
}

// Auto is Policy and Do in one pass: instead of checking the legality of
// the policy's best choice (a probe, or a whole decision on a copy) and
// then deciding the command again in Do, it does the policy's choices
// from the best down and keeps the first the rules accept. It gives the
// command Policy would have given, with the events Do would have given
// for it, with the same dice, appended to log (as DoInto). A choice the
// rules refuse leaves the state as it was (Do), and the faces it drew are
// given back: a *dice.Seeded roller (the one a simulation uses) is put
// back as it was; with any other roller Auto checks each choice first,
// as Policy, and then does the one it takes. The error is Do's for a
// command the policy thought legal (a bug).
//
// A fight without a person, its log written out after each command:
//
//	var buf []combat.Event
//	for !s.Over {
//		cmd, events, err := combat.Auto(s, r, buf[:0])
//		if err != nil {
//			return fmt.Errorf("%+v: %w", cmd, err)
//		}
//		write(events)
//		buf = events
//	}
func Auto(s *State, r dice.Roller, log []Event) (cmd Command, events []Event, err error) {
	events, err = auto(s, r, log, false, &cmd)
	return cmd, events, err
}

// AutoInto is Auto writing its command into *cmd, all of which it
// overwrites, instead of returning it: a Command is some 350 bytes, and
// a loop of many fights that keeps one Command for every call spares
// copying it back at each (package sim and the benchmark do). A nil cmd
// is allowed: the command is then dropped.
//
//	var cmd combat.Command
//	for !s.Over {
//		if buf, err = combat.AutoInto(s, r, buf[:0], &cmd); err != nil {
//			return fmt.Errorf("%+v: %w", cmd, err)
//		}
//	}
func AutoInto(s *State, r dice.Roller, log []Event, cmd *Command) ([]Event, error) {
	return auto(s, r, log, false, cmd)
}

// AutoTurn is Auto for TurnPolicy: without the lair and legendary actions
// of Interrupt (a table that plays some monsters by hand asks Interrupt
// itself).
func AutoTurn(s *State, r dice.Roller, log []Event) (cmd Command, events []Event, err error) {
	events, err = auto(s, r, log, true, &cmd)
	return cmd, events, err
}

// auto is Auto, or AutoTurn with turn set, the command written in out.
// The policy writes its command straight into out, the one a try did
// too (a Command is some 350 bytes: not copied on the way). Every way
// through the policy writes out, so what out held before (AutoInto's
// last command) never shows. A nil out (AutoInto's) drops the command.
func auto(s *State, r dice.Roller, log []Event, turn bool, out *Command) ([]Event, error) {
	if out == nil {
		out = new(Command) // on the stack
	}
	cur, ends := s.endsNow(turn)
	if ends { // the policy's end of a turn, without its weighing (kept probes, none here)
		*out = Command{Kind: EndTurn, By: cur.ID}
		if backupCheck {
			s.checkEndsNow(turn, out)
		}
		return doCmd(s, out, r, log, true) // DoInto
	}
	seeded, _ := r.(*dice.Seeded)
	if seeded == nil {
		return autoChecked(s, r, log, turn, out)
	}
	var on pass // on the stack: a policy's pass leaks only what it points to
	on.r, on.log = seeded, log
	p := &on
	s.startWeighing() // what the weighing probes, kept for the command it does (weigh.go)
	defer s.stopWeighing()
	if turn {
		turnPolicyAt(s, p, cur, out)
	} else {
		policyAt(s, p, cur, out)
	}
	if p.done {
		return p.log, nil
	}
	if out.Kind == Move && len(out.Path) > 0 && len(p.path) == len(out.Path) && &p.path[0] == &out.Path[0] {
		s.fitted = out.Path // the move need not check it again (decider.move)
		log, err := doCmd(s, out, r, log, true)
		s.fitted = nil
		return log, err
	}
	return doCmd(s, out, r, log, true) // DoInto
}

// endsNow reports whether the creature whose turn it is, c, is one the
// policy would give nothing but the end of its turn, found without the policy's way:
// no reaction pending, no lair or legendary action to give (or turn:
// AutoTurn gives none), and the creature on the ground, with no grant and
// nothing left that turnPolicyInto weighs: a monster with its action
// spent, no Multiattack list, and its bonus action spent or none of its
// bonus actions weighable (bonusTactic's first returns), or a character
// with no feature to weigh for its bonus action and either its action
// spent with no attack left of its Attack action, or down and unable to
// act or move; ends is true then. c is the creature whose turn it is
// either way (s.Current()), or nil when it was not looked up (a reaction
// pending). It copies the first returns of policyInto,
// turnPolicyInto and monsterPolicyInto: if one of them comes to give
// such a creature something else, this must follow (checkEndsNow holds
// it under arbiter_backupcheck).
func (s *State) endsNow(turn bool) (c *Combatant, ends bool) {
	i := s.Turn
	if s.Pending != nil || uint(i) >= uint(len(s.Order)) {
		return nil, false
	}
	c = s.ordered(i) // Current, by its hint first
	if c == nil {
		c = s.Get(s.Order[i])
	}
	if c == nil || c.Altitude != 0 || len(c.Grants) > 0 || !turn && s.anyInterrupter() {
		return c, false
	}
	if b := c.Statblock; b != nil {
		return c, c.ActionUsed && b.Multi == nil && (c.BonusUsed || !anyWeighable(b.Block.BonusActions))
	}
	if len(c.Features) > 0 && !c.BonusUsed {
		return c, false
	}
	if c.ActionUsed && (!c.AttackAction || c.AttacksLeft == 0) {
		return c, true
	}
	// A character down at 0 hit points: whatever enemy is nearest, it
	// casts nothing (no spell, or its action spent), attacks with nothing
	// (it can't act) and approaches nothing (no movement left).
	if c.HP <= 0 && s.Started && (len(c.Spells) == 0 || c.ActionUsed) && s.moveLeft(c) == 0 {
		if acts, _ := s.canAct(c); !acts {
			return c, true
		}
	}
	return c, false
}

// anyWeighable reports whether one of fs is weighable (bonusTactic
// weighs none else).
func anyWeighable(fs []content.Feature) bool {
	for i := range fs {
		if weighable(&fs[i]) {
			return true
		}
	}
	return false
}

// checkEndsNow panics unless the policy gives out, endsNow's end of a
// turn, in s (arbiter_backupcheck).
func (s *State) checkEndsNow(turn bool, out *Command) {
	var want Command
	if turn {
		turnPolicyInto(s, nil, &want)
	} else {
		policyInto(s, nil, &want)
	}
	if want.Kind != out.Kind || want.By != out.By {
		panic(fmt.Sprintf("combat: endsNow gave %s by %s, the policy %s by %s", out.Kind, out.By, want.Kind, want.By))
	}
}

// autoChecked is auto with a roller it cannot put back: the policy
// checks its choices (as Policy), then the command is done.
func autoChecked(s *State, r dice.Roller, log []Event, turn bool, out *Command) ([]Event, error) {
	s.startWeighing()
	defer s.stopWeighing()
	if turn {
		turnPolicyInto(s, nil, out)
	} else {
		policyInto(s, nil, out)
	}
	return doCmd(s, out, r, log, true) // DoInto
}

// pass is how one run of the policy takes its choices: nil for Policy,
// which checks a choice's legality and returns it; for Auto, which does
// the choice at once (try) and, once the rules accept one, returns it
// without weighing anything more. A command the policy returns without a
// try (an end of turn, a move, a Multiattack) Auto does after.
type pass struct {
	r    *dice.Seeded
	log  []Event
	done bool
	path []Point // the last path approach gave a Move the policy returns (approached)
}

// approached notes that the policy returns a Move along path, which
// approach found and fitted (pathSteps, the last square free) on the state
// as it is: Auto's move of it checks it no more (State.fitted). A nil p
// (Policy) notes nothing: its caller may change the state before Do.
func (p *pass) approached(path []Point) {
	if p != nil {
		p.path = path
	}
}

// try takes the policy's choice cmd: with no pass, it reports whether
// cmd is legal (Legal; known as choice.known); with one, it does cmd
// (DoInto) and reports whether the rules accepted it, the roller put back
// as it was when they refused it. Once a try is true the caller writes
// cmd to its out (Auto returns it) and returns at once: the state has
// moved on.
func (s *State) try(p *pass, cmd Command, known *Attack) bool {
	return s.tryAt(p, &cmd, known)
}

// tryAt is try of the command at cmd, which it does not copy: a caller
// that builds its choice in its out (a Command is some 350 bytes) has it
// written there already when the rules accept it. cmd is not changed.
func (s *State) tryAt(p *pass, cmd *Command, known *Attack) bool {
	if p == nil {
		return s.legalChoice(*cmd, known)
	}
	// A choice with known was found legal by a probe of this very state
	// (its attacker acts, its target in reach): not doubtful. Were it
	// refused after all, Do's refusal gives the same, only dearer.
	if known == nil && s.doubtful(cmd) { // a refusal would cost a copy of the state and its putting back: the probe stops at it
		if legal, sure := s.probeLegalKnown(*cmd, known); sure && !legal {
			return false
		}
	}
	saved := *p.r
	log, err := doCmd(s, cmd, p.r, p.log, true) // DoInto, without a copy of cmd
	if err != nil {
		*p.r = saved // the faces the refused command drew, given back
		return false
	}
	p.log, p.done = log, true // the caller writes cmd out
	return true
}

// doubtful reports whether the rules will likely refuse cmd, an attack
// whose attacker can't act or whose target is beyond the attack's reach
// and range: Auto's try asks the probe about it (probeLegal, which stops
// at that refusal) before doing it. It only saves time: the probe, when
// sure, gives what Do would.
func (s *State) doubtful(cmd *Command) bool {
	if cmd.Kind != AttackCmd {
		return false
	}
	c, t := s.Get(cmd.By), s.Get(cmd.Target)
	if c == nil || t == nil {
		return false
	}
	if ok, _ := s.canAct(c); !ok {
		return true
	}
	a := c.findAttack(cmd.Attack)
	return a != nil && !inReach(c, t, a)
}

// Legal reports whether Decide would accept cmd now.
func Legal(s *State, cmd Command) bool {
	if legal, sure := s.probeLegal(cmd); sure { // checks only, when that gives the same (check.go)
		return legal
	}
	return decides(s, cmd)
}

// decides is Legal by deciding cmd on a copy of the state.
func decides(s *State, cmd Command) bool {
	fork, arena := s.fork()
	defer arena.release()
	return arena.decider(fork, s.Seq+1, dice.NewSeeded(0)).decide(&cmd) == nil
}

func (s *State) nearestEnemy(c *Combatant) *Combatant {
	side := c.side()
	at, size := unsafe.StringData(side), len(side)
	x, y := c.Position[0], c.Position[1]
	var best *Combatant
	// bestAt starts above any distance: the first enemy is nearer.
	bestAt := int(^uint(0) >> 1)
	for _, o := range s.Creatures { // no call in the loop (enemiesOf): squares in place, a side by where its bytes lie
		if o.Dead || o.HP <= 0 {
			continue
		}
		if len(o.Side) == size {
			if unsafe.StringData(o.Side) == at {
				continue // the same side
			}
			return s.nearestSlow(c, side)
		}
		if o.Side == "" {
			return s.nearestSlow(c, side)
		}
		dx, dy := o.Position[0]-x, o.Position[1]-y
		if dx < 0 {
			dx = -dx
		}
		if dy < 0 {
			dy = -dy
		}
		if n := max(dx, dy); n < bestAt { // Feet is 5 squares
			best, bestAt = o, n
		}
	}
	return best
}

// nearestSlow is nearestEnemy for sides it does not tell apart by where
// their bytes lie.
func (s *State) nearestSlow(c *Combatant, side string) *Combatant {
	var best *Combatant
	bestAt, at := 0, Point(c.Position)
	for _, o := range s.Creatures {
		if !o.standing() || !foe(o, side) {
			continue
		}
		if n := squares(at, Point(o.Position)); best == nil || n < bestAt { // Feet is 5 squares
			best, bestAt = o, n
		}
	}
	return best
}

// foe reports whether o is not of side (o.side() != side), its Side
// compared by where its bytes lie first: the same side's creatures share
// one string.
func foe(o *Combatant, side string) bool {
	if o.Side == "" {
		return o.side() != side
	}
	return !sameString(o.Side, side)
}

// approach is the longest legal start of the shortest path from c to a
// free square next to target, or nil.
func (s *State) approach(c, target *Combatant) []Point {
	if Feet(Point(c.Position), Point(target.Position)) <= 5 || s.moveLeft(c) == 0 {
		return nil
	}
	tp := Point(target.Position)
	taken := 0 // the squares next to target (and its own) a living creature stands in (At), one pass for the nine
	for _, o := range s.Creatures {
		if dx, dy := o.Position[0]-tp[0], o.Position[1]-tp[1]; uint(dx+1) <= 2 && uint(dy+1) <= 2 && !o.Dead {
			taken |= 1 << ((dy+1)*3 + dx + 1)
		}
	}
	var goals [9]int
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			to := Point{tp[0] + dx, tp[1] + dy}
			if s.Grid.in(to) && taken&(1<<((dy+1)*3+dx+1)) == 0 {
				goals[n], n = to[1]*s.Grid.Width+to[0], n+1
			}
		}
	}
	if path := s.nearFit(c, tp, goals[:n]); len(path) > 0 { // move_near.go
		return path
	}
	return nil
}
