package combat

import (
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// maxDice gives a temporary hit point effect the highest number of its
// dice instead of a roll when the spell is a granted one cast without a
// slot whose source says so (SRD 5.2.1, Classes, Warlock, Fiendish Vigor:
// False Life's die is not rolled). A cast at a higher level, with a slot,
// rolls.
func (k *casting) maxDice(e *content.Effect) (*rolledDamage, bool) {
	g, ok := k.c.Granted[k.sp.ID]
	if !ok || !g.MaxDice || !g.AtWill || e.Kind != content.KindTempHP || k.level != max(g.Level, k.sp.Level) {
		return nil, false
	}
	text, _ := k.diceAt(e)
	ts, err := parseDamage(text)
	if err != nil {
		return nil, false
	}
	terms := make([]rules.Term, 0, len(ts))
	for _, t := range ts {
		v, src := t.value, strconv.Itoa(t.value)
		if t.sides > 0 {
			v, src = t.count*t.sides, strconv.Itoa(t.count)+"d"+strconv.Itoa(t.sides)+" at its highest ("+g.Source+")"
		}
		if t.neg {
			v = -v
		}
		terms = append(terms, rules.Term{Value: v, Source: src, Rule: g.Rule})
	}
	return &rolledDamage{amount: max(0, rules.Sum(terms)), terms: terms}, true
}
