package dice

import (
	"math"
	"math/big"
)

// DistOptions bound an exact distribution. Zero fields take the defaults.
type DistOptions struct {
	// ExplodeDepth is the most explosions (e, !, !!) one die's chain may
	// hold; outcomes that would need more are left out and reported by
	// Dist.Truncated. Default 20.
	ExplodeDepth int
	// Budget bounds the work, in elementary steps of a few nanoseconds
	// each: one multiply-add of two counts, with slower work (fractions,
	// states of dice) charged several steps. Default 100,000,000: about
	// a second at most on one core.
	Budget int64
}

// DefaultDistOptions are the options Dist uses.
var DefaultDistOptions = DistOptions{ExplodeDepth: 20, Budget: 100_000_000}

// Dist is the exact distribution of an expression's total: for every total,
// the number of equally likely outcomes giving it, out of a common
// denominator. The counts are exact integers: uint64 while the denominator
// fits in 64 bits, fixed-width integers of several 64-bit words beyond
// (Big reports which), converted to math/big by the methods.
type Dist struct {
	p      *pmf
	counts []*big.Int // by total - p.lo, made on first use
}

// Dist computes the exact distribution of e's total with the default
// options.
//
//	d, _ := dice.MustParse("2d20kh1").Dist()
//	d.AtLeast(11) // 3/4
func (e *Expr) Dist() (*Dist, error) { return e.DistWith(DistOptions{}) }

// DistWith computes the exact distribution of e's total within o. It
// gives each total the probability with which Roll gives it, with three
// differences, all in Roll's limits: rr is followed to its end (a die
// rerolled until it stops matching shows each face that does not match
// with equal probability), where Roll stops with an error after MaxLoop
// rerolls of one die; explosions are followed to o.ExplodeDepth and the
// rest reported by Truncated, where Roll stops at MaxLoop; and the
// MaxDice bound on dice rolled is not applied. Errors wrap ErrValue when
// some outcome with a nonzero probability divides by zero or overflows,
// and ErrBudget when the work would exceed o.Budget or a distribution
// would span more than 16,777,216 totals.
func (e *Expr) DistWith(o DistOptions) (*Dist, error) {
	if o.ExplodeDepth <= 0 {
		o.ExplodeDepth = DefaultDistOptions.ExplodeDepth
	}
	if o.Budget <= 0 {
		o.Budget = DefaultDistOptions.Budget
	}
	dc := &distCtx{budget: budget{left: o.Budget, opts: o}, lim: e.Limits.withDefaults()}
	p, err := dc.node(e.Root)
	if err != nil {
		return nil, err
	}
	return &Dist{p: p}, nil
}

type distCtx struct {
	budget
	lim Limits
}

func (dc *distCtx) node(n Node) (*pmf, error) {
	switch n := n.(type) {
	case *Number:
		return pointPMF(n.Value), nil
	case *Paren:
		return dc.node(n.X)
	case *Unary:
		x, err := dc.node(n.X)
		if err != nil {
			return nil, err
		}
		if n.Op == Add {
			return x, nil
		}
		if x.lo == math.MinInt64 || x.hi() == math.MinInt64 {
			return nil, errorAt(ErrValue, n.Pos, "integer overflow")
		}
		return x.negate(), nil
	case *Binary:
		l, err := dc.node(n.L)
		if err != nil {
			return nil, err
		}
		r, err := dc.node(n.R)
		if err != nil {
			return nil, err
		}
		if (n.Op == Add || n.Op == Sub) && !fitsSum(l, r, n.Op) {
			return nil, errorAt(ErrValue, n.Pos, "integer overflow")
		}
		return dc.pairs(l, r, n.Op, n.Pos)
	case *Dice:
		return dc.dice(n)
	case *Set:
		return dc.set(n)
	}
	return nil, &Error{Kind: ErrValue, Msg: "expression has no value", NoPos: true}
}

// fitsSum reports whether every l+r (or l-r) fits in an int64.
func fitsSum(l, r *pmf, op Operator) bool {
	ends := [][2]int64{{l.lo, r.lo}, {l.lo, r.hi()}, {l.hi(), r.lo}, {l.hi(), r.hi()}}
	for _, e := range ends {
		if _, err := arith(op, e[0], e[1], 0); err != nil {
			return false
		}
	}
	return true
}

// Totals returns every total with a nonzero probability, in ascending
// order.
func (d *Dist) Totals() []int64 {
	var out []int64
	for i := 0; i < d.p.n; i++ {
		if !natIsZero(d.p.at(i)) {
			out = append(out, d.p.lo+int64(i))
		}
	}
	return out
}

// Min and Max return the lowest and highest possible totals.
func (d *Dist) Min() int64 { return d.p.lo }

// Max returns the highest possible total.
func (d *Dist) Max() int64 { return d.p.hi() }

// Big reports whether the counts needed more than 64 bits, and so were
// kept as fixed-width integers of several 64-bit words rather than uint64.
func (d *Dist) Big() bool { return d.p.w > 1 }

// Denominator returns the number of equally likely outcomes the counts are
// out of.
func (d *Dist) Denominator() *big.Int { return new(big.Int).Set(d.p.den) }

func (d *Dist) bigCounts() []*big.Int {
	if d.counts == nil {
		d.counts = make([]*big.Int, d.p.n)
		for i := range d.counts {
			d.counts[i] = natBig(d.p.at(i))
		}
	}
	return d.counts
}

// Count returns the number of outcomes whose total is t.
func (d *Dist) Count(t int64) *big.Int {
	if t < d.p.lo || t > d.p.hi() {
		return new(big.Int)
	}
	return new(big.Int).Set(d.bigCounts()[t-d.p.lo])
}

// P returns the exact probability that the total is t.
func (d *Dist) P(t int64) *big.Rat { return new(big.Rat).SetFrac(d.Count(t), d.p.den) }

// Float returns P(t) as a float64.
func (d *Dist) Float(t int64) float64 { f, _ := d.P(t).Float64(); return f }

// AtLeast returns the probability that the total is n or more.
func (d *Dist) AtLeast(n int64) *big.Rat { return d.sum(func(t int64) bool { return t >= n }) }

// AtMost returns the probability that the total is n or less.
func (d *Dist) AtMost(n int64) *big.Rat { return d.sum(func(t int64) bool { return t <= n }) }

func (d *Dist) sum(in func(int64) bool) *big.Rat {
	c := new(big.Int)
	for i, x := range d.bigCounts() {
		if in(d.p.lo + int64(i)) {
			c.Add(c, x)
		}
	}
	return new(big.Rat).SetFrac(c, d.p.den)
}

// Truncated returns the probability lost to explosion truncation: outcomes
// whose dice would explode more than DistOptions.ExplodeDepth times. The
// other probabilities are not scaled up to make up for it.
func (d *Dist) Truncated() *big.Rat {
	if d.p.trunc == nil {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(d.p.trunc, d.p.den)
}

// kept is the total count of the outcomes that were not truncated.
func (d *Dist) kept() *big.Int {
	k := new(big.Int).Set(d.p.den)
	if d.p.trunc != nil {
		k.Sub(k, d.p.trunc)
	}
	return k
}

// Mean returns the exact mean total, over the outcomes not truncated.
func (d *Dist) Mean() *big.Rat {
	s := new(big.Int)
	t := new(big.Int)
	for i, x := range d.bigCounts() {
		t.SetInt64(d.p.lo + int64(i))
		s.Add(s, t.Mul(t, x))
	}
	k := d.kept()
	if k.Sign() == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(s, k)
}

// MeanFloat returns Mean as a float64.
func (d *Dist) MeanFloat() float64 { f, _ := d.Mean().Float64(); return f }

// Variance returns the exact variance of the total, over the outcomes not
// truncated.
func (d *Dist) Variance() *big.Rat {
	k := d.kept()
	if k.Sign() == 0 {
		return new(big.Rat)
	}
	s2 := new(big.Int)
	t := new(big.Int)
	for i, x := range d.bigCounts() {
		v := d.p.lo + int64(i)
		t.SetInt64(v)
		t.Mul(t, t)
		s2.Add(s2, t.Mul(t, x))
	}
	m := d.Mean()
	ex2 := new(big.Rat).SetFrac(s2, k)
	return ex2.Sub(ex2, m.Mul(m, m))
}

// StdDev returns the standard deviation of the total.
func (d *Dist) StdDev() float64 {
	v, _ := d.Variance().Float64()
	return math.Sqrt(v)
}

// Percentile returns the smallest total t with P(total <= t) >= q. The
// comparison is exact, with q lowered by a relative 2^-50 so that a q
// such as 0.1, which a float64 holds only approximately, counts as the
// fraction meant. When no total reaches q (q above 1, or truncated mass
// making up the difference) it returns Max.
func (d *Dist) Percentile(q float64) int64 {
	if math.IsNaN(q) || q <= 0 {
		return d.p.lo
	}
	if q > 2 {
		q = 2
	}
	r := new(big.Rat).SetFloat64(q * (1 - 0x1p-50))
	// run/den >= num/qden, that is run*qden >= num*den
	need := new(big.Int).Mul(r.Num(), d.p.den)
	run := new(big.Int)
	x := new(big.Int)
	for i, c := range d.bigCounts() {
		run.Add(run, c)
		if x.Mul(run, r.Denom()).Cmp(need) >= 0 {
			return d.p.lo + int64(i)
		}
	}
	return d.p.hi()
}
