package combat

import "slices"

// nearWay is the path approach walks: the one waysTo(c, goals) leads to
// the nearest of the goal squares (the first of them in goals' order, of
// those as near), all of them in the 3x3 box around the square mid; nil
// when none can be reached.
//
// It finds it with A* rather than searching every square as near as the
// goal. The estimate of what a square still costs is the cost of its way
// to the box over an empty grid: it never overestimates and falls by no
// more than a step costs (consistent), so a square taken from the queue
// has its final cost, and every square on a cheapest way to a nearest goal
// (estimate plus cost no more than the goal's cost) is taken before the
// search stops. waysTo's path to a square goes back, at each square, to
// the neighbour with the least cost (then the least index) among those a
// cheapest way comes from: the squares come out of its queue in that order
// and the first one to reach a square keeps it. nearWay walks back by the
// same rule, over costs that are final where the rule reads them (a cost
// found but not final is dearer than the way it would have to give).
func (s *State) nearWay(c *Combatant, mid Point, goals []int) []Point {
	path, _ := s.nearWayBy(c, mid, goals)
	return path
}

// nearWayBy is nearWay, and whether openWay found it (open: every square
// of the path lies in open ground, nearFit).
func (s *State) nearWayBy(c *Combatant, mid Point, goals []int) (path []Point, open bool) {
	g := &s.Grid
	from := Point(c.Position)
	straight, diagonal := s.rs.Combat.Straight, s.rs.Combat.Diagonal
	if len(goals) == 0 {
		return nil, false
	}
	if straight <= 0 || diagonal <= 0 { // a step could cost nothing: no estimate to trust
		return s.goalWay(c, goals), false
	}
	if !g.in(from) {
		return nil, false
	}
	n := g.Width * g.Height
	m := getMaps()
	defer mapsPool.Put(m)
	s.gridFlags(c, m)
	if path, ok := s.openWay(c, m, goals); ok {
		return path, true
	}
	t := s.stepperMade(c, m)
	cost := m.cost
	if cap(cost) < n {
		cost = make([]int32, n)
	} else {
		cost = cost[:n]
		clear(cost)
	}
	m.cost = cost
	// The estimate per square across (hs) and per diagonal (hd): the
	// cheapest way over an empty grid.
	hs, hd := straight, min(diagonal, 2*straight)
	if diagonal < straight {
		hs, hd = diagonal, diagonal
	}
	est := func(x, y int) int {
		dx, dy := max(abs(x-mid[0])-1, 0), max(abs(y-mid[1])-1, 0)
		lo, hi := min(dx, dy), max(dx, dy)
		return lo*hd + (hi-lo)*hs
	}
	width, height := g.Width, g.Height
	least := min(straight, diagonal) // no step costs less
	start := from[1]*width + from[0]
	cost[start] = 1
	f0 := est(from[0], from[1])
	buckets := m.buckets[:0]
	for len(buckets) <= f0 {
		buckets = append(buckets, bucketAt(m.buckets, len(buckets)))
	}
	buckets[f0] = append(buckets[f0], int32(start))
	nearest := -1 // the cost of the nearest goal
	for f := f0; f < len(buckets); f++ {
		// Squares join bucket f while it is taken (a step whose cost the
		// estimate's fall pays in full): read its length afresh.
		for j := 0; j < len(buckets[f]); j++ {
			at := int(buckets[f][j])
			x, y := at%width, at/width
			h := est(x, y)
			cur := int(cost[at]) - 1
			if cur+h != f {
				continue // since reached for less
			}
			if h == 0 && nearest < 0 && slices.Contains(goals, at) {
				nearest = cur
			}
			for k := range neighbours {
				px, py := x+neighbours[k][0], y+neighbours[k][1]
				if uint(px) >= uint(width) || uint(py) >= uint(height) {
					continue
				}
				i := py*width + px
				d := int(cost[i])
				if d != 0 && d-1 <= cur+least {
					continue // reached for no more than any step would cost
				}
				sc := t.cost(x, y, px, py, i)
				if sc < 0 {
					continue
				}
				nc := cur + sc
				if d != 0 && d-1 <= nc {
					continue
				}
				cost[i] = int32(nc + 1)
				nf := nc + est(px, py)
				if nearest >= 0 && nf > nearest {
					continue // beyond the search's end
				}
				for len(buckets) <= nf {
					buckets = append(buckets, bucketAt(m.buckets, len(buckets)))
				}
				buckets[nf] = append(buckets[nf], int32(i))
			}
		}
		if nearest >= 0 {
			break // f is nearest: every square a nearest goal's ways pass is done
		}
	}
	m.buckets = buckets
	if nearest < 0 {
		return nil, false
	}
	goal := -1
	for _, i := range goals {
		if int(cost[i])-1 == nearest {
			goal = i
			break
		}
	}
	if goal < 0 { // cannot happen: the nearest goal's cost is final
		return s.goalWay(c, goals), false
	}
	var room [32]Point
	back := room[:0] // the path from the goal back
	for i := goal; i != start; {
		x, y := i%width, i/width
		back = append(back, Point{x, y})
		ci := int(cost[i]) - 1
		prev, pc := -1, 0
		for k := range neighbours {
			ax, ay := x+neighbours[k][0], y+neighbours[k][1]
			if uint(ax) >= uint(width) || uint(ay) >= uint(height) {
				continue
			}
			a := ay*width + ax
			ca := int(cost[a]) - 1
			if ca < 0 || ca >= ci || (prev >= 0 && (ca > pc || ca == pc && a > prev)) {
				continue
			}
			if sc := t.cost(ax, ay, x, y, i); sc >= 0 && ca+sc == ci {
				prev, pc = a, ca
			}
		}
		if prev < 0 || len(back) > n { // cannot happen: the way is waysTo's
			return s.goalWay(c, goals), false
		}
		i = prev
	}
	path = make([]Point, len(back))
	for k, p := range back {
		path[len(back)-1-k] = p
	}
	return path, false
}

// nearFit is fitting(c, nearWay(c, mid, goals)): approach's path. When
// openWay found the way on plain ground (plainFor), fitting's pathSteps
// need not look at each square: no square of the path is one gridFlags
// marks (each lies in a box openWay found open), so no hostile creature
// standing there blocks c or makes the step dearer, and every step costs
// the ruleset's straight step (openWay's diagonal costs the same; c is
// neither prone nor dragging: else fitting's). The steps
// that pass are then as many as c's movement left pays for; the last
// square free is looked for as fitting does. TestNearFitSame holds the
// two alike.
func (s *State) nearFit(c *Combatant, mid Point, goals []int) []Point {
	path, open := s.nearWayBy(c, mid, goals)
	if !open || !s.plainFor(mover{}) || c.Has(s.rs, "prone") || s.drags(c) {
		return s.fitting(c, path)
	}
	n := len(path)
	if k := s.moveLeft(c) / s.rs.Combat.Straight; k < n {
		n = max(k, 0)
	}
	for ; n > 0; n-- {
		if o := s.At(path[n-1]); o == nil || o == c {
			break
		}
	}
	if w := s.weigh; w != nil && n > 0 {
		w.plainFit = path[:n] // for walk (plainFitted)
	}
	return path[:n]
}

// plainFitted reports whether path is the one Auto's Move is doing
// (State.fitted: approach found and fitted it on this very state, and
// nothing came between) and nearFit fitted it by its short way (the
// weighing's plainFit: the very slice): its steps then all cost the
// ruleset's straight step, on plain ground, through no hostile creature's
// space (nearFit), and walk need not look at each square.
func (s *State) plainFitted(path []Point) bool {
	w := s.weigh
	return w != nil && len(w.plainFit) > 0 && s.isFitted(path) && len(w.plainFit) == len(path) && &w.plainFit[0] == &path[0]
}

// goalWay is nearWay by waysTo.
func (s *State) goalWay(c *Combatant, goals []int) []Point {
	w := s.waysTo(c, goals)
	defer w.release()
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

// openWay is nearWay without a search, where the squares its rules read
// lie in open ground (ok; else the search must run): every step costs the
// same (the ruleset's straight and diagonal steps cost alike, and no
// climbing, water or narrow square makes one dearer than another: a
// crawling or dragging mover's extra is the same on every square,
// stepperMade), so the cost of a square p is a step's times
// its distance in steps from c (the larger of the two axes' counts)
// wherever the box from c's square to p holds no square gridFlags marks
// (a wall, a hostile creature, difficult terrain, a blocked square): a
// way inside that box has that cost, and none costs less. The goal is
// the first of goals, in their order, as near as the nearest; the path
// goes back from it, at each square, to the neighbour of least index a
// step nearer to c, not across a wall's corner (waysTo's rule: all those
// cost the same). m holds c's gridFlags. Any square whose cost the rule
// reads and cannot be known so (a goal as near as the chosen one; a
// neighbour a step nearer whose box holds a marked square) sends it back
// to the search, as does a box holding c's target (marked itself).
func (s *State) openWay(c *Combatant, m *gridMaps, goals []int) ([]Point, bool) {
	g := &s.Grid
	straight, diagonal := s.rs.Combat.Straight, s.rs.Combat.Diagonal
	if straight != diagonal || straight <= 0 || len(g.Climb)+len(g.Water)+len(g.Narrow) > 0 { // stepperMade's costs a square
		return nil, false
	}
	width := g.Width
	from := Point(c.Position)
	flags := m.flags
	marked := m.points[:0] // the marked squares, read off once
	for _, i := range m.marked {
		marked = append(marked, Point{int(i) % width, int(i) / width})
	}
	m.points = marked
	open := func(p Point) bool { // the box from c to p holds no marked square
		x0, x1 := min(from[0], p[0]), max(from[0], p[0])
		y0, y1 := min(from[1], p[1]), max(from[1], p[1])
		for _, q := range marked {
			if q[0] >= x0 && q[0] <= x1 && q[1] >= y0 && q[1] <= y1 {
				return false
			}
		}
		return true
	}
	steps := func(p Point) int { return max(abs(p[0]-from[0]), abs(p[1]-from[1])) }
	goal, near := Point{}, -1
	for _, i := range goals {
		if p := (Point{i % width, i / width}); (near < 0 || steps(p) < near) && open(p) {
			goal, near = p, steps(p)
		}
	}
	if near < 0 {
		return nil, false
	}
	for _, i := range goals { // one not open may cost as little, or less
		if p := (Point{i % width, i / width}); p != goal && steps(p) <= near && !open(p) {
			return nil, false
		}
	}
	// The goal's box is open, and so is the box of any square in it.
	gx0, gx1 := min(from[0], goal[0]), max(from[0], goal[0])
	gy0, gy1 := min(from[1], goal[1]), max(from[1], goal[1])
	walls := len(g.Walls) > 0
	// Each square of the path is a step nearer to c than the one after
	// it: the path holds near squares, written from the goal back.
	path := make([]Point, near)
	k := near
	for at := goal; at != from; {
		if k == 0 { // cannot happen: each square is a step nearer
			return nil, false
		}
		k--
		path[k] = at
		d := steps(at)
		if !walls {
			// No corner to cut: the first neighbour in neighbours' order a
			// step nearer and on the grid is the one of least row, then
			// least column, each a step nearer and on the grid (nearer
			// along both axes is nearer: a step changes steps by one at
			// most). One always is: towards c's square.
			dy := nearer(at[1], from[1], d, g.Height)
			dx := nearer(at[0], from[0], d, width)
			a := Point{at[0] + dx, at[1] + dy}
			if (a[0] < gx0 || a[0] > gx1 || a[1] < gy0 || a[1] > gy1) && !open(a) {
				return nil, false // it may cost a step less than at, or more
			}
			at = a
			continue
		}
		next := Point{-1, -1}
		for k := range neighbours {
			a := Point{at[0] + neighbours[k][0], at[1] + neighbours[k][1]}
			if !g.in(a) || steps(a) != d-1 {
				continue // off the grid, or no nearer: dearer than at's way less a step
			}
			if a[0] != at[0] && a[1] != at[1] && (flags[a[1]*width+at[0]]|flags[at[1]*width+a[0]])&sqWall != 0 {
				continue // cuts a wall's corner
			}
			if !open(a) {
				return nil, false // it may cost a step less than at, or more
			}
			next = a
			break
		}
		if next[0] < 0 { // cannot happen: a's box is open
			return nil, false
		}
		at = next
	}
	if k != 0 { // cannot happen: the last square before c's is a step from it
		return nil, false
	}
	return path, true
}

// nearer is the least step (-1, 0 or 1) along one axis from at that
// leaves it within d-1 of from and on the grid (0 to size-1) along that
// axis, d being at's distance in steps from from (at least 1).
func nearer(at, from, d, size int) int {
	// at+k lies within d-1 of from when from-d+1 <= at+k <= from+d-1,
	// and at itself within d (d is at's distance in steps): -1 when at-1
	// is on the grid and at-from >= 2-d; else 0 when at is within d-1;
	// else 1, towards from (at is d before it, so at+1 is on the grid).
	switch {
	case at >= 1 && at-from >= 2-d:
		return -1
	case abs(at-from) <= d-1:
		return 0
	}
	return 1
}
