package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// attack makes one attack roll of c against t with a through the
// ruleset's D20 test, and on a hit rolls damage and deals it through the
// ruleset's damage pipeline. reaction says it is an opportunity attack.
func (d *decider) attack(c, t *Combatant, a *Attack, reaction bool) error {
	o := swingOpts{reaction: reaction, other: d.other}
	d.other = "" // Cleave's second target goes with the first attack only
	return d.swing(c, t, a, o)
}

// longRange is the disadvantage of an attack at long range, the first on
// its list: shared by every attack and never written (its capacity is
// its length, so appending to it copies).
var longRange = []string{"long range"}[:1:1]

// swing is attack with the options of the actions in action_*.go:
// another resource, every hit critical, no ability modifier to damage.
func (d *decider) swing(c, t *Combatant, a *Attack, o swingOpts) error {
	if k := &d.known; k.a != nil && k.a == a && k.c == c && k.t == t && !o.reaction && o.other == "" && d.reason != "spell" { // a probe: found legal before (check.go)
		k.hit = true
		return errStopped
	}
	if p := d.pre; p != nil && p.known.a == a && p.known.c == c && p.known.t == t && !o.reaction && o.other == "" { // a Multiattack step probed first (stepProbed)
		d.pre = nil
		st := p.stop
		if b := st.test.Bonus; a.ToHit != nil && len(b) > 0 && b[0].Source == "" {
			b[0].Source = bonusSource(a.ID) // the to-hit term, whose source the probe left out (decider.bonusSource)
		}
		return d.swingRoll(c, t, a, &o, st.dist, &st.test, st.cover, st.ac)
	}
	if w := d.s.weigh; w != nil && !d.probe {
		if st := w.swing(d, c, t, a, &o); st != nil { // weigh.go: Auto's weighing probed this very attack in this very state
			// Its probe (probeOdds) was made only with no creature's
			// attack readied, in this very version; the strike's own
			// events ready none (only a Ready action's does): afterStrike
			// need not look for one (attackTrigger).
			o.calm = true
			if t.ReactAC == 0 && d.reacts.ac == nil {
				// The roll reads the kept test and writes nothing in it
				// (reactAC raises its DC only for a reaction's AC): no
				// copy of its 300 bytes, as with a stepProbed stop.
				return d.swingRoll(c, t, a, &o, st.dist, &st.test, st.cover, st.ac)
			}
			test := st.test // reactAC raises the DC of the roll's test, not the kept one's
			return d.swingRoll(c, t, a, &o, st.dist, &test, st.cover, st.ac)
		}
	}
	reaction := o.reaction
	if a.Mastery != "" || o.other != "" { // checkStrike has nothing to check otherwise
		if err := d.checkStrike(c, t, a, o); err != nil {
			return err
		}
	}
	// What a creature's grants, a zone or Reckless Attack could change of
	// the attack; none of them for most attacks (plain: the hooks below
	// have nothing to do and are not called).
	plain := len(c.Grants) == 0 && len(t.Grants) == 0 && len(d.s.Zones) == 0 && !c.Class.Reckless && !t.Class.Reckless
	if !plain {
		// apart names no barrier without a zone (eachBarrier) nor a
		// sphere without an enclosed grant (sphereOf), as cast.go asks.
		if b := d.s.apart(c, t); b != "" { // aura_barrier.go: Wall of Force, Resilient Sphere
			return fmt.Errorf("%w: %s and %s are on two sides of %s", ErrBlocked, c.ID, t.ID, b)
		}
		if len(d.s.Zones) > 0 { // no aura without a zone
			if err := d.s.reachesThrough(c, t, a); err != nil { // aura_rules.go: Antilife Shell
				return err
			}
		}
	}
	s, cr := d.s, &d.s.rs.Combat // a pointer: the combat rules are a large struct
	cite := s.citeAttack()
	if t.Dead {
		return fmt.Errorf("%w: %s", ErrDeadTarget, t.ID)
	}
	if t == c {
		return fmt.Errorf("%w: %s can't attack itself", ErrBadCommand, c.ID)
	}
	dist := between(c, t) // height counted (fly.go)
	var adv, dis []string
	if d.unseen { // trigger_hound.go: Faithful Hound's bite
		adv = append(adv, "unseen attacker")
	}
	if !a.Melee() || dist > a.reach() {
		long := max(a.Range[0], a.Range[1])
		if d.probe && !reaction && (a.Range[0] == 0 || dist > long) {
			return ErrOutOfReach // a probe keeps only whether (check.go)
		}
		switch {
		case a.Range[0] == 0:
			return fmt.Errorf("%w (%s): %s is %d ft from %s; %s reaches %d ft", ErrOutOfReach, cite, t.ID, dist, c.ID, a.ID, a.reach())
		case reaction:
			return fmt.Errorf("%w (%s): an opportunity attack is a melee attack", ErrBadCommand, s.cite(cr.Sections.Opportunity))
		case dist > long:
			return fmt.Errorf("%w (%s): %s is %d ft from %s; %s has a range of %d/%d ft", ErrOutOfReach, cite, t.ID, dist, c.ID, a.ID, a.Range[0], long)
		case dist > a.Range[0]:
			dis = longRange // nothing before it: the shared list, full, so an append copies
		}
		if o, ok := s.pressedBy(c); ok && !checkCeilings { // weigh.go: the weighing's ceiling scanned for it in this very version (sureDis)
			if o != nil {
				dis = append(dis, "ranged with "+o.ID+" adjacent")
			}
		} else {
			var by *Combatant
			cx, cy := c.Position[0]-1, c.Position[1]-1 // the corner of the 3x3 block around c
			for _, o := range s.Creatures {
				if uint(o.Position[0]-cx) > 2 || uint(o.Position[1]-cy) > 2 {
					continue // not in a square next to c's (nor in it): more than 5 ft away, as between says
				}
				if between(o, c) <= 5 && o.standing() && !sameSide(o, c) {
					if ok, _ := s.canAct(o); ok {
						dis = append(dis, "ranged with "+o.ID+" adjacent")
						by = o
						break
					}
				}
			}
			if !ok {
				s.notePressed(c, by) // weigh.go: for the next probes of c in this very version (a character's weighing)
			}
			if checkCeilings && ok && o != by {
				panic(fmt.Sprintf("combat: the weighing found %v next to %s, swing %v", o, c.ID, by))
			}
		}
	}
	// The target's conditions (advantage, disadvantage, a critical hit
	// from within 5 feet) are the ruleset's, applied by rules.Test.
	if t.Dodging && t.Speed(s.rs) > 0 { // the flag first: canAct asks for five conditions
		if ok, _ := s.canAct(t); ok {
			dis = append(dis, "target dodging")
		}
	}
	adv, dis, coverBonus, coverTerm, err := s.space(c, t, dist, adv, dis) // cover.go
	if err != nil {
		return err
	}
	ac := s.rs.DefenseValue(t.Creature) // the AC, or 5efp's Defense (10 + DEX)
	// The test is made in the decider's rollStop, where a probe leaves it
	// (check.go) and from where the roll reads it: no copy of its 300
	// bytes. Nothing reads it after the roll, before which no other
	// attack is made on this decider.
	test := &d.stop.test
	// Zeroed, then set field by field: a literal of it is built aside
	// and copied in (300 bytes twice).
	*test = rules.Test{}
	test.Kind, test.Ability, test.DC, test.Adv, test.Dis = rules.Attack, rules.NoAbility, ac+coverBonus, adv, dis
	test.Target, test.Against, test.Feet = t.ID, t.Creature, dist
	if !plain || c.Senses.Blindsight != 0 || c.Senses.Truesight != 0 || t.Senses.Blindsight != 0 || t.Senses.Truesight != 0 {
		test.IgnoreOwn, test.IgnoreTarget = s.ignored(c, t) // special senses (senses.go); none without these (its first test)
	}
	if a.ToHit != nil {
		test.Bonus = d.bonusTerm(rules.Term{Value: *a.ToHit, Source: d.bonusSource(a.ID), Rule: cite})
	} else {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return fmt.Errorf("combat: attack %s needs to_hit or an ability: %w", a.ID, err)
		}
		test.Ability = ab
		if a.Proficient {
			test.Bonus = d.bonusTerm(rules.Term{Value: c.ProficiencyBonus(), Source: "proficiency", Rule: s.cite("Proficiency Bonus")})
		}
	}
	// A magic weapon's +N, Archery (attack_bonus.go).
	test.Bonus = a.withBonus(test.Bonus)
	var acTerms []rules.Term
	if !plain { // each returns at once with no grant, zone or Reckless Attack
		acTerms = s.grantsOnAttack(c, t, attackKind(a.Melee() && dist <= a.reach(), d.reason == "spell"), test) // grant.go
		s.recklessAttack(c, t, a, a.Melee() && dist <= a.reach() && d.reason != "spell", test)                  // feature_reckless.go
		s.abilityAttack(c, a, d.reason == "spell", test)                                                        // grant_play.go: Ray of Enfeeblement
	}
	s.sunlightAttack(c, test) // sunlight.go
	if d.probe {              // checks only: the roll is the caller's (check.go)
		d.stop.cover, d.stop.ac, d.stop.dist = coverTerm, acTerms, dist
		return errStopped
	}
	return d.swingRoll(c, t, a, &o, dist, test, coverTerm, acTerms)
}

// swingRoll is swing from its roll on: the roll, the reactions to it, the
// damage and what follows a hit. It is its own function so that the
// probes, which stop before the roll, do not set up its frame. Do makes
// an attack sureAttack finds sure without a backup (attack_sure.go): a
// hook added here that could refuse the attack must be excluded there.
func (d *decider) swingRoll(c, t *Combatant, a *Attack, o *swingOpts, dist int, test *rules.Test, coverTerm rules.Term, acTerms []rules.Term) error {
	s, reaction := d.s, o.reaction
	var reactTerms []rules.Term
	if t.ReactAC > 0 || d.reacts.ac != nil { // reactAC has nothing to add otherwise
		reactTerms = d.reactAC(t, test) // AC from reactions (reaction.go)
	}
	var rec *recorder
	roller := d.r
	if d.reacts.offer && t.Statblock != nil { // a reaction may hold the attack up: keep its faces
		rec = d.recording() // explain_room.go
		roller = rec
	}
	res, err := d.rollTest(c.Creature, test, roller, len(t.ReactionSpells) == 0)
	if err != nil {
		return err
	}
	if len(acTerms) > 0 {
		res.Explain = append(res.Explain, acTerms...)
	}
	if len(t.ReactionSpells) > 0 { // shieldReact needs one
		if err := d.shieldReact(t, res, test.DC); err != nil { // cast_react.go: Shield
			return err
		}
	}
	if coverTerm.Source != "" {
		res.Explain = append(res.Explain, coverTerm)
	}
	if len(reactTerms) > 0 {
		res.Explain = append(res.Explain, reactTerms...)
	}
	if rec != nil {
		if held, err := d.offerReaction(c, t, a, o, dist, res, rec.faces); held || err != nil { // reaction.go
			return err
		}
	} else if res.Success && t.Statblock != nil { // autoReact's own first test, in part: a miss, or a target with no stat block, takes no reaction
		if err := d.autoReact(c, t, a, o, dist, res); err != nil { // reaction_auto.go: attacks that cannot wait
			return err
		}
	}
	// What follows reads the result's mode and success alone, kept here:
	// res may be the decider's room, which the next test writes.
	mode, hit := res.Mode, res.Success
	crit := res.Crit || (hit && o.crit)
	e := d.next() // built in place (decide.go)
	e.Kind, e.Who, e.Target, e.Attack, e.Reaction, e.Reason = Attacked, c.ID, t.ID, a.ID, reaction, d.reason
	e.Dice, e.Total, e.Mode, e.Hit, e.Crit, e.Explain = res.Dice, res.Total, mode.String(), hit, crit, res.Explain
	e.Uses = o.uses
	if err := d.emitKind(e, codeAttacked); err != nil {
		return err
	}
	if !hit {
		if d.calmAfter(a, o) {
			return nil
		}
		return d.afterStrike(c, t, a, o, false)
	}
	amount, faces, terms, err := d.rollDamage(a, c, crit)
	if err != nil {
		return err
	}
	if d.cast != nil && d.cast.c == c && a.ID == d.cast.sp.ID { // metamagic.go: Empowered Spell on a spell attack
		if amount, faces, terms, err = d.cast.empowerAttack(a.Damage, crit, amount, faces, terms); err != nil {
			return err
		}
	}
	granted := len(c.Grants) > 0 // what follows reads the attacker's grants: none, nothing to do
	if granted {
		if amount, terms, err = d.grantPenalty(c, amount, terms); err != nil { // grant.go: Ray of Enfeeblement
			return err
		}
		amount, terms = s.halfStrength(c, a, d.reason == "spell", amount, terms) // grant_play.go: 2014 Ray of Enfeeblement
	}
	if o.noMod {
		amount, terms = noModifier(terms)
	}
	if granted {
		// Rage's damage on a Strength attack (feature_rage.go).
		amount, terms = d.rageDamage(c, a, a.Melee() && dist <= a.reach(), amount, terms)
	}
	if c.SneakDice > 0 { // sneakAttack needs dice
		if amount, faces, terms, err = d.addSneak(c, t, a, mode, crit, amount, faces, terms); err != nil { // extra_attack.go
			return err
		}
	}
	kind, k := Damaged, codeDamaged
	if o.coup {
		kind, k = CoupDamaged, codeOther
	}
	e = d.next() // built in place (decide.go)
	e.Kind, e.Who, e.Target, e.Attack, e.Dice, e.Amount = kind, c.ID, t.ID, a.ID, faces, amount
	e.Type, e.Crit, e.Magical, e.Explain = a.Type, crit, a.Magical, terms
	if err := d.emitKind(e, k); err != nil {
		return err
	}
	d.events[len(d.events)-1].Dealt = s.last.Dealt
	dealt := s.last.Dealt
	if granted || len(t.Grants) > 0 { // grantDamage reads the two creatures' grants alone
		if dealt, err = d.grantDamage(c, t, attackKind(a.Melee() && dist <= a.reach(), d.reason == "spell"), a.Type, crit, dealt); err != nil { // grant.go
			return err
		}
	}
	if len(a.Extra) > 0 {
		if dealt, err = d.extraDamage(c, t, a, crit, dealt); err != nil { // attack_extra.go: Lifedrinker
			return err
		}
	}
	if d.rider != nil {
		if dealt, err = d.riderHit(c, t, a, crit, dealt); err != nil { // feature_smite.go: Divine Smite, Eldritch Smite
			return err
		}
	}
	if err := d.afterDamage(t, dealt); err != nil {
		return err
	}
	if err := d.checkEnd(); err != nil {
		return err
	}
	if !s.Over {
		if !d.unstirred(t) {
			if err := d.rebuke(t, c); err != nil { // cast_react.go: Hellish Rebuke
				return err
			}
		}
		if err := d.auraStruck(c, t, a.Melee() && dist <= a.reach()); err != nil { // aura_rules.go: Holy Aura
			return err
		}
		if err := d.struck(c, t, a.Melee() && dist <= a.reach(), dealt); err != nil { // trigger.go: Fire Shield, Bestow Curse
			return err
		}
	}
	if d.calmAfter(a, o) {
		return nil
	}
	return d.afterStrike(c, t, a, o, true)
}

// calmAfter reports whether afterStrike has nothing to do after a strike
// with a and o: rolled from a probe's kept stop (calm: no attack readied),
// with no mastery to apply, outside the ceilings' checks (which look for
// a readied attack there all the same).
func (d *decider) calmAfter(a *Attack, o *swingOpts) bool {
	return o.calm && !checkCeilings && (a.Mastery == "" || d.s.rs.Combat.Actions.Masteries == "")
}

// rollTest is testOf for swingRoll's attack roll: with inRoom (no
// reaction spell that could make a test of its own before the roll's
// result is read) the result is the decider's room itself, not copied
// out (a TestResult is some 200 bytes); the caller reads it before the
// decider makes another test. Otherwise it is testOf's copied into a
// result of its own, made here: not a local of swingRoll's, which every
// roll would zero (swingRoll passing its address), for the few rolls
// against a creature with a reaction spell.
func (d *decider) rollTest(c *rules.Creature, t *rules.Test, r dice.Roller, inRoom bool) (*rules.TestResult, error) {
	if room := d.room; room != nil && inRoom {
		room.Dice, room.Explain = nil, nil
		if x := d.ex; x != nil {
			room.Dice, room.Explain = x.facesFor(2), x.termsFor(4+len(t.Bonus)) // as testOf
		}
		if ok, err := d.s.rs.PlainAttackInto(c, t, r, room); ok { // the same result by a plain roll's steps alone (rules/test_plain.go)
			return room, err
		}
		err := d.s.rs.TestIntoPtr(c, t, r, room)
		return room, err
	}
	own := new(rules.TestResult)
	var err error
	*own, err = d.testOf(c, t, r)
	return own, err
}

// opportunity resolves the offered opportunity attack: c takes it with a
// melee attack or declines, and the mover, if it still can, goes on.
func (d *decider) opportunity(c *Combatant, cmd Command) error {
	s := d.s
	p := *s.Pending
	if p.Reactor != c.ID {
		return fmt.Errorf("%w (%s): the opportunity attack on %s is offered to %s, not %s",
			ErrNoReaction, s.cite(s.rs.Combat.Sections.Opportunity), p.Mover, p.Reactor, c.ID)
	}
	mover, err := s.must(p.Mover)
	if err != nil {
		return err
	}
	if cmd.Decline {
		if err := d.emit(&Event{Kind: Declined, Who: c.ID}); err != nil {
			return err
		}
	} else {
		a, err := c.attack(cmd.Attack)
		if err != nil {
			return err
		}
		if !a.Melee() {
			return fmt.Errorf("%w (%s): an opportunity attack is a melee attack", ErrBadCommand, s.cite(s.rs.Combat.Sections.Opportunity))
		}
		if err := d.strike(c, mover, a, true); err != nil {
			return err
		}
	}
	if s.Over {
		return nil
	}
	if !mover.standing() {
		// Dropped on its own turn: nothing is left for it to do.
		if s.Current() == mover {
			if err := d.turnEvent(&Event{Kind: TurnEnded, Who: mover.ID}); err != nil {
				return err
			}
			return d.nextTurn()
		}
		return nil
	}
	return d.goOn(mover, p) // jump.go
}

// SaveAdv lists the sources of advantage the fight gives id's saving
// throws of an ability: a dodging creature that can act has advantage on
// Dexterity saves.
func (s *State) SaveAdv(id string, a rules.Ability) []string {
	c := s.Get(id)
	if c == nil || !c.Dodging || a != rules.DEX || c.Speed(s.rs) == 0 {
		return nil
	}
	if ok, _ := s.canAct(c); !ok {
		return nil
	}
	return []string{"dodging"}
}

// citeAttack is s.cite(s.rs.Combat.Sections.Attack): the first of the
// sections NewState cites (state.go; s.rs never changes, and every copy
// shares s.cites), read there without a search (TestCiteAttack).
func (s *State) citeAttack() string {
	if c := s.cites; c != nil {
		return c[0][1]
	}
	return s.cite(s.rs.Combat.Sections.Attack)
}

// unstirred reports whether rebuke(t, c) after a hit has nothing to do,
// as its three parts would find: no reaction spell of t's (Hellish
// Rebuke), no grant anywhere (indifferenceEnds), and t as the state has
// it now gone, dead or without a spell's condition instance (wake).
func (d *decider) unstirred(t *Combatant) bool {
	if len(t.ReactionSpells) > 0 || d.may(sumGrant) {
		return false
	}
	g := d.s.Get(t.ID)
	return g == nil || g.Dead || !g.AnyInstance(bySpell)
}
