package rules

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestPlainIsQuiet holds PlainAttack against TestQuiet over every
// ruleset and the situations of TestQuietIsTest, each made also in a
// plain form (fresh creatures with the same scores, level and
// proficiencies, the test without cover, dice, inspiration, chosen
// failure or obscurement): wherever PlainAttack answers, the quiet test
// gives no error, no failure without a roll, and the same mode and bonus
// (Total - Roll) for any d20 faces.
func TestPlainIsQuiet(t *testing.T) {
	var quiet TestResult
	answered, modes := 0, map[Mode]int{}
	check := func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		mode, bonus, ok := rs.PlainAttack(c, &test)
		if !ok {
			return
		}
		answered++
		modes[mode]++
		tq := test
		err := rs.TestQuiet(c.Clone(), &tq, dice.NewScripted(faces...), &quiet)
		if err != nil || quiet.AutoFail != "" {
			t.Fatalf("%s %+v: PlainAttack answered, the test gives %v, %q", name, test, err, quiet.AutoFail)
		}
		if quiet.Mode != mode || quiet.Total-quiet.Roll != bonus {
			t.Fatalf("%s %+v: PlainAttack %v %+d, the test %v %+d", name, test, mode, bonus, quiet.Mode, quiet.Total-quiet.Roll)
		}
	}
	n := 0
	testSituations(t, func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		n++
		check(rs, name, c, target, test, faces)
		pc, pt := NewCreature("a"), NewCreature("b")
		pc.Scores, pc.Level, pc.Proficient = c.Scores, c.Level, c.Proficient
		if n%5 == 0 {
			pc.Bonuses = c.Bonuses // now and then one thing left that is not plain
		}
		if n%7 == 0 {
			pc.Exhaustion = c.Exhaustion
		}
		test.Against = pt
		if n%3 != 0 {
			test.Cover, test.Dice, test.Inspiration, test.Fail, test.Obscured = "", nil, false, false, ""
		}
		check(rs, name+" plain", pc, pt, test, faces)
	})
	if answered < n/8 || modes[Normal] == 0 || modes[Advantage] == 0 || modes[Disadvantage] == 0 {
		t.Errorf("PlainAttack answered %d of %d situations (%v)", answered, 2*n, modes)
	}
	t.Logf("PlainAttack answered %d of %d situations (%v)", answered, 2*n, modes)
}
