package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// The srd-5.2.1 forms of the lasting afflictions (Foundry's texts, their
// numbers written X): mummy rot, a death dog's and an otyugh's poison
// that lowers the hit point maximum over days, a stirge's attachment, an
// octopus's ink, a mimic's sticky grapple, a bite that kills at 0 hit
// points. afflict24 reads them into the same nodes as srd-5.1's
// (docs/effects.md) and returns the test that explains the sentences.

var (
	reRot24      = regexp.MustCompile(`^while cursed, the target can't regain hit points, its hit point maximum doesn't return to normal when finishing a long rest, and its hit point maximum decreases by x every 24 hours that elapse$`)
	reRotDust24  = regexp.MustCompile(`^a creature dies and turns to dust if reduced to 0 hit points by this attack$`)
	reSlain24    = regexp.MustCompile(`^the target dies if it is reduced to 0 hit points by this attack$`)
	reDogDays24  = regexp.MustCompile(`^while poisoned, the target's hit point maximum doesn't return to normal when finishing a long rest, and it repeats the save every 24 hours that elapse, ending the effect on itself on a success$`)
	reDogDrop24  = regexp.MustCompile(`^subsequent failures ?: the poisoned target's hit point maximum decreases by \d+ \(x\)$`)
	reOtyRest24  = regexp.MustCompile(`^whenever the poisoned target finishes a long rest, it is subjected to the following effect$`)
	reOtyDrop24  = regexp.MustCompile(`^failure: the target's hit point maximum decreases by x and doesn't return to normal until the poisoned condition ends on the target$`)
	reOtyEnds24  = regexp.MustCompile(`^success: the poisoned condition ends$`)
	reStirge24   = regexp.MustCompile(`^while attached, the x can't make ([a-z]+) attacks, and the target takes x damage at the start of each of the x's turns$`)
	reDetach24   = regexp.MustCompile(`^the x can detach itself by spending (\d+) feet of its movement$`)
	reDetachAct  = regexp.MustCompile(`^the target or a creature within (\d+) feet of it can detach the x as an action$`)
	reInkTrig24  = regexp.MustCompile(`^trigger ?: a creature ends its turn within (\d+) feet of the [a-z]+ while underwater$`)
	reInkResp24  = regexp.MustCompile(`^response ?: the [a-z]+ releases ink that fills a (\d+)-foot cube centered on itself, and the [a-z]+ moves up to its swim speed$`)
	reInkLasts24 = regexp.MustCompile(`^the cube is heavily ?obscured for (\d+) minutes? or until a strong current or similar effect disperses the ink$`)
	reStuck24    = regexp.MustCompile(`^ability checks made to escape this grapple have disadvantage$`)
)

func afflict24(desc string, f *content.Feature, labeled, rolls []string) func(string) bool {
	done := map[string]bool{}
	has := map[*regexp.Regexp][]string{}
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for _, re := range []*regexp.Regexp{reRot24, reRotDust24, reSlain24, reDogDays24, reDogDrop24, reOtyRest24, reOtyDrop24, reOtyEnds24,
			reStirge24, reDetach24, reDetachAct, reInkTrig24, reInkResp24, reInkLasts24, reStuck24} {
			if m := re.FindStringSubmatch(l); m != nil {
				has[re] = m
				done[s] = true
			}
		}
	}
	no := func(string) bool { return false }
	ok := func(s string) bool { return done[strings.TrimSpace(s)] }
	e := &f.Effects
	attackAt := -1
	for i, x := range *e {
		if x.Kind == content.KindAttack {
			attackAt = i
		}
	}
	switch {
	case has[reRot24] != nil && has[reRotDust24] != nil && len(labeled) == 1 && attackAt >= 0:
		// mummy rot: the hit curses; the Foundry text labels the daily drop's roll
		hit := &(*e)[attackAt].Hit
		*hit = append(*hit, content.Effect{Kind: content.KindGrant, Grant: "slain-at-zero", Value: "dust"},
			content.Effect{Kind: content.KindAffliction, Value: "curse", Ends: "remove-curse", Then: []content.Effect{
				{Kind: content.KindGrant, Grant: "no-healing"},
				{Kind: content.KindRepeat, Every: "day", Then: []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + labeled[0], Ends: "remove-curse"}}}}})
		return ok
	case has[reSlain24] != nil && len(done) == 1 && attackAt >= 0:
		hit := &(*e)[attackAt].Hit
		*hit = append(*hit, content.Effect{Kind: content.KindGrant, Grant: "slain-at-zero"})
		return ok
	case has[reDogDays24] != nil && has[reDogDrop24] != nil && len(rolls) == 1 && len(*e) == 2 && (*e)[0].Kind == content.KindSave && attackAt == 1:
		// a death dog: a save each day while poisoned, the maximum drops on each failure after the first
		save := (*e)[0]
		if len(save.Fail) != 1 || save.Fail[0].Condition != "poisoned" {
			return no
		}
		drop := content.Effect{Kind: content.KindSave, Ability: save.Ability, DC: save.DC, OnSuccess: "none",
			Fail:    []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + rolls[0], While: "poisoned"}},
			Success: []content.Effect{{Kind: content.KindEnd, Condition: "poisoned"}}}
		save.Fail = append(save.Fail, content.Effect{Kind: content.KindAffliction, Value: "poison", Ends: "poisoned",
			Then: []content.Effect{{Kind: content.KindRepeat, Every: "day", Then: []content.Effect{drop}}}})
		hit := (*e)[1]
		hit.Hit = append(hit.Hit, save)
		*e = []content.Effect{hit}
		return ok
	case has[reOtyRest24] != nil && has[reOtyDrop24] != nil && has[reOtyEnds24] != nil && len(*e) == 2 && (*e)[0].Kind == content.KindSave && attackAt == 1:
		// an otyugh: poisoned on a hit; each long rest a save, the maximum drops on a failure
		save := (*e)[0]
		if len(save.Fail) != 1 || save.Fail[0].Kind != content.KindDamage {
			return no
		}
		save.Fail = []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + save.Fail[0].Dice, While: "poisoned"}}
		save.Success = []content.Effect{{Kind: content.KindEnd, Condition: "poisoned"}}
		hit := (*e)[1]
		hit.Hit = append(hit.Hit, content.Effect{Kind: content.KindAffliction, Value: "poison", Ends: "poisoned",
			Then: []content.Effect{{Kind: content.KindRepeat, Every: "long-rest", Then: []content.Effect{save}}}})
		*e = []content.Effect{hit}
		return ok
	case has[reStirge24] != nil && has[reDetach24] != nil && has[reDetachAct] != nil && len(*e) == 2 && (*e)[0].Kind == content.KindDamage && attackAt == 1:
		drain := (*e)[0]
		drain.Every, drain.Ends = "source-turn-start", "attach"
		hit := (*e)[1]
		hit.Hit = append(hit.Hit, content.Effect{Kind: content.KindAttach, Feet: atoi(has[reDetach24][1]), Range: atoi(has[reDetachAct][1]),
			Then: []content.Effect{
				{Kind: content.KindGrant, Grant: "no-attack", On: has[reStirge24][1], Self: true, Ends: "attach"},
				drain}})
		*e = []content.Effect{hit}
		return ok
	case has[reInkTrig24] != nil && has[reInkResp24] != nil && has[reInkLasts24] != nil && len(*e) == 0:
		f.Trigger = "creature ends turn within " + has[reInkTrig24][1] + " feet, underwater"
		*e = []content.Effect{
			{Kind: content.KindZone, Shape: "cube", Size: atoi(has[reInkResp24][1]), Obscured: "heavy", While: "underwater",
				Duration: &content.Duration{Unit: "minute", Amount: atoi(has[reInkLasts24][1])}, Ends: "current"},
			{Kind: content.KindMove, Direction: "self", On: "swim", Value: "full"}}
		return ok
	case has[reStuck24] != nil && attackAt >= 0:
		found := false
		content.WalkAll(*e, func(x *content.Effect) {
			if x.Kind == content.KindCondition && x.Condition == "grappled" {
				x.Value, found = "escape-disadvantage", true
			}
		})
		if !found {
			return no
		}
		return func(s string) bool {
			return reStuck24.MatchString(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), ".")))
		}
	}
	return no
}
