package rules

import "errors"

// 5efp, the Five Energies Focus Practice SRD (playtest). Sources: seed 004
// and its digest, ../shared/notes/rules-digest-5efp.md. Decisions where the
// text is silent are in docs/rulesets/5efp.md. The text is CC-BY-ND-4.0:
// only its facts and numbers are carried over here.

// Errors for rules a ruleset does not have.
var (
	ErrNoSaves    = errors.New("rules: this ruleset has no saving throws: resist with an ability check against the effect's DC")
	ErrNoFallRule = errors.New("rules: this ruleset states no falling damage")
)

// efpSkills are the Five Energies, 5efp's only skills, each with the
// ability whose checks the text lists its tasks under (5efp, WIS Checks:
// intentions, caring for the injured, noticing, tracking; CHA Checks:
// entertaining).
var efpSkills = map[string]Ability{
	"insight": WIS, "medicine": WIS, "perception": WIS, "survival": WIS, "performance": CHA,
}

// efpConditions are 5efp's 14 conditions besides exhaustion (5efp,
// Appendix PH-A, Conditions). Saves are gone, so the conditions that fail
// STR and DEX saves in the SRDs fail STR and DEX checks; Restrained gives
// disadvantage on DEX checks; Taunted is new.
func efpConditions() map[string]Condition {
	autoStrDex := Effect{Tests: checks, Abilities: strDex, AutoFail: true}
	// Attacks against: as SRD 5.1; "within 5 feet" is one square.
	c := map[string]Condition{
		"blinded":       {Effects: noSight, Against: advOn},
		"charmed":       {NoHarmSource: true, SourceSocialAdv: true},
		"deafened":      {Effects: noHear},
		"frightened":    {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		"incapacitated": {},
		"invisible":     {Effects: []Effect{{Tests: attacks, Adv: true}}, Against: AgainstRule{Dis: true}},
		"paralyzed":     {Implies: []string{"incapacitated"}, Speed0: true, Against: critNear, Effects: []Effect{autoStrDex}},
		"petrified": {Implies: []string{"incapacitated"}, Speed0: true, ResistAll: true, Immune: []string{"poisoned"},
			Against: advOn, Effects: []Effect{autoStrDex}},
		"poisoned": {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		"prone":    {Effects: []Effect{{Tests: attacks, Dis: true}}, Against: proneOn},
		"restrained": {Speed0: true, Against: advOn, Effects: []Effect{{Tests: attacks, Dis: true},
			{Tests: checks, Abilities: []Ability{DEX}, Dis: true}}},
		"stunned":     {Implies: []string{"incapacitated"}, Speed0: true, Against: advOn, Effects: []Effect{autoStrDex}},
		"taunted":     {MustTarget: "defender", EndsOnDamageFrom: []string{"healer", "damage"}},
		"unconscious": {Implies: []string{"incapacitated", "prone"}, Speed0: true, Against: critNear, Effects: []Effect{autoStrDex}},
	}
	for name, cond := range c {
		cond.Name = name
		c[name] = cond
	}
	return c
}

func init() {
	Register(&Ruleset{
		Name: "5efp", Title: "the Five Energies Focus Practice SRD (playtest)", Cite: "5efp",
		Conditions: efpConditions(),
		// 5efp, Appendix PH-A, Exhaustion: the 2014 table; level 3 adds
		// disadvantage on attack rolls (there are no saves); level 4 halves
		// MAX Wounds.
		Exhaustion: ExhaustionRule{DeathAt: 6, Levels: []ExhaustionLevel{
			{Dis: []TestKind{Check}},
			{SpeedHalved: true},
			{Dis: []TestKind{Attack, Check}},
			{MaxHPHalved: true},
			{Speed0: true},
			{},
		}},
		// 5efp, Knocking a Creature Out: unconscious and stable at MAX
		// Wounds; wounds beyond MAX that reach MAX still kill.
		KnockOut: KnockOutRule{Stable: true, Lethal: true},
		// 5efp, Rest: one kind, Cooldown 2, discards up to LEVEL wounds.
		Rest:   RestRule{Single: true, PerSession: 2},
		Wounds: &WoundRule{DefaultMax: 4, HealingStabilizes: true, ShrinkFailures: 1, RestDiscardsLevel: true},
		// 5efp, Ability Scores and Modifiers; Proficiency Bonus; Defense.
		Scores:         ScoreRule{AreModifiers: true, Min: -5, Max: 10},
		Proficiency:    ProficiencyRule{IsLevel: true, MaxLevel: 7, ByAbility: true},
		DefenseFromDex: true,
		// 5efp, Resisting Spells and Game Features: checks, not saves, and
		// a creature may choose not to resist.
		NoSaves: true, ChooseToFail: true,
		// 5efp, Inspiration: spent for advantage.
		Inspiration: true,
		// 5efp, Taking damage while at MAX Wounds: a critical hit, two failures.
		CritAtZeroFailures: 2,
		NoFallRule:         true,
		// 5efp, Cover: +2 and +5 to DEX checks to resist; Defense is untouched.
		Cover:  CoverRule{Cite: "5efp, Cover", Half: 2, Three: 5, Resist: []TestKind{Check}},
		Skills: efpSkills,
		Sections: map[string]string{
			"d20": "Using Ability Scores", "exhaustion": "Appendix PH-A, Exhaustion",
			"passive": "Passive Checks", "damage": "Damage",
			"resistance": "Damage Resistance and Vulnerability", "vulnerability": "Damage Resistance and Vulnerability",
			"immunity": "Vulnerabilities, Resistances, and Immunities",
		},
	})
}
