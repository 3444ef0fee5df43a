package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

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
	set("class-features", func() (any, error) {
		fs, err := dbClassFeatures(d)
		if err != nil {
			return nil, err
		}
		if rs == "srd-5.2.1" {
			is, err := foundryInvocations(filepath.Join(filepath.Dir(filepath.Dir(src)), "foundry-dnd5e", "srd-5.2", "classes24", "warlock", "eldritch-invocation-options"))
			if err != nil {
				return nil, err
			}
			fs = append(fs, is...)
		}
		return fs, handClassFeatures(rs, fs)
	})
	set("species", handed(src, rs, dbSpecies, handTraits))
	set("backgrounds", func() (any, error) { return dbBackgrounds(src, rs) })
	set("feats", handed(src, rs, dbFeats, handFeats))
	set("magic-items", handed(src, rs, dbMagicItems, handMagicItems))
	set("gear", func() (any, error) { return dbGear(src, rs) })
}

// handed converts a kind with read, then adds its hand-written structure
// with hand (featuretree.go).
func handed[T any](src, rs string, read func(dir, rs string) ([]T, error), hand func(rs string, xs []T) error) func() (any, error) {
	return func() (any, error) {
		xs, err := read(src, rs)
		if err != nil {
			return nil, err
		}
		return xs, hand(rs, xs)
	}
}

func errf(format string, a ...any) error { return fmt.Errorf(format, a...) }

// characterUnstructured lists, by id, the class features, species traits,
// feats and magic items whose SRD text holds rules their fields do not.
func characterUnstructured(all map[string]map[string]any) string {
	var b strings.Builder
	b.WriteString("\n# Character options and items not yet structured\n\n")
	b.WriteString("Class features, species traits, feats and magic items marked `\"prose\": true`: the fields hold their\n")
	b.WriteString("level, uses, resource, action and simple numbers (extra attacks, Unarmored Defense, speed, expertise,\n")
	b.WriteString("save proficiencies, critical range, item bonuses), but the SRD gives them more rules than that.\n")
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		fmt.Fprintf(&b, "\n## %s\n", rs)
		fs, _ := all[rs]["class-features"].([]content.ClassFeature)
		var ids []string
		for _, f := range fs {
			if f.Prose {
				ids = append(ids, f.ID)
			}
		}
		fmt.Fprintf(&b, "\n### Class features with text left (%d of %d)\n\n%s\n", len(ids), len(fs), wrapIDs(ids))
		sp, _ := all[rs]["species"].([]content.Species)
		ids = nil
		seen := map[string]bool{}
		for _, s := range sp {
			for _, t := range s.Traits {
				if t.Prose && !seen[t.ID] {
					seen[t.ID] = true
					ids = append(ids, t.ID)
				}
			}
		}
		slices.Sort(ids)
		fmt.Fprintf(&b, "\n### Species traits with text left (%d)\n\n%s\n", len(ids), wrapIDs(ids))
		ft, _ := all[rs]["feats"].([]content.Feat)
		ids = nil
		for _, f := range ft {
			if f.Prose {
				ids = append(ids, f.ID)
			}
		}
		fmt.Fprintf(&b, "\n### Feats with text left (%d of %d)\n\n%s\n", len(ids), len(ft), wrapIDs(ids))
		mi, _ := all[rs]["magic-items"].([]content.MagicItem)
		ids = nil
		for _, m := range mi {
			if m.Prose {
				ids = append(ids, m.ID)
			}
		}
		fmt.Fprintf(&b, "\n### Magic items with text left (%d of %d)\n\n%s\n", len(ids), len(mi), wrapIDs(ids))
	}
	return b.String()
}
