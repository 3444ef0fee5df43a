package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// rageRule is what a Rage feature's tree says of the rage: its grants,
// how long it lasts, what ends it and what keeps it going.
type rageRule struct {
	cite     string
	grants   []content.Effect
	rounds   int      // the longest it lasts, in rounds
	ends     []string // conditions that end it
	keep     []string // what keeps it: attack, damage (2014); attack, enemy-save, bonus (2024)
	ownTurn  bool     // only what it does on its own turn keeps it, from the turn after it began (2024)
	noHeavy  bool     // not entered in heavy armor (2024)
	endBonus bool     // a bonus action ends it (2014)
	level    int
	// persistent: Persistent Rage keeps it to its end with nothing done,
	// ended early only by the conditions of its grant (unconscious).
	persistent bool
}

// rageConditions are the conditions a rage's ends may name.
var rageConditions = []string{"unconscious", "incapacitated"}

// rageRuleOf reads the Rage feature of c (nil when it has none): 2014
// lasts a minute and ends at the end of a turn without an attack on a
// hostile creature or damage taken since the last (its state's ends hold
// "idle"); 2024 lasts to the end of the next turn, kept by an attack roll
// against an enemy, an enemy's save it forces or a bonus action (its
// extend grant), up to 10 minutes.
func rageRuleOf(c *Combatant) *rageRule {
	f := c.classFeature(rageFeatures)
	if f == nil {
		return nil
	}
	r := &rageRule{cite: f.Feature.Cite, rounds: 10 * rules.RoundsPerMinute, level: f.Level}
	content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindSpend && e.If == "no-heavy-armor":
			r.noHeavy = true
		case e.Kind != content.KindGrant:
		case e.Grant == "state":
			if e.Duration != nil && e.Duration.Unit == "minute" {
				r.rounds = max(1, e.Duration.Amount) * rules.RoundsPerMinute
			}
			for _, w := range strings.Split(e.Ends, "+") {
				if slices.Contains(rageConditions, w) {
					r.ends = append(r.ends, w)
				}
				if w == "idle" {
					r.keep = []string{"attack", "damage"}
				}
				r.endBonus = r.endBonus || w == "bonus"
			}
		case e.Grant == "extend":
			r.keep, r.ownTurn = strings.Split(e.Value, "+"), true
		case e.Grant == "max-duration":
			if n, err := strconv.Atoi(strings.TrimSuffix(e.Value, "-minutes")); err == nil {
				r.rounds = n * rules.RoundsPerMinute
			}
		default:
			r.grants = append(r.grants, *e)
		}
	})
	if p := c.classFeature(persistentFeatures); p != nil {
		r.persistent, r.ends = true, []string{"unconscious"}
	}
	return r
}

// persistentFeatures are the catalog's Persistent Rage of either ruleset
// (SRD 5.1, Classes, Barbarian, Persistent Rage: it ends early only when
// the barbarian falls unconscious or ends it; SRD 5.2.1, Classes,
// Barbarian, Persistent Rage: 10 minutes with nothing done to extend it,
// ended early by Unconscious or heavy armor).
var persistentFeatures = []string{"persistent-rage", "barbarian-persistent-rage"}

// keeps reports whether the rule keeps a rage for what.
func (r *rageRule) keeps(what string) bool {
	return slices.ContainsFunc(r.keep, func(k string) bool { return k == what || strings.HasPrefix(k, what+"-") })
}

// rageGrant is c's own rage grant of kind, or nil.
func rageGrant(c *Combatant, kind string) *Grant {
	for i := range c.Grants {
		if g := &c.Grants[i]; g.Spell == "rage" && g.By == c.ID && (kind == "" || g.Kind == kind) {
			return g
		}
	}
	return nil
}

// raging reports whether c rages.
func raging(c *Combatant) bool { return len(c.Grants) > 0 && rageGrant(c, "") != nil }

// Raging reports whether c rages (Rage).
func (c *Combatant) Raging() bool { return raging(c) }

// rageCite is the rule of c's Rage.
func rageCite(c *Combatant) string {
	if f := c.classFeature(rageFeatures); f != nil {
		return f.Feature.Cite
	}
	return "Rage"
}

// rage: a bonus action and a use of Rage give the rage's grants:
// resistance to bludgeoning, piercing and slashing damage, advantage on
// Strength checks and saves, the rage damage on Strength attacks (by the
// barbarian level), no spells and no concentration (SRD 5.2.1, Barbarian,
// Rage; SRD 5.1, Barbarian, Rage). Used while raging, it is the 2024
// bonus action that extends the rage (no use spent); use rage end is the
// 2014 bonus action that ends it.
func rage(d *decider, u *featureUse) error {
	c := u.c
	r := rageRuleOf(c)
	if raging(c) && u.cmd.Option == "end" {
		if !r.endBonus {
			return fmt.Errorf("%w (%s): a rage is not ended at will", ErrFeatureUse, u.cite())
		}
		if err := d.emit(&Event{Kind: FeatureUsed, Who: c.ID, Action: u.name, Attack: u.f.Feature.ID, Uses: u.turn, Type: "end", Reason: u.cite()}); err != nil {
			return err
		}
		return d.emit(&Event{Kind: GrantEnded, Who: c.ID, Target: c.ID, Action: "rage", Reason: c.ID + " ends it (" + r.cite + ")"})
	}
	if raging(c) {
		if !r.keeps("bonus") {
			return fmt.Errorf("%w (%s): %s is raging already", ErrFeatureUse, u.cite(), c.ID)
		}
		if err := d.canTurn(u); err != nil {
			return err
		}
		return d.emit(&Event{Kind: FeatureUsed, Who: c.ID, Action: u.name, Attack: u.f.Feature.ID, Uses: u.turn, Type: "extend", Reason: u.cite()})
	}
	if r.noHeavy && c.Class.HeavyArmor {
		return fmt.Errorf("%w (%s): %s wears heavy armor", ErrFeatureUse, u.cite(), c.ID)
	}
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	if c.Concentration != "" {
		if err := d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: c.Concentration, Reason: "rage (" + u.cite() + ")"}); err != nil {
			return err
		}
	}
	for _, g := range r.grants {
		if c.Class.HeavyArmor && strings.Contains(g.While, "no-heavy-armor") {
			continue // 2014: in heavy armor the rage gives none of its benefits
		}
		e := Event{Kind: Granted, Who: c.ID, Target: c.ID, Action: "rage", Type: g.Grant, Option: g.On, Reason: g.Value}
		switch g.Grant {
		case "resist":
			e.Option, e.Reason = g.Type, g.Type // one grant a type: grants of one kind and on replace each other
		case "damage-bonus":
			e.Type, e.Reason = "rage-damage", scaled(g.Value, g.Levels, r.level)
		}
		if err := d.emit(&e); err != nil {
			return err
		}
	}
	return nil
}

// scaled is a value that grows with the class level: the value, or that
// of the highest level step reached.
func scaled(v string, levels []content.Level, level int) string {
	for _, l := range levels {
		if level >= l.At {
			v = l.Dice
		}
	}
	return v
}

// rageDamage adds the rage damage to a hit of c with an attack using
// Strength: a melee weapon attack (2014: its on is str-melee-weapon) or
// any attack (2024: str-attacks), not a spell.
func (d *decider) rageDamage(c *Combatant, a *Attack, melee bool, amount int, terms []rules.Term) (int, []rules.Term) {
	if len(c.Grants) == 0 || d.reason == "spell" || a.Ability != "str" {
		return amount, terms
	}
	g := rageGrant(c, "rage-damage")
	if g == nil || (g.On == "str-melee-weapon" && !melee) {
		return amount, terms
	}
	n, err := strconv.Atoi(g.Value)
	if err != nil {
		return amount, terms
	}
	return amount + n, append(terms, rules.Term{Value: n, Source: "rage damage", Rule: rageCite(c)})
}

// rageTurnEnd ends c's rage as its turn ends when the rule says: a
// condition that ends it, its time run out, or nothing done that keeps
// it (2014: since its last turn; 2024: on this turn, from the turn after
// the one it began).
func (d *decider) rageTurnEnd(c *Combatant) error {
	if !raging(c) {
		return nil
	}
	s := d.s
	r := rageRuleOf(c)
	if r == nil {
		return nil
	}
	why := ""
	for _, n := range r.ends {
		if c.Has(s.rs, n) {
			why = c.ID + " is " + n
		}
	}
	switch {
	case why != "":
	case s.Round-c.Class.RageSince+1 >= r.rounds:
		why = "its time is up"
	case c.Class.RageKept, r.persistent:
	case r.ownTurn && s.Round == c.Class.RageSince:
	case r.ownTurn:
		why = c.ID + " neither attacked an enemy, forced an enemy's save nor extended it this turn"
	default:
		why = c.ID + " neither attacked a hostile creature nor took damage since its last turn"
	}
	if why == "" {
		return nil
	}
	return d.emit(&Event{Kind: GrantEnded, Who: c.ID, Target: c.ID, Action: "rage", Reason: why + " (" + r.cite + ")"})
}
