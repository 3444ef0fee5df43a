package sim

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// skirmish is two fighters against three goblins on a small grid, all
// ad-hoc creatures.
func skirmish(t testing.TB) *combat.State {
	t.Helper()
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	hit := func(n int) *int { return &n }
	one := func(id, side string, x, y, hp, ac int, a combat.Attack) *combat.Combatant {
		c := rules.NewCreature(id)
		c.Side, c.Position, c.HP, c.MaxHP, c.AC = side, [2]int{x, y}, hp, hp, ac
		return &combat.Combatant{Creature: c, Attacks: []combat.Attack{a}}
	}
	sword := combat.Attack{ID: "longsword", ToHit: hit(5), Damage: "1d8+3", Type: "slashing", Reach: 5}
	scimitar := combat.Attack{ID: "scimitar", ToHit: hit(4), Damage: "1d6+2", Type: "slashing", Reach: 5}
	cs := []*combat.Combatant{
		one("ana", "party", 2, 5, 20, 16, sword),
		one("bo", "party", 3, 6, 18, 15, sword),
	}
	for i := range 3 {
		cs = append(cs, one(fmt.Sprintf("g%d", i), "goblins", 9, 3+2*i, 7, 13, scimitar))
	}
	s, err := combat.NewState(rs, combat.Grid{Width: 12, Height: 10}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRun checks Run against fights played one by one on fresh clones
// of the setup, and that the setup is left as it was.
func TestRun(t *testing.T) {
	setup, twin := skirmish(t), skirmish(t)
	got, err := Run(setup, 20, 7)
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Wins: map[string]int{}}
	for i := range 20 {
		s, r := setup.Clone(), dice.NewSeeded(7+uint64(i))
		if _, err := combat.Do(s, combat.Command{Kind: combat.Start}, r); err != nil {
			t.Fatal(err)
		}
		n := 1
		for ; !s.Over; n++ {
			if _, _, err := combat.Auto(s, r, nil); err != nil {
				t.Fatal(err)
			}
		}
		want.Fights++
		want.Wins[s.Winner]++
		want.Rounds += s.Round
		want.Commands += n
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Run = %+v, want %+v", got, want)
	}
	if !combat.Equal(setup, twin) {
		t.Error("Run changed the setup")
	}
}

// TestRunRefuses checks the errors of a bad run.
func TestRunRefuses(t *testing.T) {
	started := skirmish(t)
	if _, err := combat.Do(started, combat.Command{Kind: combat.Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		setup *combat.State
		n     int
		want  error
	}{
		{"no setup", nil, 1, ErrBadRun},
		{"negative", skirmish(t), -1, ErrBadRun},
		{"started", started, 1, ErrStarted},
	} {
		if _, err := Run(tc.setup, tc.n, 1); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
}

// BenchmarkRun plays the skirmish by Run, 100 fights an op.
func BenchmarkRun(b *testing.B) {
	setup := skirmish(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(setup, 100, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRunParallel runs from one setup on several goroutines at once
// (each run its own state; the setup and what its copies share are only
// read): the same results as one run alone. Run it with -race.
func TestRunParallel(t *testing.T) {
	setup := skirmish(t)
	want, err := Run(setup, 10, 3)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]Result, 4)
	errs := make([]error, 4)
	done := make(chan int)
	for i := range got {
		go func() {
			got[i], errs[i] = Run(setup, 10, 3)
			done <- i
		}()
	}
	for range got {
		<-done
	}
	for i := range got {
		if errs[i] != nil || !reflect.DeepEqual(got[i], want) {
			t.Errorf("run %d: %+v (%v), want %+v", i, got[i], errs[i], want)
		}
	}
}
