package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// fireballField sets up a level 5 wizard at 0,0 and n goblins of 40 hit
// points packed around 10,10, all within a Fireball's 20 ft of it.
func fireballField(t testing.TB, ruleset string, n int) *State {
	t.Helper()
	rs, err := rules.Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	mira := rules.NewCreature("mira")
	mira.Side, mira.Level, mira.Scores[rules.INT] = "party", 5, 16
	if err := mira.SetSlots(map[int]int{3: 1 << 20}, 0, 0); err != nil {
		t.Fatal(err)
	}
	cs := []*Combatant{{Creature: mira, Spellcasting: &Spellcasting{Ability: "int"}}}
	for i := range n {
		g := rules.NewCreature("g" + string(rune('a'+i%26)) + string(rune('a'+i/26)))
		g.Side, g.HP, g.MaxHP = "goblins", 40, 40
		g.Position = [2]int{6 + i%9, 6 + i/9}
		cs = append(cs, &Combatant{Creature: g})
	}
	s, err := NewState(rs, Grid{Width: 30, Height: 30}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCastFireballReplays(t *testing.T) {
	for _, name := range []string{"srd-5.2.1", "srd-5.1"} {
		s := fireballField(t, name, 20)
		setup := s.Clone()
		faces := []int{6, 6, 6, 6, 6, 6, 6, 6} // 48
		for i := range 20 {
			faces = append(faces, 1+19*(i%2)) // the odd ones save
		}
		events := do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "fireball", To: &Point{10, 8}}, faces...)
		got := map[int]int{}
		for _, c := range s.Creatures[1:] {
			got[c.HP]++
		}
		if want := map[int]int{16: 10}; got[16] != want[16] || got[0] != 10 {
			t.Errorf("%s: hit points after 48 fire, half saving: got %v, want 10 at 16 and 10 at 0", name, got)
		}
		if s.Get("mira").Slots.Left[3] != 1<<20-1 {
			t.Errorf("%s: the slot was not spent", name)
		}
		again, err := Replay(setup, events)
		if err != nil {
			t.Fatal(err)
		}
		if !Equal(again, s) {
			t.Errorf("%s: replaying the cast gives another state", name)
		}
	}
}

func TestCastRefusals(t *testing.T) {
	tests := []struct {
		name string
		cmd  Command
		want error
	}{
		{"unknown spell", Command{Kind: CastCmd, By: "mira", Spell: "wish-fulfilment"}, ErrNoSpell},
		{"slot below the spell", Command{Kind: CastCmd, By: "mira", Spell: "fireball", Level: 2, To: &Point{10, 8}}, ErrSlotLevel},
		{"no slot of that level", Command{Kind: CastCmd, By: "mira", Spell: "fireball", Level: 4, To: &Point{10, 8}}, ErrNoSlot},
		{"point out of range", Command{Kind: CastCmd, By: "mira", Spell: "burning-hands", Level: 3, To: &Point{29, 29}}, nil},
		{"target out of range", Command{Kind: CastCmd, By: "mira", Spell: "cure-wounds", Level: 3, Targets: []string{"gaa"}}, ErrSpellRange},
		{"no target", Command{Kind: CastCmd, By: "mira", Spell: "fire-bolt"}, ErrSpellTarget},
		{"off the grid", Command{Kind: CastCmd, By: "mira", Spell: "fireball", To: &Point{40, 0}}, ErrBadCommand},
	}
	for _, tc := range tests {
		s := fireballField(t, "srd-5.2.1", 2)
		_, err := Decide(s, tc.cmd, dice.NewSeeded(1))
		if tc.want == nil {
			if err != nil {
				t.Errorf("%s: got %v, want no error (a self cone aims anywhere)", tc.name, err)
			}
			continue
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
}

// BenchmarkFireball20 casts Fireball on 20 creatures in its area: the
// saves and the damage decided and applied.
func BenchmarkFireball20(b *testing.B) {
	s := fireballField(b, "srd-5.2.1", 20)
	for _, c := range s.Creatures[1:] {
		c.HP, c.MaxHP = 1<<30, 1<<30 // no one drops: every cast finds the same field
	}
	cmd := Command{Kind: CastCmd, By: "mira", Spell: "fireball", To: &Point{10, 8}}
	r := dice.NewSeeded(7)
	for b.Loop() {
		if _, err := Do(s, cmd, r); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPreviewSpell(t *testing.T) {
	s := fireballField(t, "srd-5.2.1", 2)
	s.Creatures[2].Resist = map[string]bool{"fire": true}
	got, err := PreviewSpell(s, Command{Kind: CastCmd, By: "mira", Spell: "fireball", To: &Point{10, 8}})
	if err != nil {
		t.Fatal(err)
	}
	// DC 14 against +0: 7 faces of 20 save. 8d6 averages 28; halved and
	// rounded down 13.75 (odd totals lose a half, half the time).
	want := []SpellPreview{
		{Target: "gaa", Saves: 0.35, Expected: 0.65*28 + 0.35*13.75},
		{Target: "gba", Saves: 0.35, Expected: 0.65*13.75 + 0.35*6.625},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Target != w.Target || abs64(g.Saves-w.Saves) > 1e-9 || abs64(g.Expected-w.Expected) > 1e-6 {
			t.Errorf("got %+v, want %+v", g, w)
		}
	}
	bolt, err := PreviewSpell(s, Command{Kind: CastCmd, By: "mira", Spell: "fire-bolt", Targets: []string{"gaa"}})
	if err != nil {
		t.Fatal(err)
	}
	// +6 (level 5: +3, Intelligence 16: +3) against AC 10: 17 faces of 20
	// hit; 2d10 at level 5 averages 11.
	if len(bolt) != 1 || abs64(bolt[0].Hit-0.85) > 1e-9 || abs64(bolt[0].Expected-9.35) > 1e-9 {
		t.Errorf("fire bolt: got %+v, want hit 0.85, expected 9.35", bolt)
	}
}

func abs64(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
