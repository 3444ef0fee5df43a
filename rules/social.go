package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
)

// SocialRule is how a check sways a creature with an attitude toward the
// party: Friendly, Indifferent or Hostile.
//
//   - next-2013 (Playtest 2013, How to Play, Social Interaction): a
//     Charisma check reaches a tier of the attitude's reaction table
//     (default, DC 10, DC 20); a low roll never worsens the attitude.
//   - 2024 (SRD 5.2.1, Rules Glossary, Influence): a willing creature
//     complies and an unwilling one refuses without a check; a hesitant
//     one needs a check at DC 15 or its Intelligence score, whichever is
//     higher, with advantage if it is Friendly and disadvantage if Hostile.
type SocialRule struct {
	Cite      string
	Reactions map[string][]Reaction // by attitude, lowest DC first (next-2013)
	MinDC     int                   // the least DC of an influence check (2024: 15)
	// DCAbility: the DC is at least the target's score in this ability
	// (2024: Intelligence); NoAbility for none.
	DCAbility Ability
	Modes     map[string]Mode // the mode an attitude gives the check (2024)
}

// Reaction is one row of an attitude's reaction table: what the creature
// does for a check that reaches DC.
type Reaction struct {
	DC   int
	What string
}

// Attitudes are the three attitudes, friendliest first.
var Attitudes = []string{"friendly", "indifferent", "hostile"}

// Errors for social checks.
var (
	ErrNoSocialRule    = errors.New("rules: this ruleset has no rule for swaying a creature's attitude")
	ErrUnknownAttitude = errors.New("rules: unknown attitude")
)

// SocialResult is the outcome of a social check.
type SocialResult struct {
	Check    TestResult
	DC       int    // the DC reached (next-2013) or needed (2024)
	Reaction string // what the creature does (next-2013)
	Rolled   bool   // false when no check was needed
}

// attitude is c's attitude, Indifferent unless set (the usual default in
// both texts).
func attitude(c *Creature) (string, error) {
	a := c.Attitude
	if a == "" {
		return "indifferent", nil
	}
	if !slices.Contains(Attitudes, a) {
		return "", fmt.Errorf("%w %q (want friendly, indifferent or hostile)", ErrUnknownAttitude, a)
	}
	return a, nil
}

// Sway has by try to get target to do something with the check t (a
// Charisma check with Deception, Intimidation, Persuasion...).
// willingness is "hesitant" (or "") for a check, "willing" or "unwilling"
// for none, where the ruleset has that rule (2024). A dc above 0 replaces
// the 2024 default DC.
func (rs *Ruleset) Sway(by, target *Creature, t Test, willingness string, r dice.Roller) (SocialResult, error) {
	var res SocialResult
	s := rs.Social
	if s == nil {
		return res, ErrNoSocialRule
	}
	att, err := attitude(target)
	if err != nil {
		return res, err
	}
	t.Kind = Check
	if s.Reactions != nil { // a reaction table
		if willingness != "" {
			return res, fmt.Errorf("rules: %s has no willing or unwilling creatures: the attitude table decides (%s)", rs.Name, s.Cite)
		}
		t.DC = 0
		check, err := rs.Test(by, t, r)
		if err != nil {
			return res, err
		}
		res.Check, res.Rolled = check, true
		rows := s.Reactions[att]
		res.Reaction = rows[0].What
		for _, row := range rows[1:] {
			if check.AutoFail == "" && check.Total >= row.DC {
				res.DC, res.Reaction = row.DC, row.What
			}
		}
		res.Check.Success = res.DC > 0
		return res, nil
	}
	switch willingness {
	case "willing":
		res.Check.Success = true
		return res, nil
	case "unwilling":
		return res, nil
	case "", "hesitant":
	default:
		return res, fmt.Errorf("rules: willingness %q (want willing, hesitant or unwilling)", willingness)
	}
	if t.DC <= 0 {
		t.DC = s.MinDC
		if s.DCAbility != NoAbility {
			t.DC = max(t.DC, target.Scores[s.DCAbility])
		}
	}
	switch s.Modes[att] {
	case Advantage:
		t.Adv = append(t.Adv, att)
	case Disadvantage:
		t.Dis = append(t.Dis, att)
	}
	check, err := rs.Test(by, t, r)
	if err != nil {
		return res, err
	}
	res.Check, res.DC, res.Rolled = check, t.DC, true
	return res, nil
}
