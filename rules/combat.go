package rules

// CombatRule is how a ruleset runs a fight where the rulesets differ:
// initiative, surprise, the turn's resources, movement on the grid,
// critical hits and the Disengage action. Package combat reads it.
type CombatRule struct {
	// InitiativeCheck: initiative is a Dexterity check, so whatever
	// touches checks touches it (2024); otherwise it is d20 + the
	// Dexterity modifier and nothing else (2014, next-2013).
	InitiativeCheck bool
	// InitiativeAdv and InitiativeDis are conditions that give advantage
	// or disadvantage on initiative when it is rolled (2024: Invisible,
	// Incapacitated).
	InitiativeAdv, InitiativeDis []string
	// Surprise is what being surprised does.
	Surprise Surprise
	// BonusAction: the ruleset has bonus actions (next-2013 does not).
	BonusAction bool
	// Straight, Diagonal: the cost, in half squares (2.5 ft), of entering
	// an adjacent square orthogonally or diagonally; difficult terrain
	// doubles it. 2, 2 in the SRDs; 2, 3 in next-2013 (every second
	// diagonal costs 10 ft).
	Straight, Diagonal int
	// CritMaxPlusDie: a critical hit deals the damage dice's maximum plus
	// one more roll of one of its dice (next-2013) instead of rolling the
	// dice twice (SRDs).
	CritMaxPlusDie bool
	// DisengageHalfMove: Disengage moves up to half the speed, and only
	// that movement is safe from opportunity attacks (next-2013); in the
	// SRDs it protects the rest of the turn's movement.
	DisengageHalfMove bool
	// DashName is the name of the action that adds the speed again:
	// "Dash", or "Hustle" in next-2013.
	DashName string
	// Sections name where the rules of combat stand, for citations.
	Sections CombatSections
	// Actions are the other actions and the space rules (combat_actions.go).
	Actions ActionRule
}

// CombatSections are the section names citations use, after the
// ruleset's Cite.
type CombatSections struct {
	Initiative, Surprise, YourTurn, Movement, Reactions, Opportunity string
	Attack, Critical, Dash, Dodge, Disengage, Grid, Cover            string
}

// Surprise is what surprise does.
type Surprise uint8

const (
	// SurpriseLoseTurn: a surprised creature can't move, act or react
	// until its first turn ends (2014, next-2013).
	SurpriseLoseTurn Surprise = iota
	// SurpriseInitiativeDis: a surprised creature has disadvantage on its
	// initiative roll, nothing more (2024).
	SurpriseInitiativeDis
)

// Cited returns a citation of one of the ruleset's sections.
func (rs *Ruleset) Cited(section string) string { return rs.Cite + ", " + section }

var (
	combat2024 = CombatRule{
		InitiativeCheck: true, InitiativeAdv: []string{"invisible"}, InitiativeDis: []string{"incapacitated"},
		Surprise: SurpriseInitiativeDis, BonusAction: true, Straight: 2, Diagonal: 2, DashName: "Dash",
		Actions: actions2024,
		Sections: CombatSections{
			Initiative: "Combat, Initiative", Surprise: "Combat, Surprise", YourTurn: "Combat, Your Turn",
			Movement: "Combat, Movement and Position", Reactions: "Rules Glossary, Reaction",
			Opportunity: "Combat, Opportunity Attacks", Attack: "Combat, Making an Attack",
			Critical: "Combat, Critical Hits", Dash: "Actions, Dash", Dodge: "Actions, Dodge",
			Disengage: "Actions, Disengage", Grid: "Combat, Playing on a Grid", Cover: "Combat, Cover",
		},
	}
	combat2014 = CombatRule{
		Surprise: SurpriseLoseTurn, BonusAction: true, Straight: 2, Diagonal: 2, DashName: "Dash",
		Actions: actions2014,
		Sections: CombatSections{
			Initiative: "Combat, Initiative", Surprise: "Combat, Surprise", YourTurn: "Combat, Your Turn",
			Movement: "Combat, Movement and Position", Reactions: "Combat, Reactions",
			Opportunity: "Combat, Opportunity Attacks", Attack: "Combat, Making an Attack",
			Critical: "Combat, Critical Hits", Dash: "Combat, Actions in Combat, Dash",
			Dodge: "Combat, Actions in Combat, Dodge", Disengage: "Combat, Actions in Combat, Disengage",
			Grid: "Combat, Movement and Position", Cover: "Combat, Cover",
		},
	}
	combatNext = CombatRule{
		Surprise: SurpriseLoseTurn, Straight: 2, Diagonal: 3, CritMaxPlusDie: true, DisengageHalfMove: true,
		DashName: "Hustle", Actions: actionsNext,
		Sections: CombatSections{
			Initiative: "Combat, Initiative", Surprise: "Combat, Surprise", YourTurn: "Combat, Your Turn",
			Movement: "Movement and Position", Reactions: "Combat, Reactions",
			Opportunity: "Opportunity Attacks", Attack: "Making an Attack", Critical: "Critical Hits",
			Dash: "Actions in Combat, Hustle", Dodge: "Actions in Combat, Dodge",
			Disengage: "Actions in Combat, Disengage", Grid: "Variant: Playing on a Grid", Cover: "Cover",
		},
	}
)
