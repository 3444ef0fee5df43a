package dice

import (
	"math/big"
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
	u, err := dc.unit(d, d.Ops[:len(d.Ops)-1], true)
	if err != nil {
		return nil, err
	}
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

	// Categories in rank order, dropped dice last, with integer weights
	// over the common denominator of one die.
	vals := make([]int64, 0, len(u.p))
	dropped := false
	dieDen := big.NewInt(1)
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
	weight := make([]*big.Int, len(vals))
	for i, v := range vals {
		q := u.p[v]
		weight[i] = new(big.Int).Quo(dieDen, q.Denom())
		weight[i].Mul(weight[i], q.Num())
	}

	n := d.Count
	den := new(big.Int).Exp(dieDen, big.NewInt(int64(n)), nil)
	w := limbsFor(den)
	N := int(min(ranked.N, int64(n)))
	// A keep or count without value selectors stops caring once N dice are
	// placed: the rest add nothing.
	collapse := last.Kind != Drop && len(byValue) == 0

	type row struct {
		lo int64
		c  []uint64 // dense counts of running totals lo, lo+1, ...
	}
	rows := make([]row, n+1)
	rows[0] = row{lo: 0, c: make([]uint64, w)}
	rows[0].c[0] = 1
	final := map[int64][]uint64{}
	addFinal := func(t int64, x []uint64, k []uint64) {
		f, ok := final[t]
		if !ok {
			f = make([]uint64, w)
			final[t] = f
		}
		natMulAdd(f, x, k)
	}

	// suffix[i] is the total weight of categories i and after.
	suffix := make([]*big.Int, len(vals)+1)
	suffix[len(vals)] = new(big.Int)
	for i := len(vals) - 1; i >= 0; i-- {
		suffix[i] = new(big.Int).Add(suffix[i+1], weight[i])
	}
	var binom [][]uint64 // nil past 62 dice, where binomials outgrow uint64
	if n <= 62 {
		binom = binomials(n)
	}
	limbs := func(x *big.Int) []uint64 { l := make([]uint64, w); natSet(l, x); return l }

	for ci, v := range vals {
		if collapse {
			for c := N; c <= n; c++ {
				r := rows[c]
				if r.c == nil {
					continue
				}
				k := limbs(new(big.Int).Exp(suffix[ci], big.NewInt(int64(n-c)), nil))
				for s := 0; s*w < len(r.c); s++ {
					if x := r.c[s*w : (s+1)*w]; !natIsZero(x) {
						addFinal(r.lo+int64(s), x, k)
					}
				}
				rows[c] = row{}
			}
		}
		// powers of this category's weight
		pw := make([][]uint64, n+1)
		pb := big.NewInt(1)
		for j := 0; j <= n; j++ {
			pw[j] = limbs(pb)
			pb = new(big.Int).Mul(pb, weight[ci]) // at most dieDen^n = den
		}
		next := make([]row, n+1)
		for c := n; c >= 0; c-- {
			r := rows[c]
			if r.c == nil {
				continue
			}
			cells := len(r.c) / w
			for j := 0; c+j <= n; j++ {
				// how many of the j dice at ranks c..c+j-1 are selected
				sel := 0
				if v != droppedDie {
					sel = max(0, min(N-c, j))
					if matches(v) {
						sel = j
					}
				}
				var add int64
				if v != droppedDie {
					switch last.Kind {
					case Keep:
						add = v * int64(sel)
					case Drop:
						add = v * int64(j-sel)
					case CountSuccess:
						add = int64(sel)
					}
				}
				if err := dc.spend(int64(cells*w), d.Pos, d.String()); err != nil {
					return nil, err
				}
				k := make([]uint64, w)
				if binom != nil {
					natMulAddSmall(k, pw[j], binom[n-c][j])
				} else {
					natMulAdd(k, pw[j], limbs(new(big.Int).Binomial(int64(n-c), int64(j))))
				}
				if natIsZero(k) {
					continue
				}
				t := &next[c+j]
				lo := r.lo + add
				if t.c == nil {
					t.lo = lo
					t.c = make([]uint64, cells*w)
				}
				if lo < t.lo { // grow at the front
					grown := make([]uint64, (int(t.lo-lo)*w)+len(t.c))
					copy(grown[int(t.lo-lo)*w:], t.c)
					t.c, t.lo = grown, lo
				}
				if need := (int(lo-t.lo) + cells) * w; need > len(t.c) {
					t.c = append(t.c, make([]uint64, need-len(t.c))...)
				}
				off := int(lo-t.lo) * w
				for s := 0; s < cells; s++ {
					x := r.c[s*w : (s+1)*w]
					if !natIsZero(x) {
						natMulAdd(t.c[off+s*w:off+(s+1)*w], x, k)
					}
				}
			}
		}
		rows = next
	}
	if r := rows[n]; r.c != nil {
		one := make([]uint64, w)
		one[0] = 1
		for s := 0; s*w < len(r.c); s++ {
			if x := r.c[s*w : (s+1)*w]; !natIsZero(x) {
				addFinal(r.lo+int64(s), x, one)
			}
		}
	}
	return finalPMF(final, den, w, u.trunc), nil
}

// finalPMF builds a pmf from counts by total; when one die could be
// truncated, whatever the counts do not cover was truncated.
func finalPMF(final map[int64][]uint64, den *big.Int, w int, unitTrunc *big.Rat) *pmf {
	lo, hi := int64(0), int64(0)
	first := true
	for t := range final {
		if first || t < lo {
			lo = t
		}
		if first || t > hi {
			hi = t
		}
		first = false
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
	return p
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
