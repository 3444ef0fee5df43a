package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	rePetFailed  = regexp.MustCompile(`^on a failed save, (?:the creature|a target) begins to turn to stone and is restrained$`)
	rePetRepeat  = regexp.MustCompile(`^(?:it|the restrained target) must repeat the saving throw at the end of its next turn$`)
	rePetSuccess = regexp.MustCompile(`^on a success, the effect ends(?: on the target)?$`)
	rePetStone   = regexp.MustCompile(`^on a failure, the (?:creature|target) is petrified (?:for (\d+) hours|until freed by the greater restoration spell or other magic)$`)
	rePetFirst   = regexp.MustCompile(`^first failure:? the target has the restrained condition(?: and repeats the save at the end of its next turn if it is still restrained, ending the effect on itself on a success)?$`)
	rePetAgain   = regexp.MustCompile(`^the target repeats the save at the end of its next turn if it is still restrained, ending the effect on itself on a success$`)
	rePetSecond  = regexp.MustCompile(`^second failure:? the target has the petrified condition,? instead of the restrained condition(?:, for (\d+) hours)?$`)
)

// petrification reads a save that petrifies in two steps (a cockatrice's
// bite, a gorgon's breath): a failure restrains the target, which makes
// the save again at the end of its next turn; a second failure petrifies
// it instead, a success ends the effect. The second save is a save node
// in the first one's failure with every target-turn-end and count 1 (made
// once, then). It returns the test that explains the sentences it read,
// or one that explains none when a sentence is not one of these.
func petrification(desc string, effects *[]content.Effect) func(string) bool {
	none := func(string) bool { return false }
	if !strings.Contains(strings.ToLower(desc), "petrified") || strings.Contains(desc, "sees its reflection") {
		return none // (a gaze the monster itself saves against in a mirror: not held)
	}
	done := map[string]bool{}
	steps := map[string]bool{}
	var hours int
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		for _, p := range []struct {
			re   *regexp.Regexp
			step string
		}{{rePetFailed, "restrain"}, {rePetFirst, "restrain"}, {rePetRepeat, "again"}, {rePetAgain, "again"},
			{rePetSuccess, "success"}, {rePetStone, "stone"}, {rePetSecond, "stone"}} {
			if m := p.re.FindStringSubmatch(l); m != nil {
				done[s], steps[p.step] = true, true
				if strings.HasPrefix(l, "first failure") && strings.Contains(l, "repeats the save") {
					steps["again"], steps["success"] = true, true
				}
				if strings.HasPrefix(l, "the target repeats") {
					steps["success"] = true
				}
				if len(m) > 1 && m[1] != "" {
					hours = atoi(m[1])
				}
			}
		}
	}
	if !steps["restrain"] || !steps["again"] || !steps["success"] || !steps["stone"] {
		return none
	}
	// the save that restrains; a save that only petrifies goes
	var first *content.Effect
	content.WalkAll(*effects, func(e *content.Effect) {
		if e.Kind == content.KindSave && first == nil && slices.ContainsFunc(e.Fail, func(x content.Effect) bool { return x.Condition == "restrained" }) {
			first = e
		}
	})
	if first == nil {
		return none
	}
	stone := content.Effect{Kind: content.KindCondition, Condition: "petrified"}
	if hours > 0 {
		stone.Duration = &content.Duration{Unit: "hour", Amount: hours}
	}
	again := content.Effect{Kind: content.KindSave, Ability: first.Ability, DC: first.DC, OnSuccess: "none", Every: "target-turn-end", Count: 1,
		Fail:    []content.Effect{{Kind: content.KindEnd, Condition: "restrained"}, stone},
		Success: []content.Effect{{Kind: content.KindEnd, Condition: "restrained"}}}
	first.Fail = []content.Effect{{Kind: content.KindCondition, Condition: "restrained"}, again}
	*effects = slices.DeleteFunc(*effects, func(e content.Effect) bool {
		return e.Kind == content.KindSave && len(e.Fail) == 1 && e.Fail[0].Condition == "petrified"
	})
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
