package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A black pudding or an ochre jelly splits when lightning or slashing
// damage hits it. split reads that srd-5.1 reaction into a split node and
// the feature's trigger, and returns the test that explains it.

var (
	reSplit     = regexp.MustCompile(`^when an? [a-z]+ that is (medium|large) or larger is subjected to ([a-z]+) or ([a-z]+) damage, it splits into (two) new [a-z]+ if it has at least (\d+) hit points$`)
	reSplitHP   = regexp.MustCompile(`^each new [a-z]+ has hit points equal to half the original [a-z]+'s, rounded down$`)
	reSplitSize = regexp.MustCompile(`^new [a-z]+ are one size smaller than the original [a-z]+$`)
)

func split(desc string, f *content.Feature) func(string) bool {
	no := func(string) bool { return false }
	if len(f.Effects) != 0 {
		return no
	}
	done := map[string]bool{}
	var node *content.Effect
	half, smaller := false, false
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reSplit.FindStringSubmatch(l); m != nil {
			node = &content.Effect{Kind: content.KindSplit, Count: numberWords[m[4]], MinSize: m[1], MinHP: atoi(m[5]),
				Type: m[2] + "," + m[3], Self: true}
			done[s] = true
		} else if reSplitHP.MatchString(l) {
			half, done[s] = true, true
		} else if reSplitSize.MatchString(l) {
			smaller, done[s] = true, true
		}
	}
	if node == nil || !half || !smaller {
		return no
	}
	node.Value = "half-hp,smaller"
	f.Effects = []content.Effect{*node}
	f.Trigger = "damage " + node.Type
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
