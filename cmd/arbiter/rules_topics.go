package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// moreTopics are the topics of `rules show` beyond conditions and
// exhaustion, in the order the usage lists them.
var moreTopics = []struct {
	name string
	show func(io.Writer, *rules.Ruleset)
}{
	{"carrying", showCarrying},
	{"travel", showTravel},
	{"vision", showVision},
	{"cover", showCover},
	{"hiding", showHiding},
	{"hazards", showHazards},
	{"social", showSocial},
	{"spellcasting", showSpellcasting},
}

// topicNames lists every topic of `rules show`.
func topicNames() []string {
	out := []string{"conditions", "exhaustion", "health"}
	for _, t := range moreTopics {
		out = append(out, t.name)
	}
	return out
}

// showMore prints a topic of moreTopics and reports whether it was one.
func showMore(w io.Writer, rs *rules.Ruleset, topic string) bool {
	i := slices.IndexFunc(moreTopics, func(t struct {
		name string
		show func(io.Writer, *rules.Ruleset)
	}) bool {
		return t.name == topic
	})
	if i < 0 {
		return false
	}
	fmt.Fprintf(w, "\n%s:\n", topic)
	moreTopics[i].show(w, rs)
	return true
}

func showCarrying(w io.Writer, rs *rules.Ruleset) {
	c := rs.Carry
	if c.Carry == 0 {
		fmt.Fprintln(w, "  none in this ruleset")
		return
	}
	fmt.Fprintf(w, "  carry: STR x %d lb", c.Carry)
	if c.MaxLoad != c.Carry {
		fmt.Fprintf(w, "; at most STR x %d lb", c.MaxLoad)
	}
	fmt.Fprintf(w, "; push, drag or lift: STR x %d lb\n", c.Lift)
	fmt.Fprintln(w, "  size: tiny halves these, small and medium as is, each size above medium doubles them")
	fmt.Fprintf(w, "  dragging over STR x %d lb: speed at most %d ft", c.DragOver, c.DragSpeed)
	if c.DragEncumbers {
		fmt.Fprint(w, ", and encumbered")
	}
	fmt.Fprintln(w)
	for _, l := range c.Levels {
		var parts []string
		parts = append(parts, fmt.Sprintf("-%d ft speed", l.SpeedPenalty))
		for _, e := range l.Effects {
			parts = append(parts, describe(rules.Condition{Effects: []rules.Effect{e}}))
		}
		variant := ""
		if c.Variant {
			variant = " (optional variant)"
		}
		fmt.Fprintf(w, "  %s%s: over STR x %d lb: %s\n", l.Name, variant, l.Over, strings.Join(parts, "; "))
	}
	fmt.Fprintf(w, "  (%s)\n", c.Cite)
}

func showTravel(w io.Writer, rs *rules.Ruleset) {
	t := rs.TravelPace
	if t == nil {
		fmt.Fprintln(w, "  no travel pace table in this ruleset")
		return
	}
	for _, p := range t.Paces {
		var eff []string
		for _, e := range p.Effects {
			sk := strings.Join(e.Skills, " and ")
			switch {
			case e.Adv:
				eff = append(eff, "advantage on "+sk)
			case e.Dis:
				eff = append(eff, "disadvantage on "+sk)
			case e.Passive != 0:
				eff = append(eff, fmt.Sprintf("%+d passive %s", e.Passive, sk))
			}
		}
		if len(t.StealthPaces) > 0 && !slices.Contains(t.StealthPaces, p.Name) {
			eff = append(eff, "no stealth")
		}
		if len(eff) == 0 {
			eff = []string{"-"}
		}
		if p.SpeedTimes > 0 {
			fmt.Fprintf(w, "  %-6s speed x %d ft/minute (the slowest traveller's speed)\n", p.Name, p.SpeedTimes)
			continue
		}
		fmt.Fprintf(w, "  %-6s %d ft/minute, %d miles/hour, %d miles/day: %s\n", p.Name, p.FeetPerMinute, p.MilesPerHour, p.MilesPerDay, strings.Join(eff, ", "))
	}
	if m := t.Mounted; m != nil {
		of := "their pace's"
		if m.Pace != "" {
			of = "the " + m.Pace + " pace's"
		}
		fmt.Fprintf(w, "  mounted: %d x %s distance for 1 hour\n", m.Times, of)
	}
	if fm := t.ForcedMarch; fm != nil {
		fmt.Fprintf(w, "  forced march: each hour past %d, a CON save at DC %d + 1 per hour past, or +1 exhaustion\n", fm.Hours, fm.DC)
	}
	fmt.Fprintf(w, "  (%s)\n", t.Cite)
}

func showVision(w io.Writer, rs *rules.Ruleset) {
	s := rs.Sight
	if !s.LightDis && !s.HeavyBlinds {
		fmt.Fprintln(w, "  obscured areas matter only for hiding")
		return
	}
	if s.LightDis {
		fmt.Fprintln(w, "  lightly obscured: disadvantage on Perception checks that rely on sight")
	}
	if s.HeavyBlinds {
		fmt.Fprintln(w, "  heavily obscured: in effect blinded, a check that relies on sight fails")
	}
	fmt.Fprintf(w, "  (%s)\n", s.Cite)
}

func showCover(w io.Writer, rs *rules.Ruleset) {
	c := rs.Cover
	var to []string
	if c.AC {
		to = append(to, "AC")
	}
	for _, k := range c.Resist {
		to = append(to, "Dexterity "+k.String()+"s")
	}
	fmt.Fprintf(w, "  half: +%d, three-quarters: +%d to %s\n", c.Half, c.Three, strings.Join(to, " and "))
	fmt.Fprintln(w, "  total: cannot be targeted directly")
	fmt.Fprintf(w, "  (%s)\n", c.Cite)
}

func showHiding(w io.Writer, rs *rules.Ruleset) {
	h := rs.Hiding
	if h.SearchSkill == "" {
		fmt.Fprintln(w, "  none in this ruleset")
		return
	}
	switch {
	case h.DC > 0:
		fmt.Fprintf(w, "  hide: DC %d Dexterity (Stealth)", h.DC)
	default:
		fmt.Fprint(w, "  hide: a Dexterity (Stealth) check")
	}
	switch h.Observers {
	case "passive":
		fmt.Fprint(w, " against each observer's passive Perception")
	case "roll":
		fmt.Fprint(w, " against each observer's Perception check")
	}
	fmt.Fprintln(w)
	if h.Invisible {
		fmt.Fprintln(w, "  hidden: invisible condition")
	}
	cmp := "beat"
	if h.SearchMeetsDC {
		cmp = "meet"
	}
	fmt.Fprintf(w, "  find a creature: %s check must %s its Stealth total\n", h.SearchSkill, cmp)
	fmt.Fprintf(w, "  find an object: %s check against a DC, only where it is\n", h.ObjectSkill)
	fmt.Fprintf(w, "  (%s)\n", h.Cite)
}

func showHazards(w io.Writer, rs *rules.Ruleset) {
	switch s := rs.Suffocation; {
	case s == nil:
		fmt.Fprintln(w, "  suffocation: no rule")
	case s.ExhaustionPerRound > 0:
		fmt.Fprintf(w, "  suffocation: +%d exhaustion each round out of breath, removed on breathing (%s)\n", s.ExhaustionPerRound, s.Cite)
	default:
		fmt.Fprintf(w, "  suffocation: survive CON modifier rounds (at least 1), then 0 hit points, no healing until breathing (%s)\n", s.Cite)
	}
	s := rs.Sustenance
	if s == nil {
		fmt.Fprintln(w, "  food and water: no rule")
		return
	}
	fmt.Fprintf(w, "  food a day (lb), medium: %g; water (gal): %g", s.Food["medium"], s.Water["medium"])
	if s.HotWater > 0 {
		fmt.Fprintf(w, ", x%g when hot", s.HotWater)
	}
	fmt.Fprintln(w)
	if len(s.Food) > 1 {
		for _, size := range []string{"tiny", "small", "large", "huge", "gargantuan"} {
			fmt.Fprintf(w, "    %s: %g lb, %g gal\n", size, s.Food[size], s.Water[size])
		}
	}
	if s.StarveDaysCON {
		fmt.Fprintln(w, "  without food: 3 + CON modifier days (at least 1), then +1 exhaustion a day")
	} else {
		fmt.Fprintf(w, "  without food: +1 exhaustion at the end of day %d and of each day after\n", s.StarveDays+1)
	}
	if s.HalfRations {
		fmt.Fprintln(w, "  half rations: half a day without food")
	}
	if s.FoodSaveDC > 0 {
		fmt.Fprintf(w, "  less than half the food: DC %d CON save or +1 exhaustion\n", s.FoodSaveDC)
	}
	if s.WaterSaveDC > 0 {
		fmt.Fprintf(w, "  half the water: DC %d CON save or +1 exhaustion\n", s.WaterSaveDC)
	}
	fmt.Fprint(w, "  less than half the water: +1 exhaustion")
	if s.ExhaustedTakesTwo {
		fmt.Fprint(w, " (2 if already exhausted)")
	}
	fmt.Fprintf(w, "\n  (%s)\n", s.Cite)
}

func showSocial(w io.Writer, rs *rules.Ruleset) {
	s := rs.Social
	if s == nil {
		fmt.Fprintln(w, "  no attitude rule in this ruleset")
		return
	}
	if s.Reactions != nil {
		for _, a := range rules.Attitudes {
			for _, row := range s.Reactions[a] {
				dc := "default"
				if row.DC > 0 {
					dc = fmt.Sprintf("DC %d", row.DC)
				}
				fmt.Fprintf(w, "  %-11s %-7s %s\n", a, dc, row.What)
			}
		}
	} else {
		fmt.Fprintf(w, "  willing: complies, no check; unwilling: refuses, no check\n")
		fmt.Fprintf(w, "  hesitant: check at DC %d or the target's %s score, whichever is higher\n", s.MinDC, strings.ToUpper(s.DCAbility.String()))
		for _, a := range rules.Attitudes {
			if m, ok := s.Modes[a]; ok {
				fmt.Fprintf(w, "  %s: %s\n", a, m)
			}
		}
	}
	fmt.Fprintf(w, "  (%s)\n", s.Cite)
}

func showSpellcasting(w io.Writer, rs *rules.Ruleset) {
	s := rs.Spell
	dc := fmt.Sprintf("%d + ability modifier", s.DCBase)
	atk := "ability modifier"
	switch {
	case s.Proficiency:
		dc += " + proficiency bonus"
		atk += " + proficiency bonus"
	case s.Training:
		atk += " + proficiency bonus if trained in magic"
	}
	if s.ClassBonus {
		dc += " + spellcasting bonus"
	}
	fmt.Fprintf(w, "  spell save DC: %s\n  spell attack: d20 + %s\n  (%s)\n", dc, atk, s.Cite)
	c := rs.Crit
	switch {
	case c.MaxDice && c.ExtraDie:
		fmt.Fprintln(w, "  critical hit: damage dice at their maximum, plus one extra roll of one of them")
	case c.DoubleDice:
		fmt.Fprintln(w, "  critical hit: damage dice rolled twice")
	}
	if rs.HasCoupDeGrace {
		fmt.Fprintln(w, "  coup de grace: a hit on an unconscious creature is a critical hit; at 0 hit points it dies")
	}
	fmt.Fprintf(w, "  (%s)\n", c.Cite)
}
