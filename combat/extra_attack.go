package combat

import (
	"fmt"
	"strconv"

	"github.com/arbiter-rpg/arbiter/rules"
)

// More is what extra_attack.go, reaction.go and fly.go keep on a
// combatant.
type More struct {
	// AttacksLeft is how many attacks the Attack action taken this turn
	// has left (Extra Attack); AttackAction says the turn's action was the
	// Attack action.
	AttacksLeft  int
	AttackAction bool
	// SneakAt is the round and turn index of the turn Sneak Attack was
	// last used in (once per turn, whoever's turn it is); SneakUsed says
	// it was used at all.
	SneakAt   [2]int
	SneakUsed bool
	// ReactAC is AC a reaction gave until the start of its next turn
	// (Shield), with the feature's name and citation (reaction.go).
	ReactAC     int
	ReactACFrom string
	ReactACCite string
	// Altitude is how high it flies, in feet (fly.go).
	Altitude int
	// MetamagicKnown are the Metamagic options a sorcerer character
	// chose; nil lets it use any (metamagic.go).
	MetamagicKnown []string
}

// SneakAttacked is the event of Sneak Attack's extra damage being added
// to a hit: Who hits Target; the damage event after it carries the dice.
const SneakAttacked EventKind = "sneak_attack"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{SneakAttacked: applySneak})
}

func applySneak(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if c.SneakDice <= 0 {
		return fmt.Errorf("%w: %s has no Sneak Attack", ErrBadEvent, e.Who)
	}
	c.SneakAt, c.SneakUsed = [2]int{s.Round, s.Turn}, true
	return nil
}

// extraAttackCite is the citation of c's Extra Attack.
func (s *State) extraAttackCite(c *Combatant) string {
	if c.ExtraAttackCite != "" {
		return c.ExtraAttackCite
	}
	return s.cite("Classes, Fighter, Extra Attack")
}

// canAttack checks that c may make an attack of the Attack action: it has
// its action, or the Attack action it took this turn has attacks left
// (Extra Attack: SRD 5.2.1, Classes, Fighter, Extra Attack; SRD 5.1,
// Classes, Fighter, Extra Attack). Each attack is a command of its own,
// so the creature may move between them.
func (d *decider) canAttack(c *Combatant) error {
	s := d.s
	if !c.ActionUsed || !c.AttackAction {
		return d.canTakeAction(c)
	}
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	if c.AttacksLeft <= 0 {
		n := max(1, c.AttacksPerAction)
		if n == 1 {
			return d.canTakeAction(c)
		}
		return fmt.Errorf("%w (%s): %s has made the %d attacks of its Attack action", ErrNoAction, s.extraAttackCite(c), c.ID, n)
	}
	return nil
}

// attackAction is what an attack of the Attack action spends: the first
// takes the action and leaves the creature its other attacks; each one
// after uses one of those.
func (s *State) attackAction(c *Combatant) {
	if c.ActionUsed && c.AttackAction && c.AttacksLeft > 0 {
		c.AttacksLeft--
		return
	}
	c.ActionUsed, c.AttackAction = true, true
	c.AttacksLeft = max(1, c.AttacksPerAction) - 1
}

// resetAttacks is the start of c's turn for Extra Attack, and for the AC
// a reaction gave until then (reaction.go).
func (c *Combatant) resetAttacks() {
	c.AttacksLeft, c.AttackAction = 0, false
	c.ReactAC, c.ReactACFrom, c.ReactACCite = 0, "", ""
}

// sneakAttack is Sneak Attack's extra damage on a hit, when it applies:
// once per turn, with a finesse or ranged weapon, when the attack roll
// had advantage, or when another enemy of the target that is not
// incapacitated stands within 5 ft of it and the roll did not have
// disadvantage (SRD 5.2.1, Classes, Rogue, Sneak Attack; SRD 5.1, Classes,
// Rogue, Sneak Attack). The dice are d6s, doubled on a critical hit as
// the weapon's are (next-2013: at their maximum). It returns whether it
// applies, and the faces and terms to add to the hit's damage.
func (d *decider) sneakAttack(c, t *Combatant, a *Attack, mode rules.Mode, crit bool) (bool, []int, []rules.Term, error) {
	s := d.s
	if c.SneakDice <= 0 || (!a.Finesse && a.Melee()) || mode == rules.Disadvantage {
		return false, nil, nil, nil
	}
	if c.SneakUsed && c.SneakAt == [2]int{s.Round, s.Turn} {
		return false, nil, nil, nil
	}
	why := ""
	if mode == rules.Advantage {
		why = "advantage"
	} else {
		for _, o := range s.Creatures {
			if o == c || o == t || !hostile(o, t) || !o.standing() || between(o, t) > 5 {
				continue
			}
			if ok, _ := s.canAct(o); ok {
				why = o.ID + " within 5 ft of " + t.ID
				break
			}
		}
	}
	if why == "" {
		return false, nil, nil, nil
	}
	cite := c.SneakCite
	if cite == "" {
		cite = s.cite("Sneak Attack")
	}
	name := strconv.Itoa(c.SneakDice) + "d6"
	if crit && s.rs.Combat.CritMaxPlusDie {
		return true, nil, []rules.Term{{Value: c.SneakDice * 6, Source: "sneak attack (" + why + "): " + name + " at their maximum (critical hit)", Rule: cite}}, nil
	}
	zero := 0
	_, faces, terms, err := s.rollDamage(&Attack{ID: "sneak-attack", ToHit: &zero, Damage: name}, c, crit, d.r)
	if err != nil {
		return false, nil, nil, err
	}
	for i := range terms {
		terms[i].Source, terms[i].Rule = "sneak attack ("+why+"): "+terms[i].Source, cite
	}
	return true, faces, terms, nil
}

// addSneak emits Sneak Attack's event when it applies to the hit and
// returns the damage with its dice and terms added.
func (d *decider) addSneak(c, t *Combatant, a *Attack, mode rules.Mode, crit bool, amount int, faces []int, terms []rules.Term) (int, []int, []rules.Term, error) {
	ok, f, ts, err := d.sneakAttack(c, t, a, mode, crit)
	if err != nil || !ok {
		return amount, faces, terms, err
	}
	if err := d.emit(&Event{Kind: SneakAttacked, Who: c.ID, Target: t.ID, Attack: a.ID}); err != nil {
		return 0, nil, nil, err
	}
	faces = append(faces, f...)
	terms = append(terms, ts...)
	return max(0, rules.Sum(terms)), faces, terms, nil
}

// canAct checks the resource of an action: a grapple or a shove where the
// ruleset makes it one of the Attack action's attacks (rules.GrappleRule
// InAttack: SRD 5.2.1, Rules Glossary, Unarmed Strike; SRD 5.1, Combat,
// Grappling) takes an attack, which Extra Attack may leave; every other
// action the whole action.
func (d *decider) canAct(c *Combatant, k CommandKind) error {
	if (k == Grapple || k == Shove) && d.s.rs.Combat.Actions.Grapple.InAttack {
		return d.canAttack(c)
	}
	return d.canTakeAction(c)
}

// attackUses is the resource a grapple or a shove spends: one attack of
// the Attack action, or the action.
func (d *decider) attackUses() string {
	if d.reason == "readied" {
		return "none" // the readied action's reaction pays for it (ready_grapple.go)
	}
	if d.s.rs.Combat.Actions.Grapple.InAttack {
		return "attack"
	}
	return "action"
}
