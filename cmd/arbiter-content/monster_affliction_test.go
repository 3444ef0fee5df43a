package main

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestAffliction(t *testing.T) {
	bite := func(dc int, fail ...content.Effect) []content.Effect {
		return []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d6+2"},
			{Kind: content.KindSave, Ability: "con", DC: dc, Fail: fail}}}}
	}
	for _, c := range []struct {
		name, desc string
		fail       []content.Effect
		want       string
	}{
		{"death dog", "Hit: 5 (1d6 + 2) piercing damage. If the target is a creature, it must succeed on a DC 12 Constitution saving throw against disease or become poisoned until the disease is cured. Every 24 hours that elapse, the creature must repeat the saving throw, reducing its hit point maximum by 5 (1d10) on a failure. This reduction lasts until the disease is cured. The creature dies if the disease reduces its hit point maximum to 0.",
			[]content.Effect{{Kind: content.KindCondition, Condition: "poisoned"}},
			`[{"kind":"damage","dice":"1d6+2"},{"kind":"save","ability":"con","dc":12,"fail":[{"kind":"condition","condition":"poisoned","ends":"cure"},{"kind":"affliction","ends":"cure","value":"disease","then":[{"kind":"repeat","every":"day","then":[{"kind":"save","ability":"con","dc":12,"on_success":"none","fail":[{"kind":"grant","ends":"cure","grant":"max-hp","value":"-1d10"}]}]}]}]}]`},
		{"mummy", "Hit: 10 (2d6 + 3) bludgeoning damage plus 10 (3d6) necrotic damage. If the target is a creature, it must succeed on a DC 12 Constitution saving throw or be cursed with mummy rot. The cursed target can't regain hit points, and its hit point maximum decreases by 10 (3d6) for every 24 hours that elapse. If the curse reduces the target's hit point maximum to 0, the target dies, and its body turns to dust. The curse lasts until removed by the remove curse spell or other magic.",
			[]content.Effect{{Kind: content.KindDamage, Dice: "3d6", Type: "necrotic"}},
			`[{"kind":"damage","dice":"1d6+2"},{"kind":"damage","dice":"3d6","type":"necrotic"},{"kind":"save","ability":"con","dc":12,"fail":[{"kind":"affliction","ends":"remove-curse","on":"dust","value":"curse","then":[{"kind":"grant","grant":"no-healing"},{"kind":"repeat","every":"day","then":[{"kind":"grant","ends":"remove-curse","grant":"max-hp","value":"-3d6"}]}]}]}]`},
		{"no death rule", "Hit: 5 (1d6 + 2) piercing damage. If the target is a creature, it must succeed on a DC 10 Constitution saving throw or contract a disease.",
			nil, `[{"kind":"damage","dice":"1d6+2"},{"kind":"save","ability":"con","dc":10}]`},
	} {
		effects := bite(dcOf(c.desc), c.fail...)
		affliction(c.desc, &effects)
		got, _ := json.Marshal(effects[0].Hit)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// dcOf is the first DC a text names.
func dcOf(desc string) int {
	if m := reDCAny.FindStringSubmatch(desc); m != nil {
		return atoi(m[1])
	}
	return 0
}

var reDCAny = regexp.MustCompile(`DC (\d+)`)
