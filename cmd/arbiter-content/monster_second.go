package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reSecondFirst = regexp.MustCompile(`^failure:? the target has the ([a-z]+) condition until the end of its next turn, at which point it repeats the save$`)
	reSecondAgain = regexp.MustCompile(`^second failure:? the target has the ([a-z]+) condition for (\d+|one) (minute|hour)s?$`)
	// reSecondFor is the second failure's "for X minutes", X a Foundry
	// lookup of the second save's duration.
	reSecondFor = regexp.MustCompile(`(Second Failure:?[^.]*? for )X (minute|hour)`)
)

// secondFailure reads a save in two steps (the 2024 brass dragons' Sleep
// Breath): a failure gives a condition until the end of the target's next
// turn, when the target makes the save again; a second failure gives
// another condition for a stated time. Foundry writes the second save as
// an activity of its own, which the converter puts at the feature's top;
// it moves into the first save's failure as a save node with every
// target-turn-end and count 1 (made once, as the first condition ends:
// combat/monster_later.go). It returns the test that explains the two
// sentences, or one that explains none when the text or tree is not so.
func secondFailure(desc string, effects *[]content.Effect) func(string) bool {
	none := func(string) bool { return false }
	if !strings.Contains(strings.ToLower(desc), "second failure") {
		return none
	}
	var firstCond, secondCond string
	var dur *content.Duration
	done := map[string]bool{}
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		if m := reSecondFirst.FindStringSubmatch(l); m != nil {
			firstCond, done[s] = m[1], true
		}
		if c, d := secondAgain(l); d != nil {
			secondCond, dur, done[s] = c, d, true
		}
	}
	if firstCond == "" || secondCond == "" {
		return none
	}
	has := func(e content.Effect, cond string) bool {
		return e.Kind == content.KindSave && slices.ContainsFunc(e.Fail, func(x content.Effect) bool { return x.Condition == cond })
	}
	i := slices.IndexFunc(*effects, func(e content.Effect) bool { return has(e, secondCond) && !has(e, firstCond) })
	if i < 0 {
		return none
	}
	again := (*effects)[i]
	rest := slices.Delete(slices.Clone(*effects), i, i+1)
	var first *content.Effect
	content.WalkAll(rest, func(e *content.Effect) {
		if first == nil && has(*e, firstCond) && !has(*e, secondCond) {
			first = e
		}
	})
	if first == nil || first.Ability != again.Ability || first.DC != again.DC {
		return none
	}
	for j := range first.Fail {
		if first.Fail[j].Condition == firstCond {
			first.Fail[j].Duration = &content.Duration{Unit: "target-turn-end"}
		}
	}
	again.Fail = slices.Clone(again.Fail)
	for j := range again.Fail {
		if again.Fail[j].Condition == secondCond {
			again.Fail[j].Duration = dur
		}
	}
	again.Every, again.Count = "target-turn-end", 1
	first.Fail = append(slices.Clip(first.Fail), again)
	*effects = rest
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

// secondAgain reads a second failure's sentence (lower case, no full
// stop): its condition and time, or a nil time when l is not one.
func secondAgain(l string) (cond string, dur *content.Duration) {
	m := reSecondAgain.FindStringSubmatch(l)
	if m == nil {
		return "", nil
	}
	n := numberWords[m[2]]
	if n == 0 {
		n = atoi(m[2])
	}
	return m[1], &content.Duration{Unit: m[3], Amount: n}
}

// checkSecondTime sets the time of a second failure's condition as the
// SRD text (open5e's) prints it where Foundry's lookup gives another: the
// 2024 ancient brass dragon's Sleep Breath, 10 minutes (Foundry: 1).
func checkSecondTime(m *content.Monster, f *content.Feature, text string, note func(string, ...any)) {
	var cond string
	var dur *content.Duration
	for _, s := range reSentence.Split(text, -1) {
		if c, d := secondAgain(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")); d != nil {
			cond, dur = c, d
		}
	}
	if dur == nil {
		return
	}
	content.WalkAll(f.Effects, func(e *content.Effect) {
		if e.Kind != content.KindSave || e.Every == "" {
			return
		}
		for i := range e.Fail {
			if p := &e.Fail[i]; p.Condition == cond && p.Duration != nil && *p.Duration != *dur {
				note("`%s/%s` %s for %d %ss, as printed (Foundry's data gives %d)", m.ID, f.ID, cond, dur.Amount, dur.Unit, p.Duration.Amount)
				p.Duration = dur
			}
		}
	})
}
