package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Burrowing and tremorsense on the grid. The grid's `earth:` squares are
// loose ground (sand, earth, mud) a creature with a burrow speed moves
// through (SRD 5.2.1, Rules Glossary, Burrow Speed; SRD 5.1, Monsters,
// Speed: Burrow); no other creature may enter them. Decisions, where the
// rules leave the grid to the table:
//
//   - A creature in an earth square is underground: it has total cover
//     from every creature and area, it sees no one and no one sees it, and
//     it attacks nothing until it comes up into an open square.
//   - Its moves through earth squares are paid from its burrow speed: it
//     may enter one only while what it has moved this turn (Dash counted)
//     is less than its burrow speed (SRD 5.2.1, Rules Glossary, Speed:
//     switching speeds; SRD 5.1, Movement and Position).
//   - A step that starts underground provokes no opportunity attack: no
//     one sees the creature leave (SRD 5.2.1, Rules Glossary, Opportunity
//     Attacks; SRD 5.1, Combat, Opportunity Attacks).
//   - Tremorsense pinpoints a creature on the same ground within its
//     range, above it or burrowed in it, but not one aloft (SRD 5.2.1,
//     Rules Glossary, Tremorsense; SRD 5.1, Monsters, Senses): the Search
//     action finds such a hidden creature without a roll. It is still not
//     sight, and changes no attack roll.

func (g *Grid) earth(p Point) bool { return len(g.Earth) > 0 && slices.Contains(g.Earth, p) }

// underground reports whether c is burrowed in an earth square.
func (s *State) underground(c *Combatant) bool {
	return len(s.Grid.Earth) > 0 && s.Grid.earth(Point(c.Position))
}

// burrowSpeed is c's burrow speed after what changes speeds, 0 without
// one.
func (s *State) burrowSpeed(c *Combatant) int {
	if c.Speeds.Burrow == 0 {
		return 0
	}
	cr := *c.Creature
	cr.BaseSpeed = c.Speeds.Burrow
	return cr.Speed(s.rs)
}

// digs refuses c's entering earth square p after spending spent half
// squares on this move: c needs a burrow speed with movement left.
func (s *State) digs(c *Combatant, p Point, spent int, why bool) error {
	if !s.Grid.earth(p) {
		return nil
	}
	if c.Speeds.Burrow == 0 {
		if !why {
			return ErrBlocked
		}
		return fmt.Errorf("%w (%s): %v is earth, and %s has no burrow speed", ErrBlocked, s.cite(s.rs.Combat.Sections.Movement), p, c.ID)
	}
	budget := s.burrowSpeed(c) * 2 / 5 * (1 + c.Dashes)
	if used := c.MoveUsed + spent; used >= budget {
		if !why {
			return ErrNoMovement
		}
		return fmt.Errorf("%w (%s): %s has moved %s ft and burrows %d ft a turn", ErrNoMovement,
			s.cite(s.rs.Combat.Sections.Movement), c.ID, feet(used), budget*5/2)
	}
	return nil
}

// buried reports whether either creature is underground from the other:
// total cover between them.
func (s *State) buried(a, b *Combatant) bool {
	return len(s.Grid.Earth) > 0 && a != b && (s.underground(a) || s.underground(b))
}

// tremorsenses reports whether o's tremorsense pinpoints c: both on the
// ground (or in it) and c within range.
func (s *State) tremorsenses(o, c *Combatant) bool {
	return o.Senses.Tremorsense > 0 && o.Altitude <= 0 && c.Altitude <= 0 && inRange(o.Senses.Tremorsense, o, c)
}

// tremorFind is the Search of o for hidden t that its tremorsense settles
// without a roll; false when it does not reach t.
func (d *decider) tremorFind(o, t *Combatant) (bool, error) {
	if !d.s.tremorsenses(o, t) {
		return false, nil
	}
	term := rules.Term{Source: fmt.Sprintf("tremorsense %d ft pinpoints %s", o.Senses.Tremorsense, t.ID), Rule: d.s.cite("Tremorsense")}
	return true, d.emit(&Event{Kind: Acted, Who: o.ID, Action: "search", Uses: "action", Target: t.ID, Option: "tremorsense",
		Hit: true, Explain: []rules.Term{term}})
}

// buriedRefusal refuses an attack between c and t when either is
// underground: total cover.
func (s *State) buriedRefusal(c, t *Combatant) error {
	if !s.buried(c, t) {
		return nil
	}
	who := t.ID
	if s.underground(c) {
		who = c.ID
	}
	return fmt.Errorf("%w (%s): %s is underground", ErrTotalCover, s.cite(s.rs.Combat.Actions.Cover), who)
}
