package rules

import (
	"reflect"
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

// TestPlainIntoIsTest holds PlainAttackInto against TestIntoPtr over the
// situations of TestPlainIsQuiet (each also in its plain form, and now and
// then with too few faces for its d20s): wherever PlainAttackInto takes
// the test, the same result with its explanation, the same error and the
// same creatures after, both into a fresh result and into one reused;
// where it does not, the result is left as it was.
func TestPlainIntoIsTest(t *testing.T) {
	var gotRoom, wantRoom TestResult
	taken, n := 0, 0
	seen := map[string]int{}
	check := func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		for _, reuse := range []bool{false, true} {
			var got, want TestResult
			pg, pw := &got, &want
			if reuse {
				pg, pw = &gotRoom, &wantRoom
			}
			cg, tg := c.Clone(), target.Clone()
			tt := test
			tt.Against = tg
			before := *pg
			ok, errGot := rs.PlainAttackInto(cg, &tt, dice.NewScripted(faces...), pg)
			if !ok {
				if !reflect.DeepEqual(*pg, before) {
					t.Fatalf("%s %+v: not taken, but the result changed", name, test)
				}
				return
			}
			taken++
			cw, tw := c.Clone(), target.Clone()
			tw2 := test
			tw2.Against = tw
			errWant := rs.TestIntoPtr(cw, &tw2, dice.NewScripted(faces...), pw)
			if (errGot == nil) != (errWant == nil) || (errGot != nil && errGot.Error() != errWant.Error()) {
				t.Fatalf("%s %+v: error %v, want %v", name, test, errGot, errWant)
			}
			if !reflect.DeepEqual(cg, cw) || !reflect.DeepEqual(tg, tw) {
				t.Fatalf("%s %+v: the creatures after differ", name, test)
			}
			if errWant != nil {
				seen["error"]++
				continue
			}
			g, w := *pg, *pw
			g.srcs, w.srcs = nil, nil // the rooms themselves: their sources are compared as Adv and Dis
			if !reflect.DeepEqual(g, w) {
				t.Fatalf("%s %+v:\n got %+v\nwant %+v", name, test, g, w)
			}
			seen[w.Mode.String()]++
			seen["crit"] += b2i(w.Crit)
			seen["hit"] += b2i(w.Success && !w.Crit)
			seen["nat1"] += b2i(w.Nat1)
		}
	}
	testSituations(t, func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		n++
		check(rs, name, c, target, test, faces)
		pc, pt := NewCreature("a"), NewCreature("b")
		pc.Scores, pc.Level, pc.Proficient = c.Scores, c.Level, c.Proficient
		if n%5 == 0 {
			pc.Bonuses = c.Bonuses
		}
		if n%7 == 0 {
			pc.Exhaustion = c.Exhaustion
		}
		test.Against = pt
		if n%3 != 0 {
			test.Cover, test.Dice, test.Inspiration, test.Fail, test.Obscured = "", nil, false, false, ""
		}
		if n%11 == 0 {
			faces = faces[:1] // a second d20 with no face to show: the roller's error
		}
		check(rs, name+" plain", pc, pt, test, faces)
	})
	for _, k := range []string{"normal", "advantage", "disadvantage", "crit", "hit", "nat1", "error"} {
		if seen[k] == 0 {
			t.Errorf("no test taken had %s (%v)", k, seen)
		}
	}
	t.Logf("PlainAttackInto took %d tests (%v)", taken, seen)
}
