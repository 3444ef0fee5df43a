package scenario

// Verbs and arguments for condition durations, turn boundaries outside
// combat, Help and resources. They join the verb table in this file's init,
// which runs after run.go's (files initialise in name order).

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

func init() {
	verbs["turn_start"] = (*runner).turnStartVerb
	verbs["turn_end"] = (*runner).turnEndVerb
	verbs["help"] = (*runner).helpVerb
	verbs["attack_roll"] = on("by", (*runner).attackRollVerb)
	verbs["spend"] = on("by", (*runner).spendVerb)
	verbs["encounter_start"] = (*runner).encounterStartVerb
	verbs["session_start"] = (*runner).sessionStartVerb
}

// durationKeys are the condition step's keys that make an instance.
var durationKeys = []string{"source", "until", "of", "rounds", "minutes", "save"}

// instanceArgs reads a condition instance from a condition step: source,
// until (start_of_turn | end_of_turn), of (whose turn), rounds or minutes,
// and save: {ability, dc, at}. ok is false when the step has none of them.
func instanceArgs(a args) (in rules.ConditionInstance, ok bool, err error) {
	for _, k := range durationKeys {
		if _, has := a.get(k); has {
			ok = true
		}
	}
	if !ok {
		return in, false, nil
	}
	in.Name, in.Source = a.str("add"), a.str("source")
	d := &in.Duration
	d.Of = a.str("of")
	switch u := a.str("until"); u {
	case "start_of_turn":
		d.Until = rules.StartOfTurn
	case "end_of_turn":
		d.Until = rules.EndOfTurn
	case "":
	default:
		return in, true, fmt.Errorf("until: %q is not start_of_turn or end_of_turn", u)
	}
	for key, per := range map[string]int{"rounds": 1, "minutes": rules.RoundsPerMinute} {
		if v, has := a.get(key); has {
			n, isInt := toInt(v)
			if !isInt || n < 1 {
				return in, true, fmt.Errorf("%s: %v is not a whole number of at least 1", key, v)
			}
			d.Turns = int(n) * per
			if d.Until == rules.NoTurnPoint {
				d.Until = rules.StartOfTurn // a round runs to the start of the same turn (SRD 5.2.1, Combat, Rounds)
			}
		}
	}
	if d.Of != "" && d.Until == rules.NoTurnPoint {
		return in, true, fmt.Errorf("of: %s needs until: start_of_turn or end_of_turn, or rounds", d.Of)
	}
	if v, has := a.get("save"); has {
		m, isMap := v.(map[string]any)
		if !isMap {
			return in, true, fmt.Errorf("save: want {ability: wis, dc: 13}")
		}
		sa := args{m: m}
		if d.Save.Ability, err = rules.ParseAbility(sa.str("ability")); err != nil {
			return in, true, fmt.Errorf("save: %w", err)
		}
		if d.Save.DC = sa.int("dc"); d.Save.DC < 1 {
			return in, true, fmt.Errorf("save: needs a dc of at least 1")
		}
		switch at := sa.str("at"); at {
		case "", "end_of_turn":
			d.Save.At = rules.EndOfTurn
		case "start_of_turn":
			d.Save.At = rules.StartOfTurn
		default:
			return in, true, fmt.Errorf("save: at: %q is not start_of_turn or end_of_turn", at)
		}
	}
	return in, true, nil
}

func (r *runner) turnStartVerb(st Step, a args, roller dice.Roller) error {
	return r.turn(a, roller, r.rs.StartTurn)
}

func (r *runner) turnEndVerb(st Step, a args, roller dice.Roller) error {
	return r.turn(a, roller, r.rs.EndTurn)
}

// turn applies the start or end of by's turn to every creature, in the
// order the scenario lists them. Its result: ended (what ended, in order),
// why (one line each), recovered (resources back), saves (how many repeat
// saves were rolled) and, after the last save, that save's total, success,
// roll, mode and explain.
func (r *runner) turn(a args, roller dice.Roller, at func(*rules.Creature, string, dice.Roller) (rules.TurnResult, error)) error {
	whose, err := r.creature(a, "by")
	if err != nil {
		return err
	}
	ended, why, recovered := []any{}, []any{}, []any{}
	saves := int64(0)
	for _, spec := range r.f.Creatures {
		c := r.cs[spec.ID]
		res, err := at(c, whose.ID, roller)
		if err != nil {
			return err
		}
		for _, e := range res.Ended {
			ended = append(ended, e.What)
			line := e.Creature + ": " + e.What
			if e.Source != "" {
				line += " (" + e.Source + ")"
			}
			why = append(why, line+": "+e.Why)
		}
		for _, n := range res.Recovered {
			recovered = append(recovered, n)
		}
		for _, s := range res.Saves {
			saves++
			r.testResult(s.Result)
		}
	}
	r.result["ended"], r.result["why"], r.result["recovered"], r.result["saves"] = ended, why, recovered, saves
	return nil
}

// helpVerb: by helps target with its next check (skill or tool, or any
// check) or, with attack: <enemy id>, with its next attack roll against
// that enemy.
func (r *runner) helpVerb(st Step, a args, roller dice.Roller) error {
	if r.fight != nil && r.fight.state.Started && !r.fight.state.Over {
		return r.combatVerb(st, a, roller) // the Help action (verbs_actions.go)
	}
	by, err := r.creature(a, "by")
	if err != nil {
		return err
	}
	helped, err := r.creature(a, "target")
	if err != nil {
		return err
	}
	if a.str("attack") != "" {
		enemy, err := r.creature(a, "attack")
		if err != nil {
			return err
		}
		return r.rs.HelpAttack(by, helped, enemy)
	}
	return r.rs.HelpCheck(by, helped, a.str("skill"), a.str("tool"))
}

// attackRollVerb makes the d20 of an attack roll, no weapon: by, target
// (whose AC it must reach), ability (default str), advantage, disadvantage.
func (r *runner) attackRollVerb(c *rules.Creature, a args, roller dice.Roller) error {
	target, err := r.creature(a, "target")
	if err != nil {
		return err
	}
	if a.str("ability") == "" && a.str("skill") == "" {
		a.m["ability"] = "str"
	}
	t, err := r.testArgs(a, "")
	if err != nil {
		return err
	}
	t.Kind, t.Target = rules.Attack, target.ID
	t.DC, _ = r.rs.Defense(target) // the AC, or 5efp's Defense
	t.Against, t.Feet = target, rules.Reach*rules.Squares(c.Position, target.Position)
	if _, ok := a.get("feet"); ok {
		if t.Feet = a.int("feet"); t.Feet < 0 {
			return fmt.Errorf("feet: %d is not a distance", t.Feet)
		}
	}
	res, err := r.rs.Test(c, t, roller)
	if err != nil {
		return err
	}
	r.testResult(res)
	r.result["hit"] = res.Success
	r.result["crit"] = res.Crit
	r.result["crit_by"] = res.CritBy
	return nil
}

// spendVerb: by spends uses (default 1) of a resource; result.total is
// the uses left.
func (r *runner) spendVerb(c *rules.Creature, a args, roller dice.Roller) error {
	if a.str("resource") == "" {
		return fmt.Errorf("needs resource: <name>")
	}
	left, err := c.Spend(a.str("resource"), a.int("uses"))
	if err != nil {
		return err
	}
	r.result["total"] = int64(left)
	return nil
}

func (r *runner) encounterStartVerb(st Step, a args, roller dice.Roller) error {
	return r.recoverAll(a, rules.EncounterStarts)
}

func (r *runner) sessionStartVerb(st Step, a args, roller dice.Roller) error {
	return r.recoverAll(a, rules.SessionStarts)
}

// recoverAll gives the event to who (an id or a list; default everyone).
func (r *runner) recoverAll(a args, e rules.RecoveryEvent) error {
	var ids []string
	switch w := a.val("who").(type) {
	case nil:
		for _, spec := range r.f.Creatures {
			ids = append(ids, spec.ID)
		}
	case []any:
		for _, id := range w {
			ids = append(ids, fmt.Sprint(id))
		}
	default:
		ids = []string{fmt.Sprint(w)}
	}
	recovered := []any{}
	for _, id := range ids {
		c, ok := r.cs[id]
		if !ok {
			return fmt.Errorf("no creature %q", id)
		}
		for _, n := range c.Recover(e) {
			recovered = append(recovered, n)
		}
	}
	r.result["recovered"] = recovered
	return nil
}

// setupResources gives an ad-hoc creature its resources.
func setupResources(c *rules.Creature, specs map[string]ResourceSpec) error {
	names := make([]string, 0, len(specs))
	for n := range specs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s := specs[n]
		k, count, err := rules.ParseRecovery(s.Recovery)
		if err != nil {
			return fmt.Errorf("creature %s: resource %s: %w", c.ID, n, err)
		}
		res := rules.Resource{Name: n, Max: count, Recovery: k, OncePerTurn: s.OncePerTurn}
		if s.Max != nil {
			res.Max = *s.Max
		}
		res.Uses = res.Max
		if s.Uses != nil {
			res.Uses = *s.Uses
		}
		if err := c.AddResource(res); err != nil {
			return fmt.Errorf("creature %s: %w", c.ID, err)
		}
	}
	return nil
}

// statePath reads the paths this file adds: resources.<name> (uses left),
// sources.<condition> (the sources of its instances, sorted; "" for one
// given directly) and help (the Help waiting: "bob: athletics",
// "bob: attack gob").
func (r *runner) statePath(c *rules.Creature, path, rest string) (any, bool, error) {
	if name, ok := strings.CutPrefix(rest, "resources."); ok {
		res, has := c.Resource(name)
		if !has {
			return nil, true, fmt.Errorf("path %s: %s has no resource %q", path, c.ID, name)
		}
		return int64(res.Uses), true, nil
	}
	if name, ok := strings.CutPrefix(rest, "sources."); ok {
		var src []string
		for _, in := range c.Instances() {
			if in.Name == name {
				src = append(src, in.Source)
			}
		}
		slices.Sort(src)
		out := []any{}
		for _, s := range src {
			out = append(out, s)
		}
		return out, true, nil
	}
	if rest == "help" {
		out := []any{}
		for _, h := range c.Helps() {
			what := "any check"
			switch {
			case h.Attack:
				what = "attack " + h.Target
			case h.Skill != "" || h.Tool != "":
				what = strings.Trim(h.Skill+" "+h.Tool, " ")
			}
			out = append(out, h.By+": "+what)
		}
		return out, true, nil
	}
	return nil, false, nil
}
