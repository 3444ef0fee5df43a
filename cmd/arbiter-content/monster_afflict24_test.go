package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestAfflict24(t *testing.T) {
	attack := content.Effect{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d4+2"}}}
	for _, c := range []struct {
		name, desc     string
		effects        []content.Effect
		labeled, rolls []string
		want, wantTrig string
	}{
		{"death dog", "X. X. If the target is a creature, it is subjected to the following effect. Constitution Saving Throw : DC X. First Failure : The target has the Poisoned condition. While Poisoned, the target's Hit Point maximum doesn't return to normal when finishing a Long Rest, and it repeats the save every 24 hours that elapse, ending the effect on itself on a success. Subsequent Failures : The Poisoned target's Hit Point maximum decreases by 5 (X).",
			[]content.Effect{{Kind: content.KindSave, Ability: "con", DC: 12, Fail: []content.Effect{{Kind: content.KindCondition, Condition: "poisoned"}}}, attack},
			nil, []string{"1d10"},
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"1d4+2"},{"kind":"save","ability":"con","dc":12,"fail":[{"kind":"condition","condition":"poisoned"},{"kind":"affliction","ends":"poisoned","value":"poison","then":[{"kind":"repeat","every":"day","then":[{"kind":"save","ability":"con","dc":12,"on_success":"none","fail":[{"kind":"grant","while":"poisoned","grant":"max-hp","value":"-1d10"}],"success":[{"kind":"end","condition":"poisoned"}]}]}]}]}]}]`, ""},
		{"mummy", "X. X. If the target is a creature, it is cursed. While cursed, the target can't regain Hit Points, its Hit Point maximum doesn't return to normal when finishing a Long Rest, and its Hit Point maximum decreases by X every 24 hours that elapse. A creature dies and turns to dust if reduced to 0 Hit Points by this attack.",
			[]content.Effect{attack}, []string{"3d6"}, nil,
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"1d4+2"},{"kind":"grant","grant":"slain-at-zero","value":"dust"},{"kind":"affliction","ends":"remove-curse","value":"curse","then":[{"kind":"grant","grant":"no-healing"},{"kind":"repeat","every":"day","then":[{"kind":"grant","ends":"remove-curse","grant":"max-hp","value":"-3d6"}]}]}]}]`, ""},
		{"octopus", "Trigger: A creature ends its turn within 5 feet of the octopus while underwater. Response: The octopus releases ink that fills a 5-foot Cube centered on itself, and the octopus moves up to its Swim Speed. The Cube is heavilyobscured for 1 minute or until a strong current or similar effect disperses the ink.",
			nil, nil, nil,
			`[{"kind":"zone","duration":{"unit":"minute","amount":1},"ends":"current","while":"underwater","shape":"cube","size":5,"obscured":"heavy"},{"kind":"move","direction":"self","on":"swim","value":"full"}]`,
			"creature ends turn within 5 feet, underwater"},
		{"mummy without its roll", "While cursed, the target can't regain Hit Points, its Hit Point maximum doesn't return to normal when finishing a Long Rest, and its Hit Point maximum decreases by X every 24 hours that elapse. A creature dies and turns to dust if reduced to 0 Hit Points by this attack.",
			[]content.Effect{attack}, nil, nil,
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"1d4+2"}]}]`, ""},
	} {
		f := content.Feature{Effects: append([]content.Effect(nil), c.effects...)}
		for i := range f.Effects {
			f.Effects[i].Hit = append([]content.Effect(nil), f.Effects[i].Hit...)
		}
		afflict24(c.desc, &f, c.labeled, c.rolls)
		got, _ := json.Marshal(f.Effects)
		if string(got) != c.want || f.Trigger != c.wantTrig {
			t.Errorf("%s:\n got %s %q\nwant %s %q", c.name, got, f.Trigger, c.want, c.wantTrig)
		}
	}
}
