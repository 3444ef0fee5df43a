package rules

import (
	"fmt"
	"strings"
)

// Ability is one of the six abilities.
type Ability uint8

const (
	STR Ability = iota
	DEX
	CON
	INT
	WIS
	CHA
	NoAbility Ability = 255 // a death saving throw uses none
)

var abilityNames = [...]string{"str", "dex", "con", "int", "wis", "cha"}

func (a Ability) String() string {
	if int(a) < len(abilityNames) {
		return abilityNames[a]
	}
	return "none"
}

// ParseAbility reads str, dex, con, int, wis or cha (any case, or the full
// name).
func ParseAbility(s string) (Ability, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range abilityNames {
		if s == n || s == fullAbility[i] {
			return Ability(i), nil
		}
	}
	return 0, fmt.Errorf("rules: unknown ability %q (want str, dex, con, int, wis or cha)", s)
}

var fullAbility = [...]string{"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"}

// Modifier is the ability modifier of a score: (score − 10) / 2, rounded
// down (SRD 5.2.1, Playing the Game, Ability Scores and Modifiers).
func Modifier(score int) int {
	d := score - 10
	if d < 0 {
		return -((-d + 1) / 2)
	}
	return d / 2
}

// srdSkills maps each skill to its usual ability (SRD 5.2.1, Playing the
// Game, Skills; the 2014 list is the same).
var srdSkills = map[string]Ability{
	"acrobatics": DEX, "animal_handling": WIS, "arcana": INT, "athletics": STR,
	"deception": CHA, "history": INT, "insight": WIS, "intimidation": CHA,
	"investigation": INT, "medicine": WIS, "nature": INT, "perception": WIS,
	"performance": CHA, "persuasion": CHA, "religion": INT, "sleight_of_hand": DEX,
	"stealth": DEX, "survival": WIS,
}

// SkillAbility returns the ability a skill of the ruleset normally uses.
func (rs *Ruleset) SkillAbility(skill string) (Ability, error) {
	a, ok := rs.Skills[normal(skill)]
	if !ok {
		return 0, fmt.Errorf("rules: %s has no skill %q", rs.Name, skill)
	}
	return a, nil
}

// normal lower-cases a name and joins its words with underscores.
func normal(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "_"), "-", "_")
}
