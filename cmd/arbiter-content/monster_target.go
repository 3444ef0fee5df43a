package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// Some stat-block attacks and saves may be aimed only at a target in a
// given state: a vampire bites a willing creature or one it grapples or
// that is incapacitated or restrained; an elephant stomps a prone one; a
// giant crocodile's tail sweeps one it does not grapple. targetIf reads
// that target clause (the words after the reach, or after a srd-5.2.1
// save's DC, up to the full stop) into the alternatives of
// content.Effect.TargetIf.

// reTargetClause finds the target clause of an attack or a save.
var reTargetClause = regexp.MustCompile(`(?i)(?:reach \d+ ft\.,?|saving throw: dc (?:\d+|x),)\s*((?:one|x) [^.]{0,160})`)

// targetWords are the words of a target clause, in the order they are
// read: each read phrase is taken out of the clause before the next, so
// "not grappled by" is never read as "grappled by", nor "grappled by the
// vampire" as "grappled".
var targetWords = []struct {
	re  *regexp.Regexp
	tok string
}{
	{regexp.MustCompile(`\bnot grappled by (?:the [a-z]+|it)\b`), "not-grappled-by-user"},
	{regexp.MustCompile(`\bgrappled by (?:the [a-z]+|it)\b`), "grappled-by-user"},
	{regexp.MustCompile(`\bwilling\b`), "willing"},
	{regexp.MustCompile(`\bgrappled\b`), "grappled"},
	{regexp.MustCompile(`\bincapacitated\b`), "incapacitated"},
	{regexp.MustCompile(`\brestrained\b`), "restrained"},
	{regexp.MustCompile(`\bprone\b`), "prone"},
	{regexp.MustCompile(`\bcharmed\b`), "charmed"},
}

// targetTokens reads the alternatives of one target clause.
func targetTokens(clause string) []string {
	clause = strings.ToLower(clause)
	var out []string
	for _, w := range targetWords {
		if w.re.MatchString(clause) {
			out = append(out, w.tok)
			clause = w.re.ReplaceAllString(clause, " ")
		}
	}
	return out
}

// targetIf reads the target clause of desc (and a Foundry activity's
// special target, "that is willing or that has the Grappled...") into
// the first attack or save of effects, and drops a condition the hit
// gives that the text names only in its target clause (an elephant's
// stomp of a prone creature does not knock it prone). It returns the
// alternatives it set.
func targetIf(desc, special string, effects []content.Effect) []string {
	var toks []string
	clause := ""
	if m := reTargetClause.FindStringSubmatch(desc); m != nil {
		clause = m[1]
		toks = targetTokens(clause)
	}
	if l := strings.ToLower(special); strings.HasPrefix(l, "that is ") || strings.HasPrefix(l, "that has ") {
		for _, t := range targetTokens(l) {
			if !slices.Contains(toks, t) {
				toks = append(toks, t)
			}
		}
	}
	if len(toks) == 0 {
		return nil
	}
	for i := range effects {
		e := &effects[i]
		if e.Kind != content.KindAttack && e.Kind != content.KindSave {
			continue
		}
		e.TargetIf = toks
		rest := strings.ToLower(strings.Replace(desc, clause, " ", 1))
		for _, list := range []*[]content.Effect{&e.Hit, &e.Fail} {
			*list = slices.DeleteFunc(*list, func(x content.Effect) bool {
				return x.Kind == content.KindCondition && slices.Contains(toks, x.Condition) && !strings.Contains(rest, x.Condition)
			})
		}
		return toks
	}
	return nil
}
