package main

import (
	"fmt"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestMultiattackForms(t *testing.T) {
	bear := "In bear form, the werebear makes two claw attacks. In humanoid form, it makes two greataxe attacks. In hybrid form, it can attack like a bear or a humanoid."
	tiger := "In humanoid form, the weretiger makes two scimitar attacks or two longbow attacks. In hybrid form, it can attack like a humanoid or make two claw attacks."
	for _, c := range []struct {
		monster, desc string
		uses          []content.Use
		want          string
	}{
		{"werebear-bear", bear, nil, "[{claw 2 form bear}] []"},
		{"werebear-human", bear, nil, "[{greataxe 2 form humanoid}] []"},
		{"werebear-hybrid", bear, nil, "[] [[{claw 2 form bear}] [{greataxe 2 form humanoid}]]"},
		{"weretiger-hybrid", tiger, nil, "[] [[{scimitar 2 form humanoid}] [{longbow 2 form humanoid}] [{claw 2 form hybrid}]]"},
		{"veteran", "The veteran makes two longsword attacks. If it has a shortsword drawn, it can also make a shortsword attack.",
			[]content.Use{{Action: "longsword", Count: 2}, {Action: "shortsword", Count: 2}}, "[{longsword 2} {shortsword 1 while drawn}] []"},
		{"tyrannosaurus-rex", "The tyrannosaurus makes two attacks: one with its bite and one with its tail. It can't make both attacks against the same target.",
			[]content.Use{{Action: "bite", Count: 1}, {Action: "tail", Count: 1}}, "[{bite 1 apart} {tail 1 apart}] []"},
	} {
		f := content.Feature{Multiattack: c.uses}
		read := multiattackForms(c.monster, c.desc, &f)
		got := fmt.Sprint(f.Multiattack, " ", f.MultiattackOr)
		if got != c.want || !read(reSentence.Split(c.desc, -1)[1]) {
			t.Errorf("%s: got %s, want %s (second sentence read: %v)", c.monster, got, c.want, read(reSentence.Split(c.desc, -1)[1]))
		}
	}
}
