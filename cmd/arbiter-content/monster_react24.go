package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// More srd-5.2.1 forms (Foundry's texts): reactions whose trigger and
// response are whole sentences (a shield guardian's Protection, a pirate
// captain's Riposte), a curse on short rests (incubus), moves of one kind
// (a sahuagin's charge, a roc's swoop), a magmin's flames, and a
// restraint that lasts until a rope or a web is destroyed. react24 reads
// them and returns the test that explains the sentences.

var (
	reProtTrig   = regexp.MustCompile(`^trigger: an attack roll hits the wearer of the x's amulet while the wearer is within (\d+) feet of the x$`)
	reProtResp   = regexp.MustCompile(`^response: the wearer gains a \+(\d+) bonus to ac, including against the triggering attack and possibly causing it to miss, until the start of the x's next turn$`)
	reRipTrig    = regexp.MustCompile(`^trigger: the x is hit by a melee attack roll while holding a weapon$`)
	reRipResp    = regexp.MustCompile(`^response: the x adds (\d+) to its ac against that attack, possibly causing it to miss$`)
	reRipMiss    = regexp.MustCompile(`^on a miss, the x makes one ([a-z]+) attack against the triggering creature if within range$`)
	reRestless   = regexp.MustCompile(`^x, and the target is cursed for (\d+) hours or until the x dies$`)
	reRestlessNo = regexp.MustCompile(`^until the curse ends, the target gains no benefit from finishing short rests$`)
	reCharge     = regexp.MustCompile(`^the x swims up to its swim speed straight toward an enemy it can see$`)
	reSwoop      = regexp.MustCompile(`^if the x has a creature grappled, the x flies up to half its fly speed without provoking opportunity ?attacks and drops that creature$`)
	reAblaze     = regexp.MustCompile(`^the x sets itself ablaze or extinguishes its flames$`)
	reAblazeLit  = regexp.MustCompile(`^while ablaze, the x sheds bright light in a (\d+)-foot radius and dim light for an additional (\d+) feet$`)
	reRopeHolds  = regexp.MustCompile(`^failure: x damage, and the target has the restrained condition until the rope is destroyed, the x uses a bonus action to release the target, or the x uses entangling rope again$`)
	reStr24      = regexp.MustCompile(`^x, and the target's (strength) score decreases by x$`)
	reStrDies24  = regexp.MustCompile(`^the target dies if this reduces that score to 0$`)
	reRise24     = regexp.MustCompile(`^if a (humanoid) is slain by this attack, a (?:@uuid\[[^\]]*\]\{)?([a-z]+)\}? rises from the corpse x hours later$`)
	reWebHolds   = regexp.MustCompile(`^failure ?: the target has the restrained condition until the web is destroyed \(ac (\d+); hp (\d+); vulnerability to ([a-z]+) damage; immunity to ([a-z, ]+) damage\)$`)
)

func react24(desc string, f *content.Feature, rolls []string) func(string) bool {
	done := map[string]bool{}
	has := map[*regexp.Regexp][]string{}
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		for _, re := range []*regexp.Regexp{reProtTrig, reProtResp, reRipTrig, reRipResp, reRipMiss, reRestless, reRestlessNo,
			reCharge, reSwoop, reAblaze, reAblazeLit, reRopeHolds, reWebHolds, reStr24, reStrDies24, reRise24} {
			if m := re.FindStringSubmatch(l); m != nil {
				has[re] = m
				done[s] = true
			}
		}
	}
	ok := func(s string) bool { return done[strings.TrimSpace(s)] }
	e := &f.Effects
	switch {
	case has[reProtTrig] != nil && has[reProtResp] != nil && len(*e) == 0:
		f.Trigger = "attack roll hits the amulet's wearer within " + has[reProtTrig][1] + " feet"
		*e = []content.Effect{{Kind: content.KindGrant, Grant: "ac", Value: has[reProtResp][1], Range: atoi(has[reProtTrig][1]),
			Duration: &content.Duration{Unit: "source-turn-start"}}}
		return ok
	case has[reRipTrig] != nil && has[reRipResp] != nil && has[reRipMiss] != nil && len(*e) == 1 && (*e)[0].Grant == "ac" && (*e)[0].Value == has[reRipResp][1]:
		f.Trigger = "hit by a melee attack roll while holding a weapon"
		f.Multiattack = []content.Use{{Action: has[reRipMiss][1], Count: 1, While: "miss"}}
		return ok
	case has[reRestless] != nil && has[reRestlessNo] != nil && len(*e) == 1 && (*e)[0].Kind == content.KindAttack:
		(*e)[0].Hit = append((*e)[0].Hit, content.Effect{Kind: content.KindAffliction, Value: "curse", Ends: "user-dies",
			Duration: &content.Duration{Unit: "hour", Amount: atoi(has[reRestless][1])},
			Then:     []content.Effect{{Kind: content.KindGrant, Grant: "no-rest-benefit", On: "short-rest"}}})
		return ok
	case has[reCharge] != nil && len(done) == 1 && len(*e) == 0:
		*e = []content.Effect{{Kind: content.KindMove, Direction: "charge", On: "swim", Value: "full"}}
		return ok
	case has[reSwoop] != nil && len(done) == 1 && len(*e) == 0:
		*e = []content.Effect{{Kind: content.KindTake, Action: "disengage", While: "grappling"},
			{Kind: content.KindMove, Direction: "self", On: "fly", Value: "half", While: "grappling"},
			{Kind: content.KindEnd, Condition: "grappled"}}
		return ok
	case has[reAblaze] != nil && has[reAblazeLit] != nil && len(*e) == 0:
		*e = []content.Effect{{Kind: content.KindUtility, Value: "light", Self: true, Size: atoi(has[reAblazeLit][1]), Width: atoi(has[reAblazeLit][2])}}
		return ok
	case has[reStr24] != nil && has[reStrDies24] != nil && has[reRise24] != nil && len(rolls) == 2 && len(*e) == 1 && (*e)[0].Kind == content.KindAttack:
		// a shadow's swipe: Strength lost (the target dies at 0), and the slain rise
		(*e)[0].Hit = append((*e)[0].Hit, content.Effect{Kind: content.KindGrant, Grant: "score", On: "str", Value: "-" + rolls[0]},
			content.Effect{Kind: content.KindRise, Only: []string{has[reRise24][1]}, Creature: has[reRise24][2], Dice: rolls[1], Duration: &content.Duration{Unit: "hour"}})
		return ok
	case has[reRopeHolds] != nil:
		found := false
		content.WalkAll(*e, func(x *content.Effect) {
			if x.Kind == content.KindCondition && x.Condition == "restrained" {
				x.Ends, found = "object-destroyed,user-bonus-action,used-again", true
			}
		})
		if found {
			return ok
		}
	case has[reWebHolds] != nil:
		m := has[reWebHolds]
		var at *content.Effect
		content.WalkAll(*e, func(x *content.Effect) {
			if x.Kind == content.KindSave && len(x.Fail) == 1 && x.Fail[0].Condition == "restrained" {
				at = x
			}
		})
		if at == nil {
			return func(string) bool { return false }
		}
		at.Fail[0].Ends = "object-destroyed"
		at.Fail = append(at.Fail, webObject(m[1], m[2], m[3], m[4]))
		return ok
	}
	return func(string) bool { return false }
}

// webObject is the web a restraint lasts with.
func webObject(ac, hp, vulnerable, immune string) content.Effect {
	var imm []string
	for _, t := range regexp.MustCompile(`,? and |, `).Split(immune, -1) {
		imm = append(imm, strings.TrimSpace(t))
	}
	return content.Effect{Kind: content.KindObject, Value: "web", AC: atoi(ac), HP: atoi(hp), Vulnerable: []string{vulnerable}, Immune: imm}
}
