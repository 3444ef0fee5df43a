// Package sim plays many fights without a person, for balance questions:
// one set-up encounter played again and again by the policy on every
// side (combat.Auto), each fight with its own seeded dice, and what came
// of them counted. It does no I/O and reads no clock; the dice are
// dice.Seeded, one seed a fight, so a run is repeated exactly.
//
// A run plays all its fights in one state and one event buffer
// (combat.State.Reset, combat.DoInto): after the first fight it
// allocates little beyond what the rules themselves make.
package sim

import (
	"errors"
	"fmt"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
)

// MaxCommands is the most commands a fight may take before Run gives up
// on it (ErrNoEnd): a fight by the policy ends in some hundred.
const MaxCommands = 10000

// The errors of Run.
var (
	ErrBadRun  = errors.New("sim: bad run")
	ErrNoEnd   = errors.New("sim: a fight did not end")
	ErrStarted = errors.New("sim: the setup has started")
)

// Result is what came of a run's fights.
type Result struct {
	Fights int `json:"fights"`
	// Wins counts the fights each side won, by side; a fight with no
	// side left standing counts under "".
	Wins map[string]int `json:"wins"`
	// Rounds and Commands are the rounds and commands of all the fights
	// together, Start's included.
	Rounds   int `json:"rounds"`
	Commands int `json:"commands"`
}

// Run plays n fights from setup, a fight set up and not started (as
// combat.NewState makes it), by the policy on every side: fight i with
// dice.NewSeeded(seed+i). setup is not changed. The error names the
// fight and command that failed.
func Run(setup *combat.State, n int, seed uint64) (Result, error) {
	res := Result{Wins: map[string]int{}}
	switch {
	case setup == nil:
		return res, fmt.Errorf("%w: no setup", ErrBadRun)
	case n < 0:
		return res, fmt.Errorf("%w: %d fights", ErrBadRun, n)
	case setup.Started:
		return res, ErrStarted
	}
	s := new(combat.State).Sole() // nothing but its commands changes it
	var r dice.Seeded
	var buf []combat.Event
	for i := range n {
		r = *dice.NewSeeded(seed + uint64(i))
		cmds, err := play(s.Reset(setup), &r, &buf)
		if err != nil {
			return res, fmt.Errorf("sim: fight %d (seed %d): %w", i, seed+uint64(i), err)
		}
		res.Fights++
		res.Wins[s.Winner]++
		res.Rounds += s.Round
		res.Commands += cmds
	}
	return res, nil
}

// play plays s from its start to its end, each command's events in buf
// (its room kept for the next fight), and returns the commands it took.
func play(s *combat.State, r dice.Roller, buf *[]combat.Event) (int, error) {
	var err error
	if *buf, err = combat.DoInto(s, combat.Command{Kind: combat.Start}, r, (*buf)[:0]); err != nil {
		return 0, fmt.Errorf("start: %w", err)
	}
	n := 1
	var cmd combat.Command // one for every command: AutoInto writes over it
	for ; !s.Over; n++ {
		if n >= MaxCommands {
			return n, fmt.Errorf("%w after %d commands", ErrNoEnd, n)
		}
		if *buf, err = combat.AutoInto(s, r, (*buf)[:0], &cmd); err != nil {
			return n, fmt.Errorf("command %d %+v: %w", n, cmd, err)
		}
	}
	return n, nil
}
