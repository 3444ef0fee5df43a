package dice

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

func mustDist(t *testing.T, s string, o DistOptions) *Dist {
	t.Helper()
	d, err := MustParse(s).DistWith(o)
	if err != nil {
		t.Fatalf("Dist(%q): %v", s, err)
	}
	return d
}

func TestDistReference(t *testing.T) {
	tests := []struct {
		expr string
		got  func(*Dist) *big.Rat
		want string
	}{
		{"2d20kh1", func(d *Dist) *big.Rat { return d.AtLeast(11) }, "3/4"},
		{"4d6kh3", (*Dist).Mean, "15869/1296"},
		{"4d6dl1", (*Dist).Mean, "15869/1296"},
		{"2d20kl1", func(d *Dist) *big.Rat { return d.AtLeast(11) }, "1/4"},
		{"1d20+5 >= 15", func(d *Dist) *big.Rat { return d.P(1) }, "11/20"},
		{"1d20rr1", func(d *Dist) *big.Rat { return d.P(2) }, "1/19"},
		{"1d20rr1", func(d *Dist) *big.Rat { return d.P(1) }, "0"},
		{"1d20ro1", func(d *Dist) *big.Rat { return d.P(1) }, "1/400"},
		{"1d20ro1", func(d *Dist) *big.Rat { return d.P(2) }, "21/400"},
		{"1d6/2", func(d *Dist) *big.Rat { return d.P(0) }, "1/6"},
		{"1d6/2", func(d *Dist) *big.Rat { return d.P(1) }, "1/3"},
		{"-1d6/2", func(d *Dist) *big.Rat { return d.P(-1) }, "1/3"},
		{"4dF", func(d *Dist) *big.Rat { return d.P(0) }, "19/81"},
		{"d%", func(d *Dist) *big.Rat { return d.P(100) }, "1/100"},
		{"5d10cs>=8", func(d *Dist) *big.Rat { return d.P(2) }, "3087/10000"}, // C(5,2) .3^2 .7^3
		{"(1d4, 1d6)kh1", func(d *Dist) *big.Rat { return d.P(6) }, "1/6"},
		{"(1d4, 1d6)kh1", func(d *Dist) *big.Rat { return d.P(4) }, "7/24"},
		{"1d6e6", (*Dist).Truncated, ""},                                // (1/6)^21, checked below
		{"8d6mi2", func(d *Dist) *big.Rat { return d.P(16) }, "1/6561"}, // every die 1 or 2
		{"2d6!!", func(d *Dist) *big.Rat { return d.P(7) }, "1/9"},      // a 6 compounds past 7, so 2+5, 3+4, 4+3, 5+2
	}
	for _, tt := range tests {
		d := mustDist(t, tt.expr, DistOptions{})
		got := tt.got(d)
		if tt.expr == "1d6e6" {
			want := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(6), big.NewInt(21), nil))
			if got.Cmp(want) != 0 {
				t.Errorf("1d6e6 truncated = %s, want %s", got, want)
			}
			continue
		}
		if got.Cmp(rat(tt.want)) != 0 {
			t.Errorf("%s: got %s, want %s", tt.expr, got.RatString(), tt.want)
		}
	}
}

func TestDist3d6(t *testing.T) {
	d := mustDist(t, "3d6", DistOptions{})
	want := []int64{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1}
	if d.Min() != 3 || d.Max() != 18 || d.Denominator().Int64() != 216 {
		t.Fatalf("3d6: min %d max %d den %s", d.Min(), d.Max(), d.Denominator())
	}
	for i, w := range want {
		if got := d.Count(int64(i + 3)).Int64(); got != w {
			t.Errorf("3d6 count of %d = %d, want %d", i+3, got, w)
		}
	}
	if d.Percentile(0.5) != 10 || d.Big() {
		t.Errorf("3d6 median %d big %v", d.Percentile(0.5), d.Big())
	}
	if v := d.Variance(); v.Cmp(rat("35/4")) != 0 {
		t.Errorf("3d6 variance %s", v)
	}
}

func TestDistBig(t *testing.T) {
	if d := mustDist(t, "8d6", DistOptions{}); d.Big() {
		t.Error("8d6 should fit uint64")
	}
	d := mustDist(t, "100d20", DistOptions{})
	if !d.Big() {
		t.Error("100d20 should need big counts")
	}
	if m := d.Mean(); m.Cmp(rat("1050")) != 0 {
		t.Errorf("100d20 mean %s", m)
	}
	if c := d.Count(100); c.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("100d20 count of 100 = %s", c)
	}
	if c := d.Count(101); c.Cmp(big.NewInt(100)) != 0 {
		t.Errorf("100d20 count of 101 = %s", c)
	}
	e := mustDist(t, "20d20kh10", DistOptions{})
	if e.Max() != 200 || e.P(200).Cmp(new(big.Rat).SetFrac(bigBinomTail(20, 10), new(big.Int).Exp(big.NewInt(20), big.NewInt(20), nil))) != 0 {
		t.Errorf("20d20kh10: max %d P(200) %s", e.Max(), e.P(200))
	}
}

// bigBinomTail counts the ways at least k of n d20s show 20.
func bigBinomTail(n, k int64) *big.Int {
	s := new(big.Int)
	for j := k; j <= n; j++ {
		t := new(big.Int).Binomial(n, j)
		t.Mul(t, new(big.Int).Exp(big.NewInt(19), big.NewInt(n-j), nil))
		s.Add(s, t)
	}
	return s
}

func TestDistErrors(t *testing.T) {
	tests := []struct {
		expr string
		o    DistOptions
		kind error
		want string
	}{
		{"1000d10000", DistOptions{}, ErrBudget, "dice: distribution of 1000d10000 needs more than 100000000 steps at column 1"},
		{"4d6ra1", DistOptions{Budget: 100}, ErrBudget, "dice: distribution of 4d6ra1 needs more than 100 steps at column 1"},
		{"1d6 / (1d2 - 1)", DistOptions{}, ErrValue, "dice: division by zero at column 5"},
		{"20d20kh10ro1", DistOptions{}, ErrBudget, "dice: distribution of 20d20kh10ro1 needs more than 100000000 steps at column 1"},
		{"(1d20, 1d20, 1d20)kh1", DistOptions{Budget: 1000}, ErrBudget, "dice: distribution of a set needs more than 1000 steps at column 1"},
		{"1d6k>3mi1000000000000000000", DistOptions{}, ErrBudget,
			"dice: distribution of 1d6k>3mi1000000000000000000 spans more than 16777216 totals at column 1"},
		{"4d6k>3mi1000000000000000000kh1", DistOptions{}, ErrBudget,
			"dice: distribution of 4d6k>3mi1000000000000000000kh1 spans more than 16777216 totals at column 1"},
		{"1d2 * 1000000000000", DistOptions{}, ErrBudget, "dice: distribution of * spans more than 16777216 totals at column 5"},
		{"2d6mi5000000000000000000", DistOptions{}, ErrValue, "dice: integer overflow at column 1"},
		{"(9223372036854775807, 1d2)", DistOptions{}, ErrValue, "dice: integer overflow at column 1"},
		{"-(-9223372036854775807 - 1d2)", DistOptions{}, ErrValue, "dice: integer overflow at column 24"},
		{"-(-9223372036854775807 - 1d1)", DistOptions{}, ErrValue, "dice: integer overflow at column 1"},
	}
	for _, tt := range tests {
		_, err := MustParse(tt.expr).DistWith(tt.o)
		if err == nil || err.Error() != tt.want || !errors.Is(err, tt.kind) {
			t.Errorf("Dist(%q) error = %v, want %q", tt.expr, err, tt.want)
		}
	}
}

// TestDistHandBuilt: trees the parser would refuse get errors, not panics.
func TestDistHandBuilt(t *testing.T) {
	rr := func(s Selector) Op { return Op{Kind: Reroll, Sels: []Selector{s}} }
	kh1 := Op{Kind: Keep, Sels: []Selector{{Kind: SelHighest, N: 1}}}
	tests := []struct {
		name string
		root Node
		want string
	}{
		{"rr every face", &Dice{Count: 1, Sides: 2, Ops: []Op{rr(Selector{Kind: SelAtLeast, N: 1})}},
			"dice: rr>=1 matches every face of a d2, so it would never end at column 1"},
		{"rr every face after kh", &Dice{Count: 2, Sides: 2, Ops: []Op{kh1, rr(Selector{Kind: SelAtLeast, N: 1})}},
			"dice: rr>=1 matches every face of a d2, so it would never end at column 1"},
		{"rr highest", &Dice{Count: 2, Sides: 6, Ops: []Op{kh1, rr(Selector{Kind: SelHighest, N: 1})}},
			"dice: rrh1 would reroll forever at column 1"},
		{"no sides", &Dice{Count: 1, Sides: 0}, "dice: impossible dice 1d0 at column 1"},
		{"no root", nil, "dice: expression has no value"},
	}
	for _, tt := range tests {
		_, err := (&Expr{Root: tt.root}).Dist()
		if err == nil || err.Error() != tt.want || !errors.Is(err, ErrValue) {
			t.Errorf("%s: error = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestDistPercentile(t *testing.T) {
	tests := []struct {
		expr  string
		depth int
		q     float64
		want  int64
	}{
		{"3d6", 0, 0.5, 10}, // P(<= 10) is exactly 1/2
		{"3d6", 0, 0.1, 7},
		{"3d6", 0, 0, 3},
		{"3d6", 0, 1, 18},
		{"3d6", 0, 1.5, 18},
		{"1d10", 0, 0.1, 1}, // 0.1 is not exactly 1/10 as a float64
		{"1d10", 0, 0.3, 3},
		{"1d10", 0, 0.7, 7},
		{"1d10", 0, 0.9, 9},
		{"1d10", 0, 0.90001, 10},
		{"500d6", 0, 0.5, 1750}, // the denominator is beyond float64
		{"1d4!", 1, 0.85, 6},    // P(<= 6) = 14/16
		{"1d4!", 1, 0.99, 7},    // never reached: 1/16 is truncated
	}
	for _, tt := range tests {
		if got := mustDist(t, tt.expr, DistOptions{ExplodeDepth: tt.depth}).Percentile(tt.q); got != tt.want {
			t.Errorf("%s: Percentile(%v) = %d, want %d", tt.expr, tt.q, got, tt.want)
		}
	}
}

// TestDistRerollExact: rr is followed to its limit after a ranked
// operation too, with nothing truncated.
func TestDistRerollExact(t *testing.T) {
	d := mustDist(t, "4d6kh3rr1", DistOptions{})
	if d.Truncated().Sign() != 0 || d.Min() != 6 || d.Big() {
		t.Errorf("4d6kh3rr1: truncated %s, min %d, big %v", d.Truncated(), d.Min(), d.Big())
	}
	// kh3 drops a 1 whenever there is one, so the kept 1s number
	// max(X-1, 0) for X ~ Bin(4, 1/6), and rr raises each by 3 on average:
	// 15869/1296 + 3 (2/3 - 1 + 625/1296).
	if m := d.Mean(); m.Cmp(rat("1028/81")) != 0 {
		t.Errorf("4d6kh3rr1 mean %s, want 1028/81", m.RatString())
	}
	if m := mustDist(t, "3d6rr1", DistOptions{}).Mean(); m.Cmp(rat("12")) != 0 {
		t.Errorf("3d6rr1 mean %s, want 12", m.RatString())
	}
}

var errTooMany = errors.New("too many outcomes")

// bruteForce enumerates every sequence of faces of the whole expression
// through the evaluator. It reports false when there are too many, and nil
// probabilities when some outcome is an error.
func bruteForce(e *Expr, depth int) (map[int64]*big.Rat, *big.Rat, bool) {
	runs := 0
	probs, trunc, err := everyRoll(e, depth, func(int) error {
		if runs++; runs > 50_000 {
			return errTooMany
		}
		return nil
	})
	return probs, trunc, !errors.Is(err, errTooMany)
}

// randomExpr builds a small random expression using every operation but
// rr (see TestDistRerollMatchesBruteForce), with rr in place of ro when
// withRR is set.
func randomExpr(r *rand.Rand, withRR bool) string {
	ops := []string{"k", "p", "ro", "ra", "e", "!", "mi", "ma", "!!", "cs"}
	if withRR {
		ops = []string{"k", "p", "rr", "ra", "mi", "ma", "cs"}
	}
	sel := func(op string) string {
		n := r.IntN(4) + 1
		switch op {
		case "mi", "ma":
			return fmt.Sprint(n)
		case "!", "!!":
			return []string{"", ">=3", "4", "<2"}[r.IntN(4)]
		case "rr":
			return []string{"", "<", ">", "<="}[r.IntN(4)] + fmt.Sprint(r.IntN(2)+1)
		}
		return []string{"h", "l", ">", "<", ">=", "<=", ""}[r.IntN(7)] + fmt.Sprint(n)
	}
	dice := func() string {
		s := fmt.Sprintf("%dd%d", r.IntN(3)+1, r.IntN(4)+2)
		switch r.IntN(12) {
		case 0:
			s = fmt.Sprintf("%ddF", r.IntN(3)+1)
		case 1:
			s = "1d%"
		}
		rr := false
		for range r.IntN(5) {
			op := ops[r.IntN(len(ops))]
			if op == "rr" {
				if rr {
					continue // one rr per term: see TestDistRerollMatchesBruteForce
				}
				rr = true
			}
			s += op + sel(op)
			if op == "cs" {
				break
			}
		}
		if withRR && !rr {
			s += "rr" + sel("rr")
		}
		return s
	}
	var term func(depth int) string
	term = func(depth int) string {
		switch k := r.IntN(10); {
		case k < 6 || depth > 1:
			return dice()
		case k < 8:
			set := []string{"", "kh1", "pl1", "k>2", "cs>2", "kh2kl1", "p<2cs>1", "kl1k>0"}[r.IntN(8)]
			return fmt.Sprintf("(%s, %s, %d)%s", term(depth+1), term(depth+1), r.IntN(4)-1, set)
		case k < 9:
			return "-" + term(depth+1)
		default:
			return fmt.Sprint(r.IntN(5))
		}
	}
	s := term(0)
	if r.IntN(2) == 0 {
		s += []string{" + ", " - ", " * ", " / ", " // ", " % ", " >= ", " == ", " < ", " != "}[r.IntN(10)] + term(0)
	}
	return s
}

// diffDist lists where d differs from want (and wantTrunc) with the
// probabilities of d scaled by scale.
func diffDist(d *Dist, want map[int64]*big.Rat, wantTrunc, scale *big.Rat) []string {
	var diffs []string
	seen := map[int64]bool{}
	for v, p := range want {
		seen[v] = true
		if got := new(big.Rat).Mul(d.P(v), scale); got.Cmp(p) != 0 {
			diffs = append(diffs, fmt.Sprintf("P(%d) = %s, want %s", v, got.RatString(), p.RatString()))
		}
	}
	for _, v := range d.Totals() {
		if !seen[v] {
			diffs = append(diffs, fmt.Sprintf("P(%d) = %s, want 0", v, d.P(v).RatString()))
		}
	}
	if got := d.Truncated(); got.Cmp(wantTrunc) != 0 {
		diffs = append(diffs, fmt.Sprintf("truncated %s, want %s", got.RatString(), wantTrunc.RatString()))
	}
	return diffs
}

// bruteForceCases are expressions that reach each method of Dist, and
// orders of operations whose ties the evaluator breaks by roll order.
var bruteForceCases = []string{
	"4d4kh3", "3d6dl1", "3d4ro1kh2", "3d4kh2kl1", "3d4kh2ro1", "3d4kl1ra1", "1d4e>=3ro>3!>=3",
	"3d3ra>1e3", "2d6e5mi5kh1e5", "3d3ro<2ra2e3", "2d4!!kh1!!", "2d4!!mi4kh1!!4",
	"4d3eh1", "3d3e3kh2", "3d3e3pl1", "2d4e4k>2cs>3", "3d3!kl2", "2dFkh1!", "2d%kh1",
	"3d4kh2cs>2", "4d4k>1kh2", "3d3ma2kh1e2", "(1d3, 1d3, 2)kh2kl1", "(1d4, -1d3, 0)p<1cs>1",
	"(2d3kh1, 1d4!, 3)k>1", "(1d3, 1d3)cs>1", "(1d3e3, 1d4)kh1", "()", "(1d4,)kl1",
	"1d6 / (1d3 - 1)", "1d4 % -3", "-1d6 // 4", "1d20+5 >= 15",
}

// TestDistMatchesBruteForce: for bruteForceCases and random small
// expressions, the exact distribution equals the one found by rolling
// every sequence of faces through the evaluator.
func TestDistMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	const depth = 2
	one := big.NewRat(1, 1)
	tried, i := 0, 0
	for tried < 400 {
		var s string
		if i < len(bruteForceCases) {
			s = bruteForceCases[i]
		} else {
			s = randomExpr(r, false)
		}
		i++
		e, err := Parse(s)
		if err != nil {
			continue // e.g. an operation that could never end
		}
		want, wantTrunc, ok := bruteForce(e, depth)
		if !ok {
			continue
		}
		tried++
		d, err := e.DistWith(DistOptions{ExplodeDepth: depth})
		if want == nil {
			if err == nil || !errors.Is(err, ErrValue) {
				t.Errorf("%s: the evaluator fails on some outcome; Dist gives error %v", s, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		if diffs := diffDist(d, want, wantTrunc, one); len(diffs) > 0 {
			t.Errorf("%s:\n\t%s", s, strings.Join(diffs, "\n\t"))
		}
	}
}

// rerollCases are rr before and after other operations.
var rerollCases = []string{
	"1d20rr1", "3d3kh2rr1", "2d6rr<3kh1", "3d4kl2rr>3", "4d3rr1kh2kl1", "2d3ra2rr1",
	"(1d4rr1, 1d3)kh1", "2d4rr1mi3", "2d3ma2rr<2", "3d3kh2rr1cs>2",
}

// rerollBruteForce finds the distribution of an expression whose rerolls
// all come from rr by rolling every sequence of faces through the
// evaluator with MaxLoop 1. A run that completes rerolled each die that
// rr selected exactly once, onto a face rr lets stand; rr proper shows
// each such face with probability 1/m rather than 1/s, for m of the s
// faces letting it stand, so the run's weight is scaled by s/m per die
// rerolled. Runs stopped at the second reroll of a die stand for no
// outcome of rr proper. It reports false when there are too many runs, and
// nil probabilities when some outcome is an error.
func rerollBruteForce(e *Expr) (map[int64]*big.Rat, bool) {
	var nodes []Node
	var walk func(Node)
	walk = func(n Node) {
		nodes = append(nodes, n)
		switch n := n.(type) {
		case *Paren:
			walk(n.X)
		case *Unary:
			walk(n.X)
		case *Binary:
			walk(n.L)
			walk(n.R)
		case *Set:
			for _, it := range n.Items {
				walk(it)
			}
		}
	}
	walk(e.Root)
	// stand[i] is the number of faces rr lets stand, for dice term i.
	stand := map[int]int64{}
	for i, n := range nodes {
		if d, ok := n.(*Dice); ok {
			for _, op := range d.Ops {
				if op.Kind == Reroll {
					for f := d.Lo(); f <= d.Hi(); f++ {
						if !slices.ContainsFunc(op.Sels, func(s Selector) bool { return s.Matches(int64(f), int64(d.Hi())) }) {
							stand[i]++
						}
					}
				}
			}
		}
	}
	lim := e.Limits.withDefaults()
	lim.MaxLoop, lim.MaxDice = 1, 1<<30
	ex := &Expr{Root: e.Root, Limits: lim}
	probs := map[int64]*big.Rat{}
	var res Result
	o := &odometer{}
	for runs := 0; ; runs++ {
		if runs > 50_000 {
			return nil, false
		}
		err := ex.RollInto(o, &res)
		switch {
		case errors.Is(err, ErrLimit):
		case err != nil:
			return nil, true
		default:
			p := new(big.Rat).SetFrac(big.NewInt(1), o.bigWeight())
			for i, m := range stand {
				nr := res.Nodes()[i]
				for _, d := range res.Dice()[nr.DiceStart:nr.DiceEnd] {
					for _, f := range res.History(d) {
						if f.Kind == FaceRerolled {
							p.Mul(p, big.NewRat(int64(d.Hi-d.Lo+1), m))
						}
					}
				}
			}
			if old, ok := probs[res.Total]; ok {
				p.Add(p, old)
			}
			probs[res.Total] = p
		}
		if !o.next() {
			return probs, true
		}
	}
}

// TestDistRerollMatchesBruteForce: for rerollCases and random small
// expressions with rr, the exact distribution equals rerollBruteForce's.
func TestDistRerollMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	one := big.NewRat(1, 1)
	tried, i := 0, 0
	for tried < 150 {
		var s string
		if i < len(rerollCases) {
			s = rerollCases[i]
		} else {
			s = randomExpr(r, true)
		}
		i++
		e, err := Parse(s)
		if err != nil {
			continue
		}
		want, ok := rerollBruteForce(e)
		if !ok {
			continue
		}
		tried++
		d, err := e.Dist()
		if want == nil {
			if err == nil || !errors.Is(err, ErrValue) {
				t.Errorf("%s: the evaluator fails on some outcome; Dist gives error %v", s, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		if diffs := diffDist(d, want, new(big.Rat), one); len(diffs) > 0 {
			t.Errorf("%s:\n\t%s", s, strings.Join(diffs, "\n\t"))
		}
	}
}

func FuzzDist(f *testing.F) {
	for _, s := range []string{"4d6kh3", "2d20kh1+7", "(1d4, 1d6)kh1", "3d6!", "5d10cs>=8", "2d6ro1mi2", "1d6/2", "4dF",
		"3d4ra1kh2", "3d4kh2rr1", "2d6e5mi5kh1e5", "3d3!!kh2!!3", "(1d4, 2d3kh1)kh1kl1", "1d4k>2mi99999999999"} {
		f.Add(s)
	}
	lim := Limits{MaxLength: 60, MaxDepth: 6, MaxDice: 30, MaxSides: 30, MaxLoop: 4}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := lim.Parse(s)
		if err != nil {
			return
		}
		start := time.Now()
		d, err := e.DistWith(DistOptions{ExplodeDepth: 3, Budget: 200_000})
		if el := time.Since(start); el > 2*time.Second {
			t.Fatalf("Dist(%q) took %v", s, el)
		}
		if err != nil {
			if !errors.Is(err, ErrBudget) && !errors.Is(err, ErrValue) {
				t.Fatalf("Dist(%q): %v", s, err)
			}
			return
		}
		sum := new(big.Rat).Set(d.Truncated())
		for _, v := range d.Totals() {
			sum.Add(sum, d.P(v))
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Fatalf("Dist(%q): probabilities sum to %s", s, sum.RatString())
		}
	})
}

// TestDistRankMatchesWalk checks the rank DP against the general method on
// terms too large to brute-force: counts of one to three words, more than
// 62 dice (binomials beyond uint64), unequal weights (ro, mi) and dropped
// dice.
func TestDistRankMatchesWalk(t *testing.T) {
	for _, s := range []string{
		"8d6kh3", "24d6kh4", "45d3kh4", "90d3kh5", "70d3kl2", "45d3mi2kl4", "66d2ro1kh3", "63d2ro1pl2",
		"20d3p<2kh3", "12d4ro1pl2", "10d6k>2kl3", "30d3csh4", "12d4kh0",
	} {
		d := MustParse(s).Root.(*Dice)
		run := func(f func(*distCtx) (*pmf, error)) *Dist {
			dc := &distCtx{budget: budget{left: 1 << 40, opts: DistOptions{ExplodeDepth: 20, Budget: 1 << 40}}, lim: DefaultLimits}
			p, err := f(dc)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			return &Dist{p: p}
		}
		got := run(func(dc *distCtx) (*pmf, error) { return dc.rank(d) })
		want := run(func(dc *distCtx) (*pmf, error) { return dc.walk(d) })
		if got.Min() != want.Min() || got.Max() != want.Max() {
			t.Errorf("%s: rank spans %d..%d, walk %d..%d", s, got.Min(), got.Max(), want.Min(), want.Max())
			continue
		}
		for v := want.Min(); v <= want.Max(); v++ {
			if got.P(v).Cmp(want.P(v)) != 0 {
				t.Errorf("%s: P(%d) rank %s, walk %s", s, v, got.P(v).RatString(), want.P(v).RatString())
				break
			}
		}
	}
}
