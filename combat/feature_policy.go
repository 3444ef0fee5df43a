package combat

// featurePolicy is the class feature an uncontrolled character uses
// before it attacks: Rage when it is not raging and an enemy stands, and
// Second Wind when it is below half its hit points; each only when legal
// (its bonus action unspent, a use left).
func (s *State) featurePolicy(c *Combatant) (Command, bool) {
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
		if cmd := (Command{Kind: UseCmd, By: c.ID, Attack: name}); Legal(s, cmd) {
			return cmd, true
		}
	}
	return Command{}, false
}
