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
	reAgain     = regexp.MustCompile(`(?i)can't take this action again until the (start|end) of its next turn`)
	reAutoSave  = regexp.MustCompile(`(?i)^after (\d+) (minute|hour)s?, it succeeds automatically`)
	reFlyHalf   = regexp.MustCompile(`(?i)can then fly up to half its (fly(?:ing)? )?speed`)
)

// conditionTime reads how long a monster's condition lasts: "for 1
// minute", "until the end of its next turn".
func conditionTime(s string) *content.Duration {
	if m := reUntilTurn.FindStringSubmatch(s); m != nil {
		who := "target"
		if m[2] == "your" || !strings.HasPrefix(m[2], "its") && m[2] != "the target's" && m[2] != "the creature's" {
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
	var from []string
	for _, s := range reSentence.Split(desc, -1) {
		if d := conditionTime(s); d != nil && dur == nil && len(conditionsIn(s)) > 0 {
			dur = d
		}
		if m := reAutoSave.FindStringSubmatch(strings.TrimSpace(s)); m != nil && dur == nil {
			dur = &content.Duration{Unit: strings.ToLower(m[2]), Amount: atoi(m[1])}
		}
		if m := reImmuneFor.FindStringSubmatch(s); m != nil && immune == nil {
			immune = &content.Duration{Unit: strings.TrimSuffix(strings.ToLower(m[2]), "s"), Amount: atoi(m[1])}
		}
		if m := reImmuneAll.FindStringSubmatch(s); m != nil && from == nil {
			from = immuneFrom(s) // monster_immune.go
			if immune == nil {
				immune = &content.Duration{Unit: strings.TrimSuffix(strings.ToLower(m[3]), "s"), Amount: atoi(m[2])}
			}
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
				e.ImmuneFrom = from
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
		case saves > 0 && ends != "" && dur != nil && reAutoSave.MatchString(strings.TrimSpace(s)):
			return true // the condition's duration
		case saves > 0 && immune != nil && (reImmuneFor.MatchString(s) || reImmuneAll.MatchString(s)):
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

var (
	reMaxSize    = regexp.MustCompile(`(?i)if the target is a (Tiny|Small|Medium|Large|Huge)(?: or smaller)? creature`)
	reGrappleEnd = regexp.MustCompile(`(?i)^(?:until this grapple ends, (?:the target is restrained|the ([a-z ]+) can bite only the grappled creature)|while grappled, the target has the restrained condition)`)
	reSoleTarget = regexp.MustCompile(`(?i)can't (bite|constrict|use [a-z ]+ on) another target|can (bite|attack) only the grappled creature`)
	reAtZero     = regexp.MustCompile(`(?i)reduces? the target to 0 hit points, the target is stable but poisoned for (\d+) hours?, even after regaining hit points, and is paralyzed while poisoned in this way|reduced to 0 hit points by [a-z ]+ is stable but poisoned for (\d+) hours?, even after regaining hit points, and paralyzed while poisoned in this way`)
)

// grappleRiders reads what comes with a monster's grapple: the largest
// size it holds, the restrained condition while the grapple lasts, the
// attack it can then make only against the grappled target, and the
// poison of a target dropped to 0 hit points (giant spider). It returns
// the test that explains those sentences.
func grappleRiders(desc, feature string, effects *[]content.Effect) func(string) bool {
	size := ""
	if m := reMaxSize.FindStringSubmatch(desc); m != nil {
		size = strings.ToLower(m[1])
	}
	var grappled bool
	var hit *[]content.Effect
	for i := range *effects {
		content.WalkAll((*effects)[i:i+1], func(e *content.Effect) {
			if e.Kind == content.KindAttack && hit == nil {
				hit = &e.Hit
			}
		})
	}
	content.WalkAll(*effects, func(e *content.Effect) {
		if e.Kind == content.KindCondition && e.Condition == "grappled" {
			grappled = true
			if size != "" {
				e.MaxSize = size
			}
		}
	})
	var restrained, sole, atZero bool
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		if grappled && hit != nil && reGrappleEnd.MatchString(s) {
			if strings.Contains(s, "restrained") && !restrained {
				restrained = true
				*hit = append(*hit, content.Effect{Kind: content.KindCondition, Condition: "restrained", Ends: "grapple"})
			}
			if reSoleTarget.MatchString(s) && !sole {
				sole = true
				*hit = append(*hit, content.Effect{Kind: content.KindGrant, Self: true, Grant: "sole-target", On: feature, Ends: "grapple"})
			}
		}
		if m := reAtZero.FindStringSubmatch(s); m != nil && !atZero && hit != nil {
			atZero = true
			h := atoi(m[1] + m[2])
			d := &content.Duration{Unit: "hour", Amount: h}
			at := effects
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind == content.KindSave && at == effects {
					at = &e.Fail // after the poison damage of the save
				}
			})
			*at = append(*at, content.Effect{Kind: content.KindCondition, Condition: "poisoned", AtZero: true, Duration: d},
				content.Effect{Kind: content.KindCondition, Condition: "paralyzed", AtZero: true, While: "poisoned"})
		}
	}
	return func(s string) bool {
		s = strings.TrimSpace(s)
		l := strings.ToLower(s)
		switch {
		case grappled && reMaxSize.MatchString(s) && strings.Contains(l, "grappled") && !strings.Contains(l, "damage"):
			return true
		case (restrained || sole) && reGrappleEnd.MatchString(s) && !strings.Contains(l, "damage"):
			return true
		case atZero && reAtZero.MatchString(s):
			return true
		}
		return false
	}
}

var reShove = regexp.MustCompile(`(?i)(?:is |be )?(pushed|pulled) (?:up to )?(\d+) (?:feet|ft) (?:straight )?(?:away|toward)`)

// shove adds the forced movement a text states ("is pushed 60 feet away")
// to a failed save, or to the hit of an attack, when the tree has no move
// yet; it returns the test that explains the sentence.
func shove(desc string, effects *[]content.Effect) func(string) bool {
	m := reShove.FindStringSubmatch(desc)
	if m == nil {
		return func(string) bool { return false }
	}
	var at *[]content.Effect
	has := false
	content.WalkAll(*effects, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindMove:
			has = true
		case e.Kind == content.KindSave && at == nil:
			at = &e.Fail
		case e.Kind == content.KindAttack && at == nil:
			at = &e.Hit
		}
	})
	if at == nil {
		return func(string) bool { return false }
	}
	if !has { // a move the tree holds already explains the sentence too
		dir := map[string]string{"pushed": "push", "pulled": "pull"}[strings.ToLower(m[1])]
		*at = append(*at, content.Effect{Kind: content.KindMove, Feet: atoi(m[2]), Direction: dir})
	}
	return func(s string) bool {
		l := strings.ToLower(s)
		return reShove.MatchString(s) && !strings.Contains(l, "damage") && !strings.Contains(l, "speed") && !strings.Contains(l, "can't")
	}
}

var (
	reTakes = regexp.MustCompile(`(?i)takes the ((?:Dash|Disengage|Dodge|Hide|Help|Search|Utilize)(?:(?:,| or|, or) (?:the )?(?:Dash|Disengage|Dodge|Hide|Help|Search|Utilize))*) action`)
	reParry = regexp.MustCompile(`(?i)adds (\d+) to its AC against (?:one|that|the) (?:melee )?attack`)
	reDoSo  = regexp.MustCompile(`(?i)^to do so, the [a-z ]+ must see the attacker and be wielding a melee weapon`)
)

// standardActions reads a feature that takes standard actions (Nimble
// Escape: Disengage or Hide) or parries (+3 AC against one attack) when
// its tree is empty; it returns the test that explains those sentences.
func standardActions(desc string, effects *[]content.Effect) func(string) bool {
	if len(*effects) > 0 {
		return func(string) bool { return false }
	}
	if m := reTakes.FindStringSubmatch(desc); m != nil {
		var opts []content.Effect
		for _, a := range regexp.MustCompile(`Dash|Disengage|Dodge|Hide|Help|Search|Utilize`).FindAllString(m[1], -1) {
			opts = append(opts, content.Effect{Kind: content.KindTake, Action: strings.ToLower(a)})
		}
		*effects = opts
		if len(opts) > 1 {
			*effects = []content.Effect{{Kind: content.KindChoose, Options: opts}}
		}
		return func(s string) bool { return reTakes.MatchString(s) && !strings.Contains(strings.ToLower(s), "damage") }
	}
	if m := reParry.FindStringSubmatch(desc); m != nil {
		*effects = []content.Effect{{Kind: content.KindGrant, Self: true, Grant: "ac", Value: m[1], Duration: &content.Duration{Unit: "attack"}}}
		return func(s string) bool { return reParry.MatchString(s) || reDoSo.MatchString(strings.TrimSpace(s)) }
	}
	return func(string) bool { return false }
}

var (
	reDrain      = regexp.MustCompile(`(?i)hit point maximum (?:is reduced|decreases) by an amount equal to the (?:([a-z]+) )?damage taken(, and the [a-z ]+ regains hit points equal to that amount)?`)
	reDrainLasts = regexp.MustCompile(`(?i)^(?:the|this) reduction lasts until the target finishes a long rest`)
	reDrainDies  = regexp.MustCompile(`(?i)^the target dies if this effect reduces its hit point maximum to 0`)
)

// drain reads a life drain: the target's hit point maximum drops by the
// damage taken (a max-hp grant of "-damage" until a long rest), and the
// user may regain that many hit points (a self heal whose value is "damage": the damage dealt).
func drain(desc string, effects *[]content.Effect) func(string) bool {
	m := reDrain.FindStringSubmatch(desc)
	if m == nil {
		return func(string) bool { return false }
	}
	var at, hit *[]content.Effect
	content.WalkAll(*effects, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindSave && at == nil && len(e.Fail) == 0:
			at = &e.Fail // a save against the drain (wraith)
		case e.Kind == content.KindSave && at == nil && hasDamage(e.Fail):
			at = &e.Fail // a save whose failure deals the damage (the 2024 vampire's Bite)
		case e.Kind == content.KindAttack && hit == nil:
			hit = &e.Hit
		}
	})
	if at == nil {
		at = hit
	}
	if at == nil {
		return func(string) bool { return false }
	}
	g := content.Effect{Kind: content.KindGrant, Grant: "max-hp", Value: "-damage", Type: strings.ToLower(m[1])} // the damage of that type alone
	if reDrainLasts.MatchString(strings.TrimSpace(lastSentence(desc, reDrainLasts))) {
		g.Ends = "long-rest"
	}
	*at = append(*at, g)
	if m[2] != "" {
		*at = append(*at, content.Effect{Kind: content.KindHeal, Self: true, Value: "damage"})
	}
	return func(s string) bool {
		s = strings.TrimSpace(s)
		return reDrain.MatchString(s) || g.Ends != "" && reDrainLasts.MatchString(s) || reDrainDies.MatchString(s)
	}
}

// hasDamage reports whether a node of es deals damage.
func hasDamage(es []content.Effect) bool {
	for i := range es {
		if es[i].Kind == content.KindDamage {
			return true
		}
	}
	return false
}

// lastSentence is the first sentence of desc that re matches at its start.
func lastSentence(desc string, re *regexp.Regexp) string {
	for _, s := range reSentence.Split(desc, -1) {
		if re.MatchString(strings.TrimSpace(s)) {
			return s
		}
	}
	return ""
}
