package combat

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestOddsBoth checks oddsBoth against attackOddsOf in both modes, for
// needs below, within and above the die.
func TestOddsBoth(t *testing.T) {
	for need := -5; need <= 30; need++ {
		hn, cn := attackOddsOf(rules.Normal, need)
		hd, cd := attackOddsOf(rules.Disadvantage, need)
		gotHN, gotCN, gotHD, gotCD := oddsBoth(need)
		if got, want := [4]float64{gotHN, gotCN, gotHD, gotCD}, [4]float64{hn, cn, hd, cd}; got != want {
			t.Errorf("need %d: got %v, want %v", need, got, want)
		}
	}
}

// TestActPlan checks a monster's plan of its actions: the same plan on a
// second weighing, the reach of each action as reachOf gives it, none for
// a Multiattack, and a plan made again when the creature's lists change.
func TestActPlan(t *testing.T) {
	s := fight5(t)
	var ps actPlans
	for _, c := range s.Creatures {
		if c.Statblock == nil {
			continue
		}
		pl := ps.of(c)
		if again := ps.of(c); again != pl {
			t.Fatalf("%s: a second plan made", c.ID)
		}
		if multi := c.Statblock.multiattack() != nil; multi != (pl.n < 0) {
			t.Fatalf("%s: plan of %d actions with a Multiattack %v", c.ID, pl.n, multi)
		}
		if pl.multi != c.Statblock.multiattack() {
			t.Fatalf("%s: planned Multiattack %p, want %p", c.ID, pl.multi, c.Statblock.multiattack())
		}
		if pl.multi != nil {
			want := c.Statblock.attacks(pl.multi)
			if !slices.Equal(pl.ids, want) {
				t.Fatalf("%s: planned attacks %v, want %v", c.ID, pl.ids, want)
			}
			for k, id := range pl.ids {
				if f, _ := c.Statblock.Feature(id); pl.idf[k] != f || &c.Statblock.Block.Actions[pl.ida[k]] != f {
					t.Errorf("%s: planned feature of %s not Feature's", c.ID, id)
				}
			}
		}
		for i := range max(pl.n, 0) {
			f := &c.Statblock.Block.Actions[i]
			q := pl.acts[i]
			if got, want := q.reach, s.reachOf(c, f); got != want {
				t.Errorf("%s %s: reach %d, want %d", c.ID, f.ID, got, want)
			}
			if got, want := q.e, attackEffect(f); got != want {
				t.Errorf("%s %s: effect %p, want %p", c.ID, f.ID, got, want)
			}
			if q.e != nil && q.a != c.findAttack(f.ID) {
				t.Errorf("%s %s: attack not findAttack's", c.ID, f.ID)
			}
		}
		old := pl.attacks
		c.Attacks = append([]Attack(nil), c.Attacks...)
		if pl = ps.of(c); !sameAttacks(pl.attacks, c.Attacks) || sameAttacks(old, c.Attacks) {
			t.Fatalf("%s: plan not made again for a new attack list", c.ID)
		}
	}
}
