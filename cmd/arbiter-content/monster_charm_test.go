package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestCharm(t *testing.T) {
	for _, c := range []struct{ name, desc, want string }{
		{"vampire", "The vampire targets one humanoid it can see within 30 ft. of it. If the target can see the vampire, the target must succeed on a DC 17 Wisdom saving throw against this magic or be charmed by the vampire. The charmed target regards the vampire as a trusted friend to be heeded and protected. Although the target isn't under the vampire's control, it takes the vampire's requests or actions in the most favorable way it can, and it is a willing target for the vampire's bit attack.\nEach time the vampire or the vampire's companions do anything harmful to the target, it can repeat the saving throw, ending the effect on itself on a success. Otherwise, the effect lasts 24 hours or until the vampire is destroyed, is on a different plane of existence than the target, or takes a bonus action to end the effect.",
			`[{"kind":"save","range":30,"ability":"wis","dc":17,"while":"sees-user","save_ends":"harm","only":["humanoid"],"fail":[{"kind":"condition","condition":"charmed","duration":{"unit":"hour","amount":24},"ends":"user-dies,other-plane,user-bonus-action","value":"favorable"},{"kind":"grant","while":"charmed","grant":"willing","on":"bite"}]}]`},
		{"succubus", "One humanoid the fiend can see within 30 feet of it must succeed on a DC 15 Wisdom saving throw or be magically charmed for 1 day. The charmed target obeys the fiend's verbal or telepathic commands. If the target suffers any harm or receives a suicidal command, it can repeat the saving throw, ending the effect on a success. If the target successfully saves against the effect, or if the effect on it ends, the target is immune to this fiend's Charm for the next 24 hours.\nThe fiend can have only one target charmed at a time. If it charms another, the effect on the previous target ends.",
			`[{"kind":"save","range":30,"ability":"wis","dc":17,"save_ends":"harm,suicidal-command","immune_after":{"unit":"hour","amount":24},"only":["humanoid"],"fail":[{"kind":"condition","condition":"charmed","count":1,"value":"obeys"}]}]`},
		{"no repeat", "The vampire targets one humanoid it can see within 30 ft. of it.",
			`[{"kind":"save","ability":"wis","dc":17,"fail":[{"kind":"condition","condition":"charmed"}]}]`},
	} {
		effects := []content.Effect{{Kind: content.KindSave, Ability: "wis", DC: 17, Fail: []content.Effect{{Kind: content.KindCondition, Condition: "charmed"}}}}
		charm(c.desc, &effects)
		got, _ := json.Marshal(effects)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
