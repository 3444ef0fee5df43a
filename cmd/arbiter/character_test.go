package main

import (
	"path/filepath"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestExampleExplanations loads every example character and the builder's
// test specs and checks that each derived number is the sum of its
// explanation's terms (the property the issue names, over real specs:
// magic items, granted spells, multiclassing, starting gear).
func TestExampleExplanations(t *testing.T) {
	files, _ := filepath.Glob("../../examples/characters/*.yaml")
	if len(files) == 0 {
		t.Fatal("no example characters")
	}
	for _, f := range files {
		c, err := loadCharacter(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, p := range c.Paths() {
			v, err := c.Explain(p)
			if err != nil || rules.Sum(v.Terms) != v.Value {
				t.Errorf("%s: %s = %v does not sum to its terms (%v)", filepath.Base(f), p, v, err)
			}
		}
		if hp := c.Sheet.HP; hp == nil || hp.Value < c.Level() {
			t.Errorf("%s: HP max %v under the level %d", f, hp, c.Level())
		}
	}
}
