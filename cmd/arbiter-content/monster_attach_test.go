package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestAttach(t *testing.T) {
	for _, c := range []struct{ name, desc, want string }{
		{"stirge", "Melee Weapon Attack: +5 to hit, reach 5 ft., one creature. Hit: 5 (1d4 + 3) piercing damage, and the stirge attaches to the target. While attached, the stirge doesn't attack. Instead, at the start of each of the stirge's turns, the target loses 5 (1d4 + 3) hit points due to blood loss. The stirge can detach itself by spending 5 feet of its movement. It does so after it drains 10 hit points of blood from the target or the target dies. A creature, including the target, can use its action to detach the stirge.",
			`[{"kind":"damage","dice":"1d4+3"},{"kind":"attach","feet":5,"value":"10","then":[{"kind":"grant","ends":"attach","self":true,"grant":"no-attacks"},{"kind":"damage","dice":"1d4+3","ends":"attach","every":"source-turn-start"}]}]`},
		{"darkmantle", "Melee Weapon Attack: +5 to hit, reach 5 ft., one creature. Hit: 6 (1d6 + 3) bludgeoning damage, and the darkmantle attaches to the target. If the target is Medium or smaller and the darkmantle has advantage on the attack roll, it attaches by engulfing the target's head, and the target is also blinded and unable to breathe while the darkmantle is attached in this way. While attached to the target, the darkmantle can attack no other creature except the target but has advantage on its attack rolls. The darkmantle's speed also becomes 0, it can't benefit from any bonus to its speed, and it moves with the target. A creature can detach the darkmantle by making a successful DC 13 Strength check as an action. On its turn, the darkmantle can detach itself from the target by using 5 feet of movement.",
			`[{"kind":"damage","dice":"1d4+3"},{"kind":"attach","ability":"str","dc":13,"feet":5,"then":[{"kind":"condition","condition":"blinded","max_size":"medium","ends":"attach","while":"advantage"},{"kind":"grant","max_size":"medium","ends":"attach","while":"advantage","grant":"no-breathing"},{"kind":"grant","ends":"attach","self":true,"grant":"sole-target","on":"attacks"},{"kind":"grant","ends":"attach","self":true,"grant":"advantage","on":"attacks"},{"kind":"grant","ends":"attach","self":true,"grant":"speed","on":"all","value":"=0"}]}]`},
		{"no way off", "Melee Weapon Attack: +5 to hit, reach 5 ft., one creature. Hit: 5 (1d4 + 3) piercing damage, and the stirge attaches to the target.",
			`[{"kind":"damage","dice":"1d4+3"}]`},
	} {
		effects := []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d4+3"}}}}
		attach(c.desc, &effects)
		got, _ := json.Marshal(effects[0].Hit)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
