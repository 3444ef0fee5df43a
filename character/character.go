package character

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Character is a built character: its spec, the records it was built from,
// its derived sheet and its state in play.
type Character struct {
	Spec    Spec
	Ruleset *rules.Ruleset
	cat     *content.Catalog

	classes    []classEntry
	species    *content.Species
	subspecies *content.Species
	background *content.Background
	size       string

	scores     [6]int
	scoreTerms [6][]rules.Term
	features   []*content.ClassFeature
	feats      []*content.Feat
	prof       map[string]bool // skills (stealth), saves (str_save), armor, weapons, tools
	expertise  map[string]bool
	// orders are the chosen options of features kept as text (orders.go).
	orders    map[string]string
	languages []string
	armor     *content.Armor
	shield    *content.Armor
	weapons   []*content.Weapon
	// worn are the magic items whose bonuses apply; armorItem and
	// shieldItem the magic armor and shield among them.
	worn       []worn
	armorItem  *content.MagicItem
	shieldItem *content.MagicItem
	hpRolled   bool
	// encumbrance is the encumbrance level the load reaches, or nil.
	encumbrance *rules.EncumbranceLevel

	// Sheet holds every derived number; values lists them by path.
	Sheet  Sheet
	values map[string]*Value
	// State is the character in play.
	State State
}

// classEntry is one class of the character with its records.
type classEntry struct {
	class *content.Class
	sub   *content.Subclass
	spec  ClassLevels
}

// Value is a derived number with the terms that sum to it.
type Value struct {
	Value int          `json:"value"`
	Terms []rules.Term `json:"terms"`
}

// value is the sum of terms with them; no terms is an empty list, not
// null, in the JSON sheet (its schema says an array).
func value(terms ...rules.Term) *Value {
	if terms == nil {
		terms = []rules.Term{}
	}
	return &Value{Value: rules.Sum(terms), Terms: terms}
}

// Level is the character level.
func (c *Character) Level() int { return c.Spec.Level() }

// cite is a citation of a section of the character's ruleset.
func (c *Character) cite(section string) string { return c.Ruleset.Cite + ", " + section }

// hasFeature reports whether the character has a class feature.
func (c *Character) hasFeature(id string) bool {
	for _, f := range c.features {
		if f.ID == id {
			return true
		}
	}
	return false
}

// Mod is the character's modifier for an ability.
func (c *Character) Mod(a rules.Ability) int { return rules.Modifier(c.scores[a]) }

// Score is the character's final score in an ability.
func (c *Character) Score(a rules.Ability) int { return c.scores[a] }

// Proficient reports whether the character is proficient in a skill
// (stealth), a save (str_save), armor (light-armor), weapons or a tool.
func (c *Character) Proficient(id string) bool {
	if c.isSkill(id) {
		return c.prof[skillID(id)]
	}
	return c.prof[id]
}

// ProficientWeapon reports whether the character is trained with a weapon.
func (c *Character) ProficientWeapon(w *content.Weapon) bool { return c.proficientWeapon(w) }

// SubclassLevel is the class level at which a class chooses its subclass
// (21 when the catalog has none).
func SubclassLevel(cat *content.Catalog, class *content.Class) int { return subclassLevel(cat, class) }
