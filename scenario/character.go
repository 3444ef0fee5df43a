package scenario

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/goccy/go-yaml"
)

// characterCreature builds a creature from a `character:` spec, in the
// format of docs/characters.md; the spec's ruleset defaults to the file's.
// The sheet's weapon attacks (with their chosen masteries) become the
// combatant's attacks.
func (r *runner) characterCreature(spec CreatureSpec) (*rules.Creature, error) {
	raw, err := yaml.Marshal(spec.Character)
	if err != nil {
		return nil, fmt.Errorf("creature %s: character: %w", spec.ID, err)
	}
	j, err := yaml.YAMLToJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("creature %s: character: %w", spec.ID, err)
	}
	s, err := character.DecodeSpec(j)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	if s.Ruleset == "" {
		s.Ruleset = r.f.Ruleset
	}
	if s.Name == "" {
		s.Name = spec.ID
	}
	cat, err := content.Open(s.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	ch, err := character.Build(s, cat)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	c := ch.Creature()
	c.ID = spec.ID
	if r.monsters == nil {
		r.monsters = map[string]*combat.Combatant{}
	}
	r.monsters[spec.ID] = &combat.Combatant{Creature: c, Attacks: CharacterAttacks(ch.Sheet.Attacks)}
	return c, nil
}

// CharacterAttacks are a sheet's weapon attacks as combat attacks: by
// ability and proficiency when the sheet adds nothing else to hit (so
// combat adds the modifier, as Graze and an off-hand attack need), with
// the damage's other bonuses in the dice; otherwise by the whole bonus and
// damage. Reach 5 ft (10 with Reach) for a melee or thrown weapon, the
// range of a ranged or thrown one.
func CharacterAttacks(as []character.Attack) []combat.Attack {
	var out []combat.Attack
	for _, a := range as {
		at := combat.Attack{ID: a.ID, Ability: a.Ability, Type: a.DamageType,
			Light: slices.Contains(a.Properties, "light"), Mastery: a.Mastery, Magical: a.Magical}
		plain := true
		for _, t := range a.ToHit.Terms[1:] {
			if t.Source == "proficiency" {
				at.Proficient = true
			} else {
				plain = false
			}
		}
		extra := rules.Sum(a.Damage.Terms[1:])
		at.Damage = a.WeaponDice
		if extra != 0 {
			at.Damage = fmt.Sprintf("%s%+d", a.WeaponDice, extra)
		}
		if !plain {
			hit := a.ToHit.Value
			at.ToHit, at.Proficient, at.Damage = &hit, false, a.Dice
		}
		thrown := slices.Contains(a.Properties, "thrown")
		if len(a.Range) == 2 {
			at.Range = [2]int{a.Range[0], a.Range[1]}
		}
		if len(a.Range) < 2 || thrown {
			at.Reach = 5
			if slices.Contains(a.Properties, "reach") {
				at.Reach = 10
			}
		}
		out = append(out, at)
	}
	return out
}
