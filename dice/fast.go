package dice

import (
	"math"
	"math/bits"
)

// fastPlan rolls the most common shape of expression, one dice term with at
// most one keep or drop by rank (4d6kh3, 2d20kl1, 8d6), with a seeded
// roller, in one tight pass. It fills the same records as the evaluator, so
// results render and export the same; TestFastMatchesEvaluator checks it.
type fastPlan struct {
	d      *Dice
	lo, hi int
	// drop is how many dice the operation drops; dropHigh says from which
	// end, and tieLate which of equal dice goes first (the later one, when
	// the dice dropped are the ones not selected).
	drop     int
	dropHigh bool
	tieLate  bool
	crit     bool // the term is the leftmost d20
}

// planFast returns a plan for root, or nil when it has another shape.
func planFast(root Node) *fastPlan {
	d, ok := root.(*Dice)
	if !ok || len(d.Ops) > 1 {
		return nil
	}
	p := &fastPlan{d: d, lo: d.Lo(), hi: d.Hi(), crit: d.Kind == Standard && d.Sides == 20}
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
	if p.drop > 8 || d.Count > 256 {
		return nil // many scans, or more dice than the packed key of roll holds
	}
	return p
}

func (p *fastPlan) roll(r *Seeded, res *Result) {
	n := p.d.Count // RollInto has reset res
	res.nodes = append(res.nodes, NodeResult{Kept: true, DiceStart: 0, DiceEnd: int32(n)})
	if cap(res.dice) < n {
		res.dice = make([]Die, n)
	}
	dice := res.dice[:n]
	res.dice = dice
	res.rolled = n
	size := uint64(p.hi - p.lo + 1)
	var sum int64
	// The one die to drop, when there is one, is found while rolling, as
	// the least of a key packing the face (complemented for dropHigh) above
	// the index (complemented for tieLate, so the later of equal faces is
	// less): a plain min, without a branch the random faces would mispredict.
	var flip, rev int64
	if p.dropHigh {
		flip = -1
	}
	if p.tieLate {
		rev = 255
	}
	least := int64(math.MaxInt64)
	tmpl := Die{Lo: int32(p.lo), Hi: int32(p.hi), Kept: true}
	h, l := r.hi, r.lo // the generator's state stays in registers for the loop
	for i := range dice {
		var x uint64
		h, l, x = pcgStep(h, l)
		face, low := bits.Mul64(x, size) // Lemire's bounded draw, as Seeded.uintn
		if low < size {
			r.hi, r.lo = h, l
			face = r.reject(size, face, low)
			h, l = r.hi, r.lo
		}
		f := int64(p.lo) + int64(face)
		dd := &dice[i]
		*dd = tmpl
		dd.Value, dd.Rolled = f, f
		sum += f
		least = min(least, (f^flip)<<8|(int64(i)^rev))
	}
	r.hi, r.lo = h, l
	if p.drop == 1 {
		w := int((least & 255) ^ rev)
		dice[w].Kept = false
		sum -= dice[w].Value
		p.finish(res, dice, sum)
		return
	}
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
		sum -= wv
	}
	p.finish(res, dice, sum)
}

// finish records the total and whether the leftmost d20 came up 20 or 1.
func (p *fastPlan) finish(res *Result, dice []Die, sum int64) {
	if p.crit {
		for i := range dice {
			if dice[i].Kept {
				res.Crit, res.Fumble = dice[i].Value == 20, dice[i].Value == 1
				break
			}
		}
	}
	res.nodes[0].Total = sum
	res.Total = sum
}
