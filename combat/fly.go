package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Flight: a creature with a fly speed may rise above the grid. Its
// altitude (More.Altitude, feet in 5-ft steps, 0 on the ground) is the
// third coordinate: distances for reach and range, opportunity attacks and
// the creatures next to a target count it, as the larger of the grid
// distance and the height difference (decision: every step, across, up or
// diagonal, counts 5 ft, as reach and range on the grid do in every
// ruleset). A square still holds one creature whatever their heights, and
// areas, cover and light ignore height (decisions).
//
// Moving up or down is the move command with Height, the altitude to end
// at: the climb or descent comes first, 5 ft of movement per 5 ft, then the
// path at the new height, paid from the fly speed (a creature using a
// second speed has that speed less what it has moved: SRD 5.2.1, Rules
// Glossary, Speed; Playtest 2013, Using Two or More Speeds). A flyer that
// can't hover falls when its speed drops to 0 or it has one of the
// ruleset's conditions (rules.FlightRule): 1d6 per 10 ft, landing prone.

// Flew is the event of a creature changing height: Who, Amount the new
// altitude in feet, Cost in half squares.
const Flew EventKind = "flew"

// Fell is the event of a flying creature falling to the ground: Who,
// Amount the feet fallen, Dice the falling damage's, Reason why; Dealt
// for the record.
const Fell EventKind = "fell"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Flew: applyFlew, Fell: applyFell})
}

// maxAltitude is the highest a creature may fly in a fight, in feet.
const maxAltitude = 5000

// between is the distance in feet between two combatants, height
// counted.
func between(a, b *Combatant) int {
	return max(Feet(Point(a.Position), Point(b.Position)), abs(a.Altitude-b.Altitude))
}

// feetAt is the distance from h to a creature at altitude alt in square p.
func feetAt(h *Combatant, p Point, alt int) int {
	return max(Feet(Point(h.Position), p), abs(h.Altitude-alt))
}

// flying reports whether c moves by its fly speed now: aloft with one.
func (c *Combatant) flying() bool { return c.Altitude > 0 && c.Speeds.Fly > 0 }

// flySpeed is c's fly speed after what changes speeds (conditions,
// exhaustion, encumbrance): the rules core's speed with the fly speed in
// place of the walking one.
func (s *State) flySpeed(c *Combatant) int {
	cr := *c.Creature
	cr.BaseSpeed = c.Speeds.Fly
	return cr.Speed(s.rs)
}

// baseSpeed is the speed c moves by now: its fly speed when aloft, else
// the rules core's.
func (s *State) baseSpeed(c *Combatant) int {
	if c.flying() {
		return s.flySpeed(c)
	}
	return c.Speed(s.rs)
}

// flightCite is the citation of the ruleset's flying rules.
func (s *State) flightCite() string {
	if s.rs.Flight.Cite != "" {
		return s.cite(s.rs.Flight.Cite)
	}
	return s.cite(s.rs.Combat.Sections.Movement)
}

// fly is a move with a height: the climb or descent, then the path.
func (d *decider) fly(c *Combatant, cmd Command) error {
	s := d.s
	cite := s.flightCite()
	h := *cmd.Height
	switch {
	case h < 0 || h > maxAltitude || h%5 != 0:
		return fmt.Errorf("%w: a height of %d ft (0 to %d, in 5-ft steps)", ErrBadCommand, h, maxAltitude)
	case c.Speeds.Fly == 0 && h != c.Altitude:
		return fmt.Errorf("%w (%s): %s has no fly speed", ErrNoMovement, cite, c.ID)
	case !c.standing():
		return fmt.Errorf("%w (%s): %s is at 0 hit points", ErrNoMovement, cite, c.ID)
	}
	path, err := s.movePath(c, cmd)
	if err != nil {
		return err
	}
	if h == c.Altitude && len(path) == 0 {
		return fmt.Errorf("%w: %s is already %d ft up", ErrBadCommand, c.ID, h)
	}
	// The whole move is checked first, as a flyer's: the climb's cost and
	// then the path's at the new height.
	up := abs(h-c.Altitude) / 5 * s.rs.Combat.Straight
	trial := *c
	trial.Altitude = max(h, 5) // priced by the fly speed
	if trial.Speeds.Fly == 0 {
		trial.Altitude = c.Altitude
	}
	left := s.moveLeft(&trial)
	if up > left {
		return fmt.Errorf("%w (%s): %s needs %s ft to fly to %d ft and has %s ft left", ErrNoMovement, cite, c.ID, feet(up), h, feet(left))
	}
	if len(path) > 0 {
		trial.MoveUsed += up
		trial.Altitude = h
		if _, err := s.checkPath(&trial, path); err != nil {
			return err
		}
	}
	return d.climb(c, h, path, nil)
}

// climb changes c's height toward h, 5 ft at a time, stopping to offer
// an opportunity attack when a step leaves a hostile creature's reach
// (the rest of the climb and the path wait in Pending), then walks path.
func (d *decider) climb(c *Combatant, h int, path []Point, offered []string) error {
	s := d.s
	step := 5
	if h < c.Altitude {
		step = -5
	}
	alt, cost := c.Altitude, 0
	for alt != h {
		next := alt + step
		if !c.Disengaged {
			if o := s.rising(c, alt, next, offered); o != nil {
				if err := d.flew(c, alt, cost); err != nil {
					return err
				}
				return d.emit(&Event{Kind: Offered, Who: o.ID, Target: c.ID, Rest: append([]Point(nil), path...),
					Offered: append(append([]string(nil), offered...), o.ID), Option: "fly", Amount: h})
			}
		}
		offered = nil
		alt, cost = next, cost+s.rs.Combat.Straight
	}
	if err := d.flew(c, alt, cost); err != nil {
		return err
	}
	if len(path) == 0 || s.Over || !c.standing() {
		return nil
	}
	if _, err := s.checkPath(c, path); err != nil {
		return nil // the climb left it unable to go on
	}
	return d.walk(c, path, nil)
}

// flew emits the height change, if any.
func (d *decider) flew(c *Combatant, alt, cost int) error {
	if alt == c.Altitude {
		return nil
	}
	return d.emit(&Event{Kind: Flew, Who: c.ID, Amount: alt, Cost: cost})
}

// rising returns the first creature that may make an opportunity attack
// on c changing height from a to b in its square.
func (s *State) rising(c *Combatant, a, b int, offered []string) *Combatant {
	p := Point(c.Position)
	for _, h := range s.Creatures {
		if h == c || !hostile(h, c) || !s.canReact(h) || s.draggedBy(h, c) || containsID(offered, h.ID) {
			continue
		}
		r := h.meleeReach()
		if r > 0 && feetAt(h, p, a) <= r && feetAt(h, p, b) > r {
			return h
		}
	}
	return nil
}

func containsID(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// goOnFlying goes on with a climb an opportunity attack interrupted.
func (d *decider) goOnFlying(mover *Combatant, p Pending) error {
	s := d.s
	if p.Height == nil || !mover.standing() || mover.Altitude == 0 && mover.Speeds.Fly == 0 {
		return nil
	}
	h := *p.Height
	trial := *mover
	trial.Altitude = max(h, 5)
	if abs(h-mover.Altitude)/5*s.rs.Combat.Straight > s.moveLeft(&trial) || s.flySpeed(mover) == 0 {
		return nil // the attack left it unable to go on
	}
	return d.climb(mover, h, p.Rest, p.Offered)
}

// falls reports why c, aloft, falls now, or "".
func (s *State) falls(c *Combatant) string {
	if c.Altitude == 0 {
		return ""
	}
	if c.Dead {
		return "dead"
	}
	if levitating(c) { // grant_play.go: Levitate holds it up
		return ""
	}
	if c.Speeds.Hover && c.Speeds.Fly > 0 {
		return ""
	}
	if c.Speeds.Fly == 0 {
		return "no fly speed"
	}
	for _, n := range s.rs.Flight.FallsWhen {
		if c.Has(s.rs, n) {
			return n
		}
	}
	if s.speed(c) == 0 {
		return "speed 0"
	}
	return ""
}

// checkFalls makes every creature aloft that can no longer stay up fall:
// 1d6 bludgeoning per 10 ft (at most 20d6), prone on landing unless it
// takes no damage (the rules core's Fall).
func (d *decider) checkFalls() error {
	s := d.s
	for _, c := range s.Creatures {
		if c.Altitude == 0 {
			continue // on the ground (falls, asked here without a call)
		}
		why := s.falls(c)
		if why == "" || d.slowed == c.ID { // not while Feather Fall is being cast on it (cast_react.go)
			continue
		}
		e := Event{Kind: Fell, Who: c.ID, Amount: c.Altitude, Reason: why}
		if err := d.featherFall(c); err != nil { // cast_react.go: Feather Fall
			return err
		}
		if c.featherFalling() {
			e.Reason += "; a spell slows the fall: no damage"
		} else if !c.Dead {
			faces, err := rollOn(d.r, func(r dice.Roller) error {
				_, _, err := s.rs.Fall(c.Creature.Fork(), c.Altitude, r)
				if err == rules.ErrNoFallRule {
					return nil
				}
				return err
			})
			if err != nil {
				return err
			}
			e.Dice = faces
		}
		if err := d.emit(&e); err != nil {
			return err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		if err := d.afterDamage(c, s.last.Dealt); err != nil {
			return err
		}
		if err := d.checkEnd(); err != nil {
			return err
		}
	}
	return nil
}

func applyFlew(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Amount < 0 || e.Amount > maxAltitude || e.Cost < 0 {
		return fmt.Errorf("%w: %s flies to %d ft", ErrBadEvent, e.Who, e.Amount)
	}
	c.Altitude = e.Amount
	c.MoveUsed += e.Cost
	return nil
}

func applyFell(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	c.Altitude = 0
	s.last = rules.DamageResult{}
	if c.Dead || c.featherFalling() {
		return nil
	}
	return replay(e, func(r dice.Roller) error {
		res, _, err := s.rs.Fall(c.Creature, e.Amount, r)
		if err == rules.ErrNoFallRule {
			return nil
		}
		s.last = res
		return err
	})
}

// statblockSpeeds copies a stat block's other speeds and its senses onto
// its creature.
func statblockSpeeds(c *rules.Creature, m *content.Monster) {
	c.Speeds = rules.Speeds{Fly: m.Speed.Fly, Swim: m.Speed.Swim, Climb: m.Speed.Climb, Burrow: m.Speed.Burrow, Hover: m.Speed.Hover}
	c.Senses = rules.Senses{Blindsight: m.Senses.Blindsight, Darkvision: m.Senses.Darkvision,
		Tremorsense: m.Senses.Tremorsense, Truesight: m.Senses.Truesight}
}

// flyPolicy brings a flyer no person controls down toward its nearest
// enemy when that enemy is within reach across the grid but not with the
// height counted: only as low as its longest melee reach needs (it stays
// aloft where it can). An enemy farther across is approached at height by
// the usual policy first.
func (s *State) flyPolicy(p *pass, c *Combatant) (Command, bool) {
	if c.Altitude == 0 || c.Speeds.Fly == 0 || s.Pending != nil {
		return Command{}, false
	}
	if c.ActionUsed && !(c.AttackAction && c.AttacksLeft > 0) && c.Statblock == nil {
		return Command{}, false
	}
	t := s.nearestEnemy(c)
	if t == nil || t.Altitude >= c.Altitude {
		return Command{}, false
	}
	r := c.meleeReach()
	for _, a := range c.Attacks {
		if inReach(c, t, &a) {
			return Command{}, false
		}
	}
	if r == 0 || Feet(Point(c.Position), Point(t.Position)) > r {
		return Command{}, false
	}
	h := t.Altitude + r
	if h >= c.Altitude {
		h = t.Altitude
	}
	cmd := Command{Kind: Move, By: c.ID, Height: &h}
	return cmd, s.try(p, cmd, nil)
}
