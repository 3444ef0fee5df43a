package character

import (
	"slices"
	"testing"
)

// TestSorcerousRestoration: by hand from the SRDs. 2014 sorcerer 20 (20
// sorcery points): 4 back each short rest, never above the maximum. 2024
// sorcerer 6 (6 points): up to half the level, 3, once a long rest; a
// rest with nothing spent leaves the use.
func TestSorcerousRestoration(t *testing.T) {
	tests := []struct {
		rs            string
		level, spent  int
		want, useLeft int // points after the rest; the 2024 use left (-1: none)
		second        int // points after a second short rest with the same spent before
	}{
		{"srd-5.1", 20, 10, 14, -1, 14},
		{"srd-5.1", 20, 2, 20, -1, 20},
		{"srd-5.1", 19, 10, 9, -1, 9},
		{"srd-5.2.1", 6, 5, 4, 0, 1},
		{"srd-5.2.1", 6, 2, 6, 0, 4},
		{"srd-5.2.1", 6, 0, 6, 1, 6},
		{"srd-5.2.1", 4, 4, 0, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.rs, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "sorcerer", tt.level)
			c, err := Build(spec, cat)
			if err != nil {
				t.Fatal(err)
			}
			max := c.State.Resources[restorePoints]
			for round, want := range []int{tt.want, tt.second} {
				c.State.Resources[restorePoints] = max - tt.spent
				res, err := c.ShortRest(0, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got := c.State.Resources[restorePoints]; got != want {
					t.Errorf("rest %d: got %d of %d points, want %d (%v)", round+1, got, max, want, res.Recovered)
				}
				if round == 0 && want > max-tt.spent && !slices.ContainsFunc(res.Recovered, func(s string) bool { return s == "Sorcerous Restoration" }) {
					t.Errorf("recovered %v lacks Sorcerous Restoration", res.Recovered)
				}
				if round == 0 && tt.useLeft >= 0 && c.State.Resources["sorcerer-sorcerous-restoration"] != tt.useLeft {
					t.Errorf("use left %d, want %d", c.State.Resources["sorcerer-sorcerous-restoration"], tt.useLeft)
				}
			}
		})
	}
}
