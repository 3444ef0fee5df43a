package dice

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
	if p.drop > 8 {
		return nil // many scans: the evaluator's selection is better
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
	// The one die to drop, when there is one, is found while rolling: the
	// key flips the order for dropHigh, and a tie moves it only for tieLate.
	var flip int64
	if p.dropHigh {
		flip = -1
	}
	worst, worstKey := -1, int64(0)
	tmpl := Die{Lo: int32(p.lo), Hi: int32(p.hi), Kept: true, first: -1, last: -1}
	for i := range dice {
		f := int64(p.lo) + int64(r.uintn(size))
		dd := &dice[i]
		*dd = tmpl
		dd.Value, dd.Rolled = f, f
		sum += f
		if k := f ^ flip; worst < 0 || k < worstKey || (k == worstKey && p.tieLate) {
			worst, worstKey = i, k
		}
	}
	if p.drop == 1 {
		dice[worst].Kept = false
		sum -= dice[worst].Value
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
