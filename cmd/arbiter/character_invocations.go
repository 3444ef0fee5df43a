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
	err := a.retry(fmt.Sprintf("eldritch invocations (%d, separated by spaces)", n), func(s string) error {
		try := *spec
		try.Invocations = strings.Fields(s)
		if _, err := character.Build(&try, cat); err != nil {
			return err
		}
		spec.Invocations = try.Invocations
		return nil
	})
	if err != nil {
		return nil, err
	}
	if c, err = character.Build(spec, cat); err != nil {
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
		err := a.retry(name+" cantrips (separated by spaces)", func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil // left open: pending
			}
			try := *spec
			try.InvocationCantrips = maps.Clone(spec.InvocationCantrips)
			if try.InvocationCantrips == nil {
				try.InvocationCantrips = map[string][]string{}
			}
			try.InvocationCantrips[name] = strings.Fields(s)
			if _, err := character.Build(&try, cat); err != nil {
				return err
			}
			spec.InvocationCantrips = try.InvocationCantrips
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return character.Build(spec, cat)
}
