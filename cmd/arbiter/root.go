package main

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/spf13/cobra"
)

// env is what commands read and write, so tests can run them in-process.
type env struct {
	stdout, stderr io.Writer
	stdin          io.Reader // nil: the process's standard input
	// live returns the roller used without --seed.
	live func() *dice.Seeded
	// now is the clock of `sim`'s timing; nil: the wall clock.
	now func() time.Time
}

// exitError carries an exit code: 1 for a failed command, 2 for bad usage.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func usageError(format string, a ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, a...)}
}

// run executes the command line and returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	return runEnv(args, &env{stdout: stdout, stderr: stderr, live: dice.NewLive})
}

func runEnv(args []string, e *env) int {
	root := newRoot(e)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	fmt.Fprintln(e.stderr, "arbiter:", err)
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	var de *dice.Error
	if errors.As(err, &de) {
		return 1
	}
	return 2 // cobra's own errors are about usage: unknown flags, commands, arguments
}

func newRoot(e *env) *cobra.Command {
	root := &cobra.Command{
		Use:   "arbiter",
		Short: "Arbiter plays the fifth-edition fantasy role-playing game by its rules",
		Long: `Arbiter is a rules engine, server and game table for the fifth-edition fantasy
role-playing game. It plays four rulesets: srd-5.2.1 (the 2024 rules, the default),
srd-5.1 (the 2014 rules), 5efp (Five Energies Focus Practice) and next-2013 (the
2013 playtest).

Today it rolls dice, computes their exact probabilities, shows what each
ruleset's conditions do, runs rules scenarios, and looks up and searches the
SRD catalog of monsters, spells, weapons, armor and conditions.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	if e.stdin != nil {
		root.SetIn(e.stdin)
	}
	root.AddCommand(newVersion(e), newRoll(e), newDist(e), newScenario(e), newRules(e), newLookup(e), newSearch(e), newPlay(e), newSim(e), newCharacter(e))
	return root
}
