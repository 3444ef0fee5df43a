package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	out := playOut(t, 7, in, "--seed", "3", file)
	wantAll(t, out,
		".aO..##.....",
		"  O cart     object   HP  27/27  AC 15 at 2,3",
		"ana attacks the cart with longsword: 12 (d20) + 3 (str) + 2 (proficiency) = 17, hits",
		"the cart takes 4 slashing damage",
	)
}
