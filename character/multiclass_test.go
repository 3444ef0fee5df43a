package character

import (
	"fmt"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// multiclassTable is the Multiclass Spellcaster table (spell slots per
// spell level by caster level), copied by hand from SRD 5.1 and SRD 5.2.1,
// Multiclassing (the same in both).
var multiclassTable = [21][9]int{
	{},
	{2}, {3}, {4, 2}, {4, 3}, {4, 3, 2}, {4, 3, 3}, {4, 3, 3, 1}, {4, 3, 3, 2}, {4, 3, 3, 3, 1}, {4, 3, 3, 3, 2},
	{4, 3, 3, 3, 2, 1}, {4, 3, 3, 3, 2, 1}, {4, 3, 3, 3, 2, 1, 1}, {4, 3, 3, 3, 2, 1, 1}, {4, 3, 3, 3, 2, 1, 1, 1},
	{4, 3, 3, 3, 2, 1, 1, 1}, {4, 3, 3, 3, 2, 1, 1, 1, 1}, {4, 3, 3, 3, 3, 1, 1, 1, 1}, {4, 3, 3, 3, 3, 2, 1, 1, 1},
	{4, 3, 3, 3, 3, 2, 2, 1, 1},
}

// casterKind is each slot-casting class: full casters count every level,
// half casters half (SRD 5.1: rounded down; SRD 5.2.1: rounded up), by
// hand from both SRDs' Multiclassing, Spell Slots.
var casterKind = map[string]bool{"bard": true, "cleric": true, "druid": true, "sorcerer": true, "wizard": true, "paladin": false, "ranger": false}

// casterLevel works out the multiclass caster level by hand.
func casterLevel(rs string, levels map[string]int) int {
	n := 0
	for class, l := range levels {
		switch {
		case casterKind[class]:
			n += l
		case rs == "srd-5.1":
			n += l / 2
		default:
			n += (l + 1) / 2
		}
	}
	return n
}

// TestMulticlassSlotsTable builds every pair of slot-casting classes at
// every split of levels (the second at 1 and at the rest up to 20) in both
// SRDs, and a three-class caster, and checks the slots against the
// Multiclass Spellcaster table by a caster level worked out here, the HP
// maximum against the level, and every explanation against its number.
func TestMulticlassSlotsTable(t *testing.T) {
	classes := []string{"bard", "cleric", "druid", "paladin", "ranger", "sorcerer", "wizard"}
	for _, rs := range srds {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		var builds [][]ClassLevels
		for i, a := range classes {
			for _, b := range classes[i+1:] {
				for la := 1; la < MaxLevel; la++ {
					for _, lb := range []int{1, MaxLevel - la} {
						builds = append(builds, []ClassLevels{{Class: a, Level: la}, {Class: b, Level: lb}})
					}
				}
			}
		}
		builds = append(builds, []ClassLevels{{Class: "wizard", Level: 7}, {Class: "cleric", Level: 5}, {Class: "paladin", Level: 5}})
		for _, cls := range builds {
			spec := tableSpec(t, cat, cls[0].Class, cls[0].Level)
			spec.Abilities.Scores = map[string]int{"str": 13, "dex": 13, "con": 13, "int": 13, "wis": 13, "cha": 13}
			spec.Classes = nil
			levels := map[string]int{}
			casters := 0
			var single *content.Class
			for _, cl := range cls {
				cl.Subclass = subFor(cat, cl.Class, cl.Level)
				spec.Classes = append(spec.Classes, cl)
				c, _ := cat.Class(cl.Class)
				if cl.Level >= c.Spellcasting.From {
					levels[cl.Class] = cl.Level
					casters++
					single = c
				}
			}
			name := fmt.Sprintf("%s %v", rs, cls)
			c, err := Build(spec, cat)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var want [9]int
			switch casters {
			case 0:
			case 1:
				want = single.Level(levels[single.ID]).Slots
			default:
				want = multiclassTable[casterLevel(rs, levels)]
				if v, err := c.Explain("spells.caster-level"); err != nil || v.Value != casterLevel(rs, levels) {
					t.Errorf("%s: spells.caster-level %v (%v), want %d", name, v, err, casterLevel(rs, levels))
				}
			}
			var got [9]int
			copy(got[:], c.Sheet.Slots)
			if got != want {
				t.Errorf("%s: slots %v, want %v (caster level %d)", name, got, want, casterLevel(rs, levels))
			}
			if c.Sheet.HP.Value < c.Level() {
				t.Errorf("%s: HP max %d under the level %d", name, c.Sheet.HP.Value, c.Level())
			}
			for _, p := range c.Paths() {
				if v, err := c.Explain(p); err != nil || !v.sumsTo() {
					t.Errorf("%s: %s does not sum to its terms (%v)", name, p, err)
				}
			}
		}
	}
}
