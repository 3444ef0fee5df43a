package combat

// An attack whose damage comes in several parts (a stat block's bite:
// piercing plus fire) deals its damage from one source: a concentrating
// target makes one Constitution save, its DC from the whole of the
// damage (SRD 5.2.1, Rules Glossary, Concentration; SRD 5.1, Spellcasting,
// Concentration), after the last part.

// strike (monster_act.go) holds the save when the attack's effect has
// more than one damage part (countParts).

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
