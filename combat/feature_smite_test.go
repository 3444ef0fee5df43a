package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestSmiteDamage checks the smites' dice by slot level from the SRDs:
// 2014 Divine Smite 2d8 + 1d8 a level above 1st, at most 5d8, 1d8 more on
// an undead or a fiend; 2024 Eldritch Smite 1d8 + 1d8 a slot level.
func TestSmiteDamage(t *testing.T) {
	tests := []struct {
		ruleset, id, kind string
		level             int
		want              []string // dice of each part
	}{
		{"srd-5.1", "divine-smite", "humanoid", 1, []string{"2d8"}},
		{"srd-5.1", "divine-smite", "humanoid", 2, []string{"3d8"}},
		{"srd-5.1", "divine-smite", "humanoid", 4, []string{"5d8"}},
		{"srd-5.1", "divine-smite", "humanoid", 5, []string{"5d8"}},
		{"srd-5.1", "divine-smite", "fiend", 3, []string{"4d8", "1d8"}},
		{"srd-5.1", "divine-smite", "undead", 1, []string{"2d8", "1d8"}},
		{"srd-5.2.1", "eldritch-invocation-eldritch-smite", "giant", 3, []string{"4d8"}},
		{"srd-5.2.1", "eldritch-invocation-eldritch-smite", "undead", 5, []string{"6d8"}},
	}
	for _, tt := range tests {
		cat, err := content.Open(tt.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		f, ok := cat.ClassFeature(tt.id)
		if !ok {
			t.Fatalf("%s: no %s", tt.ruleset, tt.id)
		}
		got := smiteDamage(f, tt.level, tt.kind)
		if len(got) != len(tt.want) {
			t.Errorf("%s at %d on %s: got %+v, want %v", tt.id, tt.level, tt.kind, got, tt.want)
			continue
		}
		for i, w := range tt.want {
			if got[i].Dice != w {
				t.Errorf("%s at %d on %s: part %d got %s, want %s", tt.id, tt.level, tt.kind, i, got[i].Dice, w)
			}
		}
	}
}
