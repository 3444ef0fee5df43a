package combat

// The search approach ran before the fifth speed round (A* to the nearest
// goal, move_near.go), kept as the reference its paths are checked
// against (move_near_test.go).

import (
	"slices"
	"sync"
)

// refWaysTo is ways, stopped early once the nearest of the goal squares is
// reached and every square no farther than it has its final cost: the
// squares come out of the heap in a total order, so the ways to those
// squares (and which of the goals are nearest) are those ways would find.
// Farther squares may be left with no way or a dearer one. No goals: the
// whole grid.
func (s *State) refWaysTo(c *Combatant, goals []int) *ways {
	g := &s.Grid
	n := g.Width * g.Height
	w := &ways{g: g, from: Point(c.Position)}
	if v, _ := refWaysPool.Get().(*ways); v != nil && cap(v.dist) >= n { // the room of a way handed back (release)
		w.dist, w.prev = v.dist[:n], v.prev[:n]
	} else {
		w.dist, w.prev = make([]int, n), make([]int32, n)
	}
	for i := range w.dist {
		w.dist[i] = -1
	}
	m := refGetMaps(n) // the squares c may not enter, hostile bodies, walls, difficult terrain
	defer refMapsPool.Put(m)
	blocked, body, wall, difficult := m.blocked, m.body, m.wall, m.difficult
	prone := c.Has(s.rs, "prone")
	climbs := len(g.Climb)+len(g.Water)+len(g.Narrow) > 0
	drags := s.drags(c)
	for _, p := range g.Narrow {
		if g.in(p) && s.fits(c, p) != nil {
			blocked[w.at(p)] = true
		}
	}
	if g.Elements != nil { // sunlight.go: Forbiddance
		for _, p := range g.Elements.Residence {
			if g.in(p) && s.forbidden(c, p, false) != nil {
				blocked[w.at(p)] = true
			}
		}
	}
	for _, p := range g.Walls {
		if g.in(p) {
			wall[w.at(p)] = true
		}
	}
	ignores := ignoresTerrain(c) // grant_play.go: Freedom of Movement
	for _, p := range g.Difficult {
		if g.in(p) && !ignores {
			difficult[w.at(p)] = true
		}
	}
	if len(s.Zones) > 0 { // zone_still.go: Ice Storm's terrain; aura_rules.go: Magic Circle's hedge
		s.zoneMaps(c, w, difficult, blocked)
	}
	for _, o := range s.Creatures {
		if o != c && o.side() != c.side() && o.standing() && g.in(Point(o.Position)) {
			if !s.passable(c, o) {
				blocked[w.at(Point(o.Position))] = true
			} else if (o.Size != "tiny" || !s.rs.Combat.Actions.TinySpaceOpen) && !ignores {
				body[w.at(Point(o.Position))] = true // crossed at the cost of difficult terrain
			}
		}
	}
	straight, diagonal := s.rs.Combat.Straight, s.rs.Combat.Diagonal
	if !g.in(w.from) {
		return w // no way from off the grid
	}
	// One byte a square for the loop below: what the four maps say.
	flags := m.flags[:0]
	for i := 0; i < n; i++ {
		var f uint8
		if blocked[i] || wall[i] {
			f |= sqStop
		}
		if wall[i] {
			f |= sqWall
		}
		if difficult[i] {
			f |= sqDifficult
		}
		if body[i] {
			f |= sqBody
		}
		flags = append(flags, f)
	}
	m.flags = flags
	start := w.at(w.from)
	w.dist[start] = 0
	if straight <= 0 || diagonal <= 0 { // a step could cost nothing: the heap keeps the order
		s.refWaysHeap(c, w, m, goals, start, prone || climbs || drags)
		return w
	}
	// Dial's algorithm: a bucket of squares by cost. Every step costs at
	// least one, so a bucket is complete when it is reached; taken in the
	// order of their index, its squares come out in the heap's order (by
	// cost, then row, then column), and the ways are the same.
	buckets := m.buckets
	buckets = append(buckets[:0], append(refBucketAt(m.buckets, 0), int32(start)))
	width, height := g.Width, g.Height
	nearest := -1 // the cost of the nearest goal reached
	slow := prone || climbs || drags
scan:
	for cost := 0; cost < len(buckets); cost++ {
		b := buckets[cost]
		if len(b) == 0 {
			continue
		}
		if nearest >= 0 && cost > nearest {
			break
		}
		slices.Sort(b)
		for _, a32 := range b {
			at := int(a32)
			if cost > w.dist[at] {
				continue
			}
			if nearest < 0 && len(goals) > 0 && slices.Contains(goals, at) {
				nearest = cost
			}
			x, y := at%width, at/width
			for k := range neighbours { // in the heap search's order: row above, own row, row below
				dx, dy := neighbours[k][0], neighbours[k][1]
				px, py := x+dx, y+dy
				if uint(px) >= uint(width) || uint(py) >= uint(height) {
					continue
				}
				i := py*width + px
				f := flags[i]
				if f&sqStop != 0 {
					continue
				}
				// The step's cost as State.cost gives it, from the maps.
				sc := straight
				if dx != 0 && dy != 0 {
					if flags[y*width+px]&sqWall != 0 || flags[py*width+x]&sqWall != 0 {
						continue // cuts a wall's corner
					}
					sc = diagonal
				}
				if f&sqDifficult != 0 {
					sc *= 2
				}
				if slow || f&sqBody != 0 {
					sc = adjustCost(sc, f&sqDifficult != 0, s.stepExtra(c, Point{px, py}, prone, drags), f&sqBody != 0)
				}
				nc := cost + sc
				if d := w.dist[i]; d >= 0 && d <= nc {
					continue
				}
				w.dist[i], w.prev[i] = nc, int32(at)
				for len(buckets) <= nc {
					buckets = append(buckets, refBucketAt(m.buckets, len(buckets)))
				}
				buckets[nc] = append(buckets[nc], int32(i))
			}
		}
		if nearest >= 0 && cost >= nearest {
			break scan
		}
	}
	m.buckets = buckets
	return w
}

// refBucketAt is the room of old's bucket i, emptied, or nil.
func refBucketAt(old [][]int32, i int) []int32 {
	if i < cap(old) {
		return old[:i+1][i][:0]
	}
	return nil
}

// refWaysHeap is refWaysTo's search with a heap (every key by cost, then the
// square's index), for step costs that may be 0.
func (s *State) refWaysHeap(c *Combatant, w *ways, m *refGridMaps, goals []int, start int, slow bool) {
	g := &s.Grid
	prone, drags := c.Has(s.rs, "prone"), s.drags(c)
	flags := m.flags
	straight, diagonal := s.rs.Combat.Straight, s.rs.Combat.Diagonal
	width, height := g.Width, g.Height
	q := append(m.q[:0], squareKey(0, start))
	nearest := -1 // the cost of the nearest goal reached
	for len(q) > 0 {
		cost, at := q.pop()
		if nearest >= 0 && cost > nearest {
			break
		}
		if cost > w.dist[at] {
			continue
		}
		if nearest < 0 && len(goals) > 0 && slices.Contains(goals, at) {
			nearest = cost
		}
		x, y := at%width, at/width
		for dy := -1; dy <= 1; dy++ {
			py := y + dy
			if py < 0 || py >= height {
				continue
			}
			for dx := -1; dx <= 1; dx++ {
				px := x + dx
				if (dx == 0 && dy == 0) || px < 0 || px >= width {
					continue
				}
				i := py*width + px
				f := flags[i]
				if f&sqStop != 0 {
					continue
				}
				sc := straight
				if dx != 0 && dy != 0 {
					if flags[y*width+px]&sqWall != 0 || flags[py*width+x]&sqWall != 0 {
						continue // cuts a wall's corner
					}
					sc = diagonal
				}
				if f&sqDifficult != 0 {
					sc *= 2
				}
				if slow || f&sqBody != 0 {
					sc = adjustCost(sc, f&sqDifficult != 0, s.stepExtra(c, Point{px, py}, prone, drags), f&sqBody != 0)
				}
				nc := cost + sc
				if w.dist[i] >= 0 && w.dist[i] <= nc {
					continue
				}
				w.dist[i], w.prev[i] = nc, int32(at)
				q.push(squareKey(nc, i))
			}
		}
	}
	m.q = q
}

// refWaysPool keeps the room of ways handed back (release) for refWaysTo.
var refWaysPool sync.Pool

// refGridMaps are refWaysTo's maps of the grid, a square each, kept between
// calls (refMapsPool).
type refGridMaps struct {
	blocked, body, wall, difficult []bool
	flags                          []uint8 // refWaysTo's byte a square
	q                              squareHeap
	buckets                        [][]int32 // refWaysTo's squares by cost
}

var refMapsPool sync.Pool

// refGetMaps is a refGridMaps of n squares, every square false.
func refGetMaps(n int) *refGridMaps {
	m, _ := refMapsPool.Get().(*refGridMaps)
	if m == nil || cap(m.blocked) < n {
		b := make([]bool, 4*n)
		q, buckets := squareHeap(nil), [][]int32(nil)
		if m != nil {
			q, buckets = m.q, m.buckets
		}
		m = &refGridMaps{blocked: b[:n:n], body: b[n : 2*n : 2*n], wall: b[2*n : 3*n : 3*n], difficult: b[3*n : 4*n], q: q, buckets: buckets}
		return m
	}
	m.blocked, m.body, m.wall, m.difficult = m.blocked[:n], m.body[:n], m.wall[:n], m.difficult[:n]
	clear(m.blocked)
	clear(m.body)
	clear(m.wall)
	clear(m.difficult)
	return m
}

// refApproach is the longest legal start of the shortest path from c to a
// free square next to target, or nil.
func (s *State) refApproach(c, target *Combatant) []Point {
	if Feet(Point(c.Position), Point(target.Position)) <= 5 || s.moveLeft(c) == 0 {
		return nil
	}
	tp := Point(target.Position)
	var goals [9]int
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			to := Point{tp[0] + dx, tp[1] + dy}
			if s.Grid.in(to) && s.At(to) == nil {
				goals[n], n = to[1]*s.Grid.Width+to[0], n+1
			}
		}
	}
	w := s.refWaysTo(c, goals[:n])
	defer refWaysPool.Put(w)
	var best []Point
	bestCost := -1
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			to := Point{tp[0] + dx, tp[1] + dy}
			if !s.Grid.in(to) || s.At(to) != nil || w.dist[w.at(to)] < 0 {
				continue
			}
			if d := w.dist[w.at(to)]; bestCost < 0 || d < bestCost {
				best, bestCost = w.to(to), d
			}
		}
	}
	for n := len(best); n > 0; n-- {
		if s.pathFits(c, best[:n]) {
			return best[:n]
		}
	}
	return nil
}
