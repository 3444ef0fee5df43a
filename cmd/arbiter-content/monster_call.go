package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A srd-5.1 vampire calls the children of the night: swarms of bats or
// rats, or wolves outdoors, arriving in a few rounds for an hour. call
// reads those sentences into a choose of summons and returns the test
// that explains them.

var (
	reCall       = regexp.MustCompile(`^the [a-z]+ magically calls (\d+d\d+) (swarms of bats) or (rats), provided that the sun isn't up$`)
	reCallOut    = regexp.MustCompile(`^while outdoors, the [a-z]+ can call (\d+d\d+) (wolves) instead$`)
	reCallArrive = regexp.MustCompile(`^the called creatures arrive in (\d+d\d+) rounds, acting as allies of the [a-z]+ and obeying its spoken commands$`)
	reCallLasts  = regexp.MustCompile(`^the beasts remain for (\d+) hours?, until the [a-z]+ dies, or until the [a-z]+ dismisses them as a bonus action$`)
)

// calledIDs are the monster ids of the creatures a call names.
var calledIDs = map[string]string{"swarms of bats": "swarm-of-bats", "rats": "swarm-of-rats", "wolves": "wolf"}

func call(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	if len(*effects) != 0 {
		return no
	}
	done := map[string]bool{}
	var opts []content.Effect
	arrive, hours := "", 0
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reCall.FindStringSubmatch(l); m != nil {
			for _, c := range m[2:] {
				opts = append(opts, content.Effect{Kind: content.KindSummon, Creature: calledIDs[c], Value: m[1], While: "sun-down"})
			}
		} else if m := reCallOut.FindStringSubmatch(l); m != nil {
			opts = append(opts, content.Effect{Kind: content.KindSummon, Creature: calledIDs[m[2]], Value: m[1], While: "outdoors"})
		} else if m := reCallArrive.FindStringSubmatch(l); m != nil {
			arrive = m[1]
		} else if m := reCallLasts.FindStringSubmatch(l); m != nil {
			hours = atoi(m[1])
		} else {
			continue
		}
		done[s] = true
	}
	if len(opts) != 3 || arrive == "" || hours == 0 {
		return no
	}
	for i := range opts {
		opts[i].Dice = arrive
		opts[i].Duration = &content.Duration{Unit: "hour", Amount: hours}
		opts[i].Ends = "user-dies,user-bonus-action"
	}
	*effects = []content.Effect{{Kind: content.KindChoose, Options: opts}}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
