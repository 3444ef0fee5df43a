package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A stirge, a cloaker or a darkmantle attaches to what it hits: while
// attached it drains the target, blinds it or covers its head, attacks it
// alone and with advantage, and it detaches by spending movement or when a
// creature's action (a Strength check) pulls it off. attach reads those
// sentences of a srd-5.1 action into an attach node under the hit and
// returns the test that explains them.

// attachForm is one sentence of an attachment and what it adds to the
// attach node (the groups of re are its numbers).
type attachForm struct {
	re  *regexp.Regexp
	add func(a *content.Effect, m []string)
}

// whileAttached is a node that lasts as long as the attachment.
func whileAttached(e content.Effect) content.Effect { e.Ends = "attach"; return e }

var attachForms = []attachForm{
	{regexp.MustCompile(`^hit: \d+ \(\d+d\d+(?: [+-] \d+)?\) [a-z]+ damage, and (?:if the target is (large|medium) or smaller, )?the [a-z]+ attaches to (?:it|the target)$`),
		func(a *content.Effect, m []string) { a.MaxSize = m[1] }},
	{regexp.MustCompile(`^while attached, the [a-z]+ doesn't attack$`),
		func(a *content.Effect, m []string) {
			a.Then = append(a.Then, whileAttached(content.Effect{Kind: content.KindGrant, Grant: "no-attacks", Self: true}))
		}},
	{regexp.MustCompile(`^instead, at the start of each of the [a-z]+'s turns, the target loses \d+ \((\d+d\d+(?: [+-] \d+)?)\) hit points due to blood loss$`),
		func(a *content.Effect, m []string) {
			a.Then = append(a.Then, whileAttached(content.Effect{Kind: content.KindDamage, Dice: strings.ReplaceAll(m[1], " ", ""), Every: "source-turn-start"}))
		}},
	{regexp.MustCompile(`^it does so after it drains (\d+) hit points of blood from the target or the target dies$`),
		func(a *content.Effect, m []string) { a.Value = m[1] }},
	{regexp.MustCompile(`^(?:the [a-z]+|on its turn, the [a-z]+) can detach itself (?:from the target )?by (?:spending|using) (\d+) feet of (?:its )?movement$`),
		func(a *content.Effect, m []string) { a.Feet = atoi(m[1]) }},
	{regexp.MustCompile(`^a creature, including the target, can use its action to detach the [a-z]+$`),
		func(a *content.Effect, m []string) { a.Ability = "action" }},
	{regexp.MustCompile(`^(?:a creature, including the target, can take its action to detach the [a-z]+ by succeeding on a dc (\d+) strength check|a creature can detach the [a-z]+ by making a successful dc (\d+) strength check as an action)$`),
		func(a *content.Effect, m []string) { a.DC, a.Ability = atoi(m[1]+m[2]), "str" }},
	{regexp.MustCompile(`^(?:if the [a-z]+ has advantage against the target, the [a-z]+ attaches to the target's head, and the target is blinded and unable to breathe while the [a-z]+ is attached|if the target is (medium) or smaller and the [a-z]+ has advantage on the attack roll, it attaches by engulfing the target's head, and the target is also blinded and unable to breathe while the [a-z]+ is attached in this way)$`),
		func(a *content.Effect, m []string) {
			a.Then = append(a.Then,
				whileAttached(content.Effect{Kind: content.KindCondition, Condition: "blinded", While: "advantage", MaxSize: m[1]}),
				whileAttached(content.Effect{Kind: content.KindGrant, Grant: "no-breathing", While: "advantage", MaxSize: m[1]}))
		}},
	{regexp.MustCompile(`^(?:while attached, the [a-z]+ can make this attack only against the target and has advantage on the attack roll|while attached to the target, the [a-z]+ can attack no other creature except the target but has advantage on its attack rolls)$`),
		func(a *content.Effect, m []string) {
			on := "attacks"
			if strings.Contains(m[0], "this attack") {
				on = "this"
			}
			a.Then = append(a.Then,
				whileAttached(content.Effect{Kind: content.KindGrant, Grant: "sole-target", On: on, Self: true}),
				whileAttached(content.Effect{Kind: content.KindGrant, Grant: "advantage", On: on, Self: true}))
		}},
	{regexp.MustCompile(`^the [a-z]+'s speed also becomes 0, it can't benefit from any bonus to its speed, and it moves with the target$`),
		func(a *content.Effect, m []string) {
			a.Then = append(a.Then, whileAttached(content.Effect{Kind: content.KindGrant, Grant: "speed", On: "all", Value: "=0", Self: true}))
		}},
}

func attach(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	if len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
		return no
	}
	a := content.Effect{Kind: content.KindAttach}
	done := map[string]bool{}
	first := false
	for i, s := range reSentence.Split(strings.NewReplacer("ft.", "ft").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for j, f := range attachForms {
			if m := f.re.FindStringSubmatch(l); m != nil {
				f.add(&a, m)
				done[s] = true
				first = first || j == 0 && i <= 1
			}
		}
	}
	// an attachment needs its start and a way off
	if !first || a.Feet == 0 || a.Ability == "" {
		return no
	}
	if a.Ability == "action" {
		a.Ability = "" // an action alone detaches it
	}
	hit := &(*effects)[0].Hit
	var keep []content.Effect
	for _, e := range *hit {
		if e.Kind == content.KindCondition && e.Condition == "blinded" {
			continue // the data set's blinding is the attachment's
		}
		keep = append(keep, e)
	}
	*hit = append(keep, a)
	return func(s string) bool { return done[strings.TrimSpace(strings.NewReplacer("ft.", "ft").Replace(s))] }
}
