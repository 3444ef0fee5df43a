package dice

// Limits bound what an expression may cost. The zero value of a field means
// the default; DefaultLimits holds the defaults.
type Limits struct {
	MaxDice   int // dice rolled in one evaluation, counting rerolls and explosions
	MaxSides  int // sides of one die
	MaxLength int // bytes of expression text, comment included
	MaxDepth  int // nesting of parentheses, sets and unary operators
	MaxLoop   int // rerolls or explosions of one die by one rr, e or !! operation
}

// DefaultLimits are the limits Parse uses.
var DefaultLimits = Limits{
	MaxDice:   1000,
	MaxSides:  10000,
	MaxLength: 1000,
	MaxDepth:  64,
	MaxLoop:   100,
}

// withDefaults fills zero fields from DefaultLimits.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.MaxDice <= 0 {
		l.MaxDice = d.MaxDice
	}
	if l.MaxSides <= 0 {
		l.MaxSides = d.MaxSides
	}
	if l.MaxLength <= 0 {
		l.MaxLength = d.MaxLength
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.MaxLoop <= 0 {
		l.MaxLoop = d.MaxLoop
	}
	return l
}
