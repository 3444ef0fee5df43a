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
