package rules

import "testing"

func TestD20Text(t *testing.T) {
	for _, tc := range []struct {
		mode     Mode
		adv, dis []string
		want     string
	}{
		{Normal, nil, nil, "d20"},
		{Normal, []string{"Help"}, []string{"prone"}, "d20"}, // cancelled
		{Advantage, []string{"Help"}, nil, "d20 (advantage: Help)"},
		{Advantage, []string{"Help", "target prone"}, []string{}, "d20 (advantage: Help, target prone)"},
		{Advantage, []string{"Help", "target prone", "unseen attacker"}, nil, "d20 (advantage: Help, target prone, unseen attacker)"},
		{Advantage, []string{"target prone", "Help"}, nil, "d20 (advantage: target prone, Help)"},
		{Disadvantage, []string{"Help"}, []string{"long range"}, "d20 (disadvantage: long range)"},
		{Disadvantage, nil, []string{"poisoned", "long range"}, "d20 (disadvantage: poisoned, long range)"},
		{Disadvantage, nil, []string{"Help"}, "d20 (disadvantage: Help)"}, // the same source, the other mode
		{Advantage, nil, nil, "d20 (advantage: )"},
	} {
		for i := range 2 { // made, then kept
			if got := d20Text(tc.mode, tc.adv, tc.dis); got != tc.want {
				t.Errorf("%v %q %q (call %d): got %q, want %q", tc.mode, tc.adv, tc.dis, i+1, got, tc.want)
			}
		}
	}
}
