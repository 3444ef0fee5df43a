package dice

import (
	"errors"
	"math/big"
	"math/bits"
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

// weight is the number of equally likely sequences the last run stands
// for: the product of its dice's sizes, false when it overflows.
func (o *odometer) weight() (uint64, bool) {
	w := uint64(1)
	for i := range o.pos {
		hi, lo := bits.Mul64(w, uint64(o.his[i]-o.los[i]+1))
		if hi != 0 {
			return 0, false
		}
		w = lo
	}
	return w, true
}

// bigWeight is weight without a bound.
func (o *odometer) bigWeight() *big.Int {
	w := big.NewInt(1)
	for i := range o.pos {
		w.Mul(w, big.NewInt(int64(o.his[i]-o.los[i]+1)))
	}
	return w
}

// everyRoll runs e through the evaluator on every sequence of faces and
// returns the probability of each total. Runs stopped by the loop limit,
// set to depth, are the truncated mass; any other error stops the walk, as
// does an error from each, which is called after every run with the
// number of faces it used.
func everyRoll(e *Expr, depth int, each func(faces int) error) (map[int64]*big.Rat, *big.Rat, error) {
	lim := e.Limits.withDefaults()
	lim.MaxLoop = depth
	lim.MaxDice = 1 << 30
	ex := &Expr{Root: e.Root, Limits: lim}
	type key struct {
		total int64 // of a run not truncated
		trunc bool
		den   uint64
	}
	runs := map[key]uint64{}
	probs := map[int64]*big.Rat{}
	trunc := new(big.Rat)
	var res Result
	o := &odometer{}
	for {
		err := ex.RollInto(o, &res)
		if err := each(o.pos); err != nil {
			return nil, nil, err
		}
		den, ok := o.weight()
		switch {
		case !ok && (err == nil || errors.Is(err, ErrLimit)): // rare: kept as a fraction
			p := new(big.Rat).SetFrac(big.NewInt(1), o.bigWeight())
			if err != nil {
				trunc.Add(trunc, p)
			} else if probs[res.Total] != nil {
				probs[res.Total].Add(probs[res.Total], p)
			} else {
				probs[res.Total] = p
			}
		case err == nil:
			runs[key{total: res.Total, den: den}]++
		case errors.Is(err, ErrLimit):
			runs[key{trunc: true, den: den}]++
		default:
			return nil, nil, err
		}
		if !o.next() {
			break
		}
	}
	for k, n := range runs {
		p := new(big.Rat).SetFrac(new(big.Int).SetUint64(n), new(big.Int).SetUint64(k.den))
		switch {
		case k.trunc:
			trunc.Add(trunc, p)
		case probs[k.total] != nil:
			probs[k.total].Add(probs[k.total], p)
		default:
			probs[k.total] = p
		}
	}
	return probs, trunc, nil
}
