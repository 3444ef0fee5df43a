package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// A caster's teleport that takes others along and that a taken space
// blocks (SRD 5.2.1, Spells, Dimension Door; SRD 5.1, Spells, Dimension
// Door).

// teleportWhen are the moments teleportWith runs itself: a node waiting
// for one runs there, not as a lasting node.
var teleportWhen = map[string]bool{"blocked": true}

// carried is the node of sp that teleports creatures along with its
// caster (a move teleport of Targets creatures, not self), or nil.
func carried(sp *content.Spell) *content.Effect {
	for i := range sp.Effects {
		if e := &sp.Effects[i]; e.Kind == content.KindMove && e.Direction == "teleport" && !e.Self && e.Targets > 0 {
			return e
		}
	}
	return nil
}

// blockedDamage is sp's damage node for a teleport into a taken space, or
// nil.
func blockedDamage(sp *content.Spell) *content.Effect {
	for i := range sp.Effects {
		if e := &sp.Effects[i]; e.Kind == content.KindDamage && len(e.When) == 1 && teleportWhen[e.When[0]] {
			return e
		}
	}
	return nil
}

// teleportWith teleports the caster to the aimed square (teleport, the
// same checks) and, where the spell carries others, the named creatures
// of its side (decision: an ally is willing, a foe is not) within 5 ft of
// it, each to the free square within 5 ft of the destination nearest its
// place beside the caster (decision). Where the caster's square or no
// square for one of them is free and the spell has damage for it, the
// caster and each creature with it take that damage (each its own roll)
// and no one moves; without such damage a taken square is refused.
func (k *casting) teleportWith(e *content.Effect, targets []*Combatant) error {
	s, c := k.d.s, k.live(k.c)
	along := carried(k.sp)
	if c == nil || along == nil || k.aim == Point(c.Position) {
		return k.teleport(e) // cast_more.go
	}
	if d := Feet(Point(c.Position), k.aim); d > e.Feet {
		return fmt.Errorf("%w (%s): %v is %d ft from %s; %s teleports %d ft", ErrSpellRange, s.rs.Spell.Cite, k.aim, d, c.ID, k.sp.ID, e.Feet)
	}
	var party []*Combatant
	for _, t := range targets {
		if t = k.live(t); t == nil || t.ID == c.ID || slices.Contains(party, t) {
			continue
		}
		switch {
		case t.side() != c.side():
			return fmt.Errorf("%w (%s): %s is not willing to teleport (not of %s's side)", ErrSpellTarget, k.sp.Cite, t.ID, c.ID)
		case Feet(Point(c.Position), Point(t.Position)) > 5:
			return fmt.Errorf("%w (%s): %s is %d ft from %s; a creature teleported along must be within 5 ft", ErrSpellTarget, k.sp.Cite,
				t.ID, Feet(Point(c.Position), Point(t.Position)), c.ID)
		}
		party = append(party, t)
	}
	if len(party) > along.Targets {
		return fmt.Errorf("%w (%s): %d creatures named; %s takes %d along", ErrSpellTarget, k.sp.Cite, len(party), k.sp.ID, along.Targets)
	}
	blocked := !s.free(k.aim, c)
	var dest []Point
	for _, t := range party {
		p, ok := k.landing(t, c, append(dest, k.aim))
		blocked = blocked || !ok
		dest = append(dest, p)
	}
	if blocked {
		hurt := blockedDamage(k.sp)
		if hurt == nil {
			return fmt.Errorf("%w: %s can't teleport to %v: it is taken", ErrSpellTarget, c.ID, k.aim)
		}
		n := *hurt
		n.When = nil
		for _, t := range append([]*Combatant{c}, party...) {
			if err := k.damage(&n, t, 1, "", nil); err != nil || s.Over {
				return err
			}
		}
		return nil
	}
	if err := k.d.emit(&Event{Kind: Pushed, Who: c.ID, Target: c.ID, Path: []Point{k.aim}, Option: "teleport"}); err != nil {
		return err
	}
	for i, t := range party {
		if err := k.d.emit(&Event{Kind: Pushed, Who: c.ID, Target: t.ID, Path: []Point{dest[i]}, Option: "teleport"}); err != nil {
			return err
		}
	}
	return nil
}

// landing is the free square within 5 ft of the aimed one, not taken,
// nearest where t stands beside the caster c (its place kept when free).
func (k *casting) landing(t, c *Combatant, taken []Point) (Point, bool) {
	s := k.d.s
	want := Point{k.aim[0] + t.Position[0] - c.Position[0], k.aim[1] + t.Position[1] - c.Position[1]}
	best, ok := Point{}, false
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			p := Point{k.aim[0] + dx, k.aim[1] + dy}
			if p == k.aim || slices.Contains(taken, p) || !s.free(p, t) {
				continue
			}
			if !ok || Feet(p, want) < Feet(best, want) {
				best, ok = p, true
			}
		}
	}
	return best, ok
}
