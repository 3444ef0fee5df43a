package dice

import (
	"math/big"
	"strconv"
)

// pmf is an exact distribution over the integers lo .. lo+n-1: count i is
// the number of equally likely outcomes, out of den, whose total is lo+i.
// trunc counts the outcomes lost to explosion truncation; the counts and
// trunc sum to den.
type pmf struct {
	lo    int64
	n     int
	w     int      // limbs per count
	c     []uint64 // n*w limbs
	den   *big.Int
	trunc *big.Int // nil when nothing was truncated
}

func (p *pmf) at(i int) []uint64 { return p.c[i*p.w : (i+1)*p.w] }

func (p *pmf) hi() int64 { return p.lo + int64(p.n) - 1 }

func newPMF(lo int64, n int, den *big.Int) *pmf {
	w := limbsFor(den)
	return &pmf{lo: lo, n: n, w: w, c: make([]uint64, n*w), den: den}
}

func pointPMF(v int64) *pmf {
	p := newPMF(v, 1, big.NewInt(1))
	p.c[0] = 1
	return p
}

func uniformPMF(lo, hi int64) *pmf {
	p := newPMF(lo, int(hi-lo+1), big.NewInt(hi-lo+1))
	for i := 0; i < p.n; i++ {
		p.c[i] = 1
	}
	return p
}

// widen returns p's counts re-expressed with w limbs (w >= p.w).
func (p *pmf) widen(w int) []uint64 {
	if w == p.w {
		return p.c
	}
	out := make([]uint64, p.n*w)
	for i := 0; i < p.n; i++ {
		copy(out[i*w:], p.at(i))
	}
	return out
}

// trim drops zero counts at both ends.
func (p *pmf) trim() {
	a, b := 0, p.n
	for a < b && natIsZero(p.at(a)) {
		a++
	}
	for b > a && natIsZero(p.at(b-1)) {
		b--
	}
	if a == b { // everything truncated: keep one zero entry at 0
		p.lo, p.n, p.c = 0, 1, make([]uint64, p.w)
		return
	}
	p.c = p.c[a*p.w : b*p.w]
	p.lo += int64(a)
	p.n = b - a
}

// combinedTrunc is the truncated count of two independent distributions
// combined: everything but the outcomes where neither was truncated.
func combinedTrunc(a, b *pmf, den *big.Int) *big.Int {
	if a.trunc == nil && b.trunc == nil {
		return nil
	}
	keepA := new(big.Int).Set(a.den)
	if a.trunc != nil {
		keepA.Sub(keepA, a.trunc)
	}
	keepB := new(big.Int).Set(b.den)
	if b.trunc != nil {
		keepB.Sub(keepB, b.trunc)
	}
	return new(big.Int).Sub(den, keepA.Mul(keepA, keepB))
}

// budget counts the work of one distribution.
type budget struct {
	left int64
	opts DistOptions
}

func (b *budget) spend(n int64, at Pos, what string) error {
	b.left -= n
	if b.left < 0 {
		return errorAt(ErrBudget, at, "distribution of "+what+" needs more than "+
			strconv.FormatInt(b.opts.Budget, 10)+" steps")
	}
	return nil
}

// convolve returns the distribution of the sum of independent a and b.
func (bg *budget) convolve(a, b *pmf, at Pos, what string) (*pmf, error) {
	den := new(big.Int).Mul(a.den, b.den)
	r := newPMF(a.lo+b.lo, a.n+b.n-1, den)
	if err := bg.spend(int64(a.n)*int64(b.n)*int64(r.w*r.w), at, what); err != nil {
		return nil, err
	}
	if r.w == 1 {
		for i := 0; i < a.n; i++ {
			x := a.c[i]
			if x == 0 {
				continue
			}
			for j, y := range b.c {
				r.c[i+j] += x * y
			}
		}
	} else {
		ac, bc := a.widen(r.w), b.widen(r.w)
		w := r.w
		for i := 0; i < a.n; i++ {
			x := ac[i*w : (i+1)*w]
			if natIsZero(x) {
				continue
			}
			for j := 0; j < b.n; j++ {
				natMulAdd(r.c[(i+j)*w:(i+j+1)*w], x, bc[j*w:(j+1)*w])
			}
		}
	}
	r.trunc = combinedTrunc(a, b, den)
	r.trim()
	return r, nil
}

// power returns the distribution of the sum of n independent copies of u.
// A uniform u is summed with a sliding window; others by doubling.
func (bg *budget) power(u *pmf, n int, at Pos, what string) (*pmf, error) {
	if n == 0 {
		return pointPMF(0), nil
	}
	if u.trunc == nil && u.isUniform() {
		return bg.uniformPower(u, n, at, what)
	}
	var acc *pmf
	sq := u
	for k := n; ; {
		if k&1 == 1 {
			if acc == nil {
				acc = sq
			} else {
				var err error
				if acc, err = bg.convolve(acc, sq, at, what); err != nil {
					return nil, err
				}
			}
		}
		k >>= 1
		if k == 0 {
			return acc, nil
		}
		var err error
		if sq, err = bg.convolve(sq, sq, at, what); err != nil {
			return nil, err
		}
	}
}

func (p *pmf) isUniform() bool {
	if p.w != 1 {
		return false
	}
	for _, x := range p.c {
		if x != 1 {
			return false
		}
	}
	return big.NewInt(int64(p.n)).Cmp(p.den) == 0
}

// uniformPower sums n uniform dice of s faces: each step replaces every
// count by the sum of the s counts below it, kept as a running window.
func (bg *budget) uniformPower(u *pmf, n int, at Pos, what string) (*pmf, error) {
	s := u.n
	den := new(big.Int).Exp(big.NewInt(int64(s)), big.NewInt(int64(n)), nil)
	w := limbsFor(den)
	size := n*(s-1) + 1
	if err := bg.spend(int64(n)*int64(size)*int64(w), at, what); err != nil {
		return nil, err
	}
	cur := make([]uint64, size*w)
	next := make([]uint64, size*w)
	win := make([]uint64, w)
	for i := 0; i < s; i++ {
		cur[i*w] = 1
	}
	length := s // counts in use
	for step := 1; step < n; step++ {
		newLen := length + s - 1
		clear(win)
		for i := 0; i < newLen; i++ {
			if i < length {
				natAdd(win, cur[i*w:(i+1)*w])
			}
			if j := i - s; j >= 0 {
				natSub(win, cur[j*w:(j+1)*w])
			}
			copy(next[i*w:(i+1)*w], win)
		}
		cur, next = next, cur
		length = newLen
	}
	r := &pmf{lo: u.lo * int64(n), n: size, w: w, c: cur[:size*w], den: den}
	return r, nil
}

// negate returns the distribution of -x.
func (p *pmf) negate() *pmf {
	r := &pmf{lo: -p.hi(), n: p.n, w: p.w, c: make([]uint64, len(p.c)), den: p.den, trunc: p.trunc}
	for i := 0; i < p.n; i++ {
		copy(r.at(p.n-1-i), p.at(i))
	}
	return r
}

// pairs returns the distribution of op(a, b) for independent a and b.
func (bg *budget) pairs(a, b *pmf, op Operator, at Pos) (*pmf, error) {
	if op == Add {
		return bg.convolve(a, b, at, "a sum")
	}
	if op == Sub {
		return bg.convolve(a, b.negate(), at, "a difference")
	}
	if err := bg.spend(2*int64(a.n)*int64(b.n), at, op.String()); err != nil {
		return nil, err
	}
	// First pass: the range of results, and errors that can happen.
	var rng bounds
	for i := 0; i < a.n; i++ {
		if natIsZero(a.at(i)) {
			continue
		}
		for j := 0; j < b.n; j++ {
			if natIsZero(b.at(j)) {
				continue
			}
			v, err := arith(op, a.lo+int64(i), b.lo+int64(j), at)
			if err != nil {
				return nil, err
			}
			rng.add(v)
		}
	}
	lo, hi := rng.lo, rng.hi
	if err := bg.span(lo, hi, at, op.String()); err != nil {
		return nil, err
	}
	den := new(big.Int).Mul(a.den, b.den)
	r := newPMF(lo, int(hi-lo+1), den)
	w := r.w
	ac, bc := a.widen(w), b.widen(w)
	if err := bg.spend(int64(a.n)*int64(b.n)*int64(w*w), at, op.String()); err != nil {
		return nil, err
	}
	for i := 0; i < a.n; i++ {
		x := ac[i*w : (i+1)*w]
		if natIsZero(x) {
			continue
		}
		for j := 0; j < b.n; j++ {
			y := bc[j*w : (j+1)*w]
			if natIsZero(y) {
				continue
			}
			v, _ := arith(op, a.lo+int64(i), b.lo+int64(j), at)
			k := int(v - lo)
			natMulAdd(r.c[k*w:(k+1)*w], x, y)
		}
	}
	r.trunc = combinedTrunc(a, b, den)
	r.trim()
	return r, nil
}

// bounds is the lowest and highest of the totals added to it (0 and 0
// for none).
type bounds struct {
	lo, hi int64
	seen   bool
}

func (b *bounds) add(v int64) {
	if !b.seen || v < b.lo {
		b.lo = v
	}
	if !b.seen || v > b.hi {
		b.hi = v
	}
	b.seen = true
}

// maxSpan bounds the totals one distribution may span, lowest to highest:
// its counts are stored densely.
const maxSpan = 1 << 24

// span refuses a distribution from lo to hi wider than maxSpan.
func (bg *budget) span(lo, hi int64, at Pos, what string) error {
	if hi < lo || uint64(hi)-uint64(lo) >= maxSpan {
		return errorAt(ErrBudget, at, "distribution of "+what+" spans more than "+
			strconv.Itoa(maxSpan)+" totals")
	}
	return nil
}

// bigPMF builds a distribution from counts by total over den, with trunc
// truncated (zero for none).
func (bg *budget) bigPMF(final map[int64]*big.Int, den, trunc *big.Int, at Pos, what string) (*pmf, error) {
	var rng bounds
	for t, c := range final {
		if c.Sign() == 0 {
			continue
		}
		rng.add(t)
	}
	lo, hi := rng.lo, rng.hi
	if err := bg.span(lo, hi, at, what); err != nil {
		return nil, err
	}
	p := newPMF(lo, int(hi-lo+1), den)
	for t, c := range final {
		if c.Sign() != 0 {
			natSet(p.at(int(t-lo)), c)
		}
	}
	if trunc != nil && trunc.Sign() != 0 {
		p.trunc = trunc
	}
	p.trim()
	return p, nil
}

// ratPMF turns exact probabilities into counts over their least common
// denominator.
func (bg *budget) ratPMF(p map[int64]*big.Rat, trunc *big.Rat, at Pos, what string) (*pmf, error) {
	den := big.NewInt(1)
	lcm := func(d *big.Int) {
		g := new(big.Int).GCD(nil, nil, den, d)
		den.Mul(den, new(big.Int).Quo(d, g))
	}
	var rng bounds
	for v, r := range p {
		lcm(r.Denom())
		rng.add(v)
	}
	if trunc != nil && trunc.Sign() != 0 {
		lcm(trunc.Denom())
	}
	lo, hi := rng.lo, rng.hi
	if err := bg.span(lo, hi, at, what); err != nil {
		return nil, err
	}
	out := newPMF(lo, int(hi-lo+1), den)
	tmp := new(big.Int)
	for v, r := range p {
		tmp.Quo(den, r.Denom())
		tmp.Mul(tmp, r.Num())
		natSet(out.at(int(v-lo)), tmp)
	}
	if trunc != nil && trunc.Sign() != 0 {
		out.trunc = new(big.Int).Quo(den, trunc.Denom())
		out.trunc.Mul(out.trunc, trunc.Num())
	}
	out.trim()
	return out, nil
}
