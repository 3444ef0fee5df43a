package combat

import "github.com/arbiter-rpg/arbiter/content"

// shove moves t by a spell's forced movement: push, e.Feet straight away
// from the caster, or pull, toward it, a square (5 ft) at a time, stopping
// before a wall, the grid's edge, another creature or, pulled, the caster's
// square (decision: the line is the caster's square to the target's, as
// for a weapon's Push). Nothing moves the caster itself.
func (k *casting) shove(e *content.Effect, t *Combatant) error {
	if t = k.live(t); t == nil || t.ID == k.c.ID {
		return nil
	}
	s, from := k.d.s, Point(k.c.Position)
	var path []Point
	at := Point(t.Position)
	for range e.Feet / 5 {
		p := away(from, at, 1)
		if e.Direction == "pull" {
			p = step(at, from)
		}
		if p == at || p == from || !s.free(p, t) || s.walled(at, p) {
			break
		}
		path = append(path, p)
		at = p
	}
	if len(path) == 0 {
		return nil
	}
	return k.d.emit(&Event{Kind: Pushed, Who: k.c.ID, Target: t.ID, Path: path, Option: e.Direction})
}

// step is the square next to a on the way to b.
func step(a, b Point) Point {
	sign := func(v int) int { return min(1, max(-1, v)) }
	return Point{a[0] + sign(b[0]-a[0]), a[1] + sign(b[1]-a[1])}
}
