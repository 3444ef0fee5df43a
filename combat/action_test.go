package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestActionRefusals: each action refused where the rules forbid it, with
// its sentinel error, and nothing rolled.
func TestActionRefusals(t *testing.T) {
	far := Point{9, 9}
	tests := []struct {
		ruleset string
		cmd     Command
		want    error
	}{
		{"srd-5.1", Command{Kind: Study, By: "ana", Skill: "arcana"}, ErrNoSuchAction},
		{"srd-5.2.1", Command{Kind: Charge, By: "ana", Target: "gob"}, ErrNoSuchAction},
		{"next-2013", Command{Kind: Shove, By: "ana", Target: "gob"}, ErrNoSuchAction},
		{"srd-5.2.1", Command{Kind: Grapple, By: "ana", Target: "ana"}, ErrBadCommand},
		{"srd-5.2.1", Command{Kind: Escape, By: "ana"}, ErrNotGrappled},
		{"srd-5.2.1", Command{Kind: Stand, By: "ana"}, ErrCannotStand},
		{"srd-5.2.1", Command{Kind: Ready, By: "ana", Option: "sometime", Attack: "longsword"}, ErrBadReady},
		{"srd-5.2.1", Command{Kind: Ready, By: "ana", Option: "reach", Attack: "axe"}, ErrBadReady},
		{"srd-5.2.1", Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword", Offhand: true}, ErrTwoWeapon},
		{"next-2013", Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword", Offhand: true}, ErrTwoWeapon},
		{"srd-5.2.1", Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword", Other: "gob"}, ErrNoMastery},
		{"srd-5.2.1", Command{Kind: Hide, By: "ana"}, ErrCannotHide},
		{"srd-5.2.1", Command{Kind: Search, By: "ana", Target: "gob"}, ErrNotHidden},
		{"next-2013", Command{Kind: CoupDeGrace, By: "ana", Target: "gob", Attack: "longsword"}, ErrNotHelpless},
		{"next-2013", Command{Kind: Charge, By: "ana", Target: "gob", Attack: "longsword"}, ErrCharge},
		{"srd-5.2.1", Command{Kind: Teleport, By: "ana", To: &Point{0, 0}}, ErrOccupied},
		{"srd-5.2.1", Command{Kind: Jump, By: "ana", To: &far}, ErrBadPath},
		{"srd-5.2.1", Command{Kind: Study, By: "gob", Skill: "arcana"}, ErrNotYourTurn},
	}
	for _, tt := range tests {
		s := duel(t, tt.ruleset)
		do(t, s, Command{Kind: Start}, 15, 5)
		before := s.Clone()
		r := dice.NewScripted()
		_, err := Do(s, tt.cmd, r)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s %+v: got %v, want %v", tt.ruleset, tt.cmd, err, tt.want)
		}
		if !Equal(s, before) {
			t.Errorf("%s %+v: the refusal changed the state", tt.ruleset, tt.cmd)
		}
	}
}

// TestGrappleReplays: a grapple, a drag and an escape replay from the log.
func TestGrappleReplays(t *testing.T) {
	s := duel(t, "srd-5.2.1")
	setup := s.Clone()
	var log []Event
	log = append(log, do(t, s, Command{Kind: Start}, 15, 5)...)
	log = append(log, do(t, s, Command{Kind: Grapple, By: "ana", Target: "gob"}, 2)...)
	log = append(log, do(t, s, Command{Kind: Move, By: "ana", To: &Point{3, 0}})...)
	if got, want := Point(s.Get("gob").Position), (Point{2, 0}); got != want {
		t.Errorf("gob dragged to %v, want %v", got, want)
	}
	log = append(log, do(t, s, Command{Kind: EndTurn, By: "ana"})...)
	log = append(log, do(t, s, Command{Kind: Escape, By: "gob"}, 20)...)
	if s.Get("gob").Has(s.Ruleset(), "grappled") {
		t.Error("gob is still grappled after a 20")
	}
	got, err := Replay(setup, log)
	if err != nil || !Equal(got, s) {
		t.Errorf("replay differs (%v)", err)
	}
}
