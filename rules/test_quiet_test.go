package rules

import (
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestQuietIsTest makes the same tests by TestInto and by TestQuiet, each
// on its own copy of the creatures, over every ruleset and a few thousand
// situations drawn from the things a test reads (the kind and ability,
// the caller's advantage and disadvantage, both creatures' conditions,
// cover, exhaustion, proficiency and expertise, bonuses, Bless's dice, a
// Help, inspiration, Bardic Inspiration, luck, Stroke of Luck, senses
// ignored, the d20 faces): the same result but for the explanation (the
// total the explanation's sum, the bonus to the kept d20 Total - Roll),
// the same error, the same creatures after, and the caller's test
// unchanged. One result is reused for all the quiet tests, as a probe
// reuses its own.
func TestQuietIsTest(t *testing.T) {
	var quiet TestResult
	n, compared := 0, 0
	errs, seen := map[string]int{}, map[string]int{}
	testSituations(t, func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		n++
		cx, tx := c.Clone(), target.Clone()
		tq := test
		tq.Against = tx
		var want TestResult
		errWant := rs.TestInto(c, test, dice.NewScripted(faces...), &want)
		before := tq
		errGot := rs.TestQuiet(cx, &tq, dice.NewScripted(faces...), &quiet)
		if !reflect.DeepEqual(tq, before) {
			t.Fatalf("%s %+v: TestQuiet changed the test to %+v", name, before, tq)
		}
		if (errGot == nil) != (errWant == nil) || (errGot != nil && errGot.Error() != errWant.Error()) {
			t.Fatalf("%s %+v: error %v, want %v", name, test, errGot, errWant)
		}
		cx.ID, c.ID = "", ""
		if !reflect.DeepEqual(cx, c) || !reflect.DeepEqual(tx, target) {
			t.Fatalf("%s %+v: the creatures after differ", name, test)
		}
		if errWant != nil {
			errs[errWant.Error()]++
			return
		}
		compared++
		if want.Explain != nil && Sum(want.Explain) != want.Total && want.AutoFail == "" {
			t.Fatalf("%s %+v: the explained total %d is not its terms' sum", name, test, want.Total)
		}
		if quiet.Explain != nil || quiet.DCExplain != nil {
			t.Fatalf("%s %+v: a quiet test with an explanation %v, %v", name, test, quiet.Explain, quiet.DCExplain)
		}
		if len(want.Explain) > 0 && want.Explain[0].Value != quiet.Roll {
			t.Fatalf("%s %+v: the d20 term %d, the roll %d", name, test, want.Explain[0].Value, quiet.Roll)
		}
		seen["advantage"] += b2i(want.Mode == Advantage)
		seen["disadvantage"] += b2i(want.Mode == Disadvantage)
		seen["auto fail"] += b2i(want.AutoFail != "")
		seen["crit"] += b2i(want.Crit)
		seen["rerolled"] += b2i(want.Rerolled != 0)
		seen["inspired"] += b2i(InspiredBy(c, want.Explain))
		seen["lucky"] += b2i(LuckyBy(c, want.Explain))
		seen["stroke"] += b2i(StrokeBy(c, want.Explain))
		seen["exhaustion"] += b2i(c.Exhaustion > 0 && want.AutoFail == "")
		seen["dice"] += b2i(len(test.Dice) > 0 && want.AutoFail == "")
		seen["cover"] += b2i(test.Cover != "" && want.AutoFail == "")
		got := quiet
		got.srcs, got.quiet, want.srcs, want.quiet = nil, nil, nil, nil
		want.Explain, want.DCExplain = nil, nil
		if len(got.Dice) == 0 {
			got.Dice = nil
		}
		if len(want.Dice) == 0 {
			want.Dice = nil
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s %+v:\n got %+v\nwant %+v", name, test, got, want)
		}
	})
	if compared < n/2 {
		t.Errorf("%d of %d situations compared: most refused", compared, n)
	}
	for _, k := range []string{"advantage", "disadvantage", "auto fail", "crit", "rerolled", "inspired", "lucky", "stroke", "exhaustion", "dice", "cover"} {
		if seen[k] == 0 {
			t.Errorf("no situation compared had %s", k)
		}
	}
	t.Logf("%d situations, %d compared (%v); refused: %v", n, compared, seen, errs)
}

// TestSituationGuards: test calls refuse, charmedBy, activeDefs,
// against, socialAdv, exploring and proficientIn only where its guards
// say they can do something; where they say not, each, called anyway,
// does nothing. A callee that comes to read more fails here, and its
// guard in test.go is to be widened.
func TestSituationGuards(t *testing.T) {
	skipped := map[string]int{}
	testSituations(t, func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int) {
		tt := &test
		nothing := func(what string, err error, res *TestResult, crit string) {
			skipped[what]++
			if err != nil || len(res.Adv)+len(res.Dis) > 0 || res.AutoFail != "" || crit != "" {
				t.Fatalf("%s %+v: %s skipped, but it gives %v, %+v, %q", name, test, what, err, *res, crit)
			}
		}
		if !(tt.Obscured != "" || c.Pace != "") {
			nothing("refuse", rs.refuse(c, tt), &TestResult{}, "")
		}
		if !(tt.Kind == Attack && tt.Against != nil && len(c.conditions) > 0) {
			nothing("charmedBy", rs.charmedBy(c, tt), &TestResult{}, "")
		}
		if len(c.conditions) == 0 {
			var res TestResult
			rs.conditionsOn(c, tt, &res)
			nothing("conditionsOn", nil, &res, "")
		}
		if !(tt.Kind == Attack && ((len(rs.exceptSource) > 0 && len(c.conditions) > 0) || (tt.Against != nil && len(tt.Against.conditions) > 0))) {
			var res TestResult
			crit := rs.against(c, tt, &res)
			nothing("against", nil, &res, crit)
		}
		if !(tt.Kind == Check && tt.Social) {
			var res TestResult
			rs.socialAdv(c, tt, &res)
			nothing("socialAdv", nil, &res, "")
		}
		if !(tt.Kind == Check || len(rs.Carry.Levels) > 0) {
			var res TestResult
			rs.exploring(c, tt, &res)
			nothing("exploring", nil, &res, "")
		}
		if tt.Cover == "" {
			var res TestResult
			nothing("cover", rs.cover(tt, &res), &res, "")
			if res.DC != 0 || res.Explain != nil || res.DCExplain != nil {
				t.Fatalf("%s %+v: cover skipped, but it gives %+v", name, test, res)
			}
		}
		if c.Inspired.N <= 0 {
			res := TestResult{DC: tt.DC, Total: 1, Explain: []Term{{1, "d20", ""}}}
			want := res
			nothing("inspired", inspired(c, tt, &res, dice.NewScripted()), &res, "")
			if !reflect.DeepEqual(res, want) {
				t.Fatalf("%s %+v: inspired skipped, but it gives %+v", name, test, res)
			}
		}
		if tt.Kind != Save && tt.Kind != Check && c.proficientIn(tt) {
			t.Fatalf("%s %+v: proficient in a test neither a save nor a check", name, test)
		}
	})
	for _, k := range []string{"refuse", "charmedBy", "conditionsOn", "against", "socialAdv", "exploring", "cover", "inspired"} {
		if skipped[k] == 0 {
			t.Errorf("no situation skipped %s", k)
		}
	}
}

// TestQuietMakesNothing: a warm TestQuiet into a reused result makes no
// list and no text, with sources of advantage and exhaustion's term.
func TestQuietMakesNothing(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	c, target := NewCreature("a"), NewCreature("b")
	c.Exhaustion = 2
	if err := rs.ApplyCondition(target, ConditionInstance{Name: "prone", Source: "shove"}); err != nil {
		t.Fatal(err)
	}
	test := Test{Kind: Attack, Ability: NoAbility, DC: 14, Against: target, Feet: 5, Adv: []string{"hidden"},
		Bonus: []Term{{5, "x attack bonus", "SRD 5.2.1, Combat"}}}
	faces := make([]int, 100)
	for i := range faces {
		faces[i] = 1 + (7*i)%20
	}
	r := dice.NewScripted(faces...)
	var into TestResult
	if err := rs.TestQuiet(c, &test, r, &into); err != nil {
		t.Fatal(err)
	}
	if allocs := testing.AllocsPerRun(10, func() { _ = rs.TestQuiet(c, &test, r, &into) }); allocs > 0 {
		t.Errorf("%v allocations a warm TestQuiet", allocs)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// testSituations calls f with a few thousand situations of a test, the
// same every run, over every ruleset: drawn from the things a test reads
// (the kind and ability, the caller's advantage and disadvantage, both
// creatures' conditions, cover, exhaustion, proficiency and expertise,
// bonuses, Bless's dice, a Help, inspiration, Bardic Inspiration, luck,
// Stroke of Luck, senses ignored, a pace, a load, the d20 faces).
func testSituations(t *testing.T, f func(rs *Ruleset, name string, c, target *Creature, test Test, faces []int)) {
	seed := uint64(1)
	next := func(n int) int { // a fixed sequence: the same situations every run
		seed = seed*6364136223846793005 + 1442695040888963407
		return int((seed >> 33) % uint64(n))
	}
	pick := func(list []string) []string {
		var out []string
		for _, s := range list {
			if next(4) == 0 {
				out = append(out, s)
			}
		}
		return out
	}
	conditions := []string{"poisoned", "prone", "blinded", "restrained", "paralyzed", "invisible",
		"frightened", "charmed", "unconscious", "deafened", "grappled", "stunned", "petrified", "incapacitated"}
	kinds := []TestKind{Attack, Attack, Attack, Save, Check, DeathSave}
	covers := []string{"", "", "half", "three-quarters", "total"}
	bless := BonusDie{N: 1, Sides: 4, Sign: 1, Source: "bless", Rule: "SRD 5.2.1, Spells, Bless"}
	bane := BonusDie{N: 1, Sides: 4, Sign: -1, Source: "bane", Rule: "SRD 5.2.1, Spells, Bane"}
	for _, name := range Names() {
		rs, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for range 600 {
			c, target := NewCreature("a"), NewCreature("b")
			c.Scores[DEX], c.Scores[STR], c.Level = 8+next(12), 8+next(12), 1+next(20)
			for _, cond := range pick(conditions) {
				_ = rs.ApplyCondition(c, ConditionInstance{Name: cond, Source: []string{"b", "z"}[next(2)]}) // charmed by b: b can't be attacked
			}
			for _, cond := range pick(conditions) {
				_ = rs.ApplyCondition(target, ConditionInstance{Name: cond, Source: "a"})
			}
			if next(4) == 0 {
				c.Exhaustion = 1 + next(4)
			}
			for _, p := range pick([]string{"athletics", "expertise:athletics", "dex_save", "str", "expertise:str", "thieves' tools"}) {
				c.Proficient[p] = true
			}
			if next(4) == 0 {
				c.Bonuses = append(c.Bonuses, Bonus{On: "save", Term: Term{1, "ring of protection", "SRD 5.2.1, Magic Items"}})
			}
			if next(4) == 0 {
				c.Inspiration = true
			}
			if next(4) == 0 {
				c.Inspired = BonusDie{N: 1, Sides: 6, Sign: 1, Source: "bardic inspiration (lyra)", Rule: "SRD 5.2.1, Classes, Bard, Bardic Inspiration"}
			}
			if next(5) == 0 {
				c.Luck = BonusDie{N: 1, Sides: 10, Sign: 1, Source: "dark one's own luck", Rule: "SRD 5.1, Classes, Warlock"}
			}
			if next(5) == 0 {
				c.Stroke = &Stroke{MissHits: next(2) == 0, Set20: []TestKind{Attack, Check, Save}[:next(4)],
					Source: "stroke of luck", Rule: "SRD 5.2.1, Classes, Rogue, Stroke of Luck"}
			}
			if next(4) == 0 {
				c.addHelp(Help{By: "h", Attack: next(2) == 0, Target: "b"})
			}
			test := Test{Kind: kinds[next(len(kinds))], Ability: Ability(next(len(abilityNames))), DC: 5 + next(20),
				Against: target, Feet: 5 * (1 + next(8)), Target: "b",
				Adv: pick([]string{"hidden", "help", "reckless"}), Dis: pick([]string{"long range", "ranged with x adjacent"}),
				Cover: covers[next(len(covers))], Inspiration: c.Inspiration && next(2) == 0}
			switch next(3) {
			case 0:
				test.Ability = NoAbility
				test.Bonus = []Term{{next(10), "x attack bonus", "SRD 5.2.1, Combat"}}
			case 1:
				test.Bonus = []Term{{2, "proficiency", "SRD 5.2.1"}, {1, "archery", "SRD 5.2.1"}}
			}
			if test.Kind == Check {
				test.Skill = []string{"", "athletics", "stealth", "perception"}[next(4)]
				test.Tool = []string{"", "thieves' tools"}[next(2)]
				test.Obscured = []string{"", "light", "heavy"}[next(3)]
				test.Sense = []string{"", "sight", "hearing"}[next(3)]
			}
			if next(4) == 0 {
				test.Dice = append(test.Dice, []BonusDie{bless, bane}[next(2)])
			}
			if next(6) == 0 {
				test.IgnoreOwn = []string{"blinded"}
			}
			if next(6) == 0 {
				test.IgnoreTarget = []string{"invisible"}
			}
			if next(8) == 0 {
				test.Fail = true
			}
			if test.Kind == Check && next(3) == 0 {
				test.Social = true
			}
			if next(8) == 0 {
				c.Pace = []string{"fast", "normal", "slow"}[next(3)]
			}
			if next(4) == 0 {
				c.Load, c.Dragging = float64(next(400)), float64(next(600))
			}
			faces := make([]int, 8) // a d20, then faces a d4 can show too (a second d20, Bless, a reroll, a bonus die)
			for i := range faces {
				faces[i] = 1 + next(4)
			}
			faces[0] = 1 + next(20)
			if next(4) == 0 {
				faces[0] = []int{1, 20}[next(2)]
			}

			f(rs, name, c, target, test, faces)
		}
	}
}
