package character

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// metamagicCount is how many Metamagic options a sorcerer knows at a
// level, and the rule: 2014 the class table's Metamagic Known column (2 at
// level 3, 3 at 10, 4 at 17; SRD 5.1, Classes, Sorcerer, Metamagic; chosen
// as feature options, optionMetamagic); 2024 two for each Metamagic feature gained (levels 2, 10 and 17; SRD 5.2.1,
// Classes, Sorcerer, Metamagic).
func (c *Character) metamagicCount() (int, string) {
	for _, e := range c.classes {
		if e.class.ID != "sorcerer" {
			continue
		}
		if n := c.column("sorcerer", "metamagic-known"); n > 0 {
			return n, e.class.Cite + ", Metamagic"
		}
		n := 0
		for l := 1; l <= e.spec.Level; l++ {
			if slices.Contains(e.class.Level(l).Features, "sorcerer-metamagic") {
				n += 2
			}
		}
		return n, e.class.Cite + ", Metamagic"
	}
	return 0, ""
}

// MetamagicOptions lists the Metamagic options of the ruleset (nil when it
// has none).
func (c *Character) MetamagicOptions() []string {
	if c.Ruleset.Metamagic == nil {
		return nil
	}
	return slices.Sorted(maps.Keys(c.Ruleset.Metamagic.Costs))
}

// optionMetamagic are the Metamagic options a 2014 sorcerer chose as the
// options of its Metamagic features (options: {metamagic-1:
// [metamagic-quickened-spell, ...]}), by option id; ok false when the
// catalog keeps Metamagic as such options (SRD 5.1).
func (c *Character) optionMetamagic() ([]string, bool) {
	f, ok := c.cat.ClassFeature("metamagic-1")
	if !ok || len(f.Options) == 0 {
		return nil, false
	}
	var out []string
	for _, g := range c.features {
		if o, ok := strings.CutPrefix(g.ID, "metamagic-"); ok && strings.HasSuffix(o, "-spell") {
			out = append(out, strings.TrimSuffix(o, "-spell"))
		}
	}
	return out, true
}

// buildMetamagic checks the spec's Metamagic options: a sorcerer's, of the
// ruleset's options, none twice, no more than the level allows; fewer are
// pending. They go on the sheet as metamagic (combat refuses the others).
// 2014 they are the Metamagic features' options instead.
func (c *Character) buildMetamagic() error {
	chosen := c.Spec.Metamagic
	if got, ok := c.optionMetamagic(); ok {
		if len(chosen) > 0 {
			return fmt.Errorf("%w: metamagic: in %s the options are chosen as the Metamagic features' options (options: {metamagic-1: [metamagic-quickened-spell, ...]})", ErrIllegal, c.cat.Ruleset)
		}
		c.Sheet.Metamagic = got
		return nil
	}
	n, cite := c.metamagicCount()
	opts := c.MetamagicOptions()
	switch {
	case n == 0 && len(chosen) > 0:
		return fmt.Errorf("%w: metamagic chosen, and the character has no Metamagic feature (a sorcerer's, level 2 on)", ErrIllegal)
	case len(chosen) > n:
		return fmt.Errorf("%w: %d metamagic options chosen, %d known at sorcerer level %d (%s)", ErrIllegal, len(chosen), n, c.classLevel("sorcerer"), cite)
	}
	for i, o := range chosen {
		if !slices.Contains(opts, o) {
			return fmt.Errorf("%w: metamagic %q is not an option (choose from %s) (%s)", ErrIllegal, o, strings.Join(opts, ", "), cite)
		}
		if slices.Contains(chosen[:i], o) {
			return fmt.Errorf("%w: metamagic %s is chosen twice (%s)", ErrIllegal, o, cite)
		}
	}
	c.Sheet.Metamagic = slices.Clone(chosen)
	if len(chosen) < n {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("metamagic: choose %d more of %s", n-len(chosen), strings.Join(opts, ", ")))
	}
	return nil
}

// MetamagicChoice lists the Metamagic options and how many the spec has
// yet to choose in its metamagic field (0 when none, or when the ruleset
// takes them as feature options).
func (c *Character) MetamagicChoice() ([]string, int) {
	if _, ok := c.optionMetamagic(); ok {
		return nil, 0
	}
	n, _ := c.metamagicCount()
	return c.MetamagicOptions(), max(0, n-len(c.Spec.Metamagic))
}
