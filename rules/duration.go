package rules

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TurnPoint is a moment of a creature's turn that durations count: its
// start or its end.
type TurnPoint uint8

const (
	NoTurnPoint TurnPoint = iota // not counted by turns
	StartOfTurn
	EndOfTurn
)

var turnPointNames = [...]string{"", "start", "end"}

func (p TurnPoint) String() string {
	if int(p) < len(turnPointNames) {
		return turnPointNames[p]
	}
	return "?"
}

// Duration is how long a condition instance lasts. The zero Duration lasts
// until something removes it. Until counts the start or the end of Of's
// turns (Of "" is the creature that has the condition), and the instance
// ends at the Turns-th of them: Turns 0 or 1 is "until the start (end) of
// Of's next turn", 10 is "10 rounds" or "1 minute" counted on Of's turns. A
// Save, if it has a DC, is a saving throw the creature repeats at the end
// of each of its turns (or the start, as the effect says): a success ends
// the instance (save ends). Both can be given: "1 minute, save ends".
type Duration struct {
	Until TurnPoint
	Of    string
	Turns int
	Save  RepeatSave
}

// RepeatSave is the saving throw that ends a condition instance: the
// creature with the condition makes it at At (EndOfTurn when unset) of each
// of its own turns.
type RepeatSave struct {
	Ability Ability
	DC      int // 0: no repeat save
	At      TurnPoint
}

// RepeatAdv gives advantage to a creature's repeat saves against the
// condition instances of Source, By naming what gives it (Protection from
// Evil and Good: a condition from a fiend); package combat sets them
// before the saves are rolled.
type RepeatAdv struct{ Source, By string }

// RoundsPerMinute converts minutes into rounds (SRD 5.2.1, Playing the
// Game, Combat: a round is 6 seconds).
const RoundsPerMinute = 10

func (d Duration) check() error {
	switch {
	case d.Until > EndOfTurn || d.Save.At > EndOfTurn:
		return fmt.Errorf("%w: a turn point is the start or the end of a turn", ErrBadDuration)
	case d.Turns < 0:
		return fmt.Errorf("%w: %d turns", ErrBadDuration, d.Turns)
	case d.Turns > 0 && d.Until == NoTurnPoint:
		return fmt.Errorf("%w: %d turns counted at no point of a turn (want the start or the end)", ErrBadDuration, d.Turns)
	case d.Save.DC < 0:
		return fmt.Errorf("%w: save DC %d", ErrBadDuration, d.Save.DC)
	case d.Save.DC > 0 && d.Save.Ability > CHA:
		return fmt.Errorf("%w: a repeat save needs an ability", ErrBadDuration)
	}
	return nil
}

// turns is how many turn boundaries the duration runs; 0 for none.
func (d Duration) turns() int {
	if d.Until == NoTurnPoint {
		return 0
	}
	return max(d.Turns, 1)
}

// String describes the duration: "until the end of ana's turn",
// "10 rounds (start of mira's turns), save ends (wis DC 13)".
func (d Duration) String() string {
	of := d.Of
	if of == "" {
		of = "its"
	} else {
		of += "'s"
	}
	s := "until removed"
	switch {
	case d.Until != NoTurnPoint && d.Turns > 1:
		s = fmt.Sprintf("%d rounds (%s of %s turns)", d.Turns, d.Until, of)
	case d.Until != NoTurnPoint:
		s = fmt.Sprintf("until the %s of %s next turn", d.Until, of)
	case d.Save.DC > 0:
		s = ""
	}
	if d.Save.DC > 0 {
		if s != "" {
			s += ", "
		}
		s += fmt.Sprintf("save ends (%s DC %d at the %s of its turns)", d.Save.Ability, d.Save.DC, d.Save.at())
	}
	return s
}

func (s RepeatSave) at() TurnPoint {
	if s.At == NoTurnPoint {
		return EndOfTurn
	}
	return s.At
}

// Ended is a condition instance or a Help benefit that ended at a turn
// boundary, and why.
type Ended struct {
	Creature string // who had it
	What     string // the condition, or "Help"
	Source   string
	Why      string // "until the end of ana's turn", "saved: wis 15 against DC 13"
	Rule     string
}

// RepeatSaveRoll is a repeat saving throw made at a turn boundary.
type RepeatSaveRoll struct {
	Creature, Condition, Source string
	Result                      TestResult
}

// TurnResult is what a turn boundary did to one creature: what ended, the
// repeat saves it rolled, and the resources it got back.
type TurnResult struct {
	Ended     []Ended
	Saves     []RepeatSaveRoll
	Recovered []string
}

// StartTurn applies the start of whose's turn to c (the engine calls it for
// every creature when a turn starts): condition instances counted on the
// start of whose's turns count down and may end; Help that whose gave
// expires (SRD 5.2.1, Help; SRD 5.1, Actions in Combat, Help); and when c
// is whose, its Turn resources come back, its once-a-turn locks open, and
// it repeats the saves its conditions say it makes at the start of its
// turn.
func (rs *Ruleset) StartTurn(c *Creature, whose string, r dice.Roller) (TurnResult, error) {
	var out TurnResult
	if len(c.conditions) == 0 && len(c.helps) == 0 {
		// Nothing to count down, no Help to expire, no save to repeat
		// (countDown and repeatSaves walk the instances): only the
		// resources of whose own turn.
		if len(c.Resources) > 0 && c.ID == whose {
			out.Recovered = c.Recover(TurnStarts)
		}
		return out, nil
	}
	rs.countDown(c, whose, StartOfTurn, &out)
	for i := 0; i < len(c.helps); {
		if h := c.helps[i]; h.By == whose {
			out.Ended = append(out.Ended, Ended{Creature: c.ID, What: "Help", Source: h.By,
				Why: "unused at the start of " + whose + "'s turn", Rule: rs.cites.help})
			c.helps = slices.Delete(c.helps, i, i+1)
			continue
		}
		i++
	}
	if c.ID == whose {
		out.Recovered = c.recover(TurnStarts)
	}
	err := rs.repeatSaves(c, whose, StartOfTurn, r, &out)
	return out, err
}

// EndTurn applies the end of whose's turn to c: condition instances counted
// on the end of whose's turns count down and may end, and when c is whose
// it repeats the saves its conditions allow at the end of its turn; a
// success ends that instance.
func (rs *Ruleset) EndTurn(c *Creature, whose string, r dice.Roller) (TurnResult, error) {
	var out TurnResult
	if len(c.conditions) == 0 { // countDown and repeatSaves walk the instances
		return out, nil
	}
	rs.countDown(c, whose, EndOfTurn, &out)
	err := rs.repeatSaves(c, whose, EndOfTurn, r, &out)
	return out, err
}

// countDown counts one boundary of whose's turn on c's instances.
func (rs *Ruleset) countDown(c *Creature, whose string, at TurnPoint, out *TurnResult) {
	for i := 0; i < len(c.conditions); {
		in := &c.conditions[i]
		if in.Duration.Until != at || in.left == 0 || in.of(c) != whose {
			i++
			continue
		}
		in.left--
		if in.left > 0 {
			i++
			continue
		}
		why := fmt.Sprintf("until the %s of %s's turn", at, whose)
		if in.Duration.Turns > 1 {
			why = fmt.Sprintf("%d rounds ran out at the %s of %s's turn", in.Duration.Turns, at, whose)
		}
		out.Ended = append(out.Ended, Ended{Creature: c.ID, What: in.Name, Source: in.Source, Why: why, Rule: rs.cites.conditions})
		c.conditions = slices.Delete(c.conditions, i, i+1)
	}
}

// repeatSaves rolls, in the order the instances were given, the saves c
// repeats at this point of its own turn.
func (rs *Ruleset) repeatSaves(c *Creature, whose string, at TurnPoint, r dice.Roller, out *TurnResult) error {
	if c.ID != whose || c.Dead {
		return nil
	}
	var rolled []savedOnce // this boundary's saves by source
	for i := 0; i < len(c.conditions); {
		in := &c.conditions[i] // read before any Delete below moves the list
		if in.Duration.Save.DC == 0 || in.Duration.Save.at() != at {
			i++
			continue
		}
		if j := slices.IndexFunc(rolled, func(o savedOnce) bool { return o.source == in.Source && o.save == in.Duration.Save }); j >= 0 {
			// the save of an effect that gave several conditions (a
			// chuul's poisoned and paralyzed) is made once for them all
			if !rolled[j].ok {
				i++
				continue
			}
			out.Ended = append(out.Ended, Ended{Creature: c.ID, What: in.Name, Source: in.Source, Why: "saved: ended with " + rolled[j].name, Rule: rs.cites.conditions})
			c.conditions = slices.Delete(c.conditions, i, i+1)
			continue
		}
		test := Test{Kind: Save, Ability: in.Duration.Save.Ability, DC: in.Duration.Save.DC}
		for _, a := range c.RepeatAdv {
			if a.Source == in.Source && in.Source != "" {
				test.Adv = append(test.Adv, a.By)
			}
		}
		res, err := rs.Test(c, test, r)
		if err != nil {
			return err
		}
		out.Saves = append(out.Saves, RepeatSaveRoll{Creature: c.ID, Condition: in.Name, Source: in.Source, Result: res})
		if in.Source != "" {
			rolled = append(rolled, savedOnce{in.Source, in.Duration.Save, in.Name, res.Success})
		}
		if !res.Success {
			i++
			continue
		}
		out.Ended = append(out.Ended, Ended{Creature: c.ID, What: in.Name, Source: in.Source,
			Why: fmt.Sprintf("saved: %s save %d against DC %d", in.Duration.Save.Ability, res.Total, in.Duration.Save.DC), Rule: rs.cites.conditions})
		c.conditions = slices.Delete(c.conditions, i, i+1)
	}
	return nil
}

// savedOnce is a repeat save rolled at a turn boundary for the instances
// of one source: the others of that source with the same save share it.
type savedOnce struct {
	source string
	save   RepeatSave
	name   string // the condition it was rolled for
	ok     bool
}

// of is whose turns count the instance down.
func (in *ConditionInstance) of(c *Creature) string {
	if in.Duration.Of != "" {
		return in.Duration.Of
	}
	return c.ID
}
