package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestWeighedSwing checks the staleness rule of Auto's weighing
// (weigh.go): a probe kept is found for the same attack in the same
// version of the state, also after an event no check reads (a feature
// used as an action) or a state put back as it was, and not after an
// event that changes the state, nor for a reaction, a second target or
// a spell's attack.
func TestWeighedSwing(t *testing.T) {
	s := fight5(t)
	if _, err := Do(s, Command{Kind: Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	c, tg := s.Get("m4"), s.Get("wizard") // a goblin warrior's shortbow on the wizard
	a := c.findAttack("shortbow")
	if a == nil {
		t.Fatal("no shortbow")
	}
	s.startWeighing()
	defer s.stopWeighing()
	if _, _, ok, sure := s.probeOdds(c, tg, a); !ok || !sure {
		t.Fatalf("probe: ok %v sure %v", ok, sure)
	}
	d := new(forkArena).decider(s, s.Seq+1, faces(1))
	found := func() bool { return s.weigh.swing(d, c, tg, a, &swingOpts{}) != nil }
	if !found() {
		t.Fatal("the probe kept is not found in the state it read")
	}
	if st := s.weigh.swing(d, c, tg, a, &swingOpts{}); st.test.Bonus[0].Source != bonusSource(a.ID) {
		t.Errorf("to-hit term's source %q, want %q", st.test.Bonus[0].Source, bonusSource(a.ID))
	}
	for name, o := range map[string]swingOpts{"reaction": {reaction: true}, "cleave": {other: "fighter"}} {
		if s.weigh.swing(d, c, tg, a, &o) != nil {
			t.Errorf("found for a %s", name)
		}
	}
	d.reason = "spell"
	if found() {
		t.Error("found for a spell's attack")
	}
	d.reason = ""
	if s.weigh.swing(d, c, s.Get("fighter"), a, &swingOpts{}) != nil {
		t.Error("found on another target")
	}

	saved := *s
	f := c.Statblock.Block.Actions[0].ID
	if err := Apply(s, Event{Kind: Featured, Who: c.ID, Action: f, Reason: "action", Seq: s.Seq}); err != nil {
		t.Fatal(err)
	}
	if !found() {
		t.Error("not found after a feature used as an action, which no check of an attack reads")
	}
	if err := Apply(s, Event{Kind: Damaged, Who: "fighter", Target: tg.ID, Amount: 1, Type: "fire", Seq: s.Seq}); err != nil {
		t.Fatal(err)
	}
	if found() {
		t.Error("found after the target took damage")
	}
	epoch := s.epoch
	*s = saved // as a refused command's backup puts it back (forkArena.putBack)
	if !found() {
		t.Error("not found in the version put back")
	}
	s.epoch = epoch
	if found() {
		t.Error("found in another version")
	}
	s.epoch = saved.epoch
	old := tg.Position
	tg.Position[0]++
	if found() {
		t.Error("found with the target on another square (a square borrowed outside Apply)")
	}
	tg.Position = old
	if !found() {
		t.Error("not found once the square is back")
	}
}

// TestEqualIgnoresWeighing: the weighing's version stamp is not the fight.
func TestEqualIgnoresWeighing(t *testing.T) {
	a := fight5(t)
	b := a.Clone()
	b.epoch = 7
	if !Equal(a, b) {
		t.Error("states differing only in their weighing's stamp are not Equal")
	}
}

// TestWeighingLeftOn: a weighing started again while on starts afresh,
// and ending one that is off does nothing.
func TestWeighingLeftOn(t *testing.T) {
	s := fight5(t)
	if _, err := Do(s, Command{Kind: Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	c, tg := s.Get("m4"), s.Get("wizard")
	a := c.findAttack("shortbow")
	s.startWeighing()
	s.probeOdds(c, tg, a)
	s.startWeighing()
	if n := s.weigh.n; n != 0 {
		t.Errorf("a weighing started again keeps %d swings", n)
	}
	s.stopWeighing()
	s.stopWeighing()
	if s.weigh != nil {
		t.Error("the weighing is still on")
	}
}

// TestWeighingParked: a state Reset or CloneInto made keeps its weighing
// between Autos, off, for itself: its copies (Clone, CloneInto, a fork, a
// copy of the struct) never take it, and Equal does not read it.
func TestWeighingParked(t *testing.T) {
	setup := fight5(t)
	s := new(State).Reset(setup)
	if _, err := Do(s, Command{Kind: Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	s.startWeighing()
	w := s.weigh
	s.stopWeighing()
	if s.weigh != nil || s.mem.weigh != w {
		t.Fatalf("the weighing ended: on %p, parked %p, want off and parked %p", s.weigh, s.mem.weigh, w)
	}
	s.startWeighing()
	if s.weigh != w || s.mem.weigh != nil {
		t.Errorf("the owner's next weighing is %p, parked %p: want its own %p, taken", s.weigh, s.mem.weigh, w)
	}
	s.stopWeighing()
	copies := map[string]*State{"Clone": s.Clone(), "CloneInto": s.CloneInto(new(State))}
	f, ar := s.fork()
	defer ar.release()
	copies["fork"] = f
	st := *s
	copies["struct copy"] = &st
	for name, c := range copies {
		c.startWeighing()
		if c.weigh == w {
			t.Errorf("%s takes its original's weighing", name)
		}
		c.stopWeighing()
		if s.mem.weigh != w {
			t.Errorf("%s's weighing ended in its original's memory", name)
		}
	}
	if !Equal(s, s.Clone()) {
		t.Error("a state with a parked weighing is not Equal to its copy")
	}
	s.Reset(setup)
	if s.weigh != nil || s.mem.weigh != w {
		t.Error("Reset turned the weighing on or dropped it")
	}
}

// TestDoArenaParked: a state Reset made keeps Do's arena between its
// commands for itself; a copy of the struct or a fork never takes it
// nor gives its own back there, and a Do within a Do takes another.
func TestDoArenaParked(t *testing.T) {
	s := new(State).Reset(fight5(t))
	if _, err := Do(s, Command{Kind: Start}, dice.NewSeeded(1)); err != nil {
		t.Fatal(err)
	}
	a := s.mem.do
	if a == nil {
		t.Fatal("no arena kept after a Do")
	}
	if got := s.doArena(); got != a || s.doArena() == a {
		t.Error("the owner does not take its arena back, or takes it twice")
	}
	s.doneArena(a)
	st := *s
	f, ar := s.fork()
	defer ar.release()
	for name, c := range map[string]*State{"struct copy": &st, "fork": f} {
		got := c.doArena()
		if got == a {
			t.Errorf("%s takes its original's arena", name)
		}
		c.doneArena(got)
		if s.mem.do != a {
			t.Errorf("%s gave its arena back to its original's memory", name)
		}
	}
}
