package main

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/scenario"
)

// FuzzPlayCommand types any line at the table: it is done or refused,
// never a panic, and a refused line leaves the fight as it was.
func FuzzPlayCommand(f *testing.F) {
	data, err := os.ReadFile("../../examples/goblin-ambush.yaml")
	if err != nil {
		f.Fatal(err)
	}
	enc, err := scenario.ParseEncounter("goblin-ambush.yaml", data)
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range []string{"grapple gob1", "shove gob1 push", "help bob against gob1", "ready enter 3,3 javelin",
		"jump 4,3", "offhand gob1 with longsword", "attack gob1 with longsword cleave gob2", "study arcana 12",
		"influence gob1 intimidation", "coup gob1", "ready", "search", "interact", "stand", "concentrate bless", "eat", "moment target-magic 4,3"} {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "save" {
			return // writes a file
		}
		s, err := enc.State()
		if err != nil {
			t.Fatal(err)
		}
		r := dice.NewSeeded(1)
		if _, err := combat.Do(s, combat.Command{Kind: combat.Start}, r); err != nil {
			t.Fatal(err)
		}
		tb := &table{out: io.Discard, s: s, setup: s.Clone(), r: r}
		before := s.Clone()
		if err := tb.command(s.Current(), line); err != nil && !combat.Equal(before, tb.s) {
			t.Fatalf("%q was refused (%v) and changed the fight", line, err)
		}
	})
}
