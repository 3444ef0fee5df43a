package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/scenario"
)

// The playtest calls the Dash action Hustle (Playtest 2013, How to Play,
// Actions in Combat, Hustle): the table prints it by that name.
func TestPlayHustle(t *testing.T) {
	enc, err := scenario.ParseEncounter("n.yaml", []byte(`name: n
ruleset: next-2013
creatures:
  - {id: ana, side: party, at: [0, 0], stats: {hp: 10}}
  - {id: gob, side: goblins, at: [5, 0], stats: {hp: 10}}
`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := enc.State()
	if err != nil {
		t.Fatal(err)
	}
	r := dice.NewScripted(15, 5)
	if _, err := combat.Do(s, combat.Command{Kind: combat.Start}, r); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	tb := &table{out: &out, s: s, setup: s.Clone(), r: r}
	if err := tb.command(s.Current(), "hustle"); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.Contains(got, "ana takes the hustle action") {
		t.Errorf("got %q", got)
	}
}
