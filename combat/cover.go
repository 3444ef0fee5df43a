package combat

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Cover from the grid (decision, after the 2014 Dungeon Master's Guide's
// grid variant, used for every ruleset): the attacker picks a corner of
// its square; lines run from it to the four corners of the target's
// square. A line is blocked when it passes through the inside of a wall's
// square or of another creature's square (touching an edge or a corner
// does not block). Walls: one or two lines blocked give half cover, three
// three-quarters cover, four total cover. A creature in the way gives
// half cover at most (SRD 5.2.1, Combat, Cover: any creature is half
// cover). The attacker takes the corner that leaves the least cover.

// Cover is the degree of cover (rules.CoverNone to rules.CoverTotal) the
// creature to has against attacks from the creature from.
func (s *State) Cover(from, to string) (int, error) {
	a, err := s.must(from)
	if err != nil {
		return 0, err
	}
	b, err := s.must(to)
	if err != nil {
		return 0, err
	}
	return s.cover(a, b), nil
}

func (s *State) cover(from, to *Combatant) int {
	if len(s.Grid.Earth) > 0 && s.buried(from, to) { // burrow.go; no one is buried without earth
		return rules.CoverTotal
	}
	a, b := Point(from.Position), Point(to.Position)
	lo := Point{min(a[0], b[0]), min(a[1], b[1])}
	hi := Point{max(a[0], b[0]), max(a[1], b[1])}
	if len(s.Grid.Walls) == 0 && lo[0] >= 0 && lo[1] >= 0 && hi[0] < 64 && hi[1] < 64 {
		if hi[0]-lo[0] <= 1 && hi[1]-lo[1] <= 1 {
			return rules.CoverNone // side by side (near): no body in the way
		}
		if w := hi[0] - lo[0] + 1; w*(hi[1]-lo[1]+1) <= boxBits {
			return s.coverOpen(a, b, lo, hi, w) // cover_open.go
		}
		if v, ok := s.coverLong(from, to, a, b, lo, hi); ok { // cover_open.go
			return v
		}
	}
	return s.coverAny(from, to, a, b, lo, hi)
}

// coverAny is cover with walls, or with bodies that fit no bodyKeyOf.
func (s *State) coverAny(from, to *Combatant, a, b, lo, hi Point) int {
	var walls []Point
	if len(s.Grid.Walls) > 0 {
		var wb [16]Point // most boxes hold few squares: no allocation
		walls = wb[:0]
		for _, w := range s.Grid.Walls {
			// A wall one square outside the box counts too: a line along the
			// box's edge runs along its seam with a wall inside (cover_seam.go).
			if w != a && w != b && w[0] >= lo[0]-1 && w[0] <= hi[0]+1 && w[1] >= lo[1]-1 && w[1] <= hi[1]+1 {
				walls = append(walls, w)
			}
		}
	}
	var bb [16]Point
	bodies := bb[:0]
	d := Point{b[0] - a[0], b[1] - a[1]}
	band := abs(d[0]) + abs(d[1])
	for _, c := range s.Creatures {
		p := Point(c.Position)
		if p[0] < lo[0] || p[0] > hi[0] || p[1] < lo[1] || p[1] > hi[1] || p == a || p == b || c == from || c == to || !c.standing() {
			continue // outside the box between them
		}
		if abs((p[0]-a[0])*d[1]-(p[1]-a[1])*d[0]) > band {
			continue // clear of every line (offLines)
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

// near: without walls, two creatures side by side (or in one square)
// have no cover from each other whatever stands around. The attacker's
// square shares a corner with the target's, and from that corner the
// lines to the target's other corners run along the target's edges
// (which block nothing: a seam needs two bodies sharing the edge, and
// the target's square is no body) or through the target's inside.

// offLines: every line from a corner of a to a corner of b lies in the
// hull of the two squares, which is the segment between their centres
// widened by half a square each way; a square touches that hull (edges
// and corners included) only when its centre is within a square of that
// segment on both axes, which for q = p-a and d = b-a (whole squares, the
// square in the box) is |q×d| <= |dx|+|dy|. A body's square beyond it is
// neither crossed nor along any line (seams), so it changes no cover and
// is left out of the list and the key, which it would only make longer.

// coverOf is the cover b has from a with walls and bodies (squares in the
// box between them) in the way.
func coverOf(a, b Point, walls, bodies []Point) int {
	best := rules.CoverTotal
	for _, ca := range corners(a) {
		byWall, byAny := 0, 0
		for _, cb := range corners(b) {
			w := crossesAny(ca, cb, walls)
			if w {
				byWall++
			}
			if w || crossesAny(ca, cb, bodies) {
				byAny++
				if len(walls) == 0 {
					break // half cover from this corner, whatever the other lines do
				}
			}
		}
		deg := [...]int{rules.CoverNone, rules.CoverHalf, rules.CoverHalf, rules.CoverThreeQuarters, rules.CoverTotal}[byWall]
		if byAny > 0 && deg < rules.CoverHalf {
			deg = rules.CoverHalf
		}
		best = min(best, deg)
		if best == rules.CoverNone {
			break // no corner does better
		}
	}
	return best
}

// The cover between two squares depends only on the two squares and the
// walls and bodies in the box between them: coverOf is kept by those
// (covers), shared by every fight.

// coverKey is a, b, the walls and the bodies, in the order cover lists
// them.
type coverKey struct {
	a, b   [2]int16
	nw, nb uint8
	pts    [16][2]int16
}

// coverKeyOf is the key of a cover, false when it does not fit one (more
// than 16 squares in the box, or a square beyond an int16).
func coverKeyOf(a, b Point, walls, bodies []Point) (coverKey, bool) {
	var k coverKey
	if len(walls)+len(bodies) > len(k.pts) {
		return k, false
	}
	ok := true
	at := func(p Point) [2]int16 {
		ok = ok && p[0] >= -1<<15 && p[0] < 1<<15 && p[1] >= -1<<15 && p[1] < 1<<15
		return [2]int16{int16(p[0]), int16(p[1])}
	}
	k.a, k.b = at(a), at(b)
	k.nw, k.nb = uint8(len(walls)), uint8(len(bodies))
	for i, p := range walls {
		k.pts[i] = at(p)
	}
	for i, p := range bodies {
		k.pts[len(walls)+i] = at(p)
	}
	return k, ok
}

// hash mixes k's squares, for covers' slot.
func (k *coverKey) hash() uint64 {
	h := (uint64(uint16(k.a[0]))<<48 | uint64(uint16(k.a[1]))<<32 | uint64(uint16(k.b[0]))<<16 | uint64(uint16(k.b[1]))) * 0x9e3779b97f4a7c15
	h = (h ^ uint64(k.nw)<<8 ^ uint64(k.nb)) * 0x9e3779b97f4a7c15
	for _, p := range k.pts[:int(k.nw)+int(k.nb)] {
		h = (h ^ uint64(uint16(p[0]))<<16 ^ uint64(uint16(p[1]))) * 0x9e3779b97f4a7c15
	}
	return h
}

// bodyKeyOf is the key of a cover with bodies and no walls in the way:
// a and b (six bits a coordinate), then either up to three bodies' squares
// (the first bit clear, then their count) or a bit for each square of the
// box between a and b, row by row, set where a body stands (the first bit
// set, at most 37 squares). The order of the bodies, or one listed twice,
// does not change coverOf. False when the squares fit neither.
func bodyKeyOf(a, b, lo, hi Point, bodies []Point) (uint64, bool) {
	if lo[0] < 0 || lo[1] < 0 || hi[0] >= 64 || hi[1] >= 64 {
		return 0, false
	}
	k := uint64(a[0]) | uint64(a[1])<<6 | uint64(b[0])<<12 | uint64(b[1])<<18
	if len(bodies) <= 3 {
		k |= uint64(len(bodies)) << 25
		for i, p := range bodies {
			k |= (uint64(p[0]) | uint64(p[1])<<6) << (27 + 12*i)
		}
		return k, true
	}
	w := hi[0] - lo[0] + 1
	if w*(hi[1]-lo[1]+1) > 37 {
		return 0, false
	}
	k |= 1 << 24
	for _, p := range bodies {
		k |= 1 << (27 + (p[1]-lo[1])*w + p[0] - lo[0])
	}
	return k, true
}

// bodyCovers keeps coverOf by bodyKeyOf, covers by coverKey: pure
// results shared by every fight.
var (
	bodyCovers coverCache[uint64]
	covers     coverCache[coverKey]
)

// coverBits is the log of a cover cache's slots (two a key).
const coverBits = 14

// coverCache keeps covers by key in a table of entries never changed
// once stored, slotted by the key's hash, a key in either slot of its
// pair: a reader takes no lock and hashes no key of the map's (as in
// text_cache.go). A newer key finding both taken replaces the first,
// which is then worked out again when asked: a slower answer, never a
// wrong one.
type coverCache[K comparable] struct {
	slots [1 << coverBits]atomic.Pointer[coverEntry[K]]
}

type coverEntry[K comparable] struct {
	k     K
	cover int8
}

// get is the cover kept for k (h its hash), if there is one.
func (c *coverCache[K]) get(k K, h uint64) (int, bool) {
	i := h >> (64 - coverBits) &^ 1
	if e := c.slots[i].Load(); e != nil && e.k == k {
		return int(e.cover), true
	}
	if e := c.slots[i+1].Load(); e != nil && e.k == k {
		return int(e.cover), true
	}
	return 0, false
}

// put keeps cover for k (h its hash): in a free slot of its pair if
// there is one, else in the first.
func (c *coverCache[K]) put(k K, h uint64, cover int) {
	i := h >> (64 - coverBits) &^ 1
	if c.slots[i].Load() != nil && c.slots[i+1].Load() == nil {
		i++
	}
	c.slots[i].Store(&coverEntry[K]{k: k, cover: int8(cover)})
}

func corners(p Point) [4][2]float64 {
	x, y := float64(p[0]), float64(p[1])
	return [4][2]float64{{x, y}, {x + 1, y}, {x, y + 1}, {x + 1, y + 1}}
}

func crossesAny(a, b [2]float64, squares []Point) bool {
	for _, p := range squares {
		if crosses(a, b, p) {
			return true
		}
	}
	return len(squares) > 1 && seams(a, b, squares) // cover_seam.go
}

// crosses reports whether the segment from a to b passes through the
// inside of square p (Liang-Barsky clipping against the square shrunk by
// a hair, so that edges and corners do not count).
func crosses(a, b [2]float64, p Point) bool {
	const eps = 1e-9
	lo := [2]float64{float64(p[0]) + eps, float64(p[1]) + eps}
	hi := [2]float64{float64(p[0]+1) - eps, float64(p[1]+1) - eps}
	t0, t1 := 0.0, 1.0
	for i := range 2 {
		d := b[i] - a[i]
		if d == 0 {
			if a[i] <= lo[i] || a[i] >= hi[i] {
				return false
			}
			continue
		}
		ta, tb := (lo[i]-a[i])/d, (hi[i]-a[i])/d
		if ta > tb {
			ta, tb = tb, ta
		}
		t0, t1 = max(t0, ta), min(t1, tb)
		if t0 >= t1 {
			return false
		}
	}
	return true
}

// coverSources are the cover terms' sources by degree: "target AC +2
// (half cover)", written once.
var coverSources = func() (out [rules.CoverTotal + 1]string) {
	for d := range out {
		out[d] = fmt.Sprintf("target AC +%d (%s)", rules.CoverBonus(d), rules.CoverName(d))
	}
	return out
}()

// space is what the grid and the fight's lasting effects do to an attack
// roll: cover (a bonus to AC, or no attack at all behind total cover),
// unseen attackers and targets (hidden, or in a heavily obscured square),
// and the marks of Sap, Vex and Hinder.
func (s *State) space(c, t *Combatant, dist int, adv, dis []string) ([]string, []string, int, rules.Term, error) {
	ar := &s.rs.Combat.Actions // not a copy of the whole table
	var term rules.Term
	if len(s.Grid.Earth) > 0 { // no one is buried without earth (State.buried)
		if err := s.buriedRefusal(c, t); err != nil { // burrow.go
			return nil, nil, 0, term, err
		}
	}
	cov := s.cover(c, t)
	if cov == rules.CoverTotal {
		return nil, nil, 0, term, fmt.Errorf("%w (%s): walls stand between %s and %s", ErrTotalCover, s.cite(ar.Cover), c.ID, t.ID)
	}
	bonus := rules.CoverBonus(cov)
	if bonus > 0 {
		term = rules.Term{Source: coverSources[cov], Rule: s.cite(ar.Cover)}
	}
	if !c.Hidden && !t.Hidden && len(c.Marks) == 0 && len(s.Grid.Obscured)+len(s.Grid.Dark)+len(s.Grid.Narrow) == 0 && !s.restrainAction() {
		return adv, dis, bonus, term, nil // the first test of each check below fails: none adds a thing
	}
	// Who sees whom: the squares' light and obscurement through each
	// one's senses (senses.go).
	if c.Hidden && !s.blindsees(t, c) && !s.locates(t, c) { // grant_play.go: Mind Spike
		adv = append(adv, "attacker hidden")
	}
	unseen := len(s.Grid.Obscured)+len(s.Grid.Dark) > 0 // else unseenIn answers "" (senses.go)
	if unseen {
		if why := s.unseenIn(t, c); why != "" {
			adv = append(adv, "attacker "+why)
		}
	}
	if t.Hidden && !t.Has(s.rs, "invisible") && !s.blindsees(c, t) && !s.locates(c, t) {
		dis = append(dis, "target hidden")
	}
	if unseen {
		if why := s.unseenIn(c, t); why != "" {
			dis = append(dis, "target "+why)
		}
	}
	if rc, rt := s.restrainings(c, t); rc || rt {
		if rc {
			dis = append(dis, "restraining")
		}
		if rt {
			adv = append(adv, "target restraining")
		}
	}
	if len(s.Grid.Narrow) > 0 { // no one squeezes without a narrow square (squeezes)
		if s.squeezes(c, Point(c.Position)) {
			dis = append(dis, "squeezing")
		}
		if s.squeezes(t, Point(t.Position)) {
			adv = append(adv, "target squeezing")
		}
	}
	if len(c.Marks) == 0 {
		return adv, dis, bonus, term, nil // none of the marks below
	}
	if s.marked(c, "sap", "") {
		dis = append(dis, "sapped")
	}
	if s.marked(c, "hinder", "") {
		dis = append(dis, "hindered")
	}
	if s.marked(c, "vex", t.ID) {
		adv = append(adv, "vex")
	}
	return adv, dis, bonus, term, nil
}

// restrainings reports whether c restrains a creature and whether t
// does (action_grapple.go), in one pass over the creatures.
func (s *State) restrainings(c, t *Combatant) (rc, rt bool) {
	if !s.restrainAction() {
		return false, false // no Restrain action (action.go refuses it): no restraint it gives
	}
	for _, o := range s.Creatures {
		if o.Bare() {
			continue // no condition: not restrained
		}
		for in := range o.EachInstance() {
			if in.Name != "restrained" {
				continue
			}
			byC, byT := !rc && sourceOf(in.Source, restrainPrefix, c.ID), !rt && sourceOf(in.Source, restrainPrefix, t.ID)
			if (byC || byT) && o.Has(s.rs, "restrained") {
				rc, rt = rc || byC, rt || byT
				if rc && rt {
					return true, true
				}
			}
		}
	}
	return rc, rt
}

// restrainAction reports whether the ruleset has a Restrain action,
// noted for the last ruleset asked (restrainNoted): every attack asks
// (space), and a ruleset's sections never change once made. The note
// holds its ruleset, whose address no other can take while it does.
func (s *State) restrainAction() bool {
	if n := restrainNoted.Load(); n != nil && n.rs == s.rs {
		return n.has
	}
	_, ok := s.rs.Combat.Actions.Sections[string(Restrain)]
	restrainNoted.Store(&restrainNote{s.rs, ok})
	return ok
}

type restrainNote struct {
	rs  *rules.Ruleset
	has bool
}

var restrainNoted atomic.Pointer[restrainNote]

// sizeIndex is rules.SizeIndex by a switch, not a walk comparing the
// name with each size's (passable asks it for every hostile creature at
// each approach): TestSizeIndexSame holds the two alike.
func sizeIndex(size string) int {
	switch size {
	case "tiny":
		return 0
	case "small":
		return 1
	case "large":
		return 3
	case "huge":
		return 4
	case "gargantuan":
		return 5
	}
	return 2 // medium, and any other name (as rules.SizeIndex)
}

// passable reports whether c may move through o's space: an ally's;
// where the ruleset allows, a creature of a size far enough from c's, or
// (2024) an incapacitated or tiny one.
func (s *State) passable(c, o *Combatant) bool {
	return !hostile(c, o) || s.passableHostile(sizeIndex(c.Size), o)
}

// passableHostile is passable for a mover of size index ci and a
// creature o hostile to it (gridFlags reads both once for every o).
func (s *State) passableHostile(ci int, o *Combatant) bool {
	ar := &s.rs.Combat.Actions
	if ar.PassSizes > 0 && abs(ci-sizeIndex(o.Size)) >= ar.PassSizes {
		return true
	}
	if ar.PassIncapacitated {
		if ok, _ := s.canAct(o); !ok || o.Size == "tiny" {
			return true
		}
	}
	return false
}

// stepCost is what entering p costs c, given base (step's cost, doubled
// for difficult terrain): one more plain cost while crawling (prone), and
// one more through a hostile creature's space that is not tiny, which is
// difficult terrain (once: difficult terrain does not stack).
func (s *State) stepCost(c *Combatant, p Point, base int) int {
	return s.moverCost(c, s.moverOf(c), p, base)
}

// mover is what stepCost reads of c that is the same on every square:
// worked out once for a path.
type mover struct{ prone, drags, ignores bool }

func (s *State) moverOf(c *Combatant) mover {
	return mover{prone: c.Has(s.rs, "prone"), drags: s.drags(c), ignores: ignoresTerrain(c)}
}

// moverCost is stepCost with c's mover.
func (s *State) moverCost(c *Combatant, m mover, p Point, base int) int {
	extra := s.stepExtra(c, p, m.prone, m.drags)
	o := s.At(p)
	body := o != nil && o != c && o.standing() && hostile(c, o) && !(o.Size == "tiny" && s.rs.Combat.Actions.TinySpaceOpen)
	if m.ignores { // grant_play.go: Freedom of Movement
		if s.Grid.difficult(p) {
			base /= 2
		}
		return base + extra*base
	}
	if extra == 0 && !body {
		return base
	}
	return adjustCost(base, s.Grid.difficult(p) || s.zoneDifficult(p), extra, body)
}

// extraCost counts what costs c one extra foot per foot in p: crawling,
// climbing or swimming without the speed, squeezing.
func (s *State) extraCost(c *Combatant, p Point) int {
	n := 0
	for _, b := range [...]bool{c.Has(s.rs, "prone"), s.climbs(c, p), s.squeezes(c, p), s.drags(c)} {
		if b {
			n++
		}
	}
	return n
}

func adjustCost(base int, difficult bool, extra int, body bool) int {
	plain := base
	if difficult {
		plain = base / 2
	}
	cost := base + extra*plain
	if body && !difficult {
		cost += plain
	}
	return cost
}

// squeezes reports whether c squeezes to be in p: a narrow square and c
// one size larger than Small, where the ruleset lets it.
func (s *State) squeezes(c *Combatant, p Point) bool {
	return s.rs.Combat.Actions.Squeeze != "" && rules.SizeIndex(c.Size) == rules.SizeIndex("small")+1 &&
		slices.Contains(s.Grid.Narrow, p)
}

// fits refuses a narrow square to a creature too large for it.
func (s *State) fits(c *Combatant, p Point) error {
	if !slices.Contains(s.Grid.Narrow, p) {
		return nil
	}
	most := rules.SizeIndex("small")
	if s.rs.Combat.Actions.Squeeze != "" {
		most++
	}
	if rules.SizeIndex(c.Size) > most {
		return fmt.Errorf("%w (%s): %v has room for a %s creature at most, and %s is %s", ErrBlocked,
			s.cite(s.rs.Combat.Sections.Movement), p, rules.Sizes[most], c.ID, rules.Sizes[rules.SizeIndex(c.Size)])
	}
	return nil
}

// climbs reports whether entering p is climbing or swimming for c without
// the speed for it: one extra foot per foot, as crawling (SRD 5.2.1,
// Rules Glossary, Climbing, Swimming; SRD 5.1, Climbing, Swimming, and
// Crawling).
func (s *State) climbs(c *Combatant, p Point) bool {
	g := &s.Grid
	return (c.Climb == 0 && c.Speeds.Climb == 0 && slices.Contains(g.Climb, p)) || (c.Swim == 0 && c.Speeds.Swim == 0 && slices.Contains(g.Water, p))
}
