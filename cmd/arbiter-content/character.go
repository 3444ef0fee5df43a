package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
)

// characterKinds converts the character options and items of a ruleset
// from the 5e-database folder src; out already holds the spells.
func characterKinds(src, rs string, out map[string]any, set func(string, func() (any, error))) {
	spells, _ := out["spells"].([]content.Spell)
	var d *classData
	set("classes", func() (any, error) {
		var err error
		if d, err = readClassData(src, rs, spells); err != nil {
			return nil, err
		}
		return dbClasses(d)
	})
	set("subclasses", func() (any, error) { return dbSubclasses(d) })
	set("class-features", func() (any, error) { return dbClassFeatures(d) })
	set("species", func() (any, error) { return dbSpecies(src, rs) })
	set("backgrounds", func() (any, error) { return dbBackgrounds(src, rs) })
	set("feats", func() (any, error) { return dbFeats(src, rs) })
	set("magic-items", func() (any, error) { return dbMagicItems(src, rs) })
	set("gear", func() (any, error) { return dbGear(src, rs) })
}

func errf(format string, a ...any) error { return fmt.Errorf(format, a...) }
