package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayClassFeatures: a level 3 fighter loaded from a spec file at 5
// hit points uses Second Wind (two uses at level 3, SRD 5.2.1, Fighter),
// is refused a second bonus action, and `save characters` writes the one
// use left into its file.
func TestPlayClassFeatures(t *testing.T) {
	dir := t.TempDir()
	spec := `name: Rook
ruleset: srd-5.2.1
species: human
background: soldier
classes: [{class: fighter, level: 3, subclass: champion}]
abilities: {method: standard-array, scores: {str: 15, con: 14, dex: 13, wis: 12, cha: 10, int: 8}}
state: {hp: 5, resources: {second-wind: 2, action-surge: 1}}
`
	enc := `name: test
ruleset: srd-5.2.1
auto: [goblins]
creatures:
  - {id: rook, side: party, at: [0, 0], character: rook.yaml}
  - {id: gob, side: goblins, at: [11, 0], stats: {hp: 40, speed: 5}}
`
	if err := os.WriteFile(filepath.Join(dir, "rook.yaml"), []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	encPath := filepath.Join(dir, "enc.yaml")
	if err := os.WriteFile(encPath, []byte(enc), 0o644); err != nil {
		t.Fatal(err)
	}
	lines := []string{"use second-wind", "use second-wind", "use action-surge", "use rage", "end", "save characters", "quit"}
	out := playOut(t, 1, strings.Join(lines, "\n")+"\n", "--seed", "2", encPath)
	wantAll(t, out,
		"rook uses second-wind (bonus, 1 second-wind spent (1/2 left))",
		"rook regains ",
		"refused: combat: no action left this turn (SRD 5.2.1, Classes, Fighter, Second Wind; SRD 5.2.1, Bonus Actions): rook has taken its bonus action",
		"refused: combat: the feature can't be used now (SRD 5.2.1, Classes, Fighter, Action Surge): rook has its action still",
		"refused: combat: unknown feature of its class: rook has no rage (it has [second-wind action-surge])",
		"saved rook's state to",
	)
	data, err := os.ReadFile(filepath.Join(dir, "rook.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "second-wind: 1") {
		t.Errorf("the saved file lacks the use left:\n%s", data)
	}
}

// TestPlayRageInspiration: a 2014 barbarian rages and a bard inspires it;
// the table shows both, and the raging barbarian's attack adds its rage
// damage.
func TestPlayRageInspiration(t *testing.T) {
	enc := `name: test
ruleset: srd-5.1
auto: [goblins]
creatures:
  - {id: kor, side: party, at: [0, 0], character: {species: human, classes: [{class: barbarian, level: 1}], abilities: {method: manual, scores: {str: 15, dex: 13, con: 14, int: 8, wis: 12, cha: 10}}, equipment: {weapons: [greataxe]}}}
  - {id: lyra, side: party, at: [0, 2], character: {species: human, classes: [{class: bard, level: 1}], abilities: {method: manual, scores: {cha: 15, dex: 14, con: 13, int: 12, wis: 10, str: 8}}}}
  - {id: gob, side: goblins, at: [1, 0], stats: {hp: 40, speed: 0}}
`
	encPath := filepath.Join(t.TempDir(), "enc.yaml")
	if err := os.WriteFile(encPath, []byte(enc), 0o644); err != nil {
		t.Fatal(err)
	}
	// Whoever comes first: each command the other can't take is refused.
	lines := []string{"use rage", "attack gob with greataxe", "use bardic-inspiration on kor", "end",
		"use rage", "attack gob with greataxe", "use bardic-inspiration on kor", "map", "end", "quit"}
	out := playOut(t, 1, strings.Join(lines, "\n")+"\n", "--seed", "5", encPath)
	wantAll(t, out, "kor uses rage (bonus, 1 rage spent (1/2 left))", "2 (rage damage)", "lyra gives kor a Bardic Inspiration die (1d6)", " raging inspired 1d6")
}
