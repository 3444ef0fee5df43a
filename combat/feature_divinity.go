package combat

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// turnedAs are the conditions a Turn Undead grant is played as: 2014's
// turned creature can take no reaction and, of actions, only Dash, Dodge
// or an escape, which the engine plays as Incapacitated (decision).
var turnedAs = map[string][]string{"turned": {"incapacitated"}}

// turnSource is the source of the conditions who's Turn Undead gives.
func turnSource(who string) string { return concentrationSource("turn-undead", who) }

// turnUndead: Channel Divinity as an action (the Magic action in 2024):
// each undead within 30 ft (2024: each hostile one, the cleric's choice)
// makes a Wisdom save against the spell save DC or is turned for a
// minute, which damage ends (SRD 5.2.1, Cleric, Channel Divinity; SRD
// 5.1, Cleric, Channel Divinity: Turn Undead). The conditions are those of
// the save node's failure: Frightened and Incapacitated (2024), turned
// (2014: turnedAs).
func turnUndead(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	var area *content.Effect
	content.WalkAll(u.f.Feature.Effects, func(e *content.Effect) {
		if area == nil && e.Kind == content.KindArea && slices.Contains(e.Only, "undead") {
			area = e
		}
	})
	if area == nil {
		return fmt.Errorf("%w (%s): no Turn Undead in the feature", ErrNoClassFeature, u.cite())
	}
	save := firstNode(area.Then, content.KindSave)
	if save == nil {
		return fmt.Errorf("%w (%s): no save in Turn Undead", ErrNoClassFeature, u.cite())
	}
	var conds []string
	for _, f := range save.Fail {
		switch {
		case f.Kind == content.KindCondition:
			conds = append(conds, f.Condition)
		case f.Kind == content.KindGrant:
			conds = append(conds, turnedAs[f.Grant]...)
		}
	}
	choice := area.Value == "chosen"
	var targets []*Combatant
	for _, t := range s.Creatures {
		if t.standing() && t.kind() == "undead" && between(c, t) <= area.Size && (!choice || hostile(c, t)) {
			targets = append(targets, t)
		}
	}
	if err := d.pay(u, max(1, u.count)); err != nil {
		return err
	}
	dc, _ := s.SpellDC(c)
	ab, err := rules.ParseAbility(save.Ability)
	if err != nil {
		return err
	}
	dur := spellDuration(content.Duration{Unit: "minute", Amount: 1}, c.ID)
	for _, t := range targets {
		res, err := d.rollSave(t, c, u.name, s.saveTest(t, ab, dc))
		if err != nil {
			return err
		}
		if res.Success {
			continue
		}
		for _, n := range conds {
			if t.ConditionImmune[n] {
				continue
			}
			if err := d.emit(&Event{Kind: SpellConditioned, Who: c.ID, Target: t.ID, Action: "turn-undead", Type: n, Duration: &dur}); err != nil {
				return err
			}
		}
	}
	return nil
}

// divineSpark: Channel Divinity as a Magic action at a creature within 30
// ft: 1d8 (more d8s at cleric levels 7, 13 and 18) + the Wisdom modifier,
// healed, or taken as necrotic or radiant damage on a failed Constitution
// save, half on a success (SRD 5.2.1, Cleric, Channel Divinity). Option
// heal, necrotic or radiant; by default an ally is healed and an enemy
// takes radiant damage.
func divineSpark(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	t, err := s.must(u.cmd.Target)
	if err != nil {
		return fmt.Errorf("%w (%s): divine-spark names its target: %w", ErrFeatureTarget, u.cite(), err)
	}
	if between(c, t) > 30 {
		return fmt.Errorf("%w (%s): %s is %d ft from %s, more than 30 ft", ErrOutOfReach, u.cite(), t.ID, between(c, t), c.ID)
	}
	heal := firstNode(u.f.Feature.Effects, content.KindHeal)
	save := firstNode(u.f.Feature.Effects, content.KindSave)
	if heal == nil || save == nil {
		return fmt.Errorf("%w (%s): no Divine Spark in the feature", ErrNoClassFeature, u.cite())
	}
	how := cmp.Or(u.cmd.Option, "radiant")
	if u.cmd.Option == "" && !hostile(c, t) {
		how = "heal"
	}
	if how != "heal" && how != "necrotic" && how != "radiant" {
		return fmt.Errorf("%w (%s): divine-spark heals or deals necrotic or radiant damage, not %q", ErrFeatureTarget, u.cite(), how)
	}
	if err := d.pay(u, max(1, u.count)); err != nil {
		return err
	}
	dice := scaled(heal.Dice, heal.Levels, u.f.Level)
	wis := c.Mod(rules.WIS)
	if how == "heal" {
		return d.healBy(u, t, dice, wis, "wis")
	}
	dc, _ := s.SpellDC(c)
	ab, err := rules.ParseAbility(save.Ability)
	if err != nil {
		return err
	}
	amount, faces, terms, err := s.rollDamage(&Attack{ID: u.name, ToHit: new(int), Damage: dice + "+" + strconv.Itoa(wis), Type: how}, c, false, d.r)
	if err != nil {
		return err
	}
	res, err := d.rollSave(t, c, u.name, s.saveTest(t, ab, dc))
	if err != nil {
		return err
	}
	if res.Success {
		half := amount / 2
		terms = append(terms, rules.Term{Value: half - amount, Source: "half on a successful save (DC " + strconv.Itoa(dc) + ")", Rule: u.cite()})
		amount = half
	}
	if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: u.name, Dice: faces, Amount: amount, Type: how, Magical: true, Explain: terms}); err != nil {
		return err
	}
	d.events[len(d.events)-1].Dealt = s.last.Dealt
	if err := d.afterDamage(s.Get(t.ID), s.last.Dealt); err != nil {
		return err
	}
	return d.checkEnd()
}

// preserveLife: Channel Divinity as an action restores 5 x the cleric
// level hit points divided among creatures within 30 ft, none above half
// its hit point maximum, not undead or constructs (SRD 5.1, Cleric, Life
// Domain, Channel Divinity: Preserve Life). Decision: the pool goes to
// the creatures of the cleric's side, the most hurt first, each up to
// half its maximum.
func preserveLife(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	heal := firstNode(u.f.Feature.Effects, content.KindHeal)
	if heal == nil {
		return fmt.Errorf("%w (%s): no healing in the feature", ErrNoClassFeature, u.cite())
	}
	pool := u.f.Level * 5
	if k, ok := strings.CutSuffix(heal.Value, "*level"); ok {
		n, _ := strconv.Atoi(k)
		pool = n * u.f.Level
	}
	var list []*Combatant
	for _, t := range s.Creatures {
		if !t.Dead && !hostile(c, t) && between(c, t) <= 30 && t.HP < t.MaxHP/2 && t.kind() != "undead" && t.kind() != "construct" {
			list = append(list, t)
		}
	}
	slices.SortStableFunc(list, func(a, b *Combatant) int { return cmp.Compare(a.HP-a.MaxHP/2, b.HP-b.MaxHP/2) })
	if len(list) == 0 {
		return fmt.Errorf("%w (%s): no creature within 30 ft of %s is below half its hit points", ErrFeatureTarget, u.cite(), c.ID)
	}
	if err := d.pay(u, max(1, u.count)); err != nil {
		return err
	}
	for _, t := range list {
		n := min(pool, t.MaxHP/2-t.HP)
		if n <= 0 {
			continue
		}
		pool -= n
		terms := []rules.Term{{Value: n, Source: "preserve life, up to half the hit point maximum", Rule: u.cite()}}
		if err := d.emit(&Event{Kind: Healed, Who: c.ID, Target: t.ID, Action: u.name, Amount: n, Explain: terms}); err != nil {
			return err
		}
	}
	return nil
}

// layOnHands: touch a creature (itself too) and restore hit points from
// the pool, as many as Amount (default: what the target lacks, as far as
// the pool goes); or, with Option poison, spend 5 to end its Poisoned
// condition; an action in 2014, a bonus action in 2024; 2014 not on
// undead or constructs (SRD 5.2.1, Paladin, Lay On Hands; SRD 5.1,
// Paladin, Lay on Hands).
func layOnHands(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	t := c
	if u.cmd.Target != "" {
		var err error
		if t, err = s.must(u.cmd.Target); err != nil {
			return err
		}
	}
	var unaffected []string
	content.WalkAll(u.f.Feature.Effects, func(e *content.Effect) { unaffected = append(unaffected, e.Unaffected...) })
	r, _ := c.Resource(u.resource)
	switch {
	case t.Dead:
		return fmt.Errorf("%w: %s", ErrDeadTarget, t.ID)
	case between(c, t) > 5:
		return fmt.Errorf("%w (%s): %s is %d ft from %s; Lay on Hands is a touch", ErrOutOfReach, u.cite(), t.ID, between(c, t), c.ID)
	case slices.Contains(unaffected, t.kind()) && t.kind() != "":
		return fmt.Errorf("%w (%s): no effect on %s (%s)", ErrFeatureTarget, u.cite(), t.ID, t.kind())
	}
	if u.cmd.Option == "poison" {
		if !t.Has(s.rs, "poisoned") {
			return fmt.Errorf("%w (%s): %s is not poisoned", ErrFeatureTarget, u.cite(), t.ID)
		}
		if err := d.pay(u, 5); err != nil {
			return err
		}
		return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: "poisoned", Option: "end"})
	}
	n := u.cmd.Amount
	if n == 0 {
		n = min(r.Uses, t.MaxHP-t.HP)
	}
	if n <= 0 {
		return fmt.Errorf("%w (%s): %s has %d hit points to give and %s lacks %d", ErrFeatureTarget, u.cite(), c.ID, r.Uses, t.ID, t.MaxHP-t.HP)
	}
	if err := d.pay(u, n); err != nil {
		return err
	}
	terms := []rules.Term{{Value: n, Source: "lay on hands pool", Rule: u.cite()}}
	return d.emit(&Event{Kind: Healed, Who: c.ID, Target: t.ID, Action: u.name, Amount: n, Explain: terms})
}
