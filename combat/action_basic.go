package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// help: the Help action, for an ally's next attack roll against an enemy
// within 5 ft of the helper (Other), or its next check (Skill).
func (d *decider) help(c *Combatant, cmd Command, cite string) error {
	s := d.s
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	if cmd.Other != "" {
		o, err := s.must(cmd.Other)
		if err != nil {
			return err
		}
		if err := s.rs.HelpAttack(c.Creature.Fork(), t.Creature.Fork(), o.Creature.Fork()); err != nil {
			return err
		}
	} else if err := s.rs.HelpCheck(c.Creature.Fork(), t.Creature.Fork(), cmd.Skill, ""); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "help", Uses: "action", Target: t.ID, Other: cmd.Other, Option: cmd.Skill})
}

// hide: the Hide action, a Stealth check by the ruleset's hiding rule
// against every enemy; c needs a heavily obscured square or the
// ruleset's cover from each enemy.
func (d *decider) hide(c *Combatant, cmd Command, cite string) error {
	s := d.s
	need := s.rs.Combat.Actions.HideCover
	for _, o := range s.Creatures {
		if hostile(o, c) && o.standing() && s.looks(o, c) { // senses.go: not blinded, not into heavy obscurement
			if got := s.cover(o, c); got < need {
				return fmt.Errorf("%w (%s): %s has %s from %s and needs %s or a heavily obscured square",
					ErrCannotHide, cite, c.ID, rules.CoverName(got), o.ID, rules.CoverName(need))
			}
		}
	}
	var res rules.HideResult
	cl := c.Creature.Fork()
	faces, err := rollOn(d.r, func(r dice.Roller) error {
		var err error
		res, err = s.rs.Hide(cl, s.observers(c), r)
		return err
	})
	if err != nil {
		return err
	}
	uses := "action"
	if d.uses != "" { // a feature paid for it (Cunning Action, feature_class.go)
		uses = d.uses
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "hide", Uses: uses, Dice: faces,
		Total: res.Check.Total, Hit: res.Check.Success, Mode: res.Check.Mode.String(), Explain: res.Check.Explain})
}

// search: the Search action, for a hidden creature (Target) or, with a
// DC, for an object.
func (d *decider) search(c *Combatant, cmd Command, cite string) error {
	s := d.s
	if cmd.Target == "" {
		var res rules.TestResult
		faces, err := rollOn(d.r, func(r dice.Roller) error {
			var err error
			res, err = s.rs.FindObject(c.Creature.Fork(), rules.Test{DC: cmd.DC}, false, r)
			return err
		})
		if err != nil {
			return err
		}
		return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "search", Uses: "action", Dice: faces, Total: res.Total,
			Hit: res.Success, Mode: res.Mode.String(), Explain: res.Explain})
	}
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	if !t.Hidden {
		return fmt.Errorf("%w (%s): %s", ErrNotHidden, cite, t.ID)
	}
	if found, err := d.tremorFind(c, t); found || err != nil { // burrow.go
		return err
	}
	var res rules.TestResult
	faces, err := rollOn(d.r, func(r dice.Roller) error {
		var err error
		res, err = s.rs.Find(c.Creature.Fork(), t.Creature.Fork(), rules.Test{Obscured: s.seesInto(c, t), Adv: s.findAdv(c, t)}, r) // grant_play.go: Hunter's Mark
		return err
	})
	if err != nil {
		return err
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "search", Uses: "action", Target: t.ID, Dice: faces,
		Total: res.Total, Hit: res.Success, Mode: res.Mode.String(), Explain: res.Explain})
}

// studySkills are the skills of the Study action (2024).
var studySkills = []string{"arcana", "history", "investigation", "nature", "religion"}

// study: the Study action (2024), an Intelligence check with one of its
// skills against a DC.
func (d *decider) study(c *Combatant, cmd Command, cite string) error {
	if !slices.Contains(studySkills, cmd.Skill) {
		return fmt.Errorf("%w (%s): study with one of %v, not %q", ErrBadCommand, cite, studySkills, cmd.Skill)
	}
	return d.check(c, cmd, "study", rules.Test{Kind: rules.Check, Ability: rules.INT, Skill: cmd.Skill, DC: cmd.DC})
}

// influence: the Influence action (2024), through the rules core's Sway.
func (d *decider) influence(c *Combatant, cmd Command, cite string) error {
	s := d.s
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	skill := cmd.Skill
	if skill == "" {
		skill = "persuasion"
	}
	ab, err := s.rs.SkillAbility(skill)
	if err != nil {
		return err
	}
	var res rules.SocialResult
	faces, err := rollOn(d.r, func(r dice.Roller) error {
		var err error
		res, err = s.rs.Sway(c.Creature.Fork(), t.Creature.Fork(), rules.Test{Ability: ab, Skill: skill, DC: cmd.DC}, cmd.Option, r)
		return err
	})
	if err != nil {
		return err
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "influence", Uses: "action", Target: t.ID, Option: cmd.Option,
		Dice: faces, Total: res.Check.Total, Hit: res.Check.Success, Mode: res.Check.Mode.String(), Explain: res.Check.Explain})
}

// check makes an action's ability check; the event records it.
func (d *decider) check(c *Combatant, cmd Command, action string, t rules.Test) error {
	res, err := d.test(d.s.auraCreature(c), d.s.grantCheck(c, t), d.r) // aura_rules.go (Silence's deafened), check_grant.go
	if err != nil {
		return err
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: action, Uses: "action", Option: cmd.Skill, Dice: res.Dice,
		Total: res.Total, Hit: res.Success, Mode: res.Mode.String(), Explain: res.Explain})
}

// useObject: Utilize (2024), Use an Object (2014), Use an Item
// (next-2013): the action spent on an object.
func (d *decider) useObject(c *Combatant, cmd Command, cite string) error {
	if _, err := d.s.potion(cmd.Kind, cmd.Option); err != nil { // ready_object.go
		return err
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(cmd.Kind), Uses: "action", Option: cmd.Option}); err != nil {
		return err
	}
	return d.drink(c, cmd.Kind, cmd.Option) // a catalog potion (ready_object.go)
}

// interact: an object interaction, free while the turn has one left
// (next-2013: two), else it takes the action.
func (d *decider) interact(c *Combatant, cmd Command, cite string) error {
	s := d.s
	if c.Objects < s.rs.Combat.Actions.FreeInteractions {
		return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "interact", Uses: "object", Option: cmd.Option})
	}
	if err := d.canTakeAction(c); err != nil {
		return fmt.Errorf("%w; the turn's free object interaction is spent (%s)", err, s.cite(s.rs.Combat.Sections.YourTurn))
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "interact", Uses: "action", Option: cmd.Option})
}

// stand: standing up from prone costs half the speed, rounded down; not
// at speed 0 nor without that much movement left.
func (d *decider) stand(c *Combatant, cmd Command, cite string) error {
	s := d.s
	ar := s.rs.Combat.Actions
	cite = s.cite(ar.Prone)
	sp := s.speed(c)
	cost := sp / ar.ProneStand * 2 / 5
	switch {
	case !c.Has(s.rs, "prone"):
		return fmt.Errorf("%w (%s): %s is not prone", ErrCannotStand, cite, c.ID)
	case sp == 0 || !c.standing():
		return fmt.Errorf("%w (%s): %s has speed 0", ErrCannotStand, cite, c.ID)
	case s.granted(c, "no-stand"): // Hideous Laughter
		return fmt.Errorf("%w (%s): %s can't stand up while a spell holds it (%s)", ErrCannotStand, s.rs.Spell.Cite, c.ID, grantSource(s, c, "no-stand"))
	case s.moveLeft(c) < cost:
		return fmt.Errorf("%w (%s): standing costs %s ft and %s has %s ft left", ErrCannotStand, cite, feet(cost), c.ID, feet(s.moveLeft(c)))
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "stand", Uses: "none", Cost: cost})
}

// dropProne: dropping prone costs nothing, but a creature whose speed is
// 0 can't (SRD 5.2.1, Rules Glossary, Prone; decision: every ruleset).
func (d *decider) dropProne(c *Combatant, cmd Command, cite string) error {
	s := d.s
	cite = s.cite(s.rs.Combat.Actions.Prone)
	switch {
	case c.Has(s.rs, "prone"):
		return fmt.Errorf("%w (%s): %s is already prone", ErrBadCommand, cite, c.ID)
	case s.speed(c) == 0:
		return fmt.Errorf("%w (%s): %s has speed 0", ErrNoMovement, cite, c.ID)
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: c.ID, Type: "prone", Option: "add", Reason: "dropped"})
}

// teleport moves c to a free square with no movement spent and no
// opportunity attack: the hook spells and features use.
func (d *decider) teleport(c *Combatant, cmd Command, cite string) error {
	s := d.s
	if cmd.To == nil {
		return fmt.Errorf("%w: teleport needs a square (to)", ErrBadCommand)
	}
	p := *cmd.To
	switch {
	case !s.Grid.in(p) || s.Grid.wall(p):
		return fmt.Errorf("%w: %v is not a square to stand in", ErrBlocked, p)
	case s.At(p) != nil && s.At(p) != c:
		return fmt.Errorf("%w (%s): %s is in %v", ErrOccupied, s.cite(s.rs.Combat.Sections.Movement), s.At(p).ID, p)
	}
	if barred, err := d.teleportBarred(c, p); barred || err != nil { // aura_rules.go: Magic Circle
		return err
	}
	return d.emit(&Event{Kind: Pushed, Who: c.ID, Target: c.ID, Path: []Point{p}, Option: "teleport"})
}

// concentrate starts concentrating on a spell (Option), ending any other,
// or stops with none.
func (d *decider) concentrate(c *Combatant, cmd Command, cite string) error {
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: "concentrate", Uses: "none", Option: cmd.Option})
}

// ready: the Ready action, an attack taken as a reaction when its trigger
// happens: a creature moving within reach, entering a square, or making
// an attack.
func (d *decider) ready(c *Combatant, cmd Command, cite string) error {
	if cmd.Holds != "" && cmd.Holds != "attack" {
		return d.readyOther(c, cmd, cite) // ready.go
	}
	a, err := c.attack(cmd.Attack)
	if err != nil {
		return fmt.Errorf("%w (%s): %w", ErrBadReady, cite, err)
	}
	e := Event{Kind: Acted, Who: c.ID, Action: "ready", Uses: "action", Option: cmd.Option, Attack: a.ID, Target: cmd.Target}
	switch cmd.Option {
	case "reach":
		if !a.Melee() {
			return fmt.Errorf("%w (%s): moving within reach needs a melee attack", ErrBadReady, cite)
		}
	case "enter":
		if cmd.To == nil {
			return fmt.Errorf("%w (%s): entering a square needs the square (to)", ErrBadReady, cite)
		}
		e.Path = []Point{*cmd.To}
	case "attack":
	default:
		return fmt.Errorf("%w (%s): trigger %q (want reach, enter or attack)", ErrBadReady, cite, cmd.Option)
	}
	if cmd.Target != "" {
		if _, err := d.s.must(cmd.Target); err != nil {
			return err
		}
	}
	return d.emit(&e)
}

// readyFor returns the creature whose readied attack c sets off by
// stepping from a to b, or nil.
func (s *State) readyFor(c *Combatant, a, b Point) *Combatant {
	for _, h := range s.Creatures {
		rd := h.Readied
		if rd == nil || h == c || !hostile(h, c) || !s.canReact(h) || (rd.Target != "" && rd.Target != c.ID) {
			continue
		}
		switch rd.Trigger {
		case "enter":
			if b == rd.Square {
				return h
			}
		case "reach":
			r, ok := h.readiedReach() // ready.go
			if !ok {
				continue
			}
			if Feet(Point(h.Position), b) <= r && Feet(Point(h.Position), a) > r {
				return h
			}
		}
	}
	return nil
}

// readyFires makes h's readied attack on c as its reaction, if c is in
// its reach or range; it reports whether c can go on moving.
func (d *decider) readyFires(h, c *Combatant) error {
	if h.Readied.Holds != "" {
		return d.releaseReadied(h, c) // ready.go
	}
	a, err := h.attack(h.Readied.Attack)
	if err != nil {
		return err
	}
	return d.swing(h, c, a, swingOpts{uses: "reaction"})
}

// attackTrigger fires readied attacks set off by c's attack.
func (d *decider) attackTrigger(c *Combatant) error {
	s := d.s
	for _, h := range s.Creatures {
		rd := h.Readied
		if rd == nil {
			continue // most have nothing readied: the checks below are for those that do
		}
		if s.Over || !c.standing() {
			return nil
		}
		if rd.Trigger != "attack" || !hostile(h, c) || !s.canReact(h) || (rd.Target != "" && rd.Target != c.ID) {
			continue
		}
		if rd.Holds != "" {
			if err := d.releaseReadied(h, c); err != nil { // ready.go
				return err
			}
			continue
		}
		a, err := h.attack(rd.Attack)
		if err != nil {
			continue
		}
		if !inReach(h, c, a) {
			continue // out of reach: the readied attack waits
		}
		if err := d.swing(h, c, a, swingOpts{uses: "reaction"}); err != nil {
			return err
		}
	}
	return nil
}

// hinder: the Hinder action (next-2013): a creature within 5 ft has
// disadvantage on its next attack roll before the hinderer's next turn.
func (d *decider) hinder(c *Combatant, cmd Command, cite string) error {
	t, err := d.s.must(cmd.Target)
	if err != nil {
		return err
	}
	if Feet(Point(c.Position), Point(t.Position)) > 5 || t == c {
		return fmt.Errorf("%w (%s): %s is %d ft from %s; hindering reaches 5 ft", ErrOutOfReach, cite, t.ID,
			Feet(Point(c.Position), Point(t.Position)), c.ID)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "hinder", Uses: "action", Target: t.ID}); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: "hinder"})
}
