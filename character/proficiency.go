package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// pool is a choice still open: count picks from a list.
type pool struct {
	from  string // who offers it, for messages
	count int
	list  []string
}

// skillID is a skill's name as the sheet uses it: stealth, animal-handling.
func skillID(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(strings.TrimPrefix(s, "skill-"), "_", "-")
	return strings.ReplaceAll(s, " ", "-")
}

// isSkill reports whether a proficiency id names a skill.
func (c *Character) isSkill(id string) bool {
	_, err := c.Ruleset.SkillAbility(skillID(id))
	return err == nil
}

// grant records a proficiency given outright.
func (c *Character) grant(id string) {
	if c.isSkill(id) {
		c.prof[skillID(id)] = true
		return
	}
	c.prof[id] = true
}

// buildProficiencies gives the proficiencies the character has outright
// and fills the choices from the spec.
func (c *Character) buildProficiencies() error {
	s := &c.Spec
	var pools []pool
	for i, e := range c.classes {
		if i == 0 {
			for _, a := range e.class.Saves {
				c.prof[a+"_save"] = true
			}
			for _, list := range [][]string{e.class.Armor, e.class.Weapons, e.class.Tools} {
				for _, p := range list {
					c.grant(p)
				}
			}
			for _, ch := range e.class.Choices {
				pools = append(pools, pool{e.class.ID, ch.Count, ch.From})
			}
			continue
		}
		for _, p := range e.class.Multiclass.Proficiencies {
			c.grant(p)
		}
		for _, ch := range e.class.Multiclass.Choices {
			pools = append(pools, pool{e.class.ID + " (multiclass)", ch.Count, ch.From})
		}
	}
	langs, langChoices := []string{}, 0
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		for _, p := range sp.Proficiencies {
			c.grant(p)
		}
		for _, ch := range sp.ProfChoices {
			pools = append(pools, pool{sp.ID, ch.Count, ch.From})
		}
		langs = append(langs, sp.Languages...)
		langChoices += sp.LanguageChoices
		for _, t := range sp.Traits {
			if t.Level > c.Level() {
				continue
			}
			for _, p := range t.Proficiencies {
				c.grant(p)
			}
			for _, ch := range t.Choices {
				pools = append(pools, pool{sp.ID + " " + t.ID, ch.Count, ch.From})
			}
			langChoices += t.Languages
		}
	}
	if bg := c.background; bg != nil {
		for _, p := range append(slices.Clone(bg.Skills), bg.Tools...) {
			c.grant(p)
		}
		for _, ch := range bg.ToolChoices {
			pools = append(pools, pool{bg.ID, ch.Count, ch.From})
		}
		langChoices += bg.LanguageChoices
	}
	expertise := 0
	for _, f := range c.features {
		for _, p := range f.Proficiencies {
			c.grant(p)
		}
		for _, a := range f.Saves {
			c.prof[a+"_save"] = true
		}
		for _, ch := range f.Choices {
			pools = append(pools, pool{f.ID, ch.Count, ch.From})
		}
		langs = append(langs, f.Languages...)
		g, ok := featureGrants[c.cat.Ruleset][f.ID] // extras.go
		if !ok || g.expertise == 0 {
			expertise += f.Expertise
		}
		for _, p := range g.prof {
			c.grant(p)
		}
		expertise += g.expertise
		langChoices += g.languages
		if cl, ok := c.cat.Class(f.Class); ok && g.classSkills > 0 && len(cl.Choices) > 0 {
			pools = append(pools, pool{f.ID, g.classSkills, cl.Choices[0].From})
		}
	}
	for _, ft := range c.feats {
		for _, p := range ft.Proficiencies {
			c.grant(p)
		}
		for _, ch := range ft.Choices {
			pools = append(pools, pool{"feat " + ft.ID, ch.Count, ch.From})
		}
	}
	// Skills then tools, each to the first open pool that offers it.
	for _, sk := range s.Skills {
		id := skillID(sk)
		if _, err := c.Ruleset.SkillAbility(id); err != nil {
			return fmt.Errorf("%w skill %q", ErrUnknown, sk)
		}
		if c.prof[id] {
			return fmt.Errorf("%w: %s is already proficient; choose another skill", ErrIllegal, id)
		}
		if !take(pools, func(o string) bool { return o == "any-skill" || c.isSkill(o) && skillID(o) == id }) {
			return fmt.Errorf("%w: no choice left offers skill %s (%s)", ErrIllegal, id, openChoices(pools, c.isSkill))
		}
		c.prof[id] = true
	}
	for _, tl := range s.Tools {
		if c.prof[tl] {
			return fmt.Errorf("%w: %s is already proficient; choose another tool", ErrIllegal, tl)
		}
		if !take(pools, func(o string) bool { return o == "any-tool" || o == tl || strings.TrimPrefix(o, "tool-") == tl }) {
			return fmt.Errorf("%w: no choice left offers tool %s (%s)", ErrIllegal, tl, openChoices(pools, func(o string) bool { return !c.isSkill(o) }))
		}
		c.prof[tl] = true
	}
	// Languages: those given outright and up to langChoices more.
	langRule := c.cite("Languages")
	if o, ok := originLanguages[c.cat.Ruleset]; ok { // extras.go: 2024 Common + 2
		langs = append(slices.Clone(o.fixed), langs...)
		langChoices += o.choices
		langRule = o.cite
	}
	for _, l := range langs {
		if !slices.Contains(c.languages, l) {
			c.languages = append(c.languages, l)
		}
	}
	extra := 0
	for _, l := range s.Languages {
		if slices.Contains(c.languages, l) {
			return fmt.Errorf("%w: language %s is already known", ErrIllegal, l)
		}
		c.languages = append(c.languages, l)
		extra++
	}
	if extra > langChoices {
		return fmt.Errorf("%w: %d languages chosen, %d allowed (%s)", ErrIllegal, extra, langChoices, langRule)
	}
	for _, p := range pools {
		if p.count > 0 {
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose %d more of %s", p.from, p.count, strings.Join(p.list, ", ")))
		}
	}
	if langChoices > extra {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("choose %d more languages", langChoices-extra))
	}
	// Expertise doubles skills the character is proficient in.
	if len(s.Expertise) > expertise {
		return fmt.Errorf("%w: %d expertise chosen, the features give %d", ErrIllegal, len(s.Expertise), expertise)
	}
	for _, x := range s.Expertise {
		id := x
		if c.isSkill(x) {
			id = skillID(x)
		}
		if !c.prof[id] {
			return fmt.Errorf("%w: expertise in %s needs proficiency in it first", ErrIllegal, id)
		}
		if c.expertise[id] {
			return fmt.Errorf("%w: expertise in %s chosen twice", ErrIllegal, id)
		}
		c.expertise[id] = true
	}
	if expertise > len(s.Expertise) {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("choose %d more expertise", expertise-len(s.Expertise)))
	}
	return nil
}

// take spends one pick of the first open pool with an option that fits.
func take(pools []pool, fits func(string) bool) bool {
	for i := range pools {
		if pools[i].count > 0 && slices.ContainsFunc(pools[i].list, fits) {
			pools[i].count--
			return true
		}
	}
	return false
}

// openChoices describes the open pools of one kind.
func openChoices(pools []pool, kind func(string) bool) string {
	var out []string
	for _, p := range pools {
		if p.count > 0 && slices.ContainsFunc(p.list, func(o string) bool { return kind(o) || strings.HasPrefix(o, "any-") }) {
			out = append(out, fmt.Sprintf("%s: %d of %s", p.from, p.count, strings.Join(p.list, ", ")))
		}
	}
	if len(out) == 0 {
		return "none open"
	}
	return strings.Join(out, "; ")
}
