package rules

// Bonus is a flat bonus a creature's magic items or features add to some
// of its D20 tests, with the term that explains it: a Cloak of
// Protection's +1 to every saving throw.
type Bonus struct {
	// On is what it adds to: "save" for every saving throw (death saving
	// throws too), or "<ability>_save" (dex_save) for one ability's.
	On string `json:"on"`
	Term
}

// fits reports whether the bonus adds to test t.
func (b *Bonus) fits(t *Test) bool {
	switch {
	case b.On == "save":
		return t.Kind == Save || t.Kind == DeathSave
	case t.Kind == Save && t.Ability != NoAbility:
		return b.On == t.Ability.String()+"_save"
	}
	return false
}

// bonusTerms appends the terms of c's bonuses that fit t.
func (c *Creature) bonusTerms(t *Test, terms []Term) []Term {
	for i := range c.Bonuses {
		if c.Bonuses[i].fits(t) {
			terms = append(terms, c.Bonuses[i].Term)
		}
	}
	return terms
}
