package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestRiderClauses(t *testing.T) {
	save := func() []content.Effect {
		return []content.Effect{{Kind: content.KindSave, Ability: "con", DC: 18, Fail: []content.Effect{{Kind: content.KindDamage, Dice: "3d6", Type: "thunder"}}}}
	}
	grab := func() []content.Effect {
		return []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindCondition, Condition: "grappled", DC: 14}}}}
	}
	for _, c := range []struct {
		desc  string
		tree  func() []content.Effect
		want  string
		prose bool
	}{
		{"Failure: X damage, and the target's Speed is halved until the end of its next turn.", save,
			`[{"kind":"save","ability":"con","dc":18,"fail":[{"kind":"damage","dice":"3d6","type":"thunder"},{"kind":"grant","duration":{"unit":"target-turn-end"},"grant":"speed","on":"all","value":"x0.5"}]}]`, false},
		{"Failure: The target can't take Reactions; its Speed is halved; and it can take either an action or a Bonus Action on its turn, not both.", save,
			`[{"kind":"save","ability":"con","dc":18,"fail":[{"kind":"damage","dice":"3d6","type":"thunder"},{"kind":"grant","grant":"no-reactions"},{"kind":"grant","grant":"speed","on":"all","value":"x0.5"},{"kind":"grant","grant":"action-or-bonus"}]}]`, false},
		{"Until this grapple ends, the target is restrained and takes 7 (2d6) piercing damage at the start of each of its turns.", grab,
			`[{"kind":"attack","hit":[{"kind":"condition","dc":14,"condition":"grappled"},{"kind":"condition","condition":"restrained","ends":"grapple"},{"kind":"damage","dice":"2d6","type":"piercing","ends":"grapple","every":"target-turn-start"}]}]`, false},
		{"Until this grapple ends, the creature is restrained, and the snake can't constrict another target.", grab,
			`[{"kind":"attack","hit":[{"kind":"condition","dc":14,"condition":"grappled"},{"kind":"grant","ends":"grapple","self":true,"grant":"sole-target","on":"constrict"},{"kind":"condition","condition":"restrained","ends":"grapple"}]}]`, false},
		{"Failure: The target has the Frightened condition until the dragon dies.", save, "", true},
		{"The target's speed is halved, and it glows.", save, "", true},
	} {
		tree := c.tree()
		explains := riderClauses(c.desc, "constrict", &tree)
		if got := unexplained(c.desc, func(string) bool { return false }, explains) > 0; got != c.prose {
			t.Errorf("%q: prose %v, want %v", c.desc, got, c.prose)
		}
		if c.prose {
			continue
		}
		b, _ := json.Marshal(tree)
		if string(b) != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.desc, b, c.want)
		}
	}
}

func TestSwallowing(t *testing.T) {
	bite := []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindDamage, Dice: "1d6+1", Type: "piercing"},
		{Kind: content.KindCondition, Condition: "grappled", DC: 11}}}}
	desc := "The frog makes one bite attack against a Small or smaller target it is grappling. If the attack hits, the target is swallowed, and the grapple ends. The swallowed target is blinded and restrained, it has total cover against attacks and other effects outside the frog, and it takes 5 (2d4) acid damage at the start of each of the frog's turns. The frog can have only one target swallowed at a time. If the frog dies, a swallowed creature is no longer restrained by it and can escape from the corpse using 5 ft. of movement, exiting prone."
	var tree []content.Effect
	explains, ok := swallowing(desc, &tree, bite)
	if !ok || unexplained(desc, func(string) bool { return false }, explains) > 0 {
		t.Fatalf("not read: %v", ok)
	}
	b, _ := json.Marshal(tree)
	want := `[{"kind":"attack","hit":[{"kind":"damage","dice":"1d6+1","type":"piercing"},{"kind":"swallow","max_size":"small","while":"grappled","feet":5,"count":1,"then":[{"kind":"condition","condition":"blinded","ends":"swallow"},{"kind":"condition","condition":"restrained","ends":"swallow"},{"kind":"damage","dice":"2d4","type":"acid","ends":"swallow","every":"source-turn-start"}]}]}]`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	if _, ok := swallowing("If the attack hits, the target is swallowed whole and digested.", &tree, bite); ok {
		t.Error("a swallow sentence it does not read was read")
	}
}

func FuzzMonsterRiders(f *testing.F) {
	f.Add("Failure: X damage, and the target's Speed is halved until the end of its next turn.")
	f.Add("Until this grapple ends, the target is restrained and takes 7 (2d6) piercing damage at the start of each of its turns.")
	f.Add("The behir makes one bite attack against a Medium or smaller target it is grappling. If the attack hits, the target is also swallowed, and the grapple ends.")
	f.Add("Each creature of the dragon's choice that is within 120 feet of the dragon and aware of it must succeed on a DC 16 Wisdom saving throw or become frightened for 1 minute.")
	f.Add("The imp magically turns invisible until it attacks, or until its concentration ends (as if concentrating on a spell).")
	f.Fuzz(func(t *testing.T, desc string) {
		if len(desc) > 400 { // most features are shorter; minimizing a longer input stalled CI runs for minutes
			return
		}
		tree := []content.Effect{{Kind: content.KindSave, Ability: "con", DC: 12}, {Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindCondition, Condition: "grappled"}}}}
		riderClauses(desc, "bite", &tree, "1d6")
		monsterActs(desc, &tree)
		advantageDamage(desc, &tree)
		swallowing(desc, &tree, tree)
		content.WalkAll(tree, func(e *content.Effect) {
			if e.Kind == "" {
				t.Fatalf("%q: an effect without a kind", desc)
			}
		})
	})
}
