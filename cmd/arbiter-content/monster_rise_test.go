package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestRiseDrainCall reads risen dead, hit point maximum drains, a
// vampire's call and a curse on rests into their nodes.
func TestRiseDrainCall(t *testing.T) {
	attack := func(hit ...content.Effect) []content.Effect {
		return []content.Effect{{Kind: content.KindAttack, Hit: hit}}
	}
	dmg := content.Effect{Kind: content.KindDamage, Dice: "2d6+2"}
	for _, c := range []struct {
		name, desc string
		read       func(string, *[]content.Effect) func(string) bool
		effects    []content.Effect
		want       string
	}{
		{"shadow", "Melee Weapon Attack: +4 to hit, reach 5 ft., one creature. Hit: 9 (2d6 + 2) necrotic damage, and the target's Strength score is reduced by 1d4. The target dies if this reduces its Strength to 0. Otherwise, the reduction lasts until the target finishes a short or long rest.\nIf a non-evil humanoid dies from this attack, a new shadow rises from the corpse 1d4 hours later.",
			rise, attack(dmg),
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"2d6+2"},{"kind":"grant","ends":"short-rest","grant":"score","on":"str","value":"-1d4"},{"kind":"rise","dice":"1d4","duration":{"unit":"hour"},"value":"non-evil","creature":"shadow","only":["humanoid"]}]}]`},
		{"wraith", "The wraith targets a humanoid within 10 feet of it that has been dead for no longer than 1 minute and died violently. The target's spirit rises as a specter in the space of its corpse or in the nearest unoccupied space. The specter is under the wraith's control. The wraith can have no more than seven specters under its control at one time.",
			rise, nil,
			`[{"kind":"rise","range":10,"duration":{"unit":"minute","amount":1},"count":7,"value":"died-violently","creature":"specter","only":["humanoid"]}]`},
		{"clay golem", "Melee Weapon Attack: +8 to hit, reach 5 ft., one target. Hit: 16 (2d10 + 5) bludgeoning damage. If the target is a creature, it must succeed on a DC 15 Constitution saving throw or have its hit point maximum reduced by an amount equal to the damage taken. The target dies if this attack reduces its hit point maximum to 0. The reduction lasts until removed by the greater restoration spell or other magic.",
			maxHPDrain, attack(dmg, content.Effect{Kind: content.KindSave, Ability: "con", DC: 15}),
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"2d6+2"},{"kind":"save","ability":"con","dc":15,"fail":[{"kind":"grant","ends":"greater-restoration","grant":"max-hp","value":"-damage"}]}]}]`},
		{"children of the night", "The vampire magically calls 2d4 swarms of bats or rats, provided that the sun isn't up. While outdoors, the vampire can call 3d6 wolves instead. The called creatures arrive in 1d4 rounds, acting as allies of the vampire and obeying its spoken commands. The beasts remain for 1 hour, until the vampire dies, or until the vampire dismisses them as a bonus action.",
			call, nil,
			`[{"kind":"choose","options":[{"kind":"summon","dice":"1d4","duration":{"unit":"hour","amount":1},"ends":"user-dies,user-bonus-action","while":"sun-down","value":"2d4","creature":"swarm-of-bats"},{"kind":"summon","dice":"1d4","duration":{"unit":"hour","amount":1},"ends":"user-dies,user-bonus-action","while":"sun-down","value":"2d4","creature":"swarm-of-rats"},{"kind":"summon","dice":"1d4","duration":{"unit":"hour","amount":1},"ends":"user-dies,user-bonus-action","while":"outdoors","value":"3d6","creature":"wolf"}]}]`},
		{"rakshasa", "Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 9 (2d6 + 2) slashing damage, and the target is cursed if it is a creature. The magical curse takes effect whenever the target takes a short or long rest, filling the target's thoughts with horrible images and dreams. The cursed target gains no benefit from finishing a short or long rest. The curse lasts until it is lifted by a remove curse spell or similar magic.",
			restCurse, attack(dmg),
			`[{"kind":"attack","hit":[{"kind":"damage","dice":"2d6+2"},{"kind":"affliction","ends":"remove-curse","value":"curse","then":[{"kind":"grant","grant":"no-rest-benefit"}]}]}]`},
		{"a call without its hour", "The vampire magically calls 2d4 swarms of bats or rats, provided that the sun isn't up.", call, nil, `null`},
	} {
		effects := c.effects
		c.read(c.desc, &effects)
		got, _ := json.Marshal(effects)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
