package main

import (
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestTargetIf(t *testing.T) {
	atk := func(hit ...content.Effect) []content.Effect {
		return []content.Effect{{Kind: content.KindAttack, Hit: hit}}
	}
	save := func() []content.Effect { return []content.Effect{{Kind: content.KindSave}} }
	prone := content.Effect{Kind: content.KindCondition, Condition: "prone"}
	for _, c := range []struct {
		name, desc, special string
		effects             []content.Effect
		want                []string
		hit                 int // conditions and damage left on the hit
	}{
		{"5.1 vampire bite", "Melee Weapon Attack: +9 to hit, reach 5 ft., one willing creature, or a creature that is grappled by the vampire, incapacitated, or restrained. Hit: 7 (1d6 + 4) piercing damage.",
			"", atk(), []string{"grappled-by-user", "willing", "incapacitated", "restrained"}, 0},
		{"5.1 stomp", "Melee Weapon Attack: +8 to hit, reach 5 ft., one prone creature. Hit: 22 (3d10 + 6) bludgeoning damage.",
			"", atk(prone), []string{"prone"}, 0},
		{"5.1 tail", "Melee Weapon Attack: +8 to hit, reach 10 ft., one target not grappled by the crocodile. Hit: 14 (2d8 + 5) bludgeoning damage. If the target is a creature, it must succeed on a DC 16 Strength saving throw or be knocked prone.",
			"", atk(prone), []string{"not-grappled-by-user"}, 1},
		{"5.2.1 spawn bite", "Constitution Saving Throw: DC 14, one creature within 5 feet that is willing or that has the Grappled, Incapacitated, or Restrained condition. Failure: X damage.",
			"", save(), []string{"willing", "grappled", "incapacitated", "restrained"}, 0},
		{"5.2.1 vampire bite", "Constitution Saving Throw: DC X, one X within X feet X. Failure: X damage.",
			"that is willing or that has the Grappled, Incapacitated, or Restrained condition", save(), []string{"willing", "grappled", "incapacitated", "restrained"}, 0},
		{"5.2.1 trample", "Dexterity Saving Throw: DC 16, one creature within 5 feet that has the Prone condition. Failure: X damage. Success: Half damage.",
			"", save(), []string{"prone"}, 0},
		{"5.2.1 elephant trample", "Dexterity Saving Throw: DC X, X within X feet that has the Prone condition.Failure: X damage.",
			"", save(), []string{"prone"}, 0},
		{"5.2.1 aboleth", "Intelligence Saving Throw: DC X, X within X feet. X by the X.", "that is Charmed or Grappled", save(), []string{"grappled", "charmed"}, 0},
		{"plain claw", "Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 8 (2d4 + 3) slashing damage.", "", atk(), nil, 0},
		{"Large or smaller", "Melee Weapon Attack: +6 to hit, reach 5 ft., one Large or smaller creature. Hit: X.", "", atk(), nil, 0},
		{"special of another kind", "", "Grappled creature", save(), nil, 0},
		{"no attack", "Melee Weapon Attack: +9 to hit, reach 5 ft., one prone creature. Hit: X.", "", nil, nil, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := targetIf(c.desc, c.special, c.effects)
			if !slices.Equal(got, c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			if len(c.effects) > 0 {
				if !slices.Equal(c.effects[0].TargetIf, c.want) {
					t.Errorf("effect TargetIf %v, want %v", c.effects[0].TargetIf, c.want)
				}
				if n := len(c.effects[0].Hit); n != c.hit {
					t.Errorf("hit keeps %d effects, want %d", n, c.hit)
				}
			}
		})
	}
}

// FuzzTargetIf feeds any text to the target-clause reader: it may not
// panic, and what it sets is what it returns.
func FuzzTargetIf(f *testing.F) {
	f.Add("Melee Weapon Attack: +9 to hit, reach 5 ft., one willing creature, or a creature that is grappled by the vampire, incapacitated, or restrained. Hit: X.", "")
	f.Add("Constitution Saving Throw: DC X, one X within X feet X.", "that is willing or that has the Grappled condition")
	f.Fuzz(func(t *testing.T, desc, special string) {
		if len(desc)+len(special) > 400 { // as FuzzMonsterForms: longer input slows minimizing to a crawl
			return
		}
		effects := []content.Effect{{Kind: content.KindAttack, Hit: []content.Effect{{Kind: content.KindCondition, Condition: "prone"}}}}
		got := targetIf(desc, special, effects)
		if !slices.Equal(got, effects[0].TargetIf) {
			t.Fatalf("returned %v, set %v", got, effects[0].TargetIf)
		}
	})
}
