package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// What a srd-5.1 undead leaves behind: a wight's victims rise as zombies,
// a shadow's as shadows (also srd-5.2.1), a wraith raises a specter from a fresh corpse. A
// shadow's touch also lowers Strength. rise reads those sentences into
// rise nodes (and the Strength grant) and returns the test that explains
// them.

var (
	reRiseWight  = regexp.MustCompile(`^an? (humanoid) slain by this attack rises (\d+) hours later as an? ([a-z]+) under the [a-z]+'s control, unless the humanoid is restored to life or its body is destroyed$`)
	reRiseMost   = regexp.MustCompile(`^the [a-z]+ can have no more than ([a-z]+) ([a-z]+)s under its control at one time$`)
	reRiseShadow = regexp.MustCompile(`^if a (non-evil) (humanoid) dies from this attack, a new ([a-z]+) rises from the corpse (\d+d\d+) hours later$`)
	reStrDrain   = regexp.MustCompile(`^hit: \d+ \(\d+d\d+(?: [+-] \d+)?\) [a-z]+ damage, and the target's (strength) score is reduced by (\d+d\d+)$`)
	reStrDies    = regexp.MustCompile(`^the target dies if this reduces its strength to 0$`)
	reStrLasts   = regexp.MustCompile(`^otherwise, the reduction lasts until the target finishes a short or long rest$`)
	reWraith     = regexp.MustCompile(`^the [a-z]+ targets an? (humanoid) within (\d+) feet of it that has been dead for no longer than (\d+) minute and died violently$`)
	reWraithUp   = regexp.MustCompile(`^the target's spirit rises as an? ([a-z]+) in the space of its corpse or in the nearest unoccupied space$`)
	reWraithCtl  = regexp.MustCompile(`^the ([a-z]+) is under the [a-z]+'s control$`)
)

func rise(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	done := map[string]bool{}
	var r *content.Effect
	var str *content.Effect
	strDies, strLasts, controlled := false, false, false
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reRiseWight.FindStringSubmatch(l); m != nil {
			r = &content.Effect{Kind: content.KindRise, Only: []string{m[1]}, Creature: m[3], Duration: &content.Duration{Unit: "hour", Amount: atoi(m[2])}, Ends: "raised,destroyed"}
		} else if m := reRiseMost.FindStringSubmatch(l); m != nil && r != nil && strings.HasPrefix(m[2], r.Creature) {
			r.Count = numberWords[m[1]]
			if r.Count == 0 {
				r.Count = map[string]int{"twelve": 12}[m[1]]
			}
		} else if m := reRiseShadow.FindStringSubmatch(l); m != nil {
			r = &content.Effect{Kind: content.KindRise, Only: []string{m[2]}, Value: m[1], Creature: m[3], Dice: m[4], Duration: &content.Duration{Unit: "hour"}}
		} else if m := reStrDrain.FindStringSubmatch(l); m != nil {
			str = &content.Effect{Kind: content.KindGrant, Grant: "score", On: "str", Value: "-" + m[2]}
		} else if reStrDies.MatchString(l) {
			strDies = true
		} else if reStrLasts.MatchString(l) {
			strLasts = true
		} else if m := reWraith.FindStringSubmatch(l); m != nil {
			r = &content.Effect{Kind: content.KindRise, Only: []string{m[1]}, Range: atoi(m[2]), Value: "died-violently", Duration: &content.Duration{Unit: "minute", Amount: atoi(m[3])}}
		} else if m := reWraithUp.FindStringSubmatch(l); m != nil && r != nil {
			r.Creature = m[1]
		} else if m := reWraithCtl.FindStringSubmatch(l); m != nil && r != nil && r.Creature == m[1] {
			controlled = true
		} else {
			continue
		}
		done[s] = true
	}
	if r == nil || r.Creature == "" {
		return no
	}
	switch {
	case r.Range > 0: // a wraith's corpse: the whole action
		if !controlled || r.Count == 0 || len(*effects) != 0 {
			return no
		}
		*effects = []content.Effect{*r}
	case str != nil: // a shadow's drain and its risen
		if !strDies || !strLasts || len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
			return no
		}
		str.Ends = "short-rest"
		(*effects)[0].Hit = append((*effects)[0].Hit, *str, *r)
	default: // a wight's: after the drain
		if r.Count == 0 || len(*effects) != 1 || (*effects)[0].Kind != content.KindAttack {
			return no
		}
		(*effects)[0].Hit = append((*effects)[0].Hit, *r)
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
