package combat

import (
	"errors"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Checks without deciding: the policy's trials need an attack's checks
// and the test it would roll, not its events. A decider with a rollStop
// runs an attack's checks on the state itself and stops just before the
// attack roll (swing), leaving there the test and the cover term; the
// checks read the state and change nothing.

// rollStop is what an attack stopped before its roll leaves.
type rollStop struct {
	test  rules.Test
	cover rules.Term
}

// errStopped stops a probed attack at its roll; never returned by Decide.
var errStopped = errors.New("combat: probed")

// probeOdds is trialOdds's attack of c on t with a, made without copying
// the state: the checks on the state, then the attack roll with a d20
// showing 1 on c's creature (a fork of it when a Help waits on it, which
// the roll would use). It gives the mode and the bonus the roll has, and
// ok false when the attack is refused. sure is false when what follows a
// missed roll could refuse it too (a weapon mastery, a readied attack
// the attack sets off): the caller then makes the whole trial.
func (s *State) probeOdds(c, t *Combatant, a *Attack) (mode string, bonus int, ok, sure bool) {
	if s.rs.Combat.Actions.Masteries != "" && a.Mastery != "" {
		return "", 0, false, false
	}
	for _, h := range s.Creatures {
		if h.Readied != nil && h.Readied.Trigger == "attack" {
			return "", 0, false, false
		}
	}
	d := decider{s: s, seq: s.Seq + 1, r: faces(1), probe: true}
	if err := d.attack(c, t, a, false); err != errStopped {
		return "", 0, false, true // refused before the roll (or an error no roll follows)
	}
	cr := c.Creature
	if len(cr.Helps()) > 0 {
		cr = cr.Fork()
	}
	res, err := s.rs.Test(cr, d.stop.test, faces(1))
	if err != nil {
		return "", 0, false, true
	}
	explain := res.Explain
	if d.stop.cover.Source != "" {
		explain = append(explain, d.stop.cover)
	}
	if len(explain) == 0 {
		return "", 0, false, true
	}
	return res.Mode.String(), res.Total - explain[0].Value, true, true
}
