package dice

import "testing"

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
