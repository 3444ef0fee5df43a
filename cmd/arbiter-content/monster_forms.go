package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A srd-5.1 lycanthrope has one stat block per form, and its Multiattack
// says what each form makes ("In bear form, ... two claw attacks. In
// hybrid form, it can attack like a bear or a humanoid."); other
// Multiattacks qualify one use (a shortsword drawn, claws while flying,
// two attacks at two targets). multiattackForms rewrites the feature's
// uses from those sentences and returns the test that explains them.

var (
	reFormMakes  = regexp.MustCompile(`^in (\w+) form, (?:the \w+|it) makes (one|two|three) (\w+) attacks?(?: or (one|two|three) (\w+) attacks?)?$`)
	reFormLike   = regexp.MustCompile(`^in (\w+) form, it can attack like an? (\w+)(?: or an? (\w+)| or make (one|two|three) (\w+) attacks?)$`)
	reFormDrawn  = regexp.MustCompile(`^if it has an? (\w+) drawn, it can also make an? (\w+) attack$`)
	reFormFlying = regexp.MustCompile(`^while flying, it can use its (\w+) in place of one other attack$`)
	reFormApart  = regexp.MustCompile(`^it can't make both attacks against the same target$`)
)

// formOf is the form of a srd-5.1 lycanthrope's stat block, by the end
// of its id.
var formOf = map[string]string{"human": "humanoid", "hybrid": "hybrid", "bear": "bear", "tiger": "tiger", "boar": "boar", "rat": "rat", "wolf": "wolf"}

func multiattackForms(monster, desc string, f *content.Feature) func(string) bool {
	done := map[string]bool{}
	sets := map[string][][]content.Use{} // the sets of each form
	var order []string
	form := formOf[monster[strings.LastIndex(monster, "-")+1:]]
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reFormMakes.FindStringSubmatch(l); m != nil && form != "" {
			fm := m[1]
			sets[fm] = append(sets[fm], []content.Use{{Action: m[3], Count: numberWords[m[2]], Form: fm}})
			if m[4] != "" {
				sets[fm] = append(sets[fm], []content.Use{{Action: m[5], Count: numberWords[m[4]], Form: fm}})
			}
			order = append(order, fm)
			done[s] = true
		} else if m := reFormLike.FindStringSubmatch(l); m != nil && form != "" {
			var like [][]content.Use
			for _, other := range []string{m[2], m[3]} {
				if other != "" {
					like = append(like, sets[other]...)
				}
			}
			if m[4] != "" {
				like = append(like, []content.Use{{Action: m[5], Count: numberWords[m[4]], Form: m[1]}})
			}
			sets[m[1]] = like
			order = append(order, m[1])
			done[s] = true
		} else if m := reFormDrawn.FindStringSubmatch(l); m != nil && m[1] == m[2] {
			f.Multiattack = usesWithout(f.Multiattack, m[2])
			f.Multiattack = append(f.Multiattack, content.Use{Action: m[2], Count: 1, While: "drawn"})
			done[s] = true
		} else if m := reFormFlying.FindStringSubmatch(l); m != nil && len(f.MultiattackOr) > 0 {
			for _, set := range f.MultiattackOr {
				for i := range set {
					if set[i].Action == m[1] {
						set[i].While = "flying"
					}
				}
			}
			done[s] = true
		} else if reFormApart.MatchString(l) && len(f.Multiattack) == 2 {
			for i := range f.Multiattack {
				f.Multiattack[i].Apart = true
			}
			done[s] = true
		}
	}
	if len(order) > 0 {
		own := sets[form]
		for _, fm := range order { // an animal form the text names by its animal
			if own == nil && fm != "humanoid" && fm != "hybrid" && (form == "bear" || form == "tiger" || form == "boar" || form == "rat" || form == "wolf") {
				own = sets[fm]
			}
		}
		if own == nil {
			return func(string) bool { return false }
		}
		f.Multiattack, f.MultiattackOr = nil, nil
		if len(own) == 1 {
			f.Multiattack = own[0]
		} else {
			f.MultiattackOr = own
		}
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

// usesWithout is uses less those of action.
func usesWithout(uses []content.Use, action string) []content.Use {
	var out []content.Use
	for _, u := range uses {
		if u.Action != action {
			out = append(out, u)
		}
	}
	return out
}
