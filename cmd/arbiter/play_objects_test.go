package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestPlayObjects: an object stands on the map and in the list, and
// attack OBJECT and cast SPELL at OBJECT aim at it.
func TestPlayObjects(t *testing.T) {
	data, err := os.ReadFile("../../examples/goblin-ambush.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "  difficult:", "  objects: [{id: cart, at: [2, 3], size: large, ac: 15, hp: 27}]\n  difficult:", 1)
	file := filepath.Join(t.TempDir(), "ambush.yaml")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	in := "attack cart with longsword\nend\ncast ray-of-frost at cart\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "3", file},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	for _, want := range []string{
		".aO..##.....",
		"  O cart     object   HP  27/27  AC 15 at 2,3",
		"ana attacks the cart with longsword: 12 (d20) + 3 (str) + 2 (proficiency) = 17, hits",
		"the cart takes 4 slashing damage",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
