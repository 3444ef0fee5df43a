package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// oldCover is State.cover as it was before cover_open.go (main 0cf8f6a),
// caches and all: the reference coverOpen is held to.
func oldCover(s *State, from, to *Combatant) int {
	if s.buried(from, to) {
		return rules.CoverTotal
	}
	a, b := Point(from.Position), Point(to.Position)
	lo := Point{min(a[0], b[0]), min(a[1], b[1])}
	hi := Point{max(a[0], b[0]), max(a[1], b[1])}
	var walls []Point
	if len(s.Grid.Walls) > 0 {
		var wb [16]Point
		walls = wb[:0]
		for _, w := range s.Grid.Walls {
			if w != a && w != b && w[0] >= lo[0]-1 && w[0] <= hi[0]+1 && w[1] >= lo[1]-1 && w[1] <= hi[1]+1 {
				walls = append(walls, w)
			}
		}
	}
	var bb [16]Point
	bodies := bb[:0]
	for _, c := range s.Creatures {
		p := Point(c.Position)
		if p[0] < lo[0] || p[0] > hi[0] || p[1] < lo[1] || p[1] > hi[1] || p == a || p == b || c == from || c == to || !c.standing() {
			continue
		}
		bodies = append(bodies, p)
	}
	if len(walls) == 0 && len(bodies) == 0 {
		return rules.CoverNone
	}
	if len(walls) == 0 {
		if k, ok := bodyKeyOf(a, b, lo, hi, bodies); ok {
			h := k * 0x9e3779b97f4a7c15
			if v, ok := bodyCovers.get(k, h); ok {
				return v
			}
			best := coverOf(a, b, nil, bodies)
			bodyCovers.put(k, h, best)
			return best
		}
	}
	k, keyed := coverKeyOf(a, b, walls, bodies)
	var h uint64
	if keyed {
		h = k.hash()
		if v, ok := covers.get(k, h); ok {
			return v
		}
	}
	best := coverOf(a, b, walls, bodies)
	if keyed {
		covers.put(k, h, best)
	}
	return best
}

// TestCoverOpen holds cover to the old path (oldCover) and to coverOf
// worked out afresh (refCover) over random fields, most of them without
// walls (coverOpen's), crowded ones among them, some creatures dead or
// at 0 HP, some sharing a square, each pair asked three times (the cache
// filled by either path in turn).
func TestCoverOpen(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	rs, err := rules.Get(rules.Default)
	if err != nil {
		t.Fatal(err)
	}
	fields, open, some := 3000, 0, 0
	if testing.Short() {
		fields = 300
	}
	for f := range fields {
		s := randomField(t, rs, rng)
		if f%4 != 0 {
			s.Grid.Walls = nil
		}
		for _, c := range s.Creatures {
			switch rng.IntN(8) {
			case 0:
				c.Dead = true
			case 1:
				c.HP = 0
			case 2:
				c.Position = s.Creatures[rng.IntN(len(s.Creatures))].Position // two in one square
			}
		}
		for i := range 3 {
			for _, c := range s.Creatures {
				for _, o := range s.Creatures {
					if o == c {
						continue
					}
					var got, old int
					if i == 1 {
						old, got = oldCover(s, c, o), s.cover(c, o)
					} else {
						got, old = s.cover(c, o), oldCover(s, c, o)
					}
					if want := refCover(s, c, o); got != old || got != want {
						t.Fatalf("field %d, %s at %v to %s at %v: cover %d, old %d, want %d\n%+v", f, c.ID, c.Position, o.ID, o.Position, got, old, want, s.Grid)
					}
					if got != rules.CoverNone {
						some++
						if len(s.Grid.Walls) == 0 {
							open++
						}
					}
				}
			}
		}
	}
	if some == 0 || open == 0 {
		t.Fatalf("cover compared %d times, %d without walls", some, open)
	}
}

// TestCoverNear holds cover's near shortcut (cover.go) to coverOf: two
// squares side by side, or one square, with every square around them a
// body, give no cover without walls.
func TestCoverNear(t *testing.T) {
	a := Point{2, 2}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			b := Point{a[0] + dx, a[1] + dy}
			var bodies []Point
			for y := range 5 {
				for x := range 5 {
					if p := (Point{x, y}); p != a && p != b {
						bodies = append(bodies, p)
					}
				}
			}
			if got := coverOf(a, b, nil, bodies); got != rules.CoverNone {
				t.Errorf("%v to %v with every square around a body: cover %d, want none", a, b, got)
			}
		}
	}
}
