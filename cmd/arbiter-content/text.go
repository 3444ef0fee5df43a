package main

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reFeet     = regexp.MustCompile(`(\d+)\s*(?:ft|feet|foot)`)
	reReach    = regexp.MustCompile(`reach (\d+) ft`)
	reRange    = regexp.MustCompile(`range (\d+)(?:/(\d+))? ft`)
	reRecharge = regexp.MustCompile(`\s*\((?:Recharge (\d)(?:[–-]6)?|Recharges? after a (Short or Long|Long) Rest|(\d)/Day(?: each)?|Costs (\d) Actions)\)`)
	reSpace    = regexp.MustCompile(`\s+`)
	reEscape   = regexp.MustCompile(`escape DC (\d+)`)
	reSentence = regexp.MustCompile(`[.!?]\s+|\n`)
)

// feet reads the first distance in feet of a text ("30 ft.", "10-foot").
func feet(s string) int {
	m := reFeet.FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// diceText writes a dice expression without blanks: "2d6 + 5" is 2d6+5.
func diceText(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), " ", "") }

// conditionIDs are the conditions both SRDs name, to find in a text.
var conditionIDs = []string{"blinded", "charmed", "deafened", "frightened", "grappled", "incapacitated",
	"invisible", "paralyzed", "petrified", "poisoned", "prone", "restrained", "stunned", "unconscious"}

// conditionsIn lists the conditions a text imposes, in list order.
func conditionsIn(text string) []string {
	t := strings.ToLower(text)
	if i := strings.Index(t, "willing creature, or a creature that is"); i >= 0 {
		// who the attack can target (a vampire's bite), not what it does
		end := strings.Index(t[i:], ".")
		if end < 0 {
			end = len(t) - i
		}
		t = t[:i] + t[i+end:]
	}
	var out []string
	for _, c := range conditionIDs {
		if strings.Contains(t, c) && !strings.Contains(t, "immune to the "+c) && !strings.Contains(t, "can't be "+c) && !strings.Contains(t, "not "+c+" by") {
			out = append(out, c)
		}
	}
	return out
}

// abilityIDs maps names and abbreviations to ability ids.
var abilityIDs = map[string]string{
	"str": "str", "dex": "dex", "con": "con", "int": "int", "wis": "wis", "cha": "cha",
	"strength": "str", "dexterity": "dex", "constitution": "con", "intelligence": "int", "wisdom": "wis", "charisma": "cha",
}

var abilityOrder = []string{"str", "dex", "con", "int", "wis", "cha"}

func abilityIndex(a string) int { return slices.Index(abilityOrder, a) }

// mod is an ability modifier.
func mod(score int) int {
	d := score - 10
	if d < 0 {
		return -((-d + 1) / 2)
	}
	return d / 2
}

// mechanics are words that say a sentence carries a rule.
var mechanics = regexp.MustCompile(`(?i)\d|advantage|disadvantage|saving throw|hit points?|speed|can't|condition|damage|resistan|immun|action|reaction|spell|attack`)

// beyond are words of rules the effect vocabulary cannot hold yet: a
// sentence with one is never explained by the effects.
var beyond = regexp.MustCompile(`(?i)advantage|repeat|speed|end of (each|its|the)|start of (each|its|the)|instead|can't|unless|until`)

// unexplained counts the sentences of a description that carry rules the
// structured fields do not: every sentence with a mechanical word, less
// those the effects explain.
// settled, if given, explains a sentence even when it has a word of
// beyond (a repeated save the tree now holds).
func unexplained(desc string, explained func(sentence string) bool, settled ...func(sentence string) bool) int {
	n := 0
	desc = strings.NewReplacer("ft.", "ft", "Ft.", "ft", "i.e.", "ie", "e.g.", "eg").Replace(desc)
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		if s == "" || !mechanics.MatchString(s) || !beyond.MatchString(s) && explained(s) {
			continue
		}
		if len(settled) > 0 && settled[0](s) {
			continue
		}
		n++
		if debugSentences != nil {
			debugSentences(s)
		}
	}
	return n
}

// numberWords reads "one" to "ten" and digits.
var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "twice": 2, "thrice": 3}

func intPtr(n int) *int { return &n }

// stripName takes a recharge or cost note off a feature name and records
// it in the feature.
func stripName(f *content.Feature, name string) {
	m := reRecharge.FindStringSubmatchIndex(name)
	if m == nil {
		f.Name = strings.TrimSpace(name)
		return
	}
	sub := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return name[m[2*i]:m[2*i+1]]
	}
	switch {
	case sub(1) != "":
		f.Recharge, _ = strconv.Atoi(sub(1))
	case sub(2) == "Short or Long":
		f.Uses, f.Per = 1, "short-rest"
	case sub(2) == "Long":
		f.Uses, f.Per = 1, "long-rest"
	case sub(3) != "":
		f.Uses, _ = strconv.Atoi(sub(3))
		f.Per = "day"
	case sub(4) != "":
		f.Cost, _ = strconv.Atoi(sub(4))
	}
	f.Name = strings.TrimSpace(name[:m[0]] + name[m[1]:])
}

// debugSentences, when set, sees each sentence left unexplained.
var debugSentences func(string)

// debugCtx names the record being checked, for debugSentences.
var debugCtx string
