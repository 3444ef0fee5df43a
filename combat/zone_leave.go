package combat

import (
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// leftConditions ends the conditions a lasting area gave c that last only
// while c stands in it (a condition node with ends leave: 2014 Hallow's
// Fear, frightened while in the area; SRD 5.1, Spells, Hallow) once c
// stands outside that area, or the area is gone.
func (d *decider) leftConditions(c *Combatant) error {
	s := d.s
	if c = s.Get(c.ID); c == nil {
		return nil
	}
	for _, in := range c.Instances() {
		spell, rest, ok := strings.Cut(in.Source, " (")
		if !ok {
			continue
		}
		caster := strings.TrimSuffix(rest, ")")
		sp, err := s.spell(spell)
		if err != nil || !leavesWith(sp, in.Name) {
			continue
		}
		if z := s.zone(caster, spell); z != nil {
			if area := zoneAreaFor(sp, z); area != nil && s.inZone(z, area, c, Point(c.Position), Point{}, false) {
				continue
			}
		}
		if err := d.emit(&Event{Kind: Conditioned, Who: caster, Target: c.ID, Type: in.Name, Option: "end", Reason: in.Source}); err != nil {
			return err
		}
		return d.leftConditions(c) // the list changed
	}
	return nil
}

// leavesWith tells whether sp's tree gives the condition name until its
// holder leaves the spell's area.
func leavesWith(sp *content.Spell, name string) bool {
	found := false
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		found = found || e.Kind == content.KindCondition && e.Condition == name && e.Ends == "leave"
	})
	return found
}
