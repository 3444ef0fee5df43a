package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// An attack that is not made by the attack command (a Multiattack made at
// one target, a legendary or lair action's, a spell's attack roll, a
// readied attack) cannot wait for an answer: the command goes on past it.
// A stat block's AC reaction (Parry, Protective Magic's Shield) against
// such an attack is taken at once when it turns the hit into a miss, the
// policy the engine follows for reaction spells (cast_react.go). Decision:
// the controller is not asked, as taking it is what an offer would have
// been made for (SRD 5.2.1, Rules Glossary, Reaction; SRD 5.1, Combat,
// Reactions).

// ReactedAt is the event of a reaction taken at once against an attack
// that could not wait: Who takes its reaction Option against Target's
// attack Attack, Amount AC for the attack (Type "attack") or until the
// start of its next turn (Type "turn"). It leaves any offer pending as it
// is (an opportunity attack's).
const ReactedAt EventKind = "reaction_at_once"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ReactedAt: applyReactedAt})
}

func applyReactedAt(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if c.Statblock == nil || c.ReactionUsed {
		return fmt.Errorf("%w: %q can't react now", ErrBadEvent, e.Who)
	}
	f, _ := c.Statblock.Feature(e.Option)
	if f == nil {
		return fmt.Errorf("%w: %s has no reaction %q", ErrBadEvent, e.Who, e.Option)
	}
	c.ReactionUsed = true
	c.Statblock.spend(f)
	if e.Type == "turn" {
		r, _ := s.acReactionOf(c.Statblock.Block, f)
		c.ReactAC, c.ReactACFrom, c.ReactACCite = e.Amount, f.Name, r.Cite
	}
	return nil
}

// autoReact lets t take its AC reaction against c's attack with a that
// hit with res, when the attack is not one an offer holds up: the
// reaction is logged, and res becomes a miss, explained.
func (d *decider) autoReact(c, t *Combatant, a *Attack, o *swingOpts, dist int, res *rules.TestResult) error {
	s := d.s
	if d.reacts.offer || !res.Success || res.Nat20 || t.Statblock == nil || d.probe {
		return nil
	}
	r, ok := s.reactionFor(t, c, a, dist) // reaction.go
	if !ok || res.Total >= res.DC+r.Amount {
		return nil
	}
	if err := d.emit(&Event{Kind: ReactedAt, Who: t.ID, Target: c.ID, Attack: a.ID, Option: r.Feature.ID, Amount: r.Amount, Type: r.Lasts}); err != nil {
		return err
	}
	res.Explain = append(res.Explain, rules.Term{Value: r.Amount, Source: fmt.Sprintf("target AC +%d (%s, reaction)", r.Amount, r.Feature.Name), Rule: r.Cite})
	res.Success, res.Crit, res.CritBy = false, false, ""
	return nil
}
