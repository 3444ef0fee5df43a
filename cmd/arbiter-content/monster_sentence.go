package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reActTeleport = regexp.MustCompile(`^the [a-z' -]+ magically teleports, along with any equipment it is wearing or carrying, up to (\d+) (?:ft|feet) to an unoccupied space it can see$`)
	reActMove     = regexp.MustCompile(`^(?:(while underwater), )?the [a-z' -]+ (?:then )?moves up to (half )?its (?:(fly|swim|climb|burrow) )?speed( without provoking opportunity ?(?:attacks)?)?$`)
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
	reActAlsoBy   = regexp.MustCompile(`^if the target fails the saving throw by (\d+) or more, it is also ([a-z]+) for the same duration$`)
	reActFailBy24 = regexp.MustCompile(`^failure by (\d+) or more: while poisoned, the target also has the unconscious condition, which ends early if the target takes damage or a creature within 5 feet of it takes an action to wake it$`)
	reActGazeLR   = regexp.MustCompile(`^if the target can see it, the target must succeed on a dc \d+ [a-z]+ saving throw or be blinded until magic such as the lesser restoration spell removes the blindness$`)
	reActCastOne  = regexp.MustCompile(`^the [a-z' -]+ casts a spell from its list of prepared spells, using a spell slot as normal$`)
	reActInvis    = regexp.MustCompile(`^the [a-z' -]+ (?:and its light )?magically (?:turns|becomes?) invisible until (?:it|she) (.+?),? or until (?:its|her) concentration (?:ends|is broken)(?:, up to (\d+) hours?)? \(as if concentrating on a spell\)$`)
	reActHeal     = regexp.MustCompile(`^the ([a-z' -]+) magically regains \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) hit points( and is freed from any curse, disease, poison, blindness, or deafness)?$`)
	reActCureAll  = regexp.MustCompile(`^in addition, the touch removes all diseases and neutralizes all poisons afflicting the target$`)
	reActTargets  = regexp.MustCompile(`^the [a-z' -]+ (?:targets|fixes its gaze on) one creature (?:it|she|he) can see within (\d+) (?:ft|feet) of (?:it|her|him)$`)
	reActPoint    = regexp.MustCompile(`^the [a-z' -]+ at a point (?:it|she|he) can see within (\d+) (?:ft|feet)(?: of (?:it|her|him|itself))?$`)
	reActAround   = regexp.MustCompile(`each creature within (\d+) (?:ft|feet) of (?:that point|the flash) must (?:make|succeed on) a dc \d+ [a-z]+ saving throw`)
	reActWake     = regexp.MustCompile(`^(?:this effect ends for (?:a|the) (?:creature|target) if (?:the creature|it) takes damage or (?:someone|a creature within 5 feet of it) (?:uses|takes) an action to wake it|the target wakes up if it takes damage or if another creature takes an action to shake it awake|another creature can use an action to shake the target awake)$`)
	reActReturns  = regexp.MustCompile(`^(?:hit or miss:\s*)?the (?:spear|sword|weapon|trident|dagger|javelin) magically returns to the [a-z' -]+'s hand(?: or hovers within 5 feet of the [a-z' -]+)? immediately after a ranged attack$`)
	reActPresence = regexp.MustCompile(`^each creature (of the [a-z' -]+'s choice )?(?:that is )?within (\d+) (?:ft|feet) of (?:it|the [a-z' -]+?)( and aware of it| that can see the light)? must succeed on a dc \d+ [a-z]+ saving throw or (?:become|be) frightened for 1 minute$`)
	reActForced   = regexp.MustCompile(`^(?:if the target is (?:a )?(tiny|small|medium|large|huge)(?: or smaller)?(?: creature)?, )?the [a-z' -]+ (pushes|pulls|moves) the target (?:up to )?(\d+) feet straight (away from|toward) itself$`)
)

// presencePerceives is what a presence's words ask of a creature in it
// to be affected: to be aware of the monster, or to see its light.
var presencePerceives = map[string]string{" and aware of it": "aware", " that can see the light": "sight"}

// monsterActs reads whole sentences of a monster action that stand for
// one node each: a teleport, a move of its own, turning invisible, a
// healing touch, the range of a targeted save or of an area's point, a
// presence around it (each creature of its choice within a range), the
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
			if m[4] != "" {
				*effects = append(*effects, content.Effect{Kind: content.KindTake, Action: "disengage"})
			}
			mv := content.Effect{Kind: content.KindMove, Direction: "self", On: "walk", Value: "full"}
			if m[1] != "" {
				mv.While = "underwater"
			}
			if m[2] != "" {
				mv.Value = "half"
			}
			if m[3] != "" {
				mv.On = m[3]
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
					*effects = append(*effects, content.Effect{Kind: content.KindEnd, Condition: c})
				}
			}
		case reActCureAll.MatchString(l) && hasKind(*effects, content.KindHeal):
			*effects = append(*effects, content.Effect{Kind: content.KindEnd, Condition: "disease"},
				content.Effect{Kind: content.KindEnd, Condition: "poisoned"})
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
		case reActPresence.MatchString(l) && len(*effects) == 1 && (*effects)[0].Kind == content.KindSave:
			// a presence around the monster: Frightful Presence, Horror Nimbus
			m := reActPresence.FindStringSubmatch(l)
			(*effects)[0] = content.Effect{Kind: content.KindArea, Shape: "emanation", Size: atoi(m[2]), Chosen: m[1] != "",
				Perceives: presencePerceives[m[3]], Then: []content.Effect{(*effects)[0]}}
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
		case reActAlsoBy.MatchString(l):
			// a second condition of the same save only on a failure by N or
			// more, for the first one's time (SRD 5.1, Monsters, Mummy:
			// Dreadful Glare)
			m := reActAlsoBy.FindStringSubmatch(l)
			ok = false
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind != content.KindSave || ok || len(e.Fail) < 2 || e.Fail[0].Kind != content.KindCondition {
					return
				}
				for i := range e.Fail[1:] {
					if x := &e.Fail[1+i]; x.Kind == content.KindCondition && x.Condition == m[2] && x.FailBy == 0 {
						x.FailBy, x.Duration, ok = atoi(m[1]), e.Fail[0].Duration, true
					}
				}
			})
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
		case reActGazeLR.MatchString(l):
			found := false
			content.WalkAll(*effects, func(e *content.Effect) {
				if e.Kind == content.KindCondition && e.Condition == "blinded" && e.Ends == "" && e.Duration == nil {
					e.Ends, found = "lesser-restoration", true
				}
			})
			ok = found
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

// lastOf is the last sentence of a text.
func lastOf(desc string) string {
	parts := reSentence.Split(strings.TrimSpace(desc), -1)
	return strings.TrimSuffix(strings.TrimSpace(parts[len(parts)-1]), ".")
}

func itoa(n int) string { return fmt.Sprint(n) }
