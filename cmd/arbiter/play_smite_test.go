package main

import (
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
)

func TestAttackRiders(t *testing.T) {
	tests := []struct {
		in, err string
		smite   int
		drink   string
	}{
		{in: "with longsword smite 2", smite: 2},
		{in: "with longsword drink radiant", drink: "radiant"},
		{in: "with longsword smite 5 drink necrotic heal", smite: 5, drink: "necrotic+heal"},
		{in: "with longsword", smite: 0},
		{in: "with longsword smite", err: "smite N"},
		{in: "with longsword smite ten", err: "1 to 9"},
		{in: "with longsword drink", err: "drink TYPE"},
	}
	for _, tt := range tests {
		var cmd combat.Command
		err := attackRiders(strings.Fields(tt.in), &cmd)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q: got %v, want %s", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || cmd.Smite != tt.smite || cmd.Drink != tt.drink {
			t.Errorf("%q: got %d %q %v, want %d %q", tt.in, cmd.Smite, cmd.Drink, err, tt.smite, tt.drink)
		}
	}
}

func FuzzAttackRiders(f *testing.F) {
	f.Add("with longsword smite 2 drink radiant heal")
	f.Fuzz(func(t *testing.T, s string) {
		var cmd combat.Command
		if attackRiders(strings.Fields(s), &cmd) == nil && (cmd.Smite < 0 || cmd.Smite > 9) {
			t.Errorf("%q: smite %d", s, cmd.Smite)
		}
	})
}
