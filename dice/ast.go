package dice

import (
	"strconv"
	"strings"
)

// Pos is a byte offset into the text an expression was parsed from. Errors
// report it as a 1-based column.
type Pos int

// Node is one node of a parsed expression. The concrete types are *Number,
// *Dice, *Set, *Paren, *Unary and *Binary. String returns the node's
// canonical text: parsing it again gives an equal tree.
type Node interface {
	Position() Pos
	String() string
	write(*strings.Builder)
}

// Expr is a parsed expression: its root node, an optional trailing comment
// and the limits it was parsed with, which also bound its evaluation.
type Expr struct {
	Root    Node
	Comment string
	Limits  Limits

	fast *fastPlan // set by Parse and WithMode when the expression has the shape rollFast handles
}

// String returns the canonical text of the expression, without its comment.
func (e *Expr) String() string { return e.Root.String() }

// Number is an integer literal.
type Number struct {
	Pos   Pos
	Value int64
	Notes []string // annotations, without their brackets
}

// DieKind says which faces a die has.
type DieKind uint8

const (
	Standard DieKind = iota // faces 1..Sides
	Percent                 // d%: faces 1..100
	Fudge                   // dF: faces -1, 0, +1
)

// Dice is NdS with the operations that follow it, in order.
type Dice struct {
	Pos   Pos
	Count int // number of dice; 1 when omitted
	Sides int // 100 for d%, 3 for dF
	Kind  DieKind
	Ops   []Op
	Notes []string
}

// Lo and Hi are the lowest and highest faces of one die.
func (d *Dice) Lo() int {
	if d.Kind == Fudge {
		return -1
	}
	return 1
}

// Hi returns the highest face of one die.
func (d *Dice) Hi() int {
	if d.Kind == Fudge {
		return 1
	}
	return d.Sides
}

// Set is a parenthesised list of expressions: (), (a,), (a, b, c), with the
// operations that follow it. Its value is the sum of its kept items.
type Set struct {
	Pos   Pos
	Items []Node
	Ops   []Op
	Notes []string
}

// Paren is a single expression in parentheses: (a).
type Paren struct {
	Pos   Pos
	X     Node
	Notes []string
}

// Unary is +X or -X.
type Unary struct {
	Pos Pos
	Op  Operator // Add or Sub
	X   Node
}

// Binary is L op R: arithmetic or a comparison giving 1 or 0.
type Binary struct {
	Pos  Pos
	Op   Operator
	L, R Node
}

// Operator is an arithmetic or comparison operator.
type Operator uint8

const (
	Add    Operator = iota // +
	Sub                    // -
	Mul                    // *
	Div                    // /  (rounds down)
	IntDiv                 // // (rounds down, same as /)
	Mod                    // %  (result has the sign of the divisor)
	Eq                     // ==
	Ne                     // !=
	Lt                     // <
	Gt                     // >
	Le                     // <=
	Ge                     // >=
)

var operatorText = [...]string{Add: "+", Sub: "-", Mul: "*", Div: "/", IntDiv: "//", Mod: "%",
	Eq: "==", Ne: "!=", Lt: "<", Gt: ">", Le: "<=", Ge: ">="}

func (o Operator) String() string { return operatorText[o] }

// precedence of binary operators: comparisons bind loosest.
func (o Operator) precedence() int {
	switch o {
	case Mul, Div, IntDiv, Mod:
		return 3
	case Add, Sub:
		return 2
	default:
		return 1
	}
}

// OpKind is an operation applied to the values of dice or a set.
type OpKind uint8

const (
	Keep         OpKind = iota // k: keep the selected values, drop the rest
	Drop                       // p: drop the selected values
	Reroll                     // rr: reroll selected dice until none match
	RerollOnce                 // ro: reroll selected dice once
	RerollAdd                  // ra: roll one more die for the first selected die, once
	Explode                    // e, !: roll one more die for each selected die, repeating for new dice
	Compound                   // !!: like Explode, but the new rolls add into the same die
	Min                        // mi: raise each kept die below N to N
	Max                        // ma: lower each kept die above N to N
	CountSuccess               // cs: the value becomes the number of kept dice that match
)

var opText = [...]string{Keep: "k", Drop: "p", Reroll: "rr", RerollOnce: "ro", RerollAdd: "ra",
	Explode: "e", Compound: "!!", Min: "mi", Max: "ma", CountSuccess: "cs"}

func (k OpKind) String() string { return opText[k] }

// DiceOnly reports whether the operation needs dice (it rolls or changes
// faces) rather than any set.
func (k OpKind) DiceOnly() bool { return k != Keep && k != Drop && k != CountSuccess }

// Op is one operation with its selectors. Consecutive operations of the same
// kind are merged, as in avrae/d20: 10d6k1k2 keeps the 1s and the 2s. A value
// is selected when any selector selects it.
type Op struct {
	Pos  Pos
	Kind OpKind
	Sels []Selector
}

// SelKind is how a selector picks values from the kept values of a set.
type SelKind uint8

const (
	SelLiteral SelKind = iota // X: values equal to X
	SelHighest                // hX: the X highest values
	SelLowest                 // lX: the X lowest values
	SelGreater                // >X: values greater than X
	SelLess                   // <X: values less than X
	SelAtLeast                // >=X: values of X or more
	SelAtMost                 // <=X: values of X or less
	SelMaxFace                // (nothing after ! or !!): values equal to the die's highest face
)

var selText = [...]string{SelLiteral: "", SelHighest: "h", SelLowest: "l", SelGreater: ">",
	SelLess: "<", SelAtLeast: ">=", SelAtMost: "<=", SelMaxFace: ""}

// Selector picks values from a set; see SelKind.
type Selector struct {
	Kind SelKind
	N    int64
}

// String returns the selector as written after its operator.
func (s Selector) String() string {
	if s.Kind == SelMaxFace {
		return ""
	}
	return selText[s.Kind] + strconv.FormatInt(s.N, 10)
}

// Matches reports whether a value-based selector selects v. It is false for
// the rank selectors SelHighest and SelLowest; maxFace is the die's highest
// face, used by SelMaxFace.
func (s Selector) Matches(v, maxFace int64) bool {
	switch s.Kind {
	case SelLiteral:
		return v == s.N
	case SelGreater:
		return v > s.N
	case SelLess:
		return v < s.N
	case SelAtLeast:
		return v >= s.N
	case SelAtMost:
		return v <= s.N
	case SelMaxFace:
		return v == maxFace
	}
	return false
}

// Ranked reports whether the selector picks by rank (highest or lowest)
// rather than by value.
func (s Selector) Ranked() bool { return s.Kind == SelHighest || s.Kind == SelLowest }

func (n *Number) Position() Pos { return n.Pos }
func (d *Dice) Position() Pos   { return d.Pos }
func (s *Set) Position() Pos    { return s.Pos }
func (p *Paren) Position() Pos  { return p.Pos }
func (u *Unary) Position() Pos  { return u.Pos }
func (b *Binary) Position() Pos { return b.Pos }
