package character

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// DiceStyle is a fighting style that changes a two-handed melee weapon's
// damage dice, for combat: its name and citation, and whether a 1 or 2 is
// rerolled once (2014) or counts as 3 (2024).
type DiceStyle struct {
	Name, Cite string
	Reroll     bool
}

// DamageStyle is the character's style that changes a two-handed melee
// weapon's damage dice (Great Weapon Fighting), if it has one.
func (c *Character) DamageStyle() (DiceStyle, bool) {
	for _, f := range c.features {
		if what, ok := diceStyles[f.ID]; ok {
			return DiceStyle{f.Name, f.Cite, strings.HasPrefix(what, "reroll")}, true
		}
	}
	for _, f := range c.feats {
		if what, ok := diceStyles[f.ID]; ok {
			return DiceStyle{f.Name, f.Cite, strings.HasPrefix(what, "reroll")}, true
		}
	}
	return DiceStyle{}, false
}

// diceStyles are the fighting styles that change a two-handed melee
// weapon's damage dice rather than add a number, by feature or feat id,
// with what they do (SRD 5.1, Classes, Fighter, Fighting Style: a 1 or 2
// is rerolled once; SRD 5.2.1, Feats, Great Weapon Fighting: a 1 or 2
// counts as 3).
var diceStyles = map[string]string{
	"fighter-fighting-style-great-weapon-fighting": "reroll each damage die of 1 or 2 once, keeping the new roll",
	"fighting-style-great-weapon-fighting":         "reroll each damage die of 1 or 2 once, keeping the new roll",
	"great-weapon-fighting":                        "each damage die of 1 or 2 counts as 3",
}

// styleNote is a dice style's note for a melee weapon with the
// Two-Handed or Versatile property (held in two hands).
func (c *Character) styleNote(w *content.Weapon) (string, bool) {
	if w.Kind != "melee" || !slices.Contains(w.Properties, "two-handed") && w.Versatile == "" {
		return "", false
	}
	note := func(name, cite, what string) string {
		return name + ", in two hands: " + what + " (" + cite + ")"
	}
	for _, f := range c.features {
		if what, ok := diceStyles[f.ID]; ok {
			return note(f.Name, f.Cite, what), true
		}
	}
	for _, f := range c.feats {
		if what, ok := diceStyles[f.ID]; ok {
			return note(f.Name, f.Cite, what), true
		}
	}
	return "", false
}
