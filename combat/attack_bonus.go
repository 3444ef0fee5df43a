package combat

import "github.com/arbiter-rpg/arbiter/rules"

// withBonus is the attack roll's terms with a's further terms after them
// (a magic weapon's +N, the Archery fighting style), in a new slice so
// that the attack's own terms are never written to.
func (a *Attack) withBonus(terms []rules.Term) []rules.Term {
	if len(a.Bonus) == 0 {
		return terms
	}
	out := make([]rules.Term, 0, len(terms)+len(a.Bonus)+2)
	return append(append(out, terms...), a.Bonus...)
}
