package character

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// unarmedSection is where each ruleset states the unarmed strike.
var unarmedSection = map[string]string{"srd-5.1": "Combat, Melee Attacks", "srd-5.2.1": "Rules Glossary, Unarmed Strike"}

// unarmedStrike is the character's unarmed strike (SRD 5.1, Combat,
// Melee Attacks; SRD 5.2.1, Rules Glossary, Unarmed Strike): STR and
// proficiency to hit, 1 + STR bludgeoning; with Martial Arts (monk) the
// better of STR and DEX and the Martial Arts die from the monk table. On
// the sheet and explained (attacks.unarmed-strike.to_hit); combat plays its
// own built-in unarmed strike.
func (c *Character) unarmedStrike(pb int) *Attack {
	rule := c.cite(unarmedSection[c.cat.Ruleset])
	ab, why, die := rules.STR, "unarmed strike", 0
	var src string
	for _, f := range c.features {
		if strings.HasSuffix(f.ID, "martial-arts") {
			if d := c.column(f.Class, "martial-arts-die"); d > 0 {
				die, src = d, f.Name+" ("+f.Cite+")"
			}
		}
	}
	if die > 0 && c.Mod(rules.DEX) > c.Mod(rules.STR) {
		ab, why = rules.DEX, "Martial Arts"
	}
	toHit := value(rules.Term{Value: c.Mod(ab), Source: ab.String() + " (" + why + ")", Rule: rule},
		rules.Term{Value: pb, Source: "proficiency", Rule: c.cite("Proficiency Bonus")})
	dmg := value(rules.Term{Value: c.Mod(ab), Source: ab.String(), Rule: rule})
	at := &Attack{ID: "unarmed-strike", Name: "Unarmed Strike", Ability: ab.String(), ToHit: toHit, Damage: dmg,
		DamageType: "bludgeoning", WeaponDice: "1"}
	if die > 0 {
		at.WeaponDice = "1d" + strconv.Itoa(die)
		at.Notes = append(at.Notes, fmt.Sprintf("Martial Arts die d%d: %s", die, src))
	}
	at.Dice = withMod(at.WeaponDice, dmg.Value)
	return at
}
