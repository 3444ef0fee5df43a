package combat

import "github.com/arbiter-rpg/arbiter/rules"

// ExtraDamage is damage of its own type every hit of an attack adds
// (SRD 5.1, Classes, Warlock, Lifedrinker: CHA necrotic on each hit with
// the pact weapon): Dice (doubled on a critical hit, "" for none) and
// Bonus terms, named by Source and cited by Rule.
type ExtraDamage struct {
	Dice   string       `json:"dice,omitempty"`
	Bonus  []rules.Term `json:"bonus,omitempty"`
	Type   string       `json:"type"`
	Source string       `json:"source"`
	Rule   string       `json:"rule,omitempty"`
}

// extraDamage deals the attack's extra damage to t after the hit's own,
// each as its own damage event (its type meets t's resistances apart),
// and returns dealt with what they dealt added.
func (d *decider) extraDamage(c, t *Combatant, a *Attack, crit bool, dealt int) (int, error) {
	s := d.s
	for _, x := range a.Extra {
		if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
			break
		}
		var faces []int
		var terms []rules.Term
		if x.Dice != "" {
			zero := 0
			_, f, ts, err := s.rollDamage(&Attack{ID: a.ID, ToHit: &zero, Damage: x.Dice}, c, crit, d.r)
			if err != nil {
				return dealt, err
			}
			faces, terms = f, ts
		}
		terms = append(terms, x.Bonus...)
		for i := range terms {
			terms[i].Source, terms[i].Rule = x.Source+": "+terms[i].Source, x.Rule
		}
		amount := max(0, rules.Sum(terms))
		if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: a.ID, Dice: faces, Amount: amount, Type: x.Type,
			Crit: crit, Magical: a.Magical, Explain: terms}); err != nil {
			return dealt, err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		dealt += s.last.Dealt
	}
	return dealt, nil
}
