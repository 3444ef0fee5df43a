package combat

import "github.com/arbiter-rpg/arbiter/rules"

// Dragging a grappled creature (SRD 5.2.1, Rules Glossary, Grappled; SRD
// 5.1, Combat, Grappling, Moving a Grappled Creature; Playtest 2013,
// Actions in Combat, Grapple): the grappler's movement costs one extra
// foot per foot unless the creature is two or more sizes smaller (2024:
// or Tiny), and the creature comes along, into the square the grappler
// left whenever it would end farther than 5 ft away. Being dragged is
// forced movement: it provokes no opportunity attack.

// dragged are the creatures c grapples.
func (s *State) dragged(c *Combatant) []*Combatant {
	var out []*Combatant
	for _, o := range s.Creatures {
		if o != c && !o.Dead && o.Has(s.rs, "grappled") && grappledBy(o, c.ID) {
			out = append(out, o)
		}
	}
	return out
}

// drags reports whether c's movement costs more for the creatures it
// drags.
func (s *State) drags(c *Combatant) bool {
	for _, o := range s.Creatures {
		if o == c || o.Dead || o.Bare() || !grippedBy(o, c.ID) || !o.Has(s.rs, "grappled") {
			continue
		}
		small := rules.SizeIndex(c.Size)-rules.SizeIndex(o.Size) >= 2
		if !small && !(o.Size == "tiny" && s.rs.Combat.Actions.TinySpaceOpen) {
			return true
		}
	}
	return false
}

// grippedBy is grappledBy without copying t's instances: a look at each
// in place (drags asks it of every creature at each move, before the
// dearer Has).
func grippedBy(t *Combatant, id string) bool {
	src := grappleSource(id)
	return t.AnyInstanceAt(func(in *rules.ConditionInstance) bool { return in.Name == "grappled" && in.Source == src })
}

// moved emits c's move and drags the creatures it grapples after it.
func (d *decider) moved(c *Combatant, e *Event) error {
	s := d.s
	from := Point(c.Position)
	if err := d.emit(e); err != nil {
		return err
	}
	if err := d.zonesMoved(c, from, e.Path); err != nil { // zone.go: into a lasting area
		return err
	}
	if err := d.leftZones(c); err != nil { // grant_play.go: Moonbeam's until it leaves
		return err
	}
	if err := d.leftConditions(c); err != nil { // zone_leave.go: 2014 Hallow's Fear, while in the area
		return err
	}
	for _, o := range s.dragged(c) {
		if Feet(Point(o.Position), Point(c.Position)) <= 5 {
			continue
		}
		// The square c left last: the one before the end of its path.
		to := from
		if n := len(e.Path); n >= 2 {
			to = e.Path[n-2]
		}
		if !s.free(to, o) {
			// No room to follow: the grapple ends (decision).
			if err := d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: o.ID, Type: "grappled", Option: "end", Reason: grappleSource(c.ID)}); err != nil {
				return err
			}
			continue
		}
		if err := d.emit(&Event{Kind: Pushed, Who: c.ID, Target: o.ID, Path: []Point{to}, Option: "drag"}); err != nil {
			return err
		}
	}
	return nil
}

// draggedBy reports whether c drags h: h comes along, so c never leaves
// its reach.
func (s *State) draggedBy(h, c *Combatant) bool {
	return h.Has(s.rs, "grappled") && grappledBy(h, c.ID)
}
