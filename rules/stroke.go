package rules

import (
	"slices"
	"strings"
)

// Stroke is Stroke of Luck held ready (SRD 5.1, Classes, Rogue, Stroke of
// Luck: a missed attack roll against a target in range becomes a hit, or a
// failed ability check's d20 counts as a 20; SRD 5.2.1, Classes, Rogue,
// Stroke of Luck: a failed D20 Test's roll becomes a 20). It turns the
// creature's next failed test of those kinds; the caller sees its term in
// the explanation (StrokeBy), spends the use and clears it. Decisions: a
// d20 that counts as a 20 hits but is no critical hit (the die was not
// rolled a 20); a death save is not turned; it is kept when a 20 would
// fail too.
type Stroke struct {
	// Set20 are the tests whose d20 counts as a 20 when they fail;
	// MissHits turns a missed attack roll into a hit.
	Set20    []TestKind
	MissHits bool
	Source   string
	Rule     string
}

// stroke turns a failed test by c's Stroke of Luck, when held ready.
func stroke(c *Creature, t Test, res *TestResult) {
	st := c.Stroke
	if st == nil || res.Success || res.AutoFail != "" || t.Kind == DeathSave || res.DC <= 0 {
		return
	}
	switch {
	case t.Kind == Attack && st.MissHits:
		res.Explain = append(res.Explain, Term{0, st.Source + ": the miss is a hit", st.Rule})
		res.Success = true
	case slices.Contains(st.Set20, t.Kind) && res.Roll > 0:
		if t.Kind != Attack && res.Total+20-res.Roll < res.DC {
			return // a 20 would fail too: kept (decision)
		}
		res.Explain = append(res.Explain, Term{20 - res.Roll, st.Source + ": the d20 counts as a 20", st.Rule})
		res.Total = Sum(res.Explain)
		res.Success = true // a 20 on an attack roll hits
	}
}

// StrokeBy reports whether the terms of a test hold c's Stroke of Luck:
// the test spent it.
func StrokeBy(c *Creature, terms []Term) bool {
	st := c.Stroke
	if st == nil {
		return false
	}
	for _, t := range terms {
		if t.Rule == st.Rule && strings.HasPrefix(t.Source, st.Source+": ") {
			return true
		}
	}
	return false
}
