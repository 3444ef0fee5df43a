package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askInvocations asks a warlock's Eldritch Invocations, listing those
// whose prerequisites the character meets (character.InvocationOptions);
// a refused answer is asked again with the rule's reason.
func askInvocations(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	opts, n := c.InvocationOptions()
	if n == 0 {
		return c, nil
	}
	fmt.Fprintf(a.out, "eldritch invocations the character can take (%d): %s\n", n, strings.Join(opts, ", "))
	c, err := askSpec(a, spec, cat, fmt.Sprintf("eldritch invocations (%d, separated by spaces)", n), func(try *character.Spec, answer []string) {
		try.Invocations = answer
	})
	if err != nil {
		return nil, err
	}
	return askInvocationCantrips(a, spec, cat, c)
}

// askInvocationCantrips asks the cantrip each 2024 Agonizing Blast,
// Eldritch Spear or Repelling Blast acts on, when more than one is
// eligible (character.InvocationCantripOptions): one per time taken.
func askInvocationCantrips(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	opts := c.InvocationCantripOptions()
	for _, name := range slices.Sorted(maps.Keys(opts)) {
		fmt.Fprintf(a.out, "%s acts on one cantrip each time it is taken: %s\n", name, strings.Join(opts[name], ", "))
		_, err := askSpec(a, spec, cat, name+" cantrips (separated by spaces)", func(try *character.Spec, answer []string) {
			if len(answer) == 0 {
				return // left open: pending, the spec as it was
			}
			try.InvocationCantrips = maps.Clone(spec.InvocationCantrips)
			if try.InvocationCantrips == nil {
				try.InvocationCantrips = map[string][]string{}
			}
			try.InvocationCantrips[name] = answer
		})
		if err != nil {
			return nil, err
		}
	}
	return character.Build(spec, cat)
}
