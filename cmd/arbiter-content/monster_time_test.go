package main

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestConditionTime: whose turn a stat block's "until the end (start) of
// <whose> next turn" counts; "the creature's" is the target's (SRD 5.1,
// Monsters, Mummy Lord: Blinding Dust).
func TestConditionTime(t *testing.T) {
	tests := []struct{ s, want string }{
		{"or be blinded until the end of the creature's next turn", "target-turn-end"},
		{"or be blinded until the end of the target's next turn", "target-turn-end"},
		{"the target has the Paralyzed condition until the end of its next turn", "target-turn-end"},
		{"or become frightened until the end of the mummy's next turn", "source-turn-end"},
		{"poisoned until the start of the assassin's next turn", "source-turn-start"},
		{"or be poisoned for 1 hour", "hour"},
		{"or be knocked prone", ""},
	}
	for _, tt := range tests {
		got := ""
		if d := conditionTime(tt.s); d != nil {
			got = d.Unit
		}
		if got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.s, got, tt.want)
		}
	}
}

// TestAlsoFailBy: "if the target fails the saving throw by 5 or more, it is
// also paralyzed for the same duration" gives the second condition of the
// save's failure fail_by 5 and the first one's time (SRD 5.1, Monsters,
// Mummy: Dreadful Glare).
func TestAlsoFailBy(t *testing.T) {
	dur := &content.Duration{Unit: "source-turn-end"}
	tree := []content.Effect{{Kind: content.KindSave, Ability: "wis", DC: 11, Fail: []content.Effect{
		{Kind: content.KindCondition, Condition: "frightened", Duration: dur},
		{Kind: content.KindCondition, Condition: "paralyzed"},
	}}}
	explains := monsterActs("The mummy targets one creature it can see within 60 ft. of it. If the target fails the saving throw by 5 or more, it is also paralyzed for the same duration.", &tree)
	fail := tree[0].Fail
	if got := [2]int{fail[0].FailBy, fail[1].FailBy}; got != [2]int{0, 5} {
		t.Errorf("fail_by: got %v, want [0 5]", got)
	}
	if fail[1].Duration != dur {
		t.Errorf("paralyzed duration: got %+v, want the frightened one's", fail[1].Duration)
	}
	if !explains("If the target fails the saving throw by 5 or more, it is also paralyzed for the same duration.") {
		t.Error("the sentence is not explained")
	}
}

// TestCheckDiceType: a damage part Foundry gives no type takes the type and
// the bonus open5e's text prints for its dice (SRD 5.2.1, Monsters, Wight:
// Life Drain); a typed part of other dice is left alone.
func TestCheckDiceType(t *testing.T) {
	f := &content.Feature{ID: "life-drain", Effects: []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{
		{Kind: content.KindDamage, Dice: "1d8"},
		{Kind: content.KindDamage, Dice: "2d6", Type: "cold"},
	}}}}
	var notes []string
	checkDice(&content.Monster{Ref: content.Ref{ID: "wight"}}, f, "Failure: 6 (1d8 + 2) Necrotic damage, and the target's Hit Point maximum decreases.",
		func(format string, a ...any) { notes = append(notes, format) })
	got := f.Effects[0].Fail
	if got[0].Dice != "1d8+2" || got[0].Type != "necrotic" {
		t.Errorf("got %s %q, want 1d8+2 necrotic", got[0].Dice, got[0].Type)
	}
	if got[1].Dice != "2d6" || got[1].Type != "cold" {
		t.Errorf("got %s %q, want 2d6 cold untouched", got[1].Dice, got[1].Type)
	}
	if len(notes) != 2 {
		t.Errorf("got %d notes, want 2 (type and dice)", len(notes))
	}
}
