package combat

import (
	"fmt"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Reactions other than opportunity attacks: a catalog monster's reaction
// whose effects the engine can play is offered to its controller when its
// trigger occurs (an auto creature's Policy takes it when it helps), and
// the command that set it off goes on once it is taken or declined. The
// ones played today raise the reactor's AC against an attack that would
// hit it: Parry (+N against that one melee attack), the Shield spell of
// Protective Magic (+5 until the start of its next turn), and other
// reactions granting AC for one attack.

// React answers an offered reaction: By takes it, or declines it
// (Decline).
const React CommandKind = "react"

// The events of reactions.
const (
	// ReactionOffered: Who (the reactor, the attack's target) is offered
	// its reaction Option against Target's attack Attack, whose roll
	// showed Dice; Uses, Reason, Other, NoMod, Coup and Crit say how the
	// attack is made, to make it again after the answer.
	ReactionOffered EventKind = "reaction_offer"
	// Reacted: Who takes its reaction Option against Target: Amount AC,
	// for the attack (Type "attack") or until the start of its next turn
	// (Type "turn").
	Reacted EventKind = "reaction"
)

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ReactionOffered: applyReactionOffer, Reacted: applyReacted})
}

// reactionTrigger is what sets off a reaction: a hit by any attack roll,
// or only by a melee attack.
type reactionTrigger uint8

const (
	triggerHit reactionTrigger = iota
	triggerMeleeHit
)

// meleeOnly are the reactions the stat blocks set off by melee attacks
// only (SRD 5.2.1 and SRD 5.1, Monsters: Parry; SRD 5.2.1, Pirate
// Captain, Riposte). The catalog holds no triggers, so this table does;
// every other AC reaction is set off by any attack that hits.
var meleeOnly = map[string]bool{"parry": true, "riposte": true}

// acReaction is a reaction that raises its creature's AC: by Amount, for
// the one attack or until the start of its next turn (Lasts "attack" or
// "turn"), and its citation.
type acReaction struct {
	Feature *content.Feature
	Amount  int
	Lasts   string
	Trigger reactionTrigger
	Cite    string
}

// acReactionOf reads a reaction feature as an AC reaction: a grant of AC
// to itself for an attack, or a choice that casts a spell granting AC
// (Protective Magic: Shield) for a round, the spell read from the
// catalog. It reports false for any other reaction.
func (s *State) acReactionOf(m *content.Monster, f *content.Feature) (acReaction, bool) {
	r := acReaction{Feature: f}
	if meleeOnly[f.ID] {
		r.Trigger = triggerMeleeHit
	}
	for _, e := range f.Effects {
		switch e.Kind {
		case content.KindGrant:
			if n, ok := acGrant(&e); ok && e.Duration != nil && e.Duration.Unit == "attack" {
				r.Amount, r.Lasts = n, "attack"
				r.Cite = m.Cite + " (" + f.Name + ")" // written only for a reaction found: no allocation per look
				return r, true
			}
		case content.KindChoose:
			for _, o := range e.Options {
				if o.Kind != content.KindCast || o.Cast == "" {
					continue
				}
				sp, err := s.spell(o.Cast) // cast.go
				if err != nil {
					continue
				}
				for _, g := range sp.Effects {
					if n, ok := acGrant(&g); ok {
						r.Amount, r.Lasts = n, "turn"
						r.Cite = m.Cite + " (" + f.Name + "); " + sp.Cite
						return r, true
					}
				}
			}
		}
	}
	return r, false
}

// acGrant is the AC a grant effect adds.
func acGrant(e *content.Effect) (int, bool) {
	if e.Kind != content.KindGrant || e.Grant != "ac" {
		return 0, false
	}
	n, err := strconv.Atoi(e.Value)
	return n, err == nil && n > 0
}

// reacting is what a command keeps of reactions: whether an attack it
// makes may be held up by one (offer), a reactor that declined and is not
// asked again about the attack made again (declined), and the AC a
// reaction adds to the next attack roll on its reactor (ac).
type reacting struct {
	offer    bool
	declined string
	ac       *acTaken
}

type acTaken struct {
	who    string
	amount int
	term   rules.Term
}

// reactAC adds the AC reactions give t to an attack's test: one taken
// against this attack, and Shield's lasting one. It returns the terms
// that explain the higher AC.
func (d *decider) reactAC(t *Combatant, test *rules.Test) []rules.Term {
	var out []rules.Term
	if t.ReactAC > 0 {
		test.DC += t.ReactAC
		out = append(out, rules.Term{Source: fmt.Sprintf("target AC +%d (%s)", t.ReactAC, t.ReactACFrom), Rule: t.ReactACCite})
	}
	if r := d.reacts.ac; r != nil && r.who == t.ID {
		test.DC += r.amount
		out = append(out, r.term)
		d.reacts.ac = nil
	}
	return out
}

// offerReaction holds up an attack of c's on t that hits when t has a
// reaction that would turn it into a miss: it offers the reaction and
// reports true, and the attack is made again, with the same roll, once t
// answers (react). Only the attacks of the attack command are held up;
// against the others the reaction is taken at once (reaction_auto.go).
func (d *decider) offerReaction(c, t *Combatant, a *Attack, o *swingOpts, dist int, res *rules.TestResult, faces []int) (bool, error) { // o and res by pointer: read alone
	s := d.s
	if !d.reacts.offer || o.reaction || o.uses == "reaction" || !res.Success || res.Nat20 || t.Statblock == nil || s.Pending != nil {
		return false, nil
	}
	if d.reacts.declined == t.ID {
		d.reacts.declined = ""
		return false, nil
	}
	r, ok := s.reactionFor(t, c, a, dist)
	if !ok || res.Total >= res.DC+r.Amount {
		return false, nil
	}
	return true, d.emit(&Event{Kind: ReactionOffered, Who: t.ID, Target: c.ID, Attack: a.ID, Dice: faces,
		Option: r.Feature.ID, Uses: o.uses, Reason: d.reason, Other: o.other, NoMod: o.noMod, Coup: o.coup, Crit: o.crit})
}

// reactionFor is the AC reaction t can take against c's attack with a,
// if any: it can react, sees c, has uses left and is charged, and the
// attack fits the trigger.
func (s *State) reactionFor(t, c *Combatant, a *Attack, dist int) (acReaction, bool) {
	if !s.canReact(t) || !s.sees(t, c) {
		return acReaction{}, false
	}
	b := t.Statblock
	for i := range b.Block.Reactions {
		f := &b.Block.Reactions[i]
		r, ok := s.acReactionOf(b.Block, f)
		if !ok || b.UsesLeft(f.ID) == 0 || (f.Recharge > 0 && !b.Charged(f.ID)) {
			continue
		}
		if r.Trigger == triggerMeleeHit && (!a.Melee() || dist > a.reach()) {
			continue
		}
		return r, true
	}
	return acReaction{}, false
}

// sees reports whether o can see c, for the reactions that need it: not
// while o is blinded, nor when c is hidden, invisible or in a square
// heavily obscured to o, unless a special sense sees past it (senses.go).
func (s *State) sees(o, c *Combatant) bool {
	if s.blindsees(o, c) {
		return true
	}
	if !s.looks(o, c) || c.Hidden && !s.locates(o, c) { // grant_play.go: Mind Spike
		return false
	}
	return !c.Has(s.rs, "invisible") || s.senses(o, c)
}

// react answers the offered reaction and makes the attack that set it
// off again with the same roll.
func (d *decider) reactCmd(c *Combatant, cmd Command) error {
	s := d.s
	p := *s.Pending
	cite := s.cite(s.rs.Combat.Sections.Reactions)
	if cmd.Kind != React && !(cmd.Kind == Opportunity && cmd.Decline) {
		return fmt.Errorf("%w (%s): %s must first take or decline its %s against %s's attack", ErrPending, cite, p.Reactor, p.Feature, p.Mover)
	}
	if p.Reactor != c.ID {
		return fmt.Errorf("%w (%s): the %s against %s is offered to %s, not %s", ErrNoReaction, cite, p.Feature, p.Mover, p.Reactor, c.ID)
	}
	attacker, err := s.must(p.Mover)
	if err != nil {
		return err
	}
	a, err := attacker.attack(p.Attack)
	if err != nil {
		return err
	}
	if cmd.Decline {
		if err := d.emit(&Event{Kind: Declined, Who: c.ID}); err != nil {
			return err
		}
		d.reacts.declined = c.ID
	} else {
		f, _ := c.Statblock.Feature(p.Feature)
		r, ok := s.acReactionOf(c.Statblock.Block, f)
		if f == nil || !ok {
			return fmt.Errorf("%w: %s has no reaction %q the engine plays", ErrBadCommand, c.ID, p.Feature)
		}
		if err := d.emit(&Event{Kind: Reacted, Who: c.ID, Target: attacker.ID, Option: f.ID, Amount: r.Amount, Type: r.Lasts}); err != nil {
			return err
		}
		if r.Lasts == "attack" {
			d.reacts.ac = &acTaken{who: c.ID, amount: r.Amount,
				term: rules.Term{Source: fmt.Sprintf("target AC +%d (%s)", r.Amount, f.Name), Rule: r.Cite}}
		}
	}
	d.reacts.offer = true
	d.r = &prefixRoller{faces: p.Dice, r: d.r}
	d.reason = p.Reason
	if p.Uses == "" && !p.NoMod && !p.Coup && !p.Crit {
		d.other = p.Other
		return d.strike(attacker, c, a, false)
	}
	return d.swing(attacker, c, a, swingOpts{uses: p.Uses, noMod: p.NoMod, coup: p.Coup, crit: p.Crit, other: p.Other})
}

// prefixRoller gives faces first, then rolls with r.
type prefixRoller struct {
	faces []int
	r     dice.Roller
}

func (p *prefixRoller) Roll(lo, hi int) (int, error) {
	if len(p.faces) > 0 {
		f := p.faces[0]
		if f < lo || f > hi {
			return 0, fmt.Errorf("%w: a held attack roll's face %d is not on a d%d", ErrBadEvent, f, hi)
		}
		p.faces = p.faces[1:]
		return f, nil
	}
	return p.r.Roll(lo, hi)
}

func applyReactionOffer(s *State, e Event) error {
	if s.Get(e.Who) == nil || s.Get(e.Target) == nil || e.Option == "" {
		return fmt.Errorf("%w: a reaction offer between %q and %q", ErrBadEvent, e.Who, e.Target)
	}
	s.Pending = &Pending{Reactor: e.Who, Mover: e.Target, Feature: e.Option, Attack: e.Attack, Dice: append([]int(nil), e.Dice...),
		Uses: e.Uses, Reason: e.Reason, Other: e.Other, NoMod: e.NoMod, Coup: e.Coup, Crit: e.Crit}
	return nil
}

func applyReacted(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if s.Pending == nil || s.Pending.Reactor != e.Who || c.Statblock == nil {
		return fmt.Errorf("%w: %q reacts without an offer", ErrBadEvent, e.Who)
	}
	f, _ := c.Statblock.Feature(e.Option)
	if f == nil {
		return fmt.Errorf("%w: %s has no reaction %q", ErrBadEvent, e.Who, e.Option)
	}
	s.Pending = nil
	c.ReactionUsed = true
	b := c.Statblock
	b.spend(f)
	if e.Type == "turn" {
		r, _ := s.acReactionOf(b.Block, f)
		c.ReactAC, c.ReactACFrom, c.ReactACCite = e.Amount, f.Name, r.Cite
	}
	return nil
}

// reactPolicy answers an offered reaction for a creature no person
// controls: it takes it (it is offered only when it turns a hit into a
// miss).
func reactPolicy(s *State) Command {
	return Command{Kind: React, By: s.Pending.Reactor}
}
