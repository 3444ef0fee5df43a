package rules

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// ActionRule is what a ruleset's combat actions are beyond Attack, Dash,
// Dodge and Disengage, and how the ones that differ work. Package combat
// reads it; an action a ruleset does not list is refused with its name.
type ActionRule struct {
	// Sections cites each action the ruleset has, by command name
	// (help, hide, ready, search, study, influence, utilize, use_object,
	// grapple, shove, escape, charge, coup_de_grace, hinder, knock_down).
	Sections map[string]string
	// Grapple is how grappling and shoving (or knocking down) are rolled.
	Grapple GrappleRule
	// ReadyHolds, when set, lists what a Ready may hold besides an attack
	// (next-2013: a Hustle, a grapple, a Knock Down or an item's use; no spell and no
	// plain move); nil lets it hold any the engine plays.
	ReadyHolds []string
	// FreeInteractions is how many object interactions a turn has for
	// free (2014 and 2024: one; next-2013: two, with the action and the
	// move).
	FreeInteractions int
	// TwoWeapon cites the extra attack with a second light weapon as a
	// bonus action (2014: Two-Weapon Fighting; 2024: the Light property);
	// empty where there is none (next-2013 has no bonus actions).
	TwoWeapon string
	// Masteries cites the weapon mastery properties (2024); empty for none.
	Masteries string
	// HideCover is the least cover (CoverHalf, CoverThreeQuarters) a
	// creature needs from every enemy to hide in combat, unless it stands
	// in a heavily obscured square.
	HideCover int
	// ConcentrationCap is the highest DC of a Constitution save to keep
	// concentration (2024: 30); 0 for no cap.
	ConcentrationCap int
	// PassSizes: a creature may move through a hostile creature's space
	// when their sizes differ by at least this many steps (2014: 2); 0
	// where no hostile space can be crossed (2024, next-2013: the grid
	// rules leave only allies).
	PassSizes int
	// PassIncapacitated: an incapacitated or tiny creature's space can be
	// crossed too (2024).
	PassIncapacitated bool
	// Squeeze cites squeezing into a space one size smaller (2014): it
	// costs one extra foot per foot, and the creature there has
	// disadvantage on attack rolls while attacks against it have
	// advantage. Empty where there is no such rule: a narrow space admits
	// only creatures that fit it.
	Squeeze string
	// TinySpaceOpen: a Tiny creature's space is not difficult terrain
	// (2024); elsewhere every hostile space crossed is.
	TinySpaceOpen bool
	// ProneStand is the part of the speed standing up costs, as a divisor
	// (2: half).
	ProneStand int
	// Cover cites the cover rule; Concentration cites concentration;
	// Prone the prone condition's movement; Unseen attackers and targets;
	// Unarmed unarmed strikes; Improvised improvised weapons.
	Cover, Concentration, Prone, Unseen, Unarmed, Improvised string
}

// GrappleRule is how the grapple, the shove (or knock-down) and the
// escape are rolled.
type GrappleRule struct {
	// Save: the target makes a Strength or Dexterity saving throw (its
	// choice: the better) against 8 + the attacker's Strength modifier +
	// its proficiency bonus (2024, Unarmed Strike); otherwise the two make
	// a contest.
	Save bool
	// Skill is the attacker's skill in the contest (2014: athletics;
	// next-2013: none, a plain Strength check).
	Skill string
	// Defend are the skills the target chooses from to resist (2014:
	// athletics or acrobatics), or, with no skill, the abilities are STR
	// and DEX.
	Defend []string
	// Push: a shove can push 5 ft instead of knocking prone (SRDs); the
	// playtest's Knock Down only knocks prone.
	Push bool
	// MaxSizeUp: the target may be at most this many sizes larger (1).
	MaxSizeUp int
	// Shove is the command that knocks prone: shove or knock_down.
	Shove string
	// Section cites grappling, ShoveSection shoving, Escape escaping.
	Section, ShoveSection, Escape string
	// InAttack: a grapple or a shove is one of the attacks of the Attack
	// action, so a creature with Extra Attack makes it in place of one
	// (SRDs); otherwise it takes the whole action (next-2013).
	InAttack bool
}

// Degrees of cover.
const (
	CoverNone = iota
	CoverHalf
	CoverThreeQuarters
	CoverTotal
)

// CoverBonus is the bonus a degree of cover gives to AC and Dexterity
// saves: +2 for half, +5 for three-quarters (SRD 5.2.1, Combat, Cover).
func CoverBonus(degree int) int { return [...]int{0, 2, 5, 0}[degree] }

// CoverName names a degree of cover.
func CoverName(degree int) string {
	return [...]string{"no cover", "half cover", "three-quarters cover", "total cover"}[degree]
}

// Sizes are the creature sizes from the smallest.
var Sizes = []string{"tiny", "small", "medium", "large", "huge", "gargantuan"}

// SizeIndex is a size's place in Sizes: medium is 2. An unknown or empty
// size counts as medium.
func SizeIndex(size string) int {
	for i, s := range Sizes {
		if s == size {
			return i
		}
	}
	return 2
}

var (
	actions2024 = ActionRule{
		Sections: map[string]string{
			"help": "Actions, Help", "hide": "Actions, Hide", "influence": "Actions, Influence",
			"ready": "Actions, Ready", "search": "Actions, Search", "study": "Actions, Study",
			"utilize": "Actions, Utilize", "grapple": "Rules Glossary, Unarmed Strike",
			"shove": "Rules Glossary, Unarmed Strike", "escape": "Rules Glossary, Grappled",
		},
		Grapple: GrappleRule{Save: true, Push: true, MaxSizeUp: 1, Shove: "shove",
			Section: "Rules Glossary, Unarmed Strike", ShoveSection: "Rules Glossary, Unarmed Strike",
			Escape: "Rules Glossary, Grappled", InAttack: true},
		FreeInteractions: 1, TwoWeapon: "Equipment, Weapons, Light", Masteries: "Equipment, Mastery Properties",
		HideCover: CoverThreeQuarters, ConcentrationCap: 30, ProneStand: 2, PassSizes: 2, PassIncapacitated: true, TinySpaceOpen: true,
		Cover: "Combat, Cover", Concentration: "Rules Glossary, Concentration", Prone: "Rules Glossary, Prone",
		Unseen: "Combat, Unseen Attackers and Targets", Unarmed: "Rules Glossary, Unarmed Strike",
		Improvised: "Equipment, Improvised Weapons",
	}
	actions2014 = ActionRule{
		Sections: map[string]string{
			"help": "Combat, Actions in Combat, Help", "hide": "Combat, Actions in Combat, Hide",
			"ready": "Combat, Actions in Combat, Ready", "search": "Combat, Actions in Combat, Search",
			"use_object": "Combat, Actions in Combat, Use an Object", "grapple": "Combat, Grappling",
			"shove": "Combat, Shoving a Creature", "escape": "Combat, Grappling, Escaping a Grapple",
		},
		Grapple: GrappleRule{Skill: "athletics", Defend: []string{"athletics", "acrobatics"}, Push: true, MaxSizeUp: 1,
			Shove: "shove", Section: "Combat, Grappling", ShoveSection: "Combat, Shoving a Creature",
			Escape: "Combat, Grappling, Escaping a Grapple", InAttack: true},
		FreeInteractions: 1, TwoWeapon: "Combat, Two-Weapon Fighting", HideCover: CoverHalf, PassSizes: 2, ProneStand: 2,
		Squeeze: "Combat, Movement and Position, Squeezing into a Smaller Space",
		Cover:   "Combat, Cover", Concentration: "Spellcasting, Concentration", Prone: "Combat, Being Prone",
		Unseen: "Combat, Unseen Attackers and Targets", Unarmed: "Combat, Melee Attacks",
		Improvised: "Equipment, Improvised Weapons",
	}
	actionsNext = ActionRule{
		Sections: map[string]string{
			"charge": "Actions in Combat, Charge", "coup_de_grace": "Actions in Combat, Coup de Grace",
			"grapple": "Actions in Combat, Grapple", "help": "Actions in Combat, Help",
			"hide": "Actions in Combat, Hide", "hinder": "Actions in Combat, Hinder",
			"knock_down": "Actions in Combat, Knock Down", "ready": "Actions in Combat, Ready an Action",
			"search": "Actions in Combat, Search", "use_object": "Actions in Combat, Use an Item",
			"escape": "Actions in Combat, Grapple", "restrain": "Actions in Combat, Grapple, Restraining a Creature",
		},
		Grapple: GrappleRule{MaxSizeUp: 1, Shove: "knock_down", Section: "Actions in Combat, Grapple",
			ShoveSection: "Actions in Combat, Knock Down", Escape: "Actions in Combat, Grapple"},
		FreeInteractions: 2, HideCover: CoverHalf, ProneStand: 2, ReadyHolds: []string{"dash", "grapple", "knock_down", "use_object"},
		Cover: "Cover", Concentration: "Spellcasting, Concentration", Prone: "Conditions, Prone",
		Unseen: "Making an Attack, Unseen Attackers and Targets", Unarmed: "Making an Attack",
		Improvised: "Making an Attack",
	}
)

// ConcentrationResult is a concentration save after damage.
type ConcentrationResult struct {
	Spell string
	DC    int
	Save  TestResult
	Lost  bool
}

// ConcentrationSave has c, concentrating on a spell, save to keep it
// after taking damage: a Constitution save against DC 10 or half the
// damage, whichever is higher, at most the ruleset's cap (2024: 30). A
// failed save ends the concentration. A creature not concentrating, or
// taking no damage, rolls nothing.
func (rs *Ruleset) ConcentrationSave(c *Creature, damage int, r dice.Roller) (ConcentrationResult, error) {
	res := ConcentrationResult{Spell: c.Concentration}
	if c.Concentration == "" || damage <= 0 {
		return res, nil
	}
	res.DC = max(10, damage/2)
	if cap := rs.Combat.Actions.ConcentrationCap; cap > 0 {
		res.DC = min(res.DC, cap)
	}
	t := Test{Kind: Save, Ability: CON, DC: res.DC}
	if c.ConcentrationAdv != "" {
		t.Adv = []string{c.ConcentrationAdv}
	}
	save, err := rs.Test(c, t, r)
	if err != nil {
		return res, fmt.Errorf("rules: concentration: %w", err)
	}
	res.Save = save
	if !save.Success {
		res.Lost = true
		c.Concentration = ""
	}
	return res, nil
}
