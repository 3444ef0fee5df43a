package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A Multiattack made at a target skips a step the rules refuse (an
// attack that can't reach: a bite with reach 10 ft before claws with
// 5 ft) and makes the next. It used to learn whether a step is refused
// by a trial (decider.try: the step on the state with dice showing 10,
// then the state put back) and then make the step again for real: every
// step decided twice. A step is now made once, for real, with a backup
// of its own (decider.step, touched as Do's is) and its dice counted:
//   - made: kept, as after a trial that passed;
//   - refused before any die was rolled: the checks before the first roll
//     read the state alone, which the trial saw as it is, so the trial
//     was refused the same way. The step is put back and skipped, with
//     the same events and no dice spent, as before;
//   - refused after a die was rolled (an error in what follows a roll,
//     which no catalog monster meets: the tests check it, see below): the
//     step is put back and the trial decides as it did, skipped when it
//     is refused too, the command refused when it is not. Only then can
//     the dice differ from the old way's: the step's rolls are spent.
//
// With backupCheck set (tests) every step also runs the old trial first
// and panics when the two ways disagree.

// countRoller counts the dice asked of it, a roll that fails included:
// a step refused by its roller's error was refused at a roll, after the
// checks, where the old trial's dice showing 10 did not fail.
type countRoller struct {
	r dice.Roller
	n int
}

func (c *countRoller) Roll(lo, hi int) (int, error) {
	c.n++
	return c.r.Roll(lo, hi)
}

// stepOrSkip makes attack id of c's Multiattack at cmd's target, or
// reports skip, with nothing of the step left on the state or in d's
// events, when the rules refuse it as the old trial with dice showing 10
// was refused (above). An error refuses the whole command.
//
// With sure (the command found sure as it started: sureMulti), the step
// is made without a backup when a probe of its checks tells (stepProbed).
func (d *decider) stepOrSkip(c *Combatant, id string, cmd *Command, sure bool) (skip bool, err error) {
	trial := func() bool {
		return d.try(func(t *decider) error { return t.multiStep(c, id, cmd) }) != nil // backup.go
	}
	s := d.s
	if s.helped() || d.step != nil || d.probe {
		// A Help the roll would use up outside any event (fork.go), or a
		// step within a step: the trial, then the step.
		if trial() {
			return true, nil
		}
		return false, d.multiStep(c, id, cmd)
	}
	want := -1 // the old way's answer, with backupCheck: 1 skip, 0 made
	if backupCheck {
		want = 0
		if trial() {
			want = 1
		}
	}
	if sure {
		if skip, ok, err := d.stepProbed(c, id, cmd); ok {
			if want >= 0 && skip != (want == 1) {
				panic(fmt.Sprintf("combat: multiattack step %s of %s probed: skip %v, the trial says %v (%v)", id, c.ID, skip, want == 1, err))
			}
			return skip, err
		}
	}
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	defer a.release()
	var full *State
	if backupCheck {
		full = s.Clone() // a deep copy: a write in place to what a fork shares (grants) shows too
	}
	s.backupIn(a)
	n, reacts, r := len(d.events), d.reacts, d.r
	a.rolls = countRoller{r: r}
	d.r, d.step = &a.rolls, a
	err = d.multiStep(c, id, cmd)
	d.r, d.step = r, nil
	a.rolls.r = nil
	if err == nil {
		if want == 1 {
			panic(fmt.Sprintf("combat: multiattack step %s of %s made where the trial was refused", id, c.ID))
		}
		return false, nil
	}
	if backupCheck {
		a.checkBackup(full, Command{Kind: "multiattack step"})
	}
	a.putBack(s)
	clear(d.events[n:])
	d.events, d.reacts, d.summed = d.events[:n], reacts, false // the summary may say no where the put-back state holds one
	if backupCheck && !Equal(s, full) {
		panic("combat: backup: a refused multiattack step left another state")
	}
	skip = a.rolls.n == 0 || trial()
	if want >= 0 && skip != (want == 1) {
		panic(fmt.Sprintf("combat: multiattack step %s of %s: skip %v, the trial says %v (%v)", id, c.ID, skip, want == 1, err))
	}
	if skip {
		return true, nil
	}
	return false, err
}

// stepProbed makes step id of c's Multiattack at cmd's target with no
// backup of its own, for a command that cannot be refused after its
// checks (sureMulti): a probe of the step (a decider set to probe, on the
// state itself) makes its checks first. Refused there, before any die,
// the step is skipped, with nothing of it made, as stepOrSkip would put
// it back and skip it. Stopped at its roll, the step is made for real,
// its attack rolled with the probe's test (decider.pre, read by swing):
// the checks are those the probe passed on the same state, and what
// follows cannot be refused. ok is false, with nothing done, when the
// probe cannot tell (an event other than the step's Featured before the
// roll), or when the roll's test itself might refuse: the caller then
// makes the step with its backup.
func (d *decider) stepProbed(c *Combatant, id string, cmd *Command) (skip, ok bool, err error) {
	s := d.s
	t, a := s.Get(cmd.Target), c.findAttack(id)
	if t == nil || a == nil {
		return false, false, nil
	}
	if backupCheck {
		stepsUnbacked++
	}
	if w := s.weigh; w != nil && w.kept(s, c, t, a) {
		// Auto's weighing probed this very attack, checks and roll, in
		// this very state (weigh.go), which swing rolls with: the step
		// is refused at its own checks, before its first event, or not.
		n := len(d.events)
		if err := d.multiStep(c, id, cmd); err != nil {
			if len(d.events) > n {
				return false, true, err // (none: refused after an event, the command is)
			}
			return true, true, nil
		}
		return false, true, nil
	}
	ar := s.probeArena() // weigh.go
	defer s.doneProbe(ar)
	p := ar.decider(s, d.seq, faces(1))
	p.probe = true
	switch err := p.multiStep(c, id, cmd); err {
	case errStopped:
	case errUnsure, nil:
		return false, false, nil
	default:
		return true, true, nil // refused by its checks: skipped
	}
	// The roll's own refusals (rules.Ruleset.Test): none for an attack
	// test without an obscurement, a cover name, inspiration or a chosen
	// failure, by an attacker with no travel pace and no condition (a
	// charmed attacker's refusal).
	if st := &p.stop.test; st.Obscured != "" || st.Cover != "" || st.Inspiration || st.Fail || st.Kind != rules.Attack ||
		c.Pace != "" || !c.Bare() {
		return false, false, nil
	}
	p.known = knownSwing{c: c, t: t, a: a} // what the stop is for (swing)
	d.pre = p
	err = d.multiStep(c, id, cmd)
	d.pre = nil
	return false, true, err
}
