package character

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Sheet is every number of a character with its explanation, and what the
// character has: the full export.
type Sheet struct {
	Name       string         `json:"name"`
	Ruleset    string         `json:"ruleset"`
	Species    string         `json:"species"`
	Subspecies string         `json:"subspecies,omitempty"`
	Size       string         `json:"size"`
	Background string         `json:"background,omitempty"`
	Level      int            `json:"level"`
	Classes    []ClassLevels  `json:"classes"`
	XP         int            `json:"xp,omitempty"`
	Abilities  map[string]int `json:"abilities"`
	Modifiers  map[string]int `json:"modifiers"`

	Proficiency *Value `json:"proficiency"`
	AC          *Value `json:"ac"`
	Initiative  *Value `json:"initiative"`
	Speed       *Value `json:"speed"`
	// HP is the hit point maximum; nil where the ruleset counts wounds.
	HP      *Value         `json:"hp,omitempty"`
	HitDice map[string]int `json:"hit_dice,omitempty"` // by die: d10: 5

	Saves   map[string]*Value `json:"saves"`
	Skills  map[string]*Value `json:"skills"`
	Passive map[string]*Value `json:"passive"`
	Attacks []Attack          `json:"attacks,omitempty"`
	// Unarmed is the unarmed strike (a monk's Martial Arts die); apart from
	// Attacks, which are the weapons combat plays.
	Unarmed *Attack `json:"unarmed,omitempty"`
	// Masteries are the weapons chosen for Weapon Mastery (2024).
	Masteries *MasteryInfo `json:"masteries,omitempty"`

	Spellcasting []Casting `json:"spellcasting,omitempty"`
	// Slots are the spell slots by level (index 0 is level 1); empty for
	// a character without them.
	Slots []int `json:"slots,omitempty"`
	Pact  *Pact `json:"pact,omitempty"`
	// Granted are the spells species traits and feats give, each source
	// with its ability, DC and attack bonus.
	Granted []GrantedCasting `json:"granted_spells,omitempty"`
	// BookSpells are a wizard's Spell Mastery and Signature Spells and a
	// 2014 warlock's Pact of the Tome cantrips.
	BookSpells []FeatureSpell `json:"book_spells,omitempty"`
	// Invocations are a warlock's Eldritch Invocations.
	Invocations []Invocation `json:"invocations,omitempty"`
	// Metamagic are the sorcerer's Metamagic options known (metamagic.go).
	Metamagic []string `json:"metamagic,omitempty"`
	// InvocationCantrips are the cantrips invocations act on, with what
	// they do to each (Agonizing Blast, Eldritch Spear, Repelling Blast).
	InvocationCantrips []InvocationCantrip `json:"invocation_cantrips,omitempty"`
	// Spellbook is a wizard's spellbook.
	Spellbook *BookInfo `json:"spellbook,omitempty"`

	Resources []ResourceInfo `json:"resources,omitempty"`
	Carry     *Value         `json:"carry,omitempty"` // carrying capacity in pounds

	Proficiencies []string `json:"proficiencies"`
	Expertise     []string `json:"expertise,omitempty"`
	Languages     []string `json:"languages,omitempty"`
	Features      []string `json:"features"`
	// FavoredEnemies and FavoredTerrains are a 2014 ranger's choices.
	FavoredEnemies  []RangerChoice `json:"favored_enemies,omitempty"`
	FavoredTerrains []RangerChoice `json:"favored_terrains,omitempty"`
	Feats           []string       `json:"feats,omitempty"`
	// FeatSources say where each feat came from, in the order of Feats.
	FeatSources []FeatSource `json:"feat_sources,omitempty"`
	Equipment   Equipment    `json:"equipment,omitzero"`
	// MagicItems are the magic items worn or wielded.
	MagicItems []MagicInfo `json:"magic_items,omitempty"`
	// Inventory and Gold are the starting equipment taken and bought.
	Inventory []content.Item `json:"inventory,omitempty"`
	Gold      int            `json:"gold,omitempty"`
	Silver    int            `json:"silver,omitempty"`
	Copper    int            `json:"copper,omitempty"`
	// Spent is what buying starting equipment cost, in copper pieces.
	Spent *Value `json:"spent,omitempty"`
	// Load is what the character carries and its encumbrance.
	Load *Load `json:"load,omitempty"`
	// Resist are damage types the character resists; Advantage the rolls
	// its features give advantage on (keywords of docs/content.md).
	Resist     []string `json:"resist,omitempty"`
	Advantage  []string `json:"advantage,omitempty"`
	Darkvision int      `json:"darkvision,omitempty"`
	Truesight  int      `json:"truesight,omitempty"`
	// Pending are choices the spec leaves open.
	Pending []string `json:"pending,omitempty"`
	Notes   []string `json:"notes,omitempty"`

	State State `json:"state"`
}

// FeatSource is a feat with where it came from: a 2024 background's
// origin feat, an Ability Score Improvement, or the spec's choice.
type FeatSource struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Type string `json:"type,omitempty"` // origin, general, fighting-style, epic-boon
	From string `json:"from"`
	Rule string `json:"rule"`
}

// Attack is one weapon attack.
type Attack struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Ability string `json:"ability"`
	ToHit   *Value `json:"to_hit"`
	Damage  *Value `json:"damage"` // the modifier added to the dice
	Dice    string `json:"dice"`   // the damage as a dice expression: 1d8+3
	// WeaponDice are the weapon's own damage dice: 1d8.
	WeaponDice string `json:"weapon_dice"`
	Versatile  string `json:"versatile,omitempty"`
	// OffHand is the damage of a Light weapon's extra attack with the
	// other hand: no ability modifier unless it is negative or the
	// Two-Weapon Fighting style adds it.
	OffHand    string   `json:"off_hand,omitempty"`
	DamageType string   `json:"damage_type,omitempty"`
	Range      []int    `json:"range,omitempty"` // normal and long range (ranged or thrown)
	Properties []string `json:"properties,omitempty"`
	// Mastery is the weapon's mastery property, when the weapon is one
	// the character chose for Weapon Mastery (2024).
	Mastery string `json:"mastery,omitempty"`
	// Magical is true for a magic weapon (and a 2014 pact weapon).
	Magical bool `json:"magical,omitempty"`
	// Pact is true for the weapon bonded by Pact of the Blade.
	Pact bool `json:"pact,omitempty"`
	// Notes are effects on the attack that are not a number: Great
	// Weapon Fighting's damage dice.
	Notes []string `json:"notes,omitempty"`
	// Extra is damage of its own type a hit adds: Lifedrinker's, Eldritch
	// Smite's (pact_blade_extras.go).
	Extra []ExtraDamage `json:"extra,omitempty"`
}

// Casting is one class's spellcasting numbers.
type Casting struct {
	Class   string `json:"class"`
	Ability string `json:"ability"`
	DC      *Value `json:"dc"`
	Attack  *Value `json:"attack"`
	// Cantrips, Known and Prepared are the class table's numbers (or a
	// 2014 preparing caster's ability modifier + level); Limit is the
	// known or prepared number with its terms.
	Cantrips int    `json:"cantrips,omitempty"`
	Known    int    `json:"known,omitempty"`
	Prepared int    `json:"prepared,omitempty"`
	Limit    *Value `json:"limit,omitempty"`
	// Spells are those the spec lists; Always those the subclass keeps
	// prepared.
	Spells []string `json:"spells,omitempty"`
	Always []string `json:"always,omitempty"`
}

// Pact is a warlock's Pact Magic slots.
type Pact struct {
	Slots int `json:"slots"`
	Level int `json:"level"`
}

// ResourceInfo is a limited-use feature's maximum and recovery.
type ResourceInfo struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Max      int    `json:"max"` // -1 unlimited
	Recovery string `json:"recovery"`
	// Partial is a rest that gives back one use; ShortRest is true when a
	// short rest gives back every use (Font of Inspiration).
	Partial   string `json:"partial,omitempty"`
	ShortRest bool   `json:"short_rest,omitempty"`
}

// sumsTo reports whether every value's terms sum to it (tests use it).
func (v *Value) sumsTo() bool { return v == nil || rules.Sum(v.Terms) == v.Value }
