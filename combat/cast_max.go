package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

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

// freeTargets refuses an at-will cast at a creature of a type its source
// does not allow (SRD 5.1, Classes, Warlock, Chains of Carceri: Hold
// Monster on a celestial, fiend or elemental). A creature without a stat
// block has no type and is refused too. Decision: the once a creature a
// long rest is not counted.
func (d *decider) freeTargets(g GrantedSpell, sp *content.Spell, cmd Command) error {
	if len(g.Targets) == 0 {
		return nil
	}
	for _, id := range cmd.Targets {
		t := d.s.Get(id)
		if t == nil {
			continue // castTargets names the unknown creature
		}
		if k := t.kind(); !slices.Contains(g.Targets, k) {
			if k == "" {
				k = "of no creature type"
			}
			return fmt.Errorf("%w (%s): %s casts %s without a slot on a %s only, and %s is %s", ErrSpellTarget, g.Rule, g.Source, sp.ID, strings.Join(g.Targets, ", "), id, k)
		}
	}
	return nil
}
