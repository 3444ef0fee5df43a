package combat

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// randomField is a random grid with walls, difficult terrain, narrow,
// climbing and swimming squares, and creatures of three sides and every
// size, some prone, some grappling, some down, some dead.
func randomField(t testing.TB, rs *rules.Ruleset, rng *rand.Rand) *State {
	t.Helper()
	w, h := 4+rng.IntN(17), 4+rng.IntN(15)
	var g Grid
	g.Width, g.Height = w, h
	sq := func() Point { return Point{rng.IntN(w), rng.IntN(h)} }
	// Some fields are open, some crowded.
	for range rng.IntN(w * h / (2 + rng.IntN(6))) {
		g.Walls = append(g.Walls, sq())
	}
	for range rng.IntN(w * h / 4) {
		g.Difficult = append(g.Difficult, sq())
	}
	if rng.IntN(3) == 0 {
		for range rng.IntN(8) {
			g.Narrow = append(g.Narrow, sq())
		}
		for range rng.IntN(8) {
			g.Climb = append(g.Climb, sq())
		}
		for range rng.IntN(8) {
			g.Water = append(g.Water, sq())
		}
	}
	taken := map[Point]bool{}
	for _, p := range g.Walls {
		taken[p] = true
	}
	var cs []*Combatant
	for i := range 2 + rng.IntN(10) {
		p := sq()
		for tries := 0; taken[p] && tries < 50; tries++ {
			p = sq()
		}
		if taken[p] {
			break
		}
		taken[p] = true
		c := rules.NewCreature(fmt.Sprintf("c%d", i))
		c.Side = []string{"red", "blue", "green"}[rng.IntN(3)]
		c.Position = p
		c.MaxHP, c.HP = 10, 10
		c.Size = rules.Sizes[rng.IntN(4)]
		c.BaseSpeed = []int{15, 30, 60, 120}[rng.IntN(4)]
		cs = append(cs, &Combatant{Creature: c, Attacks: []Attack{{ID: "blade", ToHit: intp(3), Damage: "1d8", Type: "slashing", Reach: 5}}})
	}
	s, err := NewState(rs, g, cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range s.Creatures {
		switch rng.IntN(12) {
		case 0:
			if err := s.rs.ApplyCondition(c.Creature, rules.ConditionInstance{Name: "prone"}); err != nil {
				t.Fatal(err)
			}
		case 1:
			c.HP = 0
		case 2:
			c.HP, c.Dead = 0, true
		case 3: // grapples another creature, which it drags
			o := s.Creatures[rng.IntN(len(s.Creatures))]
			if o != c {
				if err := s.rs.ApplyCondition(o.Creature, rules.ConditionInstance{Name: "grappled", Source: grappleSource(c.ID)}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return s
}

// straightRulesets names the rulesets whose grids have straight steps
// (Combat.Straight), the ones the route-finder tests run in.
func straightRulesets() []string {
	var names []string
	for _, n := range rules.Names() {
		if rs, _ := rules.Get(n); rs.Combat.Straight > 0 {
			names = append(names, n)
		}
	}
	return names
}

// TestNearWaySame checks approach's paths (A* to the nearest goal, move_near.go) against those the
// search before it gave (move_ref_test.go), and waysTo's ways against that search's, over random
// fields in every ruleset, with the step costs of each and with straight steps that cost nothing.
func TestNearWaySame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	fields, paths := 1000, 0
	if testing.Short() {
		fields = 300
	}
	names := straightRulesets()
	for f := range fields {
		rs, err := rules.Get(names[f%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		s := randomField(t, rs, rng)
		if f%10 == 9 { // a search with the heap: steps across cost nothing
			free := *rs
			free.Combat.Straight = 0
			s.rs = &free
		}
		for _, c := range s.Creatures {
			for _, o := range s.Creatures {
				if o == c {
					continue
				}
				got, want := s.approach(c, o), s.refApproach(c, o)
				if !slices.Equal(got, want) {
					t.Fatalf("field %d (%s), %s at %v to %s at %v: approach %v, want %v\n%+v", f, s.rs.Name, c.ID, c.Position, o.ID, o.Position, got, want, s.Grid)
				}
				paths += len(got)
				// nearWay against the old search's path to any goals in a box.
				mid := Point{rng.IntN(s.Grid.Width), rng.IntN(s.Grid.Height)}
				var goals []int
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						if p := (Point{mid[0] + dx, mid[1] + dy}); s.Grid.in(p) && rng.IntN(3) > 0 {
							goals = append(goals, p[1]*s.Grid.Width+p[0])
						}
					}
				}
				if got, want := s.nearWay(c, mid, goals), refGoalWay(s, c, goals); !slices.Equal(got, want) {
					t.Fatalf("field %d (%s), %s at %v to %v %v: nearWay %v, want %v\n%+v", f, s.rs.Name, c.ID, c.Position, mid, goals, got, want, s.Grid)
				}
			}
			got, want := s.waysTo(c, nil), s.refWaysTo(c, nil)
			if !slices.Equal(got.dist, want.dist) || !slices.Equal(got.prev, want.prev) && !samePrev(got, want) {
				t.Fatalf("field %d, %s at %v: ways differ", f, c.ID, c.Position)
			}
			got.release()
		}
	}
	if paths == 0 {
		t.Fatal("no path compared")
	}
}

// samePrev compares the ways' steps back where a way leads.
func samePrev(a, b *ways) bool {
	for i, d := range a.dist {
		if d > 0 && a.prev[i] != b.prev[i] {
			return false
		}
	}
	return true
}

// refGoalWay is the old search's path to the nearest of goals.
func refGoalWay(s *State, c *Combatant, goals []int) []Point {
	if len(goals) == 0 {
		return nil
	}
	w := s.refWaysTo(c, goals)
	best, bestCost := -1, -1
	for _, i := range goals {
		if d := w.dist[i]; d >= 0 && (bestCost < 0 || d < bestCost) {
			best, bestCost = i, d
		}
	}
	if best < 0 {
		return nil
	}
	return w.to(Point{best % s.Grid.Width, best / s.Grid.Width})
}

// refCover is cover as it was before the fifth speed round, without its
// cache: coverOf over the walls and bodies between the two.
func refCover(s *State, from, to *Combatant) int {
	if s.buried(from, to) {
		return rules.CoverTotal
	}
	a, b := Point(from.Position), Point(to.Position)
	lo := Point{min(a[0], b[0]), min(a[1], b[1])}
	hi := Point{max(a[0], b[0]), max(a[1], b[1])}
	inBox := func(p Point) bool {
		return p[0] >= lo[0] && p[0] <= hi[0] && p[1] >= lo[1] && p[1] <= hi[1] && p != a && p != b
	}
	var walls, bodies []Point
	for _, w := range s.Grid.Walls {
		if w != a && w != b && w[0] >= lo[0]-1 && w[0] <= hi[0]+1 && w[1] >= lo[1]-1 && w[1] <= hi[1]+1 {
			walls = append(walls, w)
		}
	}
	for _, c := range s.Creatures {
		if p := Point(c.Position); c != from && c != to && c.standing() && inBox(p) {
			bodies = append(bodies, p)
		}
	}
	if len(walls) == 0 && len(bodies) == 0 {
		return rules.CoverNone
	}
	return coverOf(a, b, walls, bodies)
}

// TestCoverSame checks cover (with its caches) against coverOf worked
// out afresh, over random fields with and without walls, each pair asked
// twice (the second time from the cache).
func TestCoverSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	rs, err := rules.Get(rules.Default)
	if err != nil {
		t.Fatal(err)
	}
	fields, some := 2000, 0
	if testing.Short() {
		fields = 200
	}
	for f := range fields {
		s := randomField(t, rs, rng)
		if f%2 == 0 {
			s.Grid.Walls = nil // bodies alone: bodyKeyOf's cache
		}
		for range 2 {
			for _, c := range s.Creatures {
				for _, o := range s.Creatures {
					if o == c {
						continue
					}
					got, want := s.cover(c, o), refCover(s, c, o)
					if got != want {
						t.Fatalf("field %d, %s at %v to %s at %v: cover %d, want %d\n%+v", f, c.ID, c.Position, o.ID, o.Position, got, want, s.Grid)
					}
					if got != rules.CoverNone {
						some++
					}
				}
			}
		}
	}
	if some == 0 {
		t.Fatal("no cover compared")
	}
}

// BenchmarkWays times the whole-grid search (waysTo, for findPath) and
// approach's, each against the search before the fifth speed round, on a
// random field (randomField) at least 16 squares wide with six creatures
// or more.
func BenchmarkWays(b *testing.B) {
	rs, err := rules.Get(rules.Default)
	if err != nil {
		b.Fatal(err)
	}
	var s *State
	rng := rand.New(rand.NewPCG(9, 9))
	for s == nil || s.Grid.Width < 16 || len(s.Creatures) < 6 {
		s = randomField(b, rs, rng)
	}
	c, o := s.Creatures[0], s.Creatures[len(s.Creatures)-1]
	b.Run("waysTo", func(b *testing.B) {
		for range b.N {
			s.waysTo(c, nil).release()
		}
	})
	b.Run("refWaysTo", func(b *testing.B) {
		for range b.N {
			refWaysPool.Put(s.refWaysTo(c, nil))
		}
	})
	b.Run("approach", func(b *testing.B) {
		for range b.N {
			s.approach(c, o)
		}
	})
	b.Run("refApproach", func(b *testing.B) {
		for range b.N {
			s.refApproach(c, o)
		}
	})
}
