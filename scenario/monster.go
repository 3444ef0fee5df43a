package scenario

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// catalogMonster builds a creature from a monster of the ruleset's
// catalog (monster: <id>): its hit points, AC, speed, size, scores, CR,
// save and skill proficiencies (a skill bonus of twice the proficiency
// bonus is expertise) and defences. A stats: block then overrides it.
func catalogMonster(rs *rules.Ruleset, id, name string) (*rules.Creature, error) {
	cat, err := content.Open(rs.Name)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", id, err)
	}
	m, ok := cat.Monster(name)
	if !ok {
		_, err := cat.Find("monster", name)
		return nil, fmt.Errorf("creature %s: %w", id, err)
	}
	c := rules.NewCreature(id)
	c.Monster = true
	c.HP, c.MaxHP, c.AC = m.HP, m.HP, m.AC
	c.BaseSpeed, c.Size = m.Speed.Walk, m.Size
	c.Scores = m.Abilities
	c.CR8, c.HasCR = m.CREighths(), true
	pb := rules.ProficiencyByCR(c.CR8)
	for _, s := range m.Saves {
		c.Proficient[s.Of+"_save"] = true
	}
	for _, s := range m.Skills {
		key := strings.ReplaceAll(s.Of, "-", "_")
		c.Proficient[key] = true
		if a, err := rs.SkillAbility(key); err == nil && s.Value-rules.Modifier(c.Scores[a]) >= 2*pb {
			c.Proficient["expertise:"+key] = true
		}
	}
	for _, set := range []struct {
		names []string
		into  map[string]bool
	}{{m.Resist, c.Resist}, {m.Vulnerable, c.Vulnerable}, {m.Immune, c.Immune}, {m.ConditionImmune, c.ConditionImmune}} {
		for _, n := range set.names {
			set.into[n] = true
		}
	}
	return c, nil
}
