package combat

import (
	"errors"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Checks without deciding: the policy's trials need an attack's checks
// and the test it would roll, not its events. A decider set to probe runs
// a command's checks on the state itself, applies no event (probed), and
// stops an attack just before its roll (swing), leaving the test and the
// cover term in its rollStop; the checks read the state and change
// nothing.

// rollStop is what an attack stopped before its roll leaves.
type rollStop struct {
	test  rules.Test
	cover rules.Term
	ac    []rules.Term  // the target's AC terms from grants (grantsOnAttack)
	dist  int           // the attack's distance
	bonus [2]rules.Term // room for the test's first bonus terms (bonusTerm)
}

// bonusTerm is an attack's to-hit term as its test's list of bonuses, in
// the room of the decider's rollStop: a probe's test lives no longer than
// the decider, and a decided attack's no longer than its roll (rules.Test
// copies the bonuses into the result's terms; nothing attacks again on the
// same decider before that roll).
func (d *decider) bonusTerm(t rules.Term) []rules.Term {
	return append(d.stop.bonus[:0], t)
}

// bonusSource is bonusSource(id), or none in a probe: a probe reads only
// its test's values (probeOdds, probeLegalKnown), and nothing before its
// roll reads a bonus term's source.
func (d *decider) bonusSource(id string) string {
	if d.probe {
		return ""
	}
	return bonusSource(id)
}

// bonusSource is an attack's to-hit term's source, "<id> attack bonus",
// kept by id (bonusSources) so a probe need not build it again.
func bonusSource(id string) string {
	if src, ok := bonusKept(id); ok { // bonus_source.go: by the id's address, no hash of its text
		return src
	}
	src, ok := bonusSources.get(id, 0)
	if !ok {
		src = id + " attack bonus"
		bonusSources.put(id, 0, src)
	}
	keepBonus(id, src)
	return src
}

// bonusSources keeps bonusSource by id (text_cache.go).
var bonusSources textCache[string]

// errStopped stops a probed attack at its roll; never returned by Decide.
var errStopped = errors.New("combat: probed")

// probeOdds is trialOdds's attack of c on t with a, made without copying
// the state: the checks on the state, then the attack roll with a d20
// showing 1 on c's creature (a fork of it when a Help waits on it, which
// the roll would use). It gives the mode and the bonus the roll has, and
// ok false when the attack is refused. sure is false when what follows a
// missed roll could refuse it too (a weapon mastery, a readied attack
// the attack sets off): the caller then makes the whole trial.
func (s *State) probeOdds(c, t *Combatant, a *Attack) (mode rules.Mode, bonus int, ok, sure bool) {
	if s.rs.Combat.Actions.Masteries != "" && a.Mastery != "" {
		return 0, 0, false, false
	}
	if !s.calm() { // weigh.go: a weighing that found none in this very version
		for _, h := range s.Creatures {
			if h.Readied != nil && h.Readied.Trigger == "attack" {
				return 0, 0, false, false
			}
		}
	}
	ar, clean := s.probeArenaClean() // its decider and test: a probe allocates neither (weigh.go)
	mode, bonus, ok = s.probeIn(ar, clean, c, t, a)
	if !ok || s.weigh == nil || !s.weigh.keep(s, c, t, a, ar) { // weigh.go: Auto holds the arena till its weighing ends
		s.doneClean(ar)
	}
	return mode, bonus, ok, true
}

// probeIn is probeOdds's probe in ar, sure; clean says ar's decider is
// one the last probeIn left (probeArenaClean).
func (s *State) probeIn(ar *forkArena, clean bool, c, t *Combatant, a *Attack) (mode rules.Mode, bonus int, ok bool) {
	var d *decider
	if clean {
		d = ar.probeDecider(s)
	} else {
		d = ar.decider(s, s.Seq+1, faces(1))
		d.probe = true
	}
	if err := d.attack(c, t, a, false); err != errStopped {
		return 0, 0, false // refused before the roll (or an error no roll follows)
	}
	cr := c.Creature
	if mode, bonus, plain := s.rs.PlainAttack(cr, &d.stop.test); plain {
		return mode, bonus, true // what TestQuiet gives a plain attack roll, without it (rules/test_plain.go)
	}
	if len(cr.Helps()) > 0 {
		cr = cr.Fork()
	}
	// The roll's numbers without its explanation (rules.TestQuiet): the
	// stop's test is left as it was, and the attack that rolls it (weigh.go)
	// makes its own explained test.
	res := &ar.test
	if err := s.rs.TestQuiet(cr, &d.stop.test, faces(1), res); err != nil {
		return 0, 0, false
	}
	switch {
	case res.AutoFail == "": // the d20's term first, then the bonus
		return res.Mode, res.Total - res.Roll, true
	case d.stop.cover.Source != "": // no term but the cover's, which the probe reads as the explanation's first
		return res.Mode, res.Total - d.stop.cover.Value, true
	}
	return 0, 0, false
}

// probeDecider is ar.decider(s, s.Seq+1, faces(1)) set to probe, for an
// arena whose decider the last probeIn left (weighing.clean): that probe
// went straight to attack, which writes nothing in the decider but
// d.other (to "", as it was) and the rollStop, every part of which swing
// writes afresh before it stops (what a refused probe left is never
// read). Its events are empty (a probe applies none), its roller is
// faces(1) and probe is set: only the state, the sequence number and the
// room of the state's terms are set again, not the whole decider zeroed.
func (ar *forkArena) probeDecider(s *State) *decider {
	ex := &ar.ex
	if m := s.mem; m != nil && m.owner == s { // as forkArena.decider
		ex = &m.ex
	}
	d := &ar.d
	d.s, d.seq, d.ex = s, s.Seq+1, ex
	if probeCheck != nil {
		light := *d
		full := ar.decider(s, s.Seq+1, faces(1))
		full.probe = true
		probeCheck(&light, full)
	}
	return d
}

// probeCheck, when set (tests with ARBITER_PRUNECHECK: check_probe_test.go),
// holds each decider probeDecider gives against the one a whole reset
// gives, the rollStop aside.
var probeCheck func(light, full *decider)

// errUnsure stops a probe whose answer the checks alone do not give.
var errUnsure = errors.New("combat: not probed")

// probed is emit in a probe: no event is applied. A feature's use as an
// action, a bonus action or a step of a Multiattack (Featured) is let
// through, since what its Apply changes (the action or bonus action
// spent, the Multiattack's list, recharge and uses) is nothing an attack's
// checks read, and those checks were made before it (useFeature,
// multiStep); any other event stops the probe unsure.
func (d *decider) probed(e *Event) error { // a pointer: an Event is 544 bytes
	if e.Kind == Featured && (e.Reason == "action" || e.Reason == "bonus" || e.Reason == "multiattack") {
		return nil
	}
	return errUnsure
}

// probeLegal is Legal without a copy of the state, for an attack command
// whose legality its checks alone decide: it runs the command's checks on
// the state up to the attack roll, then the roll's own refusals
// (rules.Ruleset.Test with a d20 showing 1). sure is false, and the
// caller decides the command on a copy, where what follows the roll could
// refuse it or set off more than the one attack: a weapon mastery, a
// Cleave, a readied attack, a concentrating target, a stat block attack
// with conditions or saves on a hit, a Multiattack or a feature making
// several attacks, anything but an attack command in a started fight.
func (s *State) probeLegal(cmd Command) (legal, sure bool) {
	return s.probeLegalKnown(cmd, nil)
}

// knownSwing is an attack a probe of this same state found legal, checks
// and roll (probeOdds, sure): a probe of a command that reaches that very
// attack (the same attacker, target and attack) stops there (swing),
// legal, without its checks and roll again.
type knownSwing struct {
	c, t *Combatant
	a    *Attack
	hit  bool // the probe reached it
}

// legalChoice is Legal for a choice of the policy, stopping at the attack
// its weighing already probed (known: choice.known) when not nil.
func (s *State) legalChoice(cmd Command, known *Attack) bool {
	if known == nil {
		return Legal(s, cmd)
	}
	if legal, sure := s.probeLegalKnown(cmd, known); sure {
		return legal
	}
	return decides(s, cmd)
}

// probeLegalKnown is probeLegal, stopping at the attack known (when not
// nil) of cmd's attacker on its target as at one found legal.
func (s *State) probeLegalKnown(cmd Command, known *Attack) (legal, sure bool) {
	if cmd.Kind != AttackCmd || cmd.Offhand || cmd.Other != "" || !s.Started || s.Over || s.Pending != nil {
		return false, false
	}
	c := s.Get(cmd.By)
	if c == nil {
		return false, false
	}
	for _, h := range s.Creatures {
		if h.Readied != nil && h.Readied.Trigger == "attack" {
			return false, false
		}
	}
	if t := s.Get(cmd.Target); t == nil || t.Concentration != "" {
		return false, false
	}
	id := cmd.Attack
	if id == "" && len(c.Attacks) == 1 {
		id = c.Attacks[0].ID
	}
	a, err := c.attack(id)
	if err != nil || (s.rs.Combat.Actions.Masteries != "" && a.Mastery != "") {
		return false, false
	}
	if b := c.Statblock; b != nil {
		if cmd.Attack == "" || cmd.Attack == "multiattack" {
			return false, false
		}
		f, _ := b.Feature(cmd.Attack)
		if f != nil && (f == b.multiattack() || !plainHit(f)) {
			return false, false
		}
	}
	ar, _ := forkPool.Get().(*forkArena) // its decider: deciding would put one on the heap
	if ar == nil {
		ar = new(forkArena)
	}
	defer ar.release()
	d := ar.decider(s, s.Seq+1, faces(1))
	d.probe = true
	if known != nil {
		d.known = knownSwing{c: c, t: s.Get(cmd.Target), a: known}
	}
	switch err := d.decide(&cmd); err {
	case errStopped:
		if d.known.hit {
			return true, true // the attack probeOdds found legal, reached by the command's checks
		}
	case errUnsure, nil:
		return false, false
	default:
		return false, true // refused by its checks
	}
	cr := c.Creature
	if len(cr.Helps()) > 0 {
		cr = cr.Fork()
	}
	if err := s.rs.TestQuiet(cr, &d.stop.test, faces(1), &ar.test); err != nil { // the roll's refusals: no explanation read
		return false, true
	}
	return true, true
}

// plainHit reports whether f is one attack whose hit only deals damage:
// no condition or save on a hit or after it, every damage part parsed.
func plainHit(f *content.Feature) bool {
	e := attackEffect(f)
	if e == nil {
		return false
	}
	for i := range e.Hit {
		switch h := &e.Hit[i]; h.Kind {
		case content.KindCondition, content.KindSave:
			return false
		case content.KindDamage:
			if h.Dice != "" {
				if _, err := parseDamage(h.Dice); err != nil {
					return false
				}
			}
		}
	}
	for i := range f.Effects {
		if f.Effects[i].Kind == content.KindSave {
			return false
		}
	}
	return true
}
