package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// askMulticlass offers, once the first class is chosen and equipped,
// another class while the character is below level 20: the classes whose
// prerequisites its scores meet (SRD 5.2.1 and SRD 5.1, Multiclassing),
// those it misses named with the rule; then the levels in it, its
// subclass, its Ability Score Improvements, the feature options and
// spells it brings. `none`, or the end of the answers, stops.
func askMulticlass(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	for spec.Level() < character.MaxLevel {
		open, closed := multiclassOptions(spec, cat)
		if len(open) == 0 {
			return c, nil
		}
		for _, why := range closed {
			fmt.Fprintf(a.out, "  not open: %s\n", why)
		}
		choice, err := a.choose("another class (multiclassing), or none", append([]string{"none"}, open...), "none")
		if errors.Is(err, errNoAnswer) || choice == "none" {
			return c, nil
		}
		if err != nil {
			return nil, err
		}
		var levels []string
		for l := 1; l <= character.MaxLevel-spec.Level(); l++ {
			levels = append(levels, strconv.Itoa(l))
		}
		lvl, err := a.choose("levels in "+choice, levels, "1")
		if err != nil {
			return nil, err
		}
		cl := character.ClassLevels{Class: choice}
		cl.Level, _ = strconv.Atoi(lvl)
		class, _ := cat.Class(choice)
		if at := character.SubclassLevel(cat, class); at <= cl.Level {
			if cl.Subclass, err = a.choose(fmt.Sprintf("subclass (from %s level %d)", class.ID, at), class.Subclasses, class.Subclasses[0]); err != nil {
				return nil, err
			}
		}
		before := c
		spec.Classes = append(spec.Classes, cl)
		if err := askClassImprovements(a, spec, cat, len(spec.Classes)-1); err != nil {
			return nil, err
		}
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
		if added := newPending(before, c, "skill"); len(added) > 0 {
			fmt.Fprintf(a.out, "%s brings: %s\n", choice, strings.Join(added, "; "))
			old := slices.Clone(spec.Skills)
			if err := a.retry("more skills (separated by spaces)", func(s string) error {
				spec.Skills = append(slices.Clone(old), strings.Fields(s)...)
				_, err := character.Build(spec, cat)
				return err
			}); err != nil {
				return nil, err
			}
		}
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
		if c, err = askFeatures(a, spec, cat, c); err != nil {
			return nil, err
		}
		if c, err = askSpellsOf(a, spec, cat, c, []character.ClassLevels{cl}); err != nil {
			return nil, err
		}
		if _, n := c.MasteryOptions(); n > len(spec.Masteries) {
			if c, err = askMasteries(a, spec, cat, c); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// multiclassOptions are the classes spec may take a level in now, and the
// others with the rule each misses.
func multiclassOptions(spec *character.Spec, cat *content.Catalog) (open, closed []string) {
	for _, cl := range cat.Classes() {
		if slices.ContainsFunc(spec.Classes, func(x character.ClassLevels) bool { return x.Class == cl.ID }) {
			continue
		}
		trial := *spec
		trial.Classes = append(slices.Clone(spec.Classes), character.ClassLevels{Class: cl.ID, Level: 1})
		if _, err := character.Build(&trial, cat); err != nil {
			if strings.Contains(err.Error(), "multiclassing") {
				closed = append(closed, strings.TrimPrefix(err.Error(), "character: illegal build: "))
			}
			continue
		}
		open = append(open, cl.ID)
	}
	return open, closed
}

// newPending are the open choices of after, naming what, that before
// lacked.
func newPending(before, after *character.Character, what string) []string {
	var out []string
	for _, p := range after.Sheet.Pending {
		if strings.Contains(p, what) && !slices.Contains(before.Sheet.Pending, p) {
			out = append(out, p)
		}
	}
	return out
}
