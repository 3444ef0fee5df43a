package dice

import (
	"strconv"
	"strings"
)

// Parse parses text with DefaultLimits. See docs/dice.md for the grammar.
//
//	e, err := dice.Parse("4d6kh3 + 2 [str]")
func Parse(text string) (*Expr, error) { return DefaultLimits.Parse(text) }

// Parse parses text within the limits l; zero fields of l take their
// defaults. The returned Expr keeps the limits for its evaluation.
func (l Limits) Parse(text string) (*Expr, error) {
	l = l.withDefaults()
	if len(text) > l.MaxLength {
		return nil, &Error{Kind: ErrLimit, NoPos: true,
			Msg: "expression is " + strconv.Itoa(len(text)) + " bytes long, more than " + strconv.Itoa(l.MaxLength)}
	}
	p := parser{text: text, lim: l}
	p.skipSpace()
	if p.pos == len(text) {
		return nil, &Error{Kind: ErrSyntax, NoPos: true, Msg: "empty expression"}
	}
	root, err := p.comparison()
	if err != nil {
		return nil, err
	}
	e := &Expr{Root: root, Limits: l}
	e.fast = planFast(root)
	spaced := p.skipSpace()
	if p.pos < len(text) {
		if !spaced || !commentStart(text[p.pos]) {
			return nil, p.unexpected()
		}
		e.Comment = strings.TrimSpace(text[p.pos:])
	}
	return e, nil
}

// MustParse is like Parse but panics on error. It is for expressions fixed
// in program text.
func MustParse(text string) *Expr {
	e, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return e
}

// commentStart reports whether c can begin a trailing comment: anything but
// a digit or a character the grammar uses.
func commentStart(c byte) bool {
	if c >= '0' && c <= '9' {
		return false
	}
	return !strings.ContainsRune("+-*/%<>=!(),[]", rune(c))
}

type parser struct {
	text  string
	pos   int
	lim   Limits
	depth int
	count int // dice counted so far, for the static MaxDice check
}

func (p *parser) peek() byte {
	if p.pos < len(p.text) {
		return p.text[p.pos]
	}
	return 0
}

func (p *parser) peekAt(i int) byte {
	if p.pos+i < len(p.text) {
		return p.text[p.pos+i]
	}
	return 0
}

// skipSpace skips blanks and reports whether it skipped any.
func (p *parser) skipSpace() bool {
	start := p.pos
	for p.pos < len(p.text) && (p.text[p.pos] == ' ' || p.text[p.pos] == '\t') {
		p.pos++
	}
	return p.pos > start
}

func (p *parser) unexpected() error {
	if p.pos >= len(p.text) {
		return errorAt(ErrSyntax, Pos(p.pos), "unexpected end of expression")
	}
	c := p.text[p.pos]
	if c == '=' {
		return errorAt(ErrSyntax, Pos(p.pos), `unexpected "=" (compare with ==)`)
	}
	r := p.text[p.pos:]
	n := 1
	if c >= 0x80 { // show a whole UTF-8 character
		for n < len(r) && n < 4 && r[n]&0xC0 == 0x80 {
			n++
		}
	}
	return errorAt(ErrSyntax, Pos(p.pos), "unexpected "+strconv.Quote(r[:n]))
}

// enter counts one more level of nesting, opened at start.
func (p *parser) enter(start int) error {
	p.depth++
	if p.depth > p.lim.MaxDepth {
		return errorAt(ErrLimit, Pos(start), "expression nests deeper than "+strconv.Itoa(p.lim.MaxDepth))
	}
	return nil
}

// binaryOp reads the binary operator at the cursor, if any.
func (p *parser) binaryOp() (Operator, int, bool) {
	switch p.peek() {
	case '+':
		return Add, 1, true
	case '-':
		return Sub, 1, true
	case '*':
		return Mul, 1, true
	case '/':
		if p.peekAt(1) == '/' {
			return IntDiv, 2, true
		}
		return Div, 1, true
	case '%':
		return Mod, 1, true
	case '=':
		if p.peekAt(1) == '=' {
			return Eq, 2, true
		}
	case '!':
		if p.peekAt(1) == '=' {
			return Ne, 2, true
		}
	case '<':
		if p.peekAt(1) == '=' {
			return Le, 2, true
		}
		return Lt, 1, true
	case '>':
		if p.peekAt(1) == '=' {
			return Ge, 2, true
		}
		return Gt, 1, true
	}
	return 0, 0, false
}

// comparison parses binary operators by precedence climbing: comparisons,
// then + and -, then * / // %, all left-associative.
func (p *parser) comparison() (Node, error) { return p.binary(1) }

func (p *parser) binary(minPrec int) (Node, error) {
	left, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		save := p.pos
		p.skipSpace()
		op, width, ok := p.binaryOp()
		if !ok || op.precedence() < minPrec {
			p.pos = save
			return left, nil
		}
		opPos := Pos(p.pos)
		p.pos += width
		p.skipSpace()
		right, err := p.binary(op.precedence() + 1)
		if err != nil {
			return nil, err
		}
		left = &Binary{Pos: opPos, Op: op, L: left, R: right}
	}
}

func (p *parser) unary() (Node, error) {
	switch c := p.peek(); c {
	case '+', '-':
		start := Pos(p.pos)
		p.pos++
		if err := p.enter(int(start)); err != nil {
			return nil, err
		}
		p.skipSpace()
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		p.depth--
		op := Add
		if c == '-' {
			op = Sub
		}
		return &Unary{Pos: start, Op: op, X: x}, nil
	}
	return p.atom()
}

func (p *parser) atom() (Node, error) {
	start := p.pos
	var n Node
	var notes *[]string
	switch c := p.peek(); {
	case c >= '0' && c <= '9':
		v, err := p.number()
		if err != nil {
			return nil, err
		}
		if d := p.peek(); d == 'd' || d == 'D' {
			dn, err := p.dice(start, v)
			if err != nil {
				return nil, err
			}
			n, notes = dn, &dn.Notes
		} else {
			num := &Number{Pos: Pos(start), Value: v}
			n, notes = num, &num.Notes
		}
	case c == 'd' || c == 'D':
		dn, err := p.dice(start, 1)
		if err != nil {
			return nil, err
		}
		n, notes = dn, &dn.Notes
	case c == '(':
		g, err := p.group()
		if err != nil {
			return nil, err
		}
		switch g := g.(type) {
		case *Set:
			notes = &g.Notes
		case *Paren:
			notes = &g.Notes
		}
		n = g
	default:
		return nil, p.unexpected()
	}
	// Annotations: [text] after the term, blanks allowed before each.
	for {
		save := p.pos
		p.skipSpace()
		if p.peek() != '[' {
			p.pos = save
			return n, nil
		}
		open := p.pos
		end := strings.IndexByte(p.text[p.pos+1:], ']')
		if end < 0 {
			return nil, errorAt(ErrSyntax, Pos(open), "unterminated annotation: missing ]")
		}
		*notes = append(*notes, p.text[p.pos+1:p.pos+1+end])
		p.pos += end + 2
	}
}

// number reads a run of digits as a non-negative int64.
func (p *parser) number() (int64, error) {
	start := p.pos
	for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
		p.pos++
	}
	if p.pos == start {
		return 0, p.unexpected()
	}
	v, err := strconv.ParseInt(p.text[start:p.pos], 10, 64)
	if err != nil {
		return 0, errorAt(ErrValue, Pos(start), "number "+p.text[start:p.pos]+" is too large")
	}
	return v, nil
}

// dice parses "d" sides and the operations after it; count was read already.
func (p *parser) dice(start int, count int64) (*Dice, error) {
	p.pos++ // the d
	blk := &diceBlock{Dice: Dice{Pos: Pos(start), Kind: Standard}}
	d := &blk.Dice
	switch c := p.peek(); {
	case c == '%':
		p.pos++
		d.Kind, d.Sides = Percent, 100
	case c == 'F':
		p.pos++
		d.Kind, d.Sides = Fudge, 3
	case c >= '0' && c <= '9':
		sidesPos := p.pos
		s, err := p.number()
		if err != nil || s > int64(p.lim.MaxSides) {
			return nil, errorAt(ErrLimit, Pos(sidesPos), "a die has at most "+strconv.Itoa(p.lim.MaxSides)+
				" sides, not "+p.text[sidesPos:p.pos])
		}
		if s < 1 {
			return nil, errorAt(ErrValue, Pos(sidesPos), "d"+p.text[sidesPos:p.pos]+" has no faces: a die has 1 to "+
				strconv.Itoa(p.lim.MaxSides)+" sides")
		}
		d.Sides = int(s)
	default:
		return nil, errorAt(ErrSyntax, Pos(p.pos), "a die needs sides after d, such as d6, d% or dF")
	}
	if count > int64(p.lim.MaxDice-p.count) {
		return nil, errorAt(ErrLimit, Pos(start), p.text[start:p.pos]+" rolls more than "+strconv.Itoa(p.lim.MaxDice)+" dice")
	}
	d.Count = int(count)
	p.count += d.Count
	ops, err := p.ops(true, d, blk.ops[:0], blk.sels[:])
	if err != nil {
		return nil, err
	}
	d.Ops = ops
	return d, nil
}

// diceBlock holds a dice term with room for its usual operations, so that
// parsing 4d6kh3 allocates once for the term.
type diceBlock struct {
	Dice
	ops  [2]Op
	sels [2]Selector
}

// group parses "(" ... ")": an empty set, a set with at least one comma, or
// a parenthesised expression.
func (p *parser) group() (Node, error) {
	start := p.pos
	p.pos++
	if err := p.enter(start); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	var items []Node
	comma := false
	for {
		p.skipSpace()
		if p.peek() == ')' {
			break
		}
		if len(items) > 0 && !comma {
			return nil, p.unexpected()
		}
		it, err := p.comparison()
		if err != nil {
			return nil, err
		}
		items = append(items, it)
		p.skipSpace()
		comma = p.peek() == ','
		if comma {
			p.pos++
		}
	}
	p.pos++ // the )
	if len(items) == 1 && !comma {
		if c := p.peek(); isOpStart(c, p.peekAt(1)) {
			return nil, errorAt(ErrSyntax, Pos(p.pos),
				"an operation needs dice or a set; (x) is one value, (x,) is a set")
		}
		return &Paren{Pos: Pos(start), X: items[0]}, nil
	}
	s := &Set{Pos: Pos(start), Items: items}
	ops, err := p.ops(false, nil, nil, nil)
	if err != nil {
		return nil, err
	}
	s.Ops = ops
	return s, nil
}

// isOpStart reports whether c (followed by next) begins a dice or set
// operation rather than an operator or the end of a term.
func isOpStart(c, next byte) bool {
	switch c {
	case 'k', 'p', 'r', 'e', 'm', 'c':
		return true
	case 'd':
		return next == 'h' || next == 'l'
	case '!':
		return next != '='
	}
	return false
}
