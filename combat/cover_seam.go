package combat

import (
	"math"
	"slices"
)

// seams reports whether the segment from a to b runs along the edge two
// of squares share (a straight wall two squares thick along the line, or
// two squares side by side across it): a line between two wall squares
// that touch is blocked as a line through either is, since a solid wall
// has no gap at the seam (decision; without it, a straight wall of
// squares gives three-quarters cover at most).
func seams(a, b [2]float64, squares []Point) bool {
	for axis := range 2 {
		if a[axis] != b[axis] || a[axis] != math.Trunc(a[axis]) {
			continue
		}
		k := int(a[axis])
		other := 1 - axis
		lo, hi := min(a[other], b[other]), max(a[other], b[other])
		for _, p := range squares {
			if p[axis] != k {
				continue // p is the square after the edge; its neighbour before it shares the edge
			}
			if float64(p[other]+1) <= lo || float64(p[other]) >= hi {
				continue // the segment does not run along p's edge
			}
			q := p
			q[axis]--
			if slices.Contains(squares, q) {
				return true
			}
		}
	}
	return false
}
