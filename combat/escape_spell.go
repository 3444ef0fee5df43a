package combat

import (
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// escapeChecks are the checks a spell condition's `ends` names that its
// holder makes with its action against the caster's spell save DC to end
// it (Entangle, Web, Black Tentacles, Ensnaring Strike): the escape
// command, as for a grapple. The choice of two is the holder's best
// (decision, as for a grapple).
var escapeChecks = map[string][]rules.Test{
	"athletics":        {{Kind: rules.Check, Ability: rules.STR, Skill: "athletics"}},
	"str-check":        {{Kind: rules.Check, Ability: rules.STR}},
	"str-or-dex-check": {{Kind: rules.Check, Ability: rules.STR}, {Kind: rules.Check, Ability: rules.DEX}},
}

// spellHold is c's condition from a spell that an escape check ends, the
// checks it allows and the caster; target, when not "", names the spell
// or the caster. ok is false when there is none.
func (s *State) spellHold(c *Combatant, target string) (in rules.ConditionInstance, tests []rules.Test, caster *Combatant, ok bool) {
	for _, in := range c.Instances() {
		spell, rest, found := strings.Cut(in.Source, " (")
		if !found {
			continue
		}
		by := s.Get(strings.TrimSuffix(rest, ")"))
		if by == nil || target != "" && target != spell && target != by.ID {
			continue
		}
		sp, err := s.spell(spell)
		if err != nil {
			continue
		}
		var ts []rules.Test
		content.WalkAll(sp.Effects, func(e *content.Effect) {
			if e.Kind == content.KindCondition && e.Condition == in.Name && escapeChecks[e.Ends] != nil && ts == nil {
				ts = escapeChecks[e.Ends]
			}
		})
		if ts != nil {
			return in, ts, by, true
		}
	}
	return rules.ConditionInstance{}, nil, nil, false
}

// escapeSpell: c's action to end a spell's hold on it with the check the
// spell names against the caster's spell save DC (decision: the DC the
// caster has now).
func (d *decider) escapeSpell(c *Combatant, in rules.ConditionInstance, tests []rules.Test, by *Combatant) error {
	s := d.s
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "escape", Uses: "action", Target: by.ID}); err != nil {
		return err
	}
	t := s.best(c, tests)
	t.DC, _ = s.SpellDC(by)
	won, err := d.roll(c, by, "escape", t)
	if err != nil || !won {
		return err
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: c.ID, Type: in.Name, Option: "end", Reason: in.Source})
}
