package combat

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Interrupt returns a lair action or a legendary action some monster may
// take now, chosen by expected damage, and true; or false when none is due
// or worth taking. Policy asks it first; a table that plays some creatures
// by hand asks it before each command of a person.
func Interrupt(s *State) (Command, bool) {
	if !s.Started || s.Over || s.Pending != nil || !s.fresh() {
		return Command{}, false
	}
	for _, c := range s.Creatures {
		b := c.Statblock
		if b == nil || c.Dead {
			continue
		}
		if len(b.Block.Lair) > 0 && s.LairDue(c.ID) {
			if cmd, v := s.bestOf(c, LairCmd, b.Block.Lair); v >= 0 {
				return cmd, true
			}
		}
		if b.LegendaryLeft > 0 && len(b.Block.Legendary) > 0 {
			if cmd, v := s.bestOf(c, LegendaryCmd, b.Block.Legendary); v > 0 {
				return cmd, true
			}
		}
	}
	return Command{}, false
}

// bestOf is the legal use of one of fs by c with the best expected damage,
// and that damage; -1 when none is legal.
func (s *State) bestOf(c *Combatant, kind CommandKind, fs []content.Feature) (Command, float64) {
	best, bestV := Command{}, -1.0
	for i := range fs {
		for _, t := range s.Creatures {
			if t.side() == c.side() || !t.standing() {
				continue
			}
			cmd := Command{Kind: kind, By: c.ID, Attack: fs[i].ID, Target: t.ID}
			if !Legal(s, cmd) {
				continue
			}
			v := s.expected(c, &fs[i], t)
			if f := fs[i]; kind == LegendaryCmd {
				v /= float64(max(1, f.Cost))
			}
			if v > bestV {
				best, bestV = cmd, v
			}
		}
	}
	return best, bestV
}

// monsterPolicy plays c's turn: the attacks left of its Multiattack, else
// the legal action with the best expected damage (Multiattack counted as
// the sum of its attacks), else a step toward the nearest enemy.
func (s *State) monsterPolicy(c *Combatant) Command {
	end := Command{Kind: EndTurn, By: c.ID}
	b := c.Statblock
	if len(b.Multi) > 0 {
		best, bestV := Command{}, -1.0
		for _, id := range b.Multi {
			f, _ := b.Feature(id)
			for _, t := range s.Creatures {
				if t.side() == c.side() || !t.standing() {
					continue
				}
				cmd := Command{Kind: AttackCmd, By: c.ID, Attack: id, Target: t.ID}
				if v := s.expected(c, f, t); v > bestV && Legal(s, cmd) {
					best, bestV = cmd, v
				}
			}
		}
		if bestV >= 0 {
			return best
		}
	} else if !c.ActionUsed {
		best, bestV := Command{}, -1.0
		multi := b.multiattack()
		for _, t := range s.Creatures {
			if t.side() == c.side() || !t.standing() {
				continue
			}
			if multi != nil {
				v := 0.0
				for _, id := range b.attacks(multi) {
					f, _ := b.Feature(id)
					if Legal(s, Command{Kind: AttackCmd, By: c.ID, Attack: id, Target: t.ID}) {
						v += s.expected(c, f, t)
					}
				}
				if v > bestV && v > 0 {
					best, bestV = Command{Kind: MultiattackCmd, By: c.ID, Target: t.ID}, v
				}
			}
			for i := range b.Block.Actions {
				f := &b.Block.Actions[i]
				if len(f.Effects) == 0 {
					continue
				}
				cmd := Command{Kind: AttackCmd, By: c.ID, Attack: f.ID, Target: t.ID}
				if v := s.expected(c, f, t); v > bestV && Legal(s, cmd) {
					best, bestV = cmd, v
				}
			}
		}
		if bestV > 0 {
			return best
		}
	}
	if b.Multi == nil && c.ActionUsed {
		return end
	}
	if t := s.nearestEnemy(c); t != nil {
		if path := s.approach(c, t); len(path) > 0 {
			return Command{Kind: Move, By: c.ID, Path: path}
		}
	}
	return end
}

// expected is the damage c's feature f is expected to deal when aimed at
// t, from the exact distributions: an attack's chance to hit and to crit
// against t's AC with the mode the fight gives it, times the damage of
// every part after t's resistances; a save's chance to fail times the
// damage (half on a success where the save says so), summed over the
// enemies the area covers, less what it does to c's allies.
func (s *State) expected(c *Combatant, f *content.Feature, t *Combatant) float64 {
	if f == nil {
		return 0
	}
	if e := attackEffect(f); e != nil {
		a, err := c.attack(f.ID)
		if err != nil {
			return 0
		}
		return s.expectedAttack(c, t, a, e)
	}
	total := 0.0
	for i := range f.Effects {
		e := &f.Effects[i]
		switch e.Kind {
		case content.KindSave:
			total += s.expectedSave(c, e, t)
		case content.KindArea:
			for _, o := range s.InArea(c, e, Point(t.Position)) {
				sign := 1.0
				if o.side() == c.side() {
					sign = -1
				}
				for j := range e.Then {
					if e.Then[j].Kind == content.KindSave {
						total += sign * s.expectedSave(c, &e.Then[j], o)
					}
				}
			}
		}
	}
	return total
}

func (s *State) expectedAttack(c, t *Combatant, a *Attack, e *content.Effect) float64 {
	trial := &decider{s: s.Clone(), seq: s.Seq + 1, r: faces(1)}
	if err := trial.attack(trial.s.Get(c.ID), trial.s.Get(t.ID), a, false); err != nil {
		return 0
	}
	var ev Event
	for _, x := range trial.events {
		if x.Kind == Attacked {
			ev = x
		}
	}
	if len(ev.Explain) == 0 {
		return 0
	}
	bonus := ev.Total - ev.Explain[0].Value
	hit, crit := chances(ev.Mode, func(f int) bool { return f == 20 || (f != 1 && f+bonus >= t.AC) }, func(f int) bool { return f == 20 })
	mean := 0.0
	for _, p := range damageParts(e) {
		ts, err := parseDamage(p.Dice)
		if err != nil {
			continue
		}
		normal, critText := s.damageTexts(ts, 0)
		at := &Attack{Type: p.Type, Magical: a.Magical}
		_, _, nm, err1 := s.dealt(t, at, normal)
		_, _, cm, err2 := s.dealt(t, at, critText)
		if err1 != nil || err2 != nil {
			continue
		}
		mean += (hit-crit)*nm + crit*cm
	}
	return mean
}

// chances counts the d20 faces (two of them with advantage or
// disadvantage) that succeed and that crit.
func chances(mode string, ok, crit func(int) bool) (float64, float64) {
	var nOK, nCrit, n int
	for f := 1; f <= 20; f++ {
		if mode == rules.Normal.String() || mode == "" {
			n++
			if ok(f) {
				nOK++
			}
			if crit(f) {
				nCrit++
			}
			continue
		}
		for g := 1; g <= 20; g++ {
			k := max(f, g)
			if mode == rules.Disadvantage.String() {
				k = min(f, g)
			}
			n++
			if ok(k) {
				nOK++
			}
			if crit(k) {
				nCrit++
			}
		}
	}
	return float64(nOK) / float64(n), float64(nCrit) / float64(n)
}

func (s *State) expectedSave(c *Combatant, e *content.Effect, t *Combatant) float64 {
	ab, err := rules.ParseAbility(e.Ability)
	if err != nil || e.DC == 0 {
		return 0
	}
	test := rules.Test{Kind: rules.Save, Ability: ab, DC: e.DC, Adv: s.SaveAdv(t.ID, ab), Bonus: s.saveBonus(t, ab)}
	res, err := s.rs.Test(t.Creature.Clone(), test, dice.Roller(faces(1)))
	if err != nil {
		return 0
	}
	pass := 0.0
	if res.AutoFail == "" && len(res.Dice) > 0 {
		bonus := res.Total - 1
		pass, _ = chances(res.Mode.String(), func(f int) bool { return f+bonus >= e.DC }, func(int) bool { return false })
	}
	mean := 0.0
	for i := range e.Fail {
		p := &e.Fail[i]
		if p.Kind != content.KindDamage || p.Dice == "" {
			continue
		}
		_, _, full, err := s.dealt(t, &Attack{Type: p.Type}, p.Dice)
		if err != nil {
			continue
		}
		half := 0.0
		if e.OnSuccess == "half" {
			ts, err := parseDamage(p.Dice)
			if err == nil {
				half = s.halfMean(t, p, ts)
			}
		}
		mean += (1-pass)*full + pass*half
	}
	return mean
}

// halfMean is the mean damage t takes from half (rounded down) of dice.
func (s *State) halfMean(t *Combatant, p *content.Effect, _ []damageTerm) float64 {
	e, err := dice.Parse(p.Dice)
	if err != nil {
		return 0
	}
	d, err := e.Dist()
	if err != nil {
		return 0
	}
	tc := t.Creature.Clone()
	mean := 0.0
	for v := d.Min(); v <= d.Max(); v++ {
		pr := d.Float(v)
		if pr == 0 {
			continue
		}
		res, err := s.rs.Damage(tc, rules.Damage{Amount: max(0, int(v)/2), Type: p.Type})
		if err != nil {
			return 0
		}
		mean += pr * float64(res.Dealt)
	}
	return mean
}

// previewParts adds to a preview the damage a catalog monster's attack
// deals beyond its first part (a dragon's bite: piercing plus fire), each
// part through the target's resistances.
func (s *State) previewParts(p *Preview, c, t *Combatant, a *Attack) error {
	if c.Statblock == nil {
		return nil
	}
	f, _ := c.Statblock.Feature(a.ID)
	if f == nil {
		return nil
	}
	e := attackEffect(f)
	if e == nil {
		return nil
	}
	parts := damageParts(e)
	for _, part := range parts[min(1, len(parts)):] {
		ts, err := parseDamage(part.Dice)
		if err != nil {
			return err
		}
		normal, crit := s.damageTexts(ts, 0)
		at := &Attack{Type: part.Type, Magical: a.Magical}
		lo, hi, mean, err := s.dealt(t, at, normal)
		if err != nil {
			return err
		}
		p.HitMin, p.HitMax, p.HitMean = p.HitMin+lo, p.HitMax+hi, p.HitMean+mean
		if lo, hi, mean, err = s.dealt(t, at, crit); err != nil {
			return err
		}
		p.CritMin, p.CritMax, p.CritMean = p.CritMin+lo, p.CritMax+hi, p.CritMean+mean
	}
	return nil
}
