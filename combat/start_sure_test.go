package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestSureStart: a Start is made without Do's backup only for a fight of
// bare, whole creatures rolled with dice that never fail.
func TestSureStart(t *testing.T) {
	tests := []struct {
		name     string
		scripted bool
		cmd      Command
		change   func(s *State)
		want     bool
	}{
		{name: "plain fight", want: true},
		{name: "scripted dice", scripted: true},
		{name: "surprise", cmd: Command{Surprised: []string{"m0"}}},
		{name: "started", change: func(s *State) { s.Started = true }},
		{name: "concentrating", change: func(s *State) { s.Creatures[0].Concentration = "bless" }},
		{name: "down", change: func(s *State) { s.Creatures[1].HP = 0 }},
		{name: "hurt", change: func(s *State) { s.Creatures[5].HP-- }},
		{name: "aloft", change: func(s *State) { s.Creatures[2].Altitude = 10 }},
		{name: "surprised already", change: func(s *State) { s.Creatures[3].Surprised = true }},
		{name: "one id twice", change: func(s *State) { s.Creatures = append(s.Creatures, s.Creatures[0]) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fight5(t)
			if tt.change != nil {
				tt.change(s)
			}
			var r dice.Roller = dice.NewSeeded(1)
			if tt.scripted {
				r = dice.NewScripted(10, 10, 10)
			}
			cmd := tt.cmd
			cmd.Kind = Start
			if got := s.sureStart(&cmd, r); got != tt.want {
				t.Errorf("sureStart = %v, want %v", got, tt.want)
			}
		})
	}
}
