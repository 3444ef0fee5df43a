package combat

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// SpellAttack is the command that moves a spell's placed object and
// attacks with it again (Spiritual Weapon's, Arcane Sword's bonus action;
// 2024 Conjure Fey's spirit): Option the spell, Target the creature, To
// the object's new square (else the square next to the target nearest the
// object, decision).
const SpellAttack CommandKind = "spell_attack"

// objectGrant is the kind of the grant, kept on the caster, that holds a
// placed object's node and square while its spell lasts (applied nowhere:
// grants of other kinds are only recorded).
const objectGrant = "spell-object"

func init() {
	actions[SpellAttack] = actionSpec{universal: true, uses: "none", decide: (*decider).spellAttack}
}

// objectNode is the attack of sp's tree that a placed object makes, or
// nil: a melee attack of a spell cast at range that an action repeats
// (Again); a self-range one (Produce Flame, Flame Blade) is the caster's.
func objectNode(sp *content.Spell) *content.Effect {
	var out *content.Effect
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if out == nil && objectAttack(sp, e) {
			out = e
		}
	})
	return out
}

// objectAttack tells whether e is the attack of a placed object of sp.
func objectAttack(sp *content.Spell, e *content.Effect) bool {
	return e.Kind == content.KindAttack && e.Again != "" && e.Attack == "melee" && sp.Range.Kind == "feet"
}

// objectAim is where a placed object appears: the cast's point (within the
// spell's range, checked by castTargets), else the square within 5 ft of
// the first target nearest the caster and within the spell's range
// (decision: the caster places it beside its prey).
func (s *State) objectAim(c *Combatant, sp *content.Spell, cmd Command, targets []*Combatant) (Point, error) {
	if cmd.To != nil {
		return *cmd.To, nil
	}
	if len(targets) == 0 {
		return Point(c.Position), fmt.Errorf("%w: %s names no target", ErrSpellTarget, sp.ID)
	}
	p, ok := s.besideNearest(Point(targets[0].Position), Point(c.Position), c, sp.Range.Feet)
	if !ok {
		return p, fmt.Errorf("%w (%s): no square within 5 ft of %s is within %s's range of %d ft from %s", ErrSpellRange, s.rs.Spell.Cite,
			targets[0].ID, sp.ID, sp.Range.Feet, c.ID)
	}
	return p, nil
}

// besideNearest is the square within 5 ft of t (not t itself, not a wall)
// nearest from, within limit feet of c when limit is above 0.
func (s *State) besideNearest(t, from Point, c *Combatant, limit int) (Point, bool) {
	best, found := t, false
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			p := Point{t[0] + dx, t[1] + dy}
			if p == t || !s.Grid.in(p) || slices.Contains(s.Grid.Walls, p) {
				continue
			}
			if limit > 0 && c != nil && Feet(Point(c.Position), p) > limit {
				continue
			}
			if !found || Feet(from, p) < Feet(from, best) {
				best, found = p, true
			}
		}
	}
	return best, found
}

// placedAttack runs an object's attack node: each target attacked from
// the object's square; a cast (not a repeat) then leaves the object on
// its caster for the repeats (SRD 5.2.1, Spells, Spiritual Weapon; Arcane
// Sword; Conjure Fey).
func (k *casting) placedAttack(e *content.Effect, targets []*Combatant) error {
	for _, t := range targets {
		if err := k.strikeFrom(k.aim, e, t); err != nil {
			return err
		}
		if k.d.s.Over {
			break
		}
	}
	if k.cmd.Kind != CastCmd {
		return nil
	}
	return k.placeObject(e, k.aim)
}

// placeObject keeps the object and its node on the caster: a grant of the
// spell's duration, ending with it.
func (k *casting) placeObject(e *content.Effect, at Point) error {
	c := k.d.s.Get(k.c.ID)
	if c == nil || c.Dead {
		return nil
	}
	ln := lastingNode{Level: k.level, DC: k.dc, Attack: k.atk, Option: k.option, Node: *e, Aim: &at}
	v, err := json.Marshal(ln)
	if err != nil {
		return fmt.Errorf("combat: %s: %w", k.sp.ID, err)
	}
	dur := spellDuration(k.sp.Duration, k.c.ID)
	return k.d.emit(&Event{Kind: Granted, Who: k.c.ID, Target: c.ID, Action: k.sp.ID, Type: objectGrant, Option: "again",
		Reason: string(v), Duration: &dur, Path: []Point{at}})
}

// strikeFrom makes e's attack at t as if the caster stood on at: reach,
// range, cover and who sees whom are measured from the object's square
// (the caster's own conditions and bonuses still count).
func (k *casting) strikeFrom(at Point, e *content.Effect, t *Combatant) error {
	c := k.d.s.Get(k.c.ID)
	if c == nil {
		return nil
	}
	k.d.changes(c) // backup.go: the caster backed up before its square is borrowed
	old, alt := c.Position, c.Altitude
	c.Position, c.Altitude = [2]int(at), 0
	defer func() {
		if c := k.d.s.Get(k.c.ID); c != nil {
			c.Position, c.Altitude = old, alt
			k.d.summed = false    // lifted outside Apply (summary.go)
			k.d.s.note.ok = false // turn_mask.go
		}
	}()
	return k.attack(e, t)
}

// spellObject is c's placed object of spell (any spell when "") and its
// node.
func (s *State) spellObject(c *Combatant, spell string) (Grant, lastingNode, bool, error) {
	for _, g := range c.Grants {
		if g.Kind != objectGrant || g.By != c.ID || spell != "" && g.Spell != spell {
			continue
		}
		var ln lastingNode
		if err := json.Unmarshal([]byte(g.Value), &ln); err != nil || ln.Aim == nil {
			return g, ln, false, fmt.Errorf("%w: the object of %s: %v", ErrBadEvent, g.Spell, err)
		}
		return g, ln, true, nil
	}
	return Grant{}, lastingNode{}, false, nil
}

// spellAttack moves c's placed object up to its node's feet and attacks
// with it again, spending the node's action (a bonus action).
func (d *decider) spellAttack(c *Combatant, cmd Command, cite string) error {
	s := d.s
	g, ln, ok, err := s.spellObject(c, cmd.Option)
	if err != nil {
		return err
	}
	if !ok {
		what := "a spell's placed object"
		if cmd.Option != "" {
			what = cmd.Option + "'s object"
		}
		return fmt.Errorf("%w: %s has no %s to attack with", ErrBadCommand, c.ID, what)
	}
	sp, err := s.spell(g.Spell)
	if err != nil {
		return err
	}
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	uses := ln.Node.Again
	switch uses {
	case "bonus":
		if c.BonusUsed {
			return fmt.Errorf("%w (%s): %s has taken its bonus action", ErrNoAction, sp.Cite, c.ID)
		}
	case "reaction":
		if c.ReactionUsed {
			return fmt.Errorf("%w (%s): %s has taken its reaction", ErrNoReaction, sp.Cite, c.ID)
		}
	default:
		if err := d.canTakeAction(c); err != nil {
			return err
		}
		uses = "action"
	}
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	from := *ln.Aim
	to := from
	if cmd.To != nil {
		to = *cmd.To
		if !s.Grid.in(to) {
			return fmt.Errorf("%w: %v is off the %dx%d grid", ErrBadCommand, to, s.Grid.Width, s.Grid.Height)
		}
	} else if Feet(from, Point(t.Position)) > 5 {
		to, _ = s.besideNearest(Point(t.Position), from, nil, 0)
	}
	if dist := Feet(from, to); dist > ln.Node.Feet {
		return fmt.Errorf("%w (%s): %s's object moves %d ft, and %v is %d ft from %v", ErrOutOfReach, sp.Cite, sp.ID, ln.Node.Feet, to, dist, from)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(SpellAttack), Uses: uses, Option: sp.ID, Path: []Point{from, to}}); err != nil {
		return err
	}
	k := &casting{d: d, c: c, sp: sp, level: ln.Level, aim: to, dc: ln.DC, atk: ln.Attack, option: ln.Option, cmd: cmd}
	old, oldCast := d.reason, d.cast
	d.reason, d.cast = "spell", k
	defer func() { d.reason, d.cast = old, oldCast }()
	ln.Aim = &to
	v, err := json.Marshal(ln)
	if err != nil {
		return fmt.Errorf("combat: %s: %w", sp.ID, err)
	}
	left := spellDurationLeft(g)
	if err := d.emit(&Event{Kind: Granted, Who: c.ID, Target: c.ID, Action: sp.ID, Type: objectGrant, Option: g.On, Reason: string(v),
		Duration: &left, Path: []Point{to}}); err != nil {
		return err
	}
	return k.strikeFrom(to, &ln.Node, t)
}

// spellDurationLeft is what is left of g's duration, to give it again.
func spellDurationLeft(g Grant) rules.Duration {
	return rules.Duration{Until: g.Until, Of: g.By, Turns: g.Left, Save: g.Save}
}
