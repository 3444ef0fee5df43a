package combat

import (
	"fmt"
	"strconv"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// damagePlan is what a plain damage roll (rollPlain) needs of its
// expression, worked out once and shared by every fight: the terms, the
// dice in all, and for each term of dice the start of its source ("2d6
// (") and, when its dice can show few enough faces, every source it can
// have, by its faces.
type damagePlan struct {
	ts    []damageTerm
	count int        // the dice of every term
	open  []string   // by term: "2d6 (", "" for a number
	again []string   // by term: "2d6 again (", a critical hit's second roll
	texts [][]string // by term: the whole source by faceIndex, nil when not kept
}

// planTexts is the most sources a term keeps (2d12's 144): a term of
// more sides or dice builds its source at each roll.
const planTexts = 144

// damagePlans keeps planOf by expression (text_cache.go).
var damagePlans textCache[*damagePlan]

// planOf is the plan of the damage expression text, nil when text does
// not parse (rollDamageAll then gives the error).
func planOf(text string) *damagePlan {
	if p, ok := damagePlans.get(text, 0); ok {
		return p
	}
	ts, err := parseDamage(text)
	if err != nil {
		return nil
	}
	p := &damagePlan{ts: ts, open: make([]string, len(ts)), again: make([]string, len(ts)), texts: make([][]string, len(ts))}
	for i, t := range ts {
		if t.sides == 0 {
			continue
		}
		p.count += t.count
		open := string(append(appendDice(nil, t.count, t.sides), " ("...))
		p.open[i] = open
		p.again[i] = string(append(appendDice(nil, t.count, t.sides), " again ("...))
		n := 1
		for range t.count {
			if n *= t.sides; n > planTexts {
				break
			}
		}
		if n > planTexts {
			continue
		}
		texts := make([]string, n)
		faces := make([]int, t.count)
		for k := range texts {
			for j, m := 0, k; j < t.count; j++ { // faceIndex backwards
				faces[j] = m%t.sides + 1
				m /= t.sides
			}
			texts[k] = string(appendFaces([]byte(open), faces))
		}
		p.texts[i] = texts
	}
	damagePlans.put(text, 0, p)
	return p
}

// faceIndex is where faces of dice of sides sit among a term's kept
// sources: its first face the lowest digit in base sides. ok is false
// for a face outside 1 to sides (a scripted roller's).
func faceIndex(faces []int, sides int) (int, bool) {
	k := 0
	for j := len(faces) - 1; j >= 0; j-- {
		f := faces[j]
		if f < 1 || f > sides {
			return 0, false
		}
		k = k*sides + f - 1
	}
	return k, true
}

// rollFaces rolls n dice of sides onto faces and gives their sum.
func rollFaces(r dice.Roller, faces []int, n, sides int) ([]int, int, error) {
	sum := 0
	for range n {
		f, err := r.Roll(1, sides)
		if err != nil {
			return faces, 0, err
		}
		faces = append(faces, f)
		sum += f
	}
	return faces, sum, nil
}

// appendFaces appends "3, 5)" to b: the faces and the close of a plain
// term's source.
func appendFaces(b []byte, faces []int) []byte {
	for i, f := range faces {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(f), 10)
	}
	return append(b, ')')
}

// rollPlain is rollDamageAll for a roll with no dice style, and on a
// critical hit in a ruleset that rolls the dice twice (crit), by p: the
// same total, faces and terms (the same texts, kept ones when p has
// them), with the same room taken from x. Test TestRollPlainIsAll.
func (s *State) rollPlain(x *explainRoom, p *damagePlan, a *Attack, att *Combatant, crit bool, r dice.Roller) (int, []int, []rules.Term, error) {
	rolls := 1
	if crit {
		rolls = 2
	}
	var faces []int // nil when no die is rolled, as rollDamageAll
	nTerms := rolls*len(p.ts) + 1 + len(a.DamageBonus)
	var terms []rules.Term
	if x != nil {
		if p.count > 0 {
			faces = x.facesFor(rolls*p.count + 1)
		}
		terms = x.termsFor(nTerms)
	} else {
		if p.count > 0 {
			faces = make([]int, 0, rolls*p.count+1)
		}
		terms = make([]rules.Term, 0, nTerms)
	}
	dmgCite := s.cite("Damage Rolls")
	for i := range p.ts {
		t := &p.ts[i]
		sign := 1
		if t.neg {
			sign = -1
		}
		if t.sides == 0 {
			terms = append(terms, rules.Term{Value: sign * t.value, Source: "damage bonus", Rule: dmgCite})
			continue
		}
		from := len(faces)
		var sum int
		var err error
		faces, sum, err = rollFaces(r, faces, t.count, t.sides)
		if err != nil {
			return 0, nil, nil, err
		}
		var source string
		if k, ok := faceIndex(faces[from:], t.sides); ok && p.texts[i] != nil {
			source = p.texts[i][k]
		} else {
			var buf [80]byte
			text := appendFaces(append(buf[:0], p.open[i]...), faces[from:])
			source = x.textOf(text)
		}
		terms = append(terms, rules.Term{Value: sign * sum, Source: source, Rule: dmgCite})
		if crit {
			from = len(faces)
			faces, sum, err = rollFaces(r, faces, t.count, t.sides)
			if err != nil {
				return 0, nil, nil, err
			}
			var buf [80]byte
			text := appendFaces(append(buf[:0], p.again[i]...), faces[from:])
			text = append(text[:len(text)-1], ", critical hit)"...)
			source = x.textOf(text)
			terms = append(terms, rules.Term{Value: sign * sum, Source: source, Rule: s.cite(s.rs.Combat.Sections.Critical)})
		}
	}
	if a.ToHit == nil && a.Ability != "" {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return 0, nil, nil, fmt.Errorf("combat: attack %s: %w", a.ID, err)
		}
		terms = append(terms, rules.Term{Value: att.Mod(ab), Source: ab.String(), Rule: dmgCite})
	}
	if len(a.DamageBonus) > 0 {
		terms = append(terms, a.DamageBonus...) // attack_bonus.go
	}
	return max(0, rules.Sum(terms)), faces, terms, nil
}
