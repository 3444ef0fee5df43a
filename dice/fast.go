package dice

import (
	"math"
	"math/bits"
)

// fastPlan rolls the most common shape of expression, one dice term with at
// most one keep or drop by rank (4d6kh3, 2d20kl1, 8d6), with a seeded
// roller, in one tight pass. It records less than the evaluator and makes
// the rest of the evaluator's records when they are read, so results
// render and export the same; TestFastMatchesEvaluator and TestFastRecords
// check it.
type fastPlan struct {
	n int // dice to roll
	// size is the number of faces and thresh Lemire's rejection bound for
	// it (2^64 mod size), worked out once here rather than on each roll.
	size, thresh uint64
	lo, hi       int32 // the faces of a die
	// drop is how many dice the operation drops; dropHigh says from which
	// end, and tieLate which of equal dice goes first (the later one, when
	// the dice dropped are the ones not selected). mask complements the
	// face (for dropHigh) and the index (for tieLate, so that the later of
	// equal faces is less) in the key by which drawFaces finds the one die
	// to drop: face<<8 | index, xor mask.
	drop     int
	dropHigh bool
	tieLate  bool
	mask     int64
	keptLo   int64 // the lowest face times the dice kept, as Values omit it
	crit     bool  // the term is the leftmost d20
}

// planFast returns a plan for root, or nil when it has another shape.
func planFast(root Node) *fastPlan {
	d, ok := root.(*Dice)
	if !ok || len(d.Ops) > 1 {
		return nil
	}
	size := uint64(d.Hi() - d.Lo() + 1)
	p := &fastPlan{n: d.Count, size: size, thresh: -size % size,
		lo: int32(d.Lo()), hi: int32(d.Hi()), keptLo: int64(d.Count) * int64(d.Lo()),
		crit: d.Kind == Standard && d.Sides == 20}
	if len(d.Ops) == 0 {
		return p
	}
	op := d.Ops[0]
	if (op.Kind != Keep && op.Kind != Drop) || len(op.Sels) != 1 || !op.Sels[0].Ranked() {
		return nil
	}
	n, high := op.Sels[0].N, op.Sels[0].Kind == SelHighest
	switch op.Kind {
	case Keep: // the n best are selected; the others drop, later ties first
		p.drop = int(max(0, int64(d.Count)-n))
		p.dropHigh, p.tieLate = !high, true
	case Drop: // the n best are selected and dropped, earlier ties first
		p.drop = int(min(n, int64(d.Count)))
		p.dropHigh, p.tieLate = high, false
	}
	if p.dropHigh {
		p.mask = -1 << 8
	}
	if p.tieLate {
		p.mask |= 255
	}
	p.keptLo -= int64(p.drop) * int64(p.lo)
	if p.drop > 8 || d.Count > 256 {
		return nil // many scans, or more dice than the packed key of roll holds
	}
	return p
}

// roll rolls the plan for e into res when there is a plan and the roller r
// is seeded (s is r, or nil when r is another roller); otherwise the
// evaluator rolls e. Of each die the plan records only the face (less the
// lowest face, which is added back when it is read) and whether it is
// kept, and of the rest only the total, crit and fumble: the records the
// explanation needs are made from these when they are read (see
// complete), so that a roll costs little more than its draws.
func (p *fastPlan) roll(e *Expr, r Roller, s *Seeded, res *Result) error {
	if p == nil || s == nil {
		return e.eval(r, res)
	}
	res.Expr, res.Comment, res.plan = e, e.Comment, p
	n := p.n
	if cap(res.dice) < n {
		res.dice = make([]Die, n)
	}
	dice := res.dice[:n]
	res.dice = dice
	h, l, sum, least, ok := drawFaces(s.hi, s.lo, p.size, p.thresh, p.mask, dice)
	if ok {
		s.hi, s.lo = h, l
	} else {
		sum, least = p.redraw(s, dice)
	}
	switch {
	case p.drop == 1:
		w := int((least ^ p.mask) & 255)
		dice[w].Kept = false
		sum -= dice[w].Value
	case p.drop > 1:
		sum -= p.dropMany(dice)
	}
	res.Crit, res.Fumble = false, false
	if p.crit {
		for i := range dice {
			if dice[i].Kept {
				v := int64(p.lo) + dice[i].Value
				res.Crit, res.Fumble = v == 20, v == 1
				break
			}
		}
	}
	res.Total = sum + p.keptLo
	return nil
}

// complete returns a copy of res, which p rolled, with the records the
// evaluator would have made: the term's node and each die's full record.
// It writes nothing to res, so that results can be read concurrently.
func (p *fastPlan) complete(res *Result) *Result {
	c := *res
	c.plan = nil
	c.nodes = []NodeResult{{Total: res.Total, Kept: true, DiceEnd: int32(len(res.dice))}}
	c.dice = make([]Die, len(res.dice))
	for i, d := range res.dice {
		v := int64(p.lo) + d.Value
		c.dice[i] = Die{Value: v, Rolled: v, Lo: p.lo, Hi: p.hi, Kept: d.Kept}
	}
	c.faces = nil
	return &c
}

// redraw draws the faces of drawFaces from r the slow way, when a draw
// may have been biased (for a d6, 4 in 2^64): the faces are those uintn
// gives.
func (p *fastPlan) redraw(r *Seeded, dice []Die) (sum, least int64) {
	least = math.MaxInt64
	for i := range dice {
		f := int64(r.uintn(p.size))
		dice[i].Value, dice[i].Kept = f, true
		sum += f
		least = min(least, (f<<8|int64(i))^p.mask)
	}
	return sum, least
}

// drawFaces sets each die's Value to a face less the lowest, drawn by
// Lemire's bounded method as Seeded.uintn, and Kept to true. It is a
// function of plain values so that the generator's state and the bounds
// stay in registers, and it reports false at the first draw that may be
// biased, for redraw to take over. Besides the sum of the faces it finds
// the one die to drop, when there is one, as the least of a key packing
// the face above the index, xor mask (see fastPlan). (Here min is a
// conditional move; where its result indexes dice, the compiler makes it a
// branch, which the random faces would mispredict.)
func drawFaces(h, l, size, thresh uint64, mask int64, dice []Die) (nh, nl uint64, sum, least int64, ok bool) {
	least = math.MaxInt64
	for i := range dice {
		var x uint64
		h, l, x = pcgStep(h, l)
		face, low := bits.Mul64(x, size)
		if low < thresh {
			return 0, 0, 0, 0, false
		}
		f := int64(face)
		dice[i].Value, dice[i].Kept = f, true
		sum += f
		least = min(least, (f<<8|int64(i))^mask)
	}
	return h, l, sum, least, true
}

// dropMany marks the plan's several dice to drop, one scan each, and returns
// their sum.
func (p *fastPlan) dropMany(dice []Die) int64 {
	var dropped int64
	for range p.drop {
		w := -1
		var wv int64
		for i := range dice {
			if !dice[i].Kept {
				continue
			}
			v := dice[i].Value
			switch {
			case w < 0,
				p.dropHigh && (v > wv || (v == wv && p.tieLate)),
				!p.dropHigh && (v < wv || (v == wv && p.tieLate)):
				w, wv = i, v
			}
		}
		dice[w].Kept = false
		dropped += wv
	}
	return dropped
}
