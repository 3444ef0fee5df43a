package rules

import (
	"errors"
	"fmt"
	"slices"
)

// TravelRule is a ruleset's travel paces (SRD 5.2.1, Exploration, Travel
// Pace; SRD 5.1, Movement, Travel Pace).
type TravelRule struct {
	Cite  string
	Paces []Pace
	// StealthPaces are the paces at which a traveller can use Stealth at
	// all; empty means every pace (2014: only slow).
	StealthPaces []string
}

// Pace is one row of the travel pace table and what it does.
type Pace struct {
	Name          string
	FeetPerMinute int
	MilesPerHour  int
	MilesPerDay   int
	Effects       []PaceEffect
}

// PaceEffect is what a pace does to checks with some skills: advantage,
// disadvantage, or a penalty to passive scores.
type PaceEffect struct {
	Skills  []string
	Adv     bool
	Dis     bool
	Passive int // added to passive scores with these skills: -5 (2014, fast)
}

// Errors for travel.
var (
	ErrNoTravelRule = errors.New("rules: this ruleset has no travel pace table")
	ErrUnknownPace  = errors.New("rules: unknown travel pace")
	ErrNoStealth    = errors.New("rules: travel pace: stealth is only possible at a slow pace")
)

// pace finds a pace by name.
func (rs *Ruleset) pace(name string) (*Pace, error) {
	if rs.TravelPace == nil {
		return nil, ErrNoTravelRule
	}
	for i := range rs.TravelPace.Paces {
		if rs.TravelPace.Paces[i].Name == name {
			return &rs.TravelPace.Paces[i], nil
		}
	}
	return nil, fmt.Errorf("%w %q (want fast, normal or slow)", ErrUnknownPace, name)
}

// Distance is how far a group travels at a pace in the given minutes,
// hours and days: feet and miles, each explained.
type Distance struct {
	Feet, Miles int
	Explain     []Term
}

// Travel sets each traveller's pace and says how far they go in the time
// given. A pace of "" ends travelling.
func (rs *Ruleset) Travel(cs []*Creature, pace string, minutes, hours, days int) (Distance, error) {
	var d Distance
	if pace == "" {
		for _, c := range cs {
			c.Pace = ""
		}
		return d, nil
	}
	p, err := rs.pace(pace)
	if err != nil {
		return d, err
	}
	if minutes < 0 || hours < 0 || days < 0 {
		return d, fmt.Errorf("rules: travel: a time of travel is never negative")
	}
	cite := rs.TravelPace.Cite
	d.Feet = p.FeetPerMinute * minutes
	d.Miles = p.MilesPerHour*hours + p.MilesPerDay*days
	if minutes > 0 {
		d.Explain = append(d.Explain, Term{d.Feet, fmt.Sprintf("feet: %d minutes at %d ft (%s)", minutes, p.FeetPerMinute, pace), cite})
	}
	if hours > 0 {
		d.Explain = append(d.Explain, Term{p.MilesPerHour * hours, fmt.Sprintf("miles: %d hours at %d (%s)", hours, p.MilesPerHour, pace), cite})
	}
	if days > 0 {
		d.Explain = append(d.Explain, Term{p.MilesPerDay * days, fmt.Sprintf("miles: %d days at %d (%s)", days, p.MilesPerDay, pace), cite})
	}
	for _, c := range cs {
		c.Pace = pace
	}
	return d, nil
}

// paceForbids refuses a Stealth check at a pace that does not allow one.
func (rs *Ruleset) paceForbids(c *Creature, t Test) error {
	if c.Pace == "" || rs.TravelPace == nil || len(rs.TravelPace.StealthPaces) == 0 || t.Kind != Check || normal(t.Skill) != "stealth" {
		return nil
	}
	if !slices.Contains(rs.TravelPace.StealthPaces, c.Pace) {
		return fmt.Errorf("%w, not %s (%s)", ErrNoStealth, c.Pace, rs.TravelPace.Cite)
	}
	return nil
}

// paceEffects are the effects of c's pace on a check with skill.
func (rs *Ruleset) paceEffects(c *Creature, skill string) []PaceEffect {
	if c.Pace == "" || skill == "" {
		return nil
	}
	p, err := rs.pace(c.Pace)
	if err != nil {
		return nil
	}
	var out []PaceEffect
	for _, e := range p.Effects {
		if slices.Contains(e.Skills, normal(skill)) {
			out = append(out, e)
		}
	}
	return out
}

// pacePassive appends the pace's penalty to a passive score.
func (rs *Ruleset) pacePassive(c *Creature, t Test, terms []Term) []Term {
	for _, e := range rs.paceEffects(c, t.Skill) {
		if e.Passive != 0 {
			terms = append(terms, Term{e.Passive, c.Pace + " pace", rs.TravelPace.Cite})
		}
	}
	return terms
}

// exploring adds to a test the advantage and disadvantage that come from
// c's pace, its encumbrance and an obscured area it is trying to see into.
func (rs *Ruleset) exploring(c *Creature, t Test, res TestResult) TestResult {
	if t.Kind == Check {
		for _, e := range rs.paceEffects(c, t.Skill) {
			switch {
			case e.Adv:
				res.Adv = append(res.Adv, c.Pace+" pace")
			case e.Dis:
				res.Dis = append(res.Dis, c.Pace+" pace")
			}
		}
	}
	if e := rs.Encumbrance(c); e != nil {
		for _, eff := range e.Effects {
			if eff.applies(t.Kind, t.Ability) && eff.Dis {
				res.Dis = append(res.Dis, e.Name)
				break
			}
		}
	}
	return rs.obscured(t, res)
}
