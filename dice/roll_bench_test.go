package dice

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// BenchmarkFloor is the floor for rolling 4d6kh3: a bare PCG loop rolling
// four d6 by Lemire's method and summing the highest three.
func BenchmarkFloor(b *testing.B) {
	var pcg rand.PCG
	pcg.Seed(1, 2)
	d6 := func() int64 {
		hi, lo := bits.Mul64(pcg.Uint64(), 6)
		for lo < 4 { // -6 % 6 == 4: reject the biased low values
			hi, lo = bits.Mul64(pcg.Uint64(), 6)
		}
		return int64(hi) + 1
	}
	var sink int64
	for b.Loop() {
		sum, low := int64(0), int64(7)
		for range 4 {
			v := d6()
			sum += v
			low = min(low, v)
		}
		sink += sum - low
	}
	_ = sink
}

func BenchmarkRoll(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			e := MustParse(s)
			r := NewSeeded(1)
			var res Result
			b.ReportAllocs()
			for b.Loop() {
				if err := e.RollInto(r, &res); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseRoll(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			r := NewSeeded(1)
			b.ReportAllocs()
			for b.Loop() {
				e, err := Parse(s)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := e.Roll(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
