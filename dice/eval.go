package dice

import (
	"math"
	"slices"
	"strconv"
)

// Roll evaluates the expression with faces from r.
//
//	res, err := dice.MustParse("4d6kh3").Roll(dice.NewSeeded(1))
//	fmt.Println(res) // 4d6kh3 (5, 3, ~~1~~, 6) = 14
func (e *Expr) Roll(r Roller) (*Result, error) {
	res := new(Result)
	res.nodes, res.dice, res.sel, res.mark = res.smallNodes[:0], res.smallDice[:0], res.smallSel[:0], res.smallMark[:0]
	if err := e.RollInto(r, res); err != nil {
		return nil, err
	}
	return res, nil
}

// RollInto evaluates the expression into res, reusing its storage. Faces
// are drawn left to right through the tree: a term's dice in order, then
// the rolls of each of its operations in order.
func (e *Expr) RollInto(r Roller, res *Result) error {
	s, _ := r.(*Seeded)
	return e.fast.roll(e, r, s, res) // small enough to inline: one call
}

// eval evaluates the expression with the general evaluator.
func (e *Expr) eval(r Roller, res *Result) error {
	res.reset(e)
	seeded, _ := r.(*Seeded)
	ev := evaluator{res: res, r: r, seeded: seeded, lim: e.Limits}
	if ev.lim.MaxDice == 0 {
		ev.lim = ev.lim.withDefaults()
	}
	t, err := ev.eval(e.Root)
	if err != nil {
		return err
	}
	res.Total = t
	return nil
}

type evaluator struct {
	res    *Result
	r      Roller
	seeded *Seeded
	lim    Limits
}

// face draws one face, counting it against MaxDice.
func (ev *evaluator) face(lo, hi int, at Pos) (int64, error) {
	ev.res.rolled++
	if ev.res.rolled > ev.lim.MaxDice {
		return 0, errorAt(ErrLimit, at, "expression rolls more than "+strconv.Itoa(ev.lim.MaxDice)+" dice")
	}
	if ev.seeded != nil {
		return int64(lo) + int64(ev.seeded.uintn(uint64(hi-lo+1))), nil
	}
	f, err := ev.r.Roll(lo, hi)
	if err != nil {
		return 0, err
	}
	return int64(f), nil
}

func (ev *evaluator) eval(n Node) (int64, error) {
	res := ev.res
	idx := len(res.nodes)
	res.nodes = append(res.nodes, NodeResult{Kept: true})
	var t int64
	var err error
	switch n := n.(type) {
	case *Number:
		t = n.Value
	case *Dice:
		t, err = ev.dice(n, idx)
	case *Set:
		t, err = ev.set(n, idx)
	case *Paren:
		t, err = ev.eval(n.X)
	case *Unary:
		t, err = ev.eval(n.X)
		if err == nil && n.Op == Sub {
			if t == math.MinInt64 {
				return 0, errorAt(ErrValue, n.Pos, "integer overflow")
			}
			t = -t
		}
	case *Binary:
		var l, r int64
		if l, err = ev.eval(n.L); err != nil {
			return 0, err
		}
		if r, err = ev.eval(n.R); err != nil {
			return 0, err
		}
		t, err = arith(n.Op, l, r, n.Pos)
	}
	if err != nil {
		return 0, err
	}
	res.nodes[idx].Total = t
	return t, nil
}

// arith applies a binary operator, reporting overflow and division by zero
// at pos.
func arith(op Operator, l, r int64, pos Pos) (int64, error) {
	overflow := func() (int64, error) { return 0, errorAt(ErrValue, pos, "integer overflow") }
	switch op {
	case Add:
		s := l + r
		if (l > 0 && r > 0 && s < 0) || (l < 0 && r < 0 && s >= 0) {
			return overflow()
		}
		return s, nil
	case Sub:
		s := l - r
		if (l >= 0 && r < 0 && s < 0) || (l < 0 && r > 0 && s >= 0) {
			return overflow()
		}
		return s, nil
	case Mul:
		if l == 0 || r == 0 {
			return 0, nil
		}
		p := l * r
		if p/r != l || (l == -1 && r == math.MinInt64) || (r == -1 && l == math.MinInt64) {
			return overflow()
		}
		return p, nil
	case Div, IntDiv, Mod:
		if r == 0 {
			return 0, errorAt(ErrValue, pos, "division by zero")
		}
		if l == math.MinInt64 && r == -1 {
			if op == Mod {
				return 0, nil
			}
			return overflow()
		}
		if op == Mod {
			return floorMod(l, r), nil
		}
		return floorDiv(l, r), nil
	}
	var b bool
	switch op {
	case Eq:
		b = l == r
	case Ne:
		b = l != r
	case Lt:
		b = l < r
	case Gt:
		b = l > r
	case Le:
		b = l <= r
	case Ge:
		b = l >= r
	}
	if b {
		return 1, nil
	}
	return 0, nil
}

// floorDiv divides rounding towards minus infinity: the Round Down rule.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// floorMod is the remainder of floorDiv; it has the sign of b.
func floorMod(a, b int64) int64 {
	m := a % b
	if m != 0 && (m < 0) != (b < 0) {
		m += b
	}
	return m
}

// newDie rolls a die and appends it to the result.
func (ev *evaluator) newDie(d *Dice, depth int32) error {
	lo, hi := d.Lo(), d.Hi()
	f, err := ev.face(lo, hi, d.Pos)
	if err != nil {
		return err
	}
	ev.res.dice = append(ev.res.dice, Die{Value: f, Rolled: f, Lo: int32(lo), Hi: int32(hi), Kept: true,
		depth: depth})
	return nil
}

// addFace records a new face of die i after the ones it has.
func (ev *evaluator) addFace(i int, v int64, k FaceKind) {
	res := ev.res
	fi := int32(len(res.faces)) + 1 // links are index + 1, so that 0 means none
	res.faces = append(res.faces, Face{Value: v, Kind: k})
	die := &res.dice[i]
	if die.last == 0 {
		die.first = fi
	} else {
		res.faces[die.last-1].next = fi
	}
	die.last = fi
}

// lastFace returns the newest face of die i.
func (ev *evaluator) lastFace(i int) int64 {
	if l := ev.res.dice[i].last; l > 0 {
		return ev.res.faces[l-1].Value
	}
	return ev.res.dice[i].Rolled
}

func (ev *evaluator) dice(d *Dice, idx int) (int64, error) {
	res := ev.res
	start := len(res.dice)
	res.nodes[idx].DiceStart = int32(start)
	if sr := ev.seeded; sr != nil && res.rolled+d.Count <= ev.lim.MaxDice {
		// The common case, without a call per die.
		lo, hi := d.Lo(), d.Hi()
		n := uint64(hi - lo + 1)
		res.rolled += d.Count
		res.dice = slices.Grow(res.dice, d.Count)[:start+d.Count]
		dice := res.dice[start:]
		for i := range dice {
			f := int64(lo) + int64(sr.uintn(n))
			dd := &dice[i]
			dd.Value, dd.Rolled, dd.Lo, dd.Hi = f, f, int32(lo), int32(hi)
			dd.Kept, dd.Exploded = true, false
			dd.first, dd.last, dd.depth, dd.rerolls = 0, 0, 0, 0
		}
	} else {
		res.dice = slices.Grow(res.dice, d.Count)
		for i := 0; i < d.Count; i++ {
			if err := ev.newDie(d, 0); err != nil {
				return 0, err
			}
		}
	}
	counted, count := false, int64(0)
	for oi := range d.Ops {
		op := &d.Ops[oi]
		var err error
		switch op.Kind {
		case Keep, Drop:
			ev.selectDice(op, start, false)
			for i := start; i < len(res.dice); i++ {
				if res.dice[i].Kept && res.sel[i-start] == (op.Kind == Drop) {
					res.dice[i].Kept = false
				}
			}
		case Reroll, RerollOnce:
			err = ev.reroll(d, op, start)
		case RerollAdd:
			ev.selectDice(op, start, false)
			for i := start; i < len(res.dice); i++ {
				if res.sel[i-start] {
					res.dice[i].Exploded = true
					err = ev.newDie(d, res.dice[i].depth+1)
					break
				}
			}
		case Explode:
			err = ev.explode(d, op, start)
		case Compound:
			err = ev.compound(d, op, start)
		case Min, Max:
			n := op.Sels[len(op.Sels)-1].N
			for i := start; i < len(res.dice); i++ {
				die := &res.dice[i]
				if die.Kept && ((op.Kind == Min && die.Value < n) || (op.Kind == Max && die.Value > n)) {
					die.Value = n
					k := FaceMin
					if op.Kind == Max {
						k = FaceMax
					}
					ev.addFace(i, n, k)
				}
			}
		case CountSuccess:
			ev.selectDice(op, start, false)
			counted = true
			for i := start; i < len(res.dice); i++ {
				if res.sel[i-start] {
					count++
				}
			}
		}
		if err != nil {
			return 0, err
		}
	}
	res.nodes[idx].DiceEnd = int32(len(res.dice))
	if !res.sawD20 && d.Kind == Standard && d.Sides == 20 {
		res.sawD20 = true
		for i := start; i < len(res.dice); i++ {
			if res.dice[i].Kept {
				res.Crit = res.dice[i].Value == 20
				res.Fumble = res.dice[i].Value == 1
				break
			}
		}
	}
	if counted {
		return count, nil
	}
	var sum int64
	for i := start; i < len(res.dice); i++ {
		if res.dice[i].Kept {
			s, err := arith(Add, sum, res.dice[i].Value, d.Pos) // mi and ma can set huge values
			if err != nil {
				return 0, err
			}
			sum = s
		}
	}
	return sum, nil
}

// selectDice marks in res.sel (indexed from start) the kept dice that op
// selects; with skipExploded, dice that already exploded are not selected.
func (ev *evaluator) selectDice(op *Op, start int, skipExploded bool) {
	res := ev.res
	dice := res.dice[start:]
	var top int64
	if len(dice) > 0 {
		top = int64(dice[0].Hi)
	}
	ev.selectIn(dice, op.Sels, top)
	if skipExploded {
		for i := range dice {
			if dice[i].Exploded {
				res.sel[i] = false
			}
		}
	}
}

// selectIn marks in res.sel which kept values of vals the selectors select;
// top is the die's highest face, for SelMaxFace. Set items are passed as
// Die records holding their totals.
func (ev *evaluator) selectIn(vals []Die, sels []Selector, top int64) {
	res := ev.res
	n := len(vals)
	if cap(res.sel) < n {
		res.sel = make([]bool, n, 2*n)
	}
	res.sel = res.sel[:n]
	clear(res.sel)
	for _, s := range sels {
		if s.Ranked() {
			ev.selectRanked(vals, s.Kind == SelHighest, s.N)
			continue
		}
		for i := range vals {
			if vals[i].Kept && s.Matches(vals[i].Value, top) {
				res.sel[i] = true
			}
		}
	}
}

// selectRanked marks the n highest (or lowest) kept values; among equal
// values the one rolled first ranks higher for h and lower for l. The few
// values chosen or passed over are found by scanning, which beats sorting
// for the small n of play; large selections sort.
func (ev *evaluator) selectRanked(vals []Die, highest bool, n int64) {
	res := ev.res
	kept := 0
	for i := range vals {
		if vals[i].Kept {
			kept++
		}
	}
	if n >= int64(kept) {
		for i := range vals {
			if vals[i].Kept {
				res.sel[i] = true
			}
		}
		return
	}
	// Rank by key: the value for h, its bitwise complement (which orders
	// the other way without overflow) for l. Among equal keys the die rolled
	// first ranks higher.
	var flip int64
	if !highest {
		flip = -1
	}
	pick, rest := int(n), kept-int(n)
	switch {
	case pick <= 16 && pick <= rest:
		// Choose the pick best, one scan each. res.mark notes chosen ones.
		res.mark = grow(res.mark, len(vals))
		for range pick {
			best, bestKey := -1, int64(0)
			for i := range vals {
				if k := vals[i].Value ^ flip; vals[i].Kept && !res.mark[i] && (best < 0 || k > bestKey) {
					best, bestKey = i, k
				}
			}
			res.mark[best] = true
		}
		for i := range vals {
			if res.mark[i] {
				res.sel[i] = true
			}
		}
	case rest <= 16:
		// Choose the rest worst, then select every other kept value.
		res.mark = grow(res.mark, len(vals))
		for range rest {
			worst, worstKey := -1, int64(0)
			for i := range vals {
				if k := vals[i].Value ^ flip; vals[i].Kept && !res.mark[i] && (worst < 0 || k <= worstKey) {
					worst, worstKey = i, k
				}
			}
			res.mark[worst] = true
		}
		for i := range vals {
			if vals[i].Kept && !res.mark[i] {
				res.sel[i] = true
			}
		}
	default:
		res.order = res.order[:0]
		for i := range vals {
			if vals[i].Kept {
				res.order = append(res.order, int32(i))
			}
		}
		slices.SortStableFunc(res.order, func(a, b int32) int {
			if highest {
				return cmpInt(vals[b].Value, vals[a].Value)
			}
			return cmpInt(vals[a].Value, vals[b].Value)
		})
		for _, i := range res.order[:pick] {
			res.sel[i] = true
		}
	}
}

// grow returns b with length n, all false.
func grow(b []bool, n int) []bool {
	if cap(b) < n {
		return make([]bool, n, 2*n)
	}
	b = b[:n]
	clear(b)
	return b
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (ev *evaluator) reroll(d *Dice, op *Op, start int) error {
	res := ev.res
	for {
		ev.selectDice(op, start, false)
		any := false
		for i := start; i < len(res.dice); i++ {
			if !res.sel[i-start] {
				continue
			}
			any = true
			die := &res.dice[i]
			die.rerolls++
			if op.Kind == Reroll && int(die.rerolls) > ev.lim.MaxLoop {
				return errorAt(ErrLimit, op.Pos, "rr rerolled one die "+strconv.Itoa(ev.lim.MaxLoop)+" times")
			}
			f, err := ev.face(int(die.Lo), int(die.Hi), d.Pos)
			if err != nil {
				return err
			}
			res.dice[i].Value = f
			ev.addFace(i, f, FaceRerolled)
		}
		if !any || op.Kind == RerollOnce {
			return nil
		}
	}
}

func (ev *evaluator) explode(d *Dice, op *Op, start int) error {
	res := ev.res
	for {
		ev.selectDice(op, start, true)
		any := false
		n := len(res.dice) // dice added in this pass are looked at in the next
		for i := start; i < n; i++ {
			if !res.sel[i-start] {
				continue
			}
			any = true
			if int(res.dice[i].depth) >= ev.lim.MaxLoop {
				return errorAt(ErrLimit, op.Pos, "e exploded one die "+strconv.Itoa(ev.lim.MaxLoop)+" times")
			}
			res.dice[i].Exploded = true
			if err := ev.newDie(d, res.dice[i].depth+1); err != nil {
				return err
			}
		}
		if !any {
			return nil
		}
	}
}

func (ev *evaluator) compound(d *Dice, op *Op, start int) error {
	res := ev.res
	top := int64(d.Hi())
	matches := func(v int64) bool {
		for _, s := range op.Sels {
			if s.Matches(v, top) {
				return true
			}
		}
		return false
	}
	for i := start; i < len(res.dice); i++ {
		if !res.dice[i].Kept {
			continue
		}
		for extra := 0; matches(ev.lastFace(i)); extra++ {
			if extra >= ev.lim.MaxLoop {
				return errorAt(ErrLimit, op.Pos, "!! compounded one die "+strconv.Itoa(ev.lim.MaxLoop)+" times")
			}
			f, err := ev.face(d.Lo(), d.Hi(), d.Pos)
			if err != nil {
				return err
			}
			v, err := arith(Add, res.dice[i].Value, f, d.Pos)
			if err != nil {
				return err
			}
			res.dice[i].Value = v
			ev.addFace(i, f, FaceCompounded)
		}
	}
	return nil
}

func (ev *evaluator) set(s *Set, idx int) (int64, error) {
	res := ev.res
	items := make([]int, 0, 8) // node indices of the items
	if len(s.Items) > 8 {
		items = make([]int, 0, len(s.Items))
	}
	for _, it := range s.Items {
		items = append(items, len(res.nodes))
		if _, err := ev.eval(it); err != nil {
			return 0, err
		}
	}
	counted, count := false, int64(0)
	for oi := range s.Ops {
		op := &s.Ops[oi]
		res.items = res.items[:0]
		for _, ni := range items {
			res.items = append(res.items, Die{Value: res.nodes[ni].Total, Kept: res.nodes[ni].Kept})
		}
		ev.selectIn(res.items, op.Sels, 0)
		for j, ni := range items {
			switch op.Kind {
			case Keep:
				if res.nodes[ni].Kept && !res.sel[j] {
					res.nodes[ni].Kept = false
				}
			case Drop:
				if res.sel[j] {
					res.nodes[ni].Kept = false
				}
			case CountSuccess:
				counted = true
				if res.sel[j] {
					count++
				}
			}
		}
	}
	if counted {
		return count, nil
	}
	var sum int64
	for _, ni := range items {
		if res.nodes[ni].Kept {
			t, err := arith(Add, sum, res.nodes[ni].Total, s.Pos)
			if err != nil {
				return 0, err
			}
			sum = t
		}
	}
	return sum, nil
}
