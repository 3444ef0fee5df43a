package main

import (
	"regexp"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

var (
	reShapeInto   = regexp.MustCompile(`^the [a-z' -]+ magically polymorphs into a humanoid or beast that has a challenge rating no higher than its own, or back into its true form$`)
	reShapeRevert = regexp.MustCompile(`^it reverts to its true form if it dies$`)
	reShapeGear   = regexp.MustCompile(`^any equipment it is wearing or carrying is absorbed or borne by the new form \(the [a-z' -]+'s choice\)$`)
	reShapeKeeps  = regexp.MustCompile(`^in a new form, the [a-z' -]+ retains its alignment, hit points, hit dice, ability to speak, proficiencies, legendary resistance, lair actions, and intelligence, wisdom, and charisma scores, as well as this action$`)
	reShapeRest   = regexp.MustCompile(`^its statistics and capabilities are otherwise replaced by those of the new form, except any class features or legendary actions of that form$`)
)

// changeShape reads a dragon's Change Shape (srd-5.1): a shape node into
// a humanoid or beast of its challenge rating or lower (value own), with
// what it keeps; everything else comes from the new form, but not that
// form's class features or legendary actions; it reverts when it dies,
// and its gear goes with the new form. Every sentence must be one of
// these; it returns the test that explains them.
func changeShape(desc, feature string, effects *[]content.Effect) func(string) bool {
	if len(*effects) > 0 {
		return func(string) bool { return false }
	}
	done := map[string]bool{}
	n := 0
	for _, s := range reSentence.Split(desc, -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		if l == "" {
			continue
		}
		for _, re := range []*regexp.Regexp{reShapeInto, reShapeRevert, reShapeGear, reShapeKeeps, reShapeRest} {
			if re.MatchString(l) {
				done[s] = true
				n++
			}
		}
	}
	if n != 5 {
		return func(string) bool { return false }
	}
	*effects = []content.Effect{{Kind: content.KindShape, Self: true, On: "humanoid,beast", Value: "own",
		Keeps: []string{"alignment", "hit-points", "hit-dice", "speech", "proficiencies", "legendary-resistance",
			"lair-actions", "int", "wis", "cha", feature}}}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}

var (
	reShiftForms = regexp.MustCompile(`^the (?:x|[a-z' -]+) shape-shifts to resemble (.+), or it returns to its true form$`)
	reShiftForm  = regexp.MustCompile(`^(?:or )?an? ([a-z]+) \((?:speed )?(\d+) ft(?:, (fly|climb|swim) (\d+) ft)?\)$`)
	reShiftSame  = regexp.MustCompile(`^its game statistics are the same in each form, except for its speed$`)
)

// shapeShift reads a shape-shift into named forms that change only the
// speed (an imp's rat, raven or spider): a choose of shape nodes, each
// naming its form in on and granting its speeds (=20 walk, =60 fly), and
// one back to the true form. It returns the test that explains the
// sentences it read.
func shapeShift(desc string, effects *[]content.Effect) func(string) bool {
	none := func(string) bool { return false }
	if len(*effects) > 0 {
		return none
	}
	done := map[string]bool{}
	var forms []content.Effect
	same := false
	for _, s := range reSentence.Split(strings.NewReplacer("ft.", "ft").Replace(desc), -1) {
		s = strings.TrimSpace(s)
		l := strings.TrimSuffix(strings.ToLower(s), ".")
		switch {
		case reShiftForms.MatchString(l):
			for _, f := range regexp.MustCompile(`\),\s*`).Split(reShiftForms.FindStringSubmatch(l)[1], -1) {
				f = strings.TrimSpace(f)
				if !strings.HasSuffix(f, ")") {
					f += ")"
				}
				m := reShiftForm.FindStringSubmatch(f)
				if m == nil {
					return none
				}
				shape := content.Effect{Kind: content.KindShape, Self: true, On: m[1],
					Then: []content.Effect{{Kind: content.KindGrant, Grant: "speed", On: "walk", Value: "=" + m[2]}}}
				if m[3] != "" {
					shape.Then = append(shape.Then, content.Effect{Kind: content.KindGrant, Grant: "speed", On: m[3], Value: "=" + m[4]})
				}
				forms = append(forms, shape)
			}
			done[s] = true
		case reShiftSame.MatchString(l):
			same, done[s] = true, true
		}
	}
	if len(forms) == 0 || !same {
		return none
	}
	forms = append(forms, content.Effect{Kind: content.KindShape, Self: true, On: "true-form"})
	*effects = []content.Effect{{Kind: content.KindChoose, Options: forms}}
	return func(s string) bool { return done[strings.TrimSpace(s)] }
}
