package combat

import "testing"

func TestSeams(t *testing.T) {
	column := []Point{{2, 0}, {2, 1}, {2, 2}}
	tests := []struct {
		name    string
		a, b    [2]float64
		squares []Point
		want    bool
	}{
		{"along the seam of a wall column", [2]float64{1, 1}, [2]float64{4, 1}, column, true},
		{"along the seam, the other way", [2]float64{4, 2}, [2]float64{1, 2}, column, true},
		{"along the column's outer edge", [2]float64{1, 0}, [2]float64{4, 0}, column, false},
		{"along a seam of a wall row", [2]float64{3, 0}, [2]float64{3, 4}, []Point{{2, 1}, {3, 1}}, true},
		{"beside a lone square", [2]float64{1, 1}, [2]float64{4, 1}, []Point{{2, 1}}, false},
		{"not along a grid line", [2]float64{1, 1.5}, [2]float64{4, 1.5}, column, false},
		{"short of the wall", [2]float64{0, 1}, [2]float64{2, 1}, column, false},
	}
	for _, tt := range tests {
		if got := seams(tt.a, tt.b, tt.squares); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
