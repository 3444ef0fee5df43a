package main

import (
	"fmt"
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
	return character.Build(spec, cat)
}
