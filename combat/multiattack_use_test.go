package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestMultiattackUsePolicy plays a srd-5.2.1 vampire spawn's Multiattack
// step by step by the policy: two Claws, then the Bite (a save) only on a
// creature the claws grappled (SRD 5.2.1, Monsters: Multiattack; Vampire
// Spawn). got/want: whether a Bite save was rolled.
func TestMultiattackUsePolicy(t *testing.T) {
	for _, tt := range []struct {
		name  string
		faces []int
		want  bool
	}{
		// a Claw's 19 + 6 hits AC 15 and grapples: the Bite, worth more,
		// comes next, then the other Claw
		{"claws hit, bite", []int{19, 2, 2, 2, 1, 1, 1, 3, 19, 2, 2}, true},
		{"claws miss, no bite", []int{2, 2}, false}, // 2 + 6 misses
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := duelOf(t, "srd-5.2.1", "vampire-spawn")
			if _, err := Do(s, Command{Kind: MultiattackCmd, By: "m"}, dice.NewScripted()); err != nil {
				t.Fatal(err)
			}
			if got := len(s.Get("m").Statblock.Multi); got != 3 {
				t.Fatalf("steps: got %d, want 3 (two Claws and the Bite)", got)
			}
			r := dice.NewScripted(tt.faces...)
			bit := false
			for range 4 {
				cmd := Policy(s)
				if cmd.Kind != AttackCmd {
					break
				}
				es, err := Do(s, cmd, r)
				if err != nil {
					t.Fatalf("%+v: %v", cmd, err)
				}
				for _, e := range es {
					bit = bit || e.Kind == Saved && e.Action == "bite"
				}
			}
			if bit != tt.want {
				t.Errorf("bite save: got %v, want %v", bit, tt.want)
			}
		})
	}
}

// TestMultiattackUseValue checks the policy's worth of a Multiattack
// counts a save step's expected damage only where it may be aimed: the
// vampire spawn's Bite adds nothing against a creature it has not
// grappled.
func TestMultiattackUseValue(t *testing.T) {
	s := duelOf(t, "srd-5.2.1", "vampire-spawn")
	m, h := s.Get("m"), s.Get("h")
	bite, _ := m.Statblock.Feature("bite")
	if s.mayReach(m, bite, h) {
		t.Errorf("bite on a free target: got may reach, want not")
	}
	if v := s.expected(m, bite, h); v <= 0 {
		t.Errorf("bite's expected damage: got %v, want above 0", v)
	}
}
