package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A vampire's, a dryad's, a succubus's or an aboleth's charm lasts a day
// or until its maker dies, and the target repeats the save when it is
// harmed (or takes damage). charm reads those sentences of a srd-5.1 action
// into the save and its charmed condition, and returns the test that
// explains them.

// charmForm is one sentence of a charm and what it sets on the save and
// on the charmed condition (the groups of re are its words and numbers).
type charmForm struct {
	re  *regexp.Regexp
	set func(save, cond *content.Effect, m []string) []content.Effect
}

var charmForms = []charmForm{
	{regexp.MustCompile(`^the [a-z]+ targets one (humanoid|humanoid or beast|creature) (?:that )?(?:it|she) can see within (\d+) (?:ft|feet) of (?:it|her)$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			save.Range = atoi(m[2])
			if m[1] != "creature" {
				save.Only = strings.Split(m[1], " or ")
			}
			return nil
		}},
	{regexp.MustCompile(`^one (humanoid) the [a-z]+ can see within (\d+) feet of it must succeed on a dc \d+ wisdom saving throw or be magically charmed for 1 day$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			save.Range, save.Only = atoi(m[2]), []string{m[1]}
			return nil
		}},
	{regexp.MustCompile(`^if the target can see the [a-z]+, (?:the target|it) must succeed on a dc \d+ wisdom saving throw(?: against this magic)? or be (?:magically )?charmed(?: by the [a-z]+)?$`),
		func(save, cond *content.Effect, m []string) []content.Effect { save.While = "sees-user"; return nil }},
	{regexp.MustCompile(`^the target must succeed on a dc \d+ wisdom saving throw or be magically charmed by the [a-z]+ until the [a-z]+ dies or until it is on a different plane of existence from the target$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			cond.Ends = "user-dies,other-plane"
			return nil
		}},
	{regexp.MustCompile(`^although the target isn't under the [a-z]+'s control, it takes the [a-z]+'s requests or actions in the most favorable way it can(, and it is a willing target for the [a-z]+'s bit attack)?$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			cond.Value = "favorable"
			if m[1] != "" {
				return []content.Effect{{Kind: content.KindGrant, Grant: "willing", On: "bite", While: "charmed"}}
			}
			return nil
		}},
	{regexp.MustCompile(`^each time the [a-z]+ or (?:its allies|the [a-z]+'s companions) do anything harmful to the target, it can repeat the saving throw, ending the effect on itself on a success$`),
		func(save, cond *content.Effect, m []string) []content.Effect { save.SaveEnds = "harm"; return nil }},
	{regexp.MustCompile(`^otherwise, the effect lasts 24 hours or until the [a-z]+ (?:dies|is destroyed), is on a different plane of existence (?:from|than) the target, or (?:ends the effect as a bonus action|takes a bonus action to end the effect)$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			cond.Duration = &content.Duration{Unit: "hour", Amount: 24}
			cond.Ends = "user-dies,other-plane,user-bonus-action"
			return nil
		}},
	{regexp.MustCompile(`^the charmed target obeys the [a-z]+'s verbal or telepathic commands$`),
		func(save, cond *content.Effect, m []string) []content.Effect { cond.Value = "obeys"; return nil }},
	{regexp.MustCompile(`^if the target suffers any harm or receives a suicidal command, it can repeat the saving throw, ending the effect on a success$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			save.SaveEnds = "harm,suicidal-command"
			return nil
		}},
	{regexp.MustCompile(`^if the target successfully saves against the effect, or if the effect on it ends, the target is immune to this [a-z]+'s charm for the next 24 hours$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			save.ImmuneAfter = &content.Duration{Unit: "hour", Amount: 24}
			return nil
		}},
	{regexp.MustCompile(`^(?:the [a-z]+ can have only one target charmed at a time|if it charms another, the effect on the previous target ends)$`),
		func(save, cond *content.Effect, m []string) []content.Effect { cond.Count = 1; return nil }},
	{regexp.MustCompile(`^the charmed target is under the [a-z]+'s control and can't take reactions, and the [a-z]+ and the target can communicate telepathically with each other over any distance$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			cond.Value = "controlled,telepathy"
			return []content.Effect{{Kind: content.KindGrant, Grant: "no-reactions", While: "charmed"}}
		}},
	{regexp.MustCompile(`^whenever the charmed target takes damage, the target can repeat the saving throw$`),
		func(save, cond *content.Effect, m []string) []content.Effect { save.SaveEnds = "damage"; return nil }},
	{regexp.MustCompile(`^no more than once every 24 hours, the target can also repeat the saving throw when it is at least 1 mile away from the [a-z]+$`),
		func(save, cond *content.Effect, m []string) []content.Effect {
			save.SaveEnds = "damage,far-daily"
			return nil
		}},
	{regexp.MustCompile(`^on a success, the effect ends$`),
		func(save, cond *content.Effect, m []string) []content.Effect { return nil }},
}

func charm(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	if len(*effects) != 1 || (*effects)[0].Kind != content.KindSave || len((*effects)[0].Fail) != 1 || (*effects)[0].Fail[0].Condition != "charmed" {
		return no
	}
	save := (*effects)[0]
	cond := save.Fail[0]
	var more []content.Effect
	done := map[string]bool{}
	for _, s := range reSentence.Split(strings.NewReplacer("ft.", "ft").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for _, f := range charmForms {
			if m := f.re.FindStringSubmatch(l); m != nil {
				more = append(more, f.set(&save, &cond, m)...)
				done[s] = true
			}
		}
	}
	if len(done) == 0 || save.SaveEnds == "" {
		return no // a charm the target cannot shake off is not this form
	}
	save.Fail = append([]content.Effect{cond}, more...)
	(*effects)[0] = save
	return func(s string) bool { return done[strings.TrimSpace(strings.NewReplacer("ft.", "ft").Replace(s))] }
}
