package combat

import (
	"fmt"
	"slices"
	"strconv"

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
	if ts, ok := damageTerms.get(text, 0); ok {
		return ts, nil
	}
	ts, err := readDamage(text)
	if err == nil {
		damageTerms.put(text, 0, slices.Clip(ts))
	}
	return ts, err
}

// damageTerms caches parseDamage's terms by expression (text_cache.go).
var damageTerms textCache[[]damageTerm]

// damageTextsCache caches damageTextsOf by expression and textsN.
var damageTextsCache textCache[*[2]string]

// textsN is the number damageTexts depends on beside the expression: the
// modifier and the ruleset's critical rule (its low bit).
func textsN(mod int, critMaxPlusDie bool) int {
	n := mod << 1
	if critMaxPlusDie {
		n |= 1
	}
	return n
}

// damageTextsOf is damageTexts of the expression text, kept once worked
// out.
func (s *State) damageTextsOf(text string, mod int) (normal, crit string, err error) {
	n := textsN(mod, s.rs.Combat.CritMaxPlusDie)
	if p, ok := damageTextsCache.get(text, n); ok {
		return p[0], p[1], nil
	}
	ts, err := parseDamage(text)
	if err != nil {
		return "", "", err
	}
	normal, crit = s.damageTexts(ts, mod)
	damageTextsCache.put(text, n, &[2]string{normal, crit})
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

// appendDice appends dice written as "2d6" to b.
func appendDice(b []byte, n, sides int) []byte {
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, 'd')
	return strconv.AppendInt(b, int64(sides), 10)
}

// rollDamage rolls an attack's damage. On a critical hit the SRDs roll
// the dice twice (SRD 5.2.1, Combat, Critical Hits); next-2013 takes the
// dice's maximum and rolls one more of its largest die (the attacker's
// choice, here always the largest). It returns the total, never below 0,
// the faces rolled and the terms that explain it.
func (s *State) rollDamage(a *Attack, att *Combatant, crit bool, r dice.Roller) (int, []int, []rules.Term, error) {
	return s.rollDamageIn(nil, a, att, crit, r)
}

// rollDamage is State.rollDamage with its faces, terms and their text in
// the decider's room (explain_room.go).
func (d *decider) rollDamage(a *Attack, att *Combatant, crit bool) (int, []int, []rules.Term, error) {
	return d.s.rollDamageIn(d.ex, a, att, crit, d.r)
}

// rollDamageIn is rollDamage with its lists and texts in x, or each of
// its own when x is nil.
func (s *State) rollDamageIn(x *explainRoom, a *Attack, att *Combatant, crit bool, r dice.Roller) (int, []int, []rules.Term, error) {
	if (!crit || !s.rs.Combat.CritMaxPlusDie) && (a.Style == nil || a.Style.Below < 2) { // no dice style, no dice at their maximum: the plain roll (damage_plain.go)
		if p := planOf(a.Damage); p != nil {
			return s.rollPlain(x, p, a, att, crit, r)
		}
	}
	return s.rollDamageAll(x, a, att, crit, r)
}

// rollDamageAll is rollDamageIn by its every step, for any roll:
// rollPlain gives the same for a plain one.
func (s *State) rollDamageAll(x *explainRoom, a *Attack, att *Combatant, crit bool, r dice.Roller) (int, []int, []rules.Term, error) {
	ts, err := parseDamage(a.Damage)
	if err != nil {
		return 0, nil, nil, err
	}
	cr := &s.rs.Combat // a pointer: the combat rules are a large struct
	dmgCite, critCite := s.cite("Damage Rolls"), s.cite(cr.Sections.Critical)
	r, style := styled(a, r) // style.go: Great Weapon Fighting
	rolls, count := 1, 0     // terms and faces, for the lists' room
	if crit {
		rolls = 2
	}
	for _, t := range ts {
		count += t.count
	}
	var faces []int                                  // nil when no die is rolled, as before
	nTerms := rolls*len(ts) + 1 + len(a.DamageBonus) // room for an ability term or a rider
	var terms []rules.Term
	if x != nil {
		if count > 0 {
			faces = x.facesFor(rolls*count + 1)
		}
		terms = x.termsFor(nTerms)
	} else {
		if count > 0 {
			faces = make([]int, 0, rolls*count+1)
		}
		terms = make([]rules.Term, 0, nTerms)
	}
	// roll rolls n dice of sides and makes the term's source in one
	// string: the dice ("2d6"), then open, the faces ("3, 5"), then close.
	roll := func(n, sides int, open, close string) (int, string, error) {
		sum := 0
		var buf [80]byte
		text := appendDice(buf[:0], n, sides)
		text = append(text, open...)
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
		text = append(text, close...)
		return sum, x.textOf(text), nil
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
			var buf [64]byte
			name := append(appendDice(buf[:0], t.count, t.sides), " at their maximum (critical hit)"...)
			terms = append(terms, rules.Term{Value: sign * t.count * t.sides, Source: string(name), Rule: critCite})
			continue
		}
		v, source, err := roll(t.count, t.sides, " (", ")")
		if err != nil {
			return 0, nil, nil, err
		}
		terms = append(terms, rules.Term{Value: sign * v, Source: source, Rule: dmgCite})
		if crit {
			v, source, err := roll(t.count, t.sides, " again (", ", critical hit)")
			if err != nil {
				return 0, nil, nil, err
			}
			terms = append(terms, rules.Term{Value: sign * v, Source: source, Rule: critCite})
		}
	}
	if crit && cr.CritMaxPlusDie && largest > 0 {
		v, source, err := roll(1, largest, " extra (", ", critical hit)")
		if err != nil {
			return 0, nil, nil, err
		}
		terms = append(terms, rules.Term{Value: v, Source: source, Rule: critCite})
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
