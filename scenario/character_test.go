package scenario

import (
	"fmt"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestCharacterAttacks checks that a sheet's attacks reach combat by
// ability and proficiency with the other terms apart: a fighter 1 (STR
// 15, DEX 13) with a +1 greatsword and a longbow with Archery.
func TestCharacterAttacks(t *testing.T) {
	spec := `{"ruleset": "srd-5.2.1", "name": "ana", "species": "human",
	  "classes": [{"class": "fighter", "level": 1}],
	  "abilities": {"method": "standard-array", "scores": {"str": 15, "con": 14, "dex": 13, "wis": 12, "cha": 10, "int": 8}},
	  "feats": ["archery"],
	  "equipment": {"weapons": ["longbow"]},
	  "magic_items": [{"item": "weapon-1", "base": "greatsword"}]}`
	s, err := character.DecodeSpec([]byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.Open("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	ch, err := character.Build(s, cat)
	if err != nil {
		t.Fatal(err)
	}
	terms := func(ts []rules.Term) []string {
		var out []string
		for _, t := range ts {
			out = append(out, fmt.Sprintf("%+d %s", t.Value, t.Source))
		}
		return out
	}
	tests := []struct {
		id, ability, damage string
		proficient, magical bool
		bonus, dmgBonus     []string
	}{
		{"longbow", "dex", "1d8", true, false, []string{"+2 Archery fighting style"}, nil},
		{"weapon-1-greatsword", "str", "2d6", true, true, []string{"+1 Weapon +1"}, []string{"+1 Weapon +1"}},
	}
	got := CharacterAttacks(ch.Sheet.Attacks)
	for _, tt := range tests {
		i := slices.IndexFunc(got, func(a combat.Attack) bool { return a.ID == tt.id })
		if i < 0 {
			t.Fatalf("no attack %s in %+v", tt.id, got)
		}
		a := got[i]
		if a.ToHit != nil || a.Ability != tt.ability || a.Damage != tt.damage || a.Proficient != tt.proficient || a.Magical != tt.magical {
			t.Errorf("%s: got %+v", tt.id, a)
		}
		if b := terms(a.Bonus); !slices.Equal(b, tt.bonus) {
			t.Errorf("%s: bonus %q, want %q", tt.id, b, tt.bonus)
		}
		if b := terms(a.DamageBonus); !slices.Equal(b, tt.dmgBonus) {
			t.Errorf("%s: damage bonus %q, want %q", tt.id, b, tt.dmgBonus)
		}
	}
}
