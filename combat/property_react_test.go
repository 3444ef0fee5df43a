package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// reactors sets up catalog monsters with reactions (a knight's Parry, a
// mage's Protective Magic) and a Multiattack (an owlbear's) against
// casters with Shield and Hellish Rebuke among their reaction spells.
func reactors(t testing.TB) *State {
	t.Helper()
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	cs := []*Combatant{
		catalogMonster(t, rs, "knight", "k", 5, 4),
		catalogMonster(t, rs, "mage", "m", 6, 6),
		catalogMonster(t, rs, "owlbear", "o", 4, 5),
	}
	for i, spells := range [][]string{{"shield"}, {"hellish-rebuke"}, {"shield", "hellish-rebuke"}} {
		h := hero(fmt.Sprintf("h%d", i), 3+i, 3, 40, 13, 12)
		h.Spellcasting = &Spellcasting{Ability: "int", Attack: intp(6), DC: 14}
		h.ReactionSpells = spells
		if err := h.SetSlots(map[int]int{1: 3, 2: 2}, 0, 0); err != nil {
			t.Fatal(err)
		}
		cs = append(cs, h)
	}
	s, err := NewState(rs, Grid{Width: 10, Height: 10}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPropertiesReactions plays random fights where reactions come from
// stat blocks and reaction spells, against attack commands, Multiattacks
// made at once and spells' attack rolls, and checks after every command
// that no creature takes two reactions before its turn comes back, hit
// points stay within [0, max], and the log replays to the state.
func TestPropertiesReactions(t *testing.T) {
	seen := map[string]int{} // what the fights exercised
	for seed := range uint64(8) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			s := reactors(t)
			setup := s.Clone()
			r := dice.NewSeeded(seed)
			rng := rand.New(rand.NewPCG(seed, 5))
			log, err := Do(s, Command{Kind: Start}, r)
			if err != nil {
				t.Fatal(err)
			}
			reactions := map[string]int{}
			for step := 0; step < 400 && !s.Over; step++ {
				cmd := randomCommand(s, rng)
				if cur := s.Current(); cur != nil && s.Pending == nil && rng.IntN(3) == 0 {
					foes := []*Combatant{}
					for _, o := range s.Creatures {
						if o.side() != cur.side() && !o.Dead {
							foes = append(foes, o)
						}
					}
					if len(foes) > 0 {
						f := foes[rng.IntN(len(foes))]
						cmd = []Command{
							{Kind: MultiattackCmd, By: cur.ID, Target: f.ID},
							{Kind: CastCmd, By: cur.ID, Spell: "fire-bolt", Targets: []string{f.ID}},
							{Kind: CastCmd, By: cur.ID, Spell: "magic-missile", Level: 1, Targets: []string{f.ID}},
						}[rng.IntN(3)]
					}
				}
				before := s.Clone()
				events, err := Do(s, cmd, r)
				if err != nil {
					continue
				}
				log = append(log, events...)
				seen[string(cmd.Kind)+" ok"]++
				for _, e := range events {
					took := ""
					switch {
					case e.Kind == TurnBegan || e.Kind == TurnLost:
						reactions[e.Who] = 0
					case e.Kind == Attacked && (e.Reaction || e.Uses == "reaction"), e.Kind == Reacted, e.Kind == ReactedAt:
						took = e.Who
					case e.Kind == Casted && e.Reason == "reaction":
						took = e.Who
					}
					if took != "" {
						seen[string(e.Kind)]++
						if reactions[took]++; reactions[took] > 1 {
							t.Fatalf("step %d (%+v): %s reacts twice before its turn", step, cmd, took)
						}
					}
				}
				for _, c := range s.Creatures {
					if c.HP < 0 || c.HP > c.MaxHP {
						t.Fatalf("step %d: %s has %d of %d hp", step, c.ID, c.HP, c.MaxHP)
					}
				}
				if step%20 == 0 {
					if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
						t.Fatalf("step %d: replay differs (%v)", step, err)
					}
					if undone, _, err := Undo(setup, log); err != nil || !Equal(undone, before) {
						t.Fatalf("step %d: undo differs (%v)", step, err)
					}
				}
			}
			if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
				t.Fatalf("replay at the end differs (%v)", err)
			}
		})
	}
	for _, k := range []string{string(Reacted), string(ReactedAt), string(Casted), string(Attacked), string(MultiattackCmd) + " ok", string(CastCmd) + " ok"} {
		if seen[k] == 0 {
			t.Errorf("the fights never saw %s (%v)", k, seen)
		}
	}
}
