package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestPolicyCasts: a caster no person controls casts a damaging spell when
// its expected damage beats its weapons, a leveled one only when worth the
// slot. The caster: INT 16, level 1, so spell attack +5 (SRD 5.2.1,
// Spells, Spell Attacks); the foe AC 12.
//
//   - Fire Bolt: hits on 7 to 20 (0.7), 1d10 (5.5): 3.85.
//   - Magic Missile: three darts of 1d4+1 (3.5): 10.5.
//
// Far means 45 ft, more than its 30 ft of movement and 5 ft of reach.
//
//   - Greataxe +5, 1d12+2: hits on 7 to 19 for 8.5 (0.65), crits on 20
//     for 15 (0.05): 6.275; twice that, 12.55, is more than Magic
//     Missile's 10.5, so the slot is kept.
func TestPolicyCasts(t *testing.T) {
	tests := []struct {
		name         string
		x, slots     int
		spells       []string
		want, wantSp string
		level        int
	}{
		{"30 ft, it closes to the greataxe's 6.275", 6, 2, []string{"fire-bolt", "magic-missile"}, "move", "", 0},
		{"far, with a slot", 9, 2, []string{"fire-bolt", "magic-missile"}, "cast", "magic-missile", 1},
		{"far, no slot", 9, 0, []string{"fire-bolt", "magic-missile"}, "cast", "fire-bolt", 0},
		{"adjacent, no slot", 1, 0, []string{"fire-bolt", "magic-missile"}, "attack", "", 0},
		{"adjacent, a slot not worth it", 1, 2, []string{"fire-bolt", "magic-missile"}, "attack", "", 0},
		{"far, no spells listed", 9, 2, nil, "move", "", 0},
	}
	for _, tt := range tests {
		rs, _ := rules.Get("srd-5.2.1")
		w := hero("w", 0, 0, 30, 12, 10)
		w.Scores[rules.INT] = 16
		w.Attacks = []Attack{{ID: "greataxe", ToHit: intp(5), Damage: "1d12+2", Type: "slashing", Reach: 5}}
		w.Spells = tt.spells
		if err := w.SetSlots(map[int]int{1: tt.slots}, 0, 0); err != nil {
			t.Fatal(err)
		}
		b := hero("b", tt.x, 0, 30, 12, 10)
		b.Side, b.Attacks = "foes", nil
		s, err := NewState(rs, Grid{Width: 12, Height: 3}, []*Combatant{w, b})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
			t.Fatal(err)
		}
		cmd := Policy(s)
		if string(cmd.Kind) != tt.want || cmd.Spell != tt.wantSp || cmd.Level != tt.level {
			t.Errorf("%s: got %+v, want %s %s at level %d", tt.name, cmd, tt.want, tt.wantSp, tt.level)
		}
	}
}

// TestPolicyCastValue checks the expected damages the policy weighs.
func TestPolicyCastValue(t *testing.T) {
	rs, _ := rules.Get("srd-5.2.1")
	w := hero("w", 0, 0, 30, 12, 10)
	w.Scores[rules.INT] = 16
	w.Attacks = []Attack{{ID: "greataxe", ToHit: intp(5), Damage: "1d12+2", Type: "slashing", Reach: 5}}
	w.Spells = []string{"fire-bolt", "magic-missile"}
	if err := w.SetSlots(map[int]int{1: 2}, 0, 0); err != nil {
		t.Fatal(err)
	}
	b := hero("b", 1, 0, 30, 12, 10)
	b.Side = "foes"
	s, err := NewState(rs, Grid{Width: 10, Height: 3}, []*Combatant{w, b})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
		t.Fatal(err)
	}
	c, foe := s.Get("w"), s.Get("b")
	for _, tt := range []struct {
		name string
		got  float64
		want float64
	}{
		{"fire bolt, with disadvantage (b adjacent): 0.49 × 5.5", must(s.castValue(c, Command{Kind: CastCmd, By: "w", Spell: "fire-bolt", Targets: []string{"b"}})), 2.695},
		{"magic missile", must(s.castValue(c, Command{Kind: CastCmd, By: "w", Spell: "magic-missile", Level: 1, Targets: []string{"b"}})), 10.5},
		{"greataxe", s.weaponValue(c, foe), 6.275},
	} {
		if d := tt.got - tt.want; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	// A spell outside the list is refused.
	_, err = Do(s, Command{Kind: CastCmd, By: "w", Spell: "shatter", Level: 2, To: &Point{1, 0}}, dice.NewScripted(1, 1, 1))
	if !errors.Is(err, ErrNotPrepared) {
		t.Errorf("shatter: got %v, want %v", err, ErrNotPrepared)
	}
}

func must(v float64, ok bool) float64 {
	if !ok {
		return -1
	}
	return v
}

// TestPolicyMonsterCantrip: a 2014 mage (Spellcasting with slots, which the
// fight does not count) 60 ft from a hero, too far to close this turn,
// casts its Fire Bolt cantrip, never a leveled spell of its list.
func TestPolicyMonsterCantrip(t *testing.T) {
	rs, _ := rules.Get("srd-5.1")
	m := catalogMonster(t, rs, "mage", "m", 0, 0)
	h := hero("h", 12, 0, 30, 12, 10)
	s, err := NewState(rs, Grid{Width: 14, Height: 3}, []*Combatant{m, h})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Do(s, Command{Kind: Start}, dice.NewScripted(20, 1)); err != nil {
		t.Fatal(err)
	}
	if cmd := Policy(s); cmd.Kind != CastCmd || cmd.Spell != "fire-bolt" {
		t.Errorf("policy: got %+v, want fire-bolt", cmd)
	}
}
