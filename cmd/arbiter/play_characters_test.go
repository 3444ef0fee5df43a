package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestPlaySaveCharacters: a level 3 wizard (HP 20, slots 4 and 2) loaded
// from a spec file casts Magic Missile; `save characters` writes its state
// (three level 1 slots left) into the file, which `character show` reads.
func TestPlaySaveCharacters(t *testing.T) {
	dir := t.TempDir()
	spec := `name: Mira
ruleset: srd-5.2.1
species: human
background: sage
classes: [{class: wizard, level: 3, subclass: evoker}]
abilities: {method: standard-array, scores: {int: 15, con: 14, dex: 13, wis: 12, cha: 10, str: 8}}
spells: {wizard: [fire-bolt, light, mage-hand, magic-missile, shield, sleep, detect-magic, shatter]}
`
	enc := `name: test
ruleset: srd-5.2.1
auto: [goblins]
creatures:
  - {id: mira, side: party, at: [0, 0], character: mira.yaml}
  - {id: inline, side: party, at: [0, 2], character: {species: human, classes: [{class: fighter, level: 1}], abilities: {method: standard-array, scores: {str: 15, con: 14, dex: 13, wis: 12, cha: 10, int: 8}}}}
  - {id: gob, side: goblins, at: [9, 0], stats: {hp: 40}}
`
	if err := os.WriteFile(filepath.Join(dir, "mira.yaml"), []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	encPath := filepath.Join(dir, "enc.yaml")
	if err := os.WriteFile(encPath, []byte(enc), 0o644); err != nil {
		t.Fatal(err)
	}
	// Whoever's turn comes first, mira casts on hers: the goblin's turns
	// pass by themselves, and the fighter's turns end.
	var lines []string
	for range 3 {
		lines = append(lines, "cast magic-missile gob", "end")
	}
	lines = append(lines, "save characters", "quit")
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "2", encPath},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(strings.Join(lines, "\n") + "\n"), live: func() *dice.Seeded { return dice.NewSeeded(1) }})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr.String(), out)
	}
	wantAll(t, out, "saved mira's state to", "inline: an inline spec, not saved")
	data, err := os.ReadFile(filepath.Join(dir, "mira.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "state:") {
		t.Fatalf("no state written:\n%s", data)
	}
	stdout.Reset()
	if code := runEnv([]string{"character", "show", filepath.Join(dir, "mira.yaml")}, &env{stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("show: exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "Spell slots: 1: 3/4, 2: 2/2") {
		t.Errorf("show lacks the slots left:\n%s", stdout.String())
	}
	// Played again from the saved state, --save-characters writes it when
	// play ends: one more dart volley leaves two level 1 slots.
	stdout.Reset()
	code = runEnv([]string{"play", "--seed", "2", "--save-characters", encPath},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(strings.Join(lines[:6], "\n") + "\nquit\n"), live: func() *dice.Seeded { return dice.NewSeeded(1) }})
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr.String(), stdout.String())
	}
	if !strings.Contains(stdout.String(), "slots [2 2]") {
		t.Errorf("output lacks the slots [2 2]:\n%s", stdout.String())
	}
}
