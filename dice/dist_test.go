package dice

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
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
	}
	for _, tt := range tests {
		_, err := MustParse(tt.expr).DistWith(tt.o)
		if err == nil || err.Error() != tt.want || !errors.Is(err, tt.kind) {
			t.Errorf("Dist(%q) error = %v, want %q", tt.expr, err, tt.want)
		}
	}
}

var errTooMany = errors.New("too many outcomes")

// bruteForce enumerates every sequence of faces of the whole expression
// through the evaluator. It reports false when there are too many, and nil
// probabilities when some outcome is an error.
func bruteForce(e *Expr, depth int) (map[int64]*big.Rat, *big.Rat, bool) {
	runs := 0
	probs, trunc, err := everyRoll(e, depth, func(int) error {
		if runs++; runs > 200_000 {
			return errTooMany
		}
		return nil
	})
	return probs, trunc, !errors.Is(err, errTooMany)
}

// randomExpr builds a small random expression using every operation.
func randomExpr(r *rand.Rand) string {
	var term func(depth int) string
	ops := []string{"k", "p", "ro", "ra", "e", "mi", "ma", "!!", "cs"}
	sel := func(op string) string {
		n := r.IntN(4) + 1
		switch op {
		case "mi", "ma":
			return fmt.Sprint(n)
		case "!!":
			return []string{"", ">=3", "4"}[r.IntN(3)]
		}
		return []string{"h", "l", ">", "<", ">=", "<=", ""}[r.IntN(7)] + fmt.Sprint(n)
	}
	term = func(depth int) string {
		switch k := r.IntN(10); {
		case k < 6 || depth > 1:
			s := fmt.Sprintf("%dd%d", r.IntN(3)+1, r.IntN(4)+2)
			for range r.IntN(3) {
				op := ops[r.IntN(len(ops))]
				s += op + sel(op)
				if op == "cs" {
					break
				}
			}
			return s
		case k < 8:
			return fmt.Sprintf("(%s, %s)%s", term(depth+1), term(depth+1), []string{"", "kh1", "pl1", "k>2", "cs>2"}[r.IntN(5)])
		default:
			return fmt.Sprint(r.IntN(5))
		}
	}
	s := term(0)
	if r.IntN(2) == 0 {
		s += []string{" + ", " - ", " * ", " // ", " % ", " >= ", " == "}[r.IntN(7)] + term(0)
	}
	return s
}

// TestDistMatchesBruteForce: for random small expressions, the exact
// distribution equals the one found by rolling every sequence of faces.
func TestDistMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	const depth = 2
	tried := 0
	for tried < 300 {
		s := randomExpr(r)
		e, err := Parse(s)
		if err != nil {
			continue // e.g. an operation that could never end
		}
		want, wantTrunc, ok := bruteForce(e, depth)
		if !ok {
			continue
		}
		d, err := e.DistWith(DistOptions{ExplodeDepth: depth})
		if want == nil {
			if err == nil {
				t.Errorf("%s: the evaluator fails on some outcome but Dist does not", s)
			}
			continue
		}
		tried++
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		var diffs []string
		seen := map[int64]bool{}
		for v, p := range want {
			seen[v] = true
			if got := d.P(v); got.Cmp(p) != 0 {
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
		if len(diffs) > 0 {
			t.Errorf("%s:\n\t%s", s, strings.Join(diffs, "\n\t"))
		}
	}
}

func FuzzDist(f *testing.F) {
	for _, s := range []string{"4d6kh3", "2d20kh1+7", "(1d4, 1d6)kh1", "3d6!", "5d10cs>=8", "2d6ro1mi2", "1d6/2", "4dF", "3d4ra1kh2"} {
		f.Add(s)
	}
	lim := Limits{MaxLength: 60, MaxDepth: 6, MaxDice: 30, MaxSides: 30, MaxLoop: 4}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := lim.Parse(s)
		if err != nil {
			return
		}
		d, err := e.DistWith(DistOptions{ExplodeDepth: 3, Budget: 200_000})
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
