package character

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// featureExtras are numbers of class features the catalog keeps as text,
// by feature id: hit points per level of the feature's class, and score
// increases with their ceiling.
var featureExtras = map[string]struct {
	hpPerClassLevel int
	abilities       []content.Bonus
	max             int
}{
	// SRD 5.1, Sorcerer, Draconic Resilience: +1 HP per sorcerer level.
	"draconic-resilience": {hpPerClassLevel: 1},
	// SRD 5.2.1, Draconic Sorcery, Draconic Resilience: +3 at level 3 and
	// +1 per later sorcerer level, which is the sorcerer level.
	"draconic-sorcery-draconic-resilience": {hpPerClassLevel: 1},
	// SRD 5.2.1, Monk, Body and Mind: DEX and WIS +4, to at most 25.
	"monk-body-and-mind": {abilities: []content.Bonus{{Of: "dex", Value: 4}, {Of: "wis", Value: 4}}, max: 25},
}

// classLevel is the character's level in a class (0 when it has none).
func (c *Character) classLevel(id string) int {
	for _, e := range c.classes {
		if e.class.ID == id {
			return e.spec.Level
		}
	}
	return 0
}

// speciesExtra is a species' number the catalog keeps as text: a
// subspecies' walking speed, or that heavy armor does not slow it.
type speciesExtra struct {
	speed        int
	heavyArmorOK bool
	// originFeat: the species gives an origin feat of the player's
	// choice (originFrom names the trait); inspiration: a long rest gives
	// Heroic Inspiration.
	originFeat  bool
	originFrom  string
	inspiration bool
	// carryUp: the species counts one size larger for carrying capacity.
	carryUp bool
}

// speciesExtras are those numbers by ruleset and species or subspecies id.
var speciesExtras = map[string]map[string]speciesExtra{
	// SRD 5.1, Races, Dwarf, Speed: not reduced by heavy armor.
	"srd-5.1": {"dwarf": {heavyArmorOK: true}},
	// SRD 5.2.1, Character Origins, Elf, Elven Lineages: a wood elf's
	// speed is 35 feet.
	"srd-5.2.1": {
		"elven-lineage-wood-elf": {speed: 35},
		// SRD 5.2.1, Character Origins, Human: Versatile gives an origin
		// feat; Resourceful, Heroic Inspiration at each long rest.
		"human": {originFeat: true, originFrom: "Versatile", inspiration: true},
		// Goliath, Powerful Build: one size larger for carrying capacity.
		"goliath": {carryUp: true},
	},
}

// speciesExtra is the character's species' and subspecies' extras.
func (c *Character) speciesExtra() (speciesExtra, *content.Species) {
	var out speciesExtra
	var from *content.Species
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		if x, ok := speciesExtras[c.cat.Ruleset][sp.ID]; ok {
			if x.speed > 0 {
				out.speed, from = x.speed, sp
			}
			out.heavyArmorOK = out.heavyArmorOK || x.heavyArmorOK
			if x.originFeat {
				out.originFeat, out.originFrom = true, x.originFrom
			}
			out.inspiration = out.inspiration || x.inspiration
			out.carryUp = out.carryUp || x.carryUp
		}
	}
	return out, from
}

// carrier is the character's rules creature for carrying capacity: one
// size larger with Powerful Build (goliath), and the note saying so.
func (c *Character) carrier() (*rules.Creature, string) {
	cr := c.base()
	if x, _ := c.speciesExtra(); x.carryUp {
		if i := slices.Index(rules.Sizes, cr.Size); i >= 0 && i+1 < len(rules.Sizes) {
			cr.Size = rules.Sizes[i+1]
			return cr, fmt.Sprintf("%s (Powerful Build: as %s)", c.size, cr.Size)
		}
	}
	return cr, c.size
}

// featureGrant is what a class feature the catalog keeps as text gives:
// training, skills from its class's list, languages, and its expertise
// when the catalog's number is short.
type featureGrant struct {
	prof        []string
	classSkills int
	languages   int
	expertise   int
}

// featureGrants are those features by ruleset and feature id.
var featureGrants = map[string]map[string]featureGrant{
	// SRD 5.1, Classes, Cleric, Life Domain, Bonus Proficiency: heavy armor.
	"srd-5.1": {"bonus-proficiency": {prof: []string{"heavy-armor"}}},
	"srd-5.2.1": {
		// SRD 5.2.1, Classes, Barbarian, Primal Knowledge: one more
		// barbarian skill.
		"barbarian-primal-knowledge": {classSkills: 1},
		// Ranger, Deft Explorer: two languages (and one expertise, which
		// the catalog has); Expertise at 9: two skills.
		"ranger-deft-explorer": {languages: 2},
		"ranger-expertise":     {expertise: 2},
	},
}

// originLanguages are the languages every character of a ruleset starts
// with and how many more it chooses, beyond its species' and background's:
// 2024, Common and two of the standard languages (SRD 5.2.1, Character
// Creation, Choose Languages). 2014 races list their own.
var originLanguages = map[string]struct {
	fixed   []string
	choices int
	cite    string
}{
	"srd-5.2.1": {fixed: []string{"common"}, choices: 2, cite: "SRD 5.2.1, Character Creation"},
}
