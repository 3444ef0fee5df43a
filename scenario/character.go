package scenario

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/goccy/go-yaml"
)

// characterCreature builds a creature from a `character:` spec, in the
// format of docs/characters.md; the spec's ruleset defaults to the file's.
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
	return c, nil
}
