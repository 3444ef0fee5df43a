package dice

import (
	"errors"
	"math/big"
)

// odometer is a Roller that walks every sequence of faces in turn: it
// replays the faces chosen so far and starts each new die at its lowest
// face; next advances to the following sequence.
type odometer struct {
	faces, los, his []int
	pos             int
}

func (o *odometer) Roll(lo, hi int) (int, error) {
	if o.pos < len(o.faces) {
		f := o.faces[o.pos]
		o.pos++
		return f, nil
	}
	o.faces = append(o.faces, lo)
	o.los = append(o.los, lo)
	o.his = append(o.his, hi)
	o.pos++
	return lo, nil
}

// next moves to the next sequence after a run that used o.pos faces; it
// reports false when every sequence has been seen.
func (o *odometer) next() bool {
	n := o.pos
	o.faces, o.los, o.his = o.faces[:n], o.los[:n], o.his[:n]
	o.pos = 0
	for n > 0 && o.faces[n-1] == o.his[n-1] {
		n--
	}
	if n == 0 {
		return false
	}
	o.faces, o.los, o.his = o.faces[:n], o.los[:n], o.his[:n]
	o.faces[n-1]++
	return true
}

// weight is the probability of the faces of the last run: one over the
// product of their dice's sizes.
func (o *odometer) weight() *big.Int {
	w := big.NewInt(1)
	for i := range o.pos {
		w.Mul(w, big.NewInt(int64(o.his[i]-o.los[i]+1)))
	}
	return w
}

// enumerate finds a dice term's distribution by running the evaluator on
// every sequence of faces.
func (dc *distCtx) enumerate(d *Dice) (*pmf, error) {
	// At least sides^count runs: refuse early what cannot fit.
	runs := new(big.Int).Exp(big.NewInt(int64(d.Hi()-d.Lo()+1)), big.NewInt(int64(d.Count)), nil)
	if !runs.IsInt64() || runs.Int64() > dc.left {
		return nil, errorAt(ErrBudget, d.Pos, "distribution of "+d.String()+" needs more than "+
			big.NewInt(dc.opts.Budget).String()+" steps")
	}
	probs, trunc, err := everyRoll(&Expr{Root: d, Limits: dc.lim}, dc.opts.ExplodeDepth, func(faces int) error {
		return dc.spend(int64(faces+1), d.Pos, d.String())
	})
	if err != nil {
		return nil, err
	}
	return ratPMF(probs, trunc), nil
}

// everyRoll runs e on every sequence of faces and returns the probability
// of each total. Runs stopped by the loop limit, set to depth, are the
// truncated mass; any other error stops the walk, as does an error from
// each, which is called after every run with the number of faces it used.
func everyRoll(e *Expr, depth int, each func(faces int) error) (map[int64]*big.Rat, *big.Rat, error) {
	lim := e.Limits.withDefaults()
	lim.MaxLoop = depth
	lim.MaxDice = 1 << 30
	ex := &Expr{Root: e.Root, Limits: lim}
	probs := map[int64]*big.Rat{}
	trunc := new(big.Rat)
	var res Result
	o := &odometer{}
	for {
		err := ex.RollInto(o, &res)
		if err := each(o.pos); err != nil {
			return nil, nil, err
		}
		p := new(big.Rat).SetFrac(big.NewInt(1), o.weight())
		switch {
		case err == nil:
			if old, ok := probs[res.Total]; ok {
				p.Add(p, old)
			}
			probs[res.Total] = p
		case errors.Is(err, ErrLimit):
			trunc.Add(trunc, p)
		default:
			return nil, nil, err
		}
		if !o.next() {
			return probs, trunc, nil
		}
	}
}

// setJoint weighs every joint outcome of a set's items and applies the
// set's operations to each, as the evaluator does.
func (dc *distCtx) setJoint(s *Set, items []*pmf) (*pmf, error) {
	den := big.NewInt(1)
	for _, p := range items {
		den.Mul(den, p.den)
	}
	w := limbsFor(den)
	final := map[int64][]uint64{}
	ev := evaluator{res: &Result{}}
	vals := make([]Die, len(items))
	idx := make([]int, len(items))
	weight := make([]uint64, w)
	var walk func(k int, acc []uint64) error
	walk = func(k int, acc []uint64) error {
		if k == len(items) {
			if err := dc.spend(int64(len(items)*w), s.Pos, "a set"); err != nil {
				return err
			}
			for i := range vals {
				vals[i] = Die{Value: items[i].lo + int64(idx[i]), Kept: true}
			}
			t, counted := int64(0), false
			for oi := range s.Ops {
				op := &s.Ops[oi]
				ev.selectIn(vals, op.Sels, 0)
				for i := range vals {
					switch op.Kind {
					case Keep:
						if !ev.res.sel[i] {
							vals[i].Kept = false
						}
					case Drop:
						if ev.res.sel[i] {
							vals[i].Kept = false
						}
					case CountSuccess:
						counted = true
						if ev.res.sel[i] {
							t++
						}
					}
				}
			}
			if !counted {
				for _, v := range vals {
					if v.Kept {
						var err error
						if t, err = arith(Add, t, v.Value, s.Pos); err != nil {
							return err
						}
					}
				}
			}
			f, ok := final[t]
			if !ok {
				f = make([]uint64, w)
				final[t] = f
			}
			natAdd(f, acc)
			return nil
		}
		p := items[k]
		for i := 0; i < p.n; i++ {
			c := p.at(i)
			if natIsZero(c) {
				continue
			}
			idx[k] = i
			next := make([]uint64, w)
			natMulAdd(next, acc, c)
			if err := walk(k+1, next); err != nil {
				return err
			}
		}
		return nil
	}
	weight[0] = 1
	if err := walk(0, weight); err != nil {
		return nil, err
	}
	out := finalPMF(final, den, w, nil)
	out.trunc = nil
	var trunc *big.Int
	for _, p := range items {
		if p.trunc != nil {
			trunc = new(big.Int)
		}
	}
	if trunc != nil {
		sum := new(big.Int)
		for i := 0; i < out.n; i++ {
			sum.Add(sum, natBig(out.at(i)))
		}
		out.trunc = trunc.Sub(den, sum)
	}
	return out, nil
}
