package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestDeathSaveInto makes the same death saves by DeathSave and by
// DeathSaveInto into one reused result, in every ruleset: the same
// results and the same creatures after, and the error for a creature not
// dying.
func TestDeathSaveInto(t *testing.T) {
	var room TestResult
	for _, name := range Names() {
		rs, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range []struct {
			name   string
			faces  []int
			adv    []string
			saves  DeathSaves
			hp     int
			stable bool
		}{
			{"natural 20", []int{20}, nil, DeathSaves{}, 0, false},
			{"natural 1", []int{1}, nil, DeathSaves{Failures: 1}, 0, false},
			{"success", []int{12}, nil, DeathSaves{Successes: 2}, 0, false},
			{"failure", []int{5}, nil, DeathSaves{Failures: 2}, 0, false},
			{"advantage", []int{4, 15}, []string{"beacon of hope"}, DeathSaves{}, 0, false},
			{"not dying", []int{10}, nil, DeathSaves{}, 5, false},
			{"stable", []int{10}, nil, DeathSaves{}, 0, true},
		} {
			a, b := NewCreature("a"), NewCreature("a")
			for _, c := range []*Creature{a, b} {
				c.MaxHP, c.HP, c.Saves, c.Stable, c.DeathSaveAdv = 10, tt.hp, tt.saves, tt.stable, tt.adv
			}
			want, werr := rs.DeathSave(a, dice.NewScripted(tt.faces...))
			gerr := rs.DeathSaveInto(b, dice.NewScripted(tt.faces...), &room)
			got := room
			got.srcs = nil
			if werr != gerr {
				t.Fatalf("%s, %s: errors %v and %v", name, tt.name, werr, gerr)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: got %+v, want %+v", name, tt.name, got, want)
			}
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s, %s: the creatures differ after", name, tt.name)
			}
		}
	}
}
