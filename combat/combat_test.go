package combat

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

func intp(n int) *int { return &n }

var scimitar = Attack{ID: "scimitar", ToHit: intp(4), Damage: "1d6+2", Type: "slashing", Reach: 5}

// duel sets up ana (party) at 1,0 and gob (goblins) at 0,0, both armed.
func duel(t testing.TB, ruleset string) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	ana, gob := rules.NewCreature("ana"), rules.NewCreature("gob")
	ana.Side, gob.Side = "party", "goblins"
	ana.Position, gob.Position = [2]int{1, 0}, [2]int{0, 0}
	ana.HP, ana.MaxHP = 20, 20
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{
		{Creature: ana, Attacks: []Attack{{ID: "longsword", ToHit: intp(5), Damage: "1d8+3", Type: "slashing", Reach: 5}}},
		{Creature: gob, Attacks: []Attack{scimitar}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func do(t testing.TB, s *State, cmd Command, faces ...int) []Event {
	t.Helper()
	r := dice.NewScripted(faces...)
	events, err := Do(s, cmd, r)
	if err != nil {
		t.Fatalf("%+v: %v", cmd, err)
	}
	if r.Remaining() != 0 {
		t.Fatalf("%+v: %d dice not rolled", cmd, r.Remaining())
	}
	return events
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		name  string
		setup []Command // run first, each with faces 15, 5 for start
		cmd   Command
		want  error
		text  string
	}{
		{"not started", nil, Command{Kind: Dash, By: "ana"}, ErrNotStarted, "combat: not your turn (SRD 5.2.1, Combat, Your Turn): the combat has not started"},
		{"started twice", []Command{{Kind: Start}}, Command{Kind: Start}, ErrStarted, ""},
		{"not your turn", []Command{{Kind: Start}}, Command{Kind: Dash, By: "gob"}, ErrNotYourTurn,
			"combat: not your turn (SRD 5.2.1, Combat, Your Turn): it is ana's turn, not gob's"},
		{"no action", []Command{{Kind: Start}, {Kind: Dodge, By: "ana"}}, Command{Kind: Dash, By: "ana"}, ErrNoAction,
			"combat: no action left this turn (SRD 5.2.1, Combat, Your Turn)"},
		{"unknown", []Command{{Kind: Start}}, Command{Kind: Dash, By: "bob"}, ErrUnknown, `combat: unknown creature "bob"`},
		{"out of reach", []Command{{Kind: Start}, {Kind: Move, By: "ana", To: &Point{3, 0}}, {Kind: Opportunity, By: "gob", Decline: true}},
			Command{Kind: AttackCmd, By: "ana", Target: "gob"}, ErrOutOfReach, "gob is 15 ft from ana; longsword reaches 5 ft"},
		{"pending", []Command{{Kind: Start}, {Kind: Move, By: "ana", To: &Point{3, 0}}}, Command{Kind: EndTurn, By: "ana"}, ErrPending, ""},
		{"no offer", []Command{{Kind: Start}}, Command{Kind: Opportunity, By: "gob"}, ErrNoReaction, ""},
		{"too far", []Command{{Kind: Start}}, Command{Kind: Move, By: "ana", To: &Point{8, 0}}, ErrNoMovement,
			"needs 35 ft to reach 8,0 and has 30 ft left"},
		{"off grid", []Command{{Kind: Start}}, Command{Kind: Move, By: "ana", Path: []Point{{1, -1}}}, ErrBlocked, ""},
		{"jump", []Command{{Kind: Start}}, Command{Kind: Move, By: "ana", Path: []Point{{3, 0}}}, ErrBadPath, ""},
		{"occupied", []Command{{Kind: Start}}, Command{Kind: Move, By: "ana", Path: []Point{{0, 0}}}, ErrBlocked, ""},
		{"unknown attack", []Command{{Kind: Start}}, Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "bow"}, ErrNoSuchAttack, ""},
		{"unknown command", []Command{{Kind: Start}}, Command{Kind: "fly", By: "ana"}, ErrBadCommand, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := duel(t, "srd-5.2.1")
			for _, c := range tt.setup {
				var faces []int
				if c.Kind == Start {
					faces = []int{15, 5}
				}
				do(t, s, c, faces...)
			}
			before := s.Clone()
			_, err := Decide(s, tt.cmd, dice.NewScripted())
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			if tt.text != "" && !strings.Contains(err.Error(), tt.text) {
				t.Errorf("got %q, want it to contain %q", err, tt.text)
			}
			if !Equal(s, before) {
				t.Error("a refused command changed the state")
			}
		})
	}
}

func TestCritical(t *testing.T) {
	tests := []struct {
		ruleset string
		faces   []int
		want    int
	}{
		{"srd-5.2.1", []int{20, 6, 4}, 13}, // 6 + 4 + 3
		{"srd-5.1", []int{20, 1, 1}, 5},    // 1 + 1 + 3
		{"next-2013", []int{20, 5}, 16},    // 8 + 3 + 5
	}
	for _, tt := range tests {
		t.Run(tt.ruleset, func(t *testing.T) {
			s := duel(t, tt.ruleset)
			s.Get("gob").HP, s.Get("gob").MaxHP = 30, 30
			events := do(t, s, Command{Kind: AttackCmd, By: "ana", Target: "gob"}, tt.faces...)
			if len(events) != 2 || !events[0].Crit || events[1].Amount != tt.want {
				t.Fatalf("got %+v, want a crit of %d", events, tt.want)
			}
			if got := s.Get("gob").HP; got != 30-tt.want {
				t.Errorf("hp %d, want %d", got, 30-tt.want)
			}
		})
	}
}

func TestParseDamage(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"1d8+3", "[{false 1 8 0} {false 0 0 3}]"},
		{"2d6 + 1d4 - 1", "[{false 2 6 0} {false 1 4 0} {true 0 0 1}]"},
		{"-(1d4+2)", "[{true 1 4 0} {true 0 0 2}]"},
		{"4d6kh3", "error"},
		{"1d8*2", "error"},
		{"", "error"},
	}
	for _, tt := range tests {
		got, err := parseDamage(tt.in)
		s := fmt.Sprint(got)
		if err != nil {
			s = "error"
		}
		if s != tt.want {
			t.Errorf("parseDamage(%q) = %s, want %s", tt.in, s, tt.want)
		}
	}
}

func TestReplayUndoAndLog(t *testing.T) {
	s := duel(t, "srd-5.2.1")
	setup := s.Clone()
	var log []Event
	log = append(log, do(t, s, Command{Kind: Start}, 15, 5)...)
	log = append(log, do(t, s, Command{Kind: Move, By: "ana", To: &Point{3, 0}})...)
	log = append(log, do(t, s, Command{Kind: Opportunity, By: "gob"}, 12, 3)...)
	before := s.Clone()
	log = append(log, do(t, s, Command{Kind: EndTurn, By: "ana"})...)
	got, err := Replay(setup, log)
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(got, s) {
		t.Fatal("replaying the log does not give the state")
	}
	undone, kept, err := Undo(setup, log)
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(undone, before) || len(kept) != len(log)-2 {
		t.Fatalf("undo kept %d of %d events, or gave another state", len(kept), len(log))
	}
	if s.Get("ana").HP != 15 || s.Get("ana").Position != [2]int{3, 0} {
		t.Errorf("ana: hp %d at %v", s.Get("ana").HP, s.Get("ana").Position)
	}
	data, err := MarshalLog("srd-5.2.1", log)
	if err != nil {
		t.Fatal(err)
	}
	l, err := UnmarshalLog(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Replay(setup, l.Events)
	if err != nil || !Equal(again, s) {
		t.Fatalf("a log read back does not replay to the state: %v", err)
	}
}

func TestUnmarshalLogErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{``, "combat: bad log: EOF"},
		{`{"version":2,"events":[]}`, "version 2"},
		{`{"version":1,"events":[{"kind":"fly","seq":1}]}`, `unknown kind "fly"`},
		{`{"version":1,"events":[{"kind":"turn","seq":2},{"kind":"turn","seq":1}]}`, "command number 1 after 2"},
		{`{"version":1,"events":[],"x":1}`, "unknown field"},
		{`{"version":1,"events":[]} {}`, "data after the log"},
	}
	for _, tt := range tests {
		_, err := UnmarshalLog([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("UnmarshalLog(%s) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestSetupErrors(t *testing.T) {
	rs, _ := rules.Get("srd-5.2.1")
	a, b := rules.NewCreature("a"), rules.NewCreature("b")
	tests := []struct {
		name string
		g    Grid
		cs   []*Combatant
		want string
	}{
		{"grid", Grid{}, nil, "a grid of 0x0 squares"},
		{"twice", Grid{Width: 5, Height: 5}, []*Combatant{{Creature: a}, {Creature: a}}, `creature "a" twice`},
		{"shared", Grid{Width: 5, Height: 5}, []*Combatant{{Creature: a}, {Creature: b}}, "a and b share the square 0,0"},
		{"wall", Grid{Width: 5, Height: 5, Walls: []Point{{0, 0}}}, []*Combatant{{Creature: a}}, "stands in a wall"},
		{"damage", Grid{Width: 5, Height: 5}, []*Combatant{{Creature: a, Attacks: []Attack{{ID: "x", Damage: "1d8!"}}}}, "bad damage"},
		{"nil", Grid{Width: 5, Height: 5}, []*Combatant{{}}, "without a creature"},
	}
	if efp, err := rules.Get("5efp"); err == nil {
		_, err := NewState(efp, Grid{Width: 5, Height: 5}, nil)
		if err == nil || !strings.Contains(err.Error(), "5efp has no combat rules yet") {
			t.Errorf("5efp: got %v", err)
		}
	}
	for _, tt := range tests {
		_, err := NewState(rs, tt.g, tt.cs)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestCommandJSON(t *testing.T) {
	tests := []struct {
		cmd  Command
		want string
	}{
		{Command{Kind: Start, Surprised: []string{"gob"}}, `{"kind":"start","surprised":["gob"]}`},
		{Command{Kind: Move, By: "ana", To: &Point{3, 4}}, `{"kind":"move","by":"ana","to":[3,4]}`},
		{Command{Kind: Move, By: "ana", Path: []Point{{1, 0}, {2, 1}}}, `{"kind":"move","by":"ana","path":[[1,0],[2,1]]}`},
		{Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword"}, `{"kind":"attack","by":"ana","target":"gob","attack":"longsword"}`},
		{Command{Kind: Opportunity, By: "gob", Decline: true}, `{"kind":"opportunity_attack","by":"gob","decline":true}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.cmd)
		if err != nil || string(got) != tt.want {
			t.Errorf("got %s (%v), want %s", got, err, tt.want)
		}
		var back Command
		if err := json.Unmarshal(got, &back); err != nil || !reflect.DeepEqual(back, tt.cmd) {
			t.Errorf("%s reads back as %+v (%v)", got, back, err)
		}
	}
}
