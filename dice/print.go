package dice

import (
	"strconv"
	"strings"
)

// The canonical text of a tree: every dice term spells out its count (d20
// prints as 1d20), aliases print in avrae/d20 form where one exists (4d6dl1
// prints as 4d6pl1, r<2 as rr<2), binary operators have one space on each
// side, and annotations follow their term after one space.

func nodeString(n Node) string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

func (n *Number) String() string { return nodeString(n) }
func (d *Dice) String() string   { return nodeString(d) }
func (s *Set) String() string    { return nodeString(s) }
func (p *Paren) String() string  { return nodeString(p) }
func (u *Unary) String() string  { return nodeString(u) }
func (b *Binary) String() string { return nodeString(b) }

func (n *Number) write(b *strings.Builder) {
	b.WriteString(strconv.FormatInt(n.Value, 10))
	writeNotes(b, n.Notes)
}

func (d *Dice) write(b *strings.Builder) {
	b.WriteString(strconv.Itoa(d.Count))
	b.WriteByte('d')
	switch d.Kind {
	case Percent:
		b.WriteByte('%')
	case Fudge:
		b.WriteByte('F')
	default:
		b.WriteString(strconv.Itoa(d.Sides))
	}
	writeOps(b, d.Ops)
	writeNotes(b, d.Notes)
}

func (s *Set) write(b *strings.Builder) {
	b.WriteByte('(')
	for i, it := range s.Items {
		if i > 0 {
			b.WriteString(", ")
		}
		it.write(b)
	}
	if len(s.Items) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	writeOps(b, s.Ops)
	writeNotes(b, s.Notes)
}

func (p *Paren) write(b *strings.Builder) {
	b.WriteByte('(')
	p.X.write(b)
	b.WriteByte(')')
	writeNotes(b, p.Notes)
}

func (u *Unary) write(b *strings.Builder) {
	b.WriteString(u.Op.String())
	if _, ok := u.X.(*Binary); ok { // only in trees built by hand
		b.WriteByte('(')
		u.X.write(b)
		b.WriteByte(')')
		return
	}
	u.X.write(b)
}

func (n *Binary) write(b *strings.Builder) {
	p := n.Op.precedence()
	writeOperand(b, n.L, p, false)
	b.WriteByte(' ')
	b.WriteString(n.Op.String())
	b.WriteByte(' ')
	writeOperand(b, n.R, p, true)
}

// writeOperand adds the parentheses a tree built by hand needs to print as
// text that parses back to the same shape; parsed trees never need them.
func writeOperand(b *strings.Builder, n Node, parent int, right bool) {
	if c, ok := n.(*Binary); ok {
		p := c.Op.precedence()
		if p < parent || (right && p == parent) {
			b.WriteByte('(')
			n.write(b)
			b.WriteByte(')')
			return
		}
	}
	n.write(b)
}

func writeOps(b *strings.Builder, ops []Op) {
	for _, op := range ops {
		writeOp(b, op)
	}
}

// writeOp writes one operation; each selector repeats the operator, so
// merged operations print as written (k1k2), and ! stands for e on the
// top face.
func writeOp(b *strings.Builder, op Op) {
	for _, s := range op.Sels {
		if op.Kind == Explode && s.Kind == SelMaxFace {
			b.WriteByte('!')
			continue
		}
		b.WriteString(op.Kind.String())
		b.WriteString(s.String())
	}
}

func writeNotes(b *strings.Builder, notes []string) {
	for _, n := range notes {
		b.WriteString(" [")
		b.WriteString(n)
		b.WriteByte(']')
	}
}
