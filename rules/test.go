package rules

import (
	"errors"
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
	Tool    string   // a tool used for the check
	Target  string   // the id of an attack roll's target (for Help against it)
	Adv     []string // sources of advantage the caller knows of
	Dis     []string // sources of disadvantage
	Bonus   []Term   // other terms

	// Obscured: the check relies on sight into a lightly ("light") or
	// heavily ("heavy") obscured area (sight.go).
	Obscured string
	// Sense is the sense a check relies on, "sight" or "hearing", which
	// Blinded and Deafened make fail; an obscured area means sight.
	Sense string
	// Against is the creature an attack roll is made against, whose
	// conditions change it (against.go), or the creature a social check
	// is made against (Charmed); Feet is the attacker's distance from it.
	Against *Creature
	Feet    int
	// Social: a check to interact with Against socially.
	Social bool
	// Cover is the cover of an attack roll's target, or of the creature
	// making a Dexterity save: half, three-quarters or total (cover.go).
	Cover string

	Inspiration bool // spend the creature's inspiration on this test
	Fail        bool // choose to fail this saving throw, where the ruleset allows it

	// Dice are dice added to (or, negative, taken from) the roll, rolled
	// after the d20: Bless's 1d4, Bane's -1d4 (bonus_dice.go).
	Dice []BonusDie
	// IgnoreOwn and IgnoreTarget are conditions, of the creature making
	// the test and of Against, whose effects on this test don't apply: a
	// special sense sees past them (a blinded attacker with Blindsight, an
	// invisible target within an attacker's Truesight).
	IgnoreOwn, IgnoreTarget []string
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
	Rerolled int // the face Heroic Inspiration replaced, or 0
	// Crit: an attack roll that hits is a critical hit, by a natural 20
	// or because of the target's condition (CritBy: paralyzed, within
	// 5 feet).
	Crit    bool
	CritBy  string
	Explain []Term // sums to Total
	// DC is the DC or AC the total had to reach, after cover; DCExplain
	// explains it when cover raised it.
	DC        int
	DCExplain []Term

	// srcs is the room of Adv and Dis, which TestInto uses again;
	// quiet the room of a quiet test's terms (TestQuiet), which it
	// makes and drops.
	srcs  *[12]string
	quiet *[quietTerms]Term
}

// quietTerms is the room of a quiet test's terms: its d20, ability,
// proficiency, exhaustion and the caller's one or two bonuses; more grow
// a list of their own.
const quietTerms = 6

// Errors for tests the rules do not allow.
var (
	ErrNoInspiration     = errors.New("rules: inspiration: the creature has no inspiration to spend")
	ErrCannotFail        = errors.New("rules: this ruleset has no rule for choosing to fail a saving throw")
	ErrNoInspirationRule = errors.New("rules: this ruleset has no inspiration to spend")
)

// Test makes a D20 test for c (SRD 5.2.1, Playing the Game, D20 Tests):
// advantage and disadvantage come from the caller and from c's conditions;
// any of each cancel (Advantage and Disadvantage); the kept d20 plus the
// ability modifier, proficiency when c has it, exhaustion and other terms
// make the total, which succeeds when it reaches the DC.
func (rs *Ruleset) Test(c *Creature, t Test, r dice.Roller) (TestResult, error) {
	var res TestResult
	err := rs.test(c, &t, r, nil, nil, &res, false) // t is Test's own copy
	res.srcs = nil                                  // only TestInto's result keeps its room
	return res, err
}

// TestInto is Test writing its result to into, reusing the room of into's
// Dice, Explain, Adv and Dis (a caller that makes many tests and keeps
// none of their lists allocates them once; one that keeps the dice and
// terms but not the sources of advantage gives nil Dice and Explain). The
// result is Test's.
func (rs *Ruleset) TestInto(c *Creature, t Test, r dice.Roller, into *TestResult) error {
	faces, explain := into.Dice[:0], into.Explain[:0]
	*into = TestResult{srcs: into.srcs, quiet: into.quiet}
	return rs.test(c, &t, r, faces, explain, into, false) // t is TestInto's own copy
}

// TestIntoPtr is TestInto reading t by pointer: t is read, not changed,
// and not copied (a Test is some 300 bytes) unless it spends inspiration,
// whose advantage the test adds to its own copy. The result is TestInto's.
func (rs *Ruleset) TestIntoPtr(c *Creature, t *Test, r dice.Roller, into *TestResult) error {
	if t.Inspiration {
		own := *t
		t = &own
	}
	faces, explain := into.Dice[:0], into.Explain[:0]
	*into = TestResult{srcs: into.srcs, quiet: into.quiet}
	return rs.test(c, t, r, faces, explain, into, false)
}

// TestQuiet is TestInto without the explanation, for a caller that weighs
// a test rather than reports it (the policy's probes): the same dice,
// roll, mode, sources of advantage and disadvantage, total, DC, success,
// critical hit and error, and the same changes to c (a Help used,
// inspiration spent), with Explain and DCExplain nil and no text made
// for the common terms (the d20's, exhaustion's). The bonus the test adds
// to its kept d20 is Total - Roll. t is read, not changed, and not
// copied (a Test is some 300 bytes) unless it spends inspiration.
// The explained and the quiet test are one function (test), so they
// cannot drift apart (TestQuietIsTest).
func (rs *Ruleset) TestQuiet(c *Creature, t *Test, r dice.Roller, into *TestResult) error {
	if t.Inspiration {
		own := *t // test adds inspiration's advantage to its own copy
		t = &own
	}
	faces := into.Dice[:0]
	*into = TestResult{srcs: into.srcs, quiet: into.quiet}
	return rs.test(c, t, r, faces, nil, into, true)
}

// test is Test writing its result to res, which is zero but for the
// room of its Adv and Dis lists (situation), its lists put in
// faces and explain when they have room: the result is made in place, not
// copied out of calls (a TestResult is some 200 bytes). t is the caller's
// own copy, read by pointer (a Test is some 300 bytes), which test may
// change (inspiration's advantage). With quiet set it makes the terms
// without the texts only an explanation reads (the d20's, exhaustion's),
// in the room res.quiet, and leaves Explain and DCExplain nil at the end
// (TestQuiet): every number goes through the same code either way.
func (rs *Ruleset) test(c *Creature, t *Test, r dice.Roller, faces []int, explain []Term, res *TestResult, quiet bool) error {
	// Each call below is made only where it can do something: the
	// guards are the callee's own first returns, read here so that the
	// common test (no condition, no pace, an attack) makes no call for
	// nothing (some 160 tests a fight).
	if t.Obscured != "" || c.Pace != "" { // refuse: an unknown obscurement; paceForbids: a pace
		if err := rs.refuse(c, t); err != nil {
			return err
		}
	}
	if t.Kind == Attack && t.Against != nil && len(c.conditions) > 0 { // charmedBy: an attacker's condition from its target
		if err := rs.charmedBy(c, t); err != nil {
			return err
		}
	}
	if t.Cover != "" {
		if _, _, err := rs.coverBonus(t.Cover); err != nil {
			return err
		}
	}
	if t.Kind == Save && rs.NoSaves {
		return ErrNoSaves
	}
	if t.Fail {
		resist := t.Kind == Save || (t.Kind == Check && rs.NoSaves) // 5efp resists with checks
		if !resist || !rs.ChooseToFail {
			return ErrCannotFail
		}
		res.AutoFail = "chosen"
		return nil
	}
	if t.Inspiration {
		if !rs.Inspiration {
			return ErrNoInspirationRule
		}
		if !c.Inspiration {
			return ErrNoInspiration
		}
		c.Inspiration = false
		if !rs.InspirationRerolls {
			t.Adv = append(t.Adv, "inspiration")
		}
	}
	rs.situation(c, t, true, res)
	if len(c.helps) > 0 {
		c.useHelp(*t) // made, so used, whatever the roll (SRD 5.2.1, Help)
	}
	if res.AutoFail != "" {
		return nil // fails without a roll
	}
	n := 1
	if res.Mode != Normal {
		n = 2
	}
	res.Dice, res.Explain = faces, explain
	if quiet {
		if res.quiet == nil {
			res.quiet = new([quietTerms]Term)
		}
		res.Explain = res.quiet[:0]
	} else if cap(faces) < n && cap(explain) < 4+len(t.Bonus) && 4+len(t.Bonus) <= len(testLists{}.terms) {
		l := new(testLists) // both lists in one allocation
		res.Dice, res.Explain = l.dice[:0:n], l.terms[:0]
	}
	if cap(res.Dice) < n {
		res.Dice = make([]int, 0, n)
	}
	if cap(res.Explain) < 4+len(t.Bonus) {
		res.Explain = make([]Term, 0, 4+len(t.Bonus))
	}
	for range n {
		f, err := r.Roll(1, 20)
		if err != nil {
			return err
		}
		res.Dice = append(res.Dice, f)
	}
	note := "" // the d20 term's text beyond d20Text's, made only when inspiration rerolls
	if t.Inspiration && rs.InspirationRerolls {
		// Heroic Inspiration rerolls one die, the lower of two (SRD 5.2.1,
		// Heroic Inspiration; Advantage and Disadvantage, Rerolls), and the
		// new roll stands.
		i := 0
		if n == 2 && res.Dice[1] < res.Dice[0] {
			i = 1
		}
		f, err := r.Roll(1, 20)
		if err != nil {
			return err
		}
		res.Rerolled, res.Dice[i] = res.Dice[i], f
		if !quiet {
			note = " (heroic inspiration: rerolled " + itoa(res.Rerolled) + ")"
		}
	}
	res.Roll = res.Dice[0]
	if n == 2 && ((res.Mode == Advantage) == (res.Dice[1] > res.Dice[0])) && res.Dice[1] != res.Dice[0] {
		res.Roll = res.Dice[1]
	}
	res.Nat20, res.Nat1 = res.Roll == 20, res.Roll == 1
	d20 := ""
	if !quiet {
		d20 = d20Text(res.Mode, res.Adv, res.Dis)
		if note != "" {
			d20 += note
		}
	}
	// The d20's term first, in place: res.Explain is empty here with
	// room for 4+len(t.Bonus) terms (made so above).
	res.Explain = res.Explain[:1]
	res.Explain[0] = Term{res.Roll, d20, rs.cites.d20}
	res.Explain = rs.modifierTerms(c, t, res.Explain, quiet)
	if len(t.Dice) > 0 {
		var err error
		if res.Explain, err = rollBonusDice(t.Dice, r, res.Explain); err != nil {
			return err
		}
	}
	res.DC = t.DC
	if t.Cover != "" { // cover: none without
		if err := rs.cover(t, res); err != nil {
			return err
		}
	}
	res.Total = Sum(res.Explain)
	switch {
	case t.Kind == DeathSave:
		res.Success = res.Total >= 10
	case t.Kind == Attack && res.Nat20: // SRD 5.2.1, Attack Rolls: a natural 20 hits
		res.Success = true
	case t.Kind == Attack && res.Nat1: // and a natural 1 misses
		res.Success = false
	default:
		res.Success = res.DC > 0 && res.Total >= res.DC
	}
	if c.Inspired.N > 0 { // inspired.go: Bardic Inspiration (turnFailure: none without a die)
		if err := inspired(c, t, res, r); err != nil {
			return err
		}
	}
	if c.Luck.N > 0 && (t.Kind == Check || t.Kind == Save) { // luck.go: Dark One's Own Luck
		if err := lucky(c, res, r); err != nil {
			return err
		}
	}
	if c.Stroke != nil {
		stroke(c, *t, res) // stroke.go: Stroke of Luck
	}
	if t.Kind == Attack && res.Success {
		switch {
		case res.Nat20: // SRD 5.2.1, Critical Hits
			res.Crit = true
		case res.CritBy != "": // paralyzed or unconscious, hit from within 5 feet
			res.Crit = true
		}
	}
	if !res.Crit {
		res.CritBy = ""
	}
	if quiet {
		res.Explain, res.DCExplain = nil, nil
	}
	return nil
}

// testLists is the room of a test's dice and terms, made in one block
// when the caller gives none: most tests roll one or two d20s and explain
// themselves in a few terms.
type testLists struct {
	dice  [2]int
	terms [5]Term
}

// situation works out, before any roll, the advantage and disadvantage a
// test has (from the caller, c's conditions and exhaustion), the mode they
// leave, and whether a condition fails it outright. With help, a Help
// waiting on c that fits the test gives advantage.
// It writes them to res, which is zero but for the room of its Adv and
// Dis lists, which it uses when it has one (TestInto).
func (rs *Ruleset) situation(c *Creature, t *Test, help bool, res *TestResult) {
	// One allocation holds both lists in the usual case; more sources
	// than room grow each list apart. Where no source is likely (none
	// from the caller, no condition on either creature, no exhaustion, no
	// Help), none is made until one comes: most tests have none.
	if len(t.Adv)+len(t.Dis) == 0 && len(c.conditions) == 0 && c.Exhaustion == 0 && len(c.helps) == 0 &&
		(t.Against == nil || len(t.Against.conditions) == 0) {
		if t.Kind != Check && len(rs.Carry.Levels) == 0 {
			// No source can come: none from the caller, no condition
			// on either creature, no exhaustion, no Help, and neither a
			// check's sources (tool and skill, social, pace, sight) nor
			// encumbrance's. res stays as it is: normal, no source.
			return
		}
	} else {
		srcs := res.srcs // TestInto's room
		if srcs == nil {
			srcs = new([12]string)
			res.srcs = srcs
		}
		res.Adv = append(srcs[0:0:6], t.Adv...)
		res.Dis = append(srcs[6:6:12], t.Dis...)
	}

	if t.Obscured != "" && t.Sense == "" {
		sight := *t // the caller's test unchanged
		sight.Sense = "sight"
		t = &sight
	}
	if rs.ToolAndSkill && t.Kind == Check && t.Tool != "" && t.Skill != "" &&
		c.Proficient[normal(t.Tool)] && c.Proficient[normal(t.Skill)] {
		res.Adv = append(res.Adv, "tool and skill")
	}
	if help && len(c.helps) > 0 && c.helped(*t) {
		res.Adv = append(res.Adv, "Help")
	}
	if len(c.conditions) > 0 { // activeDefs: none without a condition
		rs.conditionsOn(c, t, res)
	}
	// against: an attack's, by the attacker's conditions (exceptSource)
	// or its target's; socialAdv: a social check's; exploring: a check's,
	// or encumbrance's, which has levels (Encumbrance).
	if t.Kind == Attack && ((len(rs.exceptSource) > 0 && len(c.conditions) > 0) || (t.Against != nil && len(t.Against.conditions) > 0)) {
		res.CritBy = rs.against(c, t, res)
	}
	if t.Kind == Check && t.Social {
		rs.socialAdv(c, t, res)
	}
	if t.Kind == Check || len(rs.Carry.Levels) > 0 {
		rs.exploring(c, t, res)
	}
	if c.Exhaustion > 0 {
		for i, l := range rs.Exhaustion.Levels {
			if i < c.Exhaustion && slices.Contains(l.Dis, t.Kind) {
				res.Dis = append(res.Dis, "exhaustion "+itoa(c.Exhaustion))
				break
			}
		}
	}
	switch {
	case len(res.Adv) > 0 && len(res.Dis) == 0:
		res.Mode = Advantage
	case len(res.Dis) > 0 && len(res.Adv) == 0:
		res.Mode = Disadvantage
	}
	if len(res.Adv) == 0 { // nil for none
		res.Adv = nil
	}
	if len(res.Dis) == 0 {
		res.Dis = nil
	}
}

// conditionsOn is situation's part for c's own conditions: the
// advantage, disadvantage and failure without a roll their effects give
// t.
func (rs *Ruleset) conditionsOn(c *Creature, t *Test, res *TestResult) {
	var buf [16]*Condition
	for _, d := range c.activeDefs(rs, buf[:0]) {
		name := d.Name
		if len(t.IgnoreOwn) > 0 && slices.Contains(t.IgnoreOwn, name) {
			continue
		}
		for i := range d.Effects {
			e := &d.Effects[i]
			if !e.fits(t) {
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
}

// modifiers appends the terms a test adds to its d20: the ability
// modifier, proficiency, exhaustion and the caller's bonuses.
func (rs *Ruleset) modifiers(c *Creature, t *Test, terms []Term) []Term {
	return rs.modifierTerms(c, t, terms, false)
}

// modifierTerms is modifiers; quiet leaves exhaustion's text out (test).
func (rs *Ruleset) modifierTerms(c *Creature, t *Test, terms []Term, quiet bool) []Term {
	if t.Ability != NoAbility {
		terms = append(terms, Term{rs.Mod(c, t.Ability), t.Ability.String(), rs.cites.ability})
	}
	byAbility := rs.Proficiency.ByAbility && t.Kind == Check && t.Ability != NoAbility
	switch {
	case t.Kind == Check && t.Skill != "" && c.Proficient["expertise:"+normal(t.Skill)],
		byAbility && c.Proficient[t.Ability.String()] && c.Proficient["expertise:"+t.Ability.String()]:
		// Expertise doubles the bonus; proficiency still counts once.
		terms = append(terms, Term{2 * rs.ProficiencyBonus(c), "proficiency (expertise)", rs.cites.proficiency})
	case (t.Kind == Save || t.Kind == Check) && c.proficientIn(t), byAbility && c.Proficient[t.Ability.String()]: // proficientIn: a save's or a check's
		terms = append(terms, Term{rs.ProficiencyBonus(c), "proficiency", rs.cites.proficiency})
	}
	if p := rs.Exhaustion.TestPenalty * c.Exhaustion; p > 0 {
		src := ""
		if !quiet {
			src = "exhaustion " + itoa(c.Exhaustion)
		}
		terms = append(terms, Term{-p, src, rs.cites.exhaustion})
	}
	if len(c.Bonuses) > 0 {
		terms = c.bonusTerms(t, terms) // bonus.go: a Ring of Protection's +1
	}
	for i := range t.Bonus { // one or two: appended one by one, not by a bulk copy's call
		terms = append(terms, t.Bonus[i])
	}
	return terms
}

// Passive is a passive check: 10 plus the check's modifiers, 5 more with
// advantage and 5 less with disadvantage (SRD 5.1, Using Ability Scores,
// Passive Checks). Its terms explain it.
func (rs *Ruleset) Passive(c *Creature, t Test) (int, []Term) {
	t.Kind = Check
	var res TestResult
	rs.situation(c, &t, false, &res) // a passive check is no roll, so Help waits for one
	terms := []Term{{10, "passive", rs.cites.passive}}
	switch res.Mode {
	case Advantage:
		terms = append(terms, Term{5, "advantage: " + strings.Join(res.Adv, ", "), rs.cites.passive})
	case Disadvantage:
		terms = append(terms, Term{-5, "disadvantage: " + strings.Join(res.Dis, ", "), rs.cites.passive})
	}
	terms = rs.modifiers(c, &t, terms)
	terms = rs.pacePassive(c, t, terms)
	return Sum(terms), terms
}

// Contest has a and b each make their check; the higher total wins. It
// returns 1 when a wins, 2 when b wins and 0 on a tie, where the
// situation stays as it was (SRD 5.1, Using Ability Scores, Contests).
func (rs *Ruleset) Contest(a, b *Creature, ta, tb Test, r dice.Roller) (ra, rb TestResult, winner int, err error) {
	ta.Kind, tb.Kind, ta.DC, tb.DC = Check, Check, 0, 0
	if ra, err = rs.Test(a, ta, r); err != nil {
		return
	}
	if rb, err = rs.Test(b, tb, r); err != nil {
		return
	}
	switch {
	case ra.AutoFail != "" && rb.AutoFail != "":
	case ra.AutoFail != "":
		winner = 2
	case rb.AutoFail != "":
		winner = 1
	case ra.Total > rb.Total:
		winner = 1
	case rb.Total > ra.Total:
		winner = 2
	}
	ra.Success, rb.Success = winner == 1, winner == 2
	return
}

// GroupCheck has everyone make the same check; the group succeeds when at
// least half of them do (SRD 5.1, Using Ability Scores, Group Checks).
func (rs *Ruleset) GroupCheck(cs []*Creature, t Test, r dice.Roller) ([]TestResult, bool, error) {
	t.Kind = Check
	out := make([]TestResult, 0, len(cs))
	ok := 0
	for _, c := range cs {
		res, err := rs.Test(c, t, r)
		if err != nil {
			return out, false, err
		}
		if res.Success {
			ok++
		}
		out = append(out, res)
	}
	return out, len(cs) > 0 && 2*ok >= len(cs), nil
}

func (c *Creature) proficientIn(t *Test) bool {
	switch t.Kind {
	case Save:
		if int(t.Ability) < len(saveKeys) {
			return c.Proficient[saveKeys[t.Ability]]
		}
		return c.Proficient[t.Ability.String()+"_save"]
	case Check:
		// Skill or tool: the bonus is added once either way (Proficiency
		// Bonus, no stacking).
		return (t.Skill != "" && c.Proficient[normal(t.Skill)]) || (t.Tool != "" && c.Proficient[normal(t.Tool)])
	}
	return false
}

// saveKeys are the keys of saving throw proficiencies by ability,
// "str_save"..., written once.
var saveKeys = func() (out [len(abilityNames)]string) {
	for i, n := range abilityNames {
		out[i] = n + "_save"
	}
	return out
}()

func itoa(n int) string { return strconv.Itoa(n) }
