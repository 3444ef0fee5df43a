package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// oddsFights are the fights of TestBehaviourHash, for a seed: the
// benchmark's, the lair fights in two rulesets, the skirmish in three and
// the built party's.
func oddsFights(t *testing.T, seed uint64) []*State {
	return []*State{fight5(t), lair(t, "srd-5.2.1"), lair(t, "srd-5.1"),
		skirmish(t, "srd-5.2.1", seed), skirmish(t, "srd-5.1", seed), skirmish(t, "next-2013", seed),
		fightCharacters(t)}
}

// freshHitMeans is hitMeans worked out without partMeans.
func freshHitMeans(s *State, t *Combatant, p *content.Effect, magical bool) (nm, cm float64, ok bool) {
	normal, critText, err := s.damageTextsOf(p.Dice, 0)
	if err != nil {
		return 0, 0, false
	}
	nm, err1 := s.meanTaken(t, p.Type, magical, normal, false)
	cm, err2 := s.meanTaken(t, p.Type, magical, critText, false)
	return nm, cm, err1 == nil && err2 == nil
}

// TestHitMeansKept checks partMeans: after every command of the hash
// test's fights (several rulesets), every damage part of every stat block
// attack, magical or not, on every creature, asked twice (the second
// answer from the cache), against the means worked out afresh.
func TestHitMeansKept(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	checked := 0
	check := func(s *State) {
		for _, c := range s.Creatures {
			if c.Statblock == nil {
				continue
			}
			for i := range c.Statblock.Block.Actions {
				e := attackEffect(&c.Statblock.Block.Actions[i])
				if e == nil {
					continue
				}
				for j := range e.Hit {
					p := &e.Hit[j]
					if p.Kind == content.KindChoose && len(p.Options) > 0 {
						p = &p.Options[0]
					}
					if p.Kind != content.KindDamage || p.Dice == "" || p.Every != "" {
						continue
					}
					for _, o := range s.Creatures {
						for _, magical := range []bool{false, true} {
							wn, wc, wok := freshHitMeans(s, o, p, magical)
							for range 2 {
								gn, gc, gok := s.hitMeans(o, p, magical)
								if gn != wn || gc != wc || gok != wok {
									t.Fatalf("%s's %s part %q on %s (magical %v): got %v %v %v, want %v %v %v",
										c.ID, c.Statblock.Block.Actions[i].ID, p.Dice, o.ID, magical, gn, gc, gok, wn, wc, wok)
								}
								checked++
							}
						}
					}
				}
			}
		}
	}
	for seed := range seeds {
		for _, s := range oddsFights(t, seed) {
			r := dice.NewSeeded(seed)
			if _, err := Do(s, Command{Kind: Start}, r); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 5000 && !s.Over; n++ {
				check(s)
				if _, err := Do(s, Policy(s), r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no part checked")
	}
	t.Logf("%d answers checked", checked)
}

// TestHitMeansChangedPart checks that a part changed in place after its
// means were kept is worked out again.
func TestHitMeansChangedPart(t *testing.T) {
	s := fight5(t)
	o := s.Get("fighter")
	p := &content.Effect{Kind: content.KindDamage, Dice: "2d6+3", Type: "slashing"}
	before, _, ok := s.hitMeans(o, p, false)
	near := func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
	if !ok || !near(before, 10) {
		t.Fatalf("2d6+3: got %v %v, want 10", before, ok)
	}
	p.Dice = "1d4"
	if got, _, _ := s.hitMeans(o, p, false); !near(got, 2.5) {
		t.Fatalf("changed to 1d4: got %v, want 2.5", got)
	}
	p.Type = "fire"
	o.Resist = map[string]bool{"fire": true}
	if got, _, _ := s.hitMeans(o, p, false); !near(got, 1) { // 0, 1, 1, 2 after halving down
		t.Fatalf("1d4 fire on a resistant target: got %v, want 1", got)
	}
}
