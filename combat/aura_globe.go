package combat

import (
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
)

// Globe of Invulnerability (SRD 5.2.1 and SRD 5.1, Spells): a spell of
// the globe's level or lower cast from outside it can't affect a creature
// inside. Its aura's spell-immune grant gives that level (5, one more per
// slot level above 6); the barrier holds every creature within its 10 ft of
// the caster, whatever its side, and the caster. A creature it shields is
// passed over by the spell's nodes as a dead one is (casting.live): no
// attack roll, no save, no damage, no condition (decision: its area still
// reaches the creatures outside the globe).

// globeLevel is the highest spell level aura a keeps out when cast with a
// slot of level, or -1 when a gives no spell-immune grant.
func globeLevel(a *content.Effect, level int) int {
	for i := range a.Then {
		n := &a.Then[i]
		if n.Kind != content.KindGrant || n.Grant != "spell-immune" {
			continue
		}
		v := n.Dice
		for _, l := range n.Levels {
			if l.At <= level {
				v = l.Dice
			}
		}
		if got, err := strconv.Atoi(v); err == nil {
			return got
		}
	}
	return -1
}

// globed reports whether a globe shields t from k's spell: t stands in
// it, k's caster outside, and k's slot level is at most the globe's.
func (k *casting) globed(t *Combatant) bool {
	s := k.d.s
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		a := auraNode(sp)
		by := s.Get(z.By)
		if a == nil || by == nil {
			continue
		}
		top := globeLevel(a, z.Level)
		mid := Point(by.Position)
		if top >= 0 && k.level <= top && Feet(mid, Point(t.Position)) <= a.Size && Feet(mid, Point(k.c.Position)) > a.Size {
			return true
		}
	}
	return false
}
