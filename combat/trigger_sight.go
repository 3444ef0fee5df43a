package combat

import (
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A condition that ends once its creature is far from the caster and
// can't see it (SRD 5.2.1, Spells, Eyebite, Panicked: a space at least
// 60 ft away where it can no longer see the caster; SRD 5.1 the same).

// sightEnds are the condition ends of that kind, with the distance in
// feet.
var sightEnds = map[string]int{"out-of-sight-60": 60}

// outOfSight ends, as whose's turn ends, its conditions of a spell whose
// node ends them at a distance out of sight, when it stands that far
// from the caster (or farther) and can't see it: blinded, the caster
// hidden, invisible or heavily obscured to it, or a wall between them
// (decision: checked as its
// turn ends, where its move took it, not square by square).
func (d *decider) outOfSight(whose string) error {
	s := d.s
	t := s.Get(whose)
	if t == nil || t.Dead || !t.AnyInstance(bySpell) {
		return nil
	}
	for _, in := range t.Instances() {
		spell, rest, ok := strings.Cut(in.Source, " (")
		if !ok {
			continue
		}
		c := s.Get(strings.TrimSuffix(rest, ")"))
		sp, err := s.spell(spell)
		if c == nil || err != nil {
			continue
		}
		feet := 0
		content.WalkAll(sp.Effects, func(e *content.Effect) {
			if e.Kind == content.KindCondition && e.Condition == in.Name && sightEnds[e.Ends] > 0 {
				feet = sightEnds[e.Ends]
			}
		})
		if feet == 0 || Feet(Point(t.Position), Point(c.Position)) < feet || s.sees(t, c) && !s.walled(Point(t.Position), Point(c.Position)) {
			continue
		}
		if err := d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: in.Name, Option: "end", Reason: in.Source}); err != nil {
			return err
		}
	}
	return nil
}

// bySpell reports whether a condition instance's source is a spell's, as
// "<spell> (<caster>)": only those can end by a spell's rule.
func bySpell(in rules.ConditionInstance) bool { return strings.Contains(in.Source, " (") }
