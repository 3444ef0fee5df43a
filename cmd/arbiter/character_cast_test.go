package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// Casting outside a fight spends the slot and a long rest gives it back
// (SRD 5.1, Spellcasting, Spell Slots).
func TestCharacterCast(t *testing.T) {
	data, err := os.ReadFile("../../examples/characters/wizard-2014.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "w.yaml")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"magic-missile"}, 0, "with a level 1 slot (SRD 5.1, Spellcasting, Spell Slots): 3 left"},
		{[]string{"magic-missile", "--level", "3"}, 0, "with a level 3 slot (SRD 5.1, Spellcasting, Spell Slots): 1 left"},
		{[]string{"fireball"}, 0, "level 3 slot (SRD 5.1, Spellcasting, Spell Slots): 0 left"},
		{[]string{"fireball"}, 1, "has no level 3 slot left"},
		{[]string{"fire-bolt"}, 0, "a cantrip: no slot spent"},
		{[]string{"fireball", "--level", "2"}, 1, "a slot of level 2 can't cast it"},
		{[]string{"cure-wounds"}, 1, "does not prepare or know cure-wounds"},
		{[]string{"no-such-spell"}, 1, "no spell \"no-such-spell\""},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		code := runEnv(append([]string{"character", "cast", file}, tt.args...), &env{stdout: &out, stderr: &errb})
		if code != tt.code || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", tt.args, code, errb.String(), tt.code, tt.want)
		}
	}
	var out, errb bytes.Buffer
	live := func() *dice.Seeded { return dice.NewSeeded(1) }
	if code := runEnv([]string{"character", "rest", file, "long"}, &env{stdout: &out, stderr: &errb, live: live}); code != 0 {
		t.Fatalf("rest: %s", errb.String())
	}
	if code := runEnv([]string{"character", "cast", file, "fireball"}, &env{stdout: &out, stderr: &errb}); code != 0 {
		t.Errorf("after a long rest: %s", errb.String())
	}
}
