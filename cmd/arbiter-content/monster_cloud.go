package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// An octopus's ink, a darkmantle's darkness and a dretch's gas are
// lasting areas that hide what is in them. cloud reads those srd-5.1
// actions into a zone (docs/effects.md, Obscuring clouds) and returns the
// test that explains their sentences.

var (
	reInk        = regexp.MustCompile(`^an? (\d+)-foot-radius cloud of ink extends all around the [a-z]+ if it is underwater$`)
	reInkLasts   = regexp.MustCompile(`^the area is heavily obscured for (\d+) minutes?, although a significant current can disperse the ink$`)
	reInkDash    = regexp.MustCompile(`^after releasing the ink, the [a-z]+ can use the dash action as a bonus action$`)
	reDark       = regexp.MustCompile(`^an? (\d+)-foot radius of magical darkness extends out from the [a-z]+, moves with it, and spreads around corners$`)
	reDarkLasts  = regexp.MustCompile(`^the darkness lasts as long as the [a-z]+ maintains concentration, up to (\d+) minutes \(as if concentrating on a spell\)$`)
	reDarkSight  = regexp.MustCompile(`^darkvision can't penetrate this darkness, and no natural light can illuminate it$`)
	reDarkDispel = regexp.MustCompile(`^if any of the darkness overlaps with an area of light created by a spell of (\d)(?:st|nd|rd|th) level or lower, the spell creating the light is dispelled$`)
	reGas        = regexp.MustCompile(`^an? (\d+)-foot radius of [a-z ]+ gas extends out from the [a-z]+$`)
	reGasSeen    = regexp.MustCompile(`^the gas spreads around corners, and its area is lightly obscured$`)
	reGasLasts   = regexp.MustCompile(`^it lasts for (\d+) minutes? or until a strong wind disperses it$`)
	reGasStart   = regexp.MustCompile(`^any creature that starts its turn in that area must succeed on a dc \d+ [a-z]+ saving throw or be [a-z]+ until the start of its next turn$`)
)

func cloud(desc string, effects *[]content.Effect) func(string) bool {
	no := func(string) bool { return false }
	z := content.Effect{Kind: content.KindZone, Shape: "emanation"}
	done := map[string]bool{}
	var dash, sight, start bool
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.ToLower(strings.TrimSuffix(s, "."))
		if m := reInk.FindStringSubmatch(l); m != nil {
			z.Shape, z.Size, z.While = "sphere", atoi(m[1]), "underwater" // around it, not moving with it
		} else if m := reInkLasts.FindStringSubmatch(l); m != nil {
			z.Obscured, z.Duration, z.Ends = "heavy", &content.Duration{Unit: "minute", Amount: atoi(m[1])}, "current"
		} else if reInkDash.MatchString(l) {
			dash = true
		} else if m := reDark.FindStringSubmatch(l); m != nil {
			z.Size, z.Value = atoi(m[1]), "corners"
		} else if m := reDarkLasts.FindStringSubmatch(l); m != nil {
			z.Duration = &content.Duration{Unit: "concentration", Amount: atoi(m[1])}
		} else if reDarkSight.MatchString(l) {
			sight = true
		} else if m := reDarkDispel.FindStringSubmatch(l); m != nil {
			z.Level = atoi(m[1])
		} else if m := reGas.FindStringSubmatch(l); m != nil {
			z.Shape, z.Size = "sphere", atoi(m[1])
		} else if reGasSeen.MatchString(l) {
			z.Obscured, z.Value = "light", "corners"
		} else if m := reGasLasts.FindStringSubmatch(l); m != nil {
			z.Duration, z.Ends = &content.Duration{Unit: "minute", Amount: atoi(m[1])}, "wind"
		} else if reGasStart.MatchString(l) {
			start = true
		} else {
			continue
		}
		done[s] = true
	}
	switch {
	case z.Obscured == "heavy" && z.Shape == "sphere" && z.While == "underwater" && z.Size > 0 && dash && len(*effects) == 0:
		*effects = []content.Effect{z, {Kind: content.KindTake, Action: "dash", Value: "bonus"}}
	case z.Value == "corners" && z.Duration != nil && z.Duration.Unit == "concentration" && sight && z.Level > 0 && len(*effects) == 0:
		z.Obscured = "darkness"
		*effects = []content.Effect{z}
	case z.Shape == "sphere" && z.Obscured == "light" && z.Ends == "wind" && start &&
		len(*effects) == 1 && (*effects)[0].Kind == content.KindArea && (*effects)[0].Size == z.Size:
		z.When, z.Then = []string{"turn-start"}, (*effects)[0].Then
		*effects = []content.Effect{z}
	default:
		return no
	}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
