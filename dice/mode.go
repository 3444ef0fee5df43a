package dice

// Mode is how the leftmost d20 of an expression is rolled.
type Mode uint8

const (
	Normal        Mode = iota
	Advantage          // 2d20, keep the higher
	Disadvantage       // 2d20, keep the lower
	ElvenAccuracy      // 3d20, keep the highest (advantage with the Elven Accuracy feat)
)

var modeText = [...]string{"normal", "advantage", "disadvantage", "elven accuracy"}

func (m Mode) String() string { return modeText[m] }

// WithMode returns a copy of e whose leftmost 1d20 term is rolled with
// advantage, disadvantage or Elven Accuracy: 1d20ro1+5 with advantage
// becomes 2d20ro1kh1 + 5. Normal returns e itself. e is never changed. An
// expression without a 1d20 term is an error wrapping ErrMode.
func (e *Expr) WithMode(m Mode) (*Expr, error) {
	if m == Normal {
		return e, nil
	}
	root, ok := withMode(e.Root, m)
	if !ok {
		return nil, &Error{Kind: ErrMode, NoPos: true, Msg: "no 1d20 to roll with " + m.String() + " in " + e.String()}
	}
	c := *e
	c.Root = root
	c.fast = planFast(root)
	return &c, nil
}

// withMode copies the path to the leftmost 1d20 and rewrites it.
func withMode(n Node, m Mode) (Node, bool) {
	switch n := n.(type) {
	case *Dice:
		if n.Count != 1 || n.Sides != 20 || n.Kind != Standard {
			return n, false
		}
		d := *n
		d.Count = 2
		sel := Selector{Kind: SelHighest, N: 1}
		switch m {
		case Disadvantage:
			sel.Kind = SelLowest
		case ElvenAccuracy:
			d.Count = 3
		}
		d.Ops = append(append(make([]Op, 0, len(n.Ops)+1), n.Ops...), Op{Pos: n.Pos, Kind: Keep, Sels: []Selector{sel}})
		return &d, true
	case *Set:
		for i, it := range n.Items {
			if c, ok := withMode(it, m); ok {
				s := *n
				s.Items = append([]Node(nil), n.Items...)
				s.Items[i] = c
				return &s, true
			}
		}
	case *Paren:
		if c, ok := withMode(n.X, m); ok {
			p := *n
			p.X = c
			return &p, true
		}
	case *Unary:
		if c, ok := withMode(n.X, m); ok {
			u := *n
			u.X = c
			return &u, true
		}
	case *Binary:
		if c, ok := withMode(n.L, m); ok {
			b := *n
			b.L = c
			return &b, true
		}
		if c, ok := withMode(n.R, m); ok {
			b := *n
			b.R = c
			return &b, true
		}
	}
	return n, false
}
