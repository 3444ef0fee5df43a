package main

import (
	"fmt"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestMultiattack24(t *testing.T) {
	have := map[string]bool{"rend": true, "claws": true, "tail": true, "hurl-flame": true, "shortsword": true,
		"light-crossbow": true, "sleep-breath": true, "scorching-ray": true, "tentacle": true,
		"consume-memories": true, "dominate-mind": true, "ram": true, "bite": true, "claw": true, "fire-breath": true}
	resolve := func(name string) (string, bool) {
		id := content.Kebab(name)
		return id, have[id]
	}
	for _, c := range []struct{ text, want string }{
		{"The dragon makes three Rend attacks.", "[{rend 3}] []"},
		{"The assassin makes three attacks, using Shortsword or Light Crossbow in any combination.",
			"[{shortsword 3}] [[{shortsword 2} {light-crossbow 1}] [{shortsword 1} {light-crossbow 2}] [{light-crossbow 3}]]"},
		{"The devil makes one Claws attack and one Tail attack, or it makes two Hurl Flame attacks.",
			"[{claws 1} {tail 1}] [[{hurl-flame 2}]]"},
		{"The dragon makes three Rend attacks. It can replace one attack with a use of (A) Sleep Breath or (B) Spellcasting to cast Scorching Ray (level 3 version).",
			"[{rend 3}] [[{rend 2} {sleep-breath 1}] [{rend 2} {scorching-ray 1}]]"},
		{"The aboleth makes two Tentacle attacks and uses either Consume Memories or Dominate Mind if available.",
			"[{tentacle 2} {consume-memories 1}] [[{tentacle 2} {dominate-mind 1}]]"},
		{"The chimera makes one Ram attack, one Bite attack, and one Claw attack. It can replace the Claw attack with a use of Fire Breath if available.",
			"[{ram 1} {bite 1} {claw 1}] [[{ram 1} {bite 1} {fire-breath 1}]]"},
		{"The dragon makes three Wing attacks.", "not read"},
		{"The roc makes two Bite attacks. It can replace one attack with a Tail attack.", "[{bite 2}] [[{bite 1} {tail 1}]]"},
		{"The kraken makes two Tentacle attacks and uses Rend, Claw, or Tail.",
			"[{tentacle 2} {rend 1}] [[{tentacle 2} {claw 1}] [{tentacle 2} {tail 1}]]"},
		{"The merrow makes two attacks, using Bite, Claw, or Tail in any combination.",
			"[{bite 2}] [[{bite 1} {claw 1}] [{bite 1} {tail 1}] [{claw 2}] [{claw 1} {tail 1}] [{tail 2}]]"},
		{"The tarrasque makes one Bite attack and two other attacks, using Claw or Tail in any combination.",
			"[{bite 1} {claw 2}] [[{bite 1} {claw 1} {tail 1}] [{bite 1} {tail 2}]]"},
		{"The wererat makes two attacks, using Claw or Tail in any combination. It can replace one attack with a Bite attack.",
			"[{claw 2}] [[{claw 1} {tail 1}] [{tail 2}] [{claw 1} {bite 1}] [{tail 1} {bite 1}]]"},
		{"The naga makes two Bite attacks. It can replace any attack with a use of Tail.",
			"[{bite 2}] [[{bite 1} {tail 1}] [{tail 2}]]"},
		{"The mummy makes one Claw or Tail attack, and it uses Rend.", "[{claw 1} {rend 1}] [[{tail 1} {rend 1}]]"},
		{"The planetar makes three Claw attacks or uses Fire Breath twice.", "[{claw 3}] [[{fire-breath 2}]]"},
	} {
		base, alts, ok := multiattack24(c.text, resolve)
		got := "not read"
		if ok {
			got = fmt.Sprint(base, " ", alts)
			if alts == nil {
				got = fmt.Sprint(base, " []")
			}
		}
		if got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, got, c.want)
		}
	}
}

func FuzzMultiattack24(f *testing.F) {
	f.Add("The dragon makes three Rend attacks. It can replace one attack with a use of (A) Sleep Breath or (B) Spellcasting to cast Scorching Ray (level 3 version).")
	f.Add("The devil makes one Claws attack and one Tail attack, or it makes two Hurl Flame attacks.")
	f.Add("The giant makes two attacks, using Club or Rock in any combination.")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 600 { // the SRD's longest Multiattack sentence is about 200 characters
			return
		}
		base, alts, ok := multiattack24(text, func(name string) (string, bool) { return content.Kebab(name), true })
		if !ok {
			return
		}
		for _, set := range append(alts, base) {
			for _, u := range set {
				if u.Count < 0 {
					t.Fatalf("%q: count %d", text, u.Count)
				}
			}
		}
	})
}

func FuzzTextSave(f *testing.F) {
	f.Add("Hit: 7 (2d4 + 2) piercing damage. If the target is a creature, it must succeed on a DC 11 Strength saving throw or be knocked prone.")
	f.Add("the target must make a DC 11 Constitution saving throw, taking 9 (2d8) poison damage on a failed save")
	f.Fuzz(func(t *testing.T, desc string) {
		if len(desc) > 400 { // most actions are shorter; minimizing a longer input stalled CI runs for minutes
			return
		}
		dc, _ := textSave(desc)
		if dc != nil && dc.Type.Index == "" {
			t.Fatalf("%q: no ability", desc)
		}
		conditionTime(desc)
		saveEnds(desc)
	})
}
