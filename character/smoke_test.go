package character

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestSmoke(t *testing.T) {
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		spec := &Spec{Ruleset: rs, Name: "Bruna", Species: "human", Classes: []ClassLevels{{Class: "fighter", Level: 5, Subclass: "champion"}},
			Abilities: Abilities{Method: StandardArray, Scores: map[string]int{"str": 15, "dex": 14, "con": 13, "int": 12, "wis": 10, "cha": 8}},
			Equipment: Equipment{Armor: "chain-mail", Shield: true, Weapons: []string{"longsword", "longbow"}}}
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.MarshalIndent(c.Sheet, "", " ")
		t.Logf("%s", b[:min(len(b), 3000)])
	}
}
