package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A swallow (docs/effects.md) is read from the whole text of the feature:
// every sentence that names swallowing must be one of these, or the
// feature stays prose.
var (
	reSwBiteAct  = regexp.MustCompile(`^the [a-z' -]+ makes one bite attack against a (tiny|small|medium|large|huge) or smaller (?:target|creature) it is grappling$`)
	reSwIfHits   = regexp.MustCompile(`^if the attack hits, (?:the target|that creature) (?:takes the bite's damage,? (?:and )?(?:the target )?)?(?:is )?(?:also )?(?:is )?swallowed, and the grapple ends$`)
	reSwSaveBite = regexp.MustCompile(`^if the target is a (tiny|small|medium|large|huge) or smaller creature, it must succeed on a dc (\d+) (strength|dexterity|constitution) saving throw or be swallowed by the [a-z' -]+$`)
	reSwGrabbed  = regexp.MustCompile(`^if the target is a (tiny|small|medium|large|huge) or smaller creature grappled by the [a-z' -]+, that creature is swallowed, and the grapple ends$`)
	reSwSave24   = regexp.MustCompile(`^(strength|dexterity) saving throw: dc (\d+), one (tiny|small|medium|large|huge) or smaller creature grappled by the [a-z' -]+(?: \((?:the [a-z' -]+|it) can have (?:only one creature|up to (\w+) creatures) swallowed at a time\))?$`)
	reSwFail24   = regexp.MustCompile(`^failure: (?:the [a-z' -]+ swallows the target, which is no longer grappled|the target is swallowed(?: by the [a-z' -]+)?, and the grappled condition ends)$`)
	reSwInside   = regexp.MustCompile(`^(?:while swallowed, (?:the target|the creature|a creature) (?:is|has)|the swallowed target is|a swallowed creature (?:is|has)) (?:the )?blinded and restrained(?: conditions)?( and can't teleport)?, (?:and )?(?:it )?has total cover against attacks and other effects outside the [a-z' -]+, and (?:it )?takes (.+) at the start of each of the [a-z' -]+'s turns$`)
	reSwDamage   = regexp.MustCompile(`^\d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) ([a-z]+) damage$`)
	reSwOne      = regexp.MustCompile(`^(?:a|the) [a-z' -]+ can have only one (?:creature|target) swallowed at a time$`)
	reSwRegurg   = regexp.MustCompile(`^if the [a-z' -]+ takes (\d+) damage or more on a single turn from (?:the swallowed creature|a creature inside it), the [a-z' -]+ must succeed on a dc (\d+) constitution saving throw at the end of that turn or regurgitate (?:the creature|all swallowed creatures), (?:which falls? prone in a space within (\d+) (?:feet|ft) of the [a-z' -]+|(?:each of which|which) falls in a space within (\d+) feet of the [a-z' -]+ and has the prone condition)$`)
	reSwCorpse   = regexp.MustCompile(`^if the [a-z' -]+ dies, (?:a|any) swallowed creature (?:is no longer restrained(?: by it)?|no longer has the restrained condition) and can escape from the corpse (?:by )?using (\d+) (?:feet|ft) of movement, exiting (?:prone|with the prone condition)$`)
	reSwXPHB     = regexp.MustCompile(`(?i)cover\|xphb\|`)
)

// swClean writes a sentence as the swallow patterns read it.
func swClean(s string) string {
	return strings.NewReplacer("ft.", "ft", "’", "'").Replace(reSwXPHB.ReplaceAllString(s, ""))
}

// swallowing rebuilds a feature's tree from a swallow text (a srd-5.1
// Swallow action or bite, a srd-5.2.1 Swallow save as open5e writes it):
// the bite or save, then a swallow node whose children are what the
// swallowed creature has and takes. bite is the monster's Bite tree, for
// "makes one bite attack". It returns false, changing nothing, when a
// sentence about swallowing is not one it reads, and else the test that
// explains the sentences it read.
func swallowing(desc string, effects *[]content.Effect, bite []content.Effect) (func(string) bool, bool) {
	if !strings.Contains(strings.ToLower(desc), "swallow") {
		return nil, false
	}
	sw := content.Effect{Kind: content.KindSwallow}
	done := map[string]bool{}
	var shape string // act, save-bite, grabbed, save24
	var save *content.Effect
	for _, s := range reSentence.Split(swClean(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		if l == "" {
			continue
		}
		ok := true
		switch {
		case reSwBiteAct.MatchString(l):
			shape, sw.MaxSize, sw.While = "act", reSwBiteAct.FindStringSubmatch(l)[1], "grappled"
		case reSwIfHits.MatchString(l):
			ok = shape == "act"
		case reSwSaveBite.MatchString(l):
			m := reSwSaveBite.FindStringSubmatch(l)
			shape, sw.MaxSize = "save-bite", m[1]
			save = &content.Effect{Kind: content.KindSave, Ability: abilityIDs[m[3]], DC: atoi(m[2]), OnSuccess: "none"}
		case reSwGrabbed.MatchString(l):
			shape, sw.MaxSize, sw.While = "grabbed", reSwGrabbed.FindStringSubmatch(l)[1], "grappled"
		case reSwSave24.MatchString(l):
			m := reSwSave24.FindStringSubmatch(l)
			shape, sw.MaxSize, sw.While = "save24", m[3], "grappled"
			save = &content.Effect{Kind: content.KindSave, Ability: abilityIDs[m[1]], DC: atoi(m[2]), OnSuccess: "none"}
			sw.Count = 1
			if m[4] != "" {
				sw.Count = numberWords[m[4]]
			}
		case reSwFail24.MatchString(l):
			ok = shape == "save24"
		case reSwInside.MatchString(l):
			m := reSwInside.FindStringSubmatch(l)
			sw.Then = append(sw.Then, content.Effect{Kind: content.KindCondition, Condition: "blinded", Ends: "swallow"},
				content.Effect{Kind: content.KindCondition, Condition: "restrained", Ends: "swallow"})
			if m[1] != "" {
				sw.Then = append(sw.Then, content.Effect{Kind: content.KindGrant, Grant: "no-teleport", Ends: "swallow"})
			}
			for _, d := range strings.Split(m[2], " plus ") {
				dm := reSwDamage.FindStringSubmatch(strings.TrimSpace(d))
				if dm == nil {
					ok = false
					break
				}
				sw.Then = append(sw.Then, content.Effect{Kind: content.KindDamage, Dice: diceText(dm[1]), Type: dm[2],
					Every: "source-turn-start", Ends: "swallow"})
			}
		case reSwOne.MatchString(l):
			sw.Count = 1
		case reSwRegurg.MatchString(l):
			m := reSwRegurg.FindStringSubmatch(l)
			sw.Value, sw.DC, sw.Range = m[1], atoi(m[2]), atoi(m[3]+m[4])
		case reSwCorpse.MatchString(l):
			sw.Feet = atoi(reSwCorpse.FindStringSubmatch(l)[1])
		case strings.Contains(l, "swallow"):
			return nil, false
		default:
			ok = false
		}
		if ok {
			done[s] = true
		}
	}
	if shape == "" || len(sw.Then) == 0 || sw.Feet == 0 {
		return nil, false
	}
	switch shape {
	case "act":
		if len(bite) != 1 || bite[0].Kind != content.KindAttack {
			return nil, false
		}
		atk := bite[0] // its damage; the grapple it would make is already there
		atk.Hit = append(slices.DeleteFunc(slices.Clone(atk.Hit), func(e content.Effect) bool { return e.Kind != content.KindDamage }), sw)
		*effects = []content.Effect{atk}
	case "save-bite", "grabbed":
		if len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
			return nil, false
		}
		atk := &(*effects)[0]
		atk.Hit = slices.DeleteFunc(atk.Hit, func(e content.Effect) bool { return e.Kind != content.KindDamage })
		if save != nil {
			save.Fail = []content.Effect{sw}
			atk.Hit = append(atk.Hit, *save)
		} else {
			atk.Hit = append(atk.Hit, sw)
		}
	case "save24":
		var dmg []content.Effect // a Failure's damage (the kraken's bite)
		content.WalkAll(*effects, func(e *content.Effect) {
			if e.Kind == content.KindSave && e.DC == save.DC && e.Ability == save.Ability {
				for _, x := range e.Fail {
					if x.Kind == content.KindDamage {
						dmg = append(dmg, x)
					}
				}
			}
		})
		save.Fail = append(dmg, sw)
		*effects = []content.Effect{*save}
	}
	return func(s string) bool { return done[strings.TrimSpace(swClean(s))] }, true
}
