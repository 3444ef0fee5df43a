package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// skirmish sets up two sides of three on a 12x12 grid with a few walls and
// some difficult terrain.
func skirmish(t testing.TB, ruleset string, seed uint64) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var cs []*Combatant
	for i := range 6 {
		c := rules.NewCreature(fmt.Sprintf("c%d", i))
		c.Side = []string{"red", "blue"}[i%2]
		c.Position = [2]int{2 + i, 1 + 9*(i%2)}
		c.MaxHP = 5 + rng.IntN(20)
		c.HP = c.MaxHP
		c.AC = 10 + rng.IntN(6)
		c.Monster = i%3 == 0
		c.Scores[rules.DEX] = 8 + rng.IntN(10)
		c.BaseSpeed = []int{25, 30, 40}[rng.IntN(3)]
		as := []Attack{{ID: "blade", ToHit: intp(rng.IntN(7)), Damage: "1d8+2", Type: "slashing", Reach: 5}}
		if i%2 == 0 {
			as = append(as, Attack{ID: "bow", Ability: "dex", Proficient: true, Damage: "1d6", Type: "piercing", Range: [2]int{30, 60}})
		}
		if i == 5 {
			as[0].Reach = 10
		}
		// Light weapons and masteries for two-weapon fighting and the
		// mastery properties (ignored where the ruleset has none).
		as[0].Light, as[0].Mastery = i%2 == 1, masteries[i%len(masteries)]
		as = append(as, Attack{ID: "dagger", Ability: "dex", Damage: "1d4", Type: "piercing", Reach: 5, Light: true,
			Mastery: masteries[(i+3)%len(masteries)]})
		cs = append(cs, &Combatant{Creature: c, Attacks: as})
	}
	s, err := NewState(rs, Grid{Width: 12, Height: 12, Walls: []Point{{5, 5}, {6, 5}, {7, 6}},
		Difficult: []Point{{3, 4}, {4, 4}, {8, 7}, {9, 7}}}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// randomCommand proposes a command, legal or not: Decide sorts them out.
func randomCommand(s *State, rng *rand.Rand) Command {
	if p := s.Pending; p != nil && p.Feature != "" { // a reaction other than an opportunity attack (reaction.go)
		return Command{Kind: React, By: p.Reactor, Decline: rng.IntN(3) == 0}
	}
	if p := s.Pending; p != nil {
		return Command{Kind: Opportunity, By: p.Reactor, Decline: rng.IntN(3) == 0}
	}
	c := s.Current()
	if c == nil {
		return Command{Kind: EndTurn}
	}
	switch rng.IntN(12) {
	case 9, 10: // one of the other actions
		return otherCommand(s, c, rng)
	case 0:
		return Command{Kind: EndTurn, By: c.ID}
	case 1:
		return Command{Kind: []CommandKind{Dash, Dodge, Disengage}[rng.IntN(3)], By: c.ID}
	case 2:
		p := Point{c.Position[0] + rng.IntN(9) - 4, c.Position[1] + rng.IntN(9) - 4}
		return Command{Kind: Move, By: c.ID, To: &p}
	case 3: // toward a square next to someone
		o := s.Creatures[rng.IntN(len(s.Creatures))]
		p := Point{o.Position[0] + rng.IntN(3) - 1, o.Position[1] + rng.IntN(3) - 1}
		return Command{Kind: Move, By: c.ID, To: &p}
	default:
		t := s.Creatures[rng.IntN(len(s.Creatures))]
		for range 3 {
			if t.side() != c.side() && !t.Dead {
				break
			}
			t = s.Creatures[rng.IntN(len(s.Creatures))]
		}
		a := c.Attacks[rng.IntN(len(c.Attacks))]
		return Command{Kind: AttackCmd, By: c.ID, Target: t.ID, Attack: a.ID}
	}
}

// otherCommand proposes one of the other actions (action_*.go).
func otherCommand(s *State, c *Combatant, rng *rand.Rand) Command {
	kinds := []CommandKind{HelpCmd, Hide, Search, Study, Influence, Utilize, UseObject, Ready, Grapple, Shove, KnockDown,
		Escape, Release, Charge, CoupDeGrace, Hinder, Interact, Stand, Teleport, Concentrate, AttackCmd, Jump, Restrain, DropProne}
	t := s.Creatures[rng.IntN(len(s.Creatures))]
	o := s.Creatures[rng.IntN(len(s.Creatures))]
	a := c.Attacks[rng.IntN(len(c.Attacks))]
	p := Point{c.Position[0] + rng.IntN(7) - 3, c.Position[1] + rng.IntN(7) - 3}
	cmd := Command{Kind: kinds[rng.IntN(len(kinds))], By: c.ID, Target: t.ID, Attack: a.ID, Other: o.ID,
		Skill: []string{"arcana", "persuasion", "athletics"}[rng.IntN(3)], DC: 10 + rng.IntN(10)}
	switch cmd.Kind {
	case Ready:
		cmd.Option, cmd.To = []string{"reach", "enter", "attack"}[rng.IntN(3)], &p
	case Shove:
		cmd.Option = []string{"prone", "push"}[rng.IntN(2)]
	case Teleport, Jump:
		cmd.To = &p
	case Concentrate:
		cmd.Option = []string{"", "bless"}[rng.IntN(2)]
	case AttackCmd:
		cmd.Offhand = rng.IntN(2) == 0
		if !cmd.Offhand {
			cmd.Other = o.ID // a Cleave target
		}
	case HelpCmd:
		if rng.IntN(2) == 0 {
			cmd.Other = ""
		}
	}
	return cmd
}

// TestProperties plays random fights and checks after every command that
// hit points stay within [0, max], nobody takes two reactions in a round,
// the dead take no turns (none begins one, and none that dies as its turn
// begins keeps it: turn_fell.go), and replaying the log gives the state.
func TestProperties(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1", "next-2013"} {
		for seed := range uint64(10) {
			t.Run(fmt.Sprintf("%s/%d", ruleset, seed), func(t *testing.T) {
				s := skirmish(t, ruleset, seed).Sole() // its turn note kept (turn_mask.go)
				setup := s.Clone()
				r := dice.NewSeeded(seed)
				rng := rand.New(rand.NewPCG(seed, 99))
				var log []Event
				surprised := []string{}
				if seed%3 == 0 {
					surprised = []string{"c1", "c2"}
				}
				events, err := Do(s, Command{Kind: Start, Surprised: surprised}, r)
				if err != nil {
					t.Fatal(err)
				}
				log = append(log, events...)
				reactions := map[string]int{} // reactions since the creature's last turn began
				for step := 0; step < 600 && !s.Over; step++ {
					cmd := randomCommand(s, rng)
					before := s.Clone()
					events, err := Do(s, cmd, r)
					if err != nil {
						if step%10 == 0 && !Equal(s, before) {
							t.Fatalf("step %d: refused %+v changed the state", step, cmd)
						}
						continue
					}
					log = append(log, events...)
					st := before.Clone() // the state as each event comes
					for _, e := range events {
						switch e.Kind {
						case TurnBegan:
							if c := st.Get(e.Who); c.Dead {
								t.Fatalf("step %d: dead %s takes a turn", step, e.Who)
							}
							reactions[e.Who] = 0
						case TurnLost:
							reactions[e.Who] = 0
						case Attacked:
							if e.Reaction || e.Uses == "reaction" {
								reactions[e.Who]++
								if reactions[e.Who] > 1 {
									t.Fatalf("step %d: %s reacts twice in a round", step, e.Who)
								}
							}
						}
						if err := Apply(st, e); err != nil {
							t.Fatal(err)
						}
					}
					if cur := s.Current(); cur != nil && !s.Over && cur.Dead {
						t.Fatalf("step %d: dead %s holds the turn after %+v: %v", step, cur.ID, cmd, kindsOf(events))
					}
					for _, c := range s.Creatures {
						if c.HP < 0 || c.HP > c.MaxHP {
							t.Fatalf("step %d: %s has %d of %d hp", step, c.ID, c.HP, c.MaxHP)
						}
					}
					if step%25 == 0 {
						got, err := Replay(setup, log)
						if err != nil || !Equal(got, s) {
							t.Fatalf("step %d: replay differs (%v)", step, err)
						}
						undone, _, err := Undo(setup, log)
						if err != nil || !Equal(undone, before) {
							t.Fatalf("step %d: undo differs (%v)", step, err)
						}
					}
				}
				got, err := Replay(setup, log)
				if err != nil || !Equal(got, s) {
					t.Fatalf("replay at the end differs (%v)", err)
				}
				checkSavedLog(t, ruleset, setup, log, s)
			})
		}
	}
}

func FuzzUnmarshalLog(f *testing.F) {
	s := duel(f, "srd-5.2.1")
	setup := s.Clone()
	var log []Event
	for _, c := range []struct {
		cmd   Command
		faces []int
	}{
		{Command{Kind: Start, Surprised: []string{"gob"}}, []int{15, 5, 3}},
		{Command{Kind: Move, By: "ana", To: &Point{3, 0}}, nil},
		{Command{Kind: Opportunity, By: "gob"}, []int{20, 3, 4}},
		{Command{Kind: AttackCmd, By: "ana", Target: "gob"}, []int{18, 3}},
	} {
		events, err := Do(s, c.cmd, dice.NewScripted(c.faces...))
		if err == nil {
			log = append(log, events...)
		}
	}
	data, _ := MarshalLog("srd-5.2.1", log)
	f.Add(data)
	f.Add([]byte(`{"version":1,"ruleset":"x","events":[{"kind":"moved","seq":1,"who":"ana","path":[[99,99]]}]}`))
	f.Add([]byte(`{"version":1,"events":[{"kind":"damage","seq":1,"target":"gob","amount":-3}]}`))
	// The other actions' events (action.go).
	f.Add([]byte(`{"version":1,"events":[{"kind":"condition","seq":1,"who":"ana","target":"gob","type":"grappled","option":"add","reason":"grapple:ana"},` +
		`{"kind":"pushed","seq":2,"who":"ana","target":"gob","path":[[4,0]]},{"kind":"mark","seq":3,"who":"ana","target":"gob","type":"vex","other":"ana"},` +
		`{"kind":"action","seq":4,"who":"ana","action":"concentrate","uses":"none","option":"bless"},{"kind":"concentration","seq":5,"who":"ana","dice":[12],"amount":7},` +
		`{"kind":"action","seq":6,"who":"ana","action":"ready","option":"enter","attack":"sword","path":[[2,2]]},` +
		`{"kind":"coup_de_grace_damage","seq":7,"who":"ana","target":"gob","amount":9,"type":"slashing"},{"kind":"action","seq":8,"who":"ana","action":"hide","dice":[9]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := UnmarshalLog(data)
		if err != nil {
			return
		}
		out, err := MarshalLog(l.Ruleset, l.Events)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := UnmarshalLog(out); err != nil {
			t.Fatalf("a log written back does not read: %v", err)
		}
		_, _ = Replay(setup, l.Events) // must not panic
	})
}

// TestPolicyFights lets the policy play whole fights: every command it
// gives is legal, and every fight ends.
func TestPolicyFights(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1", "next-2013"} {
		for seed := range uint64(20) {
			s := skirmish(t, ruleset, seed).Sole() // its turn note kept (turn_mask.go)
			setup := s.Clone()
			r := dice.NewSeeded(seed)
			log, err := Do(s, Command{Kind: Start}, r)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for ; n < 5000 && !s.Over; n++ {
				cmd := Policy(s)
				events, err := Do(s, cmd, r)
				if err != nil {
					t.Fatalf("%s/%d: command %d %+v: %v", ruleset, seed, n, cmd, err)
				}
				log = append(log, events...)
			}
			if !s.Over {
				t.Fatalf("%s/%d: no end after %d commands (round %d)", ruleset, seed, n, s.Round)
			}
			if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
				t.Fatalf("%s/%d: replay differs (%v)", ruleset, seed, err)
			}
		}
	}
}

// BenchmarkPolicyFight plays a whole six-creature fight by the policy.
func BenchmarkPolicyFight(b *testing.B) {
	setup := skirmish(b, "srd-5.2.1", 1)
	r := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		s := setup.Clone()
		if _, err := Do(s, Command{Kind: Start}, r); err != nil {
			b.Fatal(err)
		}
		for n := 0; n < 5000 && !s.Over; n++ {
			if _, err := Do(s, Policy(s), r); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// checkSavedLog fails t unless log, saved and read back, replays from
// setup to s.
func checkSavedLog(t *testing.T, ruleset string, setup *State, log []Event, s *State) {
	t.Helper()
	data, err := MarshalLog(ruleset, log)
	if err != nil {
		t.Fatal(err)
	}
	l, err := UnmarshalLog(data)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Replay(setup, l.Events); err != nil || !Equal(got, s) {
		t.Fatalf("the saved log replays differently (%v)", err)
	}
}

func kindsOf(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, fmt.Sprint(e.Kind, " ", e.Who, ">", e.Target, " ", e.Amount))
	}
	return out
}
