package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// One with Shadows, the warlock's invocation, works only where the grid
// is dim or dark: the creature's square is one of the grid's `dim:` or
// `dark:` squares (and not a `sunlight:` one); every other square is in
// bright light, the grid's default (decision: `obscured:` squares, fog or
// magical darkness, are not told apart, so they do not count).
//
//   - SRD 5.1, Classes, Warlock, Eldritch Invocation: One with Shadows:
//     `use one-with-shadows` takes the action and makes the warlock
//     Invisible until it moves or takes an action or a reaction (an attack,
//     a cast that is not a bonus action, a feature used with either; a push
//     by another is no move of its own: decision).
//   - SRD 5.2.1, Classes, Warlock, One with Shadows: Invisibility cast at
//     will without a slot (character/invocation_effects.go) only on itself
//     and only there; `use one-with-shadows` says to cast it.
var shadowFeatures = []string{"eldritch-invocation-one-with-shadows"}

// shadowSource is the source of the Invisible condition it gives.
const shadowSource = "one with shadows"

// ShadowHidden is the event of Who becoming Invisible by One with Shadows
// (feature Attack), with its action.
const ShadowHidden EventKind = "one_with_shadows"

func init() {
	classUses = append(classUses, classUse{"one-with-shadows", shadowFeatures, oneWithShadows})
	registerEvents(map[EventKind]func(*State, Event) error{ShadowHidden: applyShadowHidden})
}

// shadowed reports whether p is in dim light or darkness.
func (g *Grid) shadowed(p Point) bool {
	return !slices.Contains(g.elements().Sunlit, p) && (slices.Contains(g.Dim, p) || slices.Contains(g.Dark, p)) // sunlight.go
}

// shadowCast is the invisibility node of a 2024 One with Shadows tree,
// or nil (a 2014 tree grants the condition instead).
func shadowCast(f *content.ClassFeature) *content.Effect {
	var out *content.Effect
	content.WalkAll(f.Effects, func(e *content.Effect) {
		if out == nil && e.Kind == content.KindCast && e.If == "dim-or-dark" {
			out = e
		}
	})
	return out
}

func oneWithShadows(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	if n := shadowCast(u.f.Feature); n != nil {
		return fmt.Errorf("%w (%s): cast %s on yourself: at will without a slot while in dim light or darkness", ErrFeatureUse, u.cite(), n.Cast)
	}
	switch {
	case !s.Grid.shadowed(Point(c.Position)):
		return fmt.Errorf("%w (%s): %s stands in bright light at %v, not dim light or darkness", ErrFeatureUse, u.cite(), c.ID, Point(c.Position))
	case c.Class.Shadowed:
		return fmt.Errorf("%w (%s): %s is one with the shadows already", ErrFeatureUse, u.cite(), c.ID)
	}
	if err := d.canTurn(u); err != nil {
		return err
	}
	return d.emit(&Event{Kind: ShadowHidden, Who: c.ID, Attack: u.f.Feature.ID, Uses: u.turn, Reason: u.cite()})
}

func applyShadowHidden(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if err := s.spend(c, e.Uses); err != nil {
		return err
	}
	if err := s.rs.ApplyCondition(c.Creature, rules.ConditionInstance{Name: "invisible", Source: shadowSource}); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	c.Class.Shadowed = true
	return nil
}

// shadowEnds ends 2014 One with Shadows' invisibility when its holder
// moves or takes an action or a reaction (applied after each event).
func shadowEnds(s *State, e *Event, k kindCode, f *found) {
	switch k {
	case codeMoved, codeFlew, codeAttacked:
	case codeCasted, codeActed, codeFeatureUsed:
		if k == codeCasted && e.Reason == "bonus" || k != codeCasted && e.Uses != "action" && e.Uses != "reaction" && e.Uses != "attack" {
			return
		}
	default:
		return
	}
	c := f.whoIn(s, e) // the applier's lookup when it made one
	if c == nil || !c.Class.Shadowed {
		return
	}
	s.rs.EndCondition(c.Creature, "invisible", shadowSource)
	c.Class.Shadowed = false
}

// shadowFree refuses a 2024 One with Shadows cast of its spell at will
// without a slot on another creature or out of dim light and darkness.
func (d *decider) shadowFree(c *Combatant, sp *content.Spell, cmd Command) error {
	f := c.classFeature(shadowFeatures)
	if f == nil {
		return nil
	}
	n := shadowCast(f.Feature)
	if n == nil || n.Cast != sp.ID {
		return nil
	}
	cite := f.Feature.Cite
	for _, id := range cmd.Targets {
		if id != c.ID {
			return fmt.Errorf("%w (%s): %s without a slot is cast on %s itself, not %s", ErrSpellTarget, cite, sp.ID, c.ID, id)
		}
	}
	if !d.s.Grid.shadowed(Point(c.Position)) {
		return fmt.Errorf("%w (%s): %s without a slot only in dim light or darkness; %s stands in bright light at %v", ErrNoSlot, cite, sp.ID, c.ID, Point(c.Position))
	}
	return nil
}
