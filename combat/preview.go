package combat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Preview is the odds of an attack before it is made: the chance to hit
// and to score a critical hit, exactly, from the attack's mode, bonus and
// the target's AC; and the damage the target would take on a hit and on a
// critical hit, after its resistances, vulnerabilities and immunities.
type Preview struct {
	Mode       string  `json:"mode"`
	Bonus      int     `json:"bonus"` // everything added to the d20
	AC         int     `json:"ac"`
	Hit        float64 `json:"hit"`  // the chance to hit, critical hits included
	Crit       float64 `json:"crit"` // the chance of a critical hit
	HitMin     int     `json:"hit_min"`
	HitMax     int     `json:"hit_max"`
	HitMean    float64 `json:"hit_mean"` // damage dealt by an ordinary hit, on average
	CritMin    int     `json:"crit_min"`
	CritMax    int     `json:"crit_max"`
	CritMean   float64 `json:"crit_mean"`
	Expected   float64 `json:"expected"` // damage the attack deals on average, misses counted
	AlwaysCrit bool    `json:"always_crit,omitempty"`
	Sneak      string  `json:"sneak,omitempty"` // Sneak Attack's dice when a hit would add them (preview_sneak.go)
}

// faces is a roller that shows one face on every die, or the lowest or
// highest face the die has.
type faces int

func (f faces) Roll(lo, hi int) (int, error) { return min(max(int(f), lo), hi), nil }

// PreviewAttack works out the odds of an attack command without rolling:
// the command is tried with fixed dice to learn its mode and bonus (and
// refused as it would be), then every d20 face is counted and the damage
// distributions are computed exactly.
func PreviewAttack(s *State, cmd Command) (Preview, error) {
	var p Preview
	if cmd.Kind != AttackCmd {
		return p, fmt.Errorf("%w: preview is for attacks, not %q", ErrBadCommand, cmd.Kind)
	}
	low, err := probe(s, cmd, 1)
	if err != nil {
		return p, err
	}
	t := s.Get(cmd.Target)
	c := s.Get(cmd.By)
	a, err := c.attack(cmd.Attack)
	if err != nil {
		return p, err
	}
	p.Mode = low.Mode
	p.AC, _ = s.rs.Defense(t.Creature) // the AC, or 5efp's Defense, as the attack uses
	p.AC += rules.CoverBonus(s.cover(c, t))
	p.Bonus = low.Total - low.Explain[0].Value
	// A hit with 19 shows whether every hit is a critical one (a target
	// paralyzed within 5 ft); if 19 misses, only a 20 hits, and it crits.
	if high, err := probe(s, cmd, 19); err == nil && high.Hit {
		p.AlwaysCrit = high.Crit
	}
	hits := func(f int) bool { return f == 20 || (f != 1 && f+p.Bonus >= p.AC) }
	crits := func(f int) bool { return f == 20 || (p.AlwaysCrit && hits(f)) }
	var nHit, nCrit, n int
	for f := 1; f <= 20; f++ {
		if p.Mode == rules.Normal.String() {
			n++
			if hits(f) {
				nHit++
			}
			if crits(f) {
				nCrit++
			}
			continue
		}
		for g := 1; g <= 20; g++ {
			k := max(f, g)
			if p.Mode == rules.Disadvantage.String() {
				k = min(f, g)
			}
			n++
			if hits(k) {
				nHit++
			}
			if crits(k) {
				nCrit++
			}
		}
	}
	p.Hit, p.Crit = float64(nHit)/float64(n), float64(nCrit)/float64(n)
	ts, err := parseDamage(a.Damage)
	if err != nil {
		return p, err
	}
	mod := 0
	if a.ToHit == nil && a.Ability != "" {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return p, err
		}
		mod = c.Mod(ab)
	}
	mod += rules.Sum(a.DamageBonus) // attack_bonus.go
	normal, crit := s.damageTexts(ts, mod)
	if normal, crit, err = s.previewSneak(&p, cmd, c, normal, crit); err != nil { // preview_sneak.go
		return p, err
	}
	if p.HitMin, p.HitMax, p.HitMean, err = s.dealt(t, a, normal); err != nil {
		return p, err
	}
	if p.CritMin, p.CritMax, p.CritMean, err = s.dealt(t, a, crit); err != nil {
		return p, err
	}
	if err := s.previewParts(&p, c, t, a); err != nil { // a monster's further damage (tactics.go)
		return p, err
	}
	p.Expected = (p.Hit-p.Crit)*p.HitMean + p.Crit*p.CritMean
	return p, nil
}

// probe decides cmd with every die showing face and returns its attack
// event.
func probe(s *State, cmd Command, face int) (Event, error) {
	events, err := Decide(s, cmd, faces(face))
	if err != nil {
		return Event{}, err
	}
	for _, e := range events {
		if e.Kind == Attacked {
			return e, nil
		}
	}
	return Event{}, fmt.Errorf("%w: the attack made no attack roll", ErrBadCommand)
}

// damageTexts writes an attack's damage as dice expressions: as rolled on
// an ordinary hit, and on a critical hit by the ruleset's rule.
func (s *State) damageTexts(ts []damageTerm, mod int) (normal, crit string) {
	var n, c strings.Builder
	flat, maxed, largest := mod, 0, 0
	for _, t := range ts {
		sign := "+"
		if t.neg {
			sign = "-"
		}
		if t.sides == 0 {
			if t.neg {
				flat -= t.value
			} else {
				flat += t.value
			}
			continue
		}
		largest = max(largest, t.sides)
		fmt.Fprintf(&n, "%s%dd%d", sign, t.count, t.sides)
		switch {
		case s.rs.Combat.CritMaxPlusDie:
			if t.neg {
				maxed -= t.count * t.sides
			} else {
				maxed += t.count * t.sides
			}
		default:
			fmt.Fprintf(&c, "%s%dd%d", sign, 2*t.count, t.sides)
		}
	}
	if s.rs.Combat.CritMaxPlusDie && largest > 0 {
		fmt.Fprintf(&c, "+1d%d", largest)
	}
	tail := func(v int) string {
		if v >= 0 {
			return "+" + strconv.Itoa(v)
		}
		return strconv.Itoa(v)
	}
	return strings.TrimPrefix(n.String()+tail(flat), "+"), strings.TrimPrefix(c.String()+tail(flat+maxed), "+")
}

// dealt is the least, most and mean damage the target takes from an amount
// rolled as text, through the ruleset's damage pipeline (a copy of the
// target takes it).
func (s *State) dealt(t *Combatant, a *Attack, text string) (lo, hi int, mean float64, err error) {
	e, err := dice.Parse(text)
	if err != nil {
		return 0, 0, 0, err
	}
	d, err := e.Dist()
	if err != nil {
		return 0, 0, 0, err
	}
	tc := t.Creature.Fork()
	resist, immune := s.qualifiedDefense(t, a.Type, a.Magical, a.ID) // qualified.go
	first := true
	for v := d.Min(); v <= d.Max(); v++ {
		pr := d.Float(v)
		if pr == 0 {
			continue
		}
		res, err := s.rs.Damage(tc, rules.Damage{Amount: max(0, int(v)), Type: a.Type, Magical: a.Magical, ResistBy: resist, ImmuneBy: immune})
		if err != nil {
			return 0, 0, 0, err
		}
		if first || res.Dealt < lo {
			lo = res.Dealt
		}
		if first || res.Dealt > hi {
			hi = res.Dealt
		}
		first = false
		mean += pr * float64(res.Dealt)
	}
	return lo, hi, mean, nil
}
