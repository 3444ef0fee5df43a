package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// builtin are the attacks every creature has: an unarmed strike (1 +
// Strength modifier bludgeoning, proficient) and an improvised weapon
// (1d4 bludgeoning, not proficient, thrown 20/60 ft).
func builtin(id string) *Attack {
	switch id {
	case "unarmed":
		return &Attack{ID: "unarmed", Ability: "str", Proficient: true, Damage: "1", Type: "bludgeoning", Reach: 5}
	case "improvised":
		return &Attack{ID: "improvised", Ability: "str", Damage: "1d4", Type: "bludgeoning", Reach: 5, Range: [2]int{20, 60}}
	}
	return nil
}

// masteries are the eight weapon mastery properties (2024).
var masteries = []string{"cleave", "graze", "nick", "push", "sap", "slow", "topple", "vex"}

// inReach reports whether t is within a's reach or long range of c.
func inReach(c, t *Combatant, a *Attack) bool {
	d := between(c, t) // height counted (fly.go)
	return (a.Melee() && d <= a.reach()) || (a.Range[0] > 0 && d <= max(a.Range[0], a.Range[1]))
}

// noModifier takes a positive ability modifier out of damage terms (the
// extra attack of two-weapon fighting and Cleave).
func noModifier(terms []rules.Term) (int, []rules.Term) {
	terms = slices.DeleteFunc(slices.Clone(terms), func(t rules.Term) bool {
		_, err := rules.ParseAbility(t.Source)
		return err == nil && t.Value > 0
	})
	return max(0, rules.Sum(terms)), terms
}

// offhand: the extra attack with a second light melee weapon (2014
// Two-Weapon Fighting; 2024 the Light property), as a bonus action after
// attacking with a light melee weapon by the Attack action this turn,
// without the ability modifier to damage unless it is negative. The Nick
// mastery makes it part of the Attack action once a turn.
func (d *decider) offhand(c *Combatant, cmd Command) error {
	s := d.s
	ar := s.rs.Combat.Actions
	if ar.TwoWeapon == "" || !s.rs.Combat.BonusAction {
		return fmt.Errorf("%w: %s has no bonus actions, so no two-weapon fighting (%s)", ErrTwoWeapon, s.rs.Name, s.cite(s.rs.Combat.Sections.YourTurn))
	}
	cite := s.cite(ar.TwoWeapon)
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	t, a, err := s.targetAttack(c, &cmd)
	if err != nil {
		return err
	}
	switch {
	case !a.Light || !a.Melee():
		return fmt.Errorf("%w (%s): %s is not a light melee weapon", ErrTwoWeapon, cite, a.ID)
	case c.LightDone == "":
		return fmt.Errorf("%w (%s): %s has not attacked with a light melee weapon by the Attack action this turn", ErrTwoWeapon, cite, c.ID)
	case c.LightDone == a.ID:
		return fmt.Errorf("%w (%s): the extra attack is made with a different light weapon than %s", ErrTwoWeapon, cite, a.ID)
	}
	uses := "bonus"
	if ar.Masteries != "" && a.Mastery == "nick" && !c.NickUsed {
		uses = "nick"
	} else if c.BonusUsed {
		return fmt.Errorf("%w (%s): %s has taken its bonus action", ErrNoBonus, s.cite(s.rs.Combat.Sections.YourTurn), c.ID)
	}
	return d.swing(c, t, a, swingOpts{uses: uses, noMod: true})
}

// checkStrike refuses what an attack's options make wrong before any die
// is rolled: an unknown mastery, a Cleave target that does not fit.
func (d *decider) checkStrike(c, t *Combatant, a *Attack, o swingOpts) error {
	s := d.s
	if a.Mastery != "" && !slices.Contains(masteries, a.Mastery) {
		return fmt.Errorf("%w %q on %s (want one of %v)", ErrNoMastery, a.Mastery, a.ID, masteries)
	}
	if o.other == "" {
		return nil
	}
	cite := s.cite(s.rs.Combat.Actions.Masteries + ", Cleave")
	o2, err := s.must(o.other)
	if err != nil {
		return err
	}
	switch {
	case s.rs.Combat.Actions.Masteries == "" || a.Mastery != "cleave":
		return fmt.Errorf("%w: a second target needs the Cleave mastery (%s)", ErrNoMastery, cite)
	case c.CleaveUsed:
		return fmt.Errorf("%w (%s): Cleave once a turn", ErrBadCommand, cite)
	case o2 == t || o2 == c || Feet(Point(t.Position), Point(o2.Position)) > 5 || Feet(Point(c.Position), Point(o2.Position)) > a.reach():
		return fmt.Errorf("%w (%s): %s must be another creature within 5 ft of %s and within %s's reach", ErrOutOfReach, cite, o2.ID, t.ID, a.ID)
	}
	return nil
}

// afterStrike is what follows an attack roll: the weapon's mastery, then
// readied attacks the attack sets off.
func (d *decider) afterStrike(c, t *Combatant, a *Attack, o *swingOpts, hit bool) error { // o by pointer: swing's, some 60 bytes
	s := d.s
	if s.Over {
		return nil
	}
	if s.rs.Combat.Actions.Masteries != "" && a.Mastery != "" {
		if err := d.mastery(c, t, a, *o, hit); err != nil {
			return err
		}
	}
	if o.reaction || o.uses == "reaction" || s.Over {
		return nil
	}
	if o.calm { // a probe's kept stop, rolled: no attack readied (swing)
		if checkCeilings {
			for _, h := range s.Creatures {
				if h.Readied != nil && h.Readied.Trigger == "attack" {
					panic("combat: " + h.ID + " has an attack readied after a calm strike of " + c.ID)
				}
			}
		}
		return nil
	}
	return d.attackTrigger(c)
}

// abilityMod is the ability modifier an attack adds, and its name; 0 for
// an attack given by its whole bonus.
func abilityMod(c *Combatant, a *Attack) (int, string) {
	if a.ToHit != nil || a.Ability == "" {
		return 0, ""
	}
	ab, err := rules.ParseAbility(a.Ability)
	if err != nil {
		return 0, ""
	}
	return c.Mod(ab), ab.String()
}

// mastery applies a weapon's mastery property (SRD 5.2.1, Equipment,
// Mastery Properties).
func (d *decider) mastery(c, t *Combatant, a *Attack, o swingOpts, hit bool) error {
	s := d.s
	cite := s.cite(s.rs.Combat.Actions.Masteries + ", " + strings.ToUpper(a.Mastery[:1]) + a.Mastery[1:])
	mod, ab := abilityMod(c, a)
	dealt := 0
	if hit {
		dealt = s.last.Dealt
	}
	switch {
	case a.Mastery == "graze" && !hit && mod > 0 && !t.Dead:
		if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: a.ID, Amount: mod, Type: a.Type,
			Magical: a.Magical, Explain: []rules.Term{{Value: mod, Source: "graze: " + ab, Rule: cite}}}); err != nil {
			return err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		if err := d.afterDamage(t, s.last.Dealt); err != nil {
			return err
		}
		return d.checkEnd()
	case !hit || t.Dead:
		return nil
	case a.Mastery == "cleave" && o.other != "":
		o2, _ := s.must(o.other)
		return d.swing(c, o2, a, swingOpts{uses: "cleave", noMod: true})
	case a.Mastery == "push" && rules.SizeIndex(t.Size) <= rules.SizeIndex("large"):
		var path []Point
		for n := 1; n <= 2; n++ {
			p := away(Point(c.Position), Point(t.Position), n)
			if !s.free(p, t) {
				break
			}
			path = append(path, p)
		}
		if len(path) == 0 {
			return nil
		}
		return d.emit(&Event{Kind: Pushed, Who: c.ID, Target: t.ID, Path: path, Option: "push"})
	case a.Mastery == "sap":
		return d.emit(&Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: "sap"})
	case a.Mastery == "slow" && dealt > 0:
		return d.emit(&Event{Kind: Marked, Who: c.ID, Target: t.ID, Type: "slow"})
	case a.Mastery == "vex" && dealt > 0:
		return d.emit(&Event{Kind: Marked, Who: c.ID, Target: c.ID, Type: "vex", Other: t.ID})
	case a.Mastery == "topple" && t.standing():
		dc := 8 + mod + c.ProficiencyBonus()
		test := rules.Test{Kind: rules.Save, Ability: rules.CON, DC: dc, Adv: s.SaveAdv(t.ID, rules.CON)}
		saved, err := d.roll(t, c, "topple", test)
		if err != nil || saved {
			return err
		}
		return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "prone", Option: "add", Reason: "topple"})
	}
	return nil
}

// afterDamage is what damage dealt to t brings: a concentration save (or
// the end of concentration at 0 hit points), and falling prone at 0 hit
// points (the Prone stays when consciousness comes back).
func (d *decider) afterDamage(t *Combatant, dealt int) error {
	s := d.s
	// A creature still up, with no grant, no concentration and no lasting
	// grant in the fight to set off (the summary's, asked as damaged asks
	// it), still s's own: each step below would do nothing but add to a
	// held concentration save (Test TestAfterDamageQuiet).
	if !afterDamageSteps && !t.Dead && t.HP > 0 && len(t.Grants) == 0 && t.Concentration == "" &&
		(dealt <= 0 || s.Over || !d.may(sumLasting)) && s.Get(t.ID) == t {
		if d.holding {
			d.held += dealt
		}
		return nil
	}
	if err := d.shareDamage(t, dealt); err != nil { // check_grant.go: Warding Bond
		return err
	}
	if err := d.damaged(t, dealt); err != nil { // trigger_damaged.go: Slimy Doom
		return err
	}
	if t.Dead {
		return d.concentrationCheck(t.ID) // death ends concentration and its spell's conditions (cast.go)
	}
	if err := d.relentless(t); err != nil { // feature_relentless.go: Relentless Rage
		return err
	}
	list, g := s.Creatures, s.Get(t.ID)
	if err := d.gift(g); err != nil { // feature_gift.go: Gift of the Protectors
		return err
	}
	if g == nil || !s.sameList(list) { // else g, still s's (state.go)
		t = s.Get(t.ID)
	} else {
		t = g
	}
	if d.holding { // one save for an attack's every part (concentration_hold.go)
		d.held += dealt
	} else if err := d.concentrationSave(t, dealt); err != nil {
		return err
	}
	if t.HP == 0 && t.Has(s.rs, "prone") && !hasInstance(t, "prone") {
		return d.emit(&Event{Kind: Conditioned, Target: t.ID, Type: "prone", Option: "add", Reason: "0 hit points"})
	}
	return nil
}

// afterDamageSteps, set by a test alone, has afterDamage take its every
// step.
var afterDamageSteps bool

// concentrationSave is the save a concentrating t makes after taking
// dealt damage (or its concentration ends, at 0 hit points).
func (d *decider) concentrationSave(t *Combatant, dealt int) error {
	s := d.s
	if s.rs.Spell.NoDamageSave && t.HP > 0 {
		return nil // next-2013: damage calls for no concentration save (rules/casting.go)
	}
	if t.Concentration != "" && dealt > 0 {
		if t.HP == 0 {
			if err := d.emit(&Event{Kind: Acted, Who: t.ID, Action: "concentrate", Uses: "none"}); err != nil {
				return err
			}
		} else {
			var res rules.ConcentrationResult
			cl := t.Creature.Fork()
			faces, err := rollOn(d.r, func(r dice.Roller) error {
				var err error
				res, err = s.rs.ConcentrationSave(cl, dealt, r)
				return err
			})
			if err != nil {
				return err
			}
			if err := d.emit(&Event{Kind: Concentrated, Who: t.ID, Dice: faces, Total: res.Save.Total, Hit: !res.Lost,
				Amount: dealt, Option: res.Spell, Mode: res.Save.Mode.String(), Explain: res.Save.Explain}); err != nil {
				return err
			}
		}
	}
	return nil
}

// charge: the Charge action (next-2013): against a target 10 ft away or
// more, move up to half the speed until it is within reach, make one
// melee attack, and the turn ends. Decision: an opportunity attack that
// interrupts the charge's movement ends the charge there, without its
// attack.
func (d *decider) charge(c *Combatant, cmd Command, cite string) error {
	s := d.s
	t, a, err := s.targetAttack(c, &cmd)
	if err != nil {
		return err
	}
	if !a.Melee() {
		return fmt.Errorf("%w (%s): a charge ends in a melee attack; %s is ranged", ErrCharge, cite, a.ID)
	}
	from := Point(c.Position)
	if Feet(from, Point(t.Position)) < 10 {
		return fmt.Errorf("%w (%s): %s is %d ft away", ErrCharge, cite, t.ID, Feet(from, Point(t.Position)))
	}
	budget := s.speed(c) / 2 * 2 / 5
	var path []Point
	if Feet(from, Point(t.Position)) > a.reach() {
		w := s.ways(c)
		best, bestCost := Point{-1, -1}, -1
		for y := range s.Grid.Height {
			for x := range s.Grid.Width {
				p := Point{x, y}
				dist := w.dist[w.at(p)]
				if dist < 0 || dist > budget || Feet(p, Point(t.Position)) > a.reach() || (s.At(p) != nil && s.At(p) != c) {
					continue
				}
				if bestCost < 0 || dist < bestCost {
					best, bestCost = p, dist
				}
			}
		}
		if bestCost < 0 {
			return fmt.Errorf("%w (%s): no square within %s's reach of %s is within half of %s's speed", ErrCharge, cite, a.ID, t.ID, c.ID)
		}
		path = w.to(best)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "charge", Uses: "action", Target: t.ID}); err != nil {
		return err
	}
	if len(path) > 0 {
		if err := d.walk(c, path, nil); err != nil {
			return err
		}
	}
	if s.Pending != nil || s.Over || !c.standing() || (len(path) > 0 && Point(c.Position) != path[len(path)-1]) {
		return nil
	}
	if err := d.swing(c, t, a, swingOpts{uses: "none"}); err != nil {
		return err
	}
	if s.Over || s.Current() != c {
		return nil
	}
	if err := d.turnEvent(&Event{Kind: TurnEnded, Who: c.ID}); err != nil {
		return err
	}
	return d.nextTurn()
}

// coupDeGrace: the Coup de Grace (next-2013): a melee attack on an
// unconscious creature within 5 ft; a hit is a critical hit, and kills a
// target already at 0 hit points (the rules core's CoupDeGrace).
func (d *decider) coupDeGrace(c *Combatant, cmd Command, cite string) error {
	s := d.s
	t, a, err := s.targetAttack(c, &cmd)
	if err != nil {
		return err
	}
	switch {
	case !t.Has(s.rs, "unconscious"):
		return fmt.Errorf("%w (%s): %s is not unconscious", ErrNotHelpless, cite, t.ID)
	case !a.Melee() || Feet(Point(c.Position), Point(t.Position)) > 5:
		return fmt.Errorf("%w (%s): a coup de grace is a melee attack within 5 ft", ErrOutOfReach, cite)
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "coup_de_grace", Uses: "action", Target: t.ID}); err != nil {
		return err
	}
	return d.swing(c, t, a, swingOpts{uses: "none", crit: true, coup: true})
}

// targetAttack looks up a command's target and the attack c makes with it:
// the lookup every attack decider starts with.
func (s *State) targetAttack(c *Combatant, cmd *Command) (*Combatant, *Attack, error) {
	t, err := s.must(cmd.Target)
	if err != nil {
		return nil, nil, err
	}
	a, err := c.attack(cmd.Attack)
	if err != nil {
		return nil, nil, err
	}
	return t, a, nil
}
