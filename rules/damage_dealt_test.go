package rules

import (
	"reflect"
	"testing"
)

// TestDamageDealt deals the same damage by Damage and by DamageDealt to
// two copies of a creature, in every ruleset: the same result but for the
// terms, which DamageDealt leaves out, and the same creature after.
func TestDamageDealt(t *testing.T) {
	type setup func(c *Creature)
	cases := []struct {
		name string
		set  setup
		d    Damage
	}{
		{"plain", nil, Damage{Amount: 7, Type: "slashing"}},
		{"adjusted", nil, Damage{Amount: 7, Type: "fire", Adjust: []Term{{-3, "penalty", ""}}}},
		{"penalty below 0", nil, Damage{Amount: 2, Type: "fire", Adjust: []Term{{-5, "penalty", ""}}}},
		{"resistant", func(c *Creature) { c.Resist = map[string]bool{"fire": true} }, Damage{Amount: 9, Type: "fire"}},
		{"resistant by", nil, Damage{Amount: 9, Type: "cold", ResistBy: "stoneskin"}},
		{"immune", func(c *Creature) { c.Immune = map[string]bool{"poison": true} }, Damage{Amount: 9, Type: "poison"}},
		{"immune by", nil, Damage{Amount: 9, Type: "fire", ImmuneBy: "protection"}},
		{"vulnerable", func(c *Creature) { c.Vulnerable = map[string]bool{"radiant": true} }, Damage{Amount: 4, Type: "radiant"}},
		{"vulnerable by", nil, Damage{Amount: 4, Type: "necrotic", VulnerableBy: "flesh rot"}},
		{"temporary hit points", func(c *Creature) { c.TempHP = 5 }, Damage{Amount: 8, Type: "acid"}},
		{"dropped", nil, Damage{Amount: 12, Type: "slashing"}},
		{"killed outright", nil, Damage{Amount: 40, Type: "slashing"}},
		{"down, critical", func(c *Creature) { c.HP = 0 }, Damage{Amount: 3, Type: "slashing", Crit: true}},
		{"monster", func(c *Creature) { c.Monster = true }, Damage{Amount: 12, Type: "bludgeoning"}},
		{"bad type", nil, Damage{Amount: 3, Type: "sonic"}},
		{"negative", nil, Damage{Amount: -1, Type: "fire"}},
	}
	for _, name := range Names() {
		rs, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range cases {
			a, b := NewCreature("a"), NewCreature("a")
			for _, c := range []*Creature{a, b} {
				c.HP, c.MaxHP = 10, 10
				if tt.set != nil {
					tt.set(c)
				}
			}
			want, werr := rs.Damage(a, tt.d)
			got, gerr := rs.DamageDealt(b, tt.d)
			if (werr == nil) != (gerr == nil) {
				t.Fatalf("%s, %s: errors %v and %v", name, tt.name, werr, gerr)
			}
			if got.Explain != nil {
				t.Errorf("%s, %s: DamageDealt explains itself: %v", name, tt.name, got.Explain)
			}
			want.Explain = nil
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: got %+v, want %+v", name, tt.name, got, want)
			}
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s, %s: the creatures differ after", name, tt.name)
			}
		}
	}
}
