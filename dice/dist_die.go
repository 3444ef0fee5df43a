package dice

import (
	"math"
	"math/big"
)

// dice returns the distribution of a dice term, choosing the cheapest exact
// method its operations allow:
//   - operations that act on each die alone (mi, ma, ro, rr, !!, e and k, p,
//     cs with value selectors): one die's distribution, then the sum of
//     Count copies;
//   - the same followed by one keep, drop or count with a highest or lowest
//     selector: dynamic programming over the faces in rank order, or, when
//     explosions add dice, over the best values each die leaves (pool);
//   - anything else (ra, several ranked selectors, ranked operations before
//     others): the operations in turn over a distribution of the dice's
//     states (see walker), within budget.
func (dc *distCtx) dice(d *Dice) (*pmf, error) {
	if d.Count < 0 || d.Hi() < d.Lo() {
		return nil, errorAt(ErrValue, d.Pos, "impossible dice "+d.String())
	}
	if len(d.Ops) == 0 || perDie(d.Ops) {
		u := uniformPMF(int64(d.Lo()), int64(d.Hi()))
		if len(d.Ops) > 0 {
			r, err := dc.unit(d, d.Ops, false)
			if err != nil {
				return nil, err
			}
			if u, err = dc.ratPMF(r.p, r.trunc, d.Pos, d.String()); err != nil {
				return nil, err
			}
		}
		n := int64(d.Count)
		lo, err1 := arith(Mul, u.lo, n, d.Pos)
		hi, err2 := arith(Mul, u.hi(), n, d.Pos)
		if err1 != nil || err2 != nil {
			return nil, errorAt(ErrValue, d.Pos, "integer overflow")
		}
		if err := dc.span(lo, hi, d.Pos, d.String()); err != nil {
			return nil, err
		}
		return dc.power(u, d.Count, d.Pos, d.String())
	}
	last := d.Ops[len(d.Ops)-1]
	if rankable(last) && perDie(d.Ops[:len(d.Ops)-1]) {
		if !hasKind(d.Ops, Explode) {
			return dc.rank(d)
		}
		if last.Kind == Keep && len(last.Sels) == 1 {
			return dc.pool(d)
		}
	}
	return dc.walk(d)
}

// perDie reports whether each operation acts on every die independently of
// the others.
func perDie(ops []Op) bool {
	for _, op := range ops {
		if op.Kind == RerollAdd {
			return false
		}
		for _, s := range op.Sels {
			if s.Ranked() {
				return false
			}
		}
	}
	return true
}

// rankable reports whether op is a keep, drop or count with exactly one
// highest or lowest selector (and any value selectors).
func rankable(op Op) bool {
	if op.Kind != Keep && op.Kind != Drop && op.Kind != CountSuccess {
		return false
	}
	n := 0
	for _, s := range op.Sels {
		if s.Ranked() {
			n++
		}
	}
	return n == 1
}

func hasKind(ops []Op, k OpKind) bool {
	for _, op := range ops {
		if op.Kind == k {
			return true
		}
	}
	return false
}

// ratDist is a small exact distribution kept as probabilities, used for one
// die while its operations are worked through. Its outcomes are what the
// die adds to the total (int64) or, for pools, the values it leaves (a
// string key; see pool).
type ratDist[K comparable] struct {
	p     map[K]*big.Rat
	trunc *big.Rat // nil when nothing was truncated
}

func ratPoint[K comparable](v K) ratDist[K] {
	return ratDist[K]{p: map[K]*big.Rat{v: big.NewRat(1, 1)}}
}

// addScaled adds w times src into dst.
func (dst *ratDist[K]) addScaled(src ratDist[K], w *big.Rat) {
	for v, q := range src.p {
		x := new(big.Rat).Mul(q, w)
		if old, ok := dst.p[v]; ok {
			x.Add(x, old)
		}
		dst.p[v] = x
	}
	if src.trunc != nil {
		t := new(big.Rat).Mul(src.trunc, w)
		if dst.trunc != nil {
			t.Add(t, dst.trunc)
		}
		dst.trunc = t
	}
}

// ratConv is the distribution of join(a, b) for independent a and b.
func ratConv[K comparable](a, b ratDist[K], join func(K, K) K) ratDist[K] {
	out := ratDist[K]{p: map[K]*big.Rat{}}
	for va, qa := range a.p {
		for vb, qb := range b.p {
			x := new(big.Rat).Mul(qa, qb)
			j := join(va, vb)
			if old, ok := out.p[j]; ok {
				x.Add(x, old)
			}
			out.p[j] = x
		}
	}
	if a.trunc != nil || b.trunc != nil {
		ka, kb := big.NewRat(1, 1), big.NewRat(1, 1)
		if a.trunc != nil {
			ka.Sub(ka, a.trunc)
		}
		if b.trunc != nil {
			kb.Sub(kb, b.trunc)
		}
		out.trunc = new(big.Rat).Sub(big.NewRat(1, 1), ka.Mul(ka, kb))
	}
	return out
}

// ratCost is the budget charged per exact fraction handled: one die's
// outcomes are worked out in math/big fractions, far slower than a
// multiply-add of fixed-width counts.
const ratCost = 8

// droppedDie stands for a die dropped by an earlier operation, when unit
// is asked for each die's state rather than its contribution.
const droppedDie = math.MinInt64

type unitKey struct {
	i       int
	v, last int64
	kept    bool
	depth   int  // explosions between this die and the die it descends from
	extra   int  // faces compounded into it by the current !! operation
	expl    bool // it exploded already: a later e passes it over
}

// outcomes says what a die's outcome is: leaf gives it for a die with
// value v after the operations, join combines a die's with the dice its
// explosions add, and count is a cs result.
type outcomes[K comparable] struct {
	leaf  func(v int64, kept bool) K
	join  func(a, b K) K
	count func(n int64) K
}

// sums are outcomes as what a die adds to the total.
var sums = outcomes[int64]{
	leaf: func(v int64, kept bool) int64 {
		if kept {
			return v
		}
		return 0
	},
	join:  func(a, b int64) int64 { return a + b },
	count: func(n int64) int64 { return n },
}

// states are sums, except that a dropped die reports droppedDie.
var states = outcomes[int64]{
	leaf: func(v int64, kept bool) int64 {
		if kept {
			return v
		}
		return droppedDie
	},
	join:  sums.join,
	count: sums.count,
}

type unitCtx[K comparable] struct {
	dc     *distCtx
	d      *Dice
	ops    []Op
	out    outcomes[K]
	memo   map[unitKey]ratDist[K]
	lo, hi int64
}

// unit returns the distribution of what one die of d (with the dice its
// explosions add) contributes to the total after ops; with state, a dropped
// die reports droppedDie instead of 0.
func (dc *distCtx) unit(d *Dice, ops []Op, state bool) (ratDist[int64], error) {
	if state {
		return unitOf(dc, d, ops, states)
	}
	return unitOf(dc, d, ops, sums)
}

// unitOf returns the distribution of one die's outcome under ops.
func unitOf[K comparable](dc *distCtx, d *Dice, ops []Op, o outcomes[K]) (ratDist[K], error) {
	u := &unitCtx[K]{dc: dc, d: d, ops: ops, out: o, memo: map[unitKey]ratDist[K]{},
		lo: int64(d.Lo()), hi: int64(d.Hi())}
	out := ratDist[K]{p: map[K]*big.Rat{}}
	w := big.NewRat(1, u.hi-u.lo+1)
	for f := u.lo; f <= u.hi; f++ {
		r, err := u.contrib(unitKey{v: f, last: f, kept: true})
		if err != nil {
			return ratDist[K]{}, err
		}
		out.addScaled(r, w)
	}
	return out, nil
}

func (u *unitCtx[K]) matches(op *Op, v int64) bool {
	for _, s := range op.Sels {
		if s.Matches(v, u.hi) {
			return true
		}
	}
	return false
}

func (u *unitCtx[K]) contrib(k unitKey) (ratDist[K], error) {
	if r, ok := u.memo[k]; ok {
		return r, nil
	}
	if err := u.dc.spend(ratCost*(u.hi-u.lo+1), u.d.Pos, u.d.String()); err != nil {
		return ratDist[K]{}, err
	}
	r, err := u.step(k)
	if err != nil {
		return ratDist[K]{}, err
	}
	u.memo[k] = r
	return r, nil
}

func (u *unitCtx[K]) step(k unitKey) (ratDist[K], error) {
	if k.i == len(u.ops) {
		return ratPoint(u.out.leaf(k.v, k.kept)), nil
	}
	op := &u.ops[k.i]
	next := k
	next.i++
	next.extra = 0
	depth := u.dc.opts.ExplodeDepth
	switch op.Kind {
	case Keep:
		if k.kept && !u.matches(op, k.v) {
			next.kept = false
		}
	case Drop:
		if k.kept && u.matches(op, k.v) {
			next.kept = false
		}
	case CountSuccess:
		if k.kept && u.matches(op, k.v) {
			return ratPoint(u.out.count(1)), nil
		}
		return ratPoint(u.out.count(0)), nil
	case Min, Max:
		n := op.Sels[len(op.Sels)-1].N
		if k.kept && ((op.Kind == Min && k.v < n) || (op.Kind == Max && k.v > n)) {
			next.v, next.last = n, n
		}
	case RerollOnce, Reroll:
		if !k.kept || !u.matches(op, k.v) {
			break
		}
		var faces []int64
		for f := u.lo; f <= u.hi; f++ {
			if op.Kind == RerollOnce || !u.matches(op, f) {
				faces = append(faces, f)
			}
		}
		if len(faces) == 0 {
			return ratDist[K]{}, errorAt(ErrValue, op.Pos, opString(*op)+" matches every face of a "+
				dieName(int(u.lo), int(u.hi))+", so it would never end")
		}
		return u.mix(faces, func(f int64) unitKey { n := next; n.v, n.last = f, f; return n })
	case Compound:
		if !k.kept || !u.matches(op, k.last) {
			break
		}
		if k.extra >= depth {
			return ratDist[K]{p: map[K]*big.Rat{}, trunc: big.NewRat(1, 1)}, nil
		}
		var faces []int64
		for f := u.lo; f <= u.hi; f++ {
			faces = append(faces, f)
		}
		return u.mix(faces, func(f int64) unitKey { n := k; n.v, n.last, n.extra = k.v+f, f, k.extra+1; return n })
	case Explode:
		if !k.kept || k.expl || !u.matches(op, k.v) {
			break
		}
		if k.depth >= depth {
			return ratDist[K]{p: map[K]*big.Rat{}, trunc: big.NewRat(1, 1)}, nil
		}
		next.expl = true
		base, err := u.contrib(next)
		if err != nil {
			return ratDist[K]{}, err
		}
		var faces []int64
		for f := u.lo; f <= u.hi; f++ {
			faces = append(faces, f)
		}
		chain, err := u.mix(faces, func(f int64) unitKey {
			return unitKey{i: k.i, v: f, last: f, kept: true, depth: k.depth + 1}
		})
		if err != nil {
			return ratDist[K]{}, err
		}
		return ratConv(base, chain, u.out.join), nil
	}
	return u.contrib(next)
}

// mix is the uniform mixture over faces of the states key(f).
func (u *unitCtx[K]) mix(faces []int64, key func(int64) unitKey) (ratDist[K], error) {
	out := ratDist[K]{p: map[K]*big.Rat{}}
	w := big.NewRat(1, int64(len(faces)))
	for _, f := range faces {
		r, err := u.contrib(key(f))
		if err != nil {
			return ratDist[K]{}, err
		}
		out.addScaled(r, w)
	}
	return out, nil
}
