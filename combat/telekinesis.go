package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A creature moved by the caster's will (SRD 5.2.1, Spells, Telekinesis:
// a Strength save; SRD 5.1, Spells, Telekinesis: the caster's
// spellcasting ability check contested by the creature's Strength check),
// Huge or smaller, up to 30 ft in any direction within the spell's range,
// to the point the cast aims at.

// sizeBound runs a save node of a spell for creatures up to a size (its
// MaxSize) on those of them that fit (k.save runs 2014's contest, cast.go),
// and a move in any direction: ok false for other nodes.
func (k *casting) sizeBound(e *content.Effect, targets []*Combatant) (bool, error) {
	switch {
	case e.Kind == content.KindMove && e.Direction == "any" && !e.Self:
		return true, k.moveAny(e, targets)
	case e.Kind != content.KindSave || e.MaxSize == "":
		return false, nil
	}
	var some []*Combatant
	for _, t := range targets {
		if t = k.live(t); t != nil && rules.SizeIndex(t.Size) <= rules.SizeIndex(e.MaxSize) {
			some = append(some, t)
		}
	}
	n := *e
	n.MaxSize = ""
	return true, k.save(&n, some)
}

// moveAny moves each target to the aimed square, at most the node's feet
// from where it stands, through the air (decision: one step to its
// square, as a teleport's event; no opportunity attack, a move the
// creature doesn't make). A target aimed at its own square stays.
func (k *casting) moveAny(e *content.Effect, targets []*Combatant) error {
	s := k.d.s
	for _, t := range targets {
		if t = k.live(t); t == nil || k.cmd.To == nil || Point(t.Position) == k.aim { // no point named: it stays
			continue
		}
		if d := Feet(Point(t.Position), k.aim); e.Feet > 0 && d > e.Feet {
			return fmt.Errorf("%w (%s): %v is %d ft from %s; %s moves it up to %d ft", ErrSpellRange, k.sp.Cite, k.aim, d, t.ID, k.sp.ID, e.Feet)
		}
		if !s.free(k.aim, t) {
			return fmt.Errorf("%w (%s): %s can't be moved to %v: it is taken", ErrOccupied, k.sp.Cite, t.ID, k.aim)
		}
		if err := k.d.emit(&Event{Kind: Pushed, Who: k.c.ID, Target: t.ID, Path: []Point{k.aim}, Option: k.sp.ID}); err != nil {
			return err
		}
	}
	return nil
}
