package combat

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// runFloors are the least numbers of spells whose whole tree the engine
// runs, per ruleset (docs/spells.md, What executes, by id). srd-5.1 went
// from 33 to 32 as wrong trees were corrected: Guardian of Faith and Insect
// Plague became lasting zones, Imprisonment a choice of forms and Scrying
// a sensor, none of which this count calls whole.
var runFloors = map[string]int{"srd-5.2.1": 37, "srd-5.1": 32}

// runKinds are the node kinds cast.go runs as cast.
var runKinds = []content.Kind{content.KindAttack, content.KindSave, content.KindDamage, content.KindHeal,
	content.KindTempHP, content.KindCondition, content.KindArea, content.KindRepeat, content.KindEnd}

// runs tells whether the engine runs all of a spell: every node of a kind
// it runs, none acting later or carrying a qualifier it ignores, and no
// prose left.
func runs(sp content.Spell) bool {
	if len(sp.Effects) == 0 || sp.Prose {
		return false
	}
	ok := true
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		_, saves := repeatSaves[sp.ID]
		switch {
		case !slices.Contains(runKinds, e.Kind) && !stillZone(e), len(e.When) > 0, // zone_still.go: Ice Storm's terrain
			(e.Kind == content.KindHeal || e.Kind == content.KindTempHP) && e.Dice == "",
			e.Kind == content.KindEnd && e.Condition == "",
			len(e.Only) > 0, len(e.Unaffected) > 0, e.AdvantageIf != "", len(e.DisadvantageFor) > 0,
			e.HPMax > 0, e.Ends != "", e.Again != "", e.Value != "" && e.Value != "distinct",
			e.SaveEnds != "" && !saves:
			ok = false
		}
	})
	return ok
}

// TestSpellsRun counts, per ruleset, the spells the engine runs whole,
// in part, or not at all (no tree), and holds the floor.
func TestSpellsRun(t *testing.T) {
	for rs, floor := range runFloors {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		var whole, part, none int
		for _, sp := range cat.Spells() {
			switch {
			case len(sp.Effects) == 0:
				none++
			case runs(sp):
				whole++
			default:
				part++
			}
		}
		t.Logf("%s: spells run whole %d, in part %d, no tree %d", rs, whole, part, none)
		if whole < floor {
			t.Errorf("%s: %d spells run whole, want at least %d", rs, whole, floor)
		}
	}
}
