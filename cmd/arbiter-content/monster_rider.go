package main

import (
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
	reRiderPrefix  = regexp.MustCompile(`^(?:(?:first )?failure:\s*|hit:\s*|on a failed save,\s*|in addition,\s*|if the target is a creature,\s*|x(?: damage)?,\s*(?:and\s+)?|x damage and\s+|failure or success:\s*|\d+ \(\d+d\d+(?: ?[+-] ?\d+)?\) [a-z]+ damage,?\s*(?:and\s+)?|each creature in that area must succeed on a dc \d+ [a-z]+ saving throw or\s+)`)
	reRiderUntil   = regexp.MustCompile(`^until the (end|start) of (?:its|the target's|the x's?|the [a-z' -]+'s) next turn,\s*`)
	reRiderWhile   = regexp.MustCompile(`^while (?:it has the )?(poisoned|grappled|restrained|deafened)(?: condition)?(?: in this way)?,\s*`)
	reCursedFor    = regexp.MustCompile(`(?i)is (?:magically )?cursed for (\d+|one) (hour|minute|day)s?`)
	reEffectsLast  = regexp.MustCompile(`^these effects last for (\d+|one) (minute|round|hour)s?$`)
	reRiderGrap    = regexp.MustCompile(`^until (?:this|the) grapple ends,\s*|\s*until (?:this|the) grapple ends$`)
	reRiderCurse   = regexp.MustCompile(`^until (?:the|this) (curse|poison) ends,\s*`)
	reRiderDouse   = regexp.MustCompile(`^until a (?:creature|target) takes an action to douse the fire,\s*`)
	reRiderTime    = regexp.MustCompile(`\s*(?:until the (end|start) of (?:its|the target's|the x's?|the [a-z' -]+'s) next turn|for (\d+|one|x) (round|minute|hour)s?|until the end of its turn)$`)
	reRiderSplit   = regexp.MustCompile(`;\s*(?:and\s+)?|,\s*and\s+the [a-z]+\s|,\s*(?:and\s+)?(?:(?:it|its|the target|the target's|the creature|the creature's)\s)|\s+and\s+(?:(?:it|its|the target|the target's)\s)?(?:(?:takes|has|is|can't|can|loses|subtracts \d)\b)`)
	reRiderSubj    = regexp.MustCompile(`^(?:the target's|the creature's|the target|the creature|its|it|a target|each target|the x or one x of its choice that can see or hear it)\s+(?:also\s+)?`)
	reClauseAdvAtk = regexp.MustCompile(`^has advantage on attack rolls$`)

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
	l = strings.ReplaceAll(l, "the x next turn", "the x's next turn")
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
		case reClauseAdvAtk.MatchString(c):
			add = append(add, content.Effect{Kind: content.KindGrant, Grant: "advantage", On: "attacks"})
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
