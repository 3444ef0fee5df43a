package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A srd-5.1 giant spider's or ettercap's web restrains what it hits until
// a Strength check bursts it or the webbing, an object, is destroyed. web
// reads those sentences into the restraint and an object node and returns
// the test that explains them.

var (
	reWebEscape = regexp.MustCompile(`^as an action, the restrained (?:creature|target) can make a dc (\d+) strength check, (?:escaping from|bursting) the webbing on a success$`)
	reWebEnds   = regexp.MustCompile(`^the effect ends if the webbing is destroyed$`)
	reWebHas    = regexp.MustCompile(`^the webbing has ac (\d+), (\d+) hit points, is vulnerable to ([a-z]+) damage and immune to ([a-z]+) damage$`)
	reWebStats  = regexp.MustCompile(`^the webbing can also be attacked and destroyed \(ac (\d+); hp (\d+); vulnerability to ([a-z]+) damage; immunity to ([a-z, ]+) damage\)$`)
	reWebSize   = regexp.MustCompile(`one (large) or smaller creature`)
)

func web(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	if len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack || len((*effects)[0].Hit) != 1 || (*effects)[0].Hit[0].Condition != "restrained" {
		return no
	}
	done := map[string]bool{}
	dc := 0
	var obj *content.Effect
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reWebEscape.FindStringSubmatch(l); m != nil {
			dc = atoi(m[1])
		} else if reWebEnds.MatchString(l) {
		} else if m := reWebHas.FindStringSubmatch(l); m != nil {
			o := webObject(m[1], m[2], m[3], m[4])
			obj = &o
		} else if m := reWebStats.FindStringSubmatch(l); m != nil {
			o := webObject(m[1], m[2], m[3], m[4])
			obj = &o
		} else {
			continue
		}
		done[s] = true
	}
	if dc == 0 || obj == nil {
		return no
	}
	hit := &(*effects)[0].Hit
	c := &(*hit)[0]
	c.DC, c.Ability, c.Ends = dc, "str", "object-destroyed"
	if m := reWebSize.FindStringSubmatch(strings.ToLower(desc)); m != nil {
		c.MaxSize = m[1]
	}
	*hit = append(*hit, *obj)
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
