package rules

// SpellRule is how a caster's spell save DC and spell attack bonus are
// made.
//
//   - SRDs: DC = 8 + proficiency bonus + the spellcasting ability
//     modifier; attack = proficiency bonus + that modifier (SRD 5.2.1,
//     Spellcasting; SRD 5.1, Spellcasting).
//   - next-2013: DC = 10 + the magic ability modifier + any spellcasting
//     bonus; attack = the modifier + magic training, if any (Playtest
//     2013, How to Play, Saving Throws and Attack Rolls).
type SpellRule struct {
	Cite   string
	DCBase int // 8 (SRDs) or 10 (next-2013)
	// Proficiency: the proficiency bonus is added to the DC and to the
	// attack (SRDs).
	Proficiency bool
	// Training: the attack adds the proficiency bonus only for a creature
	// trained in magic (Proficient["magic"], next-2013).
	Training bool
	// ClassBonus: the DC adds the creature's SpellcastingBonus (next-2013).
	ClassBonus bool

	// SlotCite is the rule of spell slots (slots.go).
	SlotCite string
	// BonusActionSpell is 2014's rule: on a turn a creature casts a spell
	// as a bonus action, its only other spell is a cantrip cast as an
	// action (SRD 5.1, Spellcasting, Casting Time).
	BonusActionSpell bool
	BonusActionCite  string
	// OneSlotPerTurn is 2024's rule: one spell with a spell slot per turn
	// (SRD 5.2.1, Spells, Casting Time).
	OneSlotPerTurn bool
	OneSlotCite    string
	// ConcentrationCite is the rule of concentration (the save on damage
	// and its cap are Combat.Actions'.)
	ConcentrationCite string
	// Components is how a spell's components are met (components.go);
	// nil: not checked. Ritual is who casts rituals; nil: no rituals.
	Components *ComponentRule
	Ritual     *RitualRule
	// Zone is when a spell's lasting area acts (zone.go); nil: its tree
	// runs once, as it is cast.
	Zone *ZoneRule
	// Counter is how Counterspell stops a spell (zone.go).
	Counter *CounterRule
	// Recovery is Arcane Recovery (recovery.go).
	Recovery *SlotRecovery
}

// SpellSaveDC is the DC of c's spells cast with ability a, explained.
func (rs *Ruleset) SpellSaveDC(c *Creature, a Ability) (int, []Term) {
	s := rs.Spell
	terms := append(make([]Term, 0, 4), Term{s.DCBase, "base", s.Cite}, Term{c.Mod(a), a.String(), rs.cites.ability}) // room for the rest
	if s.Proficiency {
		terms = append(terms, Term{c.ProficiencyBonus(), "proficiency", rs.cites.proficiency})
	}
	if s.ClassBonus && c.SpellcastingBonus != 0 {
		terms = append(terms, Term{c.SpellcastingBonus, "spellcasting bonus", s.Cite})
	}
	return Sum(terms), terms
}

// SpellAttackBonus is what c adds to the d20 of a spell attack with
// ability a, explained.
func (rs *Ruleset) SpellAttackBonus(c *Creature, a Ability) (int, []Term) {
	s := rs.Spell
	terms := append(make([]Term, 0, 2), Term{c.Mod(a), a.String(), rs.cites.ability}) // room for the proficiency
	if s.Proficiency || (s.Training && c.Proficient["magic"]) {
		src := "proficiency"
		if s.Training {
			src = "magic training"
		}
		terms = append(terms, Term{c.ProficiencyBonus(), src, s.Cite})
	}
	return Sum(terms), terms
}
