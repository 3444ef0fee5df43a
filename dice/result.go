package dice

// Result is one evaluation of an expression: its total, whether the
// leftmost d20 came up 20 or 1, and a record of every node and die, which
// String renders and MarshalJSON exports. A Result may be reused by
// Expr.RollInto, which then allocates nothing once the slices have grown.
type Result struct {
	Expr    *Expr // the expression rolled
	Total   int64
	Crit    bool // the first kept die of the leftmost d20 term shows 20
	Fumble  bool // it shows 1
	Comment string

	nodes []NodeResult // one per node of Expr, in pre-order
	dice  []Die
	faces []Face
	// plan is the fast plan that made the result, or nil. Such a result
	// holds no nodes and only each die's Value and Kept; view completes it.
	plan *fastPlan

	// scratch space for the evaluator
	order  []int32
	sel    []bool
	mark   []bool
	items  []Die // set items' totals, for selection
	rolled int
	sawD20 bool

	// room for a short expression, so that Roll allocates once
	smallNodes [4]NodeResult
	smallDice  [4]Die
	smallSel   [4]bool
	smallMark  [4]bool
}

// NodeResult is what one node of the expression came to.
type NodeResult struct {
	Total int64
	Kept  bool // false for a set item dropped by k or p
	// Dice holds, for a dice term, the range of its dice in Result.Dice.
	DiceStart, DiceEnd int32
}

// Die is one die of a result: its final value, whether it counts, and the
// faces it showed.
type Die struct {
	Value    int64 // its final value
	Rolled   int64 // the face it first showed
	Lo, Hi   int32 // its faces: 1..6 for a d6, -1..1 for dF
	Kept     bool
	Exploded bool  // it caused another die (e, !, ra)
	first    int32 // 1 + the index of its second face in Result.faces, or 0 for none
	last     int32 // 1 + the index of its newest face in Result.faces, or 0 for none
	depth    int32 // explosions between it and the die it descends from
	rerolls  int32
}

// FaceKind says how a face came to be.
type FaceKind uint8

const (
	FaceRolled     FaceKind = iota // the die's first roll, or a die added by an explosion
	FaceRerolled                   // a reroll that replaced the face before it
	FaceCompounded                 // a roll added into the die by !!
	FaceMin                        // the value was raised to the minimum of mi
	FaceMax                        // the value was lowered to the maximum of ma
)

var faceKindText = [...]string{"rolled", "rerolled", "compounded", "min", "max"}

func (k FaceKind) String() string { return faceKindText[k] }

// Face is one entry of a die's history.
type Face struct {
	Value int64
	Kind  FaceKind
	next  int32 // 1 + the index of the next face of the same die, or 0 for none
}

// Nodes returns the record of every node, in pre-order (a node before its
// children, children left to right). The records of a roll that took the
// fast path (one dice term, a seeded roller) are made when first asked
// for, in a new slice on each call; Nodes, Dice, String and MarshalJSON
// never write to r, so they may be called concurrently.
func (r *Result) Nodes() []NodeResult { return r.view().nodes }

// Dice returns every die rolled, grouped by dice term in evaluation order
// (made as Nodes says).
func (r *Result) Dice() []Die { return r.view().dice }

// view returns r with its records complete: r itself, or for a result of
// the fast path a completed copy.
func (r *Result) view() *Result {
	if r.plan == nil {
		return r
	}
	return r.plan.complete(r)
}

// History returns the faces die d showed, oldest first.
func (r *Result) History(d Die) []Face {
	out := []Face{{Value: d.Rolled, Kind: FaceRolled, next: d.first}}
	for i := d.first; i > 0; i = r.faces[i-1].next {
		out = append(out, r.faces[i-1])
	}
	return out
}

func (r *Result) reset(e *Expr) {
	r.Expr = e
	r.Total, r.Crit, r.Fumble = 0, false, false
	r.Comment = e.Comment
	r.nodes = r.nodes[:0]
	r.dice = r.dice[:0]
	r.faces = r.faces[:0]
	r.rolled = 0
	r.sawD20 = false
	r.plan = nil
}
