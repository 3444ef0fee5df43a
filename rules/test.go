package rules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
)

// Mode is how the d20 of a test is rolled.
type Mode uint8

const (
	Normal Mode = iota
	Advantage
	Disadvantage
)

var modeNames = [...]string{"normal", "advantage", "disadvantage"}

func (m Mode) String() string { return modeNames[m] }

// Test is a D20 test to make: an ability check (with a skill or not), a
// saving throw, an attack roll or a death saving throw.
type Test struct {
	Kind    TestKind
	Ability Ability
	Skill   string
	DC      int      // the DC or AC to reach; 0 for none
	Adv     []string // sources of advantage the caller knows of
	Dis     []string // sources of disadvantage
	Bonus   []Term   // other terms
}

// TestResult is a D20 test's outcome with everything that made it.
type TestResult struct {
	Dice     []int // the d20s rolled
	Roll     int   // the d20 kept; 0 when the test failed without a roll
	Mode     Mode  // after advantage and disadvantage cancel
	Adv, Dis []string
	Total    int
	Success  bool
	AutoFail string // the condition that failed it without a roll
	Nat20    bool
	Nat1     bool
	Explain  []Term // sums to Total
}

// Test makes a D20 test for c (SRD 5.2.1, Playing the Game, D20 Tests):
// advantage and disadvantage come from the caller and from c's conditions;
// any of each cancel (Advantage and Disadvantage); the kept d20 plus the
// ability modifier, proficiency when c has it, exhaustion and other terms
// make the total, which succeeds when it reaches the DC.
func (rs *Ruleset) Test(c *Creature, t Test, r dice.Roller) (TestResult, error) {
	var res TestResult
	res.Adv = append(res.Adv, t.Adv...)
	res.Dis = append(res.Dis, t.Dis...)
	var buf [16]string
	for _, name := range c.active(rs, buf[:0]) {
		for _, e := range rs.Conditions[name].Effects {
			if !e.applies(t.Kind, t.Ability) {
				continue
			}
			switch {
			case e.AutoFail && res.AutoFail == "":
				res.AutoFail = name
			case e.Adv:
				res.Adv = append(res.Adv, name)
			case e.Dis:
				res.Dis = append(res.Dis, name)
			}
		}
	}
	for i, l := range rs.Exhaustion.Levels {
		if i < c.Exhaustion && slices.Contains(l.Dis, t.Kind) {
			res.Dis = append(res.Dis, "exhaustion "+itoa(c.Exhaustion))
			break
		}
	}
	if res.AutoFail != "" {
		return res, nil // fails without a roll
	}
	switch {
	case len(res.Adv) > 0 && len(res.Dis) == 0:
		res.Mode = Advantage
	case len(res.Dis) > 0 && len(res.Adv) == 0:
		res.Mode = Disadvantage
	}
	n := 1
	if res.Mode != Normal {
		n = 2
	}
	res.Dice = make([]int, 0, n)
	res.Explain = make([]Term, 0, 4+len(t.Bonus))
	for range n {
		f, err := r.Roll(1, 20)
		if err != nil {
			return res, err
		}
		res.Dice = append(res.Dice, f)
	}
	res.Roll = res.Dice[0]
	if n == 2 && ((res.Mode == Advantage) == (res.Dice[1] > res.Dice[0])) && res.Dice[1] != res.Dice[0] {
		res.Roll = res.Dice[1]
	}
	res.Nat20, res.Nat1 = res.Roll == 20, res.Roll == 1
	d20 := "d20"
	switch res.Mode {
	case Advantage:
		d20 += " (advantage: " + strings.Join(res.Adv, ", ") + ")"
	case Disadvantage:
		d20 += " (disadvantage: " + strings.Join(res.Dis, ", ") + ")"
	}
	res.Explain = append(res.Explain, Term{res.Roll, d20})
	if t.Ability != NoAbility {
		res.Explain = append(res.Explain, Term{c.Mod(t.Ability), t.Ability.String()})
	}
	if c.proficientIn(t) {
		res.Explain = append(res.Explain, Term{c.ProficiencyBonus(), "proficiency"})
	}
	if p := rs.Exhaustion.TestPenalty * c.Exhaustion; p > 0 {
		res.Explain = append(res.Explain, Term{-p, "exhaustion " + itoa(c.Exhaustion)})
	}
	res.Explain = append(res.Explain, t.Bonus...)
	res.Total = Sum(res.Explain)
	switch {
	case t.Kind == DeathSave:
		res.Success = res.Total >= 10
	case t.Kind == Attack && res.Nat20: // SRD 5.2.1, Attack Rolls: a natural 20 hits
		res.Success = true
	case t.Kind == Attack && res.Nat1: // and a natural 1 misses
		res.Success = false
	default:
		res.Success = t.DC > 0 && res.Total >= t.DC
	}
	return res, nil
}

func (c *Creature) proficientIn(t Test) bool {
	switch t.Kind {
	case Save:
		return c.Proficient[t.Ability.String()+"_save"]
	case Check:
		return t.Skill != "" && c.Proficient[normal(t.Skill)]
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }
