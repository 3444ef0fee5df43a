package combat

import (
	"errors"
	"testing"
)

// objectDuel is duel with a door beside ana (AC 15, 5 hit points) and a
// far chest.
func objectDuel(t *testing.T) *State {
	s := duel(t, "srd-5.2.1")
	s.Grid.Objects = []Object{{ID: "door", At: Point{2, 0}, AC: 15, HP: 5, MaxHP: 5}, {ID: "chest", At: Point{9, 9}, AC: 15, HP: 5, MaxHP: 5}}
	do(t, s, Command{Kind: Start}, 15, 5)
	return s
}

// TestAttackObject: the roll against the object's AC, the damage off its
// hit points, destroyed at 0; a copy taken before keeps its own object.
func TestAttackObject(t *testing.T) {
	tests := []struct {
		name      string
		faces     []int
		hp        int
		destroyed bool
	}{
		{"miss", []int{9}, 5, false},
		{"hit", []int{10, 1}, 1, false},
		{"break", []int{10, 8}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := objectDuel(t)
			before := s.Clone()
			do(t, s, Command{Kind: AttackObject, By: "ana", Target: "door", Attack: "longsword"}, tt.faces...)
			got := s.Object("door")
			if got.HP != tt.hp || got.Destroyed != tt.destroyed {
				t.Errorf("got hp %d destroyed %v, want %d %v", got.HP, got.Destroyed, tt.hp, tt.destroyed)
			}
			if b := before.Object("door"); b.HP != 5 || b.Destroyed {
				t.Errorf("the copy taken before changed: %+v", b)
			}
		})
	}
}

// TestObjectRefusals: unknown, out of reach, a creature-only spell.
func TestObjectRefusals(t *testing.T) {
	tests := []struct {
		name string
		cmd  Command
		want error
	}{
		{"no such object", Command{Kind: AttackObject, By: "ana", Target: "gate", Attack: "longsword"}, ErrNoSuchObject},
		{"out of reach", Command{Kind: AttackObject, By: "ana", Target: "chest", Attack: "longsword"}, ErrOutOfReach},
		{"creature-only spell", Command{Kind: CastObject, By: "ana", Target: "door", Spell: "ray-of-frost"}, ErrNotObjectSpell},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := objectDuel(t)
			if _, err := Do(s, tt.cmd, nil); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}
