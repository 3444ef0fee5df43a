package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestAttackOddsOf: the odds by a rules.Mode are the odds by its text,
// for every mode and need (oddsTable's rows are in Mode's order).
func TestAttackOddsOf(t *testing.T) {
	for i, m := range oddsModes {
		if m != rules.Mode(i) {
			t.Fatalf("oddsModes[%d] is %v: the rows are not in Mode's order", i, m)
		}
	}
	for _, m := range []rules.Mode{rules.Normal, rules.Advantage, rules.Disadvantage} {
		for need := -5; need <= 30; need++ {
			gh, gc := attackOddsOf(m, need)
			wh, wc := attackOdds(m.String(), need)
			if gh != wh || gc != wc {
				t.Errorf("%v, need %d: got %v, %v; want %v, %v", m, need, gh, gc, wh, wc)
			}
		}
	}
}
