package dice

import "testing"

// TestFastDrawRejects gives draw a die so large that a quarter of the
// draws may be biased (2^64 mod 3·2^62 is 2^62), so that its slow way is
// taken: the faces and the roller's state must be those of uintn, and the
// sum that of the faces. (The keys for the die to drop overflow on faces
// this large; TestFastMatchesEvaluator checks the drops.)
func TestFastDrawRejects(t *testing.T) {
	var size uint64 = 3 << 62
	p := &fastPlan{n: 6, size: size, thresh: -size % size}
	slowWays := 0
	for seed := range uint64(100) {
		fast, slow := NewSeeded(seed), NewSeeded(seed)
		dice := make([]Die, p.n)
		for range 3 {
			if _, _, _, _, ok := drawFaces(fast.hi, fast.lo, p.size, p.thresh, p.mask, dice); !ok {
				slowWays++
			}
			sum, _ := p.draw(fast, dice)
			var wantSum int64
			for i := range dice {
				f := slow.uintn(size)
				if got := uint64(dice[i].Value); got != f {
					t.Fatalf("seed %d, die %d: got %d, want %d", seed, i, got, f)
				}
				wantSum += int64(f)
			}
			if fast.hi != slow.hi || fast.lo != slow.lo {
				t.Fatalf("seed %d: the roller's state differs from uintn's", seed)
			}
			if sum != wantSum {
				t.Fatalf("seed %d: sum %d, want %d", seed, sum, wantSum)
			}
		}
	}
	if slowWays == 0 {
		t.Error("no roll took the slow way")
	}
}
