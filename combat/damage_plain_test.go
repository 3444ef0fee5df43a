package combat

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// faceRoller gives its faces in turn, in range or not, and an error when
// they run out: what a Roller other than dice's could do.
type faceRoller struct {
	faces []int
	next  int
}

func (f *faceRoller) Roll(lo, hi int) (int, error) {
	if f.next >= len(f.faces) {
		return 0, errors.New("faceRoller: out of faces")
	}
	f.next++
	return f.faces[f.next-1], nil
}

// TestRollPlainIsAll checks that a plain damage roll (rollPlain), of a
// hit or a critical hit rolled twice, gives
// what rollDamageAll gives: the same total, faces, terms (sources and
// citations) and error, the same room taken (capacities), with and
// without an explainRoom, for expressions whose sources are kept and
// those that are built, ability and rider terms, faces out of range and
// a roller that runs out.
func TestRollPlainIsAll(t *testing.T) {
	exprs := []string{"1d12", "1d12+4", "2d6+3", "1d8-1", "1d4", "2d12", "3d6", "1d20+1d4", "10d10+1d4", "4", "1d100", "-1d6+2",
		"2d6+1d8+3", "1d1", "3d1+1", "1d6-5"}
	rollers := []func(seed uint64) dice.Roller{
		func(seed uint64) dice.Roller { return dice.NewSeeded(seed) },
		func(seed uint64) dice.Roller { return &faceRoller{faces: []int{int(seed % 13), 0, 7, 99, -1, 3}} },
		func(seed uint64) dice.Roller { return &faceRoller{faces: []int{1, 2}[:seed%3%2]} },
	}
	for _, ruleset := range []string{"srd-5.2.1", "next-2013"} {
		s := skirmish(t, ruleset, 0)
		c := s.Creatures[0]
		for _, expr := range exprs {
			for _, shape := range []string{"to-hit", "ability", "rider", "bad-ability"} {
				a := &Attack{ID: "test", ToHit: intp(5), Damage: expr, Type: "slashing", Reach: 5}
				switch shape {
				case "ability":
					a.ToHit, a.Ability = nil, "str"
				case "rider":
					a.DamageBonus = []rules.Term{{Value: 2, Source: "rider", Rule: "a rule"}}
				case "bad-ability":
					a.ToHit, a.Ability = nil, "luck"
				}
				p := planOf(expr)
				if p == nil {
					t.Fatalf("%s: no plan", expr)
				}
				for ri, roller := range rollers {
					for seed := range uint64(12) {
						for _, tc := range []struct{ room, crit bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
							room, crit := tc.room, tc.crit
							if crit && s.rs.Combat.CritMaxPlusDie {
								continue // rollDamageIn's own
							}
							var x1, x2 *explainRoom
							if room {
								x1, x2 = &explainRoom{}, &explainRoom{}
							}
							name := fmt.Sprintf("%s %s %s roller %d seed %d room %v crit %v", ruleset, expr, shape, ri, seed, room, crit)
							wt, wf, wterms, werr := s.rollDamageAll(x1, a, c, crit, roller(seed))
							gt, gf, gterms, gerr := s.rollPlain(x2, p, a, c, crit, roller(seed))
							if gt != wt || !reflect.DeepEqual(gf, wf) || !reflect.DeepEqual(gterms, wterms) || fmt.Sprint(gerr) != fmt.Sprint(werr) {
								t.Fatalf("%s:\n got %d %v %q %v\nwant %d %v %q %v", name, gt, gf, gterms, gerr, wt, wf, wterms, werr)
							}
							if cap(gf) != cap(wf) || cap(gterms) != cap(wterms) {
								t.Errorf("%s: capacities %d, %d, want %d, %d", name, cap(gf), cap(gterms), cap(wf), cap(wterms))
							}
							if room && (cap(x1.terms) != cap(x2.terms) || cap(x1.faces) != cap(x2.faces)) {
								t.Errorf("%s: room left %d, %d, want %d, %d", name, cap(x2.terms), cap(x2.faces), cap(x1.terms), cap(x1.faces))
							}
						}
					}
				}
			}
		}
	}
}

// TestRollDamageTakesPlain checks that rollDamageIn takes the plain roll
// only when it may: no dice at their maximum on a critical hit, no dice
// style, an expression that parses (else rollDamageAll's error).
func TestRollDamageTakesPlain(t *testing.T) {
	for _, ruleset := range []string{"srd-5.2.1", "next-2013"} {
		s := skirmish(t, ruleset, 0)
		c := s.Creatures[0]
		for _, tc := range []struct {
			damage string
			crit   bool
			style  *DiceStyle
		}{
			{"2d6+3", false, nil},
			{"2d6+3", true, nil},
			{"2d6+3", true, &DiceStyle{Name: "Great Weapon Fighting", Below: 3}},
			{"2d6+3", false, &DiceStyle{Name: "Great Weapon Fighting", Below: 3}},
			{"2d6+3", false, &DiceStyle{Name: "none", Below: 1}},
			{"2d6*3", false, nil},
			{"", false, nil},
		} {
			a := &Attack{ID: "test", ToHit: intp(5), Damage: tc.damage, Type: "slashing", Reach: 5, Style: tc.style}
			wt, wf, wterms, werr := s.rollDamageAll(nil, a, c, tc.crit, dice.NewSeeded(7))
			gt, gf, gterms, gerr := s.rollDamageIn(nil, a, c, tc.crit, dice.NewSeeded(7))
			if gt != wt || !reflect.DeepEqual(gf, wf) || !reflect.DeepEqual(gterms, wterms) || fmt.Sprint(gerr) != fmt.Sprint(werr) {
				t.Errorf("%s %s crit %v: got %d %v %q %v, want %d %v %q %v", ruleset, tc.damage, tc.crit, gt, gf, gterms, gerr, wt, wf, wterms, werr)
			}
		}
	}
}
