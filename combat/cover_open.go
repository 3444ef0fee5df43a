package combat

import "github.com/arbiter-rpg/arbiter/rules"

// Cover without walls in a small box (most attacks: no walls on the
// grid, the two creatures a few squares apart). The pass over the
// creatures sets a bit for each square of the box between a and b where
// a body stands (a standing creature, on neither a's square nor b's:
// the attacker and its target stand there), row by row from lo: that
// bitmap with a and b is the key of bodyCovers at once, with no list of
// bodies made, copied and keyed apart (bodyKeyOf's box form, the same
// key). The bodies are listed from the bits only when the cache has no
// answer: coverOf takes them in any order, and two creatures in one
// square are one body to it.

// boxBits is the most squares a box of coverOpen holds: the key's bits
// above a and b (24) and the form bit (24) and bodyKeyOf's count (25-26).
const boxBits = 37

// coverOpen is cover between a and b on a grid without walls, lo and hi
// the corners of their box (every coordinate in 0..63), w its width, the
// box holding boxBits squares at most.
func (s *State) coverOpen(a, b, lo, hi Point, w int) int {
	var bits uint64
	for _, c := range s.Creatures {
		p := Point(c.Position)
		if p[0] < lo[0] || p[0] > hi[0] || p[1] < lo[1] || p[1] > hi[1] || p == a || p == b || !c.standing() {
			continue // outside the box between them, or one of the two
		}
		bits |= 1 << ((p[1]-lo[1])*w + p[0] - lo[0])
	}
	if bits == 0 {
		return rules.CoverNone
	}
	k := uint64(a[0]) | uint64(a[1])<<6 | uint64(b[0])<<12 | uint64(b[1])<<18 | 1<<24 | bits<<27
	h := k * 0x9e3779b97f4a7c15
	if v, ok := bodyCovers.get(k, h); ok {
		return v
	}
	var bb [boxBits]Point
	bodies := bb[:0]
	for i := range boxBits {
		if bits&(1<<i) != 0 {
			bodies = append(bodies, Point{lo[0] + i%w, lo[1] + i/w})
		}
	}
	best := coverOf(a, b, nil, bodies)
	bodyCovers.put(k, h, best)
	return best
}

// coverLong is cover between a and b (from's and to's squares) on a grid
// without walls, lo and hi the corners of their box (every coordinate in
// 0..63), the box too large for coverOpen: the bodies clear of every
// line left out (offLines, cover.go), up to three of them keyed as they
// come (bodyKeyOf's short form, the same key) without a list zeroed,
// made and keyed apart. False with more than three: coverAny's key then.
func (s *State) coverLong(from, to *Combatant, a, b, lo, hi Point) (int, bool) {
	var bb [3]Point
	n := 0
	d := Point{b[0] - a[0], b[1] - a[1]}
	band := abs(d[0]) + abs(d[1])
	k := uint64(a[0]) | uint64(a[1])<<6 | uint64(b[0])<<12 | uint64(b[1])<<18
	for _, c := range s.Creatures {
		p := Point(c.Position)
		if p[0] < lo[0] || p[0] > hi[0] || p[1] < lo[1] || p[1] > hi[1] || p == a || p == b || !c.standing() {
			continue // outside the box between them, or on from's or to's square
		}
		if abs((p[0]-a[0])*d[1]-(p[1]-a[1])*d[0]) > band {
			continue // clear of every line (offLines)
		}
		if n == len(bb) {
			return 0, false
		}
		k |= (uint64(p[0]) | uint64(p[1])<<6) << (27 + 12*n)
		bb[n] = p
		n++
	}
	if n == 0 {
		return rules.CoverNone, true
	}
	k |= uint64(n) << 25
	h := k * 0x9e3779b97f4a7c15
	if v, ok := bodyCovers.get(k, h); ok {
		return v, true
	}
	best := coverOf(a, b, nil, bb[:n])
	bodyCovers.put(k, h, best)
	return best, true
}
