package rules

// The exploration, social, spellcasting and critical hit rules of each
// ruleset, as data. Sources: SRD 5.1 (../shared/data/5e-database/srd-5.1,
// Rule Sections), seeds 001 and 002 for 2024, seed 000 for next-2013; the
// 2024 rules glossary entries the seeds only refer to (Carrying Capacity,
// Hide, Influence) are recorded as Decisions in docs/rulesets/srd-5.2.1.md.

var (
	perceptionSurvival = []string{"perception", "survival"}
	strDexCon          = []Ability{STR, DEX, CON}
)

// srdPaces is the travel pace table both SRDs share, without effects.
func srdPaces() []Pace {
	return []Pace{
		{Name: "fast", FeetPerMinute: 400, MilesPerHour: 4, MilesPerDay: 30},
		{Name: "normal", FeetPerMinute: 300, MilesPerHour: 3, MilesPerDay: 24},
		{Name: "slow", FeetPerMinute: 200, MilesPerHour: 2, MilesPerDay: 18},
	}
}

// The 2024 rules.
func explore2024(rs *Ruleset) {
	paces := srdPaces()
	paces[0].Effects = []PaceEffect{{Skills: perceptionSurvival, Dis: true}, {Skills: []string{"stealth"}, Dis: true}}
	paces[1].Effects = []PaceEffect{{Skills: []string{"stealth"}, Dis: true}}
	paces[2].Effects = []PaceEffect{{Skills: perceptionSurvival, Adv: true}}
	rs.TravelPace = &TravelRule{Cite: "SRD 5.2.1, Exploration, Travel Pace", Paces: paces, Mounted: &MountedRule{Times: 2}}
	// Rules Glossary, Carrying Capacity: Strength x 15 (drag, lift or push
	// x 30), by size; speed at most 5 ft while dragging more than the
	// capacity. No encumbrance levels.
	rs.Carry = CarryRule{Cite: "SRD 5.2.1, Rules Glossary, Carrying Capacity", Carry: 15, MaxLoad: 15, Lift: 30, DragOver: 15, DragSpeed: 5}
	rs.Suffocation = &SuffocationRule{Cite: "SRD 5.2.1, Hazards, Suffocation", ExhaustionPerRound: 1}
	rs.Sight = SightRule{Cite: "SRD 5.2.1, Exploration, Vision and Light", LightDis: true, HeavyBlinds: true}
	rs.Hiding = HideRule{Cite: "SRD 5.2.1, Rules Glossary, Hide", DC: 15, Invisible: true,
		SearchSkill: "perception", ObjectSkill: "perception", SearchMeetsDC: true}
	bySize := map[string]float64{"tiny": 0.25, "small": 1, "medium": 1, "large": 4, "huge": 16, "gargantuan": 64}
	rs.Sustenance = &SustenanceRule{Cite: "SRD 5.2.1, Hazards, Dehydration and Malnutrition",
		Food: bySize, Water: bySize, FoodSaveDC: 10, StarveDays: 4}
	rs.Social = &SocialRule{Cite: "SRD 5.2.1, Rules Glossary, Influence", MinDC: 15, DCAbility: INT,
		Modes: map[string]Mode{"friendly": Advantage, "hostile": Disadvantage}}
	rs.Spell = SpellRule{Cite: "SRD 5.2.1, Spellcasting", DCBase: 8, Proficiency: true,
		SlotCite: "SRD 5.2.1, Spells, Spell Slots", OneSlotPerTurn: true, OneSlotCite: "SRD 5.2.1, Spells, Casting Time",
		ConcentrationCite: "SRD 5.2.1, Rules Glossary, Concentration",
		Components: &ComponentRule{Cite: "SRD 5.2.1, Spells, Components", ArmorCite: "SRD 5.2.1, Equipment, Armor Training",
			Speechless: []string{"incapacitated"}},
		Ritual:   &RitualRule{Cite: "SRD 5.2.1, Spells, Casting Time", Minutes: 10, Any: true},
		Zone:     &ZoneRule{Cite: "SRD 5.2.1, Spells, Moonbeam; Cloudkill", Cast: true, Enter: true, TurnEnd: true, OncePerTurn: true},
		Counter:  &CounterRule{Cite: "SRD 5.2.1, Spells, Counterspell", Save: CON, SlotKept: true},
		Recovery: &SlotRecovery{Cite: "SRD 5.2.1, Wizard, Arcane Recovery", Resource: "arcane-recovery", MaxLevel: 5}}
	rs.Crit = CritRule{Cite: "SRD 5.2.1, Damage and Healing, Critical Hits", DoubleDice: true}
	rs.Metamagic = &MetamagicRule{Cite: "SRD 5.2.1, Sorcerer, Metamagic Options", Resource: "sorcery-points",
		Costs: map[string]int{"careful": 1, "distant": 1, "empowered": 1, "extended": 1, "heightened": 2, "quickened": 2,
			"seeking": 1, "subtle": 1, "transmuted": 1, "twinned": 1},
		Join: []string{"empowered", "seeking"}, CarefulNoDamage: true}
	rs.Cover = srdCover("SRD 5.2.1, Combat, Cover")
}

// The 2014 rules.
func explore2014(rs *Ruleset) {
	paces := srdPaces()
	paces[0].Effects = []PaceEffect{{Skills: []string{"perception"}, Passive: -5}}
	rs.TravelPace = &TravelRule{Cite: "SRD 5.1, Movement, Travel Pace", Paces: paces, StealthPaces: []string{"slow"},
		ForcedMarch: &ForcedMarch{Hours: 8, DC: 10}, Mounted: &MountedRule{Times: 2, Pace: "fast"}}
	// Lifting and Carrying, with the optional Encumbrance variant.
	rs.Carry = CarryRule{Cite: "SRD 5.1, Using Each Ability, Lifting and Carrying", Carry: 15, MaxLoad: 15, Lift: 30,
		DragOver: 15, DragSpeed: 5, Variant: true, Levels: []EncumbranceLevel{
			{Name: "encumbered", Over: 5, SpeedPenalty: 10},
			{Name: "heavily encumbered", Over: 10, SpeedPenalty: 20,
				Effects: []Effect{{Tests: []TestKind{Check, Attack, Save}, Abilities: strDexCon, Dis: true}}},
		}}
	rs.Suffocation = &SuffocationRule{Cite: "SRD 5.1, The Environment, Suffocating", SurvivesCONRounds: true}
	rs.Sight = SightRule{Cite: "SRD 5.1, The Environment, Vision and Light", LightDis: true, HeavyBlinds: true}
	rs.Hiding = HideRule{Cite: "SRD 5.1, Using Each Ability, Hiding", Observers: "passive",
		SearchSkill: "perception", ObjectSkill: "perception"}
	one := map[string]float64{"medium": 1}
	rs.Sustenance = &SustenanceRule{Cite: "SRD 5.1, The Environment, Food and Water", Food: one, Water: one,
		HotWater: 2, WaterSaveDC: 15, ExhaustedTakesTwo: true, StarveDaysCON: true, HalfRations: true}
	rs.Spell = SpellRule{Cite: "SRD 5.1, Spellcasting", DCBase: 8, Proficiency: true,
		SlotCite: "SRD 5.1, Spellcasting, Spell Slots", BonusActionSpell: true, BonusActionCite: "SRD 5.1, Spellcasting, Casting Time",
		ConcentrationCite: "SRD 5.1, Spellcasting, Concentration",
		Components: &ComponentRule{Cite: "SRD 5.1, Spellcasting, Components", ArmorCite: "SRD 5.1, Spellcasting, Casting in Armor",
			Speechless: []string{"paralyzed", "petrified", "unconscious"}},
		Ritual:   &RitualRule{Cite: "SRD 5.1, Spellcasting, Rituals", Minutes: 10, Classes: []string{"bard", "cleric", "druid", "wizard"}},
		Zone:     &ZoneRule{Cite: "SRD 5.1, Spells, Moonbeam; Spirit Guardians; Cloudkill", Enter: true, TurnStart: true},
		Counter:  &CounterRule{Cite: "SRD 5.1, Spells, Counterspell", Save: NoAbility, CheckBase: 10},
		Recovery: &SlotRecovery{Cite: "SRD 5.1, Wizard, Arcane Recovery", Resource: "arcane-recovery", MaxLevel: 5}}
	rs.Crit = CritRule{Cite: "SRD 5.1, Combat, Critical Hits", DoubleDice: true}
	rs.Metamagic = &MetamagicRule{Cite: "SRD 5.1, Sorcerer, Metamagic", Resource: "sorcery-points",
		Costs: map[string]int{"careful": 1, "distant": 1, "empowered": 1, "extended": 1, "heightened": 3, "quickened": 2,
			"subtle": 1, "twinned": 1},
		TwinnedByLevel: true, Join: []string{"empowered"}}
	rs.Cover = srdCover("SRD 5.1, Combat, Cover")
}

// The 2013 playtest.
func exploreNext(rs *Ruleset) {
	const cite = "Playtest 2013, How to Play"
	// Carrying Capacity: Strength x 10 unencumbered, twice that at most,
	// five times it to push, drag or lift; encumbered: -10 ft speed and
	// disadvantage on attack rolls and on Strength, Dexterity and
	// Constitution checks and saves.
	rs.Carry = CarryRule{Cite: cite + ", Carrying Capacity", Carry: 10, MaxLoad: 20, Lift: 50,
		DragOver: 20, DragSpeed: 5, DragEncumbers: true, Levels: []EncumbranceLevel{
			{Name: "encumbered", Over: 10, Sized: true, SpeedPenalty: 10, Effects: []Effect{
				{Tests: []TestKind{Attack}, Dis: true},
				{Tests: []TestKind{Check, Save}, Abilities: strDexCon, Dis: true},
			}},
		}}
	// Movement: speed x 10 feet a minute; hustling outside combat doubles
	// the speed. No hourly or daily rates.
	rs.TravelPace = &TravelRule{Cite: cite + ", Movement", Paces: []Pace{
		{Name: "walk", SpeedTimes: 10}, {Name: "hustle", SpeedTimes: 20}}}
	rs.Hiding = HideRule{Cite: cite + ", Hiding", Observers: "roll", SearchSkill: "search", ObjectSkill: "search"}
	rs.Social = &SocialRule{Cite: cite + ", Social Interaction", DCAbility: NoAbility, Reactions: map[string][]Reaction{
		"friendly": {{0, "helps if it costs no risk or sacrifice"}, {10, "accepts a minor risk or sacrifice"},
			{20, "accepts a significant risk or sacrifice"}},
		"indifferent": {{0, "neither helps nor harms"}, {10, "helps if it costs no risk or sacrifice"},
			{20, "accepts a minor risk or sacrifice"}},
		"hostile": {{0, "opposes, and may take risks to do so"}, {10, "neither helps nor harms"},
			{20, "helps if it costs no risk or sacrifice"}},
	}}
	// Spellcasting: spells from the SRD 5.1 catalog (the text has none;
	// decision) under the playtest's casting rules.
	rs.Spell = SpellRule{Cite: cite + ", Spellcasting", DCBase: 10, Training: true, ClassBonus: true,
		SlotCite: cite + ", Spellcasting, Casting a Spell at a Higher Level", ConcentrationCite: cite + ", Spellcasting, Concentration",
		Components: &ComponentRule{Cite: cite + ", Spellcasting, Spell Components", ArmorCite: cite + ", Spellcasting, Casting in Armor"},
		Catalog:    "srd-5.1", Swift: &SwiftRule{Cite: cite + ", Spellcasting, Casting Time"},
		CastCheck:         &CastCheck{Cite: cite + ", Conditions, Intoxicated", Condition: "intoxicated", Ability: CON, DC: 10},
		NoDamageSave:      true,
		ConcentrationEnds: []string{"stunned", "unconscious"},
		VerbalSomatic:     true, Consumed: true,
		Interrupt: &InterruptRule{Cite: cite + ", Spellcasting, Longer Casting Times"},
		// Rituals: a ritual casting feature (mages, clerics, druids and
		// bards) and 10 minutes more; lasting areas and Counterspell as the
		// SRD 5.1 spells say (decision: the spells' own text).
		Ritual:  &RitualRule{Cite: cite + ", Spellcasting, Rituals", Minutes: 10, Classes: []string{"bard", "cleric", "druid", "wizard"}},
		Zone:    &ZoneRule{Cite: "SRD 5.1, Spells, Moonbeam; Spirit Guardians; Cloudkill", Enter: true, TurnStart: true},
		Counter: &CounterRule{Cite: "SRD 5.1, Spells, Counterspell", Save: NoAbility, CheckBase: 10}}
	rs.Crit = CritRule{Cite: cite + ", Critical Hits", MaxDice: true, ExtraDie: true}
	rs.Cover = srdCover(cite + ", Cover")
	rs.HasCoupDeGrace = true
}
