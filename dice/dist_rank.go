package dice

import (
	"math/big"
	"math/bits"
	"slices"
	"sort"
)

// rank computes a dice term whose operations act on each die alone, then
// end with one keep, drop or count that has a highest or lowest selector.
// It walks the possible values in rank order (highest first for h), and
// for each value chooses how many of the dice not yet placed show it, with
// binomial weights: state (dice placed, running total). Nothing enumerates
// the individual dice.
func (dc *distCtx) rank(d *Dice) (*pmf, error) {
	last := d.Ops[len(d.Ops)-1]
	var ranked Selector
	var byValue []Selector
	for _, s := range last.Sels {
		if s.Ranked() {
			ranked = s
		} else {
			byValue = append(byValue, s)
		}
	}
	highest := ranked.Kind == SelHighest
	top := int64(d.Hi())
	matches := func(v int64) bool {
		for _, s := range byValue {
			if s.Matches(v, top) {
				return true
			}
		}
		return false
	}

	// One die's outcomes in rank order, dropped dice last, with integer
	// weights over the denominator of one die.
	var vals []int64
	var weight []*big.Int
	var dieDen *big.Int
	var unitTrunc *big.Rat
	if len(d.Ops) == 1 { // plain dice: every face once
		dieDen = big.NewInt(top - int64(d.Lo()) + 1)
		for f := int64(d.Lo()); f <= top; f++ {
			vals = append(vals, f)
			weight = append(weight, big.NewInt(1))
		}
		if highest {
			slices.Reverse(vals)
		}
	} else {
		u, err := dc.unit(d, d.Ops[:len(d.Ops)-1], true)
		if err != nil {
			return nil, err
		}
		unitTrunc = u.trunc
		dropped := false
		dieDen = big.NewInt(1)
		for v, q := range u.p {
			g := new(big.Int).GCD(nil, nil, dieDen, q.Denom())
			dieDen.Mul(dieDen, new(big.Int).Quo(q.Denom(), g))
			if v == droppedDie {
				dropped = true
				continue
			}
			vals = append(vals, v)
		}
		sort.Slice(vals, func(i, j int) bool { return (vals[i] > vals[j]) == highest })
		if dropped {
			vals = append(vals, droppedDie)
		}
		for _, v := range vals {
			q := u.p[v]
			wt := new(big.Int).Quo(dieDen, q.Denom())
			weight = append(weight, wt.Mul(wt, q.Num()))
		}
	}

	n := d.Count
	den := new(big.Int).Exp(dieDen, big.NewInt(int64(n)), nil)
	w := limbsFor(den)
	N := int(min(ranked.N, int64(n)))
	// A keep or count without value selectors stops caring once N dice are
	// placed: the rest add nothing.
	collapse := last.Kind != Drop && len(byValue) == 0

	// What one die adds when selected or not.
	contrib := func(v int64, sel bool) int64 {
		if v == droppedDie {
			return 0
		}
		switch last.Kind {
		case Keep:
			if sel {
				return v
			}
		case Drop:
			if !sel {
				return v
			}
		case CountSuccess:
			if sel {
				return 1
			}
		}
		return 0
	}
	// Every running total lies in [n*lo, n*hi].
	var lo, hi int64
	for _, v := range vals {
		for _, sel := range []bool{false, true} {
			c := contrib(v, sel)
			lo, hi = min(lo, c), max(hi, c)
		}
	}
	lo, err1 := arith(Mul, lo, int64(n), d.Pos)
	hi, err2 := arith(Mul, hi, int64(n), d.Pos)
	if err1 != nil || err2 != nil {
		hi = lo - 1 // refused as too wide below
	}
	if err := dc.span(lo, hi, d.Pos, d.String()); err != nil {
		return nil, err
	}
	cells := int(hi - lo + 1)
	if err := dc.spend(int64(len(vals))*int64(n+1)*int64(n+1)*int64(w), d.Pos, d.String()); err != nil {
		return nil, err
	}
	// rows[c] holds, for c dice placed, the count of each running total;
	// [rlo[c], rhi[c]] bounds its nonzero cells.
	rows := make([]uint64, (n+1)*cells*w)
	row := func(c int) []uint64 { return rows[c*cells*w : (c+1)*cells*w] }
	rlo, rhi := make([]int, n+1), make([]int, n+1)
	for c := range rlo {
		rlo[c], rhi[c] = cells, -1
	}
	rlo[0], rhi[0] = int(-lo), int(-lo)
	row(0)[int(-lo)*w] = 1
	final := make([]uint64, cells*w)

	suffix := make([]*big.Int, len(vals)+1) // weight of categories i and after
	suffix[len(vals)] = new(big.Int)
	for i := len(vals) - 1; i >= 0; i-- {
		suffix[i] = new(big.Int).Add(suffix[i+1], weight[i])
	}
	var binom [][]uint64 // nil past 62 dice, where binomials outgrow uint64
	if n <= 62 {
		binom = binomials(n)
	}
	limbs := func(x *big.Int) []uint64 { l := make([]uint64, w); natSet(l, x); return l }
	factor := make([]uint64, (n+1)*w)
	k := make([]uint64, w)
	mult := make([]uint64, w)
	var below []uint64
	if collapse {
		below = make([]uint64, (n+1)*w)
	}

	moveToFinal := func(c int, mult []uint64) {
		r := row(c)
		if w == 2 {
			src := r[rlo[c]*2 : (rhi[c]+1)*2]
			mulAddRow2(final[rlo[c]*2:(rhi[c]+1)*2], src, mult[0], mult[1])
			clear(src)
			rlo[c], rhi[c] = cells, -1
			return
		}
		for s := rlo[c]; s <= rhi[c]; s++ {
			if x := r[s*w : (s+1)*w]; !natIsZero(x) {
				natMulAdd(final[s*w:(s+1)*w], x, mult)
				clear(x)
			}
		}
		rlo[c], rhi[c] = cells, -1
	}

	for ci, v := range vals {
		if collapse { // only with N == 0: rows of N or more dice are not filled
			for c := N; c <= n; c++ {
				if rlo[c] <= rhi[c] {
					moveToFinal(c, limbs(new(big.Int).Exp(suffix[ci], big.NewInt(int64(n-c)), nil)))
				}
			}
		}
		unit := weight[ci].IsInt64() && weight[ci].Int64() == 1 && binom != nil
		if !unit { // factor[j] = weight^j, times a binomial below
			p := big.NewInt(1)
			for j := 0; j <= n; j++ {
				natSet(factor[j*w:(j+1)*w], p)
				p.Mul(p, weight[ci])
			}
		}
		if collapse { // below[k] = (weight of the categories after this one)^k
			clear(below)
			below[0] = 1
			low := limbs(suffix[ci+1])
			for j := 1; j <= n; j++ {
				natMulAdd(below[j*w:(j+1)*w], below[(j-1)*w:j*w], low)
			}
		}
		for c := n - 1; c >= 0; c-- { // in place: rows above c are done
			if rlo[c] > rhi[c] {
				continue
			}
			r := row(c)
			// With collapse, every j that fills the kept places (c+j >= N)
			// adds the same to the total, and the dice after it only weigh:
			// those j go straight to final with one summed multiplier.
			clear(mult)
			for j := n - c; j >= 1; j-- {
				if collapse && c+j >= N {
					rest := below[(n-c-j)*w : (n-c-j+1)*w]
					switch {
					case unit:
						natMulAddSmall(mult, rest, binom[n-c][j])
					case binom != nil:
						clear(k)
						natMulAddSmall(k, factor[j*w:(j+1)*w], binom[n-c][j])
						natMulAdd(mult, k, rest)
					default:
						clear(k)
						natMulAdd(k, factor[j*w:(j+1)*w], limbs(new(big.Int).Binomial(int64(n-c), int64(j))))
						natMulAdd(mult, k, rest)
					}
					continue
				}
				sel := 0
				if v != droppedDie {
					sel = max(0, min(N-c, j))
					if matches(v) {
						sel = j
					}
				}
				add := int(contrib(v, true)*int64(sel) + contrib(v, false)*int64(j-sel))
				t := row(c + j)
				var kSmall uint64
				switch {
				case unit:
					kSmall = binom[n-c][j]
				case binom != nil:
					clear(k)
					natMulAddSmall(k, factor[j*w:(j+1)*w], binom[n-c][j])
				default:
					clear(k)
					natMulAdd(k, factor[j*w:(j+1)*w], limbs(new(big.Int).Binomial(int64(n-c), int64(j))))
				}
				if w == 1 {
					kk := kSmall
					if !unit {
						kk = k[0]
					}
					for s := rlo[c]; s <= rhi[c]; s++ {
						if x := r[s]; x != 0 {
							t[s+add] += x * kk
						}
					}
				} else if w == 2 && unit {
					mulAddRow2(t[(rlo[c]+add)*2:(rhi[c]+add+1)*2], r[rlo[c]*2:(rhi[c]+1)*2], kSmall, 0)
				} else {
					for s := rlo[c]; s <= rhi[c]; s++ {
						x := r[s*w : (s+1)*w]
						if natIsZero(x) {
							continue
						}
						dst := t[(s+add)*w : (s+add+1)*w]
						if unit {
							natMulAddSmall(dst, x, kSmall)
						} else {
							natMulAdd(dst, x, k)
						}
					}
				}
				rlo[c+j] = min(rlo[c+j], rlo[c]+add)
				rhi[c+j] = max(rhi[c+j], rhi[c]+add)
			}
			if collapse && !natIsZero(mult) {
				add := 0
				if v != droppedDie {
					add = int(contrib(v, true) * int64(N-c))
				}
				dst := final[(rlo[c]+add)*w : (rhi[c]+add+1)*w]
				src := r[rlo[c]*w : (rhi[c]+1)*w]
				switch w {
				case 1:
					m := mult[0]
					for s, x := range src {
						dst[s] += x * m
					}
				case 2:
					mulAddRow2(dst, src, mult[0], mult[1])
				default:
					for s := 0; s < len(src); s += w {
						if x := src[s : s+w]; !natIsZero(x) {
							natMulAdd(dst[s:s+w], x, mult)
						}
					}
				}
			}
		}
		if err := dc.spend(int64(n*cells), d.Pos, d.String()); err != nil {
			return nil, err
		}
	}
	one := make([]uint64, w)
	one[0] = 1
	if rlo[n] <= rhi[n] {
		moveToFinal(n, one)
	}
	out := map[int64][]uint64{}
	for s := 0; s < cells; s++ {
		if x := final[s*w : (s+1)*w]; !natIsZero(x) {
			out[lo+int64(s)] = x
		}
	}
	return dc.finalPMF(out, den, w, unitTrunc, d.Pos, d.String())
}

// finalPMF builds a pmf from counts by total; when one die could be
// truncated, whatever the counts do not cover was truncated.
func (bg *budget) finalPMF(final map[int64][]uint64, den *big.Int, w int, unitTrunc *big.Rat, at Pos, what string) (*pmf, error) {
	var rng bounds
	for t := range final {
		rng.add(t)
	}
	lo, hi := rng.lo, rng.hi
	if err := bg.span(lo, hi, at, what); err != nil {
		return nil, err
	}
	p := &pmf{lo: lo, n: int(hi - lo + 1), w: w, den: den}
	p.c = make([]uint64, p.n*w)
	sum := make([]uint64, w)
	for t, x := range final {
		copy(p.at(int(t-lo)), x)
		natAdd(sum, x)
	}
	if unitTrunc != nil && unitTrunc.Sign() != 0 {
		p.trunc = new(big.Int).Sub(den, natBig(sum))
	}
	p.trim()
	return p, nil
}

// binomials returns Pascal's triangle up to n (n <= 62, so every entry
// fits in a uint64).
func binomials(n int) [][]uint64 {
	b := make([][]uint64, n+1)
	for i := range b {
		b[i] = make([]uint64, i+1)
		b[i][0], b[i][i] = 1, 1
		for j := 1; j < i; j++ {
			b[i][j] = b[i-1][j-1] + b[i-1][j]
		}
	}
	return b
}

// mulAddRow2Wide is mulAddRow2 with a two-limb multiplier k1:k0; products
// are truncated to 128 bits, which hold them by construction.
func mulAddRow2(dst, src []uint64, k0, k1 uint64) {
	dst = dst[:len(src)]
	for i := 0; i+1 < len(src); i += 2 {
		x0, x1 := src[i], src[i+1]
		if x0|x1 == 0 {
			continue
		}
		hi, lo := bits.Mul64(x0, k0)
		hi += x0*k1 + x1*k0
		var c uint64
		dst[i], c = bits.Add64(dst[i], lo, 0)
		dst[i+1] += hi + c
	}
}
