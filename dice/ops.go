package dice

import "strings"

// Operations and their aliases: r is rr (Roll20), dh and dl drop (the h or
// l is read as the selector), ! explodes and !! compounds (Roll20,
// Foundry). opAt reads them.

// ops parses the operations after a dice term (d != nil) or a set, merging
// consecutive operations of the same kind, then checks them. It appends to
// ops and takes selectors from selBuf while it lasts, to save allocations.
func (p *parser) ops(onDice bool, d *Dice, ops []Op, selBuf []Selector) ([]Op, error) {
	for {
		start := p.pos
		kind, width, ok := p.opAt()
		if !ok {
			break
		}
		p.pos += width
		optional := p.text[start] == '!'
		sel, err := p.selector(kind, optional)
		if err != nil {
			return nil, err
		}
		if n := len(ops); n > 0 && ops[n-1].Kind == kind {
			ops[n-1].Sels = append(ops[n-1].Sels, sel)
			continue
		}
		if n := len(ops); n > 0 && ops[n-1].Kind == CountSuccess {
			return nil, errorAt(ErrSyntax, Pos(start), "cs must be the last operation")
		}
		if !onDice && kind.DiceOnly() {
			return nil, errorAt(ErrSyntax, Pos(start), kind.String()+" works on dice, not on a set")
		}
		var sels []Selector
		if len(selBuf) > 0 {
			sels, selBuf = selBuf[:1:1], selBuf[1:]
			sels[0] = sel
		} else {
			sels = []Selector{sel}
		}
		ops = append(ops, Op{Pos: Pos(start), Kind: kind, Sels: sels})
	}
	for _, op := range ops {
		if err := checkOp(op, d); err != nil {
			return nil, err
		}
	}
	return ops, nil
}

// opAt recognises the operation at the cursor.
func (p *parser) opAt() (OpKind, int, bool) {
	rest := p.text[p.pos:]
	if len(rest) == 0 {
		return 0, 0, false
	}
	var next byte
	if len(rest) > 1 {
		next = rest[1]
	}
	switch rest[0] {
	case 'k':
		return Keep, 1, true
	case 'p':
		return Drop, 1, true
	case 'e':
		return Explode, 1, true
	case 'd':
		if next == 'h' || next == 'l' { // dh, dl: the h or l is read as the selector
			return Drop, 1, true
		}
	case 'r':
		switch next {
		case 'r':
			return Reroll, 2, true
		case 'o':
			return RerollOnce, 2, true
		case 'a':
			return RerollAdd, 2, true
		}
		return Reroll, 1, true
	case 'm':
		switch next {
		case 'i':
			return Min, 2, true
		case 'a':
			return Max, 2, true
		}
	case 'c':
		if next == 's' {
			return CountSuccess, 2, true
		}
	case '!':
		switch next {
		case '=':
			return 0, 0, false // the != comparison
		case '!':
			return Compound, 2, true
		}
		return Explode, 1, true
	}
	return 0, 0, false
}

// selector parses what follows an operation: [h | l | > | < | >= | <=] N.
// After h or l the number may be left out and means 1 (kh, dl1). After !
// and !! the whole selector may be left out and means the die's top face.
func (p *parser) selector(kind OpKind, optional bool) (Selector, error) {
	start := p.pos
	var s Selector
	switch c := p.peek(); {
	case c == 'h':
		s.Kind = SelHighest
		p.pos++
	case c == 'l':
		s.Kind = SelLowest
		p.pos++
	case c == '>' && p.peekAt(1) == '=':
		s.Kind = SelAtLeast
		p.pos += 2
	case c == '<' && p.peekAt(1) == '=':
		s.Kind = SelAtMost
		p.pos += 2
	case c == '>':
		s.Kind = SelGreater
		p.pos++
	case c == '<':
		s.Kind = SelLess
		p.pos++
	case c >= '0' && c <= '9':
		s.Kind = SelLiteral
	default:
		if optional {
			return Selector{Kind: SelMaxFace}, nil
		}
		return s, errorAt(ErrSyntax, Pos(start), kind.String()+" needs a selector such as h3, l1, >2 or 6")
	}
	if c := p.peek(); c < '0' || c > '9' {
		if s.Kind == SelHighest || s.Kind == SelLowest {
			s.N = 1
			return s, nil
		}
		return s, errorAt(ErrSyntax, Pos(p.pos), kind.String()+p.text[start:p.pos]+" needs a number")
	}
	n, err := p.number()
	if err != nil {
		return s, err
	}
	s.N = n
	return s, nil
}

// checkOp refuses operations that cannot mean anything or could never end.
func checkOp(op Op, d *Dice) error {
	name := op.Kind.String()
	switch op.Kind {
	case Min, Max:
		for _, s := range op.Sels {
			if s.Kind != SelLiteral {
				return errorAt(ErrSyntax, op.Pos, name+" needs a plain number, such as "+name+"2")
			}
		}
	case Reroll, Explode, Compound:
		for _, s := range op.Sels {
			if s.Ranked() {
				switch op.Kind {
				case Reroll:
					return errorAt(ErrSyntax, op.Pos, "rr"+s.String()+" would reroll forever; use ro to reroll once")
				case Compound:
					return errorAt(ErrSyntax, op.Pos, "!! compounds a die while its newest face matches, so it needs a value selector, not "+s.String())
				}
				return nil // a ranked explosion ends once the top dice have exploded
			}
		}
		if d != nil && matchesEveryFace(op.Sels, d) {
			return errorAt(ErrValue, op.Pos, opString(op)+" matches every face of a "+
				dieName(d.Lo(), d.Hi())+", so it would never end")
		}
	}
	return nil
}

// matchesEveryFace reports whether value selectors select every face of d.
func matchesEveryFace(sels []Selector, d *Dice) bool {
	hi := int64(d.Hi())
	for f := int64(d.Lo()); f <= hi; f++ {
		hit := false
		for _, s := range sels {
			if s.Matches(f, hi) {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
}

// opString is an operation as canonically printed.
func opString(op Op) string {
	var b strings.Builder
	writeOp(&b, op)
	return b.String()
}
