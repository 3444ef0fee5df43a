package rules

// The two SRD rulesets. Their conditions are the same 15 names; what they
// do differs in a few places, marked below. Sources: SRD 5.2.1, Rules
// Glossary, Conditions; SRD 5.1, Appendix A, Conditions.

var (
	anyTest  = []TestKind{Check, Save, Attack, DeathSave}
	strDex   = []Ability{STR, DEX}
	checks   = []TestKind{Check}
	attacks  = []TestKind{Attack}
	noSight  = []Effect{{Tests: attacks, Dis: true}, {Tests: checks, Sense: "sight", AutoFail: true}}
	noHear   = []Effect{{Tests: checks, Sense: "hearing", AutoFail: true}}
	advOn    = AgainstRule{Adv: true}
	critNear = AgainstRule{Adv: true, NearCrit: true}
	proneOn  = AgainstRule{NearAdv: true, FarDis: true}
)

// srdConditions builds the conditions both SRDs share.
func srdConditions() map[string]Condition {
	c := map[string]Condition{
		"blinded":       {Effects: noSight, Against: advOn},
		"charmed":       {NoHarmSource: true, SourceSocialAdv: true},
		"deafened":      {Effects: noHear},
		"frightened":    {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		"grappled":      {Speed0: true},
		"incapacitated": {},
		"invisible":     {Effects: []Effect{{Tests: attacks, Adv: true}}, Against: AgainstRule{Dis: true}},
		"paralyzed": {Implies: []string{"incapacitated"}, Speed0: true, Against: critNear,
			Effects: []Effect{{Tests: []TestKind{Save}, Abilities: strDex, AutoFail: true}}},
		"petrified": {Implies: []string{"incapacitated"}, Speed0: true, ResistAll: true, Immune: []string{"poisoned"},
			Against: advOn, Effects: []Effect{{Tests: []TestKind{Save}, Abilities: strDex, AutoFail: true}}},
		"poisoned": {Effects: []Effect{{Tests: []TestKind{Check, Attack}, Dis: true}}},
		"prone":    {Effects: []Effect{{Tests: attacks, Dis: true}}, Against: proneOn},
		"restrained": {Speed0: true, Against: advOn,
			Effects: []Effect{{Tests: attacks, Dis: true}, {Tests: []TestKind{Save}, Abilities: []Ability{DEX}, Dis: true}}},
		"stunned": {Implies: []string{"incapacitated"}, Against: advOn,
			Effects: []Effect{{Tests: []TestKind{Save}, Abilities: strDex, AutoFail: true}}},
		"unconscious": {Implies: []string{"incapacitated", "prone"}, Speed0: true, Against: critNear,
			Effects: []Effect{{Tests: []TestKind{Save}, Abilities: strDex, AutoFail: true}}},
	}
	for name, cond := range c {
		cond.Name = name
		c[name] = cond
	}
	return c
}

func init() {
	c2024 := srdConditions()
	// 2024: a Grappled creature has disadvantage on attack rolls against
	// anyone but the grappler (SRD 5.2.1, Rules Glossary, Grappled).
	g := c2024["grappled"]
	g.DisExceptSource = true
	c2024["grappled"] = g
	r2024 := &Ruleset{
		Name: "srd-5.2.1", Title: "the 2024 rules (System Reference Document 5.2.1)", Cite: "SRD 5.2.1",
		Conditions: c2024,
		// SRD 5.2.1, Rules Glossary, Exhaustion: -2 per level to D20 tests, -5 ft speed per level, death at 6.
		Exhaustion: ExhaustionRule{TestPenalty: 2, SpeedPenalty: 5, DeathAt: 6},
		// SRD 5.2.1, Dropping to 0 Hit Points, Knocking Out a Creature: 1 HP and Unconscious.
		KnockOut: KnockOutRule{HP: 1},
		Bloodied: true,
		// SRD 5.2.1, Rules Glossary, Long Rest: all hit points and all spent Hit Dice.
		// Short Rest: each Hit Point Die heals at least 1.
		Rest: RestRule{LongRestHitDice: 1, HitDieMin: 1},
		// SRD 5.2.1, Playing the Game: Saving Throws (you can choose to fail),
		// Heroic Inspiration (reroll a die), Tool Proficiency (with a skill:
		// advantage).
		ChooseToFail: true, InspirationRerolls: true, ToolAndSkill: true,
		FallIntoWaterRule: true, // SRD 5.2.1, Hazards, Falling (Falling into Water)
		// SRD 5.2.1, Rules Glossary, Help: assisting a check uses one of the
		// helper's skill or tool proficiencies.
		HelpNeedsProficiency: true,
		Inspiration:          true, CritAtZeroFailures: 2, Skills: srdSkills,
		Combat: combat2024,
		Flight: FlightRule{Cite: "Rules Glossary, Fly Speed", FallsWhen: []string{"prone", "incapacitated"}},
	}
	explore2024(r2024)
	Register(r2024)

	c2014 := srdConditions()
	// 2014: a stunned creature can't move (SRD 5.1, Conditions, Stunned);
	// in 2024 it can.
	st := c2014["stunned"]
	st.Speed0 = true
	c2014["stunned"] = st
	r2014 := &Ruleset{
		Name: "srd-5.1", Title: "the 2014 rules (System Reference Document 5.1)", Cite: "SRD 5.1",
		Conditions: c2014,
		// SRD 5.1, Appendix A, Exhaustion: six levels whose effects add up.
		// SRD 5.1, Combat, Knocking a Creature Out: 0 HP, unconscious and stable.
		KnockOut: KnockOutRule{HP: 0, Stable: true, Lethal: true},
		// SRD 5.1, Adventuring, Resting: half the Hit Dice back (at least one),
		// and at least 1 hit point to benefit from a long rest.
		Rest:        RestRule{LongRestHitDice: 2, LongRestNeedsHP: true},
		Inspiration: true, CritAtZeroFailures: 2, Skills: srdSkills, Combat: combat2014,
		Flight: FlightRule{Cite: "Combat, Movement and Position, Flying Movement", FallsWhen: []string{"prone"}},
		Exhaustion: ExhaustionRule{DeathAt: 6, Levels: []ExhaustionLevel{
			{Dis: []TestKind{Check}},
			{SpeedHalved: true},
			{Dis: []TestKind{Attack, Save, DeathSave}},
			{MaxHPHalved: true},
			{Speed0: true},
			{},
		}},
	}
	explore2014(r2014)
	Register(r2014)
}
