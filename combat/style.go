package combat

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// DiceStyle is a fighting style that changes a weapon's damage dice, a die
// showing less than Below: rerolled once, the new roll kept (Reroll; SRD
// 5.1, Classes, Fighter, Fighting Style, Great Weapon Fighting), or
// counted as Below (SRD 5.2.1, Feats, Great Weapon Fighting: a 1 or 2 is
// a 3). Name and Rule explain the damage term it adds.
type DiceStyle struct {
	Name   string `json:"name"`
	Rule   string `json:"rule,omitempty"`
	Below  int    `json:"below"`
	Reroll bool   `json:"reroll,omitempty"`
}

// styleRoller rolls an attack's damage dice under a dice style: it
// returns each die as rolled (the dice term shows it) and keeps the
// difference the style makes and what it did, for a term of its own.
type styleRoller struct {
	r     dice.Roller
	st    *DiceStyle
	delta int
	what  []string
	extra []int // the rerolls
}

// styled wraps r for an attack with a dice style; nil when it has none.
func styled(a *Attack, r dice.Roller) (dice.Roller, *styleRoller) {
	if a.Style == nil || a.Style.Below < 2 {
		return r, nil
	}
	g := &styleRoller{r: r, st: a.Style}
	return g, g
}

func (g *styleRoller) Roll(lo, hi int) (int, error) {
	f, err := g.r.Roll(lo, hi)
	if err != nil || f >= g.st.Below {
		return f, err
	}
	if !g.st.Reroll {
		g.delta += g.st.Below - f
		g.what = append(g.what, fmt.Sprintf("%d counts as %d", f, g.st.Below))
		return f, nil
	}
	n, err := g.r.Roll(lo, hi)
	if err != nil {
		return f, err
	}
	g.delta += n - f
	g.extra = append(g.extra, n)
	g.what = append(g.what, fmt.Sprintf("%d rerolled: %d", f, n))
	return f, nil
}

// add puts the rerolled faces after the dice and the style's difference
// in a damage term of its own, when it made one.
func (g *styleRoller) add(faces []int, terms []rules.Term) ([]int, []rules.Term) {
	if g == nil || len(g.what) == 0 {
		return faces, terms
	}
	return append(faces, g.extra...), append(terms, rules.Term{Value: g.delta, Source: g.st.Name + " (" + strings.Join(g.what, ", ") + ")", Rule: g.st.Rule})
}
