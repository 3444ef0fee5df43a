package rules

import (
	"errors"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func TestHelp(t *testing.T) {
	tests := []struct {
		name     string
		rs       string
		skill    string // the helper's chosen skill; "attack" helps an attack on gob
		test     Test
		wantMode Mode
		left     int // Help left waiting after the test
	}{
		{"check with the skill", "srd-5.2.1", "athletics", Test{Kind: Check, Ability: STR, Skill: "athletics"}, Advantage, 0},
		{"check with another skill", "srd-5.2.1", "athletics", Test{Kind: Check, Ability: DEX, Skill: "acrobatics"}, Normal, 1},
		{"any check (2014)", "srd-5.1", "", Test{Kind: Check, Ability: INT}, Advantage, 0},
		{"not a save", "srd-5.1", "", Test{Kind: Save, Ability: INT}, Normal, 1},
		{"attack on the enemy", "next-2013", "attack", Test{Kind: Attack, Ability: STR, Target: "gob"}, Advantage, 0},
		{"attack on another", "next-2013", "attack", Test{Kind: Attack, Ability: STR, Target: "orc"}, Normal, 1},
		{"attack help is no check help", "srd-5.2.1", "attack", Test{Kind: Check, Ability: STR}, Normal, 1},
		{"cancelled by disadvantage, still used", "srd-5.2.1", "attack", Test{Kind: Attack, Target: "gob", Dis: []string{"step"}}, Normal, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _ := Get(tt.rs)
			ana, bob, gob := NewCreature("ana"), NewCreature("bob"), NewCreature("gob")
			bob.Proficient["athletics"] = true
			var err error
			if tt.skill == "attack" {
				err = rs.HelpAttack(bob, ana, gob)
			} else {
				err = rs.HelpCheck(bob, ana, tt.skill, "")
			}
			if err != nil {
				t.Fatal(err)
			}
			res, err := rs.Test(ana, tt.test, dice.NewSeeded(1))
			if err != nil {
				t.Fatal(err)
			}
			if res.Mode != tt.wantMode || len(ana.Helps()) != tt.left {
				t.Errorf("mode %v with %d Help left, want %v with %d", res.Mode, len(ana.Helps()), tt.wantMode, tt.left)
			}
			if tt.wantMode == Advantage && !slices.Equal(res.Adv, []string{"Help"}) {
				t.Errorf("advantage from %v, want [Help]", res.Adv)
			}
		})
	}
}

func TestHelpRefused(t *testing.T) {
	r24, _ := Get("srd-5.2.1")
	r14, _ := Get("srd-5.1")
	ana, bob, gob := NewCreature("ana"), NewCreature("bob"), NewCreature("gob")
	gob.Position = [2]int{2, 2}
	for _, tt := range []struct {
		name string
		err  error
		want error
	}{
		{"self", r14.HelpCheck(ana, ana, "", ""), ErrHelpSelf},
		{"2024 needs a proficiency", r24.HelpCheck(bob, ana, "arcana", ""), ErrHelpProficiency},
		{"2024 needs a skill or tool", r24.HelpCheck(bob, ana, "", ""), ErrHelpProficiency},
		{"out of reach", r14.HelpAttack(bob, ana, gob), ErrHelpReach},
	} {
		if !errors.Is(tt.err, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, tt.err, tt.want)
		}
	}
	ana.Side, bob.Side = "party", "goblins"
	if err := r14.HelpCheck(bob, ana, "", ""); !errors.Is(err, ErrHelpFoe) {
		t.Errorf("helping a foe: %v", err)
	}
	if len(ana.Helps()) != 0 {
		t.Errorf("refused Help was kept: %v", ana.Helps())
	}
}

// TestHelpPassive: a passive check rolls nothing, so Help neither counts
// nor is used.
func TestHelpPassive(t *testing.T) {
	rs, _ := Get("srd-5.1")
	ana, bob := NewCreature("ana"), NewCreature("bob")
	_ = rs.HelpCheck(bob, ana, "perception", "")
	if v, _ := rs.Passive(ana, Test{Ability: WIS, Skill: "perception"}); v != 10 || len(ana.Helps()) != 1 {
		t.Errorf("passive %d with %d Help left, want 10 and 1", v, len(ana.Helps()))
	}
}

func TestSquares(t *testing.T) {
	for _, tt := range []struct {
		a, b [2]int
		want int
	}{{[2]int{0, 0}, [2]int{0, 0}, 0}, {[2]int{0, 0}, [2]int{1, 1}, 1}, {[2]int{3, 3}, [2]int{0, 1}, 3}, {[2]int{-2, 0}, [2]int{2, 1}, 4}} {
		if got := Squares(tt.a, tt.b); got != tt.want {
			t.Errorf("Squares(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
