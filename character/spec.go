// Package character builds player characters from a spec and the content
// catalog, derives every number a sheet shows with the terms that make it
// up, and keeps the state that changes in play (hit points, hit dice,
// resources, conditions) with short and long rests. It does no I/O: specs
// arrive as bytes or values, randomness as a dice.Roller.
package character

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Spec is what a player chooses: everything needed to build a character.
// It reads from JSON (and YAML through a converter); a saved character is
// its spec with State filled in.
type Spec struct {
	Ruleset    string `json:"ruleset"`
	Name       string `json:"name"`
	Species    string `json:"species"`
	Subspecies string `json:"subspecies,omitempty"`
	// Size picks one of a species' sizes when it offers two.
	Size       string `json:"size,omitempty"`
	Background string `json:"background,omitempty"`
	// Classes are the class levels in the order taken; the first is the
	// starting class.
	Classes   []ClassLevels `json:"classes"`
	Abilities Abilities     `json:"abilities"`
	// SpeciesIncreases are a 2014 race's chosen increases (half-elf);
	// BackgroundIncreases are a 2024 background's (+2 and +1, or +1 three
	// times, among its three abilities).
	SpeciesIncreases    map[string]int `json:"species_increases,omitempty"`
	BackgroundIncreases map[string]int `json:"background_increases,omitempty"`
	// Skills, Tools and Languages chosen (beyond those given outright);
	// Expertise are the skills doubled.
	Skills    []string `json:"skills,omitempty"`
	Tools     []string `json:"tools,omitempty"`
	Languages []string `json:"languages,omitempty"`
	Expertise []string `json:"expertise,omitempty"`
	// Feats taken outside Ability Score Improvements: fighting style feats
	// (2024), a species' origin feat. A 2024 background's feat is added
	// by itself.
	Feats []string `json:"feats,omitempty"`
	// Options are a feature's chosen options by feature id (a 2014
	// fighting style: fighter-fighting-style: [fighter-fighting-style-defense]).
	Options map[string][]string `json:"options,omitempty"`
	// Improvements spend Ability Score Improvements, one per class level
	// that grants one.
	Improvements []Improvement `json:"improvements,omitempty"`
	// Spells are the cantrips and spells known or prepared, by class id
	// (subclass spells are always prepared and not listed).
	Spells map[string][]string `json:"spells,omitempty"`
	// Granted are the choices for spells a species or a feat gives (Magic
	// Initiate's list, ability and spells; a lineage's ability).
	Granted []Grant `json:"granted_spells,omitempty"`
	// Land is a Circle of the Land druid's land, whose circle spells it
	// has prepared: 2014 arctic, coast, desert, forest, grassland,
	// mountain or swamp; 2024 arid, polar, temperate or tropical (chosen
	// again at each long rest).
	Land string `json:"land,omitempty"`
	// FavoredEnemies and FavoredTerrains are a 2014 ranger's Favored
	// Enemy (type, humanoid races, language) and Natural Explorer choices,
	// in the order the features give them.
	FavoredEnemies  []FavoredEnemy `json:"favored_enemies,omitempty"`
	FavoredTerrains []string       `json:"favored_terrains,omitempty"`
	// SpellMastery are a level 18 wizard's level 1 and level 2 spells from
	// its book, cast without a slot; SignatureSpells a level 20 wizard's
	// two level 3 spells, always prepared, each once a rest without a slot.
	SpellMastery    []string `json:"spell_mastery,omitempty"`
	SignatureSpells []string `json:"signature_spells,omitempty"`
	// TomeCantrips are a 2014 Pact of the Tome warlock's three cantrips of
	// any class's list, warlock spells for it.
	TomeCantrips []string `json:"tome_cantrips,omitempty"`
	// TomeRituals are a 2024 Pact of the Tome warlock's two level 1
	// ritual spells of any class's list, always prepared.
	TomeRituals []string `json:"tome_rituals,omitempty"`
	// Invocations are a warlock's Eldritch Invocations, by the option's
	// name (agonizing-blast); a repeatable one may be listed again.
	Invocations []string `json:"invocations,omitempty"`
	// Metamagic are a sorcerer's Metamagic options (quickened, twinned...):
	// as many as the sorcerer level gives.
	Metamagic []string `json:"metamagic,omitempty"`
	// Arcanum are a warlock's Mystic Arcanum spells: one warlock spell of
	// each level 6 to 9 that the warlock level opens (11, 13, 15, 17).
	Arcanum []string `json:"arcanum,omitempty"`
	// PactWeapon is the melee weapon (a weapon id of equipment.weapons,
	// or a magic weapon's item id) bonded by Pact of the Blade.
	PactWeapon string `json:"pact_weapon,omitempty"`
	// InvocationCantrips are the cantrips 2024 Agonizing Blast, Eldritch
	// Spear and Repelling Blast act on, by option name, one for each time
	// it is taken (invocation_effects.go).
	InvocationCantrips map[string][]string `json:"invocation_cantrips,omitempty"`
	// Spellbook is a wizard's book, from which it prepares its spells.
	Spellbook *Spellbook `json:"spellbook,omitempty"`
	// Masteries are the kinds of weapons (ids) whose mastery properties a
	// 2024 Weapon Mastery feature lets the character use.
	Masteries []string `json:"masteries,omitempty"`
	// StartingEquipment takes the class's and background's starting
	// equipment (into the sheet's inventory and gold).
	StartingEquipment *Starting `json:"starting_equipment,omitempty"`
	Equipment         Equipment `json:"equipment,omitzero"`
	// MagicItems are the magic items worn or wielded, attuned or not.
	MagicItems []MagicItem `json:"magic_items,omitempty"`
	// VariantEncumbrance plays the 2014 variant: encumbered over 5 × STR,
	// heavily over 10 × STR.
	VariantEncumbrance bool `json:"variant_encumbrance,omitempty"`
	// HP is fixed (the average, the default) or rolled (the rolls are in
	// ClassLevels.HPRolls).
	HP string `json:"hp,omitempty"`
	// XP earned; 0 plays milestone levelling.
	XP int `json:"xp,omitempty"`
	// State is the character in play; nil for a fresh character.
	State *State `json:"state,omitempty"`
}

// ClassLevels are the levels taken in one class.
type ClassLevels struct {
	Class    string `json:"class"`
	Level    int    `json:"level"`
	Subclass string `json:"subclass,omitempty"`
	// HPRolls are the hit die rolls of each level of the class after the
	// character's first level, when HP is rolled.
	HPRolls []int `json:"hp_rolls,omitempty"`
}

// Ability score methods.
const (
	StandardArray = "standard-array"
	PointBuy      = "point-buy"
	Rolled        = "rolled"
	Manual        = "manual"
)

// Abilities are the base scores (before species, background and
// improvements) and how they were made.
type Abilities struct {
	Method string         `json:"method"`
	Scores map[string]int `json:"scores"`
	// Rolls are the six sets of four d6 a rolled method kept, in any order.
	Rolls [][]int `json:"rolls,omitempty"`
}

// Improvement spends the Ability Score Improvement of one class level:
// Increases (+2 to one score or +1 to two), or a Feat with its own
// increases.
type Improvement struct {
	Class     string         `json:"class"`
	Level     int            `json:"level"`
	Increases map[string]int `json:"increases,omitempty"`
	Feat      string         `json:"feat,omitempty"`
}

// Equipment is what the character wears and wields, and carries.
type Equipment struct {
	Armor   string   `json:"armor,omitempty"`
	Shield  bool     `json:"shield,omitempty"`
	Weapons []string `json:"weapons,omitempty"`
	Items   []string `json:"items,omitempty"`
}

// DecodeSpec reads a spec from JSON, refusing unknown fields.
func DecodeSpec(data []byte) (*Spec, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Spec
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSpec, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: more than one spec in the input", ErrSpec)
	}
	return &s, nil
}

// Level is the character level: the sum of the class levels.
func (s *Spec) Level() int {
	n := 0
	for _, c := range s.Classes {
		n += c.Level
	}
	return n
}
