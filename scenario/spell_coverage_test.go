package scenario

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// spellShapes are the shapes the engine places an area in (combat/cast.go,
// areaShapes); a zone of another shape (a wall, a ring) is not run yet.
var spellShapes = []string{"sphere", "cylinder", "cone", "cube", "line", "emanation"}

// scoredKinds returns the nodes of a spell's tree that the engine runs
// today and that deal damage, heal, give temporary hit points or impose a
// condition. It follows only the branches casting.run walks (combat/cast.go):
// an area (not 2014 Sleep's hit-point pool), an acting zone of a placed
// shape, a save's failure and success, an attack's hit, a repeat and a
// choose's options; a node that acts later (When) is skipped.
func scoredKinds(list []content.Effect) []content.Kind {
	var out []content.Kind
	var walk func([]content.Effect)
	walk = func(list []content.Effect) {
		for i := range list {
			e := &list[i]
			if len(e.When) > 0 && e.Kind != content.KindZone {
				continue
			}
			switch e.Kind {
			case content.KindDamage:
				out = append(out, e.Kind)
			case content.KindCondition:
				if e.Condition != "" {
					out = append(out, e.Kind)
				}
			case content.KindHeal, content.KindTempHP:
				if e.Dice != "" || e.Mod {
					out = append(out, e.Kind)
				}
			case content.KindArea:
				if e.Value != "hp-pool" {
					walk(e.Then)
				}
			case content.KindZone:
				if len(e.Then) > 0 && !(len(e.When) == 1 && e.When[0] == "inside") && slices.Contains(spellShapes, e.Shape) {
					walk(e.Then)
				}
			case content.KindSave:
				walk(e.Fail)
				walk(e.Success)
			case content.KindAttack:
				walk(e.Hit)
			case content.KindRepeat:
				walk(e.Then)
			case content.KindChoose:
				walk(e.Options)
			}
		}
	}
	walk(list)
	return out
}

// castSpells returns the spells the scenarios of a ruleset cast (a `cast`
// step's spell), by id.
func castSpells(t *testing.T, ruleset string) map[string][]string {
	t.Helper()
	files, err := Files([]string{filepath.Join("../testdata/scenarios", ruleset)})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(path, data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, s := range f.Steps {
			if id, ok := s.Args["spell"].(string); ok && s.Do == "cast" {
				out[id] = append(out[id], filepath.Base(path))
			}
		}
	}
	return out
}

// uncoveredSpells are the spells that deal damage, heal or impose a
// condition through nodes the engine runs but have no scenario casting
// them, by ruleset, each with why: every one left is a tree (or engine
// path) that gets the SRD wrong, and its reason says how ("wrong: ...").
// The scenarios expect the SRD's numbers, so such a spell waits here until
// the tree or the engine is fixed, then gets its cast-<id>.yaml.
//
// This list may only shrink. A spell whose tree becomes executable must
// come with a scenario, not an entry here (TestSpellScenarioCoverage fails
// naming it), and a spell that gains a scenario must leave the list.
var uncoveredSpells = map[string]map[string]string{
	"srd-5.2.1": {
		"antipathysympathy":  "wrong: a failed save gives both Charmed and Frightened at casting (SRD: one, chosen, when a creature of the kind comes within 120 ft)",
		"arcane-sword":       "wrong: the attack is made from the caster's space (reach 5 ft), not from the sword placed within 90 ft",
		"blindnessdeafness":  "wrong: a failed save gives both Blinded and Deafened (SRD: one, chosen)",
		"conjure-animals":    "wrong: creatures near the pack save as it appears (SRD: one that the pack moves within 10 ft of, or that enters or ends its turn there)",
		"conjure-fey":        "wrong: the attack is made from the caster's space (reach 5 ft), not from the spirit placed within 60 ft",
		"dissonant-whispers": "wrong: no slot scaling (SRD 5.2.1: 1d6 more per slot level above 1)",
		"divine-favor":       "wrong: deals 1d4 radiant to the caster at casting (SRD: 1d4 radiant more on each weapon hit)",
		"earthquake":         "wrong: every creature in the area takes 12d6 bludgeoning (SRD: Prone on a failed save; 12d6 only near a collapsing structure)",
		"eyebite":            "wrong: range self refuses the creature within 60 ft; a failed save would give Frightened, Poisoned and Unconscious at once (SRD: one effect, chosen)",
		"flaming-sphere":     "wrong: creatures within 5 ft save as it appears (SRD: one that ends its turn within 5 ft, or that the sphere is moved into)",
		"forbiddance":        "wrong: the target takes 5d10 at casting (SRD: creatures of the chosen kinds take it entering or starting a turn in the area)",
		"guardian-of-faith":  "wrong: creatures within 10 ft save and take 20 radiant as it appears (SRD: only an enemy that moves there or starts its turn there)",
		"ice-knife":          "wrong: no explosion (SRD: the target and each creature within 5 ft save or take 2d6 cold, hit or miss)",
		"imprisonment":       "wrong: a failed save gives both Restrained and Unconscious (SRD: one effect, chosen)",
		"magic-jar":          "wrong: the save incapacitates the target (SRD: a failed save lets the caster possess the body)",
		"phantasmal-killer":  "wrong: the repeat save and 4d10 at the end of each of the target's turns are not run",
		"power-word-stun":    "wrong: a target of 150 HP or fewer makes a Constitution save (SRD: it is Stunned, no save)",
		"prismatic-spray":    "wrong: the ray is the first option, not a d8 rolled per creature; a failed save also gives Blinded and Restrained at once",
		"prismatic-wall":     "wrong: the target saves at casting (SRD: a creature passing through the wall saves against each layer)",
		"sleep":              "wrong: the first failure gives only Incapacitated; the second save for Unconscious at the end of its turn is not run",
		"spiritual-weapon":   "wrong: the attack is made from the caster's space (reach 5 ft), not from the force placed within 60 ft",
		"symbol":             "wrong: gives Frightened, Incapacitated, Stunned and Unconscious at once with no save (SRD: one glyph's effect, on a failed save when triggered)",
		"vitriolic-sphere":   "wrong: the 5d4 for the end of a failed target's next turn is rolled and dealt at once (a save's failure ignores when)",
		"wall-of-ice":        "wrong: no slot scaling (SRD: 2d6 more per slot level above 6)",
		"wish":               "wrong: deals 1d10 necrotic at casting (SRD: the stress of a wish beyond duplicating a spell, per spell level)",
	},
	"srd-5.1": {
		"arcane-sword":      "wrong: the attack is made from the caster's space (reach 5 ft), not from the sword placed within 60 ft",
		"control-water":     "wrong: 2d8 bludgeoning to creatures in a 100-ft cube at casting (SRD: only from a whirlpool, to creatures in it)",
		"eyebite":           "wrong: range self refuses the creature within 60 ft; a failed save would give Frightened and Unconscious at once (SRD: one effect, chosen)",
		"feeblemind":        "wrong: a successful save takes no damage (SRD: the 4d6 psychic lands whatever the save); Intelligence and Charisma do not become 1",
		"flaming-sphere":    "wrong: a creature within 5 ft is struck as its turn starts (SRD: one that ends its turn there, or that the sphere is rammed into)",
		"guardian-of-faith": "wrong: creatures near it save and take 20 radiant at casting (SRD: only a hostile creature that moves within 10 ft or starts its turn there)",
		"hallow":            "wrong: creatures in the area are charmed on a failed save at casting (SRD: the area's chosen effect, on creatures entering it)",
		"imprisonment":      "wrong: a failed save always restrains (SRD: one of five forms, chosen; only Chaining restrains)",
		"incendiary-cloud":  "wrong: no save as the cloud appears (SRD 5.1: each creature in it saves then), and the turn trigger is the start, not the end",
		"insect-plague":     "wrong: a lasting area run only once, at casting; entering it or ending a turn there is not struck",
		"meteor-swarm":      "wrong: all 40d6 are fire (SRD: 20d6 fire and 20d6 bludgeoning), so fire resistance halves all of it",
		"phantasmal-killer": "wrong: the 4d10 psychic at the start of each of the target's turns is not run",
		"prismatic-spray":   "wrong: a failed save gives 10d6 of no type and Blinded, Petrified and Restrained at once (SRD: a d8 ray per creature)",
		"raise-dead":        "wrong: a dead creature stays dead, as Revivify's scenario shows (SRD: it returns with 1 hit point)",
		"scrying":           "wrong: the target becomes invisible on a failed save (SRD: the caster sees and hears it through a sensor)",
		"spiritual-weapon":  "wrong: the attack is made from the caster's space (reach 5 ft), not from the weapon placed within 60 ft",
		"wall-of-ice":       "wrong: creatures within a 10-ft sphere save at casting (SRD: a creature whose space the wall cuts through), no frigid-air damage for crossing",
	},
}

// TestSpellScenarioCoverage: every spell of each SRD whose tree the engine
// runs to damage, healing, temporary hit points or a condition has a
// scenario that casts it (issue 7), or is on uncoveredSpells.
func TestSpellScenarioCoverage(t *testing.T) {
	for _, rs := range []string{"srd-5.2.1", "srd-5.1"} {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		cast := castSpells(t, rs)
		allowed := uncoveredSpells[rs]
		var scored, covered []string
		for _, sp := range cat.Spells() {
			if len(scoredKinds(sp.Effects)) == 0 {
				continue
			}
			scored = append(scored, sp.ID)
			_, listed := allowed[sp.ID]
			switch {
			case len(cast[sp.ID]) > 0 && listed:
				t.Errorf("%s %s has a scenario (%s): take it off uncoveredSpells", rs, sp.ID, cast[sp.ID][0])
			case len(cast[sp.ID]) > 0:
				covered = append(covered, sp.ID)
			case !listed:
				t.Errorf("%s %s deals damage, heals or imposes a condition the engine runs, but no scenario under testdata/scenarios/%s casts it", rs, sp.ID, rs)
			}
		}
		for id := range allowed {
			if !slices.Contains(scored, id) {
				t.Errorf("%s %s is on uncoveredSpells but is not a spell the engine runs to damage, healing or a condition: take it off", rs, id)
			}
		}
		sort.Strings(covered)
		t.Logf("%s: %d of %d such spells have a scenario", rs, len(covered), len(scored))
	}
}

// TestScoredKinds: the walk follows only the branches the engine runs.
func TestScoredKinds(t *testing.T) {
	dmg := content.Effect{Kind: content.KindDamage, Dice: "1d6"}
	later := content.Effect{Kind: content.KindDamage, Dice: "1d6", When: []string{"target-turn-start"}}
	tests := []struct {
		name string
		tree []content.Effect
		want int
	}{
		{"a save's failure", []content.Effect{{Kind: content.KindSave, Fail: []content.Effect{dmg}}}, 1},
		{"an attack's hit, not its miss", []content.Effect{{Kind: content.KindAttack, Miss: []content.Effect{dmg}}}, 0},
		{"a node that acts later", []content.Effect{later}, 0},
		{"a heal of a value", []content.Effect{{Kind: content.KindHeal}}, 0},
		{"a heal of dice", []content.Effect{{Kind: content.KindHeal, Dice: "2d4"}}, 1},
		{"2014 Sleep's pool", []content.Effect{{Kind: content.KindArea, Value: "hp-pool", Then: []content.Effect{{Kind: content.KindCondition, Condition: "unconscious"}}}}, 0},
		{"a wall zone", []content.Effect{{Kind: content.KindZone, Shape: "wall", When: []string{"enter"}, Then: []content.Effect{dmg}}}, 0},
		{"a sphere zone", []content.Effect{{Kind: content.KindZone, Shape: "sphere", When: []string{"enter"}, Then: []content.Effect{dmg}}}, 1},
		{"a grant", []content.Effect{{Kind: content.KindGrant, Grant: "ac"}}, 0},
	}
	for _, tt := range tests {
		if got := len(scoredKinds(tt.tree)); got != tt.want {
			t.Errorf("%s: got %d scored nodes, want %d", tt.name, got, tt.want)
		}
	}
}

// TestPendingScenarios: the scenarios of testdata/pending/<ruleset>/ cast
// a spell the engine gets wrong, so each still fails and its spell is on
// uncoveredSpells; one that passes belongs in testdata/scenarios.
func TestPendingScenarios(t *testing.T) {
	for _, rs := range []string{"srd-5.2.1", "srd-5.1"} {
		files, err := Files([]string{filepath.Join("../testdata/pending", rs)})
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(path, data)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			listed := false
			for _, s := range f.Steps {
				if id, ok := s.Args["spell"].(string); ok && s.Do == "cast" {
					_, in := uncoveredSpells[rs][id]
					listed = listed || in
				}
			}
			if !listed {
				t.Errorf("%s casts no spell on uncoveredSpells[%s]", path, rs)
			}
			if out := RunFile(path); out.OK() && len(out.Unforced) == 0 {
				t.Errorf("%s now passes: move it to testdata/scenarios/%s and take its spell off uncoveredSpells", path, rs)
			}
		}
	}
}
