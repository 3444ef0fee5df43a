package combat

import (
	"fmt"
	"reflect"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// party5 is four level-5 srd-5.2.1 characters as ad-hoc combatants (the
// character package is built elsewhere): a fighter, a cleric, a rogue and
// a wizard with the numbers such characters have at level 5. The engine
// gives a creature one attack per Attack action, so the fighter's Extra
// Attack, the rogue's Sneak Attack and the spells are left out; the
// wizard's Fire Bolt is its ranged attack (2d10 at level 5).
func party5() []*Combatant {
	pc := func(id string, x, hp, ac, dex int, as ...Attack) *Combatant {
		c := rules.NewCreature(id)
		c.Side, c.Position, c.HP, c.MaxHP, c.AC, c.Level = "party", [2]int{x, 14}, hp, hp, ac, 5
		c.HitDice, c.MaxHitDice = 5, 5
		c.Scores[rules.DEX] = dex
		return &Combatant{Creature: c, Attacks: as}
	}
	return []*Combatant{
		pc("fighter", 6, 44, 18, 12,
			Attack{ID: "longsword", ToHit: intp(7), Damage: "1d8+4", Type: "slashing", Reach: 5}),
		pc("cleric", 8, 38, 18, 10,
			Attack{ID: "mace", ToHit: intp(6), Damage: "1d6+3", Type: "bludgeoning", Reach: 5}),
		pc("rogue", 10, 33, 15, 18,
			Attack{ID: "shortsword", ToHit: intp(7), Damage: "1d6+4", Type: "piercing", Reach: 5},
			Attack{ID: "shortbow", ToHit: intp(7), Damage: "1d6+4", Type: "piercing", Range: [2]int{80, 320}}),
		pc("wizard", 12, 27, 12, 14,
			Attack{ID: "fire-bolt", ToHit: intp(7), Damage: "2d10", Type: "fire", Range: [2]int{120, 120}},
			Attack{ID: "dagger", ToHit: intp(5), Damage: "1d4+2", Type: "piercing", Reach: 5}),
	}
}

// fightGroup is the CR-matched group for party5 (docs/PERFORMANCE.md): by
// the 2024 budget (SRD 5.2.1, Combat Encounters) four level-5 characters
// have 2,000 XP at Low and 3,000 at Moderate difficulty; an owlbear (CR
// 3, 700 XP), three ogres (CR 2, 450 each) and four goblin warriors (CR
// 1/4, 50 each) make 2,250 XP, a Moderate fight.
var fightGroup = []string{"owlbear", "ogre", "ogre", "ogre", "goblin-warrior", "goblin-warrior", "goblin-warrior", "goblin-warrior"}

// fight5 sets up party5 against fightGroup on a 20x18 grid.
func fight5(t testing.TB) *State {
	t.Helper()
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	cs := party5()
	for i, id := range fightGroup {
		cs = append(cs, catalogMonster(t, rs, id, fmt.Sprintf("m%d", i), 2+2*i, 2))
	}
	s, err := NewState(rs, Grid{Width: 20, Height: 18}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playFight plays s to its end by the policy (Auto: Policy and Do in one
// pass); keep receives every event (the log's sink), or nil to drop them.
func playFight(t testing.TB, s *State, r dice.Roller, keep func([]Event)) int {
	t.Helper()
	n, _ := playFightInto(t, s, r, keep, nil)
	return n
}

// playFightInto is playFight with buf the room of the events of each
// command when keep is nil, Start's too (DoInto), handed back for the
// next fight.
func playFightInto(t testing.TB, s *State, r dice.Roller, keep func([]Event), buf []Event) (int, []Event) {
	t.Helper()
	s.Sole() // played by its commands alone: its turn note kept (turn_mask.go)
	var events []Event
	var err error
	if keep != nil {
		events, err = Do(s, Command{Kind: Start}, r)
	} else {
		buf, err = DoInto(s, Command{Kind: Start}, r, buf[:0])
	}
	if err != nil {
		t.Fatal(err)
	}
	if keep != nil {
		keep(events)
	}
	n := 1
	var cmd Command
	for ; n < 5000 && !s.Over; n++ {
		if keep != nil {
			events, err = AutoInto(s, r, nil, &cmd)
		} else {
			buf, err = AutoInto(s, r, buf[:0], &cmd)
		}
		if err != nil {
			t.Fatalf("command %d %+v: %v", n, cmd, err)
		}
		if keep != nil {
			keep(events)
		}
	}
	if !s.Over {
		t.Fatalf("no end after %d commands", n)
	}
	return n, buf
}

// TestFightReplay plays the benchmark's fight with the log kept and checks
// that replaying it gives the state, for a few seeds.
func TestFightReplay(t *testing.T) {
	for seed := range uint64(10) {
		s := fight5(t)
		setup := s.Clone()
		var log []Event
		playFight(t, s, dice.NewSeeded(seed), func(es []Event) { log = append(log, es...) })
		if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
			t.Fatalf("seed %d: replay differs (%v)", seed, err)
		}
	}
}

// TestDoInto plays the benchmark's fight by Do and by DoInto into one
// reused buffer, for a few seeds: the same events, the same state.
func TestDoInto(t *testing.T) {
	for seed := range uint64(5) {
		a, b := fight5(t), fight5(t)
		ra, rb := dice.NewSeeded(seed), dice.NewSeeded(seed)
		var buf []Event
		for n := 0; n < 5000 && !a.Over; n++ {
			cmd := Command{Kind: Start}
			if n > 0 {
				cmd = Policy(a)
			}
			want, err := Do(a, cmd, ra)
			if err != nil {
				t.Fatal(err)
			}
			buf, err = DoInto(b, cmd, rb, buf[:0])
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(buf, want) && len(buf)+len(want) > 0 {
				t.Fatalf("seed %d, command %d %+v: got %+v, want %+v", seed, n, cmd, buf, want)
			}
		}
		if !a.Over || !Equal(a, b) {
			t.Fatalf("seed %d: states differ or the fight did not end", seed)
		}
		// A refused command leaves the log as it was.
		log := []Event{{Kind: Featured}}
		if got, err := DoInto(b, Command{Kind: AttackCmd, By: "nobody"}, rb, log); err == nil || len(got) != 1 {
			t.Errorf("seed %d: refused DoInto: %d events, %v", seed, len(got), err)
		}
	}
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// stateBytes is the heap one encounter state takes: the allocation
// counter's growth over n deep copies of a started fight, divided by n.
// Shared read-only parts (the ruleset, the monsters' stat blocks) are not
// counted: every copy of the state points to the same ones.
func stateBytes(s *State, n int) float64 {
	keep := make([]*State, n)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range keep {
		keep[i] = s.Clone()
	}
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(keep)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
}

// BenchmarkFight plays a whole fight without a person: four level-5
// srd-5.2.1 characters against a CR-matched group of catalog monsters, by
// the policy, the log dropped (the state keeps none; Do's events go
// nowhere). Each fight starts from a copy of the set-up state made in the
// last fight's memory (Reset), and every command's events, Start's too,
// go to one buffer kept across fights, as a simulation plays them.
// It reports fights a second, commands a fight and the bytes of one
// encounter state.
func BenchmarkFight(b *testing.B) {
	setup := fight5(b)
	r := dice.NewSeeded(1)
	started := setup.Clone()
	if _, err := Do(started, Command{Kind: Start}, r); err != nil {
		b.Fatal(err)
	}
	size := stateBytes(started, 1000)
	b.ReportAllocs()
	cmds := 0
	cpu0 := cpuTime()
	s := new(State).Sole() // nothing but its commands changes it (turn_mask.go)
	var buf []Event
	for b.Loop() {
		var n int
		n, buf = playFightInto(b, s.Reset(setup), r, nil, buf)
		cmds += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
	// CPU time, less disturbed than the wall clock on a shared machine.
	b.ReportMetric(float64(b.N)/(cpuTime()-cpu0).Seconds(), "cpu-fights/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/fight")
	b.ReportMetric(size, "state-B")
}

// BenchmarkFightClone is BenchmarkFight as a caller without Reset plays
// it: a new clone of the set-up state each fight and Start's events
// copied out by Do, so that the memory Reset saves shows.
func BenchmarkFightClone(b *testing.B) {
	setup := fight5(b)
	r := dice.NewSeeded(1)
	b.ReportAllocs()
	cmds := 0
	for b.Loop() {
		cmds += playFight(b, setup.Clone(), r, nil)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/fight")
}
