package main

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// FuzzMonsterForms feeds any text to the readers of monster forms: none
// may panic, whatever tree it meets.
func FuzzMonsterForms(f *testing.F) {
	f.Add("Hit: 5 (1d4 + 3) piercing damage, and the stirge attaches to the target. The stirge can detach itself by spending 5 feet of its movement.")
	f.Add("Trigger: A creature ends its turn within 5 feet of the octopus while underwater. Response: The octopus releases ink that fills a 5-foot Cube centered on itself, and the octopus moves up to its Swim Speed.")
	f.Add("In hybrid form, it can attack like a bear or a humanoid. If it has a shortsword drawn, it can also make a shortsword attack.")
	f.Fuzz(func(t *testing.T, desc string) {
		if len(desc) > 400 { // most features are shorter; longer input slowed minimizing to a crawl in CI
			return
		}
		trees := func() []content.Feature {
			return []content.Feature{
				{},
				{Effects: []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage}, {Kind: content.KindSave,
					Fail: []content.Effect{{Kind: content.KindCondition, Condition: "poisoned"}}}}}}},
				{Effects: []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{{Kind: content.KindCondition, Condition: "charmed"}}}, {Kind: content.KindAttack}}},
				{Effects: []content.Effect{{Kind: content.KindDamage}, {Kind: content.KindAttack}}},
				{Multiattack: []content.Use{{Action: "bite", Count: 1}, {Action: "tail", Count: 1}}, MultiattackOr: [][]content.Use{{{Action: "claws", Count: 1}}}},
			}
		}
		for _, ft := range trees() {
			g := ft
			for _, read := range []func(string) bool{
				multiattackForms("werebear-hybrid", desc, &g), affliction(desc, &g.Effects), attach(desc, &g.Effects),
				wound(desc, &g.Effects), corrode(desc, &g.Effects), split(desc, &g), charm(desc, &g.Effects), cloud(desc, &g.Effects),
				rise(desc, &g.Effects), maxHPDrain(desc, &g.Effects), call(desc, &g.Effects), restCurse(desc, &g.Effects),
				afflict24(desc, &g, []string{"3d6"}, []string{"1d10"}), react24(desc, &g, []string{"1d4", "1d4"}),
			} {
				read(desc)
			}
		}
	})
}
