package combat

// A creature that the start of its own turn kills, or drops to 0 hit
// points, loses that turn: the dead take no turns (SRD 5.2.1, Rules
// Glossary, Dead; SRD 5.1, Damage and Healing), and one dropped to 0 is
// unconscious, which is incapacitated: it takes no actions and can't move
// (SRD 5.2.1, Rules Glossary, Unconscious; SRD 5.1, Appendix PH-A,
// Conditions). Its turn ends at once and passes on. The damage comes
// first of what the turn's start does (a vampire's sunlight, a zone,
// Burning, a lasting spell), so one it drops did not start the turn at 0
// hit points and makes no death save that turn (decision). A creature
// that dies of a third failed death save at its turn's start loses the
// turn too.

// fellAtStart reports whether c, which had hp hit points as its turn
// began, lost the turn to what the turn's start did to it. A creature
// that lives on at 0 hit points until its Regeneration fails (a troll) is
// still in the fight (regenerate.go).
func fellAtStart(c *Combatant, hp int) bool {
	return c.Dead || (hp > 0 && c.HP == 0 && !regenerating(c))
}

// loseFallenTurn ends the turn of c, which fell as it began: the end of
// the turn's boundary, with what ends then (durations counted by its
// turns), and no command of its own.
func (d *decider) loseFallenTurn(c *Combatant) error {
	return d.turnEvent(&Event{Kind: TurnEnded, Who: c.ID, Reason: "fell at the start of its turn"})
}
