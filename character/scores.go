package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// standardArray are the six scores of the standard array (SRD 5.2.1,
// Character Creation, Standard Array).
var standardArray = []int{15, 14, 13, 12, 10, 8}

// pointCost is the cost of each score in a point buy of PointBudget points
// (SRD 5.2.1, Character Creation, Point Cost).
var pointCost = map[int]int{8: 0, 9: 1, 10: 2, 11: 3, 12: 4, 13: 5, 14: 7, 15: 9}

// PointBudget is the points a point buy may spend.
const PointBudget = 27

// Manual scores lie within these bounds: what 4d6 drop lowest can make.
const manualMin, manualMax = 3, 18

// creationCite is where the ways of making scores are stated.
const creationCite = "SRD 5.2.1, Character Creation, Generate Your Ability Scores"

// parseScores reads a map of ability names to numbers into an array;
// every ability must be there.
func parseScores(m map[string]int, what string) ([6]int, error) {
	var out [6]int
	seen := [6]bool{}
	for k, v := range m {
		a, err := rules.ParseAbility(k)
		if err != nil {
			return out, fmt.Errorf("%w: %s: %v", ErrSpec, what, err)
		}
		if seen[a] {
			return out, fmt.Errorf("%w: %s: %s given twice", ErrSpec, what, a)
		}
		seen[a], out[a] = true, v
	}
	for a, ok := range seen {
		if !ok {
			return out, fmt.Errorf("%w: %s: no %s score", ErrSpec, what, rules.Ability(a))
		}
	}
	return out, nil
}

// parseIncreases reads ability increases, which need not name every ability.
func parseIncreases(m map[string]int, what string) ([6]int, error) {
	var out [6]int
	for k, v := range m {
		a, err := rules.ParseAbility(k)
		if err != nil {
			return out, fmt.Errorf("%w: %s: %v", ErrSpec, what, err)
		}
		out[a] += v
	}
	return out, nil
}

// baseScores checks the base scores against their method.
func baseScores(ab Abilities) ([6]int, error) {
	s, err := parseScores(ab.Scores, "abilities")
	if err != nil {
		return s, err
	}
	sorted := slices.Clone(s[:])
	slices.Sort(sorted)
	slices.Reverse(sorted)
	switch ab.Method {
	case StandardArray:
		if !slices.Equal(sorted, standardArray) {
			return s, fmt.Errorf("%w: standard array: scores %v are not 15, 14, 13, 12, 10 and 8 in some order (%s)", ErrIllegal, sorted, creationCite)
		}
	case PointBuy:
		spent := 0
		for a, v := range s {
			c, ok := pointCost[v]
			if !ok {
				return s, fmt.Errorf("%w: point buy: %s %d is outside 8 to 15 (%s)", ErrIllegal, rules.Ability(a), v, creationCite)
			}
			spent += c
		}
		if spent > PointBudget {
			return s, fmt.Errorf("%w: point buy: %d points spent, %d allowed (%s)", ErrIllegal, spent, PointBudget, creationCite)
		}
	case Rolled:
		if len(ab.Rolls) != 6 {
			return s, fmt.Errorf("%w: rolled scores need six rolls of 4d6, got %d (%s)", ErrIllegal, len(ab.Rolls), creationCite)
		}
		var totals []int
		for i, r := range ab.Rolls {
			t, err := keepThree(r)
			if err != nil {
				return s, fmt.Errorf("%w: roll %d: %v (%s)", ErrIllegal, i+1, err, creationCite)
			}
			totals = append(totals, t)
		}
		slices.Sort(totals)
		slices.Reverse(totals)
		if !slices.Equal(totals, sorted) {
			return s, fmt.Errorf("%w: rolled scores: %v are not the rolls' totals %v in some order (%s)", ErrIllegal, sorted, totals, creationCite)
		}
	case Manual, "":
		for a, v := range s {
			if v < manualMin || v > manualMax {
				return s, fmt.Errorf("%w: manual scores: %s %d is outside %d to %d (%s)", ErrIllegal, rules.Ability(a), v, manualMin, manualMax, creationCite)
			}
		}
	default:
		return s, fmt.Errorf("%w: ability method %q (want %s)", ErrSpec, ab.Method, strings.Join([]string{StandardArray, PointBuy, Rolled, Manual}, ", "))
	}
	return s, nil
}

// keepThree is the total of the highest three of four d6.
func keepThree(r []int) (int, error) {
	if len(r) != 4 {
		return 0, fmt.Errorf("%d dice, want 4", len(r))
	}
	lo, sum := 7, 0
	for _, f := range r {
		if f < 1 || f > 6 {
			return 0, fmt.Errorf("face %d is not on a d6", f)
		}
		sum += f
		lo = min(lo, f)
	}
	return sum - lo, nil
}

// RollScores rolls six sets of 4d6 with the roller and returns the dice
// (to keep in a spec) and each set's total of its highest three.
func RollScores(r dice.Roller) ([][]int, []int, error) {
	var rolls [][]int
	var totals []int
	for range 6 {
		set := make([]int, 4)
		for i := range set {
			f, err := r.Roll(1, 6)
			if err != nil {
				return nil, nil, err
			}
			set[i] = f
		}
		t, _ := keepThree(set)
		rolls = append(rolls, set)
		totals = append(totals, t)
	}
	return rolls, totals, nil
}

// PointCost returns the points a point buy of these scores spends, and
// false when a score is outside 8 to 15.
func PointCost(scores [6]int) (int, bool) {
	n := 0
	for _, v := range scores {
		c, ok := pointCost[v]
		if !ok {
			return n, false
		}
		n += c
	}
	return n, true
}

// increasesPending lists the ability increases the spec leaves out: a
// 2014 race's chosen ones (half-elf: two other scores +1; SRD 5.1, Races)
// and a 2024 background's (+2 and +1, or +1 to all three of its three;
// SRD 5.2.1, Character Origins, Background).
func (c *Character) increasesPending() {
	s := c.Spec
	if ch := c.species.AbilityChoice; ch != nil && len(s.SpeciesIncreases) == 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("species_increases: %s raises %d of %s by %d each (%s)",
			c.species.ID, ch.Count, strings.Join(ch.From, ", "), c.species.AbilityBonus, c.species.Cite))
	}
	if bg := c.background; bg != nil && len(bg.Abilities) > 0 && len(s.BackgroundIncreases) == 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("background_increases: +2 and +1, or +1 to each, of %s (%s)",
			strings.Join(bg.Abilities, ", "), bg.Cite))
	}
}
