package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A black pudding's or a gray ooze's pseudopod eats the target's armor:
// a lasting, cumulative -1 to the AC it gives, destroyed at AC 10.
// corrode reads those sentences of a srd-5.1 action into a corrode node
// under the hit and returns the test that explains them.

var (
	reCorrodeHit   = regexp.MustCompile(`^(?:hit: .*damage, and if the target is wearing nonmagical (metal) armor, its armor is partly corroded|in addition, nonmagical armor worn by the target is partly dissolved) and takes a permanent and cumulative -(\d) penalty to the ac it offers$`)
	reCorrodeBreak = regexp.MustCompile(`^the armor is destroyed if the penalty reduces its ac to (\d+)$`)
	// srd-5.2.1: the penalty, and Mending that removes it
	reCorrode24  = regexp.MustCompile(`^nonmagical armor worn by the target takes a -(\d) penalty to the ac it offers$`)
	reCorrodeFix = regexp.MustCompile(`^the penalty can be removed by casting the (?:@uuid\[[^\]]*\]\{)?mending\}? spell on the armor$`)
)

func corrode(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	if len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
		return no
	}
	done := map[string]bool{}
	c := content.Effect{Kind: content.KindCorrode, On: "nonmagical-armor"}
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(strings.ReplaceAll(s, "−", "-"), "."))
		if m := reCorrodeHit.FindStringSubmatch(l); m != nil {
			c.Value = "-" + m[2]
			if m[1] != "" {
				c.On = "nonmagical-metal-armor"
			}
			done[s] = true
		} else if m := reCorrode24.FindStringSubmatch(l); m != nil {
			c.Value = "-" + m[1]
			done[s] = true
		} else if reCorrodeFix.MatchString(l) {
			c.Ends = "mending"
			done[s] = true
		} else if m := reCorrodeBreak.FindStringSubmatch(l); m != nil {
			c.Count = atoi(m[1])
			done[s] = true
		}
	}
	if c.Value == "" || c.Count == 0 {
		return no
	}
	(*effects)[0].Hit = append((*effects)[0].Hit, c)
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
