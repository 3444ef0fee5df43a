package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reMultiCombo = regexp.MustCompile(`makes (?:one ([A-Z][\w' ]*?) attack and )?(\w+) (?:other )?attacks, using ((?:[A-Z][\w' ]*?, )*[A-Z][\w' ]*?),? (?:or|and) ([A-Z][\w' ]*?) in any combination$`)
	reMultiOrAtk = regexp.MustCompile(`makes (\w+) ([A-Z][\w' ]*?) or ([A-Z][\w' ]*?) attacks?(?:, and it uses ([A-Z][\w' ]*?))?$`)
	reMultiTwice = regexp.MustCompile(`^(.+?) or uses ([A-Z][\w' ]*?) (once|twice|thrice)$`)
	reMultiUse   = regexp.MustCompile(`(?:^|, |and )(one|two|three|four|five|six|\d+) ([A-Z][\w' ]*?) attacks?`)
	reMultiOrIt  = regexp.MustCompile(`, or it makes (.+)$`)
	reUsesEither = regexp.MustCompile(`and uses (?:either )?((?:[A-Z][\w' ]*?, )*[A-Z][\w' ]*?),? or ([A-Z][\w' ]*?)(?: if available)?$`)
	reUses       = regexp.MustCompile(`and uses ([A-Z][\w' ]*?)(?: if available)?$`)
	reReplace    = regexp.MustCompile(`can replace (?:(one|two|any) attacks?|the ([A-Z][\w' ]*?) attack) with (?:a use of |an? )(.+?)(?: attack)?(?: if available)?$`)
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
	var twice []string
	if m := reMultiTwice.FindStringSubmatch(first); m != nil {
		first, twice = m[1], m[2:]
	}
	if m := cutMatch(reMultiCombo, first); m != nil {
		names := append(strings.Split(m[3], ", "), m[4])
		ids := make([]string, len(names))
		for i, n := range names {
			ids[i] = id(n)
		}
		var fixed []content.Use
		if m[1] != "" {
			fixed = []content.Use{{Action: id(m[1]), Count: 1}}
		}
		base, alts = multisets(numberWords[m[2]], ids, fixed)
	} else if m := cutMatch(reMultiOrAtk, first); m != nil {
		var also []content.Use
		if m[4] != "" {
			also = []content.Use{{Action: id(m[4]), Count: 1}}
		}
		base, alts = multisets(numberWords[m[1]], []string{id(m[2]), id(m[3])}, nil)
		base = append(base, also...)
		for i := range alts {
			alts[i] = append(alts[i], also...)
		}
	}
	if base != nil && twice != nil {
		alts = append(alts, []content.Use{{Action: id(twice[0]), Count: numberWords[twice[1]]}})
	}
	if base == nil {
		var orIt string
		if m := reMultiOrIt.FindStringSubmatchIndex(first); m != nil {
			orIt, first = first[m[2]:m[3]], first[:m[0]]
		}
		var either []string
		if m := reUsesEither.FindStringSubmatch(first); m != nil {
			for _, n := range strings.Split(m[1], ", ") {
				either = append(either, id(n))
			}
			either, first = append(either, id(m[2])), strings.TrimSpace(first[:len(first)-len(m[0])])
		} else if m := reUses.FindStringSubmatch(first); m != nil {
			either, first = []string{id(m[1])}, strings.TrimSpace(first[:len(first)-len(m[0])])
		}
		base = uses(first, id)
		if len(base) == 0 || !ok {
			return nil, nil, false
		}
		if twice != nil {
			alts = append(alts, []content.Use{{Action: id(twice[0]), Count: max(numberWords[twice[1]], 1)}})
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
	prior := slices.Clone(alts) // the combinations before any replacement
	if len(sentences) == 2 {
		m := reReplace.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(sentences[1]), "."))
		if m == nil || len(base) == 0 {
			return nil, nil, false
		}
		which, n := 0, 1
		switch m[1] {
		case "two":
			n = 2
		case "any":
			n = -1 // one or more
		}
		if m[2] != "" {
			which = slices.IndexFunc(base, func(u content.Use) bool { return u.Action == id(m[2]) })
			if which < 0 {
				return nil, nil, false
			}
		}
		if base[which].Count < max(n, 1) {
			return nil, nil, false
		}
		for _, opt := range splitOptions(m[3]) {
			o := reOption.FindStringSubmatch(opt)
			if o == nil {
				return nil, nil, false
			}
			use := o[1]
			if o[2] != "" {
				use = o[2]
			}
			counts := []int{n}
			if n < 0 {
				counts = nil
				for k := 1; k <= base[which].Count; k++ {
					counts = append(counts, k)
				}
			}
			for _, k := range counts {
				set := slices.Clone(base)
				set[which].Count -= k
				if set[which].Count == 0 {
					set = slices.Delete(set, which, which+1)
				}
				alts = append(alts, append(set, content.Use{Action: id(use), Count: k}))
			}
		}
		if m[2] == "" && n > 0 && len(prior) > 0 {
			// a combination: the replaced attack may be any of the set's
			seen := map[string]bool{fmt.Sprint(alts): true}
			for _, a := range alts {
				seen[fmt.Sprint(a)] = true
			}
			for _, set := range prior {
				for j := range set {
					if set[j].Count < n {
						continue
					}
					for _, opt := range splitOptions(m[3]) {
						o := reOption.FindStringSubmatch(opt)
						use := o[1]
						if o[2] != "" {
							use = o[2]
						}
						alt := slices.Clone(set)
						alt[j].Count -= n
						if alt[j].Count == 0 {
							alt = slices.Delete(alt, j, j+1)
						}
						alt = append(alt, content.Use{Action: id(use), Count: n})
						if !seen[fmt.Sprint(alt)] {
							seen[fmt.Sprint(alt)] = true
							alts = append(alts, alt)
						}
					}
				}
			}
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

// multisets lists every way to make n attacks of the kinds in ids (after
// the fixed uses): the first all of ids[0], then the others.
func multisets(n int, ids []string, fixed []content.Use) ([]content.Use, [][]content.Use) {
	if n == 0 || len(ids) < 2 {
		return nil, nil
	}
	if len(ids) == 2 && fixed == nil {
		return combos(n, ids[0], ids[1])
	}
	var sets [][]content.Use
	var rec func(i, left int, cur []content.Use)
	rec = func(i, left int, cur []content.Use) {
		if i == len(ids)-1 {
			set := slices.Clone(cur)
			if left > 0 {
				set = append(set, content.Use{Action: ids[i], Count: left})
			}
			sets = append(sets, append(slices.Clone(fixed), set...))
			return
		}
		for k := left; k >= 0; k-- {
			next := cur
			if k > 0 {
				next = append(slices.Clone(cur), content.Use{Action: ids[i], Count: k})
			}
			rec(i+1, left-k, next)
		}
	}
	rec(0, n, nil)
	return sets[0], sets[1:]
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
