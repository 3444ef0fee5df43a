package scenario

import (
	"errors"
	"testing"
)

// TestGridObjects: a grid's objects list, good and bad.
func TestGridObjects(t *testing.T) {
	tests := []struct {
		name  string
		specs []ObjectSpec
		want  int
		err   bool
	}{
		{"one door", []ObjectSpec{{ID: "door", At: []int{1, 0}, AC: 15, HP: 18}}, 1, false},
		{"no id", []ObjectSpec{{At: []int{1, 0}, AC: 15, HP: 18}}, 0, true},
		{"twice", []ObjectSpec{{ID: "a", At: []int{1, 0}, HP: 1}, {ID: "a", At: []int{2, 0}, HP: 1}}, 0, true},
		{"no square", []ObjectSpec{{ID: "a", At: []int{1}, HP: 1}}, 0, true},
		{"off the grid", []ObjectSpec{{ID: "a", At: []int{9, 0}, HP: 1}}, 0, true},
		{"no hit points", []ObjectSpec{{ID: "a", At: []int{1, 0}}}, 0, true},
		{"negative ac", []ObjectSpec{{ID: "a", At: []int{1, 0}, AC: -1, HP: 2}}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := gridObjects(tt.specs, 4, 4)
			if (err != nil) != tt.err || (err != nil && !errors.Is(err, ErrObject)) {
				t.Fatalf("err = %v, want error %v", err, tt.err)
			}
			if len(got) != tt.want {
				t.Errorf("got %d objects, want %d", len(got), tt.want)
			}
			if len(got) == 1 && (got[0].MaxHP != got[0].HP || got[0].At[0] != 1) {
				t.Errorf("got %+v", got[0])
			}
		})
	}
}

// FuzzGridObjects: any object entry is taken or refused with ErrObject,
// never a panic, and a taken one lies on the grid with its hit points.
func FuzzGridObjects(f *testing.F) {
	f.Add("door", 1, 0, 15, 18)
	f.Add("", -1, 9, -2, 0)
	f.Fuzz(func(t *testing.T, id string, x, y, ac, hp int) {
		got, err := gridObjects([]ObjectSpec{{ID: id, At: []int{x, y}, AC: ac, HP: hp}}, 4, 4)
		if err != nil {
			if !errors.Is(err, ErrObject) {
				t.Fatalf("error %v is not ErrObject", err)
			}
			return
		}
		if o := got[0]; o.At[0] < 0 || o.At[0] >= 4 || o.At[1] < 0 || o.At[1] >= 4 || o.HP < 1 || o.MaxHP != o.HP {
			t.Fatalf("took %+v", o)
		}
	})
}
