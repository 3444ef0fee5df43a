package scenario

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Outcome is what running a scenario came to: nil Err means it passed.
type Outcome struct {
	Path string
	Step int // 1-based step that failed; 0 for setup
	Err  error
	// Unforced lists the steps (1-based) that rolled dice from the seeded
	// roller because they gave no `dice:`; the repository's scenarios force
	// every roll (TestRepositoryScenarios).
	Unforced []int
}

// OK reports whether the scenario passed.
func (o Outcome) OK() bool { return o.Err == nil }

func (o Outcome) String() string {
	if o.Err == nil {
		return "ok   " + o.Path
	}
	if o.Step == 0 {
		return "FAIL " + o.Path + ": " + o.Err.Error()
	}
	return fmt.Sprintf("FAIL %s: step %d: %v", o.Path, o.Step, o.Err)
}

// ErrNotSupported marks verbs and creature kinds that later work brings.
var ErrNotSupported = errors.New("not supported yet")

// later are the verbs of the format that need combat, content or
// characters, which Arbiter does not have yet.
var later = []string{"cast", "magic"}

type runner struct {
	f      *File
	rs     *rules.Ruleset
	cs     map[string]*rules.Creature
	seeded *countingRoller
	result map[string]any
	fight  *fight // the combat, once a step starts it or attacks (combat.go)
	// monsters are the catalog monsters' combatants (monster.go).
	monsters monsterTable
	// chars are the creatures built from character specs (character.go).
	chars []EncounterCharacter
}

// countingRoller counts the dice a seeded roller rolls.
type countingRoller struct {
	r dice.Roller
	n int
}

func (c *countingRoller) Roll(lo, hi int) (int, error) {
	c.n++
	return c.r.Roll(lo, hi)
}

// Run runs a scenario and reports the first failure.
func Run(f *File) Outcome {
	out := Outcome{Path: f.Path}
	rs, err := rules.Get(f.Ruleset)
	if err != nil {
		out.Err = err
		return out
	}
	seed := uint64(1)
	if f.Seed != nil {
		seed = *f.Seed
	}
	r := &runner{f: f, rs: rs, cs: map[string]*rules.Creature{}, seeded: &countingRoller{r: dice.NewSeeded(seed)}}
	for _, spec := range f.Creatures {
		if err := r.setup(spec); err != nil {
			out.Err = err
			return out
		}
	}
	for i, st := range f.Steps {
		n := r.seeded.n
		err := r.step(st)
		if r.seeded.n > n {
			out.Unforced = append(out.Unforced, i+1)
		}
		if err != nil {
			out.Step, out.Err = i+1, fmt.Errorf("%s: %w", st.Do, err)
			return out
		}
	}
	return out
}

func (r *runner) setup(spec CreatureSpec) error {
	if spec.ID == "" {
		return fmt.Errorf("a creature needs an id")
	}
	if _, dup := r.cs[spec.ID]; dup {
		return fmt.Errorf("creature %q is defined twice", spec.ID)
	}
	var fromCatalog *rules.Creature
	switch m := spec.Monster.(type) {
	case nil:
	case bool:
		if spec.Stats == nil {
			spec.Stats = &Stats{}
		}
		spec.Stats.Monster = spec.Stats.Monster || m
	case string:
		var err error
		if fromCatalog, err = r.catalogMonster(spec, m); err != nil { // monster.go
			return err
		}
	default:
		return fmt.Errorf("creature %s: monster: %v is neither true nor a catalog id", spec.ID, m)
	}
	c := r.rs.NewCreature(spec.ID)
	if fromCatalog != nil {
		c = fromCatalog
	}
	if spec.Character != nil {
		var err error
		if c, err = r.characterCreature(spec); err != nil {
			return err
		}
	}
	c.Side = spec.Side
	if len(spec.At) == 2 {
		c.Position = [2]int{spec.At[0], spec.At[1]}
	} else if spec.At != nil {
		return fmt.Errorf("creature %s: at needs [x, y]", spec.ID)
	}
	if s := spec.Stats; s != nil {
		if err := r.woundStats(c, s); err != nil {
			return err
		}
		if s.HP != nil {
			c.HP, c.MaxHP = *s.HP, *s.HP
		}
		if s.MaxHP != nil {
			c.MaxHP = *s.MaxHP
			if s.HP == nil {
				c.HP = c.MaxHP
			}
		}
		if c.HP < 0 || c.HP > c.MaxHP {
			return fmt.Errorf("creature %s: hp %d is outside 0..%d", spec.ID, c.HP, c.MaxHP)
		}
		c.TempHP = s.TempHP
		if s.AC != nil {
			c.AC = *s.AC
		}
		for k, v := range s.Abilities {
			a, err := rules.ParseAbility(k)
			if err != nil {
				return fmt.Errorf("creature %s: %w", spec.ID, err)
			}
			c.Scores[a] = v
		}
		if s.Level != nil {
			c.Level = *s.Level
		}
		if s.CR != nil {
			cr, err := rules.ParseCR(fmt.Sprint(s.CR))
			if err != nil {
				return fmt.Errorf("creature %s: %w", spec.ID, err)
			}
			c.CR8, c.HasCR = cr, true
		}
		for _, p := range s.Proficient {
			c.Proficient[strings.ToLower(p)] = true
		}
		for _, p := range s.Expertise {
			c.Proficient["expertise:"+strings.ToLower(p)] = true
		}
		if s.Speed != nil {
			c.BaseSpeed = *s.Speed
		}
		if s.Size != "" {
			c.Size = s.Size
		}
		for _, set := range []struct {
			names []string
			into  map[string]bool
		}{{s.Resist, c.Resist}, {s.Vulnerable, c.Vulnerable}, {s.Immune, c.Immune}, {s.ConditionImmune, c.ConditionImmune}} {
			for _, n := range set.names {
				set.into[strings.ToLower(n)] = true
			}
		}
		for _, n := range s.Conditions {
			if err := r.rs.AddCondition(c, n, 0); err != nil {
				return fmt.Errorf("creature %s: %w", spec.ID, err)
			}
		}
		if s.Exhaustion > 0 {
			if err := r.rs.AddCondition(c, "exhaustion", s.Exhaustion); err != nil {
				return err
			}
		}
		c.Monster = c.Monster || s.Monster
		c.MaxHitDice = max(1, c.Level)
		if s.MaxHitDice != nil {
			c.MaxHitDice = *s.MaxHitDice
		}
		c.HitDice = c.MaxHitDice
		if s.HitDice != nil {
			c.HitDice = *s.HitDice
		}
		if s.HitDie != nil {
			n, ok := toInt(s.HitDie)
			if !ok {
				if str, isStr := s.HitDie.(string); isStr && strings.HasPrefix(str, "d") {
					v, err := strconv.Atoi(str[1:])
					n, ok = int64(v), err == nil
				}
			}
			if !ok || n < 1 {
				return fmt.Errorf("creature %s: hit_die %v is not a die such as 8 or d8", spec.ID, s.HitDie)
			}
			c.HitDie = int(n)
		}
		c.Inspiration = s.Inspiration
		if err := setupResources(c, s.Resources); err != nil {
			return err
		}
		if err := r.setupExplore(c, s); err != nil {
			return err
		}
		if err := r.setupSpells(c, s); err != nil { // cast.go
			return err
		}
		if err := setupFeatures(c, s); err != nil { // features.go
			return err
		}
	}
	r.cs[spec.ID] = c
	return r.settle(c)
}

// step runs one step: it performs the verb with the step's dice, checks the
// error it expects, or the values it expects.
func (r *runner) step(st Step) error {
	var roller dice.Roller = r.seeded
	var scripted *dice.Scripted
	if st.Dice != nil {
		scripted = dice.NewScripted(st.Dice...)
		roller = scripted
	}
	r.result = map[string]any{}
	err := r.do(st, roller)
	if st.hasErr {
		if err == nil {
			return fmt.Errorf("expected an error containing %q, but the step succeeded", st.Error)
		}
		if !strings.Contains(err.Error(), st.Error) {
			return fmt.Errorf("expected an error containing %q, got %q", st.Error, err)
		}
	} else if err != nil {
		return err
	}
	if scripted != nil && scripted.Remaining() > 0 {
		return fmt.Errorf("%d of the step's dice were not rolled (the step rolled %d)", scripted.Remaining(), scripted.Used())
	}
	for _, e := range st.Expect {
		got, err := r.get(e.Path)
		if err != nil {
			return err
		}
		if !equal(got, e.Want) {
			return fmt.Errorf("%s: expected %s, got %s", e.Path, show(e.Want), show(got))
		}
	}
	return nil
}

// verbFunc performs a step's verb.
type verbFunc = func(*runner, Step, args, dice.Roller) error

// verbs maps each verb a scenario may use to the method that performs it.
var verbs map[string]verbFunc

// on is a verb on the creature that argument key names, which it reads
// first ("needs target: <creature id>" when it is missing).
func on(key string, f func(*runner, *rules.Creature, args, dice.Roller) error) verbFunc {
	return func(r *runner, _ Step, a args, roller dice.Roller) error {
		c, err := r.creature(a, key)
		if err != nil {
			return err
		}
		return f(r, c, a, roller)
	}
}

// onAmount is a verb on the creature target: that then reads amount: N
// or roll: "2d6+3" (rolled with the step's dice).
func onAmount(f func(*runner, *rules.Creature, args, int) error) verbFunc {
	return on("target", func(r *runner, c *rules.Creature, a args, roller dice.Roller) error {
		amount, err := r.amount(a, roller)
		if err != nil {
			return err
		}
		return f(r, c, a, amount)
	})
}

func init() {
	verbs = map[string]verbFunc{
		"check":       (*runner).testVerb,
		"save":        (*runner).testVerb,
		"contest":     (*runner).contestVerb,
		"group_check": (*runner).groupCheckVerb,
		"damage":      onAmount((*runner).damageVerb),
		"heal":        onAmount((*runner).healVerb),
		"temp_hp":     onAmount((*runner).tempHPVerb),
		"condition":   on("target", (*runner).conditionVerb),
		"death_save":  on("by", (*runner).deathSaveVerb),
		"stabilize":   on("by", (*runner).stabilizeVerb),
		"wake_stable": on("target", (*runner).wakeStableVerb),
		"fall":        on("target", (*runner).fallVerb),
		"rest":        (*runner).restVerb,
		"set":         (*runner).setVerb,
		"bolster":     onAmount((*runner).bolsterVerb), // wounds.go
		// combat (combat.go)
		"start_combat":       (*runner).startCombatVerb,
		"move":               (*runner).combatVerb,
		"end_turn":           (*runner).combatVerb,
		"attack":             (*runner).combatVerb,
		"dash":               (*runner).combatVerb,
		"hustle":             (*runner).combatVerb,
		"dodge":              (*runner).combatVerb,
		"disengage":          (*runner).combatVerb,
		"opportunity_attack": (*runner).combatVerb,
		// catalog monsters (monster.go)
		"multiattack": (*runner).combatVerb,
		"use":         (*runner).combatVerb,
		"legendary":   (*runner).combatVerb,
		"lair":        (*runner).combatVerb,
		"cast":        (*runner).castVerb, // cast.go
	}
}

func (r *runner) do(st Step, roller dice.Roller) error {
	if v, ok := verbs[st.Do]; ok {
		var bad error
		a := args{m: st.Args, bad: &bad, used: map[string]bool{}}
		err := v(r, st, a, roller)
		if bad != nil {
			return bad // the wrong type explains what went wrong after it
		}
		if err == nil {
			var unknown []string
			for k := range st.Args {
				if !a.used[k] {
					if k == "roll" && st.diceRoll {
						k = "dice (an amount to roll)"
					}
					unknown = append(unknown, k)
				}
			}
			if len(unknown) > 0 {
				slices.Sort(unknown)
				return fmt.Errorf("unknown argument %s: misspelt, or not one of this verb's", strings.Join(unknown, ", "))
			}
		}
		return err
	}
	if slices.Contains(later, st.Do) {
		return fmt.Errorf("the %s verb is %w", st.Do, ErrNotSupported)
	}
	return fmt.Errorf("unknown verb %q", st.Do)
}

func (r *runner) testVerb(st Step, a args, roller dice.Roller) error {
	c, err := r.creature(a, "by")
	if err != nil {
		return err
	}
	t, err := r.testArgs(a, "")
	if err != nil {
		return err
	}
	if r.fight != nil && st.Do == "check" { // a check inside an aura's condition (Silence's deafened)
		if f := r.fight.state.AuraCreature(c.ID); f != nil {
			c = f
		}
	}
	t.DC = a.int("dc")
	if st.Do == "save" {
		t.Kind = rules.Save
		if r.fight != nil { // a dodging creature's Dexterity saves (combat.go)
			t.Adv = append(t.Adv, r.fight.state.SaveAdv(c.ID, t.Ability)...)
		}
	}
	if a.str("against") != "" { // a social check against a creature (Charmed)
		if t.Against, err = r.creature(a, "against"); err != nil {
			return err
		}
		t.Social = a.bool("social")
	} else if a.bool("social") {
		return fmt.Errorf("social: true needs against: <creature id>")
	}
	res, err := r.rs.Test(c, t, roller)
	if err != nil {
		return err
	}
	r.testResult(res)
	return nil
}

func (r *runner) contestVerb(st Step, a args, roller dice.Roller) error {
	c, err := r.creature(a, "by")
	if err != nil {
		return err
	}
	o, err := r.creature(a, "against")
	if err != nil {
		return err
	}
	ta, err := r.testArgs(a, "")
	if err != nil {
		return err
	}
	tb, err := r.testArgs(a, "against_")
	if err != nil {
		return err
	}
	ra, rb, winner, err := r.rs.Contest(c, o, ta, tb, roller)
	if err != nil {
		return err
	}
	r.testResult(ra)
	r.result["against_total"] = int64(rb.Total)
	r.result["winner"] = nil
	switch winner {
	case 1:
		r.result["winner"] = c.ID
	case 2:
		r.result["winner"] = o.ID
	}
	return nil
}

func (r *runner) groupCheckVerb(st Step, a args, roller dice.Roller) error {
	ids, _ := a.val("by").([]any)
	if len(ids) == 0 {
		return fmt.Errorf("needs by: [ids of the group]")
	}
	var group []*rules.Creature
	for _, id := range ids {
		c, err := r.creature(args{m: map[string]any{"by": id}}, "by")
		if err != nil {
			return err
		}
		group = append(group, c)
	}
	t, err := r.testArgs(a, "")
	if err != nil {
		return err
	}
	t.DC = a.int("dc")
	results, ok, err := r.rs.GroupCheck(group, t, roller)
	if err != nil {
		return err
	}
	n := int64(0)
	for _, res := range results {
		if res.Success {
			n++
		}
	}
	r.result["success"] = ok
	r.result["successes"] = n
	return nil
}

func (r *runner) damageVerb(c *rules.Creature, a args, amount int) error {
	d := rules.Damage{Amount: amount, Type: a.str("type"), Crit: a.bool("crit"), KnockOut: a.bool("knock_out"), Magical: a.bool("magical"),
		FromRole: a.str("from_role")}
	if _, ok := a.get("adjust"); ok { // a flat bonus or penalty, such as an aura's -5
		d.Adjust = []rules.Term{{Value: a.int("adjust"), Source: "adjustment", Rule: r.rs.Cite + ", Damage and Healing"}}
	}
	res, err := r.rs.Damage(c, d)
	if err != nil {
		return err
	}
	r.result["damage"] = int64(res.Dealt)
	if r.rs.Wounds != nil {
		r.result["wounds"] = int64(res.ToWounds)
	}
	r.result["explain"] = terms(res.Explain)
	r.result["rules"] = termRules(res.Explain)
	return nil
}

func (r *runner) healVerb(c *rules.Creature, a args, amount int) error {
	got, err := r.rs.Heal(c, amount)
	if err != nil {
		return err
	}
	r.result["total"] = int64(got)
	return nil
}

func (r *runner) tempHPVerb(c *rules.Creature, a args, amount int) error {
	return r.rs.GiveTempHP(c, amount)
}

func (r *runner) conditionVerb(c *rules.Creature, a args, roller dice.Roller) error {
	switch {
	case a.str("add") != "":
		if in, ok, err := instanceArgs(a); ok || err != nil { // a source or a duration (turn.go)
			if err != nil {
				return err
			}
			return r.rs.ApplyCondition(c, in)
		}
		return r.rs.AddCondition(c, a.str("add"), a.int("level"))
	case a.str("remove") != "" && a.str("source") != "":
		if !r.rs.EndCondition(c, a.str("remove"), a.str("source")) {
			return fmt.Errorf("%s has no %s from %s", c.ID, a.str("remove"), a.str("source"))
		}
		return nil
	case a.str("remove") != "":
		return r.rs.RemoveCondition(c, a.str("remove"), a.int("level"))
	}
	return fmt.Errorf("needs add: <condition> or remove: <condition>")
}

func (r *runner) deathSaveVerb(c *rules.Creature, a args, roller dice.Roller) error {
	res, err := r.rs.DeathSave(c, roller)
	if err != nil {
		return err
	}
	r.testResult(res)
	return nil
}

func (r *runner) stabilizeVerb(by *rules.Creature, a args, roller dice.Roller) error {
	c, err := r.creature(a, "target")
	if err != nil {
		return err
	}
	res, err := r.rs.Stabilize(by, c, roller)
	if err != nil {
		return err
	}
	r.testResult(res)
	return nil
}

// wakeStableVerb: a stable creature at 0 HP nobody heals regains 1 HP
// after 1d4 hours; result.hours is the roll.
func (r *runner) wakeStableVerb(c *rules.Creature, a args, roller dice.Roller) error {
	hours, err := r.rs.WakeStable(c, roller)
	if err != nil {
		return err
	}
	r.result["hours"] = int64(hours)
	return nil
}

func (r *runner) fallVerb(c *rules.Creature, a args, roller dice.Roller) error {
	if a.bool("into_water") {
		check, res, err := r.rs.FallIntoWater(c, a.int("feet"), roller)
		if err != nil {
			return err
		}
		r.testResult(check)
		r.result["damage"] = int64(res.Dealt)
		return nil
	}
	res, rolled, err := r.rs.Fall(c, a.int("feet"), roller)
	if err != nil {
		return err
	}
	r.result["total"] = int64(rolled)
	r.result["damage"] = int64(res.Dealt)
	return nil
}

func (r *runner) restVerb(st Step, a args, roller dice.Roller) error {
	var who []any
	switch w := a.val("who").(type) {
	case []any:
		who = w
	case nil:
		return fmt.Errorf("needs who: <id> or [ids]")
	default:
		who = []any{w}
	}
	total := int64(0)
	for _, id := range who {
		c, err := r.creature(args{m: map[string]any{"who": id}}, "who")
		if err != nil {
			return err
		}
		var got int
		switch a.str("kind") {
		case "short":
			got, err = r.rs.ShortRest(c, a.int("hit_dice"), roller)
			if err == nil {
				err = r.recoverSlots(c, a) // cast.go: Arcane Recovery
			}
			if err == nil {
				r.restore(c) // character.go: Sorcerous Restoration
			}
		case "long":
			if _, ok := a.get("hit_dice"); ok {
				return fmt.Errorf("a long rest spends no hit dice")
			}
			got, err = r.rs.LongRest(c)
		case "rest": // 5efp's one kind of rest
			got, err = r.rs.EndRest(c)
		default:
			return fmt.Errorf("needs kind: short, long or rest, not %q", a.str("kind"))
		}
		if err != nil {
			return err
		}
		total += int64(got)
	}
	r.result["total"] = total
	return nil
}

func (r *runner) setVerb(st Step, a args, roller dice.Roller) error {
	return r.set(a.str("path"), a.val("value"))
}

func (r *runner) testResult(res rules.TestResult) {
	r.result["total"] = int64(res.Total)
	r.result["success"] = res.Success
	r.result["roll"] = int64(res.Roll)
	r.result["mode"] = res.Mode.String()
	r.result["explain"] = terms(res.Explain)
	r.result["rules"] = termRules(res.Explain)
	r.result["crit"] = res.Nat20
	r.result["dc"] = int64(res.DC)
	if res.DCExplain != nil {
		r.result["dc_explain"] = terms(res.DCExplain)
	}
}

// termRules lists the rule each term cites, in order.
func termRules(ts []rules.Term) []any {
	out := make([]any, len(ts))
	for i, t := range ts {
		out[i] = t.Rule
	}
	return out
}

func terms(ts []rules.Term) []any {
	out := make([]any, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

// testArgs reads a check's ability, skill, advantage and disadvantage from
// keys with the given prefix ("against_" for the other side of a contest).
func (r *runner) testArgs(a args, prefix string) (rules.Test, error) {
	t := rules.Test{Kind: rules.Check}
	skill := a.str(prefix + "skill")
	var err error
	if skill != "" {
		t.Skill = skill
		if t.Ability, err = r.rs.SkillAbility(skill); err != nil {
			return t, err
		}
	}
	if ab := a.str(prefix + "ability"); ab != "" {
		if t.Ability, err = rules.ParseAbility(ab); err != nil {
			return t, err
		}
	} else if skill == "" {
		return t, fmt.Errorf("needs %sability or %sskill", prefix, prefix)
	}
	if a.bool(prefix + "advantage") {
		t.Adv = append(t.Adv, "step")
	}
	if a.bool(prefix + "disadvantage") {
		t.Dis = append(t.Dis, "step")
	}
	t.Tool = a.str(prefix + "tool")
	t.Obscured = a.str(prefix + "obscured")
	t.Cover = a.str(prefix + "cover")
	switch t.Sense = a.str(prefix + "sense"); t.Sense {
	case "", "sight", "hearing":
	default:
		return t, fmt.Errorf("%ssense: %q is not sight or hearing", prefix, t.Sense)
	}
	t.Inspiration = a.bool(prefix + "inspiration")
	t.Fail = a.bool(prefix + "fail")
	return t, nil
}

// amount reads amount: N or dice: "2d6+3" (rolled with the step's roller).
func (r *runner) amount(a args, roller dice.Roller) (int, error) {
	if expr, ok := a.get("roll"); ok {
		e, err := dice.Parse(fmt.Sprint(expr))
		if err != nil {
			return 0, err
		}
		res, err := e.Roll(roller)
		if err != nil {
			return 0, err
		}
		r.result["roll_text"] = res.String()
		return int(res.Total), nil
	}
	if _, ok := a.get("amount"); !ok {
		return 0, fmt.Errorf("needs amount: N or roll: \"2d6+3\"")
	}
	return a.int("amount"), nil
}

func (r *runner) creature(a args, key string) (*rules.Creature, error) {
	id := a.str(key)
	if id == "" {
		return nil, fmt.Errorf("needs %s: <creature id>", key)
	}
	c, ok := r.cs[id]
	if !ok {
		return nil, fmt.Errorf("no creature %q", id)
	}
	return c, nil
}

// args reads a step's arguments.
// args are a step's arguments. bad, when set, keeps the first argument
// of the wrong type that a verb read (dc: ten), which fails the step.
type args struct {
	m    map[string]any
	bad  *error
	used map[string]bool // the keys a verb read; the others are unknown to it
}

// get reads an argument and notes that the verb knows it.
func (a args) get(k string) (any, bool) {
	if a.used != nil {
		a.used[k] = true
	}
	v, ok := a.m[k]
	return v, ok
}

// val is get's value alone.
func (a args) val(k string) any {
	v, _ := a.get(k)
	return v
}

// wrong records an argument of the wrong type.
func (a args) wrong(k string, v any, want string) {
	if a.bad != nil && *a.bad == nil {
		*a.bad = fmt.Errorf("%s: %v is not %s", k, v, want)
	}
}

func (a args) str(k string) string {
	if v, ok := a.get(k); ok && v != nil {
		return fmt.Sprint(v)
	}
	return ""
}

func (a args) int(k string) int {
	v, has := a.get(k)
	n, ok := toInt(v)
	if has && !ok && v != nil {
		a.wrong(k, v, "a whole number")
	}
	return int(n)
}

func (a args) bool(k string) bool {
	v, has := a.get(k)
	b, ok := v.(bool)
	if has && !ok && v != nil {
		a.wrong(k, v, "true or false")
	}
	return b
}
