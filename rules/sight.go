package rules

import (
	"errors"
	"fmt"
)

// SightRule is what obscured areas do to a creature trying to see into
// them (SRD 5.2.1, Exploration, Vision and Light; SRD 5.1, Vision and
// Light). The zero rule gives them no effect on checks (next-2013, whose
// obscured areas matter only for hiding).
type SightRule struct {
	Cite string
	// LightDis: a Wisdom (Perception) check that relies on sight into a
	// lightly obscured area has disadvantage.
	LightDis bool
	// HeavyBlinds: trying to see into a heavily obscured area, a creature
	// is in effect blinded, so a check that relies on sight fails.
	HeavyBlinds bool
}

// Obscurement levels a test's Obscured field may name.
const (
	LightlyObscured = "light"
	HeavilyObscured = "heavy"
)

// ErrUnknownObscurement refuses an obscurement other than light or heavy.
var ErrUnknownObscurement = errors.New("rules: unknown obscurement")

// refuse checks, before a test, the things about it the rules forbid.
func (rs *Ruleset) refuse(c *Creature, t *Test) error {
	switch t.Obscured {
	case "", LightlyObscured, HeavilyObscured:
	default:
		return fmt.Errorf("%w %q (want light or heavy)", ErrUnknownObscurement, t.Obscured)
	}
	return rs.paceForbids(c, t)
}

// obscured applies an obscured area to a check that relies on sight.
func (rs *Ruleset) obscured(t *Test, res *TestResult) {
	if t.Kind != Check {
		return
	}
	switch {
	case t.Obscured == HeavilyObscured && rs.Sight.HeavyBlinds && res.AutoFail == "":
		res.AutoFail = "heavily obscured (blinded)"
	case t.Obscured == LightlyObscured && rs.Sight.LightDis && normal(t.Skill) == "perception":
		res.Dis = append(res.Dis, "lightly obscured")
	}
}
