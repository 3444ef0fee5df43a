package character

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestPactBladeExtras checks the blade invocations' damage on the pact
// weapon, worked out by hand from the SRDs. The warlocks have CHA 16 (+3).
//
//	2014 (SRD 5.1, Classes, Warlock, Lifedrinker), warlock 12: +3 necrotic
//	on each hit (CHA, at least 1).
//	2024 (SRD 5.2.1, Classes, Warlock, Lifedrinker), warlock 9: 1d6
//	necrotic, psychic or radiant once a turn.
//	2024 Eldritch Smite, warlock 5: Pact Magic slots are level 3, so 1d8
//	+ 3d8 = 4d8 force; warlock 9: level 5 slots, 6d8.
//	2024 Pact of the Blade: radiant chosen, the longsword deals radiant.
//	2024 Gift of the Protectors, warlock 9: once a long rest; CHA 3 names.
func TestPactBladeExtras(t *testing.T) {
	tests := []struct {
		name, rs    string
		level       int
		options     map[string][]string
		invocations []string
		typ         string        // the longsword's damage type
		want        []ExtraDamage // Source, Dice, Type, Types, OncePerTurn
		bonus       []int         // each want's Bonus (0: none)
		paths       map[string]int
		err         string
	}{
		{name: "2014 lifedrinker", rs: "srd-5.1", level: 12, options: map[string][]string{"pact-boon": {"pact-of-the-blade"}},
			invocations: []string{"lifedrinker"}, typ: "slashing",
			want:  []ExtraDamage{{Source: "Lifedrinker", Type: "necrotic"}},
			bonus: []int{3}, paths: map[string]int{"invocations.lifedrinker.damage": 3}},
		{name: "2024 lifedrinker", rs: "srd-5.2.1", level: 9, invocations: []string{"pact-of-the-blade", "lifedrinker"}, typ: "slashing",
			want: []ExtraDamage{{Source: "Lifedrinker", Dice: "1d6", Types: []string{"necrotic", "psychic", "radiant"}, OncePerTurn: true}}, bonus: []int{0}},
		{name: "2024 eldritch smite at 5", rs: "srd-5.2.1", level: 5, invocations: []string{"pact-of-the-blade", "eldritch-smite"}, typ: "slashing",
			want: []ExtraDamage{{Source: "Eldritch Smite", Dice: "4d8", Type: "force", OncePerTurn: true}}, bonus: []int{0},
			paths: map[string]int{"invocations.eldritch-smite.d8": 4}},
		{name: "2024 smite and lifedrinker at 9, radiant blade", rs: "srd-5.2.1", level: 9,
			options:     map[string][]string{"eldritch-invocation-pact-of-the-blade": {"radiant"}},
			invocations: []string{"pact-of-the-blade", "eldritch-smite", "lifedrinker", "pact-of-the-tome", "gift-of-the-protectors"}, typ: "radiant",
			want: []ExtraDamage{{Source: "Eldritch Smite", Dice: "6d8", Type: "force", OncePerTurn: true},
				{Source: "Lifedrinker", Dice: "1d6", Types: []string{"necrotic", "psychic", "radiant"}, OncePerTurn: true}},
			bonus: []int{0, 0}, paths: map[string]int{"invocations.eldritch-smite.d8": 6, "resources.gift-of-the-protectors": 1, "invocations.gift-of-the-protectors.names": 3}},
		{name: "2024 a type not offered", rs: "srd-5.2.1", level: 5, options: map[string][]string{"eldritch-invocation-pact-of-the-blade": {"fire"}},
			invocations: []string{"pact-of-the-blade"}, err: `eldritch-invocation-pact-of-the-blade: damage type "fire" is not necrotic, psychic, radiant (SRD 5.2.1, Classes, Warlock, Pact of the Blade)`},
		{name: "2024 two types", rs: "srd-5.2.1", level: 5, options: map[string][]string{"eldritch-invocation-pact-of-the-blade": {"radiant", "psychic"}},
			invocations: []string{"pact-of-the-blade"}, err: "eldritch-invocation-pact-of-the-blade: choose 1 damage type, 2 chosen"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "warlock", tt.level)
			spec.Options, spec.Invocations, spec.PactWeapon = tt.options, tt.invocations, "longsword"
			spec.Equipment.Weapons = []string{"longsword", "dagger"}
			c, err := Build(spec, cat)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.Mod(rules.CHA) != 3 {
				t.Fatalf("CHA mod %d, want 3", c.Mod(rules.CHA))
			}
			a := c.Sheet.Attacks[slices.IndexFunc(c.Sheet.Attacks, func(a Attack) bool { return a.ID == "longsword" })]
			if a.DamageType != tt.typ {
				t.Errorf("damage type %s, want %s", a.DamageType, tt.typ)
			}
			if len(a.Extra) != len(tt.want) {
				t.Fatalf("extra %+v, want %+v", a.Extra, tt.want)
			}
			for i, w := range tt.want {
				g := a.Extra[i]
				if g.Source != w.Source || g.Dice != w.Dice || g.Type != w.Type || !slices.Equal(g.Types, w.Types) || g.OncePerTurn != w.OncePerTurn {
					t.Errorf("%d: got %+v, want %+v", i, g, w)
				}
				if b := tt.bonus[i]; (b == 0) != (g.Bonus == nil) || (g.Bonus != nil && (g.Bonus.Value != b || rules.Sum(g.Bonus.Terms) != b)) {
					t.Errorf("%d: bonus %+v, want %d", i, g.Bonus, b)
				}
			}
			if d := c.Sheet.Attacks[slices.IndexFunc(c.Sheet.Attacks, func(a Attack) bool { return a.ID == "dagger" })]; len(d.Extra) > 0 || d.DamageType != "piercing" {
				t.Errorf("dagger is not the pact weapon: %+v", d)
			}
			for p, want := range tt.paths {
				if v, err := c.Explain(p); err != nil || v.Value != want || rules.Sum(v.Terms) != want {
					t.Errorf("explain %s: %+v, %v; want %d", p, v, err, want)
				}
			}
		})
	}
}

// TestLifedrinkerMinimum: 2014 Lifedrinker deals at least 1 necrotic with
// CHA 8 (-1): -1 + 2 = 1.
func TestLifedrinkerMinimum(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 12)
	spec.Abilities.Scores["cha"] = 8
	spec.Options = map[string][]string{"pact-boon": {"pact-of-the-blade"}}
	spec.Invocations, spec.PactWeapon = []string{"lifedrinker"}, "longsword"
	spec.Equipment.Weapons = []string{"longsword"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := c.Explain("invocations.lifedrinker.damage"); err != nil || v.Value != 1 || len(v.Terms) != 2 || v.Terms[0].Value != -1 {
		t.Errorf("got %+v, %v; want 1 = -1 + 2", v, err)
	}
}

// TestPactTypeWithoutBlade refuses the pact weapon's damage type chosen
// without the 2024 Pact of the Blade invocation.
func TestPactTypeWithoutBlade(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 5)
	spec.Options = map[string][]string{"eldritch-invocation-pact-of-the-blade": {"radiant"}}
	spec.Invocations = []string{"eldritch-mind"}
	if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), "has not taken the pact-of-the-blade invocation") {
		t.Errorf("got %v", err)
	}
}

// TestChainsOfCarceri: a 2014 warlock 15 with Pact of the Chain casts
// Hold Monster at will, on a celestial, fiend or elemental only (SRD 5.1,
// Classes, Warlock, Chains of Carceri).
func TestChainsOfCarceri(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 15)
	spec.Options = map[string][]string{"pact-boon": {"pact-of-the-chain"}}
	spec.Invocations = []string{"chains-of-carceri"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	for _, gc := range c.Sheet.Granted {
		for _, s := range gc.Spells {
			if s.ID == "hold-monster" {
				if !s.AtWill || !slices.Equal(s.Targets, []string{"celestial", "fiend", "elemental"}) {
					t.Errorf("got %+v, want at will on celestial, fiend, elemental", s)
				}
				return
			}
		}
	}
	t.Errorf("no hold-monster among %+v", c.Sheet.Granted)
}
