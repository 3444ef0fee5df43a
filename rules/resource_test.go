package rules

import (
	"errors"
	"slices"
	"testing"
)

func TestParseRecovery(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Recovery
		n    int
	}{
		{"Turn", PerTurn, 1}, {"encounter", PerEncounter, 1}, {"Encounter 2", PerEncounter, 2},
		{"Rest", PerRest, 1}, {"rest 3", PerRest, 3}, {"Short Rest", PerShortRest, 1}, {"short_rest", PerShortRest, 1},
		{"LONG  REST", PerLongRest, 1}, {"Cooldown", PerCooldown, 1}, {"Cooldown 4", PerCooldown, 4},
	} {
		k, n, err := ParseRecovery(tt.in)
		if err != nil || k != tt.want || n != tt.n {
			t.Errorf("ParseRecovery(%q) = %v, %d, %v; want %v, %d", tt.in, k, n, err, tt.want, tt.n)
		}
	}
	for _, bad := range []string{"", "daily", "rest 0", "cooldown -1", "turn 1001", "2", "short"} {
		if _, _, err := ParseRecovery(bad); !errors.Is(err, ErrBadRecovery) {
			t.Errorf("ParseRecovery(%q) = %v, want ErrBadRecovery", bad, err)
		}
	}
}

func FuzzParseRecovery(f *testing.F) {
	for _, s := range []string{"Turn", "Rest 2", "Cooldown 3", "long_rest", "Short Rest 9", "x 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, n, err := ParseRecovery(s)
		if err != nil {
			return
		}
		if k < PerTurn || k > PerCooldown || n < 1 || n > 1000 {
			t.Fatalf("ParseRecovery(%q) = %v, %d", s, k, n)
		}
		k2, n2, err := ParseRecovery(k.String() + " " + itoa(n))
		if err != nil || k2 != k || n2 != n {
			t.Fatalf("round trip of %q: %v %d %v", s, k2, n2, err)
		}
	})
}

// TestRecover: each event gives back exactly the resources its tags name.
func TestRecover(t *testing.T) {
	all := []Recovery{PerTurn, PerEncounter, PerRest, PerShortRest, PerLongRest, PerCooldown}
	for _, tt := range []struct {
		e    RecoveryEvent
		want []string
	}{
		{TurnStarts, []string{"turn"}},
		{EncounterStarts, []string{"encounter"}},
		{ShortRestEnds, []string{"rest", "short_rest"}},
		{RestEnds, []string{"rest", "short_rest"}},
		{LongRestEnds, []string{"rest", "short_rest", "long_rest"}},
		{SessionStarts, []string{"turn", "encounter", "rest", "short_rest", "long_rest", "cooldown"}},
	} {
		c := NewCreature("ana")
		for _, k := range all {
			if err := c.AddResource(Resource{Name: k.String(), Uses: 2, Max: 2, Recovery: k}); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Spend(k.String(), 2); err != nil {
				t.Fatal(err)
			}
		}
		if got := c.Recover(tt.e); !slices.Equal(got, tt.want) {
			t.Errorf("event %d recovered %v, want %v", tt.e, got, tt.want)
		}
	}
}

// TestCooldown: 5efp's Cooldown N is N uses a session, one a turn
// (rules-digest-5efp, Usage keywords).
func TestCooldown(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	k, n, _ := ParseRecovery("Cooldown 2")
	if err := c.AddResource(Resource{Name: "Divine Sense", Uses: n, Max: n, Recovery: k}); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		do      string // spend, start (ana's turn), other (another's turn), session
		wantErr error
		left    int
	}{
		{"spend", nil, 1},
		{"spend", ErrResourceLocked, 1},
		{"other", nil, 1},
		{"spend", ErrResourceLocked, 1},
		{"start", nil, 1},
		{"spend", nil, 0},
		{"start", nil, 0},
		{"spend", ErrNoUses, 0},
		{"session", nil, 2},
		{"spend", nil, 1},
	}
	for i, s := range steps {
		var err error
		switch s.do {
		case "spend":
			_, err = c.Spend("divine_sense", 1)
		case "start":
			_, err = rs.StartTurn(c, "ana", nil)
		case "other":
			_, err = rs.StartTurn(c, "mira", nil)
		case "session":
			c.Recover(SessionStarts)
		}
		r, _ := c.Resource("divine sense")
		if !errors.Is(err, s.wantErr) || r.Uses != s.left {
			t.Errorf("step %d (%s): err %v, %d left; want %v, %d", i, s.do, err, r.Uses, s.wantErr, s.left)
		}
	}
}

func TestAddResourceErrors(t *testing.T) {
	c := NewCreature("ana")
	for _, r := range []Resource{{}, {Name: "x", Uses: 3, Max: 2}, {Name: "x", Max: -1}, {Name: "x", Recovery: 42}} {
		if err := c.AddResource(r); !errors.Is(err, ErrBadResource) {
			t.Errorf("AddResource(%+v) = %v", r, err)
		}
	}
	if _, err := c.Spend("x", 1); !errors.Is(err, ErrNoResource) {
		t.Errorf("Spend of a missing resource: %v", err)
	}
}

// TestEndRestRecovers: 5efp's one kind of rest gives back Rest features and
// leaves Cooldown ones; a new session gives back the rests.
func TestEndRestRecovers(t *testing.T) {
	rs, err := Get("5efp")
	if err != nil {
		t.Skip("5efp is not registered")
	}
	c := rs.NewCreature("ana")
	for _, r := range []Resource{{Name: "ki", Uses: 0, Max: 2, Recovery: PerRest}, {Name: "recall", Uses: 0, Max: 1, Recovery: PerCooldown}} {
		if err := c.AddResource(r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := rs.EndRest(c); err != nil {
		t.Fatal(err)
	}
	ki, _ := c.Resource("ki")
	recall, _ := c.Resource("recall")
	if ki.Uses != 2 || recall.Uses != 0 || c.Rests != 1 {
		t.Errorf("after a rest: ki %d, recall %d, rests %d; want 2, 0, 1", ki.Uses, recall.Uses, c.Rests)
	}
	c.Recover(SessionStarts)
	if recall, _ = c.Resource("recall"); recall.Uses != 1 || c.Rests != 0 {
		t.Errorf("after a session start: recall %d, rests %d; want 1, 0", recall.Uses, c.Rests)
	}
}
