package dice

import (
	"encoding/binary"
	"math/big"
	"slices"
)

// The general method for a dice term follows the evaluator operation by
// operation over a distribution of states. A state is the list of the
// term's kept dice (dropped dice can never matter again, so they leave the
// state), and equal states are merged after every operation, and after
// every round of an explosion.
//
// A die records only what a later operation can read: its value always;
// its depth and whether it exploded while an e operation follows; its
// newest face while a !! operation follows. The evaluator breaks ties
// between equal values by roll order, so the order of the dice is part of
// the state, except where no order can matter: then the state is the
// sorted list, a multiset. That is so when at most one e and at most one
// !! are left, no ra comes before that e, and every die carries the same
// depth and explosion mark (if an e is left) and shows its value as its
// newest face (if a !! is left): such dice differ only in value until the
// one e or !! sets them apart, and nothing reads the difference after it.
// (With two e operations it can matter: in 2d6e5mi5kh1e5, kh1 chooses
// between a 5 that exploded and a 5 raised by mi, by roll order, and the
// second e explodes only the latter.) The first roll is then the
// multisets of n faces with multinomial weights, and a reroll whose new
// faces nothing later tells apart rolls a multiset of faces too.

// Weights are exact integer counts over a common denominator. All faces
// an operation rolls are one die's faces q (or, for rr, the faces that do
// not match), so a branch that rolled k faces weighs its count over
// q^k, and when the operation ends every count is scaled to the largest
// k of the operation.

// xdie is one kept die of a state.
type xdie struct {
	v     int64 // its value
	last  int64 // its newest face, while a later !! reads it; else 0
	depth int32 // explosions above it, while a later e reads it; else 0
	expl  bool  // whether it exploded, while a later e reads it; else false
}

// xstate is a state with its count.
type xstate struct {
	dice []xdie
	num  *big.Int
}

type stateSet map[string]*xstate

// walker runs the general method on one dice term.
type walker struct {
	dc     *distCtx
	d      *Dice
	lo, hi int64
	ops    []Op
	// by operation index i, for the operations from i on
	trackE    []bool // an e reads depths and explosion marks
	trackLast []bool // a !! reads newest faces
	sortable  []bool // at most one e and one !! left, and no ra before the e
	den       *big.Int
	trunc     *big.Int
	ev        evaluator // its selection code, shared with the evaluator
	vals      []Die
	key       []byte
	what      string
}

func (dc *distCtx) walk(d *Dice) (*pmf, error) {
	n := len(d.Ops)
	w := &walker{dc: dc, d: d, lo: int64(d.Lo()), hi: int64(d.Hi()), ops: d.Ops,
		trackE: make([]bool, n+1), trackLast: make([]bool, n+1), sortable: make([]bool, n+1),
		den: big.NewInt(1), trunc: new(big.Int), ev: evaluator{res: &Result{}}, what: d.String()}
	w.sortable[n] = true
	explodes, compounds := 0, 0
	for i := n - 1; i >= 0; i-- {
		k := d.Ops[i].Kind
		if k == Explode {
			explodes++
		}
		if k == Compound {
			compounds++
		}
		w.trackE[i] = explodes > 0
		w.trackLast[i] = compounds > 0
		w.sortable[i] = w.sortable[i+1] && explodes <= 1 && compounds <= 1 && !(k == RerollAdd && explodes > 0)
	}
	cur, err := w.first()
	if err != nil {
		return nil, err
	}
	for i := range w.ops {
		if cur, err = w.apply(i, cur); err != nil {
			return nil, err
		}
	}
	return w.totals(cur)
}

// faces is the number of faces of one die.
func (w *walker) faces() int64 { return w.hi - w.lo + 1 }

func (w *walker) spend(n int) error {
	return w.dc.spend(int64(n)*walkCost, w.d.Pos, w.what)
}

// walkCost is the budget charged per die handled by the general method: a
// state step costs far more than a multiply-add.
const walkCost = 24

// first returns the states after the first roll of Count dice.
func (w *walker) first() (stateSet, error) {
	n, s := w.d.Count, w.faces()
	w.den.Exp(big.NewInt(s), big.NewInt(int64(n)), nil)
	// The number of first states is known: refuse at once what cannot fit.
	runs := new(big.Int).Set(w.den)
	if w.sortable[0] {
		runs.Binomial(int64(n)+s-1, int64(n))
	}
	runs.Mul(runs, big.NewInt(int64(n+1)*walkCost))
	if runs.Cmp(big.NewInt(w.dc.left)) > 0 {
		return nil, w.dc.spend(w.dc.left+1, w.d.Pos, w.what)
	}
	out := stateSet{}
	dice := make([]xdie, n)
	if !w.sortable[0] {
		err := w.sequences(n, func(f []int64) error {
			for i, v := range f {
				dice[i] = xdie{v: v, last: v}
			}
			return w.put(out, 0, dice, big.NewInt(1))
		})
		return out, err
	}
	err := w.multisets(n, func(f []int64, mult *big.Int) error {
		for i, v := range f {
			dice[i] = xdie{v: v, last: v}
		}
		return w.put(out, 0, dice, mult)
	})
	return out, err
}

// sequences calls each with every sequence of m faces of the die.
func (w *walker) sequences(m int, each func([]int64) error) error {
	f := make([]int64, m)
	for i := range f {
		f[i] = w.lo
	}
	for {
		if err := each(f); err != nil {
			return err
		}
		i := m - 1
		for i >= 0 && f[i] == w.hi {
			f[i] = w.lo
			i--
		}
		if i < 0 {
			return nil
		}
		f[i]++
	}
}

// multisets calls each with every ascending list of m faces from
// among faces (all of the die's faces when nil) and the number of
// sequences that sort to it.
func (w *walker) multisets(m int, each func([]int64, *big.Int) error) error {
	return w.multisetsOf(nil, m, each)
}

func (w *walker) multisetsOf(faces []int64, m int, each func([]int64, *big.Int) error) error {
	if faces == nil {
		for v := w.lo; v <= w.hi; v++ {
			faces = append(faces, v)
		}
	}
	if len(faces) == 0 {
		if m == 0 {
			return each(nil, big.NewInt(1))
		}
		return nil
	}
	f := make([]int64, 0, m)
	mult := new(big.Int)
	fact := make([]*big.Int, m+1) // fact[i] = i!
	fact[0] = big.NewInt(1)
	for i := 1; i <= m; i++ {
		fact[i] = new(big.Int).Mul(fact[i-1], big.NewInt(int64(i)))
	}
	// rec chooses how many of the left faces show faces[start], dividing
	// m! by the factorial of each choice.
	var rec func(start, left int, div *big.Int) error
	rec = func(start, left int, div *big.Int) error {
		base := len(f)
		if left == 0 || start == len(faces)-1 {
			for range left {
				f = append(f, faces[start])
			}
			mult.Quo(fact[m], mult.Mul(div, fact[left]))
			err := each(f, mult)
			f = f[:base]
			return err
		}
		for c := left; c >= 0; c-- {
			f = f[:base]
			for range c {
				f = append(f, faces[start])
			}
			if err := rec(start+1, left-c, new(big.Int).Mul(div, fact[c])); err != nil {
				return err
			}
		}
		f = f[:base]
		return nil
	}
	return rec(0, m, big.NewInt(1))
}

// put adds count c of the state dice, as seen from operation b on, to out.
// dice is copied.
func (w *walker) put(out stateSet, b int, dice []xdie, c *big.Int) error {
	if err := w.spend(len(dice) + 1); err != nil {
		return err
	}
	key, sorted := w.canon(dice, b)
	if st, ok := out[key]; ok {
		st.num.Add(st.num, c)
		return nil
	}
	cp := slices.Clone(sorted)
	out[key] = &xstate{dice: cp, num: new(big.Int).Set(c)}
	return nil
}

// canon forgets what no operation from b on reads, sorts the dice when
// their order cannot matter, and returns the state's key and dice.
func (w *walker) canon(dice []xdie, b int) (string, []xdie) {
	trackE, trackLast := w.trackE[b], w.trackLast[b]
	for i := range dice {
		if !trackE {
			dice[i].depth, dice[i].expl = 0, false
		}
		if !trackLast {
			dice[i].last = 0
		}
	}
	if w.sortable[b] && uniform(dice, trackE, trackLast) {
		slices.SortFunc(dice, func(a, b xdie) int { return cmpInt(a.v, b.v) })
	}
	k := w.key[:0]
	for _, x := range dice {
		k = binary.LittleEndian.AppendUint64(k, uint64(x.v))
		if trackE {
			k = binary.LittleEndian.AppendUint32(k, uint32(x.depth))
			if x.expl {
				k = append(k, 1)
			} else {
				k = append(k, 0)
			}
		}
		if trackLast {
			k = binary.LittleEndian.AppendUint64(k, uint64(x.last))
		}
	}
	w.key = k
	return string(k), dice
}

// uniform reports whether the dice carry the same depth and explosion
// mark (with trackE) and show their values as their newest faces (with
// trackLast).
func uniform(dice []xdie, trackE, trackLast bool) bool {
	for _, x := range dice {
		if trackE && (x.depth != dice[0].depth || x.expl != dice[0].expl) || trackLast && x.last != x.v {
			return false
		}
	}
	return true
}

// selected marks in w.ev.res.sel the dice of st that op selects, as the
// evaluator does; with skipExploded, dice that exploded are left out.
func (w *walker) selected(dice []xdie, op *Op, skipExploded bool) []bool {
	w.vals = w.vals[:0]
	for _, x := range dice {
		w.vals = append(w.vals, Die{Value: x.v, Kept: true})
	}
	w.ev.selectIn(w.vals, op.Sels, w.hi)
	sel := w.ev.res.sel
	if skipExploded {
		for i := range dice {
			if dice[i].expl {
				sel[i] = false
			}
		}
	}
	return sel
}

// acc gathers the branches of one operation (or one round of an
// explosion): counts by state and by the number of faces rolled.
type acc struct {
	w     *walker
	b     int // the operation the states are seen from
	m     map[string]*accEntry
	trunc []*big.Int // truncated counts by faces rolled
	kmax  int
}

type accEntry struct {
	dice []xdie
	byK  []*big.Int
}

func (w *walker) newAcc(b int) *acc { return &acc{w: w, b: b, m: map[string]*accEntry{}} }

func addAt(byK []*big.Int, k int, c *big.Int) []*big.Int {
	for len(byK) <= k {
		byK = append(byK, nil)
	}
	if byK[k] == nil {
		byK[k] = new(big.Int)
	}
	byK[k].Add(byK[k], c)
	return byK
}

// add records count c of dice after k faces were rolled.
func (a *acc) add(dice []xdie, c *big.Int, k int) error {
	if err := a.w.spend(len(dice) + 1); err != nil {
		return err
	}
	a.kmax = max(a.kmax, k)
	key, sorted := a.w.canon(dice, a.b)
	e, ok := a.m[key]
	if !ok {
		e = &accEntry{dice: slices.Clone(sorted)}
		a.m[key] = e
	}
	e.byK = addAt(e.byK, k, c)
	return nil
}

// cut records count c, after k faces, as truncated.
func (a *acc) cut(c *big.Int, k int) {
	a.kmax = max(a.kmax, k)
	a.trunc = addAt(a.trunc, k, c)
}

// done scales everything to q^kmax more outcomes and returns the states.
// keep holds other states of the walker, which are scaled too.
func (a *acc) done(q int64, keep stateSet) stateSet {
	w := a.w
	pow := make([]*big.Int, a.kmax+1)
	for k := range pow {
		pow[k] = new(big.Int).Exp(big.NewInt(q), big.NewInt(int64(k)), nil)
	}
	scale := pow[a.kmax]
	if a.kmax > 0 {
		w.den.Mul(w.den, scale)
		w.trunc.Mul(w.trunc, scale)
		for _, st := range keep {
			st.num.Mul(st.num, scale)
		}
	}
	sum := func(byK []*big.Int) *big.Int {
		t := new(big.Int)
		x := new(big.Int)
		for k, c := range byK {
			if c != nil {
				t.Add(t, x.Mul(c, pow[a.kmax-k]))
			}
		}
		return t
	}
	w.trunc.Add(w.trunc, sum(a.trunc))
	out := make(stateSet, len(a.m))
	for key, e := range a.m {
		out[key] = &xstate{dice: e.dice, num: sum(e.byK)}
	}
	return out
}

// without returns dice less those marked in drop.
func without(dice []xdie, drop []bool, keepMarked bool) []xdie {
	out := make([]xdie, 0, len(dice))
	for i, x := range dice {
		if drop[i] == keepMarked {
			out = append(out, x)
		}
	}
	return out
}

// apply runs operation i on every state.
func (w *walker) apply(i int, cur stateSet) (stateSet, error) {
	op := &w.ops[i]
	switch op.Kind {
	case Keep, Drop:
		out := stateSet{}
		for _, st := range cur {
			sel := w.selected(st.dice, op, false)
			if err := w.put(out, i+1, without(st.dice, sel, op.Kind == Keep), st.num); err != nil {
				return nil, err
			}
		}
		return out, nil
	case Min, Max:
		out := stateSet{}
		n := op.Sels[len(op.Sels)-1].N
		for _, st := range cur {
			dice := slices.Clone(st.dice)
			for j := range dice {
				if (op.Kind == Min && dice[j].v < n) || (op.Kind == Max && dice[j].v > n) {
					dice[j].v, dice[j].last = n, n
				}
			}
			if err := w.put(out, i+1, dice, st.num); err != nil {
				return nil, err
			}
		}
		return out, nil
	case CountSuccess:
		return cur, nil // counted by totals: cs is always last
	case Reroll, RerollOnce:
		return w.reroll(i, cur)
	case RerollAdd:
		return w.rerollAdd(i, cur)
	case Explode:
		return w.explode(i, cur)
	case Compound:
		return w.compound(i, cur)
	}
	return cur, nil
}

// reroll runs ro, or rr as its exact limit: a die rerolled until it stops
// matching shows each face that does not match with equal probability.
func (w *walker) reroll(i int, cur stateSet) (stateSet, error) {
	op := &w.ops[i]
	var faces []int64
	for f := w.lo; f <= w.hi; f++ {
		if op.Kind == RerollOnce || !w.matchesAny(op, f) {
			faces = append(faces, f)
		}
	}
	if op.Kind == Reroll {
		for _, s := range op.Sels {
			if s.Ranked() {
				return nil, errorAt(ErrValue, op.Pos, "rr"+s.String()+" would reroll forever")
			}
		}
		if len(faces) == 0 {
			return nil, errorAt(ErrValue, op.Pos, opString(*op)+" matches every face of a "+
				dieName(int(w.lo), int(w.hi))+", so it would never end")
		}
	}
	// When no later operation tells the new faces apart, only their
	// multiset matters.
	bag := w.sortable[i+1] && !w.trackE[i+1] && !w.trackLast[i+1]
	a := w.newAcc(i + 1)
	for _, st := range cur {
		sel := slices.Clone(w.selected(st.dice, op, false))
		var at []int
		for j, s := range sel {
			if s {
				at = append(at, j)
			}
		}
		if len(at) == 0 {
			if err := a.add(slices.Clone(st.dice), st.num, 0); err != nil {
				return nil, err
			}
			continue
		}
		c := new(big.Int)
		if bag {
			rest := without(st.dice, sel, false)
			err := w.multisetsOf(faces, len(at), func(f []int64, mult *big.Int) error {
				dice := slices.Clone(rest)
				for _, v := range f {
					dice = append(dice, xdie{v: v, last: v})
				}
				return a.add(dice, c.Mul(st.num, mult), len(at))
			})
			if err != nil {
				return nil, err
			}
			continue
		}
		idx := make([]int, len(at))
		for {
			dice := slices.Clone(st.dice)
			for j, p := range at {
				v := faces[idx[j]]
				dice[p].v, dice[p].last = v, v
			}
			if err := a.add(dice, st.num, len(at)); err != nil {
				return nil, err
			}
			j := len(idx) - 1
			for j >= 0 && idx[j] == len(faces)-1 {
				idx[j] = 0
				j--
			}
			if j < 0 {
				break
			}
			idx[j]++
		}
	}
	return a.done(int64(len(faces)), nil), nil
}

func (w *walker) matchesAny(op *Op, v int64) bool {
	for _, s := range op.Sels {
		if s.Matches(v, w.hi) {
			return true
		}
	}
	return false
}

// rerollAdd runs ra: the first selected die in roll order gets one new die.
func (w *walker) rerollAdd(i int, cur stateSet) (stateSet, error) {
	op := &w.ops[i]
	a := w.newAcc(i + 1)
	for _, st := range cur {
		sel := w.selected(st.dice, op, false)
		t := slices.Index(sel, true)
		if t < 0 {
			if err := a.add(slices.Clone(st.dice), st.num, 0); err != nil {
				return nil, err
			}
			continue
		}
		for f := w.lo; f <= w.hi; f++ {
			dice := append(slices.Clone(st.dice), xdie{v: f, last: f, depth: st.dice[t].depth + 1})
			dice[t].expl = true
			if err := a.add(dice, st.num, 1); err != nil {
				return nil, err
			}
		}
	}
	return a.done(w.faces(), nil), nil
}

// explode runs e in rounds, as the evaluator does: each round every
// selected die that has not exploded adds a die, and the next round looks
// at the new dice too.
func (w *walker) explode(i int, cur stateSet) (stateSet, error) {
	op := &w.ops[i]
	depth := int32(w.dc.opts.ExplodeDepth)
	finished := stateSet{}
	for len(cur) > 0 {
		a := w.newAcc(i)
		for _, st := range cur {
			sel := w.selected(st.dice, op, true)
			var at []int
			cut := false
			for j, s := range sel {
				if s {
					at = append(at, j)
					cut = cut || st.dice[j].depth >= depth
				}
			}
			switch {
			case len(at) == 0:
				if err := w.put(finished, i+1, slices.Clone(st.dice), st.num); err != nil {
					return nil, err
				}
				continue
			case cut:
				a.cut(st.num, 0)
				continue
			}
			base := slices.Clone(st.dice)
			for _, j := range at {
				base[j].expl = true
			}
			err := w.sequences(len(at), func(f []int64) error {
				dice := slices.Clone(base)
				for j, v := range f {
					dice = append(dice, xdie{v: v, last: v, depth: base[at[j]].depth + 1})
				}
				return a.add(dice, st.num, len(at))
			})
			if err != nil {
				return nil, err
			}
		}
		cur = a.done(w.faces(), finished)
	}
	return finished, nil
}

// compound runs !!: each die, while its newest face matches, rolls another
// face into its value. The dice are independent, so each die's outcomes
// are found once per (value, newest face) and then combined.
func (w *walker) compound(i int, cur stateSet) (stateSet, error) {
	op := &w.ops[i]
	depth := w.dc.opts.ExplodeDepth
	type end struct {
		v, last int64
		k       int
		n       *big.Int // sequences of k faces that end here
	}
	type chainKey struct{ v, last int64 }
	memo := map[chainKey][]end{}
	var chain func(v, last int64) ([]end, error)
	chain = func(v, last int64) ([]end, error) {
		if e, ok := memo[chainKey{v, last}]; ok {
			return e, nil
		}
		// Walk the faces breadth first, merging equal (value, face) pairs.
		type part struct{ v, last int64 }
		level := map[part]*big.Int{{v, last}: big.NewInt(1)}
		var out []end
		for k := 0; len(level) > 0; k++ {
			next := map[part]*big.Int{}
			for p, n := range level {
				if !w.matchesAny(op, p.last) {
					out = append(out, end{p.v, p.last, k, n})
					continue
				}
				if k >= depth {
					out = append(out, end{0, 0, -k, n}) // truncated, over faces^k
					continue
				}
				if err := w.spend(int(w.faces())); err != nil {
					return nil, err
				}
				for f := w.lo; f <= w.hi; f++ {
					s, err := arith(Add, p.v, f, w.d.Pos)
					if err != nil {
						return nil, err
					}
					q := part{s, f}
					if x, ok := next[q]; ok {
						x.Add(x, n)
					} else {
						next[q] = new(big.Int).Set(n)
					}
				}
			}
			level = next
		}
		memo[chainKey{v, last}] = out
		return out, nil
	}
	a := w.newAcc(i + 1)
	for _, st := range cur {
		dice := slices.Clone(st.dice)
		// The outcomes of the later dice of a truncated branch weigh 1 in
		// all, so the branch is cut at once.
		var rec func(j, k int, c *big.Int) error
		rec = func(j, k int, c *big.Int) error {
			if j == len(dice) {
				return a.add(slices.Clone(dice), c, k)
			}
			ends, err := chain(st.dice[j].v, st.dice[j].last)
			if err != nil {
				return err
			}
			for _, e := range ends {
				if e.k < 0 {
					a.cut(new(big.Int).Mul(c, e.n), k-e.k)
					continue
				}
				dice[j].v, dice[j].last = e.v, e.last
				if err := rec(j+1, k+e.k, new(big.Int).Mul(c, e.n)); err != nil {
					return err
				}
			}
			dice[j] = st.dice[j]
			return nil
		}
		if err := rec(0, 0, st.num); err != nil {
			return nil, err
		}
	}
	return a.done(w.faces(), nil), nil
}

// totals turns the final states into the term's distribution.
func (w *walker) totals(cur stateSet) (*pmf, error) {
	last := Op{}
	if n := len(w.ops); n > 0 {
		last = w.ops[n-1]
	}
	final := map[int64]*big.Int{}
	for _, st := range cur {
		var t int64
		if last.Kind == CountSuccess && len(w.ops) > 0 {
			for _, s := range w.selected(st.dice, &last, false) {
				if s {
					t++
				}
			}
		} else {
			for _, x := range st.dice {
				var err error
				if t, err = arith(Add, t, x.v, w.d.Pos); err != nil {
					return nil, err
				}
			}
		}
		if c, ok := final[t]; ok {
			c.Add(c, st.num)
		} else {
			final[t] = new(big.Int).Set(st.num)
		}
	}
	return w.dc.bigPMF(final, w.den, w.trunc, w.d.Pos, w.what)
}
