package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askArcanum asks a warlock's Mystic Arcanum spells, one of each level
// open (character.ArcanumChoice); a refused answer is asked again with the
// rule's reason.
func askArcanum(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	open := c.ArcanumChoice()
	if len(open) == 0 {
		return c, nil
	}
	for _, l := range slices.Sorted(maps.Keys(open)) {
		fmt.Fprintf(a.out, "Mystic Arcanum, level %d: %s\n", l, strings.Join(open[l], ", "))
	}
	return askSpec(a, spec, cat, fmt.Sprintf("arcanum (%d, one of each level, separated by spaces)", len(open)), func(try *character.Spec, answer []string) {
		try.Arcanum = append(slices.Clone(spec.Arcanum), answer...)
	})
}
