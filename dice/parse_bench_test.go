package dice

import "testing"

// benchExprs are the expressions every dice benchmark measures.
var benchExprs = []string{"1d20+5", "4d6kh3", "2d20kh1+7", "8d6+2*(1d8+3)-1", "10d6!"}

func BenchmarkParse(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
