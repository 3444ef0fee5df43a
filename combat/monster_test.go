package combat

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// catalogMonster makes a combatant of a catalog monster at x, y.
func catalogMonster(t testing.TB, rs *rules.Ruleset, id, as string, x, y int) *Combatant {
	t.Helper()
	cat, err := content.Open(rs.Name)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := cat.Monster(id)
	if !ok {
		t.Fatalf("no %s in %s", id, rs.Name)
	}
	c, err := NewMonster(rs, m, as, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Side, c.Position = "monsters", [2]int{x, y}
	return c
}

// lairBeast is a made-up monster with a lair action: the SRD catalogs
// hold none, and the engine runs them when a stat block has them.
func lairBeast() *content.Monster {
	bonus := 5
	return &content.Monster{
		Ref: content.Ref{ID: "lair-beast", Name: "Lair Beast", Cite: "test"}, Size: "large", AC: 14, HP: 60,
		HitDice: "8d10+16", Speed: content.Speeds{Walk: 30}, Abilities: content.Abilities{16, 12, 14, 6, 10, 6}, CR: "3",
		Actions: []content.Feature{{ID: "bite", Name: "Bite", Effects: []content.Effect{{Kind: content.KindAttack, Attack: "melee",
			Bonus: &bonus, Reach: 5, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d8+3", Type: "piercing"}}}}}},
		Lair: []content.Feature{{ID: "quake", Name: "Quake", Effects: []content.Effect{{Kind: content.KindArea, Shape: "sphere", Size: 10,
			Then: []content.Effect{{Kind: content.KindSave, Ability: "dex", DC: 12, OnSuccess: "none",
				Fail: []content.Effect{{Kind: content.KindDamage, Dice: "1d6", Type: "bludgeoning"}}}}}}}},
	}
}

// hero is an ad-hoc creature of the party.
func hero(id string, x, y, hp, ac, dex int) *Combatant {
	c := rules.NewCreature(id)
	c.Side, c.Position, c.HP, c.MaxHP, c.AC = "party", [2]int{x, y}, hp, hp, ac
	c.Scores[rules.DEX] = dex
	return &Combatant{Creature: c, Attacks: []Attack{
		{ID: "sword", ToHit: intp(7), Damage: "1d8+4", Type: "slashing", Reach: 5},
		{ID: "bow", ToHit: intp(6), Damage: "1d8+3", Type: "piercing", Range: [2]int{150, 600}},
	}}
}

// lair sets up a fight against catalog monsters of the ruleset and the
// lair beast.
func lair(t testing.TB, ruleset string) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string][]string{
		"srd-5.2.1": {"goblin-warrior", "ogre", "owlbear", "young-red-dragon", "adult-red-dragon"},
		"srd-5.1":   {"goblin", "orc", "owlbear", "young-red-dragon", "adult-black-dragon"},
	}[ruleset]
	var cs []*Combatant
	for i, id := range ids {
		cs = append(cs, catalogMonster(t, rs, id, fmt.Sprintf("m%d", i), 2+3*i, 2))
	}
	b, err := NewMonster(rs, lairBeast(), "beast", nil)
	if err != nil {
		t.Fatal(err)
	}
	b.Side, b.Position = "monsters", [2]int{8, 5}
	cs = append(cs, b)
	for i := range 4 {
		cs = append(cs, hero(fmt.Sprintf("h%d", i), 3+4*i, 14, 120, 17, 14))
	}
	s, err := NewState(rs, Grid{Width: 20, Height: 18, Walls: []Point{{9, 9}, {10, 9}}}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMonsterPolicyFights lets the policy play catalog monsters and the
// party: every command legal, every fight over, the log replaying.
func TestMonsterPolicyFights(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		for seed := range uint64(4) {
			s := lair(t, ruleset)
			setup := s.Clone()
			r := dice.NewSeeded(seed)
			log, err := Do(s, Command{Kind: Start}, r)
			if err != nil {
				t.Fatal(err)
			}
			kinds := map[EventKind]int{}
			n := 0
			for ; n < 5000 && !s.Over; n++ {
				cmd := Policy(s)
				events, err := Do(s, cmd, r)
				if err != nil {
					t.Fatalf("%s/%d: command %d %+v: %v", ruleset, seed, n, cmd, err)
				}
				for _, e := range events {
					kinds[e.Kind]++
				}
				log = append(log, events...)
			}
			if !s.Over {
				t.Fatalf("%s/%d: no end after %d commands (round %d)", ruleset, seed, n, s.Round)
			}
			if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
				t.Fatalf("%s/%d: replay differs (%v)", ruleset, seed, err)
			}
			t.Logf("%s/%d: %d commands, %d rounds, winner %s, %v", ruleset, seed, n, s.Round, s.Winner, kinds)
			if kinds[Featured] == 0 || kinds[MonsterTurn] == 0 {
				t.Errorf("%s/%d: the monsters used no feature: %v", ruleset, seed, kinds)
			}
		}
	}
}

// randomMonsterCommand proposes a command for anyone, monsters' included.
func randomMonsterCommand(s *State, rng *rand.Rand) Command {
	c := s.Current()
	if s.Pending != nil || c == nil || rng.IntN(3) > 0 {
		return randomCommand(s, rng)
	}
	o := s.Creatures[rng.IntN(len(s.Creatures))]
	t := s.Creatures[rng.IntN(len(s.Creatures))]
	b := o.Statblock
	switch rng.IntN(4) {
	case 0:
		return Command{Kind: MultiattackCmd, By: c.ID, Target: t.ID}
	case 1:
		if b != nil && len(b.Block.Legendary) > 0 {
			return Command{Kind: LegendaryCmd, By: o.ID, Target: t.ID, Attack: b.Block.Legendary[rng.IntN(len(b.Block.Legendary))].ID}
		}
		return Command{Kind: LairCmd, By: o.ID, Attack: "quake", Target: t.ID}
	case 2:
		if c.Statblock != nil {
			acts := c.Statblock.Block.Actions
			return Command{Kind: UseCmd, By: c.ID, Target: t.ID, Attack: acts[rng.IntN(len(acts))].ID}
		}
	}
	if c.Statblock != nil && len(c.Statblock.Multi) > 0 {
		return Command{Kind: AttackCmd, By: c.ID, Target: t.ID}
	}
	return randomCommand(s, rng)
}

// TestMonsterProperties plays random commands, monsters' included, and
// checks hit points, reactions, the dead, replay and the saved log.
func TestMonsterProperties(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "srd-5.1"} {
		for seed := range uint64(4) {
			t.Run(fmt.Sprintf("%s/%d", ruleset, seed), func(t *testing.T) {
				s := lair(t, ruleset)
				setup := s.Clone()
				r := dice.NewSeeded(seed)
				rng := rand.New(rand.NewPCG(seed, 5))
				log, err := Do(s, Command{Kind: Start}, r)
				if err != nil {
					t.Fatal(err)
				}
				reactions := map[string]int{}
				for step := 0; step < 500 && !s.Over; step++ {
					cmd := randomMonsterCommand(s, rng)
					before := s.Clone()
					events, err := Do(s, cmd, r)
					if err != nil {
						if !Equal(s, before) {
							t.Fatalf("step %d: refused %+v changed the state", step, cmd)
						}
						continue
					}
					log = append(log, events...)
					for _, e := range events {
						switch {
						case e.Kind == TurnBegan && before.Get(e.Who).Dead:
							t.Fatalf("step %d: dead %s takes a turn", step, e.Who)
						case e.Kind == TurnBegan || e.Kind == TurnLost:
							reactions[e.Who] = 0
						case e.Kind == Attacked && e.Reaction:
							if reactions[e.Who]++; reactions[e.Who] > 1 {
								t.Fatalf("step %d: %s reacts twice in a round", step, e.Who)
							}
						}
					}
					if step%50 == 0 {
						if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
							t.Fatalf("step %d: replay differs (%v)", step, err)
						}
					}
					for _, c := range s.Creatures {
						if c.HP < 0 || c.HP > c.MaxHP {
							t.Fatalf("step %d: %s has %d of %d hp", step, c.ID, c.HP, c.MaxHP)
						}
						if b := c.Statblock; b != nil && (b.LegendaryLeft < 0 || b.LegendaryLeft > b.Block.LegendaryUses || b.ResistLeft < 0) {
							t.Fatalf("step %d: %s has %d legendary actions, %d resistances", step, c.ID, b.LegendaryLeft, b.ResistLeft)
						}
					}
				}
				checkSavedLog(t, ruleset, setup, log, s)
			})
		}
	}
}

// duelOf sets up a catalog monster at (1, 0) against an ad-hoc hero at
// (0, 0), with the monster first in the order.
func duelOf(t *testing.T, ruleset, id string) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	m := catalogMonster(t, rs, id, "m", 1, 0)
	h := hero("h", 0, 0, 200, 15, 10)
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{m, h})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMonsterFeatures runs features with scripted dice: got against want
// from the SRD stat blocks.
func TestMonsterFeatures(t *testing.T) {
	tests := []struct {
		name, ruleset, monster string
		cmds                   []Command
		faces                  [][]int
		wantHP                 int   // the hero's hit points after
		wantErr                error // of the last command
	}{
		{"owlbear multiattack, two rends (2d8+5)", "srd-5.2.1", "owlbear",
			[]Command{{Kind: MultiattackCmd, By: "m", Target: "h"}}, [][]int{{10, 1, 1, 10, 2, 2}}, 200 - 7 - 9, nil},
		{"multiattack then attacks one by one, a third refused", "srd-5.2.1", "owlbear",
			[]Command{{Kind: AttackCmd, By: "m", Attack: "multiattack"}, {Kind: AttackCmd, By: "m", Target: "h", Attack: "rend"},
				{Kind: AttackCmd, By: "m", Target: "h"}, {Kind: AttackCmd, By: "m", Target: "h", Attack: "rend"}},
			[][]int{nil, {10, 1, 1}, {1}, nil}, 193, ErrNoAction},
		{"breath then refused until recharged", "srd-5.1", "young-red-dragon",
			[]Command{{Kind: UseCmd, By: "m", Target: "h", Attack: "fire-breath"}, {Kind: EndTurn, By: "m"}, {Kind: EndTurn, By: "h"},
				{Kind: UseCmd, By: "m", Target: "h", Attack: "fire-breath"}},
			[][]int{{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, nil, {4}, nil}, 184, ErrNotCharged},
		{"legendary action in the first turn refused", "srd-5.1", "adult-black-dragon",
			[]Command{{Kind: LegendaryCmd, By: "m", Target: "h", Attack: "tail-attack"}}, [][]int{nil}, 200, ErrNoLegendary},
		{"legendary tail attack after the hero's turn (2d8+6)", "srd-5.1", "adult-black-dragon",
			[]Command{{Kind: EndTurn, By: "m"}, {Kind: EndTurn, By: "h"}, {Kind: EndTurn, By: "m"},
				{Kind: LegendaryCmd, By: "m", Target: "h", Attack: "tail-attack"}},
			[][]int{nil, nil, nil, {1}}, 200, ErrNoLegendary},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := duelOf(t, tt.ruleset, tt.monster)
			var err error
			for i, cmd := range tt.cmds {
				_, err = Do(s, cmd, dice.NewScripted(tt.faces[i]...))
				if i < len(tt.cmds)-1 && err != nil {
					t.Fatalf("command %d %+v: %v", i, cmd, err)
				}
			}
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("last command: got %v, want %v", err, tt.wantErr)
			}
			if got := s.Get("h").HP; got != tt.wantHP {
				t.Errorf("hero hp: got %d, want %d", got, tt.wantHP)
			}
		})
	}
}

// TestLairTiming checks the lair acts on initiative count 20, losing ties,
// once a round.
func TestLairTiming(t *testing.T) {
	rs, _ := rules.Get("srd-5.2.1")
	b, err := NewMonster(rs, lairBeast(), "beast", nil)
	if err != nil {
		t.Fatal(err)
	}
	b.Side = "monsters"
	a, c := hero("a", 0, 0, 50, 15, 10), hero("c", 1, 0, 50, 15, 10)
	b.Position = [2]int{3, 3}
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{b, a, c})
	if err != nil {
		t.Fatal(err)
	}
	// beast 10+1 = 11, a 20, c 5: the order is a, beast, c; the lair
	// acts after a (20 wins the tie) and before the beast.
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(10, 20, 5)); err != nil {
		t.Fatal(err)
	}
	lair := Command{Kind: LairCmd, By: "beast", Attack: "quake", To: &Point{0, 0}}
	if _, err := Do(s, lair, dice.NewScripted()); !errors.Is(err, ErrNoLair) {
		t.Fatalf("lair during a's turn (initiative 20): got %v", err)
	}
	if _, err := Do(s, Command{Kind: EndTurn, By: "a"}, dice.NewScripted()); err != nil {
		t.Fatal(err)
	}
	if !s.LairDue("beast") {
		t.Fatal("the lair is not due after initiative 20")
	}
	// quake: 1d6 = 4; a fails (3), c succeeds (15).
	if _, err := Do(s, lair, dice.NewScripted(4, 3, 15)); err != nil {
		t.Fatal(err)
	}
	if got := [2]int{s.Get("a").HP, s.Get("c").HP}; got != [2]int{46, 50} {
		t.Errorf("hp after the quake: got %v, want [46 50]", got)
	}
	if _, err := Do(s, lair, dice.NewScripted()); !errors.Is(err, ErrNoLair) {
		t.Fatalf("a second lair action in the round: got %v", err)
	}
}

// TestExpected checks the policy's expected damage against a hand count:
// an owlbear's rend (+7, 2d8+5) against AC 15 hits on 8-20 (13/20) and
// crits on 20 (1/20): 0.6*14 + 0.05*23 = 9.55.
func TestExpected(t *testing.T) {
	s := duelOf(t, "srd-5.2.1", "owlbear")
	m := s.Get("m")
	f, _ := m.Statblock.Feature("rend")
	if got := s.expected(m, f, s.Get("h")); got < 9.549 || got > 9.551 {
		t.Errorf("expected damage: got %v, want 9.55", got)
	}
	if cmd := Policy(s); cmd.Kind != MultiattackCmd || cmd.Target != "h" {
		t.Errorf("policy: got %+v, want a multiattack on h", cmd)
	}
}

// TestPreviewMonsterBite checks a preview counts every damage part: a
// young red dragon's bite (SRD 5.1) is 2d10+6 piercing plus 1d6 fire.
func TestPreviewMonsterBite(t *testing.T) {
	s := duelOf(t, "srd-5.1", "young-red-dragon")
	p, err := PreviewAttack(s, Command{Kind: AttackCmd, By: "m", Target: "h", Attack: "bite"})
	if err != nil {
		t.Fatal(err)
	}
	got := []float64{float64(p.HitMin), float64(p.HitMax), p.HitMean, float64(p.CritMin), float64(p.CritMax), p.CritMean}
	want := []float64{9, 32, 20.5, 12, 58, 35}
	for i := range want {
		if got[i] < want[i]-1e-9 || got[i] > want[i]+1e-9 {
			t.Errorf("preview %d: got %v, want %v", i, got, want)
			break
		}
	}
}

// TestProseMultiattack checks the attacks a Multiattack with choices
// makes: the count of its repeated entry, or each entry once.
func TestProseMultiattack(t *testing.T) {
	for _, tt := range []struct {
		ruleset, monster string
		want             int
	}{
		{"srd-5.2.1", "adult-red-dragon", 3}, // three Rends; Spellcasting may replace one
		{"srd-5.2.1", "goblin-boss", 2},      // two attacks, Scimitar or Shortbow
		{"srd-5.2.1", "owlbear", 2},
		{"srd-5.1", "adult-black-dragon", 4}, // Frightful Presence, bite and two claws
		{"srd-5.2.1", "vampire-spawn", 3},    // two Claws and the Bite, a save (multiattack_use.go)
		{"srd-5.2.1", "mummy", 3},            // two Rotting Fists and Dreadful Glare
		{"srd-5.1", "gibbering-mouther", 2},  // Bites and Blinding Spittle while charged
	} {
		rs, _ := rules.Get(tt.ruleset)
		m := catalogMonster(t, rs, tt.monster, "m", 0, 0)
		if got := len(m.Statblock.attacks(m.Statblock.multiattack())); got != tt.want {
			t.Errorf("%s %s: got %d attacks, want %d", tt.ruleset, tt.monster, got, tt.want)
		}
	}
}

// TestExpectedBreath checks a save's expected damage against a hand
// count: a young red dragon's fire breath (SRD 5.1: DEX DC 17, 16d6, half
// on a success) at a creature with DEX +0 saves on 17-20 (1/5); 16d6
// averages 56 and is odd half the time, so half of it averages 27.75:
// 0.8*56 + 0.2*27.75 = 50.35.
func TestExpectedBreath(t *testing.T) {
	s := duelOf(t, "srd-5.1", "young-red-dragon")
	got, err := Expected(s, "m", "fire-breath", "h")
	if err != nil {
		t.Fatal(err)
	}
	if got < 50.349 || got > 50.351 {
		t.Errorf("expected damage: got %v, want 50.35", got)
	}
	if _, err := Expected(s, "m", "sneeze", "h"); !errors.Is(err, ErrNoFeature) {
		t.Errorf("unknown feature: got %v", err)
	}
}

// BenchmarkMonsterFight plays a whole fight of catalog monsters (a lair
// beast and a legendary dragon among them) against four heroes by the
// policy.
func BenchmarkMonsterFight(b *testing.B) {
	setup := lair(b, "srd-5.2.1")
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

// FuzzMonsterReplay replays logs of monster events onto a fight of
// catalog monsters: a log that does not fit is refused, never a panic.
func FuzzMonsterReplay(f *testing.F) {
	s := lair(f, "srd-5.2.1")
	setup := s.Clone()
	r := dice.NewSeeded(3)
	log, err := Do(s, Command{Kind: Start}, r)
	if err != nil {
		f.Fatal(err)
	}
	for n := 0; n < 60 && !s.Over; n++ {
		events, err := Do(s, Policy(s), r)
		if err != nil {
			f.Fatal(err)
		}
		log = append(log, events...)
	}
	data, _ := MarshalLog("srd-5.2.1", log)
	f.Add(data)
	f.Add([]byte(`{"version":1,"ruleset":"x","events":[{"kind":"feature","seq":1,"who":"m4","action":"pounce","reason":"legendary","cost":9}]}`))
	f.Add([]byte(`{"version":1,"ruleset":"x","events":[{"kind":"monster_turn","seq":1,"who":"m3","dice":[6,6]}]}`))
	f.Add([]byte(`{"version":1,"ruleset":"x","events":[{"kind":"condition","seq":1,"who":"m0","target":"h0","type":"sleepy"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := UnmarshalLog(data)
		if err != nil {
			return
		}
		_, _ = Replay(setup, l.Events) // must not panic
	})
}

// TestLegendaryResistance: an adult black dragon (SRD 5.1: DEX save +7,
// Legendary Resistance 3/day) in a young red dragon's fire breath (DEX DC
// 17, 16d6 = 32 on twos, half on a success) fails with a 5: with a use
// left it succeeds instead and takes 16; without, it takes 32.
func TestLegendaryResistance(t *testing.T) {
	for _, tt := range []struct {
		left, face, wantHP, wantLeft int
	}{
		{3, 5, 195 - 16, 2},
		{0, 5, 195 - 32, 0},
		{3, 10, 195 - 16, 3}, // 17: a success of its own
	} {
		rs, _ := rules.Get("srd-5.1")
		red := catalogMonster(t, rs, "young-red-dragon", "red", 0, 0)
		black := catalogMonster(t, rs, "adult-black-dragon", "black", 2, 0)
		black.Side = "black"
		black.Statblock.ResistLeft = tt.left
		s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{red, black})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
			t.Fatal(err)
		}
		faces := []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, tt.face}
		if _, err := Do(s, Command{Kind: UseCmd, By: "red", Attack: "fire-breath", Target: "black"}, dice.NewScripted(faces...)); err != nil {
			t.Fatal(err)
		}
		b := s.Get("black")
		if got := [2]int{b.HP, b.Statblock.ResistLeft}; got != [2]int{tt.wantHP, tt.wantLeft} {
			t.Errorf("left %d, face %d: got hp and uses %v, want [%d %d]", tt.left, tt.face, got, tt.wantHP, tt.wantLeft)
		}
	}
}

// TestUseMultiattack: `use multiattack` is the Multiattack action, its
// attacks made once.
func TestUseMultiattack(t *testing.T) {
	s := duelOf(t, "srd-5.2.1", "owlbear")
	if _, err := Do(s, Command{Kind: UseCmd, By: "m", Attack: "multiattack", Target: "h"}, dice.NewScripted(1, 1)); err != nil {
		t.Fatal(err)
	}
	if got := s.Get("m").Statblock.Multi; len(got) != 0 {
		t.Errorf("attacks left: got %v, want none", got)
	}
	if _, err := Do(s, Command{Kind: AttackCmd, By: "m", Attack: "rend", Target: "h"}, dice.NewScripted(10)); !errors.Is(err, ErrNoAction) {
		t.Errorf("a third rend: got %v, want %v", err, ErrNoAction)
	}
}

// TestPolicyBestAttack: a creature no person controls makes, of its legal
// attacks on the nearest enemy, the one with the best expected damage.
func TestPolicyBestAttack(t *testing.T) {
	rs, _ := rules.Get("srd-5.2.1")
	a := hero("a", 0, 0, 30, 15, 10)
	a.Attacks = []Attack{
		{ID: "dagger", ToHit: intp(5), Damage: "1d4+3", Type: "piercing", Reach: 5},
		{ID: "greataxe", ToHit: intp(5), Damage: "1d12+3", Type: "slashing", Reach: 5},
	}
	b := hero("b", 1, 0, 30, 15, 10)
	b.Side = "foes"
	s, err := NewState(rs, Grid{Width: 5, Height: 5}, []*Combatant{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
		t.Fatal(err)
	}
	if cmd := Policy(s); cmd.Attack != "greataxe" {
		t.Errorf("policy: got %+v, want the greataxe", cmd)
	}
	s.Get("b").Resist["slashing"] = true // 1d12+3 halved: 4.5 on average, less than 5.5
	if cmd := Policy(s); cmd.Attack != "dagger" {
		t.Errorf("policy against a slashing-resistant foe: got %+v, want the dagger", cmd)
	}
}
