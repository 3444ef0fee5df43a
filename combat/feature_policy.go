package combat

// featurePolicy is the class feature an uncontrolled character uses
// before it attacks: Second Wind when it is below half its hit points,
// Rage when it is not raging and an enemy stands, Bardic Inspiration on
// the first ally within 60 ft without a die while an enemy stands; each
// only when legal (its bonus action unspent, a use left).
func (s *State) featurePolicy(p *pass, c *Combatant) (Command, bool) {
	if len(c.Features) == 0 || c.BonusUsed {
		return Command{}, false
	}
	var want []string
	if c.HP < c.MaxHP/2 && c.classFeature(classUses[0].features) != nil {
		want = append(want, "second-wind")
	}
	if !raging(c) && c.classFeature(rageFeatures) != nil && s.nearestEnemy(c) != nil {
		want = append(want, "rage")
	}
	for _, name := range want {
		if cmd := (Command{Kind: UseCmd, By: c.ID, Attack: name}); s.try(p, cmd, nil) {
			return cmd, true
		}
	}
	if c.classFeature(classUses[3].features) != nil && s.nearestEnemy(c) != nil {
		for _, a := range s.Creatures {
			if a == c || !a.standing() || hostile(a, c) || a.Inspired.N > 0 || between(c, a) > 60 {
				continue
			}
			if cmd := (Command{Kind: UseCmd, By: c.ID, Attack: "bardic-inspiration", Target: a.ID}); s.try(p, cmd, nil) {
				return cmd, true
			}
			break
		}
	}
	return Command{}, false
}
