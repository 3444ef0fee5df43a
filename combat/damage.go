package combat

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// damageTerm is one term of a damage expression: n dice of some sides, or
// a number when sides is 0, added or subtracted.
type damageTerm struct {
	neg          bool
	count, sides int
	value        int
}

// parseDamage reads a damage expression such as 1d8+3 or 2d6+1d4-1: dice
// and numbers added together, the only shape whose critical hit is clear.
// The terms of an expression read once are kept (damageTerms) and shared:
// callers only read them.
func parseDamage(text string) ([]damageTerm, error) {
	if ts, ok := damageTerms.Load(text); ok {
		return ts.([]damageTerm), nil
	}
	ts, err := readDamage(text)
	if err == nil {
		damageTerms.Store(text, slices.Clip(ts))
	}
	return ts, err
}

// damageTerms caches parseDamage's terms by expression.
var damageTerms sync.Map

// textsKey is what damageTexts depends on, for one expression.
type textsKey struct {
	text           string
	mod            int
	critMaxPlusDie bool
}

// damageTextsCache caches damageTextsOf by textsKey.
var damageTextsCache sync.Map

// damageTextsOf is damageTexts of the expression text, kept once worked
// out.
func (s *State) damageTextsOf(text string, mod int) (normal, crit string, err error) {
	k := textsKey{text, mod, s.rs.Combat.CritMaxPlusDie}
	if v, ok := damageTextsCache.Load(k); ok {
		p := v.(*[2]string)
		return p[0], p[1], nil
	}
	ts, err := parseDamage(text)
	if err != nil {
		return "", "", err
	}
	normal, crit = s.damageTexts(ts, mod)
	damageTextsCache.Store(k, &[2]string{normal, crit})
	return normal, crit, nil
}

// readDamage is parseDamage worked out.
func readDamage(text string) ([]damageTerm, error) {
	e, err := dice.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%w %q: %w", ErrBadDamage, text, err)
	}
	var out []damageTerm
	var walk func(n dice.Node, neg bool) error
	walk = func(n dice.Node, neg bool) error {
		switch n := n.(type) {
		case *dice.Number:
			out = append(out, damageTerm{neg: neg, value: int(n.Value)})
			return nil
		case *dice.Dice:
			if len(n.Ops) == 0 && n.Kind == dice.Standard && n.Count >= 1 && n.Count <= 100 {
				out = append(out, damageTerm{neg: neg, count: n.Count, sides: n.Sides})
				return nil
			}
		case *dice.Binary:
			if n.Op == dice.Add || n.Op == dice.Sub {
				if err := walk(n.L, neg); err != nil {
					return err
				}
				return walk(n.R, neg != (n.Op == dice.Sub))
			}
		case *dice.Unary:
			return walk(n.X, neg != (n.Op == dice.Sub))
		case *dice.Paren:
			return walk(n.X, neg)
		}
		return fmt.Errorf("%w %q: only dice such as 2d6 and numbers, added or subtracted", ErrBadDamage, text)
	}
	if err := walk(e.Root, false); err != nil {
		return nil, err
	}
	return out, nil
}

// rollDamage rolls an attack's damage. On a critical hit the SRDs roll
// the dice twice (SRD 5.2.1, Combat, Critical Hits); next-2013 takes the
// dice's maximum and rolls one more of its largest die (the attacker's
// choice, here always the largest). It returns the total, never below 0,
// the faces rolled and the terms that explain it.
func (s *State) rollDamage(a *Attack, att *Combatant, crit bool, r dice.Roller) (int, []int, []rules.Term, error) {
	ts, err := parseDamage(a.Damage)
	if err != nil {
		return 0, nil, nil, err
	}
	cr := &s.rs.Combat // a pointer: the combat rules are a large struct
	dmgCite, critCite := s.cite("Damage Rolls"), s.cite(cr.Sections.Critical)
	r, style := styled(a, r) // style.go: Great Weapon Fighting
	// Sized once: a term per part (two per dice part on a critical hit),
	// room for the extras below and one more for a caller's (a halving,
	// Sneak Attack); a face per die rolled.
	nDice, nTerms := 0, len(ts)+len(a.DamageBonus)+2
	for _, t := range ts {
		nDice += t.count
		if crit && t.sides > 0 {
			nTerms++
		}
	}
	var faces []int // nil when no die is rolled, as before
	if nDice > 0 {
		if crit {
			nDice = 2*nDice + 1
		}
		faces = make([]int, 0, nDice)
	}
	terms := make([]rules.Term, 0, nTerms)
	// roll rolls n dice and writes "<n>d<sides><pre><faces><post>" into
	// one string: the term's source, "2d6 (3, 5)", made in one allocation.
	roll := func(n, sides int, pre, post string) (int, string, error) {
		sum := 0
		var buf [96]byte
		text := strconv.AppendInt(buf[:0], int64(n), 10)
		text = append(text, 'd')
		text = strconv.AppendInt(text, int64(sides), 10)
		text = append(text, pre...)
		for i := range n {
			f, err := r.Roll(1, sides)
			if err != nil {
				return 0, "", err
			}
			faces = append(faces, f)
			sum += f
			if i > 0 {
				text = append(text, ", "...)
			}
			text = strconv.AppendInt(text, int64(f), 10)
		}
		text = append(text, post...)
		return sum, string(text), nil
	}
	largest := 0
	for _, t := range ts {
		sign := 1
		if t.neg {
			sign = -1
		}
		if t.sides == 0 {
			terms = append(terms, rules.Term{Value: sign * t.value, Source: "damage bonus", Rule: dmgCite})
			continue
		}
		largest = max(largest, t.sides)
		if crit && cr.CritMaxPlusDie {
			name := strconv.Itoa(t.count) + "d" + strconv.Itoa(t.sides)
			terms = append(terms, rules.Term{Value: sign * t.count * t.sides, Source: name + " at their maximum (critical hit)", Rule: critCite})
			continue
		}
		v, text, err := roll(t.count, t.sides, " (", ")")
		if err != nil {
			return 0, nil, nil, err
		}
		terms = append(terms, rules.Term{Value: sign * v, Source: text, Rule: dmgCite})
		if crit {
			v, text, err := roll(t.count, t.sides, " again (", ", critical hit)")
			if err != nil {
				return 0, nil, nil, err
			}
			terms = append(terms, rules.Term{Value: sign * v, Source: text, Rule: critCite})
		}
	}
	if crit && cr.CritMaxPlusDie && largest > 0 {
		v, text, err := roll(1, largest, " extra (", ", critical hit)")
		if err != nil {
			return 0, nil, nil, err
		}
		terms = append(terms, rules.Term{Value: v, Source: text, Rule: critCite})
	}
	if a.ToHit == nil && a.Ability != "" {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return 0, nil, nil, fmt.Errorf("combat: attack %s: %w", a.ID, err)
		}
		terms = append(terms, rules.Term{Value: att.Mod(ab), Source: ab.String(), Rule: dmgCite})
	}
	terms = append(terms, a.DamageBonus...) // attack_bonus.go
	faces, terms = style.add(faces, terms)
	return max(0, rules.Sum(terms)), faces, terms, nil
}
