package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The class features a hit spends on: 2014 Divine Smite (any slot, a
// melee weapon attack), 2024 Eldritch Smite (a Pact Magic slot, the pact
// weapon, once a turn) and 2024 Lifedrinker (the pact weapon, once a
// turn, a Hit Point Die to heal).
var (
	smiteFeatures = []string{"divine-smite", "eldritch-invocation-eldritch-smite"}
	drinkFeatures = []string{"eldritch-invocation-lifedrinker"}
)

// Smote: Who's hit on Target spends the smite feature Attack's slot of
// level Cost (Type pact: a Pact Magic slot), or (Action drink) takes
// Lifedrinker's once-a-turn die; the damage event follows.
const Smote EventKind = "class_smite"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Smote: applySmote})
}

// rider is what an attack command adds to its hit: a smite at a slot
// level, Lifedrinker's damage type and whether it spends a Hit Point Die.
type rider struct {
	smite *ClassFeature
	level int
	pact  bool
	drink *ClassFeature
	typ   string
	heal  bool
}

// riderOf reads and checks an attack command's smite and drink before the
// attack is rolled, so a rule that forbids them refuses the attack: nil
// when it names neither.
func (d *decider) riderOf(c, t *Combatant, a *Attack, cmd Command) (*rider, error) {
	if cmd.Smite == 0 && cmd.Drink == "" {
		return nil, nil
	}
	r := &rider{level: cmd.Smite}
	if cmd.Smite != 0 {
		if err := d.smiteCheck(c, t, a, r); err != nil {
			return nil, err
		}
	}
	if cmd.Drink != "" {
		if err := d.drinkCheck(c, a, cmd.Drink, r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// smiteCheck refuses a smite the rules don't allow on this attack.
func (d *decider) smiteCheck(c, t *Combatant, a *Attack, r *rider) error {
	s := d.s
	f := c.classFeature(smiteFeatures)
	if f == nil {
		return fmt.Errorf("%w: %s has no smite feature (Divine Smite, Eldritch Smite)", ErrNoClassFeature, c.ID)
	}
	r.smite, r.pact = f, f.Feature.ID != "divine-smite"
	cite := f.Feature.Cite
	switch {
	case r.pact && !a.Pact:
		return fmt.Errorf("%w (%s): %s is not %s's pact weapon", ErrFeatureUse, cite, a.ID, c.ID)
	case r.pact && c.Class.SmiteUsed && c.Class.SmiteAt == [2]int{s.Round, s.Turn}:
		return fmt.Errorf("%w (%s): %s has used Eldritch Smite this turn (once a turn)", ErrFeatureUse, cite, c.ID)
	case r.pact && c.Slots.PactLeft == 0:
		return fmt.Errorf("%w (%s): %s has no Pact Magic slot left", ErrNoUses, cite, c.ID)
	case r.pact && r.level != c.Slots.PactLevel:
		return fmt.Errorf("%w (%s): %s's Pact Magic slots are level %d, not %d", ErrFeatureTarget, cite, c.ID, c.Slots.PactLevel, r.level)
	case !r.pact && (!a.Melee() || between(c, t) > a.reach()):
		return fmt.Errorf("%w (%s): Divine Smite is on a melee weapon attack's hit, and %s with %s is not one", ErrFeatureUse, cite, c.ID, a.ID)
	case !r.pact && !c.SlotLeft(r.level):
		return fmt.Errorf("%w (%s; %s): %s has no level %d slot left", ErrNoUses, cite, s.rs.Spell.SlotCite, c.ID, r.level)
	}
	return nil
}

// drinkCheck refuses a Lifedrinker die the rules don't allow: drink is
// the damage type, with "+heal" to spend a Hit Point Die.
func (d *decider) drinkCheck(c *Combatant, a *Attack, drink string, r *rider) error {
	s := d.s
	f := c.classFeature(drinkFeatures)
	if f == nil {
		return fmt.Errorf("%w: %s has no Lifedrinker of the 2024 rules", ErrNoClassFeature, c.ID)
	}
	cite := f.Feature.Cite
	r.drink = f
	r.typ, r.heal = strings.CutSuffix(drink, "+heal")
	dmg := firstNode(f.Feature.Effects, content.KindDamage)
	if dmg == nil {
		return fmt.Errorf("%w (%s): the feature deals no damage", ErrNoClassFeature, cite)
	}
	types := strings.Split(dmg.Type, "+")
	switch {
	case !slices.Contains(types, r.typ):
		return fmt.Errorf("%w (%s): Lifedrinker deals %s, not %q", ErrFeatureTarget, cite, strings.Join(types, ", "), r.typ)
	case !a.Pact:
		return fmt.Errorf("%w (%s): %s is not %s's pact weapon", ErrFeatureUse, cite, a.ID, c.ID)
	case c.Class.DrinkUsed && c.Class.DrinkAt == [2]int{s.Round, s.Turn}:
		return fmt.Errorf("%w (%s): %s has used Lifedrinker this turn (once a turn)", ErrFeatureUse, cite, c.ID)
	case r.heal && c.HitDice <= 0:
		return fmt.Errorf("%w (%s): %s has no Hit Point Die left to spend", ErrNoUses, cite, c.ID)
	}
	return nil
}

// riderHit deals the attack's smite and Lifedrinker die after the hit's
// own damage, each its own damage event, and returns dealt with theirs
// added: Divine Smite 2d8 radiant, 1d8 more a slot level above 1st, at
// most 5d8, and 1d8 more on an undead or a fiend (SRD 5.1, Classes,
// Paladin, Divine Smite); Eldritch Smite 1d8 force and 1d8 a slot level,
// and Prone on a creature Huge or smaller (SRD 5.2.1, Classes, Warlock,
// Eldritch Smite); Lifedrinker 1d6 of the type chosen, and a Hit Point
// Die's roll + CON (at least 1) healed when spent (SRD 5.2.1, Classes,
// Warlock, Lifedrinker). The dice double on a critical hit.
func (d *decider) riderHit(c, t *Combatant, a *Attack, crit bool, dealt int) (int, error) {
	r := d.rider
	if r == nil {
		return dealt, nil
	}
	d.rider = nil // once: a second hit of the command (Cleave) takes none
	s := d.s
	if r.smite != nil {
		f := r.smite.Feature
		typ := "pact"
		if !r.pact {
			typ = ""
		}
		if err := d.emit(&Event{Kind: Smote, Who: c.ID, Target: t.ID, Attack: f.ID, Cost: r.level, Type: typ, Reason: f.Cite}); err != nil {
			return dealt, err
		}
		for _, x := range smiteDamage(f, r.level, t.kind()) {
			var err error
			if dealt, err = d.riderDamage(c, t, a, crit, dealt, x); err != nil {
				return dealt, err
			}
		}
		if cond := firstNode(f.Effects, content.KindCondition); cond != nil && cond.If == "huge-or-smaller" {
			if t = s.Get(t.ID); t != nil && !t.Dead && !s.Over && rules.SizeIndex(t.Size) <= rules.SizeIndex("huge") && !t.Has(s.rs, cond.Condition) {
				if err := d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: cond.Condition, Option: "add", Reason: f.Name}); err != nil {
					return dealt, err
				}
			}
		}
	}
	if r.drink != nil {
		f := r.drink.Feature
		if err := d.emit(&Event{Kind: Smote, Who: c.ID, Target: t.ID, Attack: f.ID, Action: "drink", Reason: f.Cite}); err != nil {
			return dealt, err
		}
		dmg := firstNode(f.Effects, content.KindDamage)
		var err error
		if dealt, err = d.riderDamage(c, t, a, crit, dealt, ExtraDamage{Dice: dmg.Dice, Type: r.typ, Source: "Lifedrinker", Rule: f.Cite}); err != nil {
			return dealt, err
		}
		if r.heal {
			return dealt, d.drinkHeal(c, r)
		}
	}
	return dealt, nil
}

// smiteDamage is the damage a smite feature deals at a slot level on a
// creature of kind: its spend node's damage, the dice by the slot level
// (a levels table, or "+1d8-per-slot-level"), and a damage node for
// some kinds of creature only (Divine Smite on an undead or a fiend).
func smiteDamage(f *content.ClassFeature, level int, kind string) []ExtraDamage {
	var out []ExtraDamage
	name := strings.TrimPrefix(f.Name, "Eldritch Invocation: ")
	content.WalkAll(f.Effects, func(e *content.Effect) {
		if e.Kind != content.KindDamage {
			return
		}
		if len(e.Only) > 0 && !slices.Contains(e.Only, kind) {
			return
		}
		dice := e.Dice
		if len(e.Levels) > 0 {
			dice = scaled(e.Dice, e.Levels, level)
		}
		if per, ok := strings.CutSuffix(e.Value, "-per-slot-level"); ok {
			if n, sides, ok := simpleDice(strings.TrimPrefix(per, "+")); ok {
				if m, s0, ok := simpleDice(dice); ok && s0 == sides {
					dice = strconv.Itoa(m+n*level) + "d" + strconv.Itoa(sides)
				}
			}
		}
		src := name
		if len(e.Only) > 0 {
			src += " (" + kind + ")"
		}
		out = append(out, ExtraDamage{Dice: dice, Type: e.Type, Source: src, Rule: f.Cite})
	})
	return out
}

// riderDamage deals one rider's damage to t as its own damage event.
func (d *decider) riderDamage(c, t *Combatant, a *Attack, crit bool, dealt int, x ExtraDamage) (int, error) {
	s := d.s
	if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
		return dealt, nil
	}
	zero := 0
	amount, faces, terms, err := s.rollDamage(&Attack{ID: a.ID, ToHit: &zero, Damage: x.Dice}, c, crit, d.r)
	if err != nil {
		return dealt, err
	}
	for i := range terms {
		terms[i].Source, terms[i].Rule = x.Source+": "+terms[i].Source, x.Rule
	}
	if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: a.ID, Dice: faces, Amount: amount, Type: x.Type,
		Crit: crit, Magical: a.Magical, Explain: terms}); err != nil {
		return dealt, err
	}
	d.events[len(d.events)-1].Dealt = s.last.Dealt
	return dealt + s.last.Dealt, nil
}

// drinkHeal spends a Hit Point Die of c's and heals it the die's roll +
// its CON modifier, at least 1 (SRD 5.2.1, Classes, Warlock, Lifedrinker).
func (d *decider) drinkHeal(c *Combatant, r *rider) error {
	c = d.s.Get(c.ID)
	if c == nil || c.Dead {
		return nil
	}
	cite := r.drink.Feature.Cite
	f, err := d.r.Roll(1, c.HitDie)
	if err != nil {
		return err
	}
	terms := []rules.Term{{Value: f, Source: "hit point die d" + strconv.Itoa(c.HitDie), Rule: cite},
		{Value: c.Mod(rules.CON), Source: "con", Rule: cite}}
	if n := rules.Sum(terms); n < 1 {
		terms = append(terms, rules.Term{Value: 1 - n, Source: "at least 1", Rule: cite})
	}
	if err := d.emit(&Event{Kind: Smote, Who: c.ID, Target: c.ID, Attack: r.drink.Feature.ID, Action: "hit-die", Cost: 1, Reason: cite}); err != nil {
		return err
	}
	return d.emit(&Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: "lifedrinker", Amount: rules.Sum(terms), Dice: []int{f}, Explain: terms})
}

func applySmote(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	switch {
	case e.Action == "hit-die":
		if c.HitDice < e.Cost {
			return fmt.Errorf("%w: %s has no Hit Point Die left", ErrBadEvent, c.ID)
		}
		c.HitDice -= e.Cost
	case e.Action == "drink":
		c.Class.DrinkAt, c.Class.DrinkUsed = [2]int{s.Round, s.Turn}, true
	case e.Type == "pact":
		if c.Slots.PactLeft <= 0 || c.Slots.PactLevel != e.Cost {
			return fmt.Errorf("%w: %s has no level %d Pact Magic slot left", ErrBadEvent, c.ID, e.Cost)
		}
		c.Slots.PactLeft--
		c.Class.SmiteAt, c.Class.SmiteUsed = [2]int{s.Round, s.Turn}, true
	default:
		if _, err := s.rs.SpendSlot(c.Creature, e.Cost); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
	}
	return nil
}
