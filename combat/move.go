package combat

import (
	"fmt"
	"slices"
	"sync"

	"github.com/arbiter-rpg/arbiter/rules"
)

// move checks a whole path (given, or the cheapest to a destination)
// before taking a step: each square next to the last, on the grid, not a
// wall nor a hostile creature's space, paid for from the movement left;
// the last square free. Then it walks it.
func (d *decider) move(c *Combatant, cmd Command) error {
	s := d.s
	cite := s.cite(s.rs.Combat.Sections.Movement)
	if !c.standing() {
		return fmt.Errorf("%w (%s): %s is at 0 hit points", ErrNoMovement, cite, c.ID)
	}
	if s.moveLeft(c) == 0 {
		return fmt.Errorf("%w (%s): %s has no movement left (speed %d ft)", ErrNoMovement, cite, c.ID, c.Speed(s.rs))
	}
	path, err := s.movePath(c, cmd)
	if err != nil {
		return err
	}
	if len(path) == 0 {
		return fmt.Errorf("%w: a move needs a path or a destination", ErrBadCommand)
	}
	if !s.isFitted(path) { // else approach passed it on this very state (fitting), and nothing came between
		if _, err := s.checkPath(c, path); err != nil {
			return err
		}
	} else if backupCheck { // backup_check.go: the debug build checks it all the same
		if _, err := s.checkPath(c, path); err != nil {
			panic(fmt.Sprintf("combat: a fitted path %v for %s fails checkPath: %v", path, c.ID, err))
		}
	}
	return d.walk(c, path, nil)
}

// isFitted reports whether path is the one approach found and fitted for
// the Move Auto is doing (State.fitted): the very slice, not an equal one.
func (s *State) isFitted(path []Point) bool {
	return len(s.fitted) > 0 && len(path) == len(s.fitted) && &path[0] == &s.fitted[0]
}

// checkPath checks a path for c and returns its cost in half squares.
func (s *State) checkPath(c *Combatant, path []Point) (int, error) {
	return s.pathCost(c, path, true)
}

// pathFits reports whether checkPath passes path, without writing out why
// not (the policy tries many paths and keeps the first that passes).
func (s *State) pathFits(c *Combatant, path []Point) bool {
	_, err := s.pathCost(c, path, false)
	return err == nil
}

// pathCost is checkPath; without why, its own refusals are the bare
// sentinel errors.
func (s *State) pathCost(c *Combatant, path []Point, why bool) (int, error) {
	total, n, err := s.pathSteps(c, path, why)
	if err != nil {
		return 0, err
	}
	cur := Point(c.Position)
	if n > 0 {
		cur = path[n-1]
	}
	if o := s.At(cur); o != nil && o != c {
		if !why {
			return 0, ErrOccupied
		}
		return 0, fmt.Errorf("%w (%s): %s is in %v", ErrOccupied, s.cite(s.rs.Combat.Sections.Movement), o.ID, cur)
	}
	return total, nil
}

// pathSteps checks path's steps in order, each as checkPath does, and
// returns what those that pass cost, how many pass, and why the next one
// does not. A step's check reads only the steps before it: a start of
// path passes checkPath when its steps pass here and its last square is
// free.
func (s *State) pathSteps(c *Combatant, path []Point, why bool) (total, n int, err error) {
	cite := ""
	if why {
		cite = s.cite(s.rs.Combat.Sections.Movement)
	}
	cur, left := Point(c.Position), s.moveLeft(c)
	m := s.moverOf(c)
	plain := s.plainFor(m) // move_plain.go
	for _, p := range path {
		o := s.At(p)
		if plain {
			if cost, ok := s.plainStep(c, m, cur, p, o); ok {
				// step and moverCost as below; fits, digs and forbidden
				// refuse nothing on plain ground
				if err := s.stepEnds(c, o, p, total, cost, left, why, cite); err != nil {
					return total, n, err
				}
				total += cost
				n++
				cur = p
				continue
			}
		}
		cost, err := s.step(cur, p)
		if err != nil {
			return total, n, err
		}
		if len(s.Zones) > 0 { // aura_rules.go: Magic Circle; aura_barrier.go: Wall of Force, Forcecage
			if err := cmpErr(s.hedgeError(c, cur, p), s.barrierError(c, cur, p)); err != nil {
				if !why {
					return total, n, ErrBlocked
				}
				return total, n, err
			}
		}
		cost = s.moverCost(c, m, p, cost)
		if err := s.fits(c, p); err != nil {
			return total, n, err
		}
		if err := s.digs(c, p, total, why); err != nil { // burrow.go
			return total, n, err
		}
		if err := s.forbidden(c, p, why); err != nil { // sunlight.go: Forbiddance
			return total, n, err
		}
		if err := s.stepEnds(c, o, p, total, cost, left, why, cite); err != nil {
			return total, n, err
		}
		total += cost
		n++
		cur = p
	}
	return total, n, nil
}

// stepEnds is the last of a step's checks into p, where o stands (or
// nil): a hostile creature standing there that c cannot pass through, or
// more movement than c has left (total spent before it, cost the step's).
// Without why, the bare sentinel errors.
func (s *State) stepEnds(c, o *Combatant, p Point, total, cost, left int, why bool, cite string) error {
	if o != nil && o != c && o.side() != c.side() && o.standing() && !s.passable(c, o) {
		if !why {
			return ErrBlocked
		}
		return fmt.Errorf("%w (%s): %s stands in %v", ErrBlocked, cite, o.ID, p)
	}
	if total+cost > left {
		if !why {
			return ErrNoMovement
		}
		return fmt.Errorf("%w (%s): %s needs %s ft to reach %v and has %s ft left",
			ErrNoMovement, cite, c.ID, feet(total+cost), p, feet(left))
	}
	return nil
}

// fitting is the longest start of path that pathFits passes (perhaps
// none), found in one pass.
func (s *State) fitting(c *Combatant, path []Point) []Point {
	_, n, _ := s.pathSteps(c, path, false)
	for ; n > 0; n-- {
		if o := s.At(path[n-1]); o == nil || o == c {
			break
		}
	}
	return path[:n]
}

// feet prints half squares as feet: 7.5 for 3.
func feet(half int) string {
	if half%2 == 1 {
		return fmt.Sprintf("%d.5", half*5/2)
	}
	return fmt.Sprint(half * 5 / 2)
}

// walk moves c along a checked path, one square at a time. Before a step
// that leaves the reach of a hostile creature able to react, and that is
// not protected by Disengage, it stops and offers that creature an
// opportunity attack; the rest of the path waits in Pending.
func (d *decider) walk(c *Combatant, path []Point, offered []string) error {
	s := d.s
	var seg []Point // made at the first step with room for the whole path: an event keeps it, never grown after
	cost, safe, safeLeft := 0, 0, c.SafeLeft
	cur := Point(c.Position)
	// Each step's cost: the straight step on a path nearFit fitted by its
	// short way (plainFitted), else from the mover, the same at every
	// step: nothing changes before the loop stops.
	fitted := s.plainFitted(path) // move_near.go
	var m mover
	if !fitted {
		m = s.moverOf(c)
	}
	// So are the creatures whose reach a step may leave, and whether any
	// readied action may go off: found once, not at every step.
	var room [16]threat
	threats := s.threats(c, room[:0])
	first := len(path) // no step before the first any threat may start in reach of can provoke (provokerOf)
	for _, t := range threats {
		first = min(first, t.first)
	}
	readied := slices.ContainsFunc(s.Creatures, func(h *Combatant) bool { return h.Readied != nil })
	plain := !fitted && s.plainFor(m) // move_plain.go
	for i, p := range path {
		sc, ok := 0, false
		if fitted {
			sc, ok = s.rs.Combat.Straight, true
			if backupCheck { // backup_check.go: the debug build checks it against plainStep
				if want, _ := s.plainStep(c, s.moverOf(c), cur, p, s.At(p)); want != sc || !s.plainFor(s.moverOf(c)) {
					panic(fmt.Sprintf("combat: %s's fitted step %v to %v costs %d, not %d", c.ID, cur, p, want, sc))
				}
			}
		} else if plain {
			sc, ok = s.plainStep(c, m, cur, p, s.At(p))
		}
		if !ok {
			var err error
			if sc, err = s.step(cur, p); err != nil {
				return err
			}
			sc = s.moverCost(c, m, p, sc)
		}
		sp := min(safeLeft, sc)
		if !c.Disengaged && sp < sc && i >= first {
			if h := s.provokerOf(threats, c, i, cur, p, offered); h != nil {
				if len(seg) > 0 {
					if err := d.moved(c, &Event{Kind: Moved, Who: c.ID, Path: seg, Cost: cost, Safe: safe}); err != nil {
						return err
					}
				}
				return d.emit(&Event{Kind: Offered, Who: h.ID, Target: c.ID, Rest: slices.Clone(path[i:]),
					Offered: append(slices.Clone(offered), h.ID)})
			}
		}
		if seg == nil {
			seg = make([]Point, 0, len(path)-i)
		}
		seg = append(seg, p)
		prev := cur
		cost, safe, safeLeft, cur = cost+sc, safe+sp, safeLeft-sp, p
		offered = nil
		if !readied {
			continue // no readied action to go off (readyFor)
		}
		if h := s.readyFor(c, prev, p); h != nil && s.At(p) == nil {
			// A readied attack goes off as c enters p; c goes on after it
			// if it still can.
			if err := d.moved(c, &Event{Kind: Moved, Who: c.ID, Path: seg, Cost: cost, Safe: safe}); err != nil {
				return err
			}
			if err := d.readyFires(h, c); err != nil {
				return err
			}
			if s.Over || !c.standing() || i+1 == len(path) {
				return nil
			}
			if _, err := s.checkPath(c, path[i+1:]); err != nil {
				return nil
			}
			return d.walk(c, path[i+1:], nil)
		}
	}
	return d.moved(c, &Event{Kind: Moved, Who: c.ID, Path: seg, Cost: cost, Safe: safe})
}

// provoker returns the first creature (in setup order) that may make an
// opportunity attack on c stepping from a to b: hostile, able to react,
// with a melee attack whose reach covers a but not b.
func (s *State) provoker(c *Combatant, a, b Point, offered []string) *Combatant {
	if s.Grid.earth(a) {
		return nil // unseen underground (burrow.go)
	}
	for _, h := range s.Creatures {
		if h == c || h.side() == c.side() {
			continue
		}
		// Whether the step leaves h's reach first: cheap, and seldom so;
		// the reaction checks after.
		r := h.meleeReach()
		if r == 0 || feetAt(h, a, c.Altitude) > r || feetAt(h, b, c.Altitude) <= r { // height counted (fly.go)
			continue
		}
		if slices.Contains(offered, h.ID) || !s.canReact(h) || s.draggedBy(h, c) || s.noOpportunity(h) {
			continue
		}
		return h
	}
	return nil
}

// threat is a creature hostile to a mover with a melee reach: one whose
// reach a step may leave (provoker).
type threat struct {
	h     *Combatant
	reach int
	first int // the first step (its index in the path) that may start in h's reach
}

// threats appends to room, in setup order, the creatures provoker would
// weigh for c's steps: hostile, with a melee attack. A step moves c one
// square at most, so the square step i starts from is no nearer to h than
// c's square now less i squares, and h's reach (r feet, r/5 whole
// squares) cannot hold it before step first = squares - r/5: provokerOf
// skips h before then without working out the distances.
func (s *State) threats(c *Combatant, room []threat) []threat {
	side := c.side()
	at := Point(c.Position)
	for _, h := range s.Creatures {
		if h == c || !h.standing() || h.side() == side {
			continue // dead or at 0 hit points: never able to react (canReact)
		}
		if r := h.meleeReach(); r > 0 {
			room = append(room, threat{h, r, squares(Point(h.Position), at) - r/5})
		}
	}
	return room
}

// provokerOf is provoker over c's threats, found before the walk's step
// i with nothing changed since.
func (s *State) provokerOf(ts []threat, c *Combatant, i int, a, b Point, offered []string) *Combatant {
	if s.Grid.earth(a) {
		return nil // unseen underground (burrow.go)
	}
	for _, t := range ts {
		if i < t.first {
			continue // a is out of h's reach (threats)
		}
		h, r := t.h, t.reach
		if feetAt(h, a, c.Altitude) > r || feetAt(h, b, c.Altitude) <= r { // height counted (fly.go)
			continue
		}
		if slices.Contains(offered, h.ID) || !s.canReact(h) || s.draggedBy(h, c) || s.noOpportunity(h) {
			continue
		}
		return h
	}
	return nil
}

// canReact reports whether h can take a reaction now: standing, able to
// act, its reaction unspent, and not surprised where surprise costs the
// first turn.
func (s *State) canReact(h *Combatant) bool {
	if ok, _ := s.canAct(h); !ok || !h.standing() || h.ReactionUsed {
		return false
	}
	return !(h.Surprised && s.rs.Combat.Surprise == rules.SurpriseLoseTurn)
}

// meleeReach is the longest reach of h's melee attacks, 0 without one.
func (h *Combatant) meleeReach() int {
	r := 0
	for i := range h.Attacks {
		if h.Attacks[i].Melee() {
			r = max(r, h.Attacks[i].reach())
		}
	}
	return r
}

// findPath finds the cheapest path for c to a square, through squares it
// may enter (not walls, not hostile creatures' spaces).
func (s *State) findPath(c *Combatant, to Point) ([]Point, error) {
	from := Point(c.Position)
	if !s.Grid.in(to) {
		return nil, fmt.Errorf("%w: %v is off the %dx%d grid", ErrBlocked, to, s.Grid.Width, s.Grid.Height)
	}
	if to == from {
		return nil, fmt.Errorf("%w: %s is already at %v", ErrBadCommand, c.ID, to)
	}
	w := s.ways(c)
	path := w.to(to)
	if path == nil {
		if err := cmpErr(s.hedgeError(c, from, to), s.barrierError(c, from, to)); err != nil { // aura_rules.go, aura_barrier.go
			return nil, err
		}
		if err := s.forbidden(c, to, true); err != nil { // sunlight.go: Forbiddance
			return nil, err
		}
		return nil, fmt.Errorf("%w (%s): no way from %v to %v", ErrBlocked, s.cite(s.rs.Combat.Sections.Movement), from, to)
	}
	return path, nil
}

// ways are the cheapest ways from one square to every square of the grid.
type ways struct {
	g    *Grid
	from Point
	dist []int // half squares; -1 where no way leads
	prev []int32
}

func (w *ways) at(p Point) int { return p[1]*w.g.Width + p[0] }

// to returns the path to p, without the start, or nil.
func (w *ways) to(p Point) []Point {
	if !w.g.in(p) || w.dist[w.at(p)] < 0 || p == w.from {
		return nil
	}
	var path []Point
	for i := w.at(p); i != w.at(w.from); i = int(w.prev[i]) {
		path = append(path, Point{i % w.g.Width, i / w.g.Width})
	}
	slices.Reverse(path)
	return path
}

// ways runs Dijkstra's algorithm from c over the ruleset's step costs.
func (s *State) ways(c *Combatant) *ways { return s.waysTo(c, nil) }

// waysTo is ways, stopped early once the nearest of the goal squares is
// reached and every square no farther than it has its final cost: the
// squares come out of the heap in a total order, so the ways to those
// squares (and which of the goals are nearest) are those ways would find.
// Farther squares may be left with no way or a dearer one. No goals: the
// whole grid.
func (s *State) waysTo(c *Combatant, goals []int) *ways {
	g := &s.Grid
	n := g.Width * g.Height
	w := &ways{g: g, from: Point(c.Position)}
	if v, _ := waysPool.Get().(*ways); v != nil && cap(v.dist) >= n { // the room of a way handed back (release)
		w.dist, w.prev = v.dist[:n], v.prev[:n]
	} else {
		w.dist, w.prev = make([]int, n), make([]int32, n)
	}
	for i := range w.dist {
		w.dist[i] = -1
	}
	if !g.in(w.from) {
		return w // no way from off the grid
	}
	m := getMaps()
	defer mapsPool.Put(m)
	t := s.stepperFor(c, m)
	start := w.at(w.from)
	w.dist[start] = 0
	if s.rs.Combat.Straight <= 0 || s.rs.Combat.Diagonal <= 0 { // a step could cost nothing: the heap keeps the order
		s.waysHeap(&t, w, m, goals, start)
		return w
	}
	// Dial's algorithm: a bucket of squares by cost. Every step costs at
	// least one, so a bucket is complete when it is reached; taken in the
	// order of their index, its squares come out in the heap's order (by
	// cost, then row, then column), and the ways are the same.
	buckets := m.buckets
	buckets = append(buckets[:0], append(bucketAt(m.buckets, 0), int32(start)))
	width, height := g.Width, g.Height
	nearest := -1 // the cost of the nearest goal reached
	for cost := 0; cost < len(buckets); cost++ {
		b := buckets[cost]
		if len(b) == 0 {
			continue
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
				px, py := x+neighbours[k][0], y+neighbours[k][1]
				if uint(px) >= uint(width) || uint(py) >= uint(height) {
					continue
				}
				i := py*width + px
				sc := t.cost(x, y, px, py, i)
				if sc < 0 {
					continue
				}
				nc := cost + sc
				if d := w.dist[i]; d >= 0 && d <= nc {
					continue
				}
				w.dist[i], w.prev[i] = nc, int32(at)
				for len(buckets) <= nc {
					buckets = append(buckets, bucketAt(m.buckets, len(buckets)))
				}
				buckets[nc] = append(buckets[nc], int32(i))
			}
		}
		if nearest >= 0 {
			break // cost is nearest: every square as near is done
		}
	}
	m.buckets = buckets
	return w
}

// bucketAt is the room of old's bucket i, emptied, or nil.
func bucketAt(old [][]int32, i int) []int32 {
	if i < cap(old) {
		return old[:i+1][i][:0]
	}
	return nil
}

// stepper is what a search of c's ways reads a step's cost from: c's byte
// a square of the grid (gridFlags), and what entering each square costs c
// across and diagonally.
type stepper struct {
	flags []uint8
	enter []int32 // per square, what a step across into it costs, then a diagonal one; -1 where c may not enter
	width int
}

// stepperFor is c's stepper, its room in m.
func (s *State) stepperFor(c *Combatant, m *gridMaps) stepper {
	s.gridFlags(c, m)
	return s.stepperMade(c, m)
}

// stepperMade is stepperFor once m holds c's gridFlags.
func (s *State) stepperMade(c *Combatant, m *gridMaps) stepper {
	s.settle(c, m)
	g := &s.Grid
	flags := m.flags
	n := len(flags)
	enter := m.enter
	if cap(enter) < 2*n {
		enter = make([]int32, 2*n)
	}
	enter = enter[:2*n]
	m.enter = enter
	straight, diagonal := int32(s.rs.Combat.Straight), int32(s.rs.Combat.Diagonal)
	prone, drags := c.Has(s.rs, "prone"), s.drags(c)
	slow := prone || drags || len(g.Climb)+len(g.Water)+len(g.Narrow) > 0
	enterOf := func(i int) (int32, int32) {
		f := flags[i]
		across, diag := straight, diagonal
		switch {
		case f&sqStop != 0:
			return -1, -1
		case slow || f&sqBody != 0:
			hard := f&sqDifficult != 0
			if hard {
				across, diag = 2*across, 2*diag
			}
			extra := s.stepExtra(c, Point{i % g.Width, i / g.Width}, prone, drags)
			return int32(adjustCost(int(across), hard, extra, f&sqBody != 0)), int32(adjustCost(int(diag), hard, extra, f&sqBody != 0))
		case f&sqDifficult != 0:
			return 2 * across, 2 * diag
		}
		return across, diag
	}
	if len(g.Climb)+len(g.Water)+len(g.Narrow) > 0 {
		for i := range n {
			enter[2*i], enter[2*i+1] = enterOf(i)
		}
	} else if n > 0 {
		// Plain squares cost the ruleset's steps, one more each while
		// crawling or dragging (the same on every square: stepExtra finds
		// no climbing, water or narrow square); gridFlags lists the
		// others.
		across, diag := straight, diagonal
		if slow {
			extra := 0
			for _, b := range [...]bool{prone, drags} {
				if b {
					extra++
				}
			}
			across, diag = int32(adjustCost(int(across), false, extra, false)), int32(adjustCost(int(diag), false, extra, false))
		}
		enter[0], enter[1] = across, diag
		for k := 2; k < len(enter); k *= 2 {
			copy(enter[k:], enter[:k])
		}
		for _, i := range m.marked {
			enter[2*i], enter[2*i+1] = enterOf(int(i))
		}
	}
	return stepper{flags: flags, enter: enter, width: g.Width}
}

// cost is what State.cost and stepCost give c's step from (x, y) to its
// neighbour (px, py), square i; -1 where c may not take it.
func (t *stepper) cost(x, y, px, py, i int) int {
	if px != x && py != y {
		if (t.flags[y*t.width+px]|t.flags[py*t.width+x])&sqWall != 0 {
			return -1 // cuts a wall's corner
		}
		return int(t.enter[2*i+1])
	}
	return int(t.enter[2*i])
}

// gridFlags sets m.flags to c's byte a square, and lists in m.marked the
// squares it sets a bit on (a hostile creature's bit waits for settle,
// which stepperMade calls: openWay reads only which squares are marked,
// and walls' bits): the squares c may not
// enter (walls, narrow squares too small for it, hostile creatures it may
// not cross, a barrier's edge), walls, difficult terrain and the hostile
// creatures it crosses at the cost of difficult terrain.
func (s *State) gridFlags(c *Combatant, m *gridMaps) {
	g := &s.Grid
	n := g.Width * g.Height
	flags := m.flags
	if cap(flags) < n {
		flags = make([]uint8, n)
	} else {
		flags = flags[:n]
		clear(flags)
	}
	m.flags = flags
	marked := m.marked[:0]
	set := func(p Point, bits uint8) {
		i := p[1]*g.Width + p[0]
		flags[i] |= bits
		marked = append(marked, int32(i))
	}
	for _, p := range g.Narrow {
		if g.in(p) && s.fits(c, p) != nil {
			set(p, sqStop)
		}
	}
	if g.Elements != nil { // sunlight.go: Forbiddance
		for _, p := range g.Elements.Residence {
			if g.in(p) && s.forbidden(c, p, false) != nil {
				set(p, sqStop)
			}
		}
	}
	for _, p := range g.Walls {
		if g.in(p) {
			set(p, sqStop|sqWall)
		}
	}
	ignores := ignoresTerrain(c) // grant_play.go: Freedom of Movement
	if !ignores {
		for _, p := range g.Difficult {
			if g.in(p) {
				set(p, sqDifficult)
			}
		}
	}
	if len(s.Zones) > 0 { // zone_still.go: Ice Storm's terrain; aura_rules.go: Magic Circle's hedge
		b := make([]bool, 2*n)
		difficult, blocked := b[:n], b[n:]
		s.zoneMaps(c, &ways{g: g}, difficult, blocked)
		for i := range flags {
			if blocked[i] {
				set(Point{i % g.Width, i / g.Width}, sqStop)
			}
			if difficult[i] {
				set(Point{i % g.Width, i / g.Width}, sqDifficult)
			}
		}
	}
	side, ci := c.side(), sizeIndex(c.Size)
	hostiles := m.hostiles[:0]
	for k, o := range s.Creatures {
		if o != c && o.side() != side && o.standing() && g.in(Point(o.Position)) {
			if (o.Size != "tiny" || !s.rs.Combat.Actions.TinySpaceOpen) && !ignores {
				// Marked either way (sqStop or sqBody): which one, only a
				// search asks (settle), not openWay.
				marked = append(marked, int32(Point(o.Position)[1]*g.Width+Point(o.Position)[0]))
				hostiles = append(hostiles, int32(k))
			} else if !s.passableHostile(ci, o) { // o is hostile: passable's other test
				set(Point(o.Position), sqStop)
			}
		}
	}
	m.marked, m.hostiles = marked, hostiles
}

// settle sets the bits of the hostile creatures gridFlags marked for c
// without them (m.hostiles): sqStop on a creature c may not cross
// (passableHostile), else sqBody, crossed at the cost of difficult
// terrain. stepperMade settles them before it reads m.flags.
func (s *State) settle(c *Combatant, m *gridMaps) {
	ci, w := sizeIndex(c.Size), s.Grid.Width
	for _, k := range m.hostiles {
		o := s.Creatures[k]
		bit := uint8(sqBody)
		if !s.passableHostile(ci, o) {
			bit = sqStop
		}
		m.flags[o.Position[1]*w+o.Position[0]] |= bit
	}
	m.hostiles = m.hostiles[:0]
}

// stepExtra is extraCost with what does not depend on the square (prone,
// drags) worked out once for the search.
func (s *State) stepExtra(c *Combatant, p Point, prone, drags bool) int {
	n := 0
	for _, b := range [...]bool{prone, s.climbs(c, p), s.squeezes(c, p), drags} {
		if b {
			n++
		}
	}
	return n
}

// neighbours are a square's eight steps, row by row, as waysHeap's loops
// take them.
var neighbours = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// The bits of gridFlags's byte a square.
const (
	sqStop      = 1 << iota // a wall, or a square c may not enter
	sqWall                  // a wall
	sqDifficult             // difficult terrain
	sqBody                  // a hostile creature c may cross
)

// waysHeap is waysTo's search with a heap (every key by cost, then the
// square's index), for step costs that may be 0.
func (s *State) waysHeap(t *stepper, w *ways, m *gridMaps, goals []int, start int) {
	g := &s.Grid
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
		for k := range neighbours {
			px, py := x+neighbours[k][0], y+neighbours[k][1]
			if uint(px) >= uint(width) || uint(py) >= uint(height) {
				continue
			}
			i := py*width + px
			sc := t.cost(x, y, px, py, i)
			if sc < 0 {
				continue
			}
			nc := cost + sc
			if w.dist[i] >= 0 && w.dist[i] <= nc {
				continue
			}
			w.dist[i], w.prev[i] = nc, int32(at)
			q.push(squareKey(nc, i))
		}
	}
	m.q = q
}

// waysPool keeps the room of ways handed back (release) for waysTo.
var waysPool sync.Pool

// release hands w's room back for another waysTo: nothing may read w
// after (a path from to is a list of its own).
func (w *ways) release() { waysPool.Put(w) }

// gridMaps are a search's room, kept between calls (mapsPool).
type gridMaps struct {
	flags  []uint8 // gridFlags's byte a square
	enter  []int32 // stepper's costs, two a square
	marked []int32 // the squares gridFlags set a bit on (some more than once), or marks for settle
	points []Point // openWay's marked squares
	// hostiles are the creatures (their index in Creatures) whose squares
	// gridFlags marked without a bit yet: settle sets it.
	hostiles []int32
	cost     []int32 // nearWay's cost a square, plus one (0: none found yet)
	q        squareHeap
	buckets  [][]int32 // the squares by cost
}

var mapsPool sync.Pool

// getMaps is a gridMaps from the pool or a new one (its slices are sized by
// their users).
func getMaps() *gridMaps {
	if m, _ := mapsPool.Get().(*gridMaps); m != nil {
		return m
	}
	return &gridMaps{}
}

// squareKey orders a square in waysTo's heap by cost, then by its index
// in the grid: row-major, so by row, then column.
func squareKey(cost, i int) uint64 { return uint64(cost)<<32 | uint64(uint32(i)) }

// squareHeap is a binary min-heap of squareKeys: a total order (a square is
// pushed again only at a lower cost), so the squares come out in the same
// order from any correct heap.
type squareHeap []uint64

func (h *squareHeap) push(k uint64) {
	*h = append(*h, k)
	q := *h
	for j := len(q) - 1; j > 0; {
		i := (j - 1) / 2
		if q[j] >= q[i] {
			break
		}
		q[i], q[j] = q[j], q[i]
		j = i
	}
}

// pop takes the least key off and returns its cost and square.
func (h *squareHeap) pop() (cost, i int) {
	q := *h
	n := len(q) - 1
	top := q[0]
	q[0] = q[n]
	q = q[:n]
	for i := 0; ; {
		l := 2*i + 1
		if l >= n {
			break
		}
		j := l
		if r := l + 1; r < n && q[r] < q[l] {
			j = r
		}
		if q[j] >= q[i] {
			break
		}
		q[i], q[j] = q[j], q[i]
		i = j
	}
	*h = q
	return int(top >> 32), int(uint32(top))
}

// Path returns the cheapest path for the creature id to the square to,
// whatever its movement left (a caller may walk part of it).
func (s *State) Path(id string, to Point) ([]Point, error) {
	c, err := s.must(id)
	if err != nil {
		return nil, err
	}
	return s.findPath(c, to)
}

// movePath is the path a move command takes: its own, or the one found to
// its destination (a move gives one or the other, not both).
func (s *State) movePath(c *Combatant, cmd Command) ([]Point, error) {
	if cmd.To == nil {
		return cmd.Path, nil
	}
	if len(cmd.Path) > 0 {
		return nil, fmt.Errorf("%w: a move has a path or a destination, not both", ErrBadCommand)
	}
	return s.findPath(c, *cmd.To)
}
