// Package arbiter is the root of Arbiter, a rules engine, server and game
// table for the fifth-edition fantasy role-playing game.
//
// The root holds what every part shares; each concern has its own package:
//
//	dice          expressions, rollers, results that explain themselves, exact distributions
//	rules         the shared mechanics and the Ruleset registry: D20 tests, conditions,
//	              exhaustion, damage, healing, dying, rests
//	rulesets/...  (planned) 5efp, and the other rulesets once their data outgrows rules
//	content       the SRD catalog, embedded per ruleset: monsters, spells, weapons, armor,
//	              conditions with effect trees (classes, species, items planned)
//	character     (planned) building, advancing and explaining characters
//	combat        (planned) encounters as Decide/Apply over an event log
//	sim           (planned) many fights, for balance questions
//	scenario      reads and runs scenario files against a ruleset (not engine: it reads files)
//	sqlite, postgres, httpapi, web   (planned) adapters around the engine
//	cmd/arbiter   the command line, which wires the adapters to the engine
//	cmd/arbiter-content  converts the SRD data sets into content's files
//
// Engine packages do no I/O, read no clock and draw randomness only from an
// injected dice.Roller. See docs/ARCHITECTURE.md.
package arbiter

// Version is Arbiter's version.
const Version = "0.1.0-dev"
