package dice

import (
	"encoding/binary"
	"math/big"
)

// pool computes dice whose explosions add dice, followed by keeping the N
// highest (or lowest) values of the whole pool, as in 5d10e10kh3. Each
// original die with the dice it caused is independent of the others, so
// the method works die by die: one die's outcome is the N best values it
// leaves, and the dice are combined by merging those values and keeping the
// N best again. The states are the possible N best values, few for the
// small N of play; the work budget bounds the rest.
func (dc *distCtx) pool(d *Dice) (*pmf, error) {
	last := d.Ops[len(d.Ops)-1]
	highest := last.Sels[0].Kind == SelHighest
	keep := int(min(last.Sels[0].N, int64(dc.lim.MaxDice)))
	better := func(a, b int64) bool { return (a > b) == highest }
	merge := func(a, b string) string {
		x, y := decodeVals(a), decodeVals(b)
		out := make([]int64, 0, min(keep, len(x)+len(y)))
		for len(out) < keep && (len(x) > 0 || len(y) > 0) {
			if len(y) == 0 || (len(x) > 0 && !better(y[0], x[0])) {
				out, x = append(out, x[0]), x[1:]
			} else {
				out, y = append(out, y[0]), y[1:]
			}
		}
		return encodeVals(out)
	}
	o := outcomes[string]{
		leaf: func(v int64, kept bool) string {
			if kept && keep > 0 {
				return encodeVals([]int64{v})
			}
			return ""
		},
		join:  merge,
		count: func(int64) string { return "" }, // cs is always last, so never here
	}
	u, err := unitOf(dc, d, d.Ops[:len(d.Ops)-1], o)
	if err != nil {
		return nil, err
	}
	// Integer weights over one die's denominator.
	dieDen := big.NewInt(1)
	for _, q := range u.p {
		g := new(big.Int).GCD(nil, nil, dieDen, q.Denom())
		dieDen.Mul(dieDen, new(big.Int).Quo(q.Denom(), g))
	}
	weights := make(map[string]*big.Int, len(u.p))
	for k, q := range u.p {
		w := new(big.Int).Quo(dieDen, q.Denom())
		weights[k] = w.Mul(w, q.Num())
	}
	cur := map[string]*big.Int{"": big.NewInt(1)}
	for range d.Count {
		if err := dc.spend(ratCost*int64(len(cur))*int64(len(weights))*int64(keep+1), d.Pos, d.String()); err != nil {
			return nil, err
		}
		next := map[string]*big.Int{}
		for s, c := range cur {
			for k, w := range weights {
				m := merge(s, k)
				x, ok := next[m]
				if !ok {
					x = new(big.Int)
					next[m] = x
				}
				x.Add(x, new(big.Int).Mul(c, w))
			}
		}
		cur = next
	}
	den := new(big.Int).Exp(dieDen, big.NewInt(int64(d.Count)), nil)
	w := limbsFor(den)
	totals := map[int64]*big.Int{}
	for s, c := range cur {
		var t int64
		for _, v := range decodeVals(s) {
			if t, err = arith(Add, t, v, d.Pos); err != nil {
				return nil, err
			}
		}
		x, ok := totals[t]
		if !ok {
			x = new(big.Int)
			totals[t] = x
		}
		x.Add(x, c)
	}
	final := make(map[int64][]uint64, len(totals))
	for t, c := range totals {
		l := make([]uint64, w)
		natSet(l, c)
		final[t] = l
	}
	return dc.finalPMF(final, den, w, u.trunc, d.Pos, d.String())
}

func encodeVals(v []int64) string {
	b := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(x))
	}
	return string(b)
}

func decodeVals(s string) []int64 {
	out := make([]int64, len(s)/8)
	for i := range out {
		out[i] = int64(binary.LittleEndian.Uint64([]byte(s[8*i : 8*i+8])))
	}
	return out
}
