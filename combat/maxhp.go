package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A max-hp grant changes its holder's hit point maximum while it lasts
// (docs/effects.md). Raised (Aid, Heroes' Feast): the maximum and the
// current hit points rise by the amount, and a heal node that follows it
// in the same casting is those same hit points, not more (decision: the
// 2014 trees spell the heal out, the 2024 Aid's does not; the text gives
// the hit points once). Lowered by the damage the casting dealt (Harm):
// the maximum drops, not below 1, and the current hit points with it.
// When the grant ends the maximum comes back; raised hit points above it
// are lost. The event carries the exact change, so replay needs no dice.

// maxHP works out t's change of a max-hp grant node: a value ("5", "+5"),
// dice ("2d10", by slot), or "-damage" (the damage this casting dealt t).
func (k *casting) maxHP(e *content.Effect, t *Combatant) (string, error) {
	var n int
	switch {
	case strings.HasPrefix(e.Value, "-damage"):
		n = -min(k.dealt[t.ID], max(0, t.MaxHP-1))
		if k.d.s.granted(t, "no-max-hp-reduction") { // Aura of Life
			n = 0
		}
	case e.Dice != "":
		r, err := k.roll(e)
		if err != nil {
			return "", err
		}
		n = r.amount
	default:
		v, err := strconv.Atoi(strings.TrimPrefix(e.Value, "+"))
		if err != nil {
			return "", fmt.Errorf("combat: %s: a max-hp grant of %q (want 5, +5, dice or -damage)", k.sp.ID, e.Value)
		}
		n = v
	}
	if n > 0 {
		if k.raised == nil {
			k.raised = map[string]bool{}
		}
		k.raised[t.ID] = true
	}
	return strconv.Itoa(n), nil
}

// maxHPChange applies (sign 1) or takes back (sign -1) a max-hp grant g.
func maxHPChange(t *Combatant, g Grant, sign int) {
	if g.Kind != "max-hp" {
		return
	}
	n, err := strconv.Atoi(g.Value)
	if err != nil {
		return
	}
	n *= sign
	t.MaxHP += n
	if n > 0 && sign > 0 {
		t.HP += n
	}
	t.HP = min(t.HP, t.MaxHP)
}

// dropGrants removes c's grants that drop says, taking back the hit point
// maximum of a max-hp one.
func dropGrants(c *Combatant, drop func(Grant) bool) {
	for _, g := range c.Grants {
		if drop(g) {
			maxHPChange(c, g, -1)
			grantUnset(c, g) // grant_play.go
		}
	}
	c.Grants = slices.DeleteFunc(slices.Clone(c.Grants), drop)
}

// plantMost is the most e's dice can roll when e deals the most to a
// plant (2014 Blight: value max-for-plant) and t is one.
func (k *casting) plantMost(e *content.Effect, t *Combatant) (int, bool) {
	if e.Value != "max-for-plant" || t.kind() != "plant" {
		return 0, false
	}
	text, _ := k.diceAt(e)
	n, sides, _, ok := damageValue(text)
	return n * sides, ok
}
