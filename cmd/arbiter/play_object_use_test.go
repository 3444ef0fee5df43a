package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// playText plays an encounter file's text with the lines in, seed 1,
// and returns what it printed.
func playText(t *testing.T, encounter string, in ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "fight.yaml")
	if err := os.WriteFile(file, []byte(encounter), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "1", file},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(strings.Join(in, "\n") + "\n"), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	return stdout.String()
}

// TestPlayReadyObject: ready reach use_object POTION, drunk with the
// reaction when the goblin comes (SRD 5.1, Ready; Use an Object).
func TestPlayReadyObject(t *testing.T) {
	out := playText(t, `ruleset: srd-5.1
auto: [goblins]
grid: {width: 8, height: 3}
creatures:
  - {id: ana, side: party, at: [0, 0], stats: {hp: 4, max_hp: 30, abilities: {dex: 20}}}
  - {id: gob, side: goblins, at: [5, 0], stats: {hp: 7, ac: 10, attacks: [{id: club, to_hit: 0, damage: "1", type: bludgeoning, reach: 5}]}}
`, "ready reach use_object potion-of-healing-supreme", "end", "quit")
	for _, want := range []string{
		"ana takes the ready action",
		"ana takes the readied action",
		"uses potion-of-healing-supreme (readied, set off by gob)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestPlaySunlight: a vampire spawn of an auto side starts its turn in
// the sunlight the encounter declares and takes its 20 radiant; the map
// marks sunlight, running water and the residence.
func TestPlaySunlight(t *testing.T) {
	out := playText(t, `ruleset: srd-5.2.1
auto: [undead]
grid: {width: 8, height: 3, sunlight: [[0, 0]], running_water: [[3, 1]], residence: [[7, 2]]}
creatures:
  - {id: ana, side: party, at: [6, 0], stats: {hp: 40, abilities: {dex: 20}}}
  - {id: vamp, side: undead, at: [0, 0], monster: vampire-spawn}
`, "end", "quit")
	for _, want := range []string{
		"...=....",
		".......+",
		"radiant damage: 20 (Vampire Weakness: starts its turn in sunlight) = 20; vamp takes 20 (70/90 HP)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestPlayIgnite: cast fireball at a square sets the flammable object in
// its sphere burning, and the object list says so.
func TestPlayIgnite(t *testing.T) {
	out := playText(t, `ruleset: srd-5.2.1
grid: {width: 12, height: 12, objects: [{id: cart, at: [7, 6], size: large, ac: 15, hp: 27, flammable: true}]}
creatures:
  - {id: wiz, side: party, at: [0, 0], stats: {hp: 30, level: 5, abilities: {int: 16, dex: 30}, spellcasting: {ability: int}, slots: {3: 1}}}
  - {id: gob, side: goblins, at: [6, 7], stats: {hp: 60}}
`, "cast fireball at 6,6", "map", "quit")
	for _, want := range []string{
		"the cart catches fire from fireball (SRD 5.2.1, Spells, Fireball)",
		"(burning)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
