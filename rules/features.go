package rules

// Speeds are a creature's speeds other than walking, in feet (0: none):
// flying, swimming, climbing and burrowing; Hover is a flyer that stays
// aloft when knocked prone or left without speed (SRD 5.2.1, Rules
// Glossary, Fly Speed; SRD 5.1, Movement, Flying Movement).
type Speeds struct {
	Fly, Swim, Climb, Burrow int
	Hover                    bool
}

// Senses are a creature's special senses, as ranges in feet (0: none)
// (SRD 5.2.1, Rules Glossary, Blindsight, Darkvision, Tremorsense,
// Truesight; SRD 5.1, Monsters, Senses).
type Senses struct {
	Blindsight, Darkvision, Tremorsense, Truesight int
	// SeeDark sees normally in dim light and darkness, magical or not,
	// within its range (Devil's Sight, SRD 5.2.1 and SRD 5.1, Classes,
	// Warlock).
	SeeDark int
}

// FlightRule is when a flying creature that can't hover falls: when its
// speed drops to 0 or it has one of FallsWhen (2024: Prone or
// Incapacitated, SRD 5.2.1, Rules Glossary, Fly Speed; 2014: knocked
// prone, SRD 5.1, Combat, Flying Movement). Cite is the section, after
// the ruleset's Cite. A zero rule (next-2013, silent) makes a flyer fall
// only when its speed drops to 0.
type FlightRule struct {
	Cite      string
	FallsWhen []string
}
