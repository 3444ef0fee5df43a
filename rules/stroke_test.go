package rules

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestStroke: Stroke of Luck held ready turns the failed tests it names,
// and no other.
func TestStroke(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	old := &Stroke{MissHits: true, Set20: []TestKind{Check}, Source: "stroke of luck", Rule: "SRD 5.1, Classes, Rogue, Stroke of Luck"}
	now := &Stroke{Set20: []TestKind{Attack, Check, Save}, Source: "stroke of luck", Rule: "SRD 5.2.1, Classes, Rogue, Stroke of Luck"}
	for _, tt := range []struct {
		name    string
		st      *Stroke
		test    Test
		face    int
		total   int
		success bool
		used    bool
		crit    bool
	}{
		{"2014: a miss is a hit", old, Test{Kind: Attack, Ability: STR, DC: 25}, 5, 5, true, true, false},
		{"2014: a natural 1 misses, made a hit", old, Test{Kind: Attack, Ability: STR, DC: 12}, 1, 1, true, true, false},
		{"2014: a failed check's d20 as 20", old, Test{Kind: Check, Ability: STR, DC: 15}, 3, 20, true, true, false},
		{"2014: a save is not turned", old, Test{Kind: Save, Ability: DEX, DC: 15}, 3, 3, false, false, false},
		{"2024: a save's d20 as 20", now, Test{Kind: Save, Ability: DEX, DC: 15}, 3, 20, true, true, false},
		{"2024: an attack's d20 as 20 hits, no critical", now, Test{Kind: Attack, Ability: STR, DC: 25}, 4, 20, true, true, false},
		{"2024: kept when 20 is not enough", now, Test{Kind: Check, Ability: STR, DC: 25}, 4, 4, false, false, false},
		{"a success keeps it", now, Test{Kind: Check, Ability: STR, DC: 10}, 12, 12, true, false, false},
		{"a death save is not turned", now, Test{Kind: DeathSave}, 4, 4, false, false, false},
		{"none held", nil, Test{Kind: Check, Ability: STR, DC: 15}, 3, 3, false, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCreature("ana")
			c.Stroke = tt.st
			res, err := rs.Test(c, tt.test, dice.NewScripted(tt.face))
			if err != nil {
				t.Fatal(err)
			}
			if res.Total != tt.total || res.Success != tt.success || StrokeBy(c, res.Explain) != tt.used || res.Crit != tt.crit {
				t.Errorf("got total %d, success %v, used %v, crit %v; want %d, %v, %v, %v",
					res.Total, res.Success, StrokeBy(c, res.Explain), res.Crit, tt.total, tt.success, tt.used, tt.crit)
			}
		})
	}
}
