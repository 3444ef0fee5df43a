package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestReact24(t *testing.T) {
	restrain := []content.Effect{{Kind: content.KindSave, Ability: "dex", DC: 12, Fail: []content.Effect{{Kind: content.KindCondition, Condition: "restrained"}}}}
	for _, c := range []struct {
		name, desc      string
		effects         []content.Effect
		want, wantTrig  string
		wantMultiattack string
	}{
		{"shield guardian", "Trigger: An attack roll hits the wearer of the X's amulet while the wearer is within 5 feet of the X. Response: The wearer gains a +5 bonus to AC, including against the triggering attack and possibly causing it to miss, until the start of the X's next turn.",
			nil, `[{"kind":"grant","range":5,"duration":{"unit":"source-turn-start"},"grant":"ac","value":"5"}]`, "attack roll hits the amulet's wearer within 5 feet", "[]"},
		{"pirate captain", "Trigger: The X is hit by a melee attack roll while holding a weapon. Response: The X adds 3 to its AC against that attack, possibly causing it to miss. On a miss, the X makes one Rapier attack against the triggering creature if within range.",
			[]content.Effect{{Kind: content.KindGrant, Grant: "ac", Value: "3", Self: true, Duration: &content.Duration{Unit: "attack"}}},
			`[{"kind":"grant","duration":{"unit":"attack"},"self":true,"grant":"ac","value":"3"}]`, "hit by a melee attack roll while holding a weapon", "[{rapier 1 while miss}]"},
		{"ettercap", "Dexterity Saving Throw: DC X, one Large or smaller X the X can see within X feet. Failure: The target has the Restrained condition until the web is destroyed (AC 10; HP 5; Vulnerability to Fire damage; Immunity to Bludgeoning, Poison, and Psychic damage).",
			restrain, `[{"kind":"save","ability":"dex","dc":12,"fail":[{"kind":"condition","condition":"restrained","ends":"object-destroyed"},{"kind":"object","ac":10,"hp":5,"vulnerable":["fire"],"immune":["bludgeoning","poison","psychic"],"value":"web"}]}]`, "", "[]"},
		{"roc", "If the X has a creature Grappled, the X flies up to half its Fly Speed without provoking OpportunityAttacks and drops that creature.",
			nil, `[{"kind":"take","while":"grappling","action":"disengage"},{"kind":"move","while":"grappling","direction":"self","on":"fly","value":"half"},{"kind":"end","condition":"grappled"}]`, "", "[]"},
		{"a trigger alone", "Trigger: The X is hit by a melee attack roll while holding a weapon.", nil, `null`, "", "[]"},
	} {
		f := content.Feature{Effects: c.effects}
		react24(c.desc, &f, nil)
		got, _ := json.Marshal(f.Effects)
		if string(got) != c.want || f.Trigger != c.wantTrig || fmtUses(f.Multiattack) != c.wantMultiattack {
			t.Errorf("%s:\n got %s %q %s\nwant %s %q %s", c.name, got, f.Trigger, fmtUses(f.Multiattack), c.want, c.wantTrig, c.wantMultiattack)
		}
	}
}

func fmtUses(u []content.Use) string {
	s := "["
	for i, x := range u {
		if i > 0 {
			s += " "
		}
		s += x.String()
	}
	return s + "]"
}

func TestWeb(t *testing.T) {
	desc := "Ranged Weapon Attack: +4 to hit, range 30/60 ft., one Large or smaller creature. Hit: The creature is restrained by webbing. As an action, the restrained creature can make a DC 11 Strength check, escaping from the webbing on a success. The effect ends if the webbing is destroyed. The webbing has AC 10, 5 hit points, is vulnerable to fire damage and immune to bludgeoning damage."
	effects := []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindCondition, Condition: "restrained"}}}}
	web(desc, &effects)
	got, _ := json.Marshal(effects[0].Hit)
	want := `[{"kind":"condition","ability":"str","dc":11,"condition":"restrained","max_size":"large","ends":"object-destroyed"},{"kind":"object","ac":10,"hp":5,"vulnerable":["fire"],"immune":["bludgeoning"],"value":"web"}]`
	if string(got) != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

func TestShadow24(t *testing.T) {
	desc := "X. X, and the target's Strength score decreases by X. The target dies if this reduces that score to 0. If a Humanoid is slain by this attack, a @UUID[Compendium.dnd5e.actors24.Actor.mmShadow00000000]{Shadow} rises from the corpse X hours later."
	f := content.Feature{Effects: []content.Effect{{Kind: content.KindAttack}}}
	read := react24(desc, &f, []string{"1d4", "1d4"})
	got, _ := json.Marshal(f.Effects)
	want := `[{"kind":"attack","hit":[{"kind":"grant","grant":"score","on":"str","value":"-1d4"},{"kind":"rise","dice":"1d4","duration":{"unit":"hour"},"creature":"shadow","only":["humanoid"]}]}]`
	if string(got) != want || !read(reSentence.Split(desc, -1)[3]) {
		t.Errorf("got %s\nwant %s", got, want)
	}
}
