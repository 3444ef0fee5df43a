package combat

// An attack a spell's thing makes from where it stands, not from its
// caster's square (SRD 5.1, Spells, Faithful Hound: at the start of each
// of the caster's turns the hound bites one hostile creature within 5 ft
// of it, with the caster's spell attack bonus, 4d8 piercing on a hit).

// fromPoint makes the anchored attack node of ln at t from the node's
// point: reach, range and cover are measured from there (decision: the
// caster stands in for the thing there for the roll, its own square
// restored after), and the thing being invisible to all but the caster,
// the roll has advantage as an unseen attacker's (SRD 5.1, Combat,
// Unseen Attackers and Targets; decision: whatever the target's senses).
func (k *casting) fromPoint(ln lastingNode, t *Combatant) error {
	c := k.d.s.Get(k.c.ID)
	if c == nil || ln.Aim == nil {
		return nil
	}
	k.d.changes(c) // backup.go: the caster backed up before its square is borrowed
	home := c.Position
	c.Position = [2]int(*ln.Aim)
	old := k.d.unseen
	k.d.unseen = true
	defer func() { c.Position, k.d.unseen = home, old }()
	return k.attack(&ln.Node, t)
}
