package character

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/rules"
)

// speciesUse is a species trait with limited uses the catalog keeps as
// text: its resource id and name, its uses (-1: the proficiency bonus),
// the rest that gives them all back, and the character level it starts at.
type speciesUse struct {
	id, name string
	uses     int
	recovery string
	from     int
}

// speciesUses are those traits by ruleset and species id.
var speciesUses = map[string]map[string][]speciesUse{
	"srd-5.1": {
		// SRD 5.1, Races, Dragonborn: Breath Weapon once per short or long rest.
		"dragonborn": {{id: "breath-weapon", name: "Breath Weapon", uses: 1, recovery: "Short Rest"}},
		// SRD 5.1, Races, Half-Orc: Relentless Endurance once per long rest.
		"half-orc": {{id: "relentless-endurance", name: "Relentless Endurance", uses: 1, recovery: "Long Rest"}},
	},
	"srd-5.2.1": {
		// SRD 5.2.1, Character Origins, Dragonborn: Breath Weapon PB times a
		// long rest; Draconic Flight once a long rest from level 5.
		"dragonborn": {{id: "breath-weapon", name: "Breath Weapon", uses: -1, recovery: "Long Rest"},
			{id: "draconic-flight", name: "Draconic Flight", uses: 1, recovery: "Long Rest", from: 5}},
		// Dwarf: Stonecunning PB times a long rest.
		"dwarf": {{id: "stonecunning", name: "Stonecunning", uses: -1, recovery: "Long Rest"}},
		// Goliath: Giant Ancestry PB times a long rest; Large Form once a
		// long rest from level 5.
		"goliath": {{id: "giant-ancestry", name: "Giant Ancestry", uses: -1, recovery: "Long Rest"},
			{id: "large-form", name: "Large Form", uses: 1, recovery: "Long Rest", from: 5}},
		// Orc: Adrenaline Rush PB times a short or long rest; Relentless
		// Endurance once a long rest.
		"orc": {{id: "adrenaline-rush", name: "Adrenaline Rush", uses: -1, recovery: "Short Rest"},
			{id: "relentless-endurance", name: "Relentless Endurance", uses: 1, recovery: "Long Rest"}},
	},
}

// speciesResources lists the species' limited-use traits as resources,
// each explained (resources.<id>).
func (c *Character) speciesResources() {
	pb := rules.ProficiencyByLevel(c.Level())
	for _, u := range speciesUses[c.cat.Ruleset][c.species.ID] {
		if u.from > c.Level() {
			continue
		}
		n, src := u.uses, fmt.Sprintf("%s: %d a %s", u.name, u.uses, u.recovery)
		if n < 0 {
			n, src = pb, fmt.Sprintf("%s: the proficiency bonus a %s", u.name, u.recovery)
		}
		c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: u.id, Name: u.name + " (" + c.species.Name + ")", Max: n, Recovery: u.recovery})
		c.values["resources."+u.id] = value(rules.Term{Value: n, Source: src, Rule: c.species.Cite})
	}
}
