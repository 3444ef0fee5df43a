package rules

import (
	"errors"
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// CritRule is how a critical hit's damage is made.
//
//   - SRDs: the attack's damage dice are rolled twice and added together,
//     with the modifiers once (SRD 5.2.1, Critical Hits; SRD 5.1, Critical
//     Hits).
//   - next-2013: the damage dice count their maximum, the modifiers are
//     added, and one of the attack's damage dice is rolled and added
//     (Playtest 2013, How to Play, Critical Hits).
type CritRule struct {
	Cite       string
	DoubleDice bool
	MaxDice    bool
	ExtraDie   bool
}

// DamageDice are dice of one size in a damage roll: 2d6 is {2, 6}.
type DamageDice struct{ Count, Sides int }

// Errors for critical hits and Coup de Grace.
var (
	ErrNoCoupDeGrace  = errors.New("rules: this ruleset has no Coup de Grace action")
	ErrNotUnconscious = errors.New("rules: coup de grace: the target must be unconscious")
	ErrBadDamageDice  = errors.New("rules: critical hit: damage dice need 1 to 1000 dice of 2 to 1000 sides")
)

// CriticalDamage rolls a critical hit's damage for dice plus flat. extra
// is the size of the extra die where the ruleset rolls one (the attacker
// chooses among the attack's dice); 0 picks the largest.
func (rs *Ruleset) CriticalDamage(ds []DamageDice, flat, extra int, r dice.Roller) (int, []Term, error) {
	cr := rs.Crit
	var terms []Term
	if len(ds) == 0 {
		return 0, nil, fmt.Errorf("%w: none given", ErrBadDamageDice)
	}
	for _, d := range ds {
		if d.Count < 1 || d.Sides < 2 || d.Count > 1000 || d.Sides > 1000 {
			return 0, nil, fmt.Errorf("%w: %dd%d", ErrBadDamageDice, d.Count, d.Sides)
		}
	}
	roll := func(n, sides int, what string) error {
		sum := 0
		for range n {
			f, err := r.Roll(1, sides)
			if err != nil {
				return err
			}
			sum += f
		}
		terms = append(terms, Term{sum, fmt.Sprintf("%dd%d %s", n, sides, what), cr.Cite})
		return nil
	}
	for _, d := range ds {
		switch {
		case cr.MaxDice:
			terms = append(terms, Term{d.Count * d.Sides, fmt.Sprintf("%dd%d at maximum", d.Count, d.Sides), cr.Cite})
		case cr.DoubleDice:
			if err := roll(2*d.Count, d.Sides, "(dice doubled)"); err != nil {
				return 0, nil, err
			}
		default:
			if err := roll(d.Count, d.Sides, "rolled"); err != nil {
				return 0, nil, err
			}
		}
	}
	if flat != 0 {
		terms = append(terms, Term{flat, "modifiers", rs.cites.damage})
	}
	if cr.ExtraDie {
		if extra == 0 {
			for _, d := range ds {
				extra = max(extra, d.Sides)
			}
		}
		ok := false
		for _, d := range ds {
			ok = ok || d.Sides == extra
		}
		if !ok {
			return 0, nil, fmt.Errorf("rules: critical hit: the extra die must be one of the attack's damage dice, not a d%d", extra)
		}
		if err := roll(1, extra, "extra die"); err != nil {
			return 0, nil, err
		}
	}
	return max(0, Sum(terms)), terms, nil
}

// CoupDeGrace deals a Coup de Grace's damage d to target (next-2013): the
// target must be unconscious; the hit is a critical hit (the caller rolls
// its damage with CriticalDamage), and a target already at 0 hit points
// dies (Playtest 2013, How to Play, Coup de Grace). A miss deals nothing:
// the caller does not call it.
func (rs *Ruleset) CoupDeGrace(target *Creature, d Damage) (DamageResult, error) {
	if err := rs.CanCoupDeGrace(target); err != nil {
		return DamageResult{}, err
	}
	wasZero := target.HP == 0
	d.Crit = true
	res, err := rs.Damage(target, d)
	if err != nil {
		return res, err
	}
	if wasZero && !target.Dead {
		target.die()
		res.Died = true
	}
	return res, nil
}

// CanCoupDeGrace reports why a Coup de Grace on target is refused, before
// any damage is rolled: the ruleset has none, or the target is not
// unconscious.
func (rs *Ruleset) CanCoupDeGrace(target *Creature) error {
	if !rs.HasCoupDeGrace {
		return ErrNoCoupDeGrace
	}
	if !target.Has(rs, "unconscious") {
		return fmt.Errorf("%w (%s, Coup de Grace)", ErrNotUnconscious, rs.Cite)
	}
	return nil
}
