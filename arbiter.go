// Package arbiter is the root of Arbiter, a rules engine, server and game
// table for the fifth-edition fantasy role-playing game.
//
// The root holds what every part shares; each concern has its own package:
//
//	dice          expressions, rollers, results that explain themselves, exact distributions
//	rules         (planned) rulesets, d20 tests, the effect pipeline, conditions, damage
//	rulesets/...  (planned) srd-5.2.1, srd-5.1, 5efp and next-2013 as data and hooks
//	content       (planned) the SRD catalog: spells, monsters, classes, items
//	character     (planned) building, advancing and explaining characters
//	combat        (planned) encounters as Decide/Apply over an event log
//	sim           (planned) many fights, for balance questions
//	sqlite, postgres, httpapi, web   (planned) adapters around the engine
//	cmd/arbiter   the command line, which wires the adapters to the engine
//
// Engine packages do no I/O, read no clock and draw randomness only from an
// injected dice.Roller. See docs/ARCHITECTURE.md.
package arbiter

// Version is Arbiter's version.
const Version = "0.1.0-dev"
