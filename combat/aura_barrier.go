package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Barriers of force: an aura whose grant is enclosed or boxed (Wall of
// Force's dome, Forcecage's solid box) or caged (Forcecage's cage of bars),
// and a creature's own enclosed grant (Resilient Sphere). Both rulesets
// (SRD 5.2.1 and SRD 5.1, Spells, Wall of Force; Forcecage; Resilient
// Sphere):
//
//   - no creature walks across a barrier's surface, in or out (refused,
//     naming the spell; the pathfinder goes round);
//   - an enclosed or boxed barrier also stops attacks and spells between
//     a creature inside and one outside: an attack is refused, a spell's
//     nodes pass the creature over (casting.live). A cage's bars stop
//     creatures only (decision: the SRD gives gaps of half an inch that
//     attacks and spells go through);
//   - a creature in a Resilient Sphere (Large or smaller) is apart from
//     every other creature the same way, and moves at half its speed
//     (grantSpeed), rolling the sphere;
//   - Forcecage: a creature inside that teleports out makes the spell's
//     Charisma save first, and on a failure stays (teleport-out).
//
// Teleportation crosses a Wall of Force (it is not physical passage).

// barrierKinds are the grants that make an aura a barrier, and whether
// each stops attacks and spells too.
var barrierKinds = map[string]bool{"enclosed": true, "boxed": true, "caged": false}

// barrier is the aura node of z's spell that is a barrier (the option its
// cast picked, for a choose), with its grant kind, or nil.
func barrier(sp *content.Spell, z *Zone) (*content.Effect, string) {
	check := func(e *content.Effect) string {
		if !isAura(e) {
			return ""
		}
		for _, n := range e.Then {
			if _, ok := barrierKinds[n.Grant]; ok && n.Kind == content.KindGrant {
				return n.Grant
			}
		}
		return ""
	}
	for i := range sp.Effects {
		e := &sp.Effects[i]
		if k := check(e); k != "" {
			return e, k
		}
		if e.Kind != content.KindChoose || len(e.Options) == 0 {
			continue
		}
		pick := &e.Options[0]
		for j := range e.Options {
			if o := &e.Options[j]; z.Option != "" && (o.Value == z.Option || o.Shape == z.Option) {
				pick = o
				break
			}
		}
		if k := check(pick); k != "" {
			return pick, k
		}
	}
	return nil, ""
}

// inBarrier reports whether square p is inside barrier a of z.
func (s *State) inBarrier(z *Zone, a *content.Effect, p Point) bool {
	mid := z.Aim
	if a.Shape == "emanation" {
		if by := s.Get(z.By); by != nil {
			mid = Point(by.Position)
		}
	}
	switch a.Shape {
	case "cube":
		return inCube(mid, mid, p, max(1, a.Size/5), false)
	default: // sphere, emanation, cylinder
		return Feet(mid, p) <= a.Size
	}
}

// eachBarrier calls fn on each barrier among the lasting areas.
func (s *State) eachBarrier(fn func(z *Zone, sp *content.Spell, a *content.Effect, kind string) bool) {
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		if a, kind := barrier(sp, z); a != nil && !fn(z, sp, a, kind) {
			return
		}
	}
}

// barrierError refuses a step from square from to p across a barrier's
// surface, or is nil.
func (s *State) barrierError(c *Combatant, from, p Point) error {
	var err error
	s.eachBarrier(func(z *Zone, sp *content.Spell, a *content.Effect, kind string) bool {
		if s.inBarrier(z, a, from) != s.inBarrier(z, a, p) {
			err = fmt.Errorf("%w (%s): %s can't pass through %s", ErrBlocked, sp.Cite, c.ID, concentrationSource(z.Spell, z.By))
			return false
		}
		return true
	})
	return err
}

// sphereOf is the source of the Resilient Sphere c is enclosed in
// ("resilient-sphere (mira)"), or "": an enclosed grant on a creature of
// Large size or smaller.
func (s *State) sphereOf(c *Combatant) string {
	for _, g := range c.Grants {
		if g.Kind == "enclosed" && c.sphered() {
			return g.source()
		}
	}
	return ""
}

// apart names the barrier between creatures a and b that stops attacks
// and spells, or "".
// Without a zone or a grant on either creature there is no barrier and
// no sphere (sphereOf, eachBarrier): every attack asks (swing), most with
// neither, so that is answered here, inlined, without apartBut's call.
func (s *State) apart(a, b *Combatant) string {
	if len(s.Zones)|len(a.Grants)|len(b.Grants) == 0 {
		return ""
	}
	return s.apartBut(a, b, "", "")
}

// apartBut is apart, but for by's barrier of spell: a spell's own nodes
// reach across its barrier (Forcecage's save on a creature teleporting
// out).
func (s *State) apartBut(a, b *Combatant, spell, by string) string {
	if a == b {
		return ""
	}
	if sa, sb := s.sphereOf(a), s.sphereOf(b); sa != sb {
		return sa + sb
	}
	out := ""
	s.eachBarrier(func(z *Zone, sp *content.Spell, e *content.Effect, kind string) bool {
		if barrierKinds[kind] && !(z.Spell == spell && z.By == by) && s.inBarrier(z, e, Point(a.Position)) != s.inBarrier(z, e, Point(b.Position)) {
			out = concentrationSource(z.Spell, z.By)
			return false
		}
		return true
	})
	return out
}

// barrierMaps marks on the maps of c's ways the squares a barrier keeps c
// from: those on the other side of its surface, next to it.
func (s *State) barrierMaps(c *Combatant, w *ways, blocked []bool) {
	g := w.g
	s.eachBarrier(func(z *Zone, sp *content.Spell, a *content.Effect, kind string) bool {
		inside := s.inBarrier(z, a, Point(c.Position))
		r := a.Size/5 + 2
		mid := z.Aim
		if a.Shape == "emanation" {
			if by := s.Get(z.By); by != nil {
				mid = Point(by.Position)
			}
		}
		for y := max(0, mid[1]-r); y <= min(g.Height-1, mid[1]+r); y++ {
			for x := max(0, mid[0]-r); x <= min(g.Width-1, mid[0]+r); x++ {
				if p := (Point{x, y}); s.inBarrier(z, a, p) != inside {
					blocked[w.at(p)] = true
				}
			}
		}
		return true
	})
}

// teleportOut has c, teleporting from inside a barrier whose spell has a
// teleport-out save (Forcecage) to p outside it, make that save, and
// reports whether it failed.
func (d *decider) teleportOut(c *Combatant, p Point) (bool, error) {
	s := d.s
	var zs []Zone
	s.eachBarrier(func(z *Zone, sp *content.Spell, a *content.Effect, kind string) bool {
		if auraTrigger(sp, "teleport-out") != nil && s.inBarrier(z, a, Point(c.Position)) && !s.inBarrier(z, a, p) {
			zs = append(zs, *z)
		}
		return true
	})
	for _, z := range zs {
		sp, err := s.spell(z.Spell)
		if err != nil {
			return false, err
		}
		if failed, err := d.triggerSave(z, sp, auraTrigger(sp, "teleport-out"), c); failed || err != nil {
			return failed, err
		}
	}
	return false, nil
}

// barrierGrants are the grants this file plays.
var barrierGrants = []string{"enclosed", "boxed", "caged"}

func isBarrierGrant(g string) bool { return slices.Contains(barrierGrants, g) }

// sphered reports whether c is Large or smaller, so an enclosed grant
// holds it in a Resilient Sphere.
func (c *Combatant) sphered() bool { return rules.SizeIndex(c.Size) <= rules.SizeIndex("large") }

// cmpErr is the first of errs that is not nil.
func cmpErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
