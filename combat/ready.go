package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// Readying something other than an attack (SRD 5.2.1, Actions, Ready;
// SRD 5.1, Combat, Actions in Combat, Ready): on the same triggers as a
// readied attack (a creature moving within reach, entering a square,
// attacking), the creature's reaction
//
//   - moves it up to its speed to a square (holds "move"), or takes the
//     Dash action to do so (holds "dash": the same move, decision: a Dash
//     on another creature's turn gives no more than its speed);
//   - or releases a spell (holds "cast"): the spell, of casting time one
//     action, is cast when readied (its slot spent then) and its energy held
//     with concentration; the trigger releases it on the creature that set
//     it off (or the targets named), and it is lost if concentration ends
//     first.
//
// Decisions: a readied move provokes no opportunity attack (it happens in
// the middle of another creature's move or attack), and "within reach"
// means 5 ft for what holds no attack.

// Held is the event of a spell readied: Who spends the slot (Cost, the
// level) and holds Action, the spell, with concentration.
const Held EventKind = "held"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Held: applyHeld})
	// The reaction that releases what a creature readied: it spends the
	// reaction (and the readied action).
	otherActions["readied"] = func(*State, *Combatant, Event) error { return nil }
}

// holds are what a ready may hold besides an attack.
var holds = []string{"move", "dash", "cast", "grapple", "knock_down", "utilize", "use_object", "object"}

// holdsFrom fills a readied action's holding from its ready event.
func holdsFrom(rd *Readied, e Event) {
	rd.Holds = e.Type
	if len(e.Rest) == 1 {
		rd.To = e.Rest[0]
	}
	rd.Level, rd.Targets = e.Cost, slices.Clone(e.Targets)
	if objectHolds[e.Type] {
		rd.Object = e.Other // ready_object.go
	}
}

// readiedReach is how near a creature must come to set off c's readied
// "reach" trigger: its readied attack's reach, or 5 ft.
func (c *Combatant) readiedReach() (int, bool) {
	if c.Readied.Holds != "" {
		return 5, true
	}
	a, err := c.attack(c.Readied.Attack)
	if err != nil {
		return 0, false
	}
	return a.reach(), true
}

// readyOther readies a move, a Dash or a spell.
func (d *decider) readyOther(c *Combatant, cmd Command, cite string) error {
	s := d.s
	cmd.Holds = s.objectHold(cmd.Holds) // ready_object.go
	if !slices.Contains(holds, cmd.Holds) {
		return fmt.Errorf("%w (%s): a ready holds %q (want attack, %v)", ErrBadReady, cite, cmd.Holds, holds)
	}
	if allowed := s.rs.Combat.Actions.ReadyHolds; allowed != nil && !slices.Contains(allowed, cmd.Holds) {
		return fmt.Errorf("%w (%s): a ready here holds an attack or %v, not %q", ErrBadReady, cite, allowed, cmd.Holds)
	}
	e := Event{Kind: Acted, Who: c.ID, Action: "ready", Uses: "action", Option: cmd.Option, Target: cmd.Target, Type: cmd.Holds}
	switch cmd.Option {
	case "reach", "attack":
	case "enter":
		if cmd.To == nil {
			return fmt.Errorf("%w (%s): entering a square needs the square (to)", ErrBadReady, cite)
		}
		e.Path = []Point{*cmd.To}
	default:
		return fmt.Errorf("%w (%s): trigger %q (want reach, enter or attack)", ErrBadReady, cite, cmd.Option)
	}
	if cmd.Target != "" {
		if _, err := s.must(cmd.Target); err != nil {
			return err
		}
	}
	if grips[cmd.Holds] { // ready_grapple.go
		return d.emit(&e)
	}
	if objectHolds[cmd.Holds] {
		return d.readyObject(c, cmd, e, cite) // ready_object.go
	}
	if cmd.Holds != "cast" {
		if cmd.Then == nil {
			return fmt.Errorf("%w (%s): a readied %s needs the square to go to (then)", ErrBadReady, cite, cmd.Holds)
		}
		if !s.Grid.in(*cmd.Then) || s.Grid.wall(*cmd.Then) {
			return fmt.Errorf("%w (%s): %v is off the grid or a wall", ErrBadReady, cite, *cmd.Then)
		}
		e.Rest = []Point{*cmd.Then}
		return d.emit(&e)
	}
	sp, err := s.spell(cmd.Spell) // cast.go
	if err != nil {
		return err
	}
	level := cmd.Level
	if level == 0 {
		level = sp.Level
	}
	sr := s.rs.Spell
	switch {
	case sp.Casting.Unit != "action" || sp.Casting.Amount > 1:
		return fmt.Errorf("%w (%s): a readied spell has a casting time of one action; %s takes %s", ErrBadReady, cite, sp.ID, sp.Casting.Unit)
	case sp.Level == 0 && level != 0, level < sp.Level, level > 9:
		return fmt.Errorf("%w (%s): %s (level %d) with a slot of level %d", ErrSlotLevel, sr.SlotCite, sp.ID, sp.Level, level)
	case level > 0 && !c.SlotLeft(level):
		return fmt.Errorf("%w (%s): no level %d slot left", ErrNoSlot, sr.SlotCite, level)
	case sr.OneSlotPerTurn && level > 0 && c.Cast.Slot:
		return fmt.Errorf("%w (%s): one spell with a spell slot per turn, and %s has cast one", ErrCastingTime, sr.OneSlotCite, c.ID)
	}
	for _, id := range cmd.Targets {
		if _, err := s.must(id); err != nil {
			return err
		}
	}
	e.Attack, e.Cost, e.Targets = sp.ID, level, slices.Clone(cmd.Targets)
	if err := d.emit(&e); err != nil {
		return err
	}
	if c.Concentration != "" {
		if err := d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: c.Concentration, Reason: "ready " + sp.ID}); err != nil {
			return err
		}
	}
	return d.emit(&Event{Kind: Held, Who: c.ID, Action: sp.ID, Cost: level})
}

// releaseReadied takes h's readied move, Dash or spell as its reaction to
// c. A spell whose concentration ended is gone (the readied action with
// it); a spell whose target is out of range waits.
func (d *decider) releaseReadied(h, c *Combatant) error {
	s := d.s
	rd := h.Readied
	act := Event{Kind: Acted, Who: h.ID, Action: "readied", Uses: "reaction", Target: c.ID, Type: rd.Holds}
	if grips[rd.Holds] {
		return d.releaseGrip(h, c, act) // ready_grapple.go
	}
	if objectHolds[rd.Holds] {
		return d.releaseObject(h, c, act) // ready_object.go
	}
	if rd.Holds != "cast" {
		trial := *h
		trial.MoveUsed, trial.Dashes, trial.SafeLeft = 0, 0, 0
		path, err := s.findPath(&trial, rd.To)
		if err != nil || len(path) == 0 {
			return nil // no way there now: it waits
		}
		cost, err := s.checkPath(&trial, path)
		if err != nil {
			return nil
		}
		if err := d.emit(&act); err != nil {
			return err
		}
		return d.emit(&Event{Kind: Moved, Who: h.ID, Path: path, Cost: cost})
	}
	sp, err := s.spell(rd.Attack)
	if err != nil {
		return err
	}
	if h.Concentration != sp.ID {
		return nil // its concentration ended: the held spell is lost
	}
	cmd := Command{Kind: CastCmd, By: h.ID, Spell: sp.ID, Level: rd.Level, Targets: rd.Targets}
	if len(cmd.Targets) == 0 {
		if hasArea(sp.Effects) {
			p := Point(c.Position)
			cmd.To = &p
		} else {
			cmd.Targets = []string{c.ID}
		}
	}
	targets, aim, err := d.castTargets(h, sp, cmd) // cast.go
	if err != nil {
		return nil // out of range: it waits
	}
	if err := d.emit(&act); err != nil {
		return err
	}
	if !sp.Concentration {
		if err := d.emit(&Event{Kind: ConcentrationEnded, Who: h.ID, Action: sp.ID, Reason: "released"}); err != nil {
			return err
		}
	}
	// The slot was spent when it was readied: the release spends nothing.
	if err := d.emit(&Event{Kind: Casted, Who: h.ID, Action: sp.ID, Cost: rd.Level, Reason: "readied", Type: "innate", Concentrate: sp.Concentration}); err != nil {
		return err
	}
	return d.runSpell(h, sp, rd.Level, aim, cmd, targets)
}

// runSpell runs a spell's effects as castCmd does once it is cast.
func (d *decider) runSpell(c *Combatant, sp *content.Spell, level int, aim Point, cmd Command, targets []*Combatant) error {
	s := d.s
	k := &casting{d: d, c: c, sp: sp, level: level, aim: aim, cmd: cmd}
	k.dc, k.dcTerms = s.SpellDC(c)
	k.atk, _ = s.SpellAttack(c)
	old := d.reason
	d.reason = "spell"
	defer func() { d.reason = old }()
	return k.run(sp.Effects, targets)
}

func applyHeld(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Cost > 0 {
		if _, err := s.rs.SpendSlot(c.Creature, e.Cost); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
		c.Cast.Slot = true
	}
	c.Cast.ActionLeveled = c.Cast.ActionLeveled || e.Cost > 0
	c.Cast.ActionCantrip = c.Cast.ActionCantrip || e.Cost == 0
	s.concentrate(c, e.Action)
	return nil
}
