package dice

import (
	"slices"
	"sync"
	"testing"
)

// TestFastRedraw gives the fast path a die so large that a quarter of the
// draws may be biased (2^64 mod 3·2^62 is 2^62), so that redraw takes
// over: the faces and the roller's state must be those of uintn, and the
// total their sum.
func TestFastRedraw(t *testing.T) {
	var size uint64 = 3 << 62
	p := &fastPlan{n: 6, size: size, thresh: -size % size}
	redraws := 0
	var res Result
	for seed := range uint64(100) {
		fast, slow := NewSeeded(seed), NewSeeded(seed)
		for range 3 {
			if _, _, _, _, ok := drawFaces(fast.hi, fast.lo, p.size, p.thresh, p.mask, make([]Die, p.n)); !ok {
				redraws++
			}
			if err := p.roll(&Expr{}, fast, fast, &res); err != nil {
				t.Fatal(err)
			}
			var sum int64
			for i, d := range res.dice {
				f := slow.uintn(size)
				if got := uint64(d.Value); got != f {
					t.Fatalf("seed %d, die %d: got %d, want %d", seed, i, got, f)
				}
				sum += int64(f)
			}
			if fast.hi != slow.hi || fast.lo != slow.lo {
				t.Fatalf("seed %d: the roller's state differs from uintn's", seed)
			}
			if res.Total != sum {
				t.Fatalf("seed %d: total %d, want %d", seed, res.Total, sum)
			}
		}
	}
	if redraws == 0 {
		t.Error("no roll was redrawn")
	}
}

// TestFastRecords checks that the records the fast path completes when
// they are read are the evaluator's, field by field, and that reading them
// from several goroutines at once is safe (run with -race).
func TestFastRecords(t *testing.T) {
	for _, s := range []string{"4d6kh3", "4d6pl2", "2d20kl1", "8d6", "5dF", "10d4kh3", "0d6"} {
		fast := MustParse(s)
		slow := *fast
		slow.fast = nil
		var a, b Result
		for seed := range uint64(50) {
			if err := fast.RollInto(NewSeeded(seed), &a); err != nil {
				t.Fatal(err)
			}
			if err := slow.RollInto(NewSeeded(seed), &b); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a.Nodes(), b.Nodes()) || !slices.Equal(a.Dice(), b.Dice()) {
				t.Fatalf("%s seed %d: fast records %v %v, evaluator %v %v", s, seed, a.Nodes(), a.Dice(), b.Nodes(), b.Dice())
			}
		}
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				if a.String() != b.String() || len(a.Dice()) != len(b.Dice()) {
					t.Errorf("%s: concurrent reads differ", s)
				}
			})
		}
		wg.Wait()
	}
}
