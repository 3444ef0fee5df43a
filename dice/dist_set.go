package dice

import (
	"math/big"
	"slices"
)

// set returns the distribution of a set's total. Its items are
// independent: without operations the total is their sum; when every
// operation selects by value, each item is kept, dropped or counted on its
// own value, and the totals are summed again; otherwise (h or l) the items'
// values are gathered as a sorted multiset, item by item, and the
// operations run on each multiset. Equal values are alike, so the order of
// the items does not matter for selection.
func (dc *distCtx) set(s *Set) (*pmf, error) {
	items := make([]*pmf, len(s.Items))
	for i, it := range s.Items {
		p, err := dc.node(it)
		if err != nil {
			return nil, err
		}
		items[i] = p
	}
	byValue := true
	for _, op := range s.Ops {
		for _, sel := range op.Sels {
			byValue = byValue && !sel.Ranked()
		}
	}
	if !byValue {
		return dc.setStates(s, items)
	}
	acc := pointPMF(0)
	for _, p := range items {
		if len(s.Ops) > 0 {
			var err error
			if p, err = dc.itemAlone(s, p); err != nil {
				return nil, err
			}
		}
		if !fitsSum(acc, p, Add) {
			return nil, errorAt(ErrValue, s.Pos, "integer overflow")
		}
		var err error
		if acc, err = dc.convolve(acc, p, s.Pos, "a set"); err != nil {
			return nil, err
		}
	}
	return acc, nil
}

// itemAlone is what one item adds to its set's total when the set's
// operations select by value only.
func (dc *distCtx) itemAlone(s *Set, p *pmf) (*pmf, error) {
	if err := dc.spend(int64(p.n*len(s.Ops)), s.Pos, "a set"); err != nil {
		return nil, err
	}
	out := map[int64][]uint64{}
	for i := 0; i < p.n; i++ {
		c := p.at(i)
		if natIsZero(c) {
			continue
		}
		v := p.lo + int64(i)
		t, kept := v, true
		for _, op := range s.Ops {
			sel := kept && slices.ContainsFunc(op.Sels, func(x Selector) bool { return x.Matches(v, 0) })
			switch op.Kind {
			case Keep:
				kept = sel
			case Drop:
				kept = kept && !sel
			case CountSuccess:
				t, kept = 0, true
				if sel {
					t = 1
				}
			}
		}
		if !kept {
			t = 0
		}
		x, ok := out[t]
		if !ok {
			x = make([]uint64, p.w)
			out[t] = x
		}
		natAdd(x, c)
	}
	r, err := dc.finalPMF(out, p.den, p.w, nil, s.Pos, "a set")
	if err != nil {
		return nil, err
	}
	r.trunc = p.trunc
	return r, nil
}

// setStates gathers the multisets of the items' values and runs the set's
// operations on each, as the evaluator does.
func (dc *distCtx) setStates(s *Set, items []*pmf) (*pmf, error) {
	den := big.NewInt(1)
	var trunc bool
	for _, p := range items {
		den.Mul(den, p.den)
		trunc = trunc || p.trunc != nil
	}
	w := limbsFor(den)
	one := make([]uint64, w)
	one[0] = 1
	cur := map[string][]uint64{"": one}
	vals := make([]int64, 0, len(items))
	for k, p := range items {
		pc := p.widen(w)
		next := map[string][]uint64{}
		for key, c := range cur {
			if err := dc.spend(int64(p.n)*int64(k+w)*walkCost, s.Pos, "a set"); err != nil {
				return nil, err
			}
			base := decodeVals(key)
			for i := 0; i < p.n; i++ {
				x := pc[i*w : (i+1)*w]
				if natIsZero(x) {
					continue
				}
				v := p.lo + int64(i)
				j, _ := slices.BinarySearch(base, v)
				vals = append(append(append(vals[:0], base[:j]...), v), base[j:]...)
				nk := encodeVals(vals)
				y, ok := next[nk]
				if !ok {
					y = make([]uint64, w)
					next[nk] = y
				}
				natMulAdd(y, c, x)
			}
		}
		cur = next
	}
	final := map[int64][]uint64{}
	ev := evaluator{res: &Result{}}
	var dice []Die
	for key, c := range cur {
		dice = dice[:0]
		for _, v := range decodeVals(key) {
			dice = append(dice, Die{Value: v, Kept: true})
		}
		t, counted := int64(0), false
		for oi := range s.Ops {
			op := &s.Ops[oi]
			ev.selectIn(dice, op.Sels, 0)
			for i := range dice {
				switch op.Kind {
				case Keep:
					dice[i].Kept = dice[i].Kept && ev.res.sel[i]
				case Drop:
					dice[i].Kept = dice[i].Kept && !ev.res.sel[i]
				case CountSuccess:
					counted = true
					if ev.res.sel[i] {
						t++
					}
				}
			}
		}
		if !counted {
			for _, v := range dice {
				if v.Kept {
					var err error
					if t, err = arith(Add, t, v.Value, s.Pos); err != nil {
						return nil, err
					}
				}
			}
		}
		f, ok := final[t]
		if !ok {
			f = make([]uint64, w)
			final[t] = f
		}
		natAdd(f, c)
	}
	var ut *big.Rat
	if trunc {
		ut = big.NewRat(1, 1) // finalPMF then counts what is missing as truncated
	}
	return dc.finalPMF(final, den, w, ut, s.Pos, "a set")
}
