package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A srd-5.1 disease or curse works over days: a death dog's bite poisons
// until the disease is cured and lowers the hit point maximum each 24
// hours the victim fails a save; mummy rot stops healing and lowers it
// each day until remove curse. affliction reads those sentences into an
// affliction node under the on-hit save's failure (docs/effects.md) and
// returns the test that explains them.

// afflictionForm is one sentence of an affliction: re reads it (the
// first group, when there is one, the dice of the maximum's drop).
type afflictionForm struct {
	re   *regexp.Regexp
	what string // disease, curse, poisoned (a disease that poisons), drop (a save each day), lasts, cured, dies, no-heal
}

var afflictionForms = []afflictionForm{
	{regexp.MustCompile(`^if the target is a creature, it must succeed on a dc \d+ constitution saving throw against disease or become poisoned until the disease is cured$`), "poisoned"},
	{regexp.MustCompile(`^if the target is a creature, it must succeed on a dc \d+ constitution saving throw or contract a disease$`), "disease"},
	{regexp.MustCompile(`^if the target is a creature, it must succeed on a dc \d+ constitution saving throw or be cursed with mummy rot$`), "curse"},
	{regexp.MustCompile(`^every 24 hours that elapse, the (?:creature|target) must repeat the saving throw, reducing its hit point maximum by \d+ \((\d+d\d+)\) on a failure$`), "drop-save"},
	{regexp.MustCompile(`^until the disease is cured, the target can't regain hit points except by magical means, and the target's hit point maximum decreases by \d+ \((\d+d\d+)\) every 24 hours$`), "drop-magic"},
	{regexp.MustCompile(`^the cursed target can't regain hit points, and its hit point maximum decreases by \d+ \((\d+d\d+)\) for every 24 hours that elapse$`), "drop-no-heal"},
	{regexp.MustCompile(`^the disease is cured on a success$`), "cured"},
	{regexp.MustCompile(`^(?:this|the) reduction(?: to the target's hit point maximum)? lasts until the disease is cured$`), "lasts"},
	{regexp.MustCompile(`^the curse lasts until removed by the remove curse spell or other magic$`), "lasts"},
	{regexp.MustCompile(`^(?:the (?:creature|target) dies if the disease reduces its hit point maximum to 0|if the target's hit point maximum drops to 0 as a result of this disease, the target dies)$`), "dies"},
	{regexp.MustCompile(`^if the curse reduces the target's hit point maximum to 0, the target dies, and its body turns to dust$`), "dust"},
}

// Rakshasa's curse: no benefit from rests until remove curse.
var (
	reRestCurse   = regexp.MustCompile(`^hit: \d+ \(\d+d\d+(?: [+-] \d+)?\) [a-z]+ damage, and the target is cursed if it is a creature$`)
	reRestDreams  = regexp.MustCompile(`^the magical curse takes effect whenever the target takes a short or long rest, filling the target's thoughts with horrible images and dreams$`)
	reRestNone    = regexp.MustCompile(`^the cursed target gains no benefit from finishing a short or long rest$`)
	reRestLifted  = regexp.MustCompile(`^the curse lasts until it is lifted by a remove curse spell or similar magic$`)
	restCurseRead = []*regexp.Regexp{reRestCurse, reRestDreams, reRestNone, reRestLifted}
)

// restCurse reads a curse that spoils rests into an affliction under the
// hit.
func restCurse(desc string, effects *[]content.Effect) func(string) bool {
	done := map[string]bool{}
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for _, re := range restCurseRead {
			if re.MatchString(l) {
				done[s] = true
			}
		}
	}
	if len(done) != len(restCurseRead) || len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
		return func(string) bool { return false }
	}
	(*effects)[0].Hit = append((*effects)[0].Hit, content.Effect{Kind: content.KindAffliction, Value: "curse", Ends: "remove-curse",
		Then: []content.Effect{{Kind: content.KindGrant, Grant: "no-rest-benefit"}}})
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

func affliction(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	var save *content.Effect
	var hit *[]content.Effect
	content.WalkAll(*effects, func(e *content.Effect) {
		if e.Kind == content.KindAttack && hit == nil {
			hit = &e.Hit
		}
		if e.Kind == content.KindSave && save == nil {
			save = e
		}
	})
	if save == nil || hit == nil {
		return no
	}
	done := map[string]bool{}
	seen := map[string]string{} // what: dice
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for _, f := range afflictionForms {
			if m := f.re.FindStringSubmatch(l); m != nil {
				done[s] = true
				seen[f.what] = ""
				if len(m) > 1 {
					seen[f.what] = m[1]
				}
			}
		}
	}
	a := content.Effect{Kind: content.KindAffliction}
	_, poisoned := seen["poisoned"]
	_, disease := seen["disease"]
	_, curse := seen["curse"]
	_, dies := seen["dies"]
	_, dust := seen["dust"]
	switch {
	case poisoned && dies && seen["drop-save"] != "":
		// a disease that poisons; a save each day, the maximum drops on a failure
		a.Value, a.Ends = "disease", "cure"
		drop := content.Effect{Kind: content.KindSave, Ability: "con", DC: save.DC, OnSuccess: "none",
			Fail: []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + seen["drop-save"], Ends: "cure"}}}
		if _, ok := seen["cured"]; ok {
			drop.Success = []content.Effect{{Kind: content.KindEnd, Value: "disease"}}
		}
		if _, ok := seen["lasts"]; !ok {
			return no
		}
		a.Then = []content.Effect{{Kind: content.KindRepeat, Every: "day", Then: []content.Effect{drop}}}
	case disease && dies && seen["drop-magic"] != "":
		a.Value, a.Ends = "disease", "cure"
		a.Then = []content.Effect{{Kind: content.KindGrant, Grant: "no-healing", On: "nonmagical"},
			{Kind: content.KindRepeat, Every: "day", Then: []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + seen["drop-magic"], Ends: "cure"}}}}
	case curse && dust && seen["drop-no-heal"] != "":
		if _, ok := seen["lasts"]; !ok {
			return no
		}
		a.Value, a.Ends, a.On = "curse", "remove-curse", "dust"
		a.Then = []content.Effect{{Kind: content.KindGrant, Grant: "no-healing"},
			{Kind: content.KindRepeat, Every: "day", Then: []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-" + seen["drop-no-heal"], Ends: "remove-curse"}}}}
	default:
		return no
	}
	// the save is for the affliction alone: damage the data set hung under
	// its failure is the hit's ("plus 10 (3d6) necrotic damage")
	var moved []content.Effect
	for _, e := range save.Fail {
		if e.Kind == content.KindDamage {
			moved = append(moved, e)
		}
	}
	save.Fail = []content.Effect{a}
	if poisoned { // beside the affliction, for the engine that runs conditions
		save.Fail = []content.Effect{{Kind: content.KindCondition, Condition: "poisoned", Ends: "cure"}, a}
	}
	var rest []content.Effect
	var sv *content.Effect
	for i, e := range *hit {
		if e.Kind == content.KindSave {
			sv = &(*hit)[i]
		} else {
			rest = append(rest, e)
		}
	}
	if sv == nil {
		return no // the save is not the hit's own
	}
	*hit = append(append(rest, moved...), *sv)
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
