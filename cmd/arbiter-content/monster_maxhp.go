package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// A clay golem's slam and a succubus's kiss lower the target's hit point
// maximum by the damage it takes, until greater restoration or a long
// rest. maxHPDrain reads those srd-5.1 sentences into a max-hp grant (a
// creature whose maximum drops to 0 dies) and returns the test that
// explains them.

var (
	reGolemDrain = regexp.MustCompile(`^if the target is a creature, it must succeed on a dc \d+ constitution saving throw or have its hit point maximum reduced by an amount equal to the damage taken$`)
	reMaxDies    = regexp.MustCompile(`^the target dies if this (?:attack|effect) reduces its hit point maximum to 0$`)
	reGolemLasts = regexp.MustCompile(`^the reduction lasts until removed by the greater restoration spell or other magic$`)
	reKiss       = regexp.MustCompile(`^the [a-z]+ kisses a creature charmed by it or a willing creature$`)
	reKissSave   = regexp.MustCompile(`^the target must make a dc (\d+) (constitution) saving throw against this magic, taking \d+ \((\d+d\d+(?: [+-] \d+)?)\) ([a-z]+) damage on a failed save, or half as much damage on a successful one$`)
	reKissMax    = regexp.MustCompile(`^the target's hit point maximum is reduced by an amount equal to the damage taken$`)
	reKissLasts  = regexp.MustCompile(`^this reduction lasts until the target finishes a long rest$`)
)

func maxHPDrain(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	done := map[string]bool{}
	var golem, dies, golemLasts, kiss, kissMax, kissLasts bool
	var save *content.Effect
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		switch {
		case reGolemDrain.MatchString(l):
			golem = true
		case reMaxDies.MatchString(l):
			dies = true
		case reGolemLasts.MatchString(l):
			golemLasts = true
		case reKiss.MatchString(l):
			kiss = true
		case reKissSave.MatchString(l):
			m := reKissSave.FindStringSubmatch(l)
			dmg := content.Effect{Kind: content.KindDamage, Dice: strings.ReplaceAll(m[3], " ", ""), Type: m[4]}
			save = &content.Effect{Kind: content.KindSave, Ability: abilityIDs[m[2]], DC: atoi(m[1]), OnSuccess: "half",
				Fail: []content.Effect{dmg}, Success: halfOf([]content.Effect{dmg})}
		case reKissMax.MatchString(l):
			kissMax = true
		case reKissLasts.MatchString(l):
			kissLasts = true
		default:
			continue
		}
		done[s] = true
	}
	switch {
	case golem && dies && golemLasts:
		var at *content.Effect
		content.WalkAll(*effects, func(e *content.Effect) {
			if e.Kind == content.KindSave && at == nil && len(e.Fail) == 0 {
				at = e
			}
		})
		if at == nil {
			return no
		}
		at.Fail = []content.Effect{{Kind: content.KindGrant, Grant: "max-hp", Value: "-damage", Ends: "greater-restoration"}}
	case kiss && save != nil && kissMax && kissLasts && dies:
		if len(*effects) != 1 || (*effects)[0].Kind != content.KindDamage {
			return no
		}
		g := content.Effect{Kind: content.KindGrant, Grant: "max-hp", Value: "-damage", Ends: "long-rest"}
		save.Fail = append(save.Fail, g)
		save.Success = append(save.Success, g)
		save.While = "charmed-or-willing"
		*effects = []content.Effect{*save}
	default:
		return no
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
