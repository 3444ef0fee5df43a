package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reMultiCombo = regexp.MustCompile(`makes (\w+) attacks, using ([A-Z][\w' ]*?) (?:or|and) ([A-Z][\w' ]*?) in any combination`)
	reMultiOrAtk = regexp.MustCompile(`makes (\w+) ([A-Z][\w' ]*?) or ([A-Z][\w' ]*?) attacks`)
	reMultiUse   = regexp.MustCompile(`(?:^|, |and )(one|two|three|four|five|six|\d+) ([A-Z][\w' ]*?) attacks?`)
	reMultiOrIt  = regexp.MustCompile(`, or it makes (.+)$`)
	reUsesEither = regexp.MustCompile(`and uses either ([A-Z][\w' ]*?) or ([A-Z][\w' ]*?)(?: if available)?$`)
	reUses       = regexp.MustCompile(`and uses ([A-Z][\w' ]*?)(?: if available)?$`)
	reReplace    = regexp.MustCompile(`can replace (?:one attack|the ([A-Z][\w' ]*?) attack) with a use of (.+?)(?: if available)?$`)
	reGlue       = regexp.MustCompile(`[\s,.]|\band\b`)
	reOption     = regexp.MustCompile(`^(?:\([A-Z]\) )?([A-Z][\w' ]*?)(?: to cast ([A-Z][\w' /]*?)(?: \(level \d version\))?)?$`)
)

// multiattack24 reads a srd-5.2.1 Multiattack from open5e's text: the
// attacks it makes, and the alternative sets (any combination of two
// attacks, a replaced attack, a choice of uses). resolve gives the id of
// a feature or spell the monster has; ok is false when a name does not
// resolve or the text has a shape this does not read.
func multiattack24(text string, resolve func(name string) (string, bool)) (base []content.Use, alts [][]content.Use, ok bool) {
	sentences := reSentence.Split(strings.TrimSpace(text), -1)
	if len(sentences) == 0 || len(sentences) > 2 {
		return nil, nil, false
	}
	first := strings.TrimSuffix(strings.TrimSpace(sentences[0]), ".")
	id := func(name string) string {
		s, found := resolve(name)
		ok = ok && found
		return s
	}
	ok = true
	if m := cutMatch(reMultiCombo, first); m == nil {
		m = cutMatch(reMultiOrAtk, first)
		if m != nil {
			base, alts = combos(numberWords[m[1]], id(m[2]), id(m[3]))
		}
	} else {
		base, alts = combos(numberWords[m[1]], id(m[2]), id(m[3]))
	}
	if base == nil {
		var orIt string
		if m := reMultiOrIt.FindStringSubmatchIndex(first); m != nil {
			orIt, first = first[m[2]:m[3]], first[:m[0]]
		}
		var either []string
		if m := reUsesEither.FindStringSubmatch(first); m != nil {
			either, first = []string{id(m[1]), id(m[2])}, strings.TrimSpace(first[:len(first)-len(m[0])])
		} else if m := reUses.FindStringSubmatch(first); m != nil {
			either, first = []string{id(m[1])}, strings.TrimSpace(first[:len(first)-len(m[0])])
		}
		base = uses(first, id)
		if len(base) == 0 || !ok {
			return nil, nil, false
		}
		if len(either) > 0 {
			plain := slices.Clone(base)
			base = append(base, content.Use{Action: either[0], Count: 1})
			for _, e := range either[1:] {
				alts = append(alts, append(slices.Clone(plain), content.Use{Action: e, Count: 1}))
			}
		}
		if orIt != "" {
			set := uses(orIt, id)
			if len(set) == 0 {
				return nil, nil, false
			}
			alts = append(alts, set)
		}
	}
	if len(sentences) == 2 {
		m := reReplace.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(sentences[1]), "."))
		if m == nil || len(base) == 0 {
			return nil, nil, false
		}
		which := 0
		if m[1] != "" {
			which = slices.IndexFunc(base, func(u content.Use) bool { return u.Action == id(m[1]) })
			if which < 0 {
				return nil, nil, false
			}
		}
		for _, opt := range splitOptions(m[2]) {
			o := reOption.FindStringSubmatch(opt)
			if o == nil {
				return nil, nil, false
			}
			use := o[1]
			if o[2] != "" {
				use = o[2]
			}
			set := slices.Clone(base)
			set[which].Count--
			if set[which].Count == 0 {
				set = slices.Delete(set, which, which+1)
			}
			alts = append(alts, append(set, content.Use{Action: id(use), Count: 1}))
		}
	}
	return base, alts, ok
}

// cutMatch is FindStringSubmatch.
func cutMatch(re *regexp.Regexp, s string) []string { return re.FindStringSubmatch(s) }

// uses reads "one Claws attack and one Tail attack".
func uses(s string, id func(string) string) []content.Use {
	var out []content.Use
	if _, after, found := strings.Cut(s, "makes "); found {
		s = after
	}
	rest := reMultiUse.ReplaceAllStringFunc(s, func(m string) string {
		g := reMultiUse.FindStringSubmatch(m)
		out = append(out, content.Use{Action: id(g[2]), Count: numberWords[g[1]]})
		return ""
	})
	if reGlue.ReplaceAllString(rest, "") != "" || slices.ContainsFunc(out, func(u content.Use) bool { return u.Count == 0 }) {
		return nil
	}
	return out
}

// combos lists every way to make n attacks of two kinds: the first all
// of a, then the others.
func combos(n int, a, b string) ([]content.Use, [][]content.Use) {
	if n == 0 {
		return nil, nil
	}
	base := []content.Use{{Action: a, Count: n}}
	var alts [][]content.Use
	for k := n - 1; k >= 0; k-- {
		set := []content.Use{{Action: a, Count: k}, {Action: b, Count: n - k}}
		if k == 0 {
			set = set[1:]
		}
		alts = append(alts, set)
	}
	return base, alts
}

// splitOptions splits "(A) X or (B) Y to cast Z" into its options.
func splitOptions(s string) []string {
	if !strings.HasPrefix(s, "(A) ") {
		return []string{s}
	}
	a, b, found := strings.Cut(s, " or (B) ")
	if !found {
		return nil
	}
	return []string{a, b}
}
