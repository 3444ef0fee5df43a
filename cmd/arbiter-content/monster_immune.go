package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// reImmuneAll reads an immunity after a save that covers a feature of
// every creature of some monsters, not only the one that used it: "is
// immune to the Dreadful Glare of all mummies (but not mummy lords) for
// the next 24 hours" (SRD 5.1, Monsters, Mummy; Mummy Lord). Its groups
// are the monsters named (plural, joined by "and" or commas), the amount
// and the unit.
var reImmuneAll = regexp.MustCompile(`(?i)(?:is|becomes) immune to the [A-Za-z' ]+? of all ([a-z ,]+?)(?: \(but not [a-z ]+\))? for (?:the next )?(\d+) (hours?|minutes?|days?)`)

// immuneFrom returns the catalog monster ids a sentence widens an
// immunity to ("all mummies and mummy lords": mummy, mummy-lord), or nil
// when it names none. An exception in brackets names a monster the
// immunity leaves out, so it is not read.
func immuneFrom(s string) []string {
	m := reImmuneAll.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	var ids []string
	for _, name := range strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(m[1]), " and ", ","), func(r rune) bool { return r == ',' }) {
		words := strings.Fields(name)
		if len(words) == 0 {
			continue
		}
		last := &words[len(words)-1]
		switch {
		case strings.HasSuffix(*last, "ies"):
			*last = strings.TrimSuffix(*last, "ies") + "y"
		case strings.HasSuffix(*last, "s"):
			*last = strings.TrimSuffix(*last, "s")
		}
		if *last == "" { // a lone "s": no word
			words = words[:len(words)-1]
		}
		if len(words) == 0 {
			continue
		}
		ids = append(ids, strings.Join(words, "-"))
	}
	return ids
}

// ownImmunity writes the monster's id for the lookup of its own name
// (written X) in an immunity's monsters: Foundry's srd-5.2.1 ghast and
// hezrou make a saver immune to "the Stench of all" creatures of their
// own kind (SRD 5.2.1, Monsters, Ghast: Stench).
func ownImmunity(effects *[]content.Effect, id string) {
	content.WalkAll(*effects, func(e *content.Effect) {
		for i, from := range e.ImmuneFrom {
			if from == "x" {
				e.ImmuneFrom[i] = id
			}
		}
	})
}
