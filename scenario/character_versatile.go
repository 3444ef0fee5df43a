package scenario

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/rules"
)

// versatileDice is the dice of a sheet's versatile damage (1d10 of
// "1d10+3").
var versatileDice = regexp.MustCompile(`^\d+d\d+`)

// versatileAttacks adds to cb, for each versatile melee weapon of the
// sheet while no shield is worn, the attack with the weapon held in two
// hands: id "<weapon>-two-handed", the versatile damage dice (SRD 5.2.1
// and SRD 5.1, Equipment, Versatile), without Dueling's +2 (one-handed
// only), and with Great Weapon Fighting's dice when the character has it
// (it needs the weapon in two hands: SRD 5.2.1, Feats, Great Weapon
// Fighting; SRD 5.1, Classes, Fighter, Fighting Style).
func versatileAttacks(ch *character.Character, cb *combat.Combatant) {
	if ch.Sheet.Equipment.Shield {
		return
	}
	st, gwf := ch.DamageStyle()
	n := len(cb.Attacks)
	for i, a := range ch.Sheet.Attacks {
		d := versatileDice.FindString(a.Versatile)
		if i >= n || d == "" || len(a.Range) > 0 && !slices.Contains(a.Properties, "thrown") {
			continue
		}
		at := cb.Attacks[i]
		at.ID, at.Damage = a.ID+"-two-handed", d
		at.Light = false
		at.DamageBonus = slices.DeleteFunc(slices.Clone(at.DamageBonus), func(t rules.Term) bool { return strings.HasPrefix(t.Source, "Dueling") })
		if gwf {
			at.Style = &combat.DiceStyle{Name: st.Name, Rule: st.Cite, Below: 3, Reroll: st.Reroll}
		}
		at.Range = [2]int{} // two hands on it: a melee swing
		cb.Attacks = append(cb.Attacks, at)
	}
}
