package dice

import (
	"math/big"
	"math/bits"
)

// Exact counts are fixed-width unsigned integers of w 64-bit limbs, little
// endian, stored side by side in flat []uint64 slices. Every count of a
// distribution is at most its denominator, which is known before the counts
// are computed, so the width is chosen once and no arithmetic can overflow.
// With w == 1 the counts are plain uint64s.

// limbsFor returns the limbs needed to hold den.
func limbsFor(den *big.Int) int {
	return max(1, (den.BitLen()+63)/64)
}

// natAdd sets dst += a (same width).
func natAdd(dst, a []uint64) {
	var c uint64
	for i := range dst {
		dst[i], c = bits.Add64(dst[i], a[i], c)
	}
}

// natSub sets dst -= a (same width; dst >= a).
func natSub(dst, a []uint64) {
	var b uint64
	for i := range dst {
		dst[i], b = bits.Sub64(dst[i], a[i], b)
	}
}

// natMulAddSmall sets dst += a * k (same width; the result fits).
func natMulAddSmall(dst, a []uint64, k uint64) {
	if k == 0 {
		return
	}
	var carry uint64
	for i := range dst {
		hi, lo := bits.Mul64(a[i], k)
		var c uint64
		lo, c = bits.Add64(lo, carry, 0)
		hi += c
		dst[i], c = bits.Add64(dst[i], lo, 0)
		carry = hi + c
	}
}

// natMulAdd sets dst += a * b, truncated to the width of dst (the result
// fits by construction).
func natMulAdd(dst, a, b []uint64) {
	w := len(dst)
	for i := 0; i < w && i < len(a); i++ {
		if a[i] == 0 {
			continue
		}
		var carry uint64
		for j := 0; i+j < w && j < len(b); j++ {
			hi, lo := bits.Mul64(a[i], b[j])
			var c uint64
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			dst[i+j], c = bits.Add64(dst[i+j], lo, 0)
			carry = hi + c
		}
		for k := i + len(b); k < w && carry != 0; k++ {
			dst[k], carry = bits.Add64(dst[k], carry, 0)
		}
	}
}

func natIsZero(a []uint64) bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// natBig converts a count to a big.Int.
func natBig(a []uint64) *big.Int {
	ws := make([]big.Word, len(a))
	for i, x := range a {
		ws[i] = big.Word(x)
	}
	return new(big.Int).SetBits(ws)
}

// natSet writes x into dst (len w); x must fit.
func natSet(dst []uint64, x *big.Int) {
	clear(dst)
	for i, wd := range x.Bits() {
		dst[i] = uint64(wd)
	}
}
