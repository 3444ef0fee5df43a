package combat

import (
	"math"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Sneak Attack's d6s count in a preview when the attack would get them:
// a finesse weapon and another enemy of the target within 5 ft of it
// (SRD 5.2.1 and SRD 5.1, Classes, Rogue, Sneak Attack).
func TestPreviewSneak(t *testing.T) {
	tests := []struct {
		name     string
		ruleset  string
		ally     bool
		sneak    string
		hitMean  float64
		hitMax   int
		critMean float64
		critMax  int
	}{
		// 1d8+3 alone: 7.5, at most 11; 2d8+3 on a critical hit: 12, 19.
		{"no ally", "srd-5.2.1", false, "", 7.5, 11, 12, 19},
		// 1d8+3+2d6: 7.5 + 7 = 14.5, at most 23; 2d8+3+4d6: 12 + 14 = 26, at most 43.
		{"ally next to the target", "srd-5.2.1", true, "2d6", 14.5, 23, 26, 43},
		{"ally, 2014", "srd-5.1", true, "2d6", 14.5, 23, 26, 43},
		// next-2013's critical hit: the weapon's dice at their maximum plus one d8, the
		// d6s at their maximum: 8+3+1d8 + 12 = 27.5, at most 31.
		{"ally, next-2013", "next-2013", true, "2d6", 14.5, 23, 27.5, 31},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, err := rules.Get(tt.ruleset)
			if err != nil {
				t.Fatal(err)
			}
			ana, gob, bob := rules.NewCreature("ana"), rules.NewCreature("gob"), rules.NewCreature("bob")
			ana.Side, gob.Side, bob.Side = "party", "goblins", "party"
			ana.Position, gob.Position, bob.Position = [2]int{1, 0}, [2]int{0, 0}, [2]int{5, 5}
			if tt.ally {
				bob.Position = [2]int{0, 1}
			}
			for _, c := range []*rules.Creature{ana, bob} {
				c.HP, c.MaxHP = 20, 20
			}
			rapier := Attack{ID: "rapier", ToHit: intp(5), Damage: "1d8+3", Type: "piercing", Reach: 5, Finesse: true}
			s, err := NewState(rs, Grid{Width: 10, Height: 10}, []*Combatant{
				{Creature: ana, Attacks: []Attack{rapier}}, {Creature: gob, Attacks: []Attack{scimitar}}, {Creature: bob}})
			if err != nil {
				t.Fatal(err)
			}
			s.Get("ana").SneakDice = 2
			got, err := PreviewAttack(s, Command{Kind: AttackCmd, By: "ana", Target: "gob"})
			if err != nil {
				t.Fatal(err)
			}
			near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
			if got.Sneak != tt.sneak || !near(got.HitMean, tt.hitMean) || got.HitMax != tt.hitMax || !near(got.CritMean, tt.critMean) || got.CritMax != tt.critMax {
				t.Errorf("got sneak %q hit mean %v max %d, crit mean %v max %d; want %q %v %d, %v %d",
					got.Sneak, got.HitMean, got.HitMax, got.CritMean, got.CritMax, tt.sneak, tt.hitMean, tt.hitMax, tt.critMean, tt.critMax)
			}
			if !near(got.Expected, (got.Hit-got.Crit)*got.HitMean+got.Crit*got.CritMean) {
				t.Errorf("expected %v does not weigh the means", got.Expected)
			}
		})
	}
}

// A preview counts a stat block's resistance to nonmagical attacks (SRD
// 5.1, Monsters, Gargoyle): 2d6 halved, and whole from a magic weapon.
func TestPreviewQualified(t *testing.T) {
	rs, err := rules.Get("srd-5.1")
	if err != nil {
		t.Fatal(err)
	}
	g := catalogMonster(t, rs, "gargoyle", "garg", 1, 0)
	ana := rules.NewCreature("ana")
	ana.Side, ana.HP, ana.MaxHP = "party", 20, 20
	for _, tt := range []struct {
		magical bool
		want    float64
	}{{false, 3.5}, {true, 7}} {
		s, err := NewState(rs, Grid{Width: 5, Height: 5}, []*Combatant{
			{Creature: ana.Fork(), Attacks: []Attack{{ID: "axe", ToHit: intp(5), Damage: "2d6", Type: "slashing", Reach: 5, Magical: tt.magical}}}, g})
		if err != nil {
			t.Fatal(err)
		}
		p, err := PreviewAttack(s, Command{Kind: AttackCmd, By: "ana", Target: "garg"})
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(p.HitMean-tt.want) > 0.3 {
			t.Errorf("magical %v: hit mean %v, want about %v", tt.magical, p.HitMean, tt.want)
		}
	}
}
