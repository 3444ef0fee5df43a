package rules

// next-2013, the 2013 public playtest ("How to Play"). Sources: seed 000 and
// its digest, ../shared/notes/rules-digest-next-2013.md. Decisions where the
// text is silent are in docs/rulesets/next-2013.md.

// nextSkills are the playtest's 18 skills: Search (INT) stands where the
// final rules have Investigation (How to Play, Skills).
var nextSkills = map[string]Ability{
	"athletics": STR, "acrobatics": DEX, "sleight_of_hand": DEX, "stealth": DEX,
	"arcana": INT, "history": INT, "nature": INT, "religion": INT, "search": INT,
	"animal_handling": WIS, "insight": WIS, "medicine": WIS, "perception": WIS, "survival": WIS,
	"deception": CHA, "intimidation": CHA, "performance": CHA, "persuasion": CHA,
}

// nextConditions are the playtest's 12 conditions (How to Play,
// Conditions). It has no incapacitated, poisoned, petrified, grappled or
// exhaustion; paralyzed and unconscious drop the creature prone.
func nextConditions() map[string]Condition {
	autoStrDex := Effect{Tests: []TestKind{Save}, Abilities: strDex, AutoFail: true}
	// Attacks against a paralyzed or unconscious creature have advantage
	// but no automatic critical hit (that is Coup de Grace); against a
	// prone one, disadvantage from farther than 5 feet and a normal roll
	// from within.
	c := map[string]Condition{
		"blinded":    {Effects: noSight, Against: advOn},
		"charmed":    {NoHarmSource: true, SourceSocialAdv: true},
		"deafened":   {Effects: noHear},
		"frightened": {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		// Not a condition in the playtest but the Grapple action's state:
		// speed 0 while the grapple lasts (Actions in Combat, Grapple).
		"grappled":    {Speed0: true},
		"incorporeal": {ResistNonmagical: true},
		"intoxicated": {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		"invisible":   {Effects: []Effect{{Tests: attacks, Adv: true}}, Against: AgainstRule{Dis: true}},
		"paralyzed":   {Implies: []string{"prone"}, Speed0: true, Against: advOn, Effects: []Effect{autoStrDex}},
		"prone":       {Effects: []Effect{{Tests: attacks, Dis: true}}, Against: AgainstRule{FarDis: true}},
		"restrained": {Speed0: true, Against: advOn,
			Effects: []Effect{{Tests: attacks, Dis: true}, {Tests: []TestKind{Save}, Abilities: []Ability{DEX}, Dis: true}}},
		"stunned":     {Speed0: true, Against: advOn, Effects: []Effect{autoStrDex}},
		"unconscious": {Implies: []string{"prone"}, Speed0: true, Against: advOn, Effects: []Effect{autoStrDex}},
	}
	for name, cond := range c {
		cond.Name = name
		c[name] = cond
	}
	return c
}

func init() {
	rs := &Ruleset{
		Name: "next-2013", Title: "the 2013 public playtest", Cite: "Playtest 2013, How to Play",
		Conditions: nextConditions(),
		// No exhaustion in the playtest: the zero ExhaustionRule.
		// Knocking out: unconscious and stable at 0 (How to Play, Knocking a Creature Out).
		KnockOut: KnockOutRule{HP: 0, Stable: true, Lethal: true},
		// Long rest: all hit points, half the hit dice rounded up, at least 1 HP to rest.
		Rest: RestRule{LongRestHitDice: 2, LongRestNeedsHP: true, LongRestRoundUp: true},
		// Damage at 0 HP is one failure, critical or not.
		CritAtZeroFailures:  1,
		StandingHighJumpMod: true,
		Skills:              nextSkills,
		Combat:              combatNext,
	}
	exploreNext(rs)
	Register(rs)
}
