package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// fearTree is Fear on one creature: a failed Wisdom save frightens it and
// makes it flee.
var fearTree = &content.Spell{Ref: content.Ref{ID: "fear"}, Level: 3, Casting: content.Casting{Unit: "action"},
	Range: content.Distance{Kind: "feet", Feet: 30}, Duration: content.Duration{Unit: "minute", Amount: 1}, Concentration: true,
	Effects: []content.Effect{{Kind: content.KindSave, Ability: "wis", OnSuccess: "none", Fail: []content.Effect{
		{Kind: content.KindCondition, Condition: "frightened"}, {Kind: content.KindGrant, Grant: "flee"}}}}}

// TestFleePolicy: the policy of a creature Fear drives dashes, runs to
// the square farthest from the caster, then ends its turn; it never
// attacks the creature next to it.
func TestFleePolicy(t *testing.T) {
	s := grantField(t)
	s.spells = map[string]*content.Spell{"fear": fearTree}
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "fear", Targets: []string{"gob"}}, 1)
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	do(t, s, Command{Kind: EndTurn, By: "ana"})
	if _, err := Do(s, Command{Kind: AttackCmd, By: "gob", Target: "ana", Attack: "scimitar"}, nil); !errors.Is(err, ErrSpellForbids) {
		t.Fatalf("a frightened fleeing goblin's attack: got %v, want ErrSpellForbids", err)
	}
	var kinds []CommandKind
	for range 4 {
		cmd := Policy(s)
		if cmd.Kind == Opportunity { // ana lets it go
			do(t, s, Command{Kind: Opportunity, By: cmd.By, Decline: true})
			continue
		}
		kinds = append(kinds, cmd.Kind)
		do(t, s, cmd)
		if cmd.Kind == EndTurn {
			break
		}
	}
	if want := []CommandKind{Dash, Move, EndTurn}; len(kinds) != 3 || kinds[0] != want[0] || kinds[1] != want[1] || kinds[2] != want[2] {
		t.Fatalf("the fleeing goblin's turn: got %v, want %v", kinds, want)
	}
	if got := between(s.Get("gob"), s.Get("mira")); got != 45 { // the grid's far corner, 9,9
		t.Errorf("the goblin ends %d ft from mira, want 45", got)
	}
}

// TestGrantPolicyLegal: a monster's policy under Slow (one attack) or
// Calm Emotions (indifferent about its foe) gives only commands the
// engine takes, and keeps to the grant.
func TestGrantPolicyLegal(t *testing.T) {
	for _, tc := range []struct {
		grants    []Grant
		maxAttack int
	}{
		{[]Grant{{Kind: "one-attack", Spell: "slow", By: "h"}, {Kind: "action-or-bonus", Spell: "slow", By: "h"}}, 1},
		{[]Grant{{Kind: "indifferent", Spell: "calm-emotions", By: "h", Ends: "damage"}}, 0},
	} {
		s := duelOf(t, "srd-5.2.1", "brown-bear")
		m := s.Get("m")
		m.Grants = tc.grants
		r := dice.NewSeeded(7)
		for range 20 {
			cmd := Policy(s)
			if cmd.Kind == EndTurn && cmd.By == "m" || s.Current().ID != "m" {
				break
			}
			if _, err := Do(s, cmd, r); err != nil {
				t.Fatalf("%v: %+v: %v", tc.grants[0].Kind, cmd, err)
			}
		}
		if got := s.Get("m").AttacksMade; got > tc.maxAttack {
			t.Errorf("%s: the bear made %d attacks, want at most %d", tc.grants[0].Kind, got, tc.maxAttack)
		}
	}
}

// TestGrantVulnerable: a vulnerable grant of type all (2014 Contagion's
// Flesh Rot, on a hand tree) doubles the damage its holder takes,
// explained.
func TestGrantVulnerable(t *testing.T) {
	s := grantField(t)
	s.spells = map[string]*content.Spell{"rot": {Ref: content.Ref{ID: "rot"}, Level: 1, Casting: content.Casting{Unit: "action"},
		Range: content.Distance{Kind: "feet", Feet: 30}, Duration: content.Duration{Unit: "minute", Amount: 1},
		Effects: []content.Effect{{Kind: content.KindGrant, Grant: "vulnerable", Type: "all"}}}}
	do(t, s, Command{Kind: CastCmd, By: "mira", Spell: "rot", Targets: []string{"gob"}})
	do(t, s, Command{Kind: EndTurn, By: "mira"})
	// ana's longsword hits (15 + 5 against AC 13): 4 + 3 = 7, doubled to 14.
	do(t, s, Command{Kind: AttackCmd, By: "ana", Target: "gob", Attack: "longsword"}, 15, 4)
	if got := s.Get("gob").HP; got != 40-14 {
		t.Errorf("gob's hit points after 7 slashing under rot: got %d, want %d", got, 40-14)
	}
}
