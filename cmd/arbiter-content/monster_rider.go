package main

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A monster sentence such as "Failure: X damage, and the target's Speed
// is halved until the end of its next turn" is a list of clauses, each a
// small rule with the same time limit. riderClauses reads such sentences
// clause by clause: a sentence is explained only when every clause of it
// is one the vocabulary holds, and then the clauses are written into the
// tree (docs/effects.md).

var (
	reRiderPrefix = regexp.MustCompile(`^(?:(?:first )?failure:\s*|hit:\s*|on a failed save,\s*|in addition,\s*|if the target is a creature,\s*|x(?: damage)?,\s*(?:and\s+)?|x damage and\s+|failure or success:\s*|\d+ \(\d+d\d+(?: ?[+-] ?\d+)?\) [a-z]+ damage,?\s*(?:and\s+)?|each creature in that area must succeed on a dc \d+ [a-z]+ saving throw or\s+)`)
	reRiderUntil  = regexp.MustCompile(`^until the (end|start) of (?:its|the target's|the x's?|the [a-z' -]+'s) next turn,\s*`)
	reRiderWhile  = regexp.MustCompile(`^while (?:it has the )?(poisoned|grappled|restrained|deafened)(?: condition)?(?: in this way)?,\s*`)
	reCursedFor   = regexp.MustCompile(`(?i)is (?:magically )?cursed for (\d+|one) (hour|minute|day)s?`)
	reEffectsLast = regexp.MustCompile(`^these effects last for (\d+|one) (minute|round|hour)s?$`)
	reRiderGrap   = regexp.MustCompile(`^until (?:this|the) grapple ends,\s*|\s*until (?:this|the) grapple ends$`)
	reRiderCurse  = regexp.MustCompile(`^until (?:the|this) (curse|poison) ends,\s*`)
	reRiderDouse  = regexp.MustCompile(`^until a (?:creature|target) takes an action to douse the fire,\s*`)
	reRiderTime   = regexp.MustCompile(`\s*(?:until the (end|start) of (?:its|the target's|the x's?|the [a-z' -]+'s) next turn|for (\d+|one|x) (round|minute|hour)s?|until the end of its turn)$`)
	reRiderSplit  = regexp.MustCompile(`;\s*(?:and\s+)?|,\s*and\s+the [a-z]+\s|,\s*(?:and\s+)?(?:(?:it|its|the target|the target's|the creature|the creature's)\s)|\s+and\s+(?:(?:it|its|the target|the target's)\s)?(?:(?:takes|has|is|can't|can|loses|subtracts \d)\b)`)
	reRiderSubj   = regexp.MustCompile(`^(?:the target's|the creature's|the target|the creature|its|it|a target|each target)\s+(?:also\s+)?`)

	reClauseCond     = regexp.MustCompile(`^(?:has|is|becomes|be)\s+(?:the\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?(?:\s+conditions?)?$`)
	reClauseSpeed    = regexp.MustCompile(`^speed (?:is (halved)|(?:is|becomes) (0)|decreases by (\d+) feet|is reduced by (\d+) feet)$`)
	reClauseAC       = regexp.MustCompile(`^takes a [−-](\d+) penalty to ac$`)
	reClauseNoReact  = regexp.MustCompile(`^can't (?:take|use) (?:a )?reactions?$`)
	reClauseOneAct   = regexp.MustCompile(`^can (?:take|use) either an action or a bonus action on its turn,? (?:but )?not both$`)
	reClauseOneAtk   = regexp.MustCompile(`^can't make more than one attack on its turn$`)
	reClauseNoHeal   = regexp.MustCompile(`^can't regain hit points$`)
	reClauseEvery    = regexp.MustCompile(`^(?:takes|loses) (?:\d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\)|(x)) ?(?:([a-z]+) )?(?:damage|hit points)(?: due to [a-z ]+)? at the (start|end) of each of (its|the x's|the [a-z' -]+'s) turns$`)
	reClauseRepeat   = regexp.MustCompile(`^(?:repeats|can repeat) the (?:save|saving throw) at the end of each of its turns, ending the effect on itself on a success$`)
	reClauseSole     = regexp.MustCompile(`^(?:the [a-z' -]+|x) can't (?:constrict|bite|use [a-z ]+ on|make [a-z ]+ attacks against) (?:another target|other targets)$`)
	reRiderSize      = regexp.MustCompile(`^if the target is (?:a )?(x|tiny|small|medium|large|huge)(?: or smaller)?(?: creature)?,\s*`)
	reRiderAtStart   = regexp.MustCompile(`^at the (start|end) of each of (the target's|the [a-z' -]+'s) turns, (?:the target|each target grappled by it) (takes \d+ \(\d+d\d+(?: ?[+-] ?\d+)?\) [a-z]+ damage)$`)
	reRiderEscape    = regexp.MustCompile(`\s*\(escape dc (?:x|\d+)\)|\s+from (?:one of (?:ten|six|two|four) tentacles|both talons)`)
	reClauseDisadv   = regexp.MustCompile(`^(?:has|have) disadvantage on (.+)$`)
	reClauseNextDis  = regexp.MustCompile(`^has disadvantage on the next attack roll it makes before the end of its next turn$`)
	reClauseNextAdv  = regexp.MustCompile(`^the next attack roll made against the target before the start of the (?:x|[a-z' -]+)'s next turn has advantage$`)
	reClauseSelfAdv  = regexp.MustCompile(`^the (?:x|[a-z' -]+) has advantage on the next attack roll it makes before the end of this turn$`)
	reClauseNoTail   = regexp.MustCompile(`^can't be targeted by the (?:x|[a-z' -]+)'s ([a-z]+)$`)
	reClauseGains    = regexp.MustCompile(`^gains x$`)
	reClauseACUp     = regexp.MustCompile(`^ac increases by (\d+)$`)
	reClauseRollsOff = regexp.MustCompile(`^rolls (x|\d+d\d+) whenever it makes an ability check or attack roll and subtracts the number rolled from the d20 test$`)
	reClauseDmgOff   = regexp.MustCompile(`^subtracts \d+ \((x|\d+d\d+)\) from its damage rolls$`)
	reClauseNoVerbal = regexp.MustCompile(`^can't cast spells with a verbal component$`)
	reClauseNoTele   = regexp.MustCompile(`^can't teleport$`)
	reClauseNoBonus  = regexp.MustCompile(`^can't take a bonus (?:action )?or reaction$`)
	reClauseMoveAct  = regexp.MustCompile(`^can move or take one action on its turn, not both$`)
	reClauseHasDmg   = regexp.MustCompile(`^takes \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) ([a-z]+) damage$`)
)

// riderClauses reads the clause sentences of desc into effects and
// returns the test that explains them.
// rolls are the dice a Foundry text rolls in order ([[/r 1d6]], written X
// in desc), for clauses that name them.
func riderClauses(desc, feature string, effects *[]content.Effect, rolls ...string) func(string) bool {
	done := map[string]bool{}
	var last *[]content.Effect
	for _, s := range reSentence.Split(strings.NewReplacer("ft.", "ft", "’", "'").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reEffectsLast.FindStringSubmatch(l); m != nil && last != nil {
			d := conditionTime("for " + m[1] + " " + m[2])
			for i := range *last {
				if e := &(*last)[i]; (e.Kind == content.KindGrant || e.Kind == content.KindCondition) && e.Duration == nil {
					e.Duration = d
				}
			}
			done[s] = true
			continue
		}
		if at := riderSentence(s, desc, feature, effects, last, &rolls); at != nil {
			done[s] = true
			last = at
		}
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

// riderSentence reads one sentence; it changes effects only when every
// clause is read, and returns the list it wrote to (nil: not read). last
// is the list the sentence before wrote to.
func riderSentence(s, desc, feature string, effects *[]content.Effect, last *[]content.Effect, rolls *[]string) *[]content.Effect {
	l := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), "."))
	l = reRiderEscape.ReplaceAllString(l, "")
	l = strings.ReplaceAll(l, "x's' next turn", "x's next turn")
	l = strings.TrimSuffix(l, ", at which point the chain disappears") // the restraint's end, said again
	addition := strings.HasPrefix(l, "in addition, ")
	l = strings.TrimPrefix(l, "in addition, ")
	if m := reRiderAtStart.FindStringSubmatch(l); m != nil {
		// "at the start of each of the target's turns, the target takes ...": the
		// clause with its time at the end; "each target grappled by it" while grappled
		whose := "its"
		if m[2] != "the target's" {
			whose = "the x's"
		}
		if strings.Contains(l, "grappled by it") {
			l = "while grappled, " + m[3] + " at the " + m[1] + " of each of " + whose + " turns"
		} else {
			l = m[3] + " at the " + m[1] + " of each of " + whose + " turns"
		}
	}
	size := ""
	if m := reRiderSize.FindStringSubmatch(l); m != nil {
		size, l = m[1], l[len(m[0]):]
	}
	failure := strings.HasPrefix(l, "failure") || strings.HasPrefix(l, "on a failed save") || strings.HasPrefix(l, "each creature in that area must")
	var named *[]content.Effect // the save the sentence names by DC and ability
	if m := regexp.MustCompile(`^each creature in that area must succeed on a dc (\d+) ([a-z]+) saving throw`).FindStringSubmatch(l); m != nil {
		content.WalkAll(*effects, func(e *content.Effect) {
			if e.Kind == content.KindSave && e.DC == atoi(m[1]) && e.Ability == abilityIDs[m[2]] && len(e.Fail) == 0 && named == nil {
				named = &e.Fail
			}
		})
	}
	for {
		m := reRiderPrefix.FindString(l)
		if m == "" {
			break
		}
		if strings.HasPrefix(m, "x") && !hasKind(*effects, content.KindDamage) {
			return nil
		}
		l = l[len(m):]
	}
	var dur *content.Duration
	var while, ends string
	for changed := true; changed; {
		changed = false
		if m := reRiderUntil.FindString(l); m != "" {
			dur, l, changed = conditionTime(m), l[len(m):], true
		}
		if m := reRiderWhile.FindStringSubmatch(l); m != nil {
			while, l, changed = m[1], l[len(m[0]):], true
		}
		if m := reRiderGrap.FindStringIndex(l); m != nil {
			ends, l, changed = "grapple", l[:m[0]]+l[m[1]:], true
		}
		if m := reRiderCurse.FindStringSubmatch(l); m != nil {
			l, changed = l[len(m[0]):], true
			if m[1] == "poison" {
				while = "poisoned"
			} else if c := reCursedFor.FindStringSubmatch(desc); c != nil {
				dur = conditionTime("for " + c[1] + " " + c[2])
			} else {
				return nil // a curse that lasts until removed
			}
		}
		if m := reRiderDouse.FindString(l); m != "" {
			ends, l, changed = "action", l[len(m):], true
		}
	}
	if m := reRiderTime.FindStringSubmatchIndex(l); m != nil && dur == nil {
		dur = conditionTime(l[m[0]:m[1]])
		if strings.HasSuffix(l, "until the end of its turn") {
			dur = &content.Duration{Unit: "target-turn-end"} // the turn it is in
		}
		if dur == nil {
			return nil // "for X minutes": a rolled duration
		}
		l = l[:m[0]]
	}
	l = strings.TrimSpace(l)
	if l == "" {
		return nil
	}
	parts := splitClauses(l)
	var add []content.Effect
	var conds []string
	var every *content.Effect
	repeat := false
	for _, c := range parts {
		c = reRiderSubj.ReplaceAllString(strings.Trim(c, " ,"), "")
		var m []string
		switch {
		case reClauseCond.MatchString(c):
			m = reClauseCond.FindStringSubmatch(c)
			for _, id := range m[1:] {
				if id == "" {
					continue
				}
				if !isCondition(id) {
					return nil
				}
				conds = append(conds, id)
			}
		case reClauseSpeed.MatchString(c):
			m = reClauseSpeed.FindStringSubmatch(c)
			v := map[bool]string{true: "x0.5"}[m[1] != ""]
			switch {
			case m[2] != "":
				v = "=0"
			case m[3] != "":
				v = "-" + m[3]
			case m[4] != "":
				v = "-" + m[4]
			}
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "speed", On: "all", Value: v})
		case reClauseAC.MatchString(c):
			m = reClauseAC.FindStringSubmatch(c)
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "ac", Value: "-" + m[1]})
		case reClauseNoReact.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "no-reactions"})
		case reClauseOneAct.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "action-or-bonus"})
		case reClauseOneAtk.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "one-attack"})
		case reClauseNoHeal.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "no-healing"})
		case reClauseSelfAdv.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Self: true, Grant: "advantage", On: "next-attack", Duration: &content.Duration{Unit: "turn"}})
		case reClauseNoTail.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Self: true, Grant: "not-target", On: content.Kebab(reClauseNoTail.FindStringSubmatch(c)[1])})
		case reClauseGains.MatchString(c):
			if !hasKind(*effects, content.KindTempHP) {
				return nil
			}
		case reClauseACUp.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "ac", Value: reClauseACUp.FindStringSubmatch(c)[1]})
		case reClauseRollsOff.MatchString(c), reClauseDmgOff.MatchString(c):
			d := reClauseRollsOff.FindStringSubmatch(c)
			if d == nil {
				d = reClauseDmgOff.FindStringSubmatch(c)
			}
			die := d[1]
			if die == "x" {
				if len(*rolls) == 0 {
					return nil
				}
				die, *rolls = (*rolls)[0], (*rolls)[1:]
			}
			if reClauseDmgOff.MatchString(c) {
				add = append(add, content.Effect{Kind: content.KindGrant, Grant: "damage-bonus", On: "all", Value: "-" + die})
			} else {
				add = append(add, content.Effect{Kind: content.KindGrant, Grant: "check-bonus", On: "all", Value: "-" + die},
					content.Effect{Kind: content.KindGrant, Grant: "attack-bonus", On: "all", Value: "-" + die})
			}
		case reClauseNextDis.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "disadvantage", On: "next-attack", Duration: &content.Duration{Unit: "target-turn-end"}})
		case reClauseNextAdv.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "advantage", On: "next-attack-against", Duration: &content.Duration{Unit: "source-turn-start"}})
		case reClauseDisadv.MatchString(c):
			ons := disadvantageOn(reClauseDisadv.FindStringSubmatch(c)[1])
			if ons == nil {
				return nil
			}
			for _, on := range ons {
				add = append(add, content.Effect{Kind: content.KindGrant, Grant: "disadvantage", On: on})
			}
		case reClauseNoVerbal.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "no-verbal"})
		case reClauseNoTele.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "no-teleport"})
		case reClauseNoBonus.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "no-bonus-action"},
				content.Effect{Kind: content.KindGrant, Grant: "no-reactions"})
		case reClauseMoveAct.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "move-or-action"})
		case reClauseHasDmg.MatchString(c):
			m = reClauseHasDmg.FindStringSubmatch(c)
			has := false
			content.WalkAll(*effects, func(e *content.Effect) {
				has = has || e.Kind == content.KindDamage && e.Dice == diceText(m[1]) && e.Type == m[2] && e.Every == ""
			})
			if !has {
				return nil
			}
		case reClauseSole.MatchString(c):
			if ends != "grapple" {
				return nil
			}
			add = append(add, content.Effect{Kind: content.KindGrant, Self: true, Grant: "sole-target", On: feature})
		case reClauseRepeat.MatchString(c):
			repeat = true
		case reClauseEvery.MatchString(c):
			m = reClauseEvery.FindStringSubmatch(c)
			who := "target"
			if m[5] != "its" {
				who = "source"
			}
			e := content.Effect{Kind: content.KindDamage, Dice: diceText(m[1]), Type: m[3], Every: who + "-turn-" + m[4]}
			if m[3] == "" && m[1] != "" && strings.HasPrefix(c, "loses") {
				e.Type = "" // hit points lost: no damage type
			}
			if m[2] != "" { // Foundry: the dice are a damage activity of their own
				loose := looseDamage(*effects)
				if loose < 0 {
					return nil
				}
				e.Dice, e.Type = (*effects)[loose].Dice, (*effects)[loose].Type
				*effects = append((*effects)[:loose], (*effects)[loose+1:]...)
			}
			every = &e
		default:
			return nil
		}
	}
	at := riderTarget(effects, failure)
	if last != nil && !failure {
		at = last
	}
	if named != nil {
		at = named
	}
	if addition && ends == "" && at != nil && slices.ContainsFunc(*at, func(e content.Effect) bool { return e.Ends == "grapple" }) {
		ends = "grapple" // "in addition" to what the grapple does
	}
	if len(add) == 0 && every == nil && len(conds) > 0 {
		if h := holder(effects, conds[0]); h != nil {
			at = h // the conditions are there already: the sentence only times them
		}
	}
	if at == nil {
		return nil
	}
	if repeat && !setSaveEnds(*effects) {
		return nil
	}
	if dur == nil && while == "" && ends == "" {
		for _, x := range reSentence.Split(desc, -1) {
			if m := reAutoSave.FindStringSubmatch(strings.TrimSpace(x)); m != nil {
				dur = &content.Duration{Unit: strings.ToLower(m[2]), Amount: atoi(m[1])}
			}
		}
	}
	if while != "" {
		if w := holder(effects, while); w != nil {
			at = w
		}
	}
	stamp := func(e *content.Effect) {
		if e.Kind != content.KindDamage && e.Duration == nil {
			e.Duration = dur
		}
		if e.Kind != content.KindCondition || e.Condition != while {
			e.While = while
		}
		e.Ends = ends
	}
	for _, id := range conds {
		found := false
		content.WalkAll(*at, func(e *content.Effect) {
			if e.Kind == content.KindCondition && e.Condition == id {
				found = true
				if e.Duration == nil {
					e.Duration = dur
				}
				if e.Ends == "" && ends != "" && !(id == "grappled" && ends == "grapple") {
					e.Ends = ends
				}
				if e.While == "" && while != "" && while != id {
					e.While = while
				}
				if id == "grappled" && size != "" && size != "x" {
					e.MaxSize = size
				}
			}
		})
		if !found && id == "grappled" {
			return nil // a grapple the data does not give (its escape DC)
		}
		if !found {
			e := content.Effect{Kind: content.KindCondition, Condition: id}
			stamp(&e)
			if e.While == id {
				e.While = ""
			}
			add = append(add, e)
		}
	}
	for i := range add {
		if add[i].Kind == content.KindGrant {
			stamp(&add[i])
		}
	}
	if every != nil {
		stamp(every)
		add = append(add, *every)
	}
	*at = append(*at, add...)
	*at = dedupe(*at)
	if saveEnds(desc) != "" {
		content.WalkAll(*effects, func(e *content.Effect) {
			if e.Kind == content.KindSave && len(e.Fail) > 0 && e.SaveEnds == "" && &e.Fail == at {
				e.SaveEnds = saveEnds(desc)
			}
		})
	}
	return at
}

// splitClauses cuts a sentence at semicolons and at the commas and "and"s
// that start a new clause ("..., and it can't make more than one attack").
func splitClauses(l string) []string {
	var out []string
	for {
		m := reRiderSplit.FindStringIndex(l)
		if m == nil {
			return append(out, l)
		}
		cut := l[m[0]:m[1]]
		keep := ""
		// the subject or verb the separator ate belongs to the next clause
		if i := strings.LastIndexAny(cut, ";,"); i >= 0 {
			keep = cut[i+1:]
		} else {
			keep = cut
		}
		keep = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(keep)+" ", "and "))
		out = append(out, strings.TrimSpace(l[:m[0]]))
		l = strings.TrimSpace(reSpace.ReplaceAllString(keep+" "+l[m[1]:], " "))
	}
}

func isCondition(id string) bool {
	for _, c := range conditionIDs {
		if c == id {
			return true
		}
	}
	return false
}

func hasKind(list []content.Effect, k content.Kind) bool {
	found := false
	content.WalkAll(list, func(e *content.Effect) { found = found || e.Kind == k })
	return found
}

// looseDamage is the index of a top-level damage effect (a Foundry damage
// activity standing for the damage a rider deals later), or -1.
func looseDamage(list []content.Effect) int {
	for i, e := range list {
		if e.Kind == content.KindDamage {
			return i
		}
	}
	return -1
}

// riderTarget is the list a rider goes into: a save's failure (for a
// failure clause the first save that has none yet, as the second breath
// of a dragon; else the first save), else an attack's hit.
func riderTarget(effects *[]content.Effect, failure bool) *[]content.Effect {
	var save, empty, hit *[]content.Effect
	content.WalkAll(*effects, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindSave && save == nil:
			save = &e.Fail
		case e.Kind == content.KindAttack && hit == nil:
			hit = &e.Hit
		}
		if e.Kind == content.KindSave && empty == nil && len(e.Fail) == 0 {
			empty = &e.Fail
		}
	})
	if failure && empty != nil {
		return empty
	}
	if save != nil && (failure || hit == nil || len(*save) > 0) {
		return save
	}
	if hit != nil {
		return hit
	}
	if save == nil && len(*effects) > 0 && !hasKind(*effects, content.KindArea) && !hasKind(*effects, content.KindChoose) {
		return effects // a feature with neither save nor attack (a unicorn's shield)
	}
	return save
}

// holder is the list that holds condition id, or nil.
func holder(effects *[]content.Effect, id string) *[]content.Effect {
	var out *[]content.Effect
	var walk func(list *[]content.Effect)
	walk = func(list *[]content.Effect) {
		for i := range *list {
			e := &(*list)[i]
			if e.Kind == content.KindCondition && e.Condition == id && out == nil {
				out = list
			}
			for _, sub := range []*[]content.Effect{&e.Hit, &e.Miss, &e.Fail, &e.Success, &e.Then, &e.Options} {
				walk(sub)
			}
		}
	}
	walk(effects)
	return out
}

// setSaveEnds marks the first save with a failure as repeated at the end
// of each of the target's turns; false when there is none.
func setSaveEnds(list []content.Effect) bool {
	ok := false
	content.WalkAll(list, func(e *content.Effect) {
		if e.Kind == content.KindSave && !ok {
			if e.SaveEnds == "" {
				e.SaveEnds = "end"
			}
			ok = true
		}
	})
	return ok
}

var (
	reActTeleport = regexp.MustCompile(`^the [a-z' -]+ magically teleports, along with any equipment it is wearing or carrying, up to (\d+) (?:ft|feet) to an unoccupied space it can see$`)
	reActMove     = regexp.MustCompile(`^the [a-z' -]+ (?:then )?moves up to (half )?its (?:(fly|swim|climb|burrow) )?speed( without provoking opportunity ?attacks)?$`)
	reActInvis2   = regexp.MustCompile(`^the [a-z' -]+ and its light have the invisible condition until the [a-z' -]+'s concentration ends on this effect, which ends early immediately after the [a-z' -]+ makes an attack roll or uses ([a-z ]+)$`)
	reActThenHide = regexp.MustCompile(`^at the end of this movement, the [a-z' -]+ can take the (hide) action$`)
	reActTakes2   = regexp.MustCompile(`^the [a-z' -]+ takes the (dash|disengage|dodge|hide) and (dash|disengage|dodge|hide) actions$`)
	reActLine     = regexp.MustCompile(`^the [a-z' -]+ exhales a line of [a-z]+ that is (\d+) (?:ft|feet) long and (\d+) (?:ft|feet) wide$`)
	reActBolts    = regexp.MustCompile(`^the [a-z' -]+ magically creates (two|three|four) bolts of lightning, each of which can strike a target the [a-z' -]+ can see within (\d+) feet of it$`)
	reActField    = regexp.MustCompile(`^the [a-z' -]+ creates a shimmering, magical field around itself or another creature it can see within (\d+) (?:ft|feet) of it$`)
	reActACBonus  = regexp.MustCompile(`^the target gains a \+(\d+) bonus to ac until the end of the [a-z' -]+'s next turn$`)
	reActNoHeal   = regexp.MustCompile(`^creatures within (\d+) feet of the [a-z' -]+, including ones behind barriers and around corners, can't regain hit points until the end of the [a-z' -]+'s next turn$`)
	reActLasts    = regexp.MustCompile(`^the (poison) lasts until it is removed by the (lesser restoration) spell or similar magic$`)
	reActFailBy   = regexp.MustCompile(`^if (?:the saving throw fails by (\d+) or more|its saving throw result is (\d+) or lower), the (?:poisoned )?target falls unconscious for the same duration, or until it takes damage or another creature (?:uses|takes) an action to shake it awake$`)
	reActReel     = regexp.MustCompile(`^the (?:x|[a-z' -]+) pulls each creature grappled by it up to (\d+) feet straight toward it$`)
	reActInstead  = regexp.MustCompile(`^instead of dealing damage, the [a-z' -]+ can grapple the target \(escape dc (\d+)\)$`)
	reActFailBy24 = regexp.MustCompile(`^failure by (\d+) or more: while poisoned, the target also has the unconscious condition, which ends early if the target takes damage or a creature within 5 feet of it takes an action to wake it$`)
	reActCastOne  = regexp.MustCompile(`^the [a-z' -]+ casts a spell from its list of prepared spells, using a spell slot as normal$`)
	reActInvis    = regexp.MustCompile(`^the [a-z' -]+ (?:and its light )?magically (?:turns|becomes?) invisible until (?:it|she) (.+?),? or until (?:its|her) concentration (?:ends|is broken)(?:, up to (\d+) hours?)? \(as if concentrating on a spell\)$`)
	reActHeal     = regexp.MustCompile(`^the ([a-z' -]+) magically regains \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) hit points( and is freed from any curse, disease, poison, blindness, or deafness)?$`)
	reActCureAll  = regexp.MustCompile(`^in addition, the touch removes all diseases and neutralizes all poisons afflicting the target$`)
	reActTargets  = regexp.MustCompile(`^the [a-z' -]+ (?:targets|fixes its gaze on) one creature (?:it|she|he) can see within (\d+) (?:ft|feet) of (?:it|her|him)$`)
	reActPoint    = regexp.MustCompile(`^the [a-z' -]+ at a point (?:it|she|he) can see within (\d+) (?:ft|feet)(?: of (?:it|her|him|itself))?$`)
	reActAround   = regexp.MustCompile(`each creature within (\d+) (?:ft|feet) of (?:that point|the flash) must (?:make|succeed on) a dc \d+ [a-z]+ saving throw`)
	reActWake     = regexp.MustCompile(`^(?:this effect ends for (?:a|the) (?:creature|target) if (?:the creature|it) takes damage or (?:someone|a creature within 5 feet of it) (?:uses|takes) an action to wake it|the target wakes up if it takes damage or if another creature takes an action to shake it awake|another creature can use an action to shake the target awake)$`)
	reActReturns  = regexp.MustCompile(`^(?:hit or miss:\s*)?the (?:spear|sword|weapon|trident|dagger|javelin) magically returns to the [a-z' -]+'s hand(?: or hovers within 5 feet of the [a-z' -]+)? immediately after a ranged attack$`)
	reActForced   = regexp.MustCompile(`^(?:if the target is (?:a )?(tiny|small|medium|large|huge)(?: or smaller)?(?: creature)?, )?the [a-z' -]+ (pushes|pulls|moves) the target (?:up to )?(\d+) feet straight (away from|toward) itself$`)
)

// monsterActs reads whole sentences of a monster action that stand for
// one node each: a teleport, a move of its own, turning invisible, a
// healing touch, the range of a targeted save or of an area's point, the
// wake-up rule of a sleep, a returning weapon, forced movement. It
// returns the test that explains the sentences it read.
func monsterActs(desc string, effects *[]content.Effect) func(string) bool {
	done := map[string]bool{}
	empty := len(*effects) == 0
	for _, s := range reSentence.Split(strings.NewReplacer("ft.", "ft", "’", "'").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		ok := true
		switch {
		case empty && reActTeleport.MatchString(l):
			m := reActTeleport.FindStringSubmatch(l)
			*effects = append(*effects, content.Effect{Kind: content.KindMove, Direction: "teleport", Feet: atoi(m[1])})
		case empty && reActTakes2.MatchString(l):
			m := reActTakes2.FindStringSubmatch(l)
			*effects = append(*effects, content.Effect{Kind: content.KindTake, Action: m[1]}, content.Effect{Kind: content.KindTake, Action: m[2]})
		case reActMove.MatchString(l) && (empty || strings.Contains(l, " then ")):
			m := reActMove.FindStringSubmatch(l)
			if m[3] != "" {
				*effects = append(*effects, content.Effect{Kind: content.KindTake, Action: "disengage"})
			}
			mv := content.Effect{Kind: content.KindMove, Direction: "self", On: "walk", Value: "full"}
			if m[1] != "" {
				mv.Value = "half"
			}
			if m[2] != "" {
				mv.On = m[2]
			}
			*effects = append(*effects, mv)
		case empty && reActInvis.MatchString(l):
			m := reActInvis.FindStringSubmatch(l)
			var ends []string
			for _, w := range regexp.MustCompile(`,? or |, `).Split(m[1], -1) {
				switch {
				case w == "attacks":
					ends = append(ends, "attack")
				case w == "casts a spell":
					ends = append(ends, "cast")
				case strings.HasPrefix(w, "uses "):
					ends = append(ends, content.Kebab(strings.TrimPrefix(strings.TrimPrefix(w, "uses "), "its ")))
				default:
					ok = false
				}
			}
			d := &content.Duration{Unit: "concentration"}
			if m[2] != "" {
				d.Amount = atoi(m[2]) * 60 // minutes
			}
			if ok {
				*effects = append(*effects, content.Effect{Kind: content.KindCondition, Condition: "invisible", Self: true,
					Ends: strings.Join(ends, ","), Duration: d})
			}
		case empty && reActInvis2.MatchString(l):
			m := reActInvis2.FindStringSubmatch(l)
			*effects = append(*effects, content.Effect{Kind: content.KindCondition, Condition: "invisible", Self: true,
				Ends: "attack," + content.Kebab(m[1]), Duration: &content.Duration{Unit: "concentration"}})
		case reActThenHide.MatchString(l) && hasKind(*effects, content.KindMove):
			*effects = append(*effects, content.Effect{Kind: content.KindTake, Action: "hide"})
		case reActHeal.MatchString(l) && !hasKind(*effects, content.KindHeal):
			m := reActHeal.FindStringSubmatch(l)
			h := content.Effect{Kind: content.KindHeal, Dice: diceText(m[2]), Self: m[1] != "target"}
			*effects = append(*effects, h)
			if m[3] != "" {
				for _, c := range []string{"curse", "disease", "poisoned", "blinded", "deafened"} {
					*effects = append(*effects, content.Effect{Kind: content.KindCure, Condition: c})
				}
			}
		case reActCureAll.MatchString(l) && hasKind(*effects, content.KindHeal):
			*effects = append(*effects, content.Effect{Kind: content.KindCure, Condition: "disease"},
				content.Effect{Kind: content.KindCure, Condition: "poisoned"})
		case reActTargets.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindSave:
			(*effects)[0].Range = atoi(reActTargets.FindStringSubmatch(l)[1])
		case reActPoint.MatchString(l) && len(*effects) == 1:
			n := atoi(reActPoint.FindStringSubmatch(l)[1])
			if (*effects)[0].Kind != content.KindArea {
				if r := reActAround.FindStringSubmatch(strings.ToLower(desc)); r != nil && (*effects)[0].Kind == content.KindSave {
					(*effects)[0] = content.Effect{Kind: content.KindArea, Shape: "sphere", Size: atoi(r[1]), Then: []content.Effect{(*effects)[0]}}
				} else {
					ok = false
					break
				}
			}
			(*effects)[0].Range = n
		case reActLine.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindSave:
			m := reActLine.FindStringSubmatch(l)
			(*effects)[0] = content.Effect{Kind: content.KindArea, Shape: "line", Size: atoi(m[1]), Width: atoi(m[2]), Then: []content.Effect{(*effects)[0]}}
		case reActBolts.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindSave:
			m := reActBolts.FindStringSubmatch(l)
			save := (*effects)[0]
			save.Range = atoi(m[2])
			(*effects)[0] = content.Effect{Kind: content.KindRepeat, Count: numberWords[m[1]], Then: []content.Effect{save}}
		case empty && reActField.MatchString(l) && reActACBonus.MatchString(strings.ToLower(lastOf(desc))):
			n := atoi(reActACBonus.FindStringSubmatch(strings.ToLower(lastOf(desc)))[1])
			*effects = append(*effects, content.Effect{Kind: content.KindGrant, Grant: "ac", Value: itoa(n),
				Range: atoi(reActField.FindStringSubmatch(l)[1]), Duration: &content.Duration{Unit: "source-turn-end"}})
		case reActACBonus.MatchString(l) && hasKind(*effects, content.KindGrant):
		case empty && reActNoHeal.MatchString(l):
			m := reActNoHeal.FindStringSubmatch(l)
			*effects = append(*effects, content.Effect{Kind: content.KindArea, Shape: "emanation", Size: atoi(m[1]),
				Then: []content.Effect{{Kind: content.KindGrant, Grant: "no-healing", Duration: &content.Duration{Unit: "source-turn-end"}}}})
		case reActLasts.MatchString(l):
			m := reActLasts.FindStringSubmatch(l)
			found := false
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind == content.KindCondition && e.Condition == "poisoned" && e.Duration == nil && e.Ends == "" {
					e.Ends, found = strings.ReplaceAll(m[2], " ", "-"), true
				}
			})
			ok = found
		case reActFailBy24.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindSave:
			save := &(*effects)[0]
			save.Fail = append(save.Fail, content.Effect{Kind: content.KindCondition, Condition: "unconscious",
				FailBy: atoi(reActFailBy24.FindStringSubmatch(l)[1]), While: "poisoned", Ends: "wake"})
		case reActFailBy.MatchString(l):
			m := reActFailBy.FindStringSubmatch(l)
			ok = false
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind != content.KindSave || ok {
					return
				}
				by := atoi(m[1])
				if m[2] != "" {
					by = e.DC - atoi(m[2]) // a result of N or lower fails by DC - N or more
				}
				var same *content.Duration
				for _, x := range e.Fail {
					if x.Kind == content.KindCondition && x.Condition == "poisoned" {
						same = x.Duration
					}
				}
				if same == nil || by <= 0 {
					return
				}
				e.Fail = slices.DeleteFunc(e.Fail, func(x content.Effect) bool { return x.Condition == "unconscious" })
				e.Fail = append(e.Fail, content.Effect{Kind: content.KindCondition, Condition: "unconscious", FailBy: by, Duration: same, Ends: "wake"})
				ok = true
			})
		case empty && reActReel.MatchString(l):
			*effects = append(*effects, content.Effect{Kind: content.KindMove, Direction: "pull", While: "grappled",
				Feet: atoi(reActReel.FindStringSubmatch(l)[1])})
		case reActInstead.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindAttack &&
			len((*effects)[0].Hit) == 1 && (*effects)[0].Hit[0].Kind == content.KindDamage:
			// a hit that deals its damage or, instead, grapples (a vampire's unarmed strike)
			atk := &(*effects)[0]
			grab := content.Effect{Kind: content.KindCondition, Condition: "grappled", DC: atoi(reActInstead.FindStringSubmatch(l)[1])}
			atk.Hit = []content.Effect{{Kind: content.KindChoose, Options: []content.Effect{atk.Hit[0], grab}}}
		case reActWake.MatchString(l):
			found := false
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind == content.KindCondition && (e.Condition == "unconscious" || e.Condition == "incapacitated") {
					e.Ends, found = "wake", true
				}
			})
			ok = found
		case reActReturns.MatchString(l):
			ok = hasKind(*effects, content.KindAttack)
		case reActForced.MatchString(l) && !hasKind(*effects, content.KindMove):
			m := reActForced.FindStringSubmatch(l)
			at := riderTarget(effects, false)
			if at == nil {
				ok = false
				break
			}
			mv := content.Effect{Kind: content.KindMove, Feet: atoi(m[3]), Direction: "push", MaxSize: m[1]}
			if m[4] == "toward" {
				mv.Direction = "pull"
			}
			*at = append(*at, mv)
		default:
			ok = false
		}
		if ok {
			done[s] = true
		}
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

var (
	reDisadvAbility = regexp.MustCompile(`^(strength|dexterity|constitution|intelligence|wisdom|charisma)(-based attack rolls| checks| saving throws|-based d20 tests?)$`)
)

// disadvantageOn reads "Strength-based attack rolls, Strength checks, and
// Strength saving throws" into grant keys (str-attacks, str-checks,
// str-saves; checks and attacks for all of them); nil when a part is not
// one of those.
func disadvantageOn(list string) []string {
	var out []string
	for _, p := range regexp.MustCompile(`,\s*(?:and\s+)?|\s+and\s+`).Split(list, -1) {
		p = strings.TrimPrefix(strings.TrimSpace(p), "all ")
		switch {
		case p == "ability checks":
			out = append(out, "checks")
		case p == "attack rolls":
			out = append(out, "attacks")
		case reDisadvAbility.MatchString(p):
			m := reDisadvAbility.FindStringSubmatch(p)
			a := abilityIDs[m[1]]
			switch m[2] {
			case "-based attack rolls":
				out = append(out, a+"-attacks")
			case " checks":
				out = append(out, a+"-checks")
			case " saving throws":
				out = append(out, a+"-saves")
			default: // every D20 Test with the ability
				out = append(out, a+"-attacks", a+"-checks", a+"-saves")
			}
		default:
			return nil
		}
	}
	return out
}

var reAdvDamage = regexp.MustCompile(`^x, (plus|or) x damage if the (?:attack roll|x) had advantage(?: on the attack roll)?$`)

// advantageDamage merges Foundry's two attacks of one weapon, one with
// the damage an attack roll with advantage adds (a goblin's scimitar, a
// chimera's bite), into one attack whose extra damage is dealt only with
// advantage (while "advantage"). It returns the test that explains the
// sentence.
func advantageDamage(desc string, effects *[]content.Effect) func(string) bool {
	list := *effects
	if len(list) != 2 || list[0].Kind != content.KindAttack || list[1].Kind != content.KindAttack ||
		list[0].Attack != list[1].Attack || len(list[0].Hit) == 0 || len(list[1].Hit) == 0 {
		return func(string) bool { return false }
	}
	found := ""
	for _, s := range reSentence.Split(desc, -1) {
		if m := reAdvDamage.FindStringSubmatch(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), "."))); m != nil {
			found = strings.TrimSpace(s)
		}
	}
	if found == "" {
		return func(string) bool { return false }
	}
	big, small := list[0], list[1]
	if len(big.Hit) < len(small.Hit) || len(big.Hit) == len(small.Hit) && big.Hit[0].Dice < small.Hit[0].Dice {
		big, small = small, big
	}
	var extra []content.Effect
	switch {
	case len(big.Hit) == len(small.Hit)+1 && big.Hit[0].Dice == small.Hit[0].Dice:
		extra = []content.Effect{big.Hit[len(big.Hit)-1]} // "plus 2 (1d4)"
	case len(big.Hit) == 1 && len(small.Hit) == 1 && big.Hit[0].Type == small.Hit[0].Type:
		// "or 18 (4d6 + 4)": the same bonus, more dice of the same size
		// (Foundry may leave a bonus out; the cross-check with open5e puts it back)
		re := regexp.MustCompile(`^(\d+)d(\d+)(?:\+(\d+))?$`)
		b, sm := re.FindStringSubmatch(big.Hit[0].Dice), re.FindStringSubmatch(small.Hit[0].Dice)
		if b == nil || sm == nil {
			return func(string) bool { return false }
		}
		bn, bd, bb, sn, sd, sb := atoi(b[1]), atoi(b[2]), atoi(b[3]), atoi(sm[1]), atoi(sm[2]), atoi(sm[3])
		if sd != bd || bb != sb && bb != 0 && sb != 0 || bn <= sn {
			return func(string) bool { return false }
		}
		extra = []content.Effect{{Kind: content.KindDamage, Dice: fmt.Sprintf("%dd%d", bn-sn, bd), Type: big.Hit[0].Type}}
	default:
		return func(string) bool { return false }
	}
	for i := range extra {
		extra[i].While = "advantage"
	}
	small.Hit = append(small.Hit, extra...)
	*effects = []content.Effect{small}
	return func(s string) bool { return strings.TrimSpace(s) == found }
}

// dedupe drops effects that repeat one before them exactly (a rider
// that two readers of the same sentence wrote).
// A bare condition (no time, no end) is dropped too when the list holds
// the same condition with its end (restrained until the grapple ends).
func dedupe(list []content.Effect) []content.Effect {
	var out []content.Effect
	for _, e := range list {
		if !slices.ContainsFunc(out, func(o content.Effect) bool { return reflect.DeepEqual(o, e) }) {
			out = append(out, e)
		}
	}
	return slices.DeleteFunc(out, func(e content.Effect) bool {
		return e.Kind == content.KindCondition && e.Ends == "" && e.While == "" && e.Duration == nil && e.DC == 0 &&
			slices.ContainsFunc(out, func(o content.Effect) bool {
				return o.Kind == content.KindCondition && o.Condition == e.Condition && o.Ends != ""
			})
	})
}

// lastOf is the last sentence of a text.
func lastOf(desc string) string {
	parts := reSentence.Split(strings.TrimSpace(desc), -1)
	return strings.TrimSuffix(strings.TrimSpace(parts[len(parts)-1]), ".")
}

func itoa(n int) string { return fmt.Sprint(n) }

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
		Fail:    []content.Effect{{Kind: content.KindCure, Condition: "restrained"}, stone},
		Success: []content.Effect{{Kind: content.KindCure, Condition: "restrained"}}}
	first.Fail = []content.Effect{{Kind: content.KindCondition, Condition: "restrained"}, again}
	*effects = slices.DeleteFunc(*effects, func(e content.Effect) bool {
		return e.Kind == content.KindSave && len(e.Fail) == 1 && e.Fail[0].Condition == "petrified"
	})
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

var (
	reShapeInto   = regexp.MustCompile(`^the [a-z' -]+ magically polymorphs into a humanoid or beast that has a challenge rating no higher than its own, or back into its true form$`)
	reShapeRevert = regexp.MustCompile(`^it reverts to its true form if it dies$`)
	reShapeGear   = regexp.MustCompile(`^any equipment it is wearing or carrying is absorbed or borne by the new form \(the [a-z' -]+'s choice\)$`)
	reShapeKeeps  = regexp.MustCompile(`^in a new form, the [a-z' -]+ retains its alignment, hit points, hit dice, ability to speak, proficiencies, legendary resistance, lair actions, and intelligence, wisdom, and charisma scores, as well as this action$`)
	reShapeRest   = regexp.MustCompile(`^its statistics and capabilities are otherwise replaced by those of the new form, except any class features or legendary actions of that form$`)
)

// changeShape reads a dragon's Change Shape (srd-5.1): a shape node into
// a humanoid or beast of its challenge rating or lower (value own), with
// what it keeps; everything else comes from the new form, but not that
// form's class features or legendary actions; it reverts when it dies,
// and its gear goes with the new form. Every sentence must be one of
// these; it returns the test that explains them.
func changeShape(desc, feature string, effects *[]content.Effect) func(string) bool {
	if len(*effects) > 0 {
		return func(string) bool { return false }
	}
	done := map[string]bool{}
	n := 0
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		if l == "" {
			continue
		}
		for _, re := range []*regexp.Regexp{reShapeInto, reShapeRevert, reShapeGear, reShapeKeeps, reShapeRest} {
			if re.MatchString(l) {
				done[s] = true
				n++
			}
		}
	}
	if n != 5 {
		return func(string) bool { return false }
	}
	*effects = []content.Effect{{Kind: content.KindShape, Self: true, On: "humanoid,beast", Value: "own",
		Keeps: []string{"alignment", "hit-points", "hit-dice", "speech", "proficiencies", "legendary-resistance",
			"lair-actions", "int", "wis", "cha", feature}}}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

var (
	reShiftForms = regexp.MustCompile(`^the (?:x|[a-z' -]+) shape-shifts to resemble (.+), or it returns to its true form$`)
	reShiftForm  = regexp.MustCompile(`^(?:or )?an? ([a-z]+) \((?:speed )?(\d+) ft(?:, (fly|climb|swim) (\d+) ft)?\)$`)
	reShiftSame  = regexp.MustCompile(`^its game statistics are the same in each form, except for its speed$`)
)

// shapeShift reads a shape-shift into named forms that change only the
// speed (an imp's rat, raven or spider): a choose of shape nodes, each
// naming its form in on and granting its speeds (=20 walk, =60 fly), and
// one back to the true form. It returns the test that explains the
// sentences it read.
func shapeShift(desc string, effects *[]content.Effect) func(string) bool {
	none := func(string) bool { return false }
	if len(*effects) > 0 {
		return none
	}
	done := map[string]bool{}
	var forms []content.Effect
	same := false
	for _, s := range reSentence.Split(strings.NewReplacer("ft.", "ft").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		switch {
		case reShiftForms.MatchString(l):
			for _, f := range regexp.MustCompile(`\),\s*`).Split(reShiftForms.FindStringSubmatch(l)[1], -1) {
				f = strings.TrimSpace(f)
				if !strings.HasSuffix(f, ")") {
					f += ")"
				}
				m := reShiftForm.FindStringSubmatch(f)
				if m == nil {
					return none
				}
				shape := content.Effect{Kind: content.KindShape, Self: true, On: m[1],
					Then: []content.Effect{{Kind: content.KindGrant, Grant: "speed", On: "walk", Value: "=" + m[2]}}}
				if m[3] != "" {
					shape.Then = append(shape.Then, content.Effect{Kind: content.KindGrant, Grant: "speed", On: m[3], Value: "=" + m[4]})
				}
				forms = append(forms, shape)
			}
			done[s] = true
		case reShiftSame.MatchString(l):
			same, done[s] = true, true
		}
	}
	if len(forms) == 0 || !same {
		return none
	}
	forms = append(forms, content.Effect{Kind: content.KindShape, Self: true, On: "true-form"})
	*effects = []content.Effect{{Kind: content.KindChoose, Options: forms}}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
