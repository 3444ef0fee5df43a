package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reForTime   = regexp.MustCompile(`(?i)for (\d+|one) (round|minute|hour|day)s?`)
	reUntilTurn = regexp.MustCompile(`(?i)until the (end|start) of (its|the target's|your|the [a-z]+'s) next turn`)
	reImmuneFor = regexp.MustCompile(`(?i)(?:is|becomes) immune to (?:the [a-z' ]+'s |this )?[A-Za-z' ]+ for (?:the next )?(\d+) (hours?|minutes?|days?)`)
	reFlyHalf   = regexp.MustCompile(`(?i)can then fly up to half its (fly(?:ing)? )?speed`)
)

// conditionTime reads how long a monster's condition lasts: "for 1
// minute", "until the end of its next turn".
func conditionTime(s string) *content.Duration {
	if m := reUntilTurn.FindStringSubmatch(s); m != nil {
		who := "target"
		if m[2] == "your" || !strings.HasPrefix(m[2], "its") && m[2] != "the target's" {
			who = "source"
		}
		return &content.Duration{Unit: who + "-turn-" + strings.ToLower(m[1])}
	}
	if m := reForTime.FindStringSubmatch(s); m != nil {
		n := numberWords[strings.ToLower(m[1])]
		if n == 0 {
			n = atoi(m[1])
		}
		return &content.Duration{Unit: strings.ToLower(m[2]), Amount: n}
	}
	return nil
}

// lastingMonster fills in what a monster feature's text says about time:
// the save's repeat (save_ends), the conditions' duration, the immunity a
// success gives, and a flight after the effect (a dragon's Wing Attack).
// It returns the test that explains the sentences it read.
func lastingMonster(desc string, effects *[]content.Effect) func(string) bool {
	ends := saveEnds(desc)
	var dur *content.Duration
	var immune *content.Duration
	for _, s := range reSentence.Split(desc, -1) {
		if d := conditionTime(s); d != nil && dur == nil && len(conditionsIn(s)) > 0 {
			dur = d
		}
		if m := reImmuneFor.FindStringSubmatch(s); m != nil && immune == nil {
			immune = &content.Duration{Unit: strings.TrimSuffix(strings.ToLower(m[2]), "s"), Amount: atoi(m[1])}
		}
	}
	var saves, conds int
	content.WalkAll(*effects, func(e *content.Effect) {
		switch e.Kind {
		case content.KindSave:
			saves++
			if len(e.Fail) > 0 {
				e.SaveEnds = ends
			}
			if immune != nil {
				e.ImmuneAfter = immune
			}
		case content.KindCondition:
			conds++
			if e.Duration == nil && dur != nil {
				e.Duration = dur
			}
		}
	})
	fly := reFlyHalf.MatchString(desc) && len(*effects) > 0
	if fly {
		*effects = append(*effects, content.Effect{Kind: content.KindMove, Direction: "self", On: "fly", Value: "half"})
	}
	return func(s string) bool {
		l := strings.ToLower(s)
		switch {
		case saves > 0 && ends != "" && (reTurnEdge.MatchString(l) && reSaveAgain.MatchString(l) || reRepeatSave.MatchString(l)):
			return !strings.Contains(l, "damage") || ends == "damage"
		case saves > 0 && immune != nil && reImmuneFor.MatchString(s):
			return true
		case fly && reFlyHalf.MatchString(s) && !strings.Contains(l, "damage"):
			return true
		case conds > 0 && dur != nil && (reUntilTurn.MatchString(s) || reForTime.MatchString(s)) &&
			len(conditionsIn(s)) > 0 && !strings.Contains(l, "damage") && !strings.Contains(l, "speed") && !strings.Contains(l, "advantage") && !strings.Contains(l, "can't"):
			return true
		}
		return false
	}
}
