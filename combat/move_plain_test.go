package combat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestPlainStepSame holds plainStep (move_plain.go) to step then
// moverCost on plain ground, over random fields in every ruleset, for
// steps next door, too long, standing still and off the grid, some of
// the creatures at 0 hit points, dead or free of difficult terrain.
func TestPlainStepSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 5))
	names := straightRulesets()
	plains := 0
	for f := range 600 {
		rs, err := rules.Get(names[f%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		s := openField(t, rs, rng)
		s.Grid.Walls, s.Grid.Difficult = nil, nil
		for _, o := range s.Creatures {
			switch rng.IntN(6) {
			case 0:
				o.HP = 0
			case 1:
				o.Dead = true
			}
		}
		for _, c := range s.Creatures {
			m := s.moverOf(c)
			if rng.IntN(5) == 0 {
				m.ignores = true // as Freedom of Movement
			}
			if !s.plainFor(m) {
				continue
			}
			plains++
			for range 40 {
				a := Point{rng.IntN(s.Grid.Width+2) - 1, rng.IntN(s.Grid.Height+2) - 1}
				b := Point{a[0] + rng.IntN(5) - 2, a[1] + rng.IntN(5) - 2}
				if rng.IntN(3) == 0 { // next to a creature: through its space
					o := s.Creatures[rng.IntN(len(s.Creatures))]
					b = Point(o.Position)
					a = Point{b[0] + rng.IntN(3) - 1, b[1] + rng.IntN(3) - 1}
				}
				got, ok := s.plainStep(c, m, a, b, s.At(b))
				want, err := s.step(a, b)
				if err == nil {
					want = s.moverCost(c, m, b, want)
				}
				if ok != (err == nil) || ok && got != want {
					t.Fatalf("field %d (%s), %s from %v to %v: plainStep %d %v, want %d %v", f, rs.Name, c.ID, a, b, got, ok, want, err)
				}
			}
		}
	}
	if plains < 100 {
		t.Errorf("plain ground for %d movers only", plains)
	}
}

// TestProvokerOfSame holds provokerOf over threats (with their first
// steps) to provoker along random walks of each creature.
func TestProvokerOfSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 6))
	names := straightRulesets()
	for f := range 600 {
		rs, err := rules.Get(names[f%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		s := openField(t, rs, rng)
		for _, o := range s.Creatures {
			if rng.IntN(3) == 0 {
				o.Attacks[0].Reach = 10
			}
			switch rng.IntN(8) {
			case 0:
				o.HP = 0
			case 1:
				o.Dead = true
			case 2:
				o.ReactionUsed = true
			}
		}
		for _, c := range s.Creatures {
			ts := s.threats(c, nil)
			cur := Point(c.Position)
			for i := range 12 {
				p := Point{cur[0] + rng.IntN(3) - 1, cur[1] + rng.IntN(3) - 1}
				got, want := s.provokerOf(ts, c, i, cur, p, nil), s.provoker(c, cur, p, nil)
				if got != want {
					t.Fatalf("field %d (%s), %s step %d from %v to %v: provokerOf %v, want %v", f, rs.Name, c.ID, i, cur, p, got, want)
				}
				cur = p
			}
		}
	}
}

// TestSizeIndexSame holds sizeIndex (cover.go) to rules.SizeIndex.
func TestSizeIndexSame(t *testing.T) {
	for _, n := range append(slices.Clone(rules.Sizes[:]), "", "colossal", "Large") {
		if got, want := sizeIndex(n), rules.SizeIndex(n); got != want {
			t.Errorf("sizeIndex(%q) = %d, want %d", n, got, want)
		}
	}
}
