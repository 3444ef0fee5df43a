package rules

import (
	"errors"
	"fmt"
	"slices"
)

// Help is the benefit of the Help action waiting on the helped creature:
// advantage on its next ability check (for the helper's chosen skill or
// tool, where there is one) or on its next attack roll against the enemy
// the helper distracts. Using it ends it; so does the start of the
// helper's next turn (SRD 5.2.1, Rules Glossary, Help; SRD 5.1, Actions in
// Combat, Help; Playtest 2013, How to Play, Help).
type Help struct {
	By     string // the helper
	Attack bool   // an attack roll rather than an ability check
	Target string // the enemy an attack must be against
	Skill  string // the check's skill; with Tool empty too, any check
	Tool   string
}

// Errors for Help the rules refuse.
var (
	ErrHelpSelf        = errors.New("rules: help: a creature cannot help itself")
	ErrHelpFoe         = errors.New("rules: help: the helped creature must be an ally")
	ErrHelpReach       = errors.New("rules: help: to assist an attack, the enemy must be within 5 feet of the helper")
	ErrHelpProficiency = errors.New("rules: help: to assist an ability check, the helper chooses a skill or tool it is proficient in")
)

// HelpCheck has helper take the Help action for helped's next ability
// check, with a skill or a tool (or for any check where both are empty).
// In a ruleset where helping needs proficiency (2024), the helper must
// name a skill or tool it is proficient in.
func (rs *Ruleset) HelpCheck(helper, helped *Creature, skill, tool string) error {
	if err := helpers(helper, helped); err != nil {
		return err
	}
	skill, tool = normal(skill), normal(tool)
	if rs.HelpNeedsProficiency {
		ok := (skill != "" && helper.Proficient[skill]) || (tool != "" && helper.Proficient[tool])
		if !ok {
			what := skill + tool
			if skill != "" && tool != "" {
				what = skill + " or " + tool
			}
			if what == "" {
				return fmt.Errorf("%w (%s): none named", ErrHelpProficiency, rs.cites.help)
			}
			return fmt.Errorf("%w (%s): %s is not proficient in %s", ErrHelpProficiency, rs.cites.help, helper.ID, what)
		}
	}
	helped.addHelp(Help{By: helper.ID, Skill: skill, Tool: tool})
	return nil
}

// HelpAttack has helper take the Help action to distract enemy, within 5
// feet of it, for helped's next attack roll against that enemy.
func (rs *Ruleset) HelpAttack(helper, helped, enemy *Creature) error {
	if err := helpers(helper, helped); err != nil {
		return err
	}
	if enemy == helped || enemy == helper {
		return fmt.Errorf("rules: help: the enemy of an assisted attack is neither the helper nor the helped creature")
	}
	if Squares(helper.Position, enemy.Position) > 1 {
		return fmt.Errorf("%w (%s): %s is %d feet from %s", ErrHelpReach, rs.cites.help, enemy.ID, 5*Squares(helper.Position, enemy.Position), helper.ID)
	}
	helped.addHelp(Help{By: helper.ID, Attack: true, Target: enemy.ID})
	return nil
}

func helpers(helper, helped *Creature) error {
	switch {
	case helper == helped || helper.ID == helped.ID:
		return ErrHelpSelf
	case helper.Side != "" && helped.Side != "" && helper.Side != helped.Side:
		return fmt.Errorf("%w: %s is on side %s, %s on side %s", ErrHelpFoe, helper.ID, helper.Side, helped.ID, helped.Side)
	}
	return nil
}

// addHelp keeps one Help of each kind from each helper: a new one replaces
// the old.
func (c *Creature) addHelp(h Help) {
	c.helps = slices.DeleteFunc(c.helps, func(o Help) bool { return o.By == h.By && o.Attack == h.Attack })
	c.helps = append(c.helps, h)
}

// Helps lists the Help benefits waiting on c (a copy).
func (c *Creature) Helps() []Help { return slices.Clone(c.helps) }

// Helped reports whether a Help waits on c (len(c.Helps()) > 0, without
// the copy).
func (c *Creature) Helped() bool { return len(c.helps) > 0 }

// fits reports whether the Help applies to test t.
func (h Help) fits(t Test) bool {
	if h.Attack {
		return t.Kind == Attack && h.Target == t.Target
	}
	if t.Kind != Check {
		return false
	}
	if h.Skill == "" && h.Tool == "" {
		return true
	}
	return (h.Skill != "" && h.Skill == normal(t.Skill)) || (h.Tool != "" && h.Tool == normal(t.Tool))
}

// helped reports whether some Help fits t.
func (c *Creature) helped(t Test) bool {
	for _, h := range c.helps {
		if h.fits(t) {
			return true
		}
	}
	return false
}

// useHelp ends every Help that t used.
func (c *Creature) useHelp(t Test) {
	c.helps = slices.DeleteFunc(c.helps, func(h Help) bool { return h.fits(t) })
}

// Squares is the distance between two grid squares in squares of 5 feet,
// counting a diagonal step as one.
func Squares(a, b [2]int) int {
	return max(abs(a[0]-b[0]), abs(a[1]-b[1]))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
