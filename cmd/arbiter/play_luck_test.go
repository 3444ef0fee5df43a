package main

import (
	"strings"
	"testing"
)

// TestPlayStrokeOfLuck: use stroke-of-luck holds it ready, and the missed
// attack that follows is a hit (SRD 5.1, Classes, Rogue, Stroke of Luck).
func TestPlayStrokeOfLuck(t *testing.T) {
	out := playText(t, `ruleset: srd-5.1
grid: {width: 6, height: 3, dim: [[0, 2]]}
creatures:
  - id: ana
    side: party
    at: [0, 0]
    character:
      species: human
      classes: [{class: rogue, level: 20, subclass: thief}]
      abilities: {method: manual, scores: {str: 10, dex: 15, con: 14, int: 12, wis: 10, cha: 8}}
      equipment: {weapons: [rapier]}
  - {id: gob, side: goblins, at: [1, 0], stats: {hp: 200, ac: 40, attacks: [{id: club, to_hit: 2, damage: "1", type: bludgeoning}]}}
`, "use stroke-of-luck", "attack gob with rapier", "quit")
	for _, want := range []string{
		"ana holds Stroke of Luck ready for its next failed roll (SRD 5.1, Classes, Rogue, Stroke of Luck)",
		"stroke of luck: the miss is a hit",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
