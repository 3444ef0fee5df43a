package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A bearded or horned devil's weapon leaves an infernal wound: the target
// loses hit points at the start of each of its turns, more with each hit,
// until a Wisdom (Medicine) check stanches it or magical healing closes
// it. wound reads those sentences of a srd-5.1 action into a wound node
// under the on-hit save's failure and returns the test that explains them.

var (
	reWoundSave   = regexp.MustCompile(`^if the target is a creature other than an undead or a construct, it must succeed on a dc \d+ constitution saving throw or lose \d+ \((\d+d\d+)\) hit points at the start of each of its turns due to an infernal wound$`)
	reWoundGrows  = regexp.MustCompile(`^each time the devil hits the wounded target with this attack, the damage dealt by the wound increases by \d+ \((\d+d\d+)\)$`)
	reWoundStanch = regexp.MustCompile(`^any creature can take an action to stanch the wound with a successful dc (\d+) wisdom \(medicine\) check$`)
	reWoundCloses = regexp.MustCompile(`^the wound also closes if the target receives magical healing$`)
)

func wound(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	var save *content.Effect
	content.WalkAll(*effects, func(e *content.Effect) {
		if e.Kind == content.KindSave && save == nil && len(e.Fail) == 0 {
			save = e
		}
	})
	if save == nil {
		return no
	}
	done := map[string]bool{}
	w := content.Effect{Kind: content.KindWound}
	var dice, grows string
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		switch {
		case reWoundSave.MatchString(l):
			dice = reWoundSave.FindStringSubmatch(l)[1]
		case reWoundGrows.MatchString(l):
			grows = reWoundGrows.FindStringSubmatch(l)[1]
		case reWoundStanch.MatchString(l):
			w.DC, w.Ability = atoi(reWoundStanch.FindStringSubmatch(l)[1]), "med"
		case reWoundCloses.MatchString(l):
			w.Ends = "magical-healing"
		default:
			continue
		}
		done[s] = true
	}
	if dice == "" || grows != dice || w.DC == 0 || w.Ends == "" {
		return no
	}
	w.Value = "stack" // each hit with the attack adds the dice again
	w.Then = []content.Effect{{Kind: content.KindDamage, Dice: dice, Every: "target-turn-start", Ends: "wound"}}
	save.Unaffected = []string{"undead", "construct"}
	save.Fail = []content.Effect{w}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
