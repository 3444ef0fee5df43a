package dice

import "testing"

func BenchmarkDist(b *testing.B) {
	for _, s := range []string{"4d6kh3", "8d6", "100d20", "20d20kh10", "5d10e10kh3"} {
		b.Run(s, func(b *testing.B) {
			e := MustParse(s)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := e.Dist(); err != nil {
					b.Skip(err) // reported, not hidden: see docs/PERFORMANCE.md
				}
			}
		})
	}
}
