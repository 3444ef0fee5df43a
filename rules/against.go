package rules

import (
	"errors"
	"fmt"
	"slices"
)

// AgainstRule is what a condition does to attack rolls made against its
// creature (SRD 5.2.1, Rules Glossary, Conditions; SRD 5.1, Appendix A;
// Playtest 2013, How to Play, Conditions; 5efp, Appendix PH-A).
type AgainstRule struct {
	Adv bool // attack rolls against it have advantage (blinded, restrained, ...)
	Dis bool // attack rolls against it have disadvantage (invisible)
	// NearAdv and FarDis: advantage for an attacker within 5 feet,
	// disadvantage for one farther away (prone; next-2013's prone has
	// only FarDis: a near attacker rolls normally).
	NearAdv, FarDis bool
	// NearCrit: a hit from an attacker within 5 feet is a critical hit
	// (paralyzed and unconscious in the SRDs and 5efp; not next-2013).
	NearCrit bool
}

// Reach is how near an attacker must be for the conditions that care
// about it (prone, paralyzed, unconscious): 5 feet.
const Reach = 5

// ErrCharmed refuses an attack on the creature that charmed the attacker.
var ErrCharmed = errors.New("rules: charmed: a charmed creature cannot attack its charmer")

// against adds to res what the target's conditions do to an attack roll
// against it from t.Feet away, and the 2024 Grappled's disadvantage on
// attacks against anyone but the grappler. It reports the condition that
// makes a hit a critical hit, if any.
func (rs *Ruleset) against(c *Creature, t *Test, res *TestResult) (crit string) {
	if t.Kind != Attack {
		return ""
	}
	if len(rs.exceptSource) > 0 {
		for i := range c.conditions {
			in := &c.conditions[i]
			if slices.Contains(rs.exceptSource, in.Name) && (t.Against == nil || t.Against.ID != in.Source) && c.Has(rs, in.Name) {
				res.Dis = append(res.Dis, in.Name)
				break
			}
		}
	}
	if t.Against == nil || len(t.Against.conditions) == 0 {
		return ""
	}
	near := t.Feet <= Reach
	var buf [16]*Condition
	for _, d := range t.Against.activeDefs(rs, buf[:0]) {
		if len(t.IgnoreTarget) > 0 && slices.Contains(t.IgnoreTarget, d.Name) {
			continue
		}
		a := &d.Against
		switch {
		case a.Adv, a.NearAdv && near:
			res.Adv = append(res.Adv, d.targetName)
		case a.Dis, a.FarDis && !near:
			res.Dis = append(res.Dis, d.targetName)
		}
		if a.NearCrit && near && crit == "" {
			crit = d.Name
		}
	}
	return crit
}

// charmedBy refuses an attack by c on a creature that charmed it, where
// the ruleset's Charmed forbids it (every ruleset's does).
func (rs *Ruleset) charmedBy(c *Creature, t *Test) error {
	if t.Kind != Attack || t.Against == nil {
		return nil
	}
	for i := range c.conditions {
		in := &c.conditions[i]
		if in.Source != "" && in.Source == t.Against.ID && rs.Conditions[in.Name].NoHarmSource {
			return fmt.Errorf("%w (%s, %s): %s charmed %s", ErrCharmed, rs.cites.conditions, in.Name, in.Source, c.ID)
		}
	}
	return nil
}

// socialAdv gives a check by c against a creature it charmed advantage,
// where the check is one to interact with it socially (t.Social).
func (rs *Ruleset) socialAdv(c *Creature, t *Test, res *TestResult) {
	if t.Kind != Check || !t.Social || t.Against == nil {
		return
	}
	for i := range t.Against.conditions {
		in := &t.Against.conditions[i]
		if in.Source == c.ID && rs.Conditions[in.Name].SourceSocialAdv {
			res.Adv = append(res.Adv, "target "+in.Name+" by "+c.ID)
			return
		}
	}
}
