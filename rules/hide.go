package rules

import (
	"errors"
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// HideRule is how hiding and finding what is hidden work outside combat.
//
//   - 2024 (SRD 5.2.1, Rules Glossary, Hide): a DC 15 Dexterity (Stealth)
//     check; on a success the creature has the Invisible condition and its
//     total is the DC of Wisdom (Perception) checks to find it.
//   - 2014 (SRD 5.1, Hiding): the Stealth total against each observer's
//     passive Wisdom (Perception); a search is a Perception check contested
//     by that total.
//   - next-2013 (Playtest 2013, How to Play, Hiding): no passive scores;
//     each observer rolls Wisdom (Perception), a searcher Intelligence
//     (Search).
type HideRule struct {
	Cite      string
	DC        int  // the Stealth check's DC (2024: 15); 0 for none
	Invisible bool // a hidden creature has the Invisible condition (2024)
	// Observers: how those who might notice the hider take part:
	// "passive" (passive Perception), "roll" (a Perception check each) or
	// "" (they do not: the DC decides).
	Observers     string
	SearchSkill   string // the skill that finds a hidden creature
	ObjectSkill   string // the skill that finds a hidden object
	SearchMeetsDC bool   // a search total equal to the Stealth total finds (a DC); otherwise it must beat it (a contest)
}

// HideResult is the outcome of an attempt to hide.
type HideResult struct {
	Check      TestResult
	HiddenFrom []string // observers who did not notice
	NoticedBy  []string
	Observed   []TestResult // the observers' rolls, where they roll
}

// Errors for hiding and searching.
var (
	ErrNoHideRule = errors.New("rules: this ruleset has no rule for hiding")
	ErrNotHidden  = errors.New("rules: find: the creature is not hidden")
)

// Hide has c try to hide outside combat from observers.
func (rs *Ruleset) Hide(c *Creature, observers []*Creature, r dice.Roller) (HideResult, error) {
	var res HideResult
	h := rs.Hiding
	if h.SearchSkill == "" {
		return res, ErrNoHideRule
	}
	check, err := rs.Test(c, Test{Kind: Check, Ability: DEX, Skill: "stealth", DC: h.DC}, r)
	if err != nil {
		return res, err
	}
	res.Check = check
	hidden := h.DC == 0 || check.Success
	for _, o := range observers {
		var score int
		switch h.Observers {
		case "passive":
			score, _ = rs.Passive(o, Test{Ability: WIS, Skill: "perception"})
		case "roll":
			ot, err := rs.Test(o, Test{Kind: Check, Ability: WIS, Skill: "perception"}, r)
			if err != nil {
				return res, err
			}
			res.Observed = append(res.Observed, ot)
			score = ot.Total
		default:
			continue
		}
		// The Stealth total meets the observer's score as a check meets a
		// DC; a tie leaves the hider unnoticed.
		if check.AutoFail == "" && check.Total >= score {
			res.HiddenFrom = append(res.HiddenFrom, o.ID)
		} else {
			res.NoticedBy = append(res.NoticedBy, o.ID)
		}
	}
	hidden = hidden && check.AutoFail == "" && len(res.NoticedBy) == 0
	res.Check.Success = hidden
	if hidden {
		c.Hidden, c.StealthTotal = true, check.Total
		if h.Invisible {
			c.give("invisible", SourceHiding)
		}
	}
	return res, nil
}

// SourceHiding is the source of the Invisible condition a successful Hide
// gives (SRD 5.2.1, Rules Glossary, Hide), so that ending the hiding ends
// that instance and no other.
const SourceHiding = "hiding"

// Reveal ends c's hiding: it made a noise, attacked, or stopped.
func (rs *Ruleset) Reveal(c *Creature) {
	if c.Hidden && rs.Hiding.Invisible {
		rs.EndCondition(c, "invisible", SourceHiding)
	}
	c.Hidden, c.StealthTotal = false, 0
}

// Find has searcher look for the hidden target: a check with the ruleset's
// search skill against the target's Stealth total. Finding it ends its
// hiding.
func (rs *Ruleset) Find(searcher, target *Creature, t Test, r dice.Roller) (TestResult, error) {
	h := rs.Hiding
	if h.SearchSkill == "" {
		return TestResult{}, ErrNoHideRule
	}
	if !target.Hidden {
		return TestResult{}, fmt.Errorf("%w: %s", ErrNotHidden, target.ID)
	}
	t.Kind, t.Skill, t.DC = Check, h.SearchSkill, target.StealthTotal
	var err error
	if t.Ability, err = rs.SkillAbility(h.SearchSkill); err != nil {
		return TestResult{}, err
	}
	res, err := rs.Test(searcher, t, r)
	if err != nil {
		return res, err
	}
	res.Success = res.AutoFail == "" && (res.Total > t.DC || (h.SearchMeetsDC && res.Total == t.DC))
	if res.Success {
		rs.Reveal(target)
	}
	return res, nil
}

// FindObject has searcher look for a hidden object (a secret door, a
// trap) with the ruleset's object skill against dc. Searching the wrong
// place finds nothing, whatever the roll, so it is not rolled (SRD 5.2.1,
// Exploration, Hidden Objects; Playtest 2013, How to Play, Finding a
// Hidden Object).
func (rs *Ruleset) FindObject(searcher *Creature, t Test, wrongPlace bool, r dice.Roller) (TestResult, error) {
	if rs.Hiding.ObjectSkill == "" {
		return TestResult{}, ErrNoHideRule
	}
	if wrongPlace {
		return TestResult{AutoFail: "searched the wrong place"}, nil
	}
	t.Kind = Check
	if t.Skill == "" {
		t.Skill = rs.Hiding.ObjectSkill
		var err error
		if t.Ability, err = rs.SkillAbility(t.Skill); err != nil {
			return TestResult{}, err
		}
	}
	return rs.Test(searcher, t, r)
}
