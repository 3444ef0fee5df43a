package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TravelRule is a ruleset's travel paces (SRD 5.2.1, Exploration, Travel
// Pace; SRD 5.1, Movement, Travel Pace).
type TravelRule struct {
	Cite  string
	Paces []Pace
	// StealthPaces are the paces at which a traveller can use Stealth at
	// all; empty means every pace (2014: only slow).
	StealthPaces []string
	// ForcedMarch: each hour of a day's travel past Hours calls for a
	// Constitution save at DC + the hours past, or a level of exhaustion
	// (2014); nil for none.
	ForcedMarch *ForcedMarch
	// Mounted: riders cover Times the hourly distance of a pace (Pace, or
	// their own when "") for one hour (2024: twice their pace; 2014: a
	// gallop, twice the fast pace); nil for none.
	Mounted *MountedRule
}

// MountedRule is the mounted dash of an hour.
type MountedRule struct {
	Times int
	Pace  string
}

// ForcedMarch is the rule for travelling longer than a day's hours.
type ForcedMarch struct {
	Hours int // 8
	DC    int // 10, plus 1 per hour past Hours
}

// Pace is one row of the travel pace table and what it does.
type Pace struct {
	Name          string
	FeetPerMinute int
	MilesPerHour  int
	MilesPerDay   int
	Effects       []PaceEffect
	// SpeedTimes: the feet a minute are the slowest traveller's speed times
	// this (next-2013: 10 walking, 20 hustling), instead of FeetPerMinute.
	SpeedTimes int
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
	var names []string
	for _, p := range rs.TravelPace.Paces {
		names = append(names, p.Name)
	}
	return nil, fmt.Errorf("%w %q (want %s)", ErrUnknownPace, name, strings.Join(names, ", "))
}

// Distance is how far a group travels at a pace in the given minutes,
// hours and days: feet and miles, each explained; and, for a forced
// march, the saving throws each traveller made and the exhaustion it
// gained, in the order of the travellers.
type Distance struct {
	Feet, Miles int
	Explain     []Term
	Saves       [][]TestResult
	Exhaustion  []int
}

// Travel sets each traveller's pace and says how far they go in the time
// given. A pace of "" ends travelling. The hours are one day's travel: where
// the ruleset has a forced march rule, each hour past its limit calls for a
// Constitution save from every traveller, rolled traveller by traveller,
// hour by hour.
func (rs *Ruleset) Travel(cs []*Creature, pace string, minutes, hours, days int, r dice.Roller) (Distance, error) {
	return rs.travel(cs, pace, minutes, hours, days, false, r)
}

// TravelMounted is Travel for a mounted group, whose first hour goes at
// the ruleset's mounted rate where it has one.
func (rs *Ruleset) TravelMounted(cs []*Creature, pace string, minutes, hours, days int, r dice.Roller) (Distance, error) {
	if rs.TravelPace == nil || rs.TravelPace.Mounted == nil {
		return Distance{}, fmt.Errorf("rules: travel: %s has no rule for mounted travel", rs.Name)
	}
	return rs.travel(cs, pace, minutes, hours, days, true, r)
}

func (rs *Ruleset) travel(cs []*Creature, pace string, minutes, hours, days int, mounted bool, r dice.Roller) (Distance, error) {
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
	if rs.TravelPace.ForcedMarch != nil && hours > 24 {
		return d, fmt.Errorf("rules: travel: %d hours is more than a day; give the whole days as days", hours)
	}
	cite := rs.TravelPace.Cite
	if p.SpeedTimes > 0 {
		if hours > 0 || days > 0 {
			return d, fmt.Errorf("rules: travel: %s gives distances by the minute only (%s)", rs.Name, cite)
		}
		slowest := -1
		for _, c := range cs {
			if s := c.Speed(rs); slowest < 0 || s < slowest {
				slowest = s
			}
		}
		p2 := *p
		p2.FeetPerMinute = max(0, slowest) * p.SpeedTimes
		p = &p2
	}
	d.Feet = p.FeetPerMinute * minutes
	d.Miles = p.MilesPerHour*hours + p.MilesPerDay*days
	if minutes > 0 {
		d.Explain = append(d.Explain, Term{d.Feet, fmt.Sprintf("feet: %d minutes at %d ft (%s)", minutes, p.FeetPerMinute, pace), cite})
	}
	walked := hours // the hours at the pace's own rate
	if mounted && hours > 0 {
		m := rs.TravelPace.Mounted
		fast := p
		if m.Pace != "" {
			if fast, err = rs.pace(m.Pace); err != nil {
				return d, err
			}
		}
		first := m.Times * fast.MilesPerHour
		d.Miles += first - p.MilesPerHour
		d.Explain = append(d.Explain, Term{first, fmt.Sprintf("miles: 1 hour mounted at %d x %d", m.Times, fast.MilesPerHour), cite})
		walked--
	}
	if walked > 0 {
		d.Explain = append(d.Explain, Term{p.MilesPerHour * walked, fmt.Sprintf("miles: %d hours at %d (%s)", walked, p.MilesPerHour, pace), cite})
	}
	if days > 0 {
		d.Explain = append(d.Explain, Term{p.MilesPerDay * days, fmt.Sprintf("miles: %d days at %d (%s)", days, p.MilesPerDay, pace), cite})
	}
	for _, c := range cs {
		c.Pace = pace
	}
	if fm := rs.TravelPace.ForcedMarch; fm != nil && hours > fm.Hours {
		d.Saves, d.Exhaustion = make([][]TestResult, len(cs)), make([]int, len(cs))
		for i, c := range cs {
			for h := fm.Hours + 1; h <= hours && !c.Dead; h++ {
				dc := fm.DC + h - fm.Hours
				res, err := rs.Test(c, Test{Kind: Save, Ability: CON, DC: dc}, r)
				if err != nil {
					return d, err
				}
				d.Saves[i] = append(d.Saves[i], res)
				if !res.Success {
					before := c.Exhaustion
					if err := rs.AddCondition(c, "exhaustion", 1); err != nil {
						return d, err
					}
					d.Exhaustion[i] += c.Exhaustion - before
				}
			}
		}
	}
	return d, nil
}

// paceForbids refuses a Stealth check at a pace that does not allow one.
func (rs *Ruleset) paceForbids(c *Creature, t *Test) error {
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
func (rs *Ruleset) exploring(c *Creature, t *Test, res *TestResult) {
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
	rs.obscured(t, res)
}
