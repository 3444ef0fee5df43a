package dice

import (
	"math/bits"
)

// fastPlan rolls the most common shape of expression, one dice term with at
// most one keep or drop by rank (4d6kh3, 2d20kl1, 8d6), with a seeded
// roller, in one tight pass. It fills the same records as the evaluator, so
// results render and export the same; TestFastMatchesEvaluator checks it.
type fastPlan struct {
	n int // dice to roll
	// size is the number of faces and thresh Lemire's rejection bound for
	// it (2^64 mod size), worked out once here rather than on each roll.
	size, thresh uint64
	lo, hi       int32 // the faces of a die
	// drop is how many dice the operation drops; dropHigh says from which
	// end, and tieLate which of equal dice goes first (the later one, when
	// the dice dropped are the ones not selected).
	// flip and rev complement the face and the index in the key by which
	// roll finds the one die to drop.
	drop      int
	dropHigh  bool
	tieLate   bool
	flip, rev int64
	crit      bool // the term is the leftmost d20
}

// planFast returns a plan for root, or nil when it has another shape.
func planFast(root Node) *fastPlan {
	d, ok := root.(*Dice)
	if !ok || len(d.Ops) > 1 {
		return nil
	}
	size := uint64(d.Hi() - d.Lo() + 1)
	p := &fastPlan{n: d.Count, size: size, thresh: -size % size,
		lo: int32(d.Lo()), hi: int32(d.Hi()),
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
		p.flip = -1
	}
	if p.tieLate {
		p.rev = 255
	}
	if p.drop > 8 || d.Count > 256 {
		return nil // many scans, or more dice than the packed key of roll holds
	}
	return p
}

// roll rolls the plan for e into res, resetting what the evaluator would.
func (p *fastPlan) roll(e *Expr, r *Seeded, res *Result) {
	res.Expr, res.Comment = e, e.Comment
	res.Crit, res.Fumble = false, false
	res.faces = res.faces[:0]
	n := p.n
	if cap(res.dice) < n {
		res.dice = make([]Die, n)
	}
	dice := res.dice[:n]
	res.dice = dice
	res.rolled = n
	p.draw(r, dice)
	// Fill the records, summing the faces and finding the die to drop when
	// there is one: the least of a key packing the face (complemented for
	// dropHigh) above the index (complemented for tieLate, so the later of
	// equal faces is less). The least is kept by arithmetic, as the compiler
	// makes a branch of min here that the random faces would mispredict;
	// keys are under 2^41 in size, so the difference does not overflow.
	lo, hi, flip, rev := p.lo, p.hi, p.flip, p.rev
	var sum int64
	least := int64(1) << 62
	for i := range dice {
		d := &dice[i]
		v := int64(lo) + d.Value
		// Field by field: a composite literal here is built on the stack
		// and copied in wide loads the narrow stores cannot forward to.
		d.Value, d.Rolled, d.Lo, d.Hi = v, v, lo, hi
		d.Kept, d.Exploded = true, false
		d.first, d.last, d.depth, d.rerolls = 0, 0, 0, 0
		sum += v
		k := ((v^flip)<<8 | (int64(i) ^ rev)) - least
		least += k & (k >> 63)
	}
	switch {
	case p.drop == 1:
		w := int((least & 255) ^ rev)
		dice[w].Kept = false
		sum -= dice[w].Value
	case p.drop > 1:
		sum -= p.dropMany(dice)
	}
	if p.crit {
		for i := range dice {
			if dice[i].Kept {
				res.Crit, res.Fumble = dice[i].Value == 20, dice[i].Value == 1
				break
			}
		}
	}
	if cap(res.nodes) == 0 {
		res.nodes = make([]NodeResult, 1)
	}
	res.nodes = res.nodes[:1]
	res.nodes[0] = NodeResult{Total: sum, Kept: true, DiceEnd: int32(n)}
	res.Total = sum
}

// draw puts in each die's Value a face less the lowest, drawn by Lemire's
// bounded method as Seeded.uintn, with the generator's state in registers.
// A draw that may be biased (for a d6, 4 in 2^64) is only noted in the
// loop; then the whole roll is drawn again the slow way from the same
// state, which gives the faces uintn would.
func (p *fastPlan) draw(r *Seeded, dice []Die) {
	size, thresh := p.size, p.thresh
	h, l := r.hi, r.lo
	var bad uint64
	for i := range dice {
		var x uint64
		h, l, x = pcgStep(h, l)
		face, low := bits.Mul64(x, size)
		_, b := bits.Sub64(low, thresh, 0) // 1 when low < thresh
		bad |= b
		dice[i].Value = int64(face)
	}
	if bad != 0 {
		for i := range dice {
			dice[i].Value = int64(r.uintn(size))
		}
		return
	}
	r.hi, r.lo = h, l
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
