package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestWoundCorrodeSplit reads an infernal wound, a corroding pseudopod and
// a split into their nodes.
func TestWoundCorrodeSplit(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		read       func(string, *content.Feature) func(string) bool
		effects    []content.Effect
		want       string
	}{
		{"bearded devil", "Melee Weapon Attack: +5 to hit, reach 10 ft., one target. Hit: 8 (1d10 + 3) slashing damage. If the target is a creature other than an undead or a construct, it must succeed on a DC 12 Constitution saving throw or lose 5 (1d10) hit points at the start of each of its turns due to an infernal wound. Each time the devil hits the wounded target with this attack, the damage dealt by the wound increases by 5 (1d10). Any creature can take an action to stanch the wound with a successful DC 12 Wisdom (Medicine) check. The wound also closes if the target receives magical healing.",
			func(d string, f *content.Feature) func(string) bool { return wound(d, &f.Effects) },
			[]content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindSave, Ability: "con", DC: 12}}}},
			`[{"kind":"attack","hit":[{"kind":"save","ability":"con","dc":12,"unaffected":["undead","construct"],"fail":[{"kind":"wound","ability":"med","dc":12,"ends":"magical-healing","value":"stack","then":[{"kind":"damage","dice":"1d10","ends":"wound","every":"target-turn-start"}]}]}]}]`},
		{"gray ooze", "Melee Weapon Attack: +3 to hit, reach 5 ft., one target. Hit: 4 (1d6 + 1) bludgeoning damage plus 7 (2d6) acid damage, and if the target is wearing nonmagical metal armor, its armor is partly corroded and takes a permanent and cumulative -1 penalty to the AC it offers. The armor is destroyed if the penalty reduces its AC to 10.",
			func(d string, f *content.Feature) func(string) bool { return corrode(d, &f.Effects) },
			[]content.Effect{{Kind: content.KindAttack}},
			`[{"kind":"attack","hit":[{"kind":"corrode","count":10,"on":"nonmagical-metal-armor","value":"-1"}]}]`},
		{"ochre jelly", "When a jelly that is Medium or larger is subjected to lightning or slashing damage, it splits into two new jellies if it has at least 10 hit points. Each new jelly has hit points equal to half the original jelly's, rounded down. New jellies are one size smaller than the original jelly.",
			split, nil,
			`[{"kind":"split","type":"lightning,slashing","min_size":"medium","min_hp":10,"self":true,"count":2,"value":"half-hp,smaller"}]`},
		{"split, no size rule", "When a jelly that is Medium or larger is subjected to lightning or slashing damage, it splits into two new jellies if it has at least 10 hit points.",
			split, nil, `null`},
	} {
		f := content.Feature{Effects: c.effects}
		c.read(c.desc, &f)
		got, _ := json.Marshal(f.Effects)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
