package scenario

// Exploration, social, spellcasting and critical hit verbs and paths. This
// file's init adds to the verbs table run.go's init builds, so its name
// must sort after run.go.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

func init() {
	for name, v := range map[string]verbFunc{
		"suffocate":      on("target", (*runner).suffocateVerb),
		"breathe":        on("target", (*runner).breatheVerb),
		"carry":          on("who", (*runner).carryVerb),
		"travel":         (*runner).travelVerb,
		"sneak":          on("by", (*runner).sneakVerb),
		"find":           on("by", (*runner).findVerb),
		"reveal":         on("target", (*runner).revealVerb),
		"end_day":        on("who", (*runner).endDayVerb),
		"attitude_check": on("by", (*runner).attitudeVerb),
		"critical_hit":   on("target", (*runner).criticalVerb),
	} {
		verbs[name] = v
	}
}

// ids reads key as one creature id or a list of them.
func (r *runner) ids(a args, key string) ([]*rules.Creature, error) {
	var list []any
	switch w := a.val(key).(type) {
	case []any:
		list = w
	case nil:
		return nil, nil
	default:
		list = []any{w}
	}
	out := make([]*rules.Creature, 0, len(list))
	for _, id := range list {
		c, err := r.creature(args{m: map[string]any{key: id}}, key)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (r *runner) suffocateVerb(c *rules.Creature, a args, roller dice.Roller) error {
	n := 1
	if _, ok := a.get("rounds"); ok {
		n = a.int("rounds")
	}
	res, err := r.rs.Suffocate(c, n)
	if err != nil {
		return err
	}
	r.result["exhaustion"] = int64(res.Exhaustion)
	r.result["dropped"] = res.Dropped
	return nil
}

func (r *runner) breatheVerb(c *rules.Creature, a args, roller dice.Roller) error {
	return r.rs.Breathe(c)
}

func (r *runner) carryVerb(c *rules.Creature, a args, roller dice.Roller) error {
	return r.rs.SetLoad(c, a.float("pounds"), a.float("drag"), a.bool("variant"))
}

func (r *runner) travelVerb(st Step, a args, roller dice.Roller) error {
	cs, err := r.ids(a, "who")
	if err != nil {
		return err
	}
	if len(cs) == 0 {
		return fmt.Errorf("needs who: <id> or [ids]")
	}
	travel := r.rs.Travel
	if a.bool("mounted") {
		travel = r.rs.TravelMounted
	}
	d, err := travel(cs, a.str("pace"), a.int("minutes"), a.int("hours"), a.int("days"), roller)
	if err != nil {
		return err
	}
	saves, gained := int64(0), int64(0)
	for i := range d.Saves {
		saves += int64(len(d.Saves[i]))
		gained += int64(d.Exhaustion[i])
	}
	r.result["saves"] = saves
	r.result["exhaustion"] = gained
	r.result["feet"] = int64(d.Feet)
	r.result["miles"] = int64(d.Miles)
	r.result["explain"] = terms(d.Explain)
	r.result["rules"] = termRules(d.Explain)
	return nil
}

func (r *runner) sneakVerb(c *rules.Creature, a args, roller dice.Roller) error {
	obs, err := r.ids(a, "observers")
	if err != nil {
		return err
	}
	res, err := r.rs.Hide(c, obs, roller)
	if err != nil {
		return err
	}
	r.testResult(res.Check)
	r.result["hidden_from"] = strs(res.HiddenFrom)
	r.result["noticed_by"] = strs(res.NoticedBy)
	return nil
}

func strs(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

func (r *runner) findVerb(c *rules.Creature, a args, roller dice.Roller) error {
	t := rules.Test{Kind: rules.Check, Obscured: a.str("obscured")}
	if a.bool("advantage") {
		t.Adv = append(t.Adv, "step")
	}
	if a.bool("disadvantage") {
		t.Dis = append(t.Dis, "step")
	}
	var res rules.TestResult
	if a.str("target") != "" {
		target, err := r.creature(a, "target")
		if err != nil {
			return err
		}
		res, err = r.rs.Find(c, target, t, roller)
		if err != nil {
			return err
		}
	} else {
		if _, ok := a.get("dc"); !ok {
			return fmt.Errorf("needs target: <hidden creature> or dc: N for a hidden object")
		}
		t.DC = a.int("dc")
		var err error
		if s := a.str("skill"); s != "" {
			t.Skill = s
			if t.Ability, err = r.rs.SkillAbility(s); err != nil {
				return err
			}
		}
		if res, err = r.rs.FindObject(c, t, a.bool("wrong_place"), roller); err != nil {
			return err
		}
	}
	r.testResult(res)
	return nil
}

func (r *runner) revealVerb(c *rules.Creature, a args, roller dice.Roller) error {
	r.rs.Reveal(c)
	return nil
}

func (r *runner) endDayVerb(c *rules.Creature, a args, roller dice.Roller) error {
	for _, k := range []string{"food", "water"} {
		if _, ok := a.get(k); !ok {
			return fmt.Errorf("needs food: <pounds eaten> and water: <gallons drunk>")
		}
	}
	res, err := r.rs.EndDay(c, a.float("food"), a.float("water"), a.bool("hot"), roller)
	if err != nil {
		return err
	}
	r.result["exhaustion"] = int64(res.Exhaustion)
	r.result["saves"] = int64(len(res.Saves))
	if n := len(res.Saves); n > 0 {
		r.result["success"] = res.Saves[n-1].Success
		r.result["total"] = int64(res.Saves[n-1].Total)
	}
	return nil
}

func (r *runner) attitudeVerb(c *rules.Creature, a args, roller dice.Roller) error {
	target, err := r.creature(a, "target")
	if err != nil {
		return err
	}
	t, err := r.testArgs(a, "")
	if err != nil {
		return err
	}
	t.DC = a.int("dc")
	res, err := r.rs.Sway(c, target, t, a.str("willingness"), roller)
	if err != nil {
		return err
	}
	r.testResult(res.Check)
	r.result["success"] = res.Check.Success
	r.result["dc"] = int64(res.DC)
	r.result["rolled"] = res.Rolled
	r.result["reaction"] = res.Reaction
	return nil
}

func (r *runner) criticalVerb(c *rules.Creature, a args, roller dice.Roller) error {
	expr := a.str("roll")
	if expr == "" {
		return fmt.Errorf("needs dice: \"2d6+2\", the attack's damage dice")
	}
	ds, flat, err := damageDice(expr)
	if err != nil {
		return err
	}
	if a.bool("coup_de_grace") {
		if err := r.rs.CanCoupDeGrace(c); err != nil {
			return err // refused before the damage is rolled
		}
	}
	total, explain, err := r.rs.CriticalDamage(ds, flat, a.int("extra_die"), roller)
	if err != nil {
		return err
	}
	d := rules.Damage{Amount: total, Type: a.str("type"), Crit: true, Magical: a.bool("magical")}
	var res rules.DamageResult
	if a.bool("coup_de_grace") {
		res, err = r.rs.CoupDeGrace(c, d)
	} else {
		res, err = r.rs.Damage(c, d)
	}
	if err != nil {
		return err
	}
	r.result["total"] = int64(total)
	r.result["damage"] = int64(res.Dealt)
	r.result["crit"] = true
	r.result["explain"] = terms(explain)
	r.result["rules"] = termRules(explain)
	return nil
}

// damageDice reads a damage roll such as "2d6+1d8+3" into its dice and
// flat modifier; it takes only sums and differences of plain dice and
// numbers.
func damageDice(text string) ([]rules.DamageDice, int, error) {
	e, err := dice.Parse(text)
	if err != nil {
		return nil, 0, err
	}
	var ds []rules.DamageDice
	flat := 0
	var walk func(n dice.Node, sign int) error
	walk = func(n dice.Node, sign int) error {
		switch n := n.(type) {
		case *dice.Number:
			flat += sign * int(n.Value)
			return nil
		case *dice.Dice:
			if sign > 0 && len(n.Ops) == 0 && n.Kind == dice.Standard {
				ds = append(ds, rules.DamageDice{Count: n.Count, Sides: n.Sides})
				return nil
			}
		case *dice.Binary:
			if n.Op == dice.Add || n.Op == dice.Sub {
				if err := walk(n.L, sign); err != nil {
					return err
				}
				if n.Op == dice.Sub {
					sign = -sign
				}
				return walk(n.R, sign)
			}
		}
		return fmt.Errorf("damage %q: a critical hit takes plain dice and numbers added up, such as 2d6+3", text)
	}
	return ds, flat, walk(e.Root, 1)
}

// explorePath reads the exploration, social and spellcasting paths; ok is
// false for a path it does not know.
func (r *runner) explorePath(c *rules.Creature, path, rest string) (v any, ok bool, err error) {
	rs := r.rs
	pounds := func(f float64) any {
		if f == float64(int64(f)) {
			return int64(f)
		}
		return f
	}
	switch rest {
	case "carrying_capacity", "max_load", "push_drag_lift":
		capa, err := rs.CarryingCapacity(c)
		if err != nil {
			return nil, true, err
		}
		return pounds(map[string]float64{"carrying_capacity": capa.Carry, "max_load": capa.MaxLoad, "push_drag_lift": capa.Lift}[rest]), true, nil
	case "load":
		return pounds(c.Load), true, nil
	case "encumbered":
		return rs.Encumbrance(c) != nil, true, nil
	case "encumbrance":
		if e := rs.Encumbrance(c); e != nil {
			return e.Name, true, nil
		}
		return "none", true, nil
	case "pace":
		return c.Pace, true, nil
	case "hidden":
		return c.Hidden, true, nil
	case "stealth_total":
		return int64(c.StealthTotal), true, nil
	case "suffocating":
		return int64(c.Suffocating), true, nil
	case "suffocation_rounds":
		n, err := rs.SuffocationRounds(c)
		return int64(n), true, err
	case "days_without_food":
		return pounds(c.DaysWithoutFood), true, nil
	case "starve_limit":
		n, err := rs.StarveLimit(c)
		return int64(n), true, err
	case "food_need", "water_need", "water_need_hot":
		f, w, err := rs.Needs(c, rest == "water_need_hot")
		if rest == "food_need" {
			return pounds(f), true, err
		}
		return pounds(w), true, err
	case "attitude":
		if c.Attitude == "" {
			return "indifferent", true, nil
		}
		return c.Attitude, true, nil
	}
	for prefix, f := range map[string]func(*rules.Creature, rules.Ability) (int, []rules.Term){
		"spell_save_dc.": rs.SpellSaveDC, "spell_attack.": rs.SpellAttackBonus} {
		if ab, found := strings.CutPrefix(rest, prefix); found {
			a, err := rules.ParseAbility(ab)
			if err != nil {
				return nil, true, fmt.Errorf("path %s: %w", path, err)
			}
			n, _ := f(c, a)
			return int64(n), true, nil
		}
	}
	return nil, false, nil
}

// setExplore writes the string paths of this file: attitude and pace.
func (r *runner) setExplore(c *rules.Creature, path, rest, value string) error {
	switch rest {
	case "attitude":
		v := strings.ToLower(value)
		if !slices.Contains(rules.Attitudes, v) {
			return fmt.Errorf("path %s: %w %q (want friendly, indifferent or hostile)", path, rules.ErrUnknownAttitude, value)
		}
		c.Attitude = v
	case "pace":
		if _, err := r.rs.Travel([]*rules.Creature{c}, value, 0, 0, 0, nil); err != nil {
			return err
		}
	default:
		return fmt.Errorf("path %s cannot be set to %q", path, value)
	}
	return nil
}

// setupExplore applies the stats of this file to a new creature.
func (r *runner) setupExplore(c *rules.Creature, s *Stats) error {
	c.Attitude = strings.ToLower(s.Attitude)
	c.SpellcastingBonus = s.SpellcastingBonus
	if s.Carrying != 0 {
		if err := r.rs.SetLoad(c, s.Carrying, 0, s.VariantEncumbrance); err != nil {
			return fmt.Errorf("creature %s: %w", c.ID, err)
		}
	}
	return nil
}

func (a args) float(k string) float64 {
	switch n := a.val(k).(type) {
	case float64:
		return n
	}
	return float64(a.int(k))
}
