package combat

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// openField is a sparse random field, where openWay answers most often:
// a few walls and difficult squares, a few creatures of two sides.
func openField(t testing.TB, rs *rules.Ruleset, rng *rand.Rand) *State {
	t.Helper()
	w, h := 4+rng.IntN(20), 4+rng.IntN(18)
	g := Grid{Width: w, Height: h}
	sq := func() Point { return Point{rng.IntN(w), rng.IntN(h)} }
	for range rng.IntN(4) {
		g.Walls = append(g.Walls, sq())
	}
	for range rng.IntN(4) {
		g.Difficult = append(g.Difficult, sq())
	}
	taken := map[Point]bool{}
	for _, p := range g.Walls {
		taken[p] = true
	}
	var cs []*Combatant
	for i := range 2 + rng.IntN(6) {
		p := sq()
		if taken[p] {
			continue
		}
		taken[p] = true
		c := rules.NewCreature(fmt.Sprintf("c%d", i))
		c.Side = []string{"red", "blue"}[rng.IntN(2)]
		c.Position, c.MaxHP, c.HP = p, 10, 10
		c.Size = rules.Sizes[rng.IntN(4)]
		c.BaseSpeed = []int{30, 60, 120}[rng.IntN(3)]
		cs = append(cs, &Combatant{Creature: c, Attacks: []Attack{{ID: "blade", ToHit: intp(3), Damage: "1d8", Type: "slashing", Reach: 5}}})
	}
	s, err := NewState(rs, g, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestOpenWaySame checks openWay (nearWay without a search, move_near.go)
// against the search before A* (move_ref_test.go) wherever it answers,
// over sparse fields in every ruleset (some movers prone or dragging), with goals around each creature
// and around random squares; and that it answers often enough to be
// tested.
// randomGoals is a search's middle and goal squares for c's way to o: the
// free squares around o (a few taken ones too), or around a random square
// when o is c itself.
func randomGoals(s *State, rng *rand.Rand, c, o *Combatant) (mid Point, goals []int) {
	mid = Point(o.Position)
	if o == c {
		mid = Point{rng.IntN(s.Grid.Width), rng.IntN(s.Grid.Height)}
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if p := (Point{mid[0] + dx, mid[1] + dy}); s.Grid.in(p) && (s.At(p) == nil || rng.IntN(4) == 0) {
				goals = append(goals, p[1]*s.Grid.Width+p[0])
			}
		}
	}
	return mid, goals
}

func TestOpenWaySame(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	fields, answered, asked := 3000, 0, 0
	if testing.Short() {
		fields = 600
	}
	names := straightRulesets()
	for f := range fields {
		rs, err := rules.Get(names[f%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		s := openField(t, rs, rng)
		for _, c := range s.Creatures { // some crawl, some drag: openWay answers for them too
			switch rng.IntN(8) {
			case 0:
				if err := s.rs.ApplyCondition(c.Creature, rules.ConditionInstance{Name: "prone"}); err != nil {
					t.Fatal(err)
				}
			case 1:
				if o := s.Creatures[rng.IntN(len(s.Creatures))]; o != c {
					if err := s.rs.ApplyCondition(o.Creature, rules.ConditionInstance{Name: "grappled", Source: grappleSource(c.ID)}); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		for _, c := range s.Creatures {
			for _, o := range s.Creatures {
				mid, goals := randomGoals(s, rng, c, o)
				if len(goals) == 0 {
					continue
				}
				asked++
				m := getMaps()
				s.gridFlags(c, m)
				got, ok := s.openWay(c, m, goals)
				mapsPool.Put(m)
				if !ok {
					continue
				}
				answered++
				if want := refGoalWay(s, c, goals); !slices.Equal(got, want) {
					t.Fatalf("field %d (%s), %s at %v to %v %v: openWay %v, want %v\n%+v", f, s.rs.Name, c.ID, c.Position, mid, goals, got, want, s.Grid)
				}
			}
		}
	}
	if answered < asked/4 {
		t.Errorf("openWay answered %d of %d: too few to test it", answered, asked)
	}
	t.Logf("openWay answered %d of %d", answered, asked)
}

// TestNearFitSame holds nearFit (approach's path, move_near.go) to
// fitting over nearWay, over open fields without walls or difficult
// squares (where nearFit takes its short way) and with them, in every
// ruleset: creatures of every size from Tiny, some at 0 hit points or
// dead, some free of difficult terrain (Freedom of Movement), prone or
// dragging another, some with movement spent, goals around each creature
// (free squares, and now and then a taken one).
func TestNearFitSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 3))
	fields, short, asked := 2000, 0, 0
	if testing.Short() {
		fields = 500
	}
	names := straightRulesets()
	for f := range fields {
		rs, err := rules.Get(names[f%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		s := openField(t, rs, rng)
		if f%4 != 3 {
			s.Grid.Walls, s.Grid.Difficult = nil, nil
		}
		for _, c := range s.Creatures {
			c.Side = []string{"red", "blue", "green"}[rng.IntN(3)]
			c.Size = rules.Sizes[rng.IntN(5)]
			switch rng.IntN(14) {
			case 0:
				c.HP = 0
			case 1:
				c.Dead = true
			case 2:
				c.Grants = append(c.Grants, Grant{Kind: "ignore-terrain"})
			case 3:
				if err := s.rs.ApplyCondition(c.Creature, rules.ConditionInstance{Name: "prone"}); err != nil {
					t.Fatal(err)
				}
			case 4:
				if o := s.Creatures[rng.IntN(len(s.Creatures))]; o != c {
					if err := s.rs.ApplyCondition(o.Creature, rules.ConditionInstance{Name: "grappled", Source: grappleSource(c.ID)}); err != nil {
						t.Fatal(err)
					}
				}
			case 5, 6:
				c.MoveUsed = rng.IntN(30)
			}
		}
		for _, c := range s.Creatures {
			for _, o := range s.Creatures {
				mid, goals := randomGoals(s, rng, c, o)
				if len(goals) == 0 {
					continue
				}
				asked++
				if _, open := s.nearWayBy(c, mid, goals); open && s.plainFor(s.moverOf(c)) {
					short++
				}
				got, want := s.nearFit(c, mid, goals), s.fitting(c, s.nearWay(c, mid, goals))
				if !slices.Equal(got, want) {
					t.Fatalf("field %d (%s), %s at %v to %v %v: nearFit %v, want %v\n%+v", f, s.rs.Name, c.ID, c.Position, mid, goals, got, want, s.Grid)
				}
			}
		}
	}
	if short < asked/4 {
		t.Errorf("nearFit took its short way %d times of %d: too few to test it", short, asked)
	}
	t.Logf("nearFit took its short way %d times of %d", short, asked)
}

// TestNearerSame holds nearer's answer to the least step of the three
// that leaves at within d-1 of from and on the grid, wherever one does.
func TestNearerSame(t *testing.T) {
	for size := 1; size < 9; size++ {
		for from := range size {
			for at := range size {
				for d := max(abs(at-from), 1); d < size+2; d++ {
					want := 2
					for k := -1; k <= 1; k++ {
						if abs(at+k-from) <= d-1 && uint(at+k) < uint(size) {
							want = k
							break
						}
					}
					if got := nearer(at, from, d, size); want != 2 && got != want {
						t.Fatalf("nearer(%d, %d, %d, %d) = %d, want %d", at, from, d, size, got, want)
					}
				}
			}
		}
	}
}
