package rules

import (
	"errors"
	"fmt"
)

// CoverRule is what cover gives a target: a bonus by degree to its AC
// against attack rolls and to its Dexterity saving throws (SRD 5.2.1,
// Combat, Cover; SRD 5.1, Combat, Cover; Playtest 2013, How to Play,
// Cover), or in 5efp to its Dexterity checks to resist, and not to its
// Defense (5efp, Cover). Total cover cannot be targeted directly. Only the
// best degree counts: the caller names one.
type CoverRule struct {
	Cite        string
	Half, Three int        // the bonus of half and three-quarters cover
	AC          bool       // the bonus raises the AC attack rolls must reach
	Resist      []TestKind // the Dexterity tests the bonus is added to: saves, or 5efp's checks
}

// Cover degrees a test's Cover field may name.
const (
	HalfCover          = "half"
	ThreeQuartersCover = "three-quarters"
	TotalCover         = "total"
)

// Errors for cover.
var (
	ErrUnknownCover = errors.New("rules: unknown cover (want half, three-quarters or total)")
	ErrTotalCover   = errors.New("rules: cover: a target behind total cover cannot be targeted directly")
)

// srdCover is the cover table of both SRDs and the 2013 playtest.
func srdCover(cite string) CoverRule {
	return CoverRule{Cite: cite, Half: 2, Three: 5, AC: true, Resist: []TestKind{Save}}
}

// coverBonus is the bonus cover gives, or an error for an unknown degree
// or total cover.
func (rs *Ruleset) coverBonus(degree string) (int, string, error) {
	switch degree {
	case HalfCover:
		return rs.Cover.Half, "half cover", nil
	case ThreeQuartersCover:
		return rs.Cover.Three, "three-quarters cover", nil
	case TotalCover:
		return 0, "", fmt.Errorf("%w (%s)", ErrTotalCover, rs.Cover.Cite)
	}
	return 0, "", fmt.Errorf("%w: %q", ErrUnknownCover, degree)
}

// cover applies t.Cover to a test: an attack roll against a creature in
// cover must reach a higher AC (res.DC, explained by res.DCExplain); a
// Dexterity saving throw (5efp: check) by a creature in cover adds the
// bonus to its total. Other tests ignore it.
func (rs *Ruleset) cover(t *Test, res *TestResult) error {
	if t.Cover == "" {
		return nil
	}
	bonus, what, err := rs.coverBonus(t.Cover)
	if err != nil {
		return err
	}
	switch {
	case t.Kind == Attack && rs.Cover.AC:
		res.DC += bonus
		res.DCExplain = []Term{{t.DC, "AC", rs.cites.d20}, {bonus, what, rs.Cover.Cite}}
	case t.Ability == DEX && containsKind(rs.Cover.Resist, t.Kind):
		res.Explain = append(res.Explain, Term{bonus, what, rs.Cover.Cite})
	}
	return nil
}

func containsKind(ks []TestKind, k TestKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}
