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

// autoReact lets t take its AC reaction against c's attack with a that
// hit with res, when the attack is not one an offer holds up: the offer
// and the answer are logged, and res becomes a miss, explained.
func (d *decider) autoReact(c, t *Combatant, a *Attack, o swingOpts, dist int, res *rules.TestResult) error {
	s := d.s
	if d.reacts.offer || o.reaction || o.uses == "reaction" || !res.Success || res.Nat20 || t.Statblock == nil || s.Pending != nil || d.probe {
		return nil
	}
	r, ok := s.reactionFor(t, c, a, dist) // reaction.go
	if !ok || res.Total >= res.DC+r.Amount {
		return nil
	}
	if err := d.emit(Event{Kind: ReactionOffered, Who: t.ID, Target: c.ID, Attack: a.ID, Dice: res.Dice,
		Option: r.Feature.ID, Uses: o.uses, Reason: d.reason}); err != nil {
		return err
	}
	if err := d.emit(Event{Kind: Reacted, Who: t.ID, Target: c.ID, Option: r.Feature.ID, Amount: r.Amount, Type: r.Lasts}); err != nil {
		return err
	}
	res.Explain = append(res.Explain, rules.Term{Value: r.Amount, Source: fmt.Sprintf("target AC +%d (%s, reaction)", r.Amount, r.Feature.Name), Rule: r.Cite})
	res.Success, res.Crit, res.CritBy = false, false, ""
	return nil
}
