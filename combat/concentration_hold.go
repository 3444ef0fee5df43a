package combat

// An attack whose damage comes in several parts (a stat block's bite:
// piercing plus fire) deals its damage from one source: a concentrating
// target makes one Constitution save, its DC from the whole of the
// damage (SRD 5.2.1, Rules Glossary, Concentration; SRD 5.1, Spellcasting,
// Concentration), after the last part.

// multiPart reports whether c's attack a is a stat block's with more than
// one damage part.
func (d *decider) multiPart(c *Combatant, a *Attack) bool {
	if c.Statblock == nil {
		return false
	}
	f, _ := c.Statblock.Feature(a.ID)
	if f == nil {
		return false
	}
	e := attackEffect(f)
	return e != nil && countParts(e) > 1
}

// releaseConcentration makes the concentration save id owes for the
// dealt damage gathered while the save was held.
func (d *decider) releaseConcentration(id string, dealt int) error {
	s := d.s
	t := s.Get(id)
	if t == nil || t.Dead || s.Over || dealt == 0 {
		return nil
	}
	return d.concentrationSave(t, dealt) // action_attack.go
}
