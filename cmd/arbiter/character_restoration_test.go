package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestCharacterRestoration: arbiter character rest FILE short gives a
// 2024 sorcerer 6 up to 3 expended sorcery points back, once a long rest
// (SRD 5.2.1, Classes, Sorcerer, Sorcerous Restoration).
func TestCharacterRestoration(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sol.yaml")
	spec := `ruleset: srd-5.2.1
name: Sol
species: human
background: acolyte
classes: [{class: sorcerer, level: 6, subclass: draconic-sorcery}]
abilities: {method: manual, scores: {str: 8, dex: 14, con: 13, int: 10, wis: 12, cha: 15}}
state: {resources: {sorcery-points: 1}}
`
	if err := os.WriteFile(file, []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	live := func() *dice.Seeded { return dice.NewSeeded(1) }
	for i, want := range []string{"back: sorcery-points, Sorcerous Restoration", "short rest: +0 HP"} {
		var out, errb bytes.Buffer
		if code := runEnv([]string{"character", "rest", file, "short"}, &env{stdout: &out, stderr: &errb, live: live}); code != 0 {
			t.Fatalf("rest: %s", errb.String())
		}
		if !strings.Contains(errb.String(), want) || (i == 1 && strings.Contains(errb.String(), "Restoration")) {
			t.Errorf("rest %d: %q, want %q", i+1, errb.String(), want)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "sorcery-points: 4") {
		t.Errorf("saved state lacks 4 sorcery points:\n%s", data)
	}
}
