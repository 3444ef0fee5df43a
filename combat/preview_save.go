package combat

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// SaveOdds is the preview of a stat block's saving-throw action against
// one creature: the save's ability and DC, and the exact chance that the
// creature succeeds (its bonus, advantage and automatic failures
// counted; Legendary Resistance not).
type SaveOdds struct {
	Ability string  `json:"ability"`
	DC      int     `json:"dc"`
	Success float64 `json:"success"`
}

// PreviewSave works out the odds of the first saving throw feature of
// by's stat block calls for, against target: false when the feature calls
// for none (SRD 5.2.1, Rules Glossary, Saving Throw; SRD 5.1, Using Ability
// Scores, Saving Throws).
func PreviewSave(s *State, by, feature, target string) (SaveOdds, bool) {
	c, t := s.Get(by), s.Get(target)
	if c == nil || t == nil || c.Statblock == nil {
		return SaveOdds{}, false
	}
	f, _ := c.Statblock.Feature(feature)
	if f == nil {
		return SaveOdds{}, false
	}
	var e *content.Effect
	content.WalkAll(f.Effects, func(x *content.Effect) {
		if e == nil && x.Kind == content.KindSave && x.DC > 0 {
			e = x
		}
	})
	if e == nil {
		return SaveOdds{}, false
	}
	ab, err := rules.ParseAbility(e.Ability)
	if err != nil {
		return SaveOdds{}, false
	}
	test := rules.Test{Kind: rules.Save, Ability: ab, DC: e.DC, Adv: s.SaveAdv(t.ID, ab), Bonus: s.saveBonus(t, ab)}
	res, err := s.rs.Test(t.Creature.Fork(), test, dice.Roller(faces(1)))
	if err != nil {
		return SaveOdds{}, false
	}
	odds := SaveOdds{Ability: ab.String(), DC: e.DC}
	if res.AutoFail == "" && len(res.Dice) > 0 {
		bonus := res.Total - 1
		odds.Success, _ = chances(res.Mode.String(), func(f int) bool { return f+bonus >= e.DC }, func(int) bool { return false })
	}
	return odds, true
}
