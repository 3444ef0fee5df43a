package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
)

// ErrBonusDie is a bonus die that is not NdS or -NdS.
var ErrBonusDie = errors.New("rules: bonus die")

// BonusDie is N dice of Sides added to a D20 test after its d20 (Sign -1:
// taken from it), explained by Source and Rule: Bless's 1d4 (SRD 5.2.1,
// Spells, Bless), Bane's -1d4.
type BonusDie struct {
	N, Sides, Sign int
	Source, Rule   string
}

// ParseBonusDie reads "1d4", "+1d4" or "-1d4".
func ParseBonusDie(text string) (BonusDie, error) {
	b := BonusDie{Sign: 1}
	t := strings.TrimPrefix(text, "+")
	if rest, ok := strings.CutPrefix(t, "-"); ok {
		b.Sign, t = -1, rest
	}
	n, sides, ok := strings.Cut(t, "d")
	var err1, err2 error
	if n == "" {
		n = "1"
	}
	b.N, err1 = strconv.Atoi(n)
	b.Sides, err2 = strconv.Atoi(sides)
	if !ok || err1 != nil || err2 != nil || b.N < 1 || b.N > 100 || b.Sides < 1 || b.Sides > 1000 {
		return BonusDie{}, fmt.Errorf("%w: %q is not NdS or -NdS", ErrBonusDie, text)
	}
	return b, nil
}

// String is the die as written: 1d4, -1d4.
func (b BonusDie) String() string {
	s := strconv.Itoa(b.N) + "d" + strconv.Itoa(b.Sides)
	if b.Sign < 0 {
		return "-" + s
	}
	return s
}

// rollBonusDice rolls each bonus die and adds its term to terms.
func rollBonusDice(list []BonusDie, r dice.Roller, terms []Term) ([]Term, error) {
	for _, b := range list {
		if b.N < 1 || b.Sides < 1 {
			return terms, fmt.Errorf("%w: %d dice of %d sides", ErrBonusDie, b.N, b.Sides)
		}
		sum := 0
		for range b.N {
			f, err := r.Roll(1, b.Sides)
			if err != nil {
				return terms, err
			}
			sum += f
		}
		sign := b.Sign
		if sign == 0 {
			sign = 1
		}
		terms = append(terms, Term{Value: sign * sum, Source: b.Source + " " + b.String(), Rule: b.Rule})
	}
	return terms, nil
}
