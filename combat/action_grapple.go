package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// grappleTarget checks a grapple's or shove's target: another creature,
// within 5 ft, at most one size larger.
func (d *decider) grappleTarget(c *Combatant, cmd Command, cite string) (*Combatant, error) {
	s := d.s
	t, err := s.must(cmd.Target)
	if err != nil {
		return nil, err
	}
	gr := s.rs.Combat.Actions.Grapple
	switch {
	case t == c:
		return nil, fmt.Errorf("%w: %s can't %s itself", ErrBadCommand, c.ID, cmd.Kind)
	case t.Dead:
		return nil, fmt.Errorf("%w: %s", ErrDeadTarget, t.ID)
	case Feet(Point(c.Position), Point(t.Position)) > 5:
		return nil, fmt.Errorf("%w (%s): %s is %d ft from %s; it must be within 5 ft", ErrOutOfReach, cite, t.ID,
			Feet(Point(c.Position), Point(t.Position)), c.ID)
	case rules.SizeIndex(t.Size)-rules.SizeIndex(c.Size) > gr.MaxSizeUp:
		return nil, fmt.Errorf("%w (%s): %s is %s, more than one size larger than %s (%s)", ErrTooLarge, cite, t.ID, t.Size, c.ID, c.Size)
	}
	return t, nil
}

// grapple: the grapple (2014 contest, 2024 Unarmed Strike option with a
// save, next-2013 Strength contest). The target is grappled by c.
func (d *decider) grapple(c *Combatant, cmd Command, cite string) error {
	t, err := d.grappleTarget(c, cmd, cite)
	if err != nil {
		return err
	}
	if grappledBy(t, c.ID) {
		return fmt.Errorf("%w (%s): %s already grapples %s", ErrBadCommand, cite, c.ID, t.ID)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "grapple", Uses: d.attackUses(), Target: t.ID}); err != nil {
		return err
	}
	won, err := d.resist(c, t, "grapple", cite)
	if err != nil || !won {
		return err
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "grappled", Option: "add", Reason: grappleSource(c.ID)})
}

// shove: the shove (SRDs: prone or push 5 ft away) or the Knock Down
// (next-2013: prone only).
func (d *decider) shove(c *Combatant, cmd Command, cite string) error {
	s := d.s
	gr := s.rs.Combat.Actions.Grapple
	if string(cmd.Kind) != gr.Shove {
		return fmt.Errorf("%w: %s has no %s action; it has %s (%s)", ErrNoSuchAction, s.rs.Name, actionName(cmd.Kind),
			actionName(CommandKind(gr.Shove)), s.cite(gr.ShoveSection))
	}
	t, err := d.grappleTarget(c, cmd, cite)
	if err != nil {
		return err
	}
	opt := cmd.Option
	if opt == "" {
		opt = "prone"
	}
	var to Point
	switch {
	case opt == "push" && gr.Push:
		to = away(Point(c.Position), Point(t.Position), 1)
		if !s.free(to, t) {
			return fmt.Errorf("%w (%s): no room to push %s to %v", ErrBlocked, cite, t.ID, to)
		}
	case opt != "prone":
		want := "prone"
		if gr.Push {
			want = "prone or push"
		}
		return fmt.Errorf("%w (%s): option %q (want %s)", ErrBadCommand, cite, opt, want)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(cmd.Kind), Uses: d.attackUses(), Target: t.ID, Option: opt}); err != nil {
		return err
	}
	won, err := d.resist(c, t, string(cmd.Kind), cite)
	if err != nil || !won {
		return err
	}
	if opt == "push" {
		return d.emit(&Event{Kind: Pushed, Who: c.ID, Target: t.ID, Path: []Point{to}, Option: "push"})
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "prone", Option: "add", Reason: string(cmd.Kind)})
}

// escape: the grappled creature's action to break free: 2024 an
// Athletics or Acrobatics check against the grapple's DC; 2014 that check
// against the grappler's Athletics; next-2013 Strength or Dexterity
// against the grappler's Strength.
func (d *decider) escape(c *Combatant, cmd Command, cite string) error {
	s := d.s
	var g *Combatant
	for _, in := range c.Instances() {
		if id, ok := grapplerOf(in); ok && s.Get(id) != nil && (cmd.Target == "" || cmd.Target == id) {
			g = s.Get(id)
			break
		}
	}
	if g == nil {
		if in, tests, by, ok := s.spellHold(c, cmd.Target); ok { // escape_spell.go: Entangle, Web...
			return d.escapeSpell(c, in, tests, by)
		}
		return fmt.Errorf("%w (%s): %s", ErrNotGrappled, cite, c.ID)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "escape", Uses: "action", Target: g.ID}); err != nil {
		return err
	}
	gr := s.rs.Combat.Actions.Grapple
	var won bool
	var err error
	if gr.Save {
		dc := 8 + g.Mod(rules.STR) + g.ProficiencyBonus()
		t := s.best(c, []rules.Test{{Kind: rules.Check, Ability: rules.STR, Skill: "athletics", DC: dc},
			{Kind: rules.Check, Ability: rules.DEX, Skill: "acrobatics", DC: dc}})
		won, err = d.roll(c, g, "escape", t)
	} else {
		won, err = d.contest(c, g, "escape", s.defence(), []rules.Test{s.offence()})
	}
	if err != nil || !won {
		return err
	}
	if err := d.unrestrain(g, c); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: c.ID, Type: "grappled", Option: "end", Reason: grappleSource(g.ID)})
}

// release lets a creature c grapples go, and any restraint with it: no
// action.
func (d *decider) release(c *Combatant, cmd Command, cite string) error {
	t, err := d.s.must(cmd.Target)
	if err != nil {
		return err
	}
	if !grappledBy(t, c.ID) {
		return fmt.Errorf("%w (%s): %s does not grapple %s", ErrNotGrappled, d.s.cite(d.s.rs.Combat.Actions.Grapple.Section), c.ID, t.ID)
	}
	if err := d.unrestrain(c, t); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "grappled", Option: "end", Reason: grappleSource(c.ID)})
}

// restrainSource is the source of the Restrained condition a grappler
// gives by restraining (next-2013).
func restrainSource(id string) string { return restrainPrefix + id }

// restrain: restraining a grappled creature (next-2013), a separate
// action: the grapple's contest again; on a success it is restrained,
// and while it is, attacks against the restrainer have advantage, the
// restrainer's have disadvantage.
func (d *decider) restrain(c *Combatant, cmd Command, cite string) error {
	s := d.s
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	if !grappledBy(t, c.ID) {
		return fmt.Errorf("%w (%s): %s does not grapple %s", ErrNotGrappled, d.s.cite(d.s.rs.Combat.Actions.Grapple.Section), c.ID, t.ID)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "restrain", Uses: "action", Target: t.ID}); err != nil {
		return err
	}
	won, err := d.resist(c, t, "restrain", cite)
	if err != nil || !won {
		return err
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "restrained", Option: "add", Reason: restrainSource(c.ID)})
}

// unrestrain ends c's restraint of t, if any.
func (d *decider) unrestrain(c, t *Combatant) error {
	for _, in := range t.Instances() {
		if in.Name == "restrained" && in.Source == restrainSource(c.ID) {
			return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "restrained", Option: "end", Reason: in.Source})
		}
	}
	return nil
}

// restrainPrefix begins restrainSource's source.
const restrainPrefix = "restrain:"

// sourceOf reports whether src is prefix+id, without making that string.
func sourceOf(src, prefix, id string) bool {
	return len(src) == len(prefix)+len(id) && src[:len(prefix)] == prefix && src[len(prefix):] == id
}

func grappledBy(t *Combatant, id string) bool {
	for _, in := range t.Instances() {
		if in.Name == "grappled" && in.Source == grappleSource(id) {
			return true
		}
	}
	return false
}

// offence is the attacker's test in a grapple or shove contest.
func (s *State) offence() rules.Test {
	gr := s.rs.Combat.Actions.Grapple
	return rules.Test{Kind: rules.Check, Ability: rules.STR, Skill: gr.Skill}
}

// defence are the tests a creature chooses from to resist a grapple or
// shove, or to escape: the ruleset's skills, or Strength and Dexterity.
func (s *State) defence() []rules.Test {
	gr := s.rs.Combat.Actions.Grapple
	if len(gr.Defend) == 0 {
		return []rules.Test{{Kind: rules.Check, Ability: rules.STR}, {Kind: rules.Check, Ability: rules.DEX}}
	}
	var out []rules.Test
	for _, sk := range gr.Defend {
		ab, _ := s.rs.SkillAbility(sk)
		out = append(out, rules.Test{Kind: rules.Check, Ability: ab, Skill: sk})
	}
	return out
}

// best is the test with the highest modifier for c (decision: a
// creature that chooses picks its best).
func (s *State) best(c *Combatant, ts []rules.Test) rules.Test {
	bi, bv := 0, -1000
	for i, t := range ts {
		v := c.Mod(t.Ability)
		if t.Kind == rules.Save {
			if c.Proficient[t.Ability.String()+"_save"] {
				v += c.ProficiencyBonus()
			}
		} else {
			v, _ = s.rs.Passive(c.Creature, t)
		}
		if v > bv {
			bi, bv = i, v
		}
	}
	return ts[bi]
}

// resist rolls the target's resistance to c's grapple or shove and
// reports whether c won: a save against 8 + Strength modifier +
// proficiency bonus (2024) or a contest (2014, next-2013).
func (d *decider) resist(c, t *Combatant, action, cite string) (bool, error) {
	s := d.s
	if s.rs.Combat.Actions.Grapple.Save {
		dc := 8 + c.Mod(rules.STR) + c.ProficiencyBonus()
		test := s.best(t, []rules.Test{{Kind: rules.Save, Ability: rules.STR, DC: dc}, {Kind: rules.Save, Ability: rules.DEX, DC: dc}})
		test.Adv = s.SaveAdv(t.ID, test.Ability)
		saved, err := d.roll(t, c, action, test)
		return !saved, err
	}
	return d.contest(c, t, action, []rules.Test{s.offence()}, s.defence())
}

// roll makes one test for who against other and records it.
func (d *decider) roll(who, other *Combatant, action string, t rules.Test) (bool, error) {
	res, err := d.s.rs.Test(who.Creature.Fork(), d.s.grantCheck(who, t), d.r) // check_grant.go
	if err != nil {
		return false, err
	}
	return res.Success, d.emit(&Event{Kind: Checked, Who: who.ID, Target: other.ID, Action: action, Dice: res.Dice,
		Total: res.Total, Hit: res.Success, Mode: res.Mode.String(), Explain: res.Explain})
}

// contest rolls a's best test against b's; a wins only by beating b's
// total (a tie leaves things as they were).
func (d *decider) contest(a, b *Combatant, action string, ta, tb []rules.Test) (bool, error) {
	s := d.s
	ra, err := s.rs.Test(a.Creature.Fork(), s.grantCheck(a, s.best(a, ta)), d.r)
	if err != nil {
		return false, err
	}
	rb, err := s.rs.Test(b.Creature.Fork(), s.grantCheck(b, s.best(b, tb)), d.r)
	if err != nil {
		return false, err
	}
	won := ra.AutoFail == "" && (rb.AutoFail != "" || ra.Total > rb.Total)
	if err := d.emit(&Event{Kind: Checked, Who: a.ID, Target: b.ID, Action: action, Dice: ra.Dice, Total: ra.Total,
		Hit: won, Mode: ra.Mode.String(), Explain: ra.Explain}); err != nil {
		return false, err
	}
	return won, d.emit(&Event{Kind: Checked, Who: b.ID, Target: a.ID, Action: action, Dice: rb.Dice, Total: rb.Total,
		Hit: !won, Mode: rb.Mode.String(), Explain: rb.Explain})
}

// away is the square n squares from b straight away from a.
func away(a, b Point, n int) Point {
	sign := func(v int) int {
		switch {
		case v > 0:
			return 1
		case v < 0:
			return -1
		}
		return 0
	}
	return Point{b[0] + n*sign(b[0]-a[0]), b[1] + n*sign(b[1]-a[1])}
}

// free reports whether t could be put in p: on the grid, not a wall, no
// one else there.
func (s *State) free(p Point, t *Combatant) bool {
	o := s.At(p)
	return s.Grid.in(p) && !s.Grid.wall(p) && (o == nil || o == t)
}
