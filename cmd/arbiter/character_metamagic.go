package main

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askMetamagic asks a 2024 sorcerer's Metamagic options
// (character.MetamagicChoice); a refused answer is asked again with the
// rule's reason.
func askMetamagic(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	opts, n := c.MetamagicChoice()
	if n == 0 {
		return c, nil
	}
	fmt.Fprintf(a.out, "metamagic options (%d): %s\n", n, strings.Join(opts, ", "))
	return askSpec(a, spec, cat, fmt.Sprintf("metamagic (%d, separated by spaces)", n), func(try *character.Spec, answer []string) {
		try.Metamagic = answer
	})
}
