package combat

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
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

// TestActPlanSpent checks the reach a plan gives an action with a
// recharge and one with uses, charged and spent, against reachOf.
func TestActPlanSpent(t *testing.T) {
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	m := lairBeast()
	bonus := 4
	spit := func(id string) content.Feature {
		return content.Feature{ID: id, Name: id, Effects: []content.Effect{{Kind: content.KindAttack, Attack: "ranged",
			Bonus: &bonus, Range: 30, Long: 60, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "2d6", Type: "acid"}}}}}
	}
	m.Actions = append(m.Actions, spit("spit"), spit("spray"))
	m.Actions[1].Recharge, m.Actions[2].Uses = 5, 1
	c, err := NewMonster(rs, m, "beast", nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Side = "monsters"
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{c, hero("h", 3, 0, 20, 12, 0)})
	if err != nil {
		t.Fatal(err)
	}
	c = s.Get("beast")
	var ps actPlans
	pl := ps.of(c)
	if pl.n != 3 {
		t.Fatalf("planned %d actions, want 3", pl.n)
	}
	check := func(when string) {
		t.Helper()
		for i := range pl.n {
			f := &c.Statblock.Block.Actions[i]
			if got, want := pl.reachNow(c.Statblock, c.Statblock.Block.Actions, i), s.reachOf(c, f); got != want {
				t.Errorf("%s: %s reach %d, want %d", when, f.ID, got, want)
			}
		}
	}
	check("charged")
	c.Statblock.Spent = append(c.Statblock.Spent, "spit")
	if c.Statblock.Used == nil {
		c.Statblock.Used = map[string]int{}
	}
	c.Statblock.Used["spray"] = 1
	check("spent")
	if got := pl.reachNow(c.Statblock, c.Statblock.Block.Actions, 1); got != reachNever {
		t.Errorf("spit spent: reach %d, want never", got)
	}
}
