package rules

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// ErrMetamagic is a Metamagic option refused: unknown, combined where the
// rule forbids it, or not paid for.
var ErrMetamagic = errors.New("rules: metamagic")

// MetamagicRule is a sorcerer's Metamagic: what each option costs in
// sorcery points (Resource), and which options join another on one spell.
//
//   - SRD 5.2.1: Careful, Distant, Empowered, Extended, Seeking, Subtle,
//     Transmuted and Twinned 1 point, Heightened and Quickened 2; one
//     option a spell, but Empowered and Seeking join another (SRD 5.2.1,
//     Sorcerer, Metamagic Options). Careful's creatures take no damage
//     where a success halves it.
//   - SRD 5.1: Careful, Distant, Empowered, Extended and Subtle 1 point,
//     Quickened 2, Heightened 3, Twinned the spell's level (1 for a
//     cantrip); one option a spell, but Empowered joins another (SRD 5.1,
//     Sorcerer, Metamagic).
type MetamagicRule struct {
	Cite     string
	Resource string         // the points: sorcery-points
	Costs    map[string]int // by option id: careful, distant...
	// TwinnedByLevel: Twinned costs the spell's level, 1 for a cantrip.
	TwinnedByLevel bool
	// Join are the options that may join another on the same spell.
	Join []string
	// CarefulNoDamage: Careful's creatures take no damage on a save that
	// would halve it.
	CarefulNoDamage bool
}

// MetamagicCost checks the options for a spell of level lvl and returns
// the points they cost, explained; nil options cost nothing.
func (rs *Ruleset) MetamagicCost(options []string, lvl int) (int, []Term, error) {
	r := rs.Metamagic
	if len(options) == 0 {
		return 0, nil, nil
	}
	if r == nil {
		return 0, nil, fmt.Errorf("%w: %s has no Metamagic", ErrMetamagic, rs.Name)
	}
	lone := 0
	var terms []Term
	for i, o := range options {
		cost, ok := r.Costs[o]
		if !ok {
			names := make([]string, 0, len(r.Costs))
			for n := range r.Costs {
				names = append(names, n)
			}
			sort.Strings(names)
			return 0, nil, fmt.Errorf("%w (%s): no option %q (%s)", ErrMetamagic, r.Cite, o, strings.Join(names, ", "))
		}
		if slices.Contains(options[:i], o) {
			return 0, nil, fmt.Errorf("%w (%s): %s twice", ErrMetamagic, r.Cite, o)
		}
		if o == "twinned" && r.TwinnedByLevel {
			cost = max(1, lvl)
		}
		if !slices.Contains(r.Join, o) {
			lone++
		}
		terms = append(terms, Term{Value: cost, Source: o + " spell", Rule: r.Cite})
	}
	if lone > 1 {
		return 0, nil, fmt.Errorf("%w (%s): one Metamagic option a spell (%s may join another)", ErrMetamagic, r.Cite, strings.Join(r.Join, ", "))
	}
	return Sum(terms), terms, nil
}
