package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// A glyph is a lasting area whose tree waits for the moment `triggered`
// (2024 Symbol): placed as it is cast, it acts on no one until the table
// declares its trigger with the moment command (`by` the caster, or
// `target` the caster). Then it acts on every creature in it at once, and
// for 10 minutes on a creature that enters it for the first time on a turn
// or ends its turn there, at most once a turn (SRD 5.2.1, Spells, Symbol).
const glyphMoment = "triggered"

// glyphWhen are the triggers of a glyph once it is set off.
var glyphWhen = []string{"enter", "turn-end"}

// glyphLasts is how long a set-off glyph glows before the spell ends.
var glyphLasts = content.Duration{Unit: "minute", Amount: 10}

func init() {
	moments[glyphMoment] = momentSpec{what: "the table declares that a creature sets off the spell's glyph (Symbol)"}
}

// wokenArea is a glyph's area once set off: its tree's, acting on the
// glyph's triggers; any other area as it is.
func wokenArea(area *content.Effect, z *Zone) *content.Effect {
	if z == nil || !z.Woken || !slices.Contains(area.When, glyphMoment) {
		return area
	}
	out := *area
	out.When = glyphWhen
	return &out
}

// glyph sets off the glyph of the caster (c, or the command's target)
// that waits for its trigger: the zone is woken, lasts 10 minutes from
// now, and acts on the creatures in it.
func (d *decider) glyph(c *Combatant, cmd Command) error {
	s := d.s
	caster := c
	if cmd.Target != "" {
		t, err := s.must(cmd.Target)
		if err != nil {
			return err
		}
		caster = t
	}
	for _, z := range s.Zones {
		if z.By != caster.ID || z.Woken {
			continue
		}
		sp, err := s.spell(z.Spell)
		if err != nil {
			return err
		}
		area := zoneAreaFor(sp, &z)
		if area == nil || !slices.Contains(area.When, glyphMoment) {
			continue
		}
		dur := spellDuration(glyphLasts, caster.ID)
		woke := z
		woke.Woken, woke.Until, woke.Left, woke.Done, woke.Stamp = true, dur.Until, dur.Turns, nil, 0
		if err := d.emit(&Event{Kind: ZoneMade, Who: caster.ID, Action: z.Spell, Zone: &woke, Reason: glyphMoment}); err != nil {
			return err
		}
		return d.zoneHits(caster.ID, z.Spell, s.zoneCreatures(s.zone(caster.ID, z.Spell), area), "cast")
	}
	return fmt.Errorf("%w: %s has no glyph waiting for its trigger", ErrNoMoment, caster.ID)
}
