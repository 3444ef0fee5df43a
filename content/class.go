package content

import "slices"

// Class is a character class with its level table 1-20.
type Class struct {
	Ref
	HitDie int `json:"hit_die"` // the size of the die: 12 for d12
	// Primary are the primary abilities (2024; empty in 2014).
	Primary []string `json:"primary,omitempty"`
	Saves   []string `json:"saves"` // the two saving throw proficiencies
	// Armor, Weapons and Tools are proficiency ids (light-armor, martial-weapons).
	Armor   []string `json:"armor,omitempty"`
	Weapons []string `json:"weapons,omitempty"`
	Tools   []string `json:"tools,omitempty"`
	// Choices are proficiency choices: skills, tools, instruments.
	Choices      []Choice      `json:"choices,omitempty"`
	Multiclass   Multiclass    `json:"multiclass"`
	Spellcasting *Spellcasting `json:"spellcasting,omitempty"`
	Subclasses   []string      `json:"subclasses,omitempty"` // subclass ids
	// Equipment is the starting equipment every member gets; each of
	// EquipmentChoices is a pick of one of its options.
	Equipment        []Item            `json:"equipment,omitempty"`
	EquipmentChoices []EquipmentChoice `json:"equipment_choices,omitempty"`
	Resources        []Resource        `json:"resources,omitempty"`
	Levels           []ClassLevel      `json:"levels"` // 20 rows, Levels[0] is level 1
}

// EquipmentChoice is a pick of one bundle of starting equipment. An item
// whose id is a category (simple-weapons, holy-symbols) is any one of it.
type EquipmentChoice struct {
	Options []Bundle `json:"options"`
}

// Choice is "choose Count of From".
type Choice struct {
	Count int      `json:"count"`
	From  []string `json:"from"` // ids (skill-arcana, lute...), or a category: any-skill
}

// Multiclass holds the ability minimums to enter or leave a class and the
// proficiencies a multiclass character gains.
type Multiclass struct {
	// Min are the ability minimums; all of them are needed unless AnyOf.
	Min           []Bonus  `json:"min"`
	AnyOf         bool     `json:"any_of,omitempty"`
	Proficiencies []string `json:"proficiencies,omitempty"`
	Choices       []Choice `json:"choices,omitempty"`
}

// Caster kinds: how a class's levels count towards spell slots.
const (
	CasterFull  = "full"
	CasterHalf  = "half"
	CasterThird = "third"
	CasterPact  = "pact"
)

// Spellcasting is a class's spellcasting.
type Spellcasting struct {
	Ability string `json:"ability"` // int, wis, cha
	Kind    string `json:"kind"`    // full, half, third, pact
	// From is the class level it starts at.
	From int `json:"from"`
	// Prepared is true when the class prepares spells from its list
	// (2014 cleric, druid, paladin, wizard; every 2024 caster), false when
	// it knows a fixed number.
	Prepared bool `json:"prepared,omitempty"`
	// Focus is the spellcasting focus it may use (arcane-focus, druidic-focus, holy-symbol).
	Focus string `json:"focus,omitempty"`
	// Spells are the ids of the spells on the class's list.
	Spells []string `json:"spells,omitempty"`
}

// ClassLevel is one row of a class table.
type ClassLevel struct {
	Level int `json:"level"`
	PB    int `json:"pb"`
	// Features are the ids of the class features gained at this level
	// (ClassFeature records).
	Features []string `json:"features,omitempty"`
	// ASI is true when the level grants an Ability Score Improvement.
	ASI bool `json:"asi,omitempty"`
	// Cantrips known, spells known (2014 bard, ranger, sorcerer, warlock) and
	// spells prepared (2024) at this level.
	Cantrips int `json:"cantrips,omitempty"`
	Known    int `json:"known,omitempty"`
	Prepared int `json:"prepared,omitempty"`
	// Slots[i] is the number of spell slots of level i+1.
	Slots [9]int `json:"slots,omitzero"`
	// PactSlots of PactLevel are a warlock's Pact Magic slots.
	PactSlots int `json:"pact_slots,omitempty"`
	PactLevel int `json:"pact_level,omitempty"`
	// Columns are the other numbers of the table row, by kebab-case name:
	// rage-damage 2, sneak-attack-dice 3, martial-arts-die 6, aura-range 10...
	Columns map[string]int `json:"columns,omitempty"`
}

// Resource is a class resource: its uses at each level and how it comes
// back. Recovery is a rules.ParseRecovery tag ("Short Rest", "Long Rest").
type Resource struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Feature string `json:"feature"` // the class feature that grants it
	// Uses[i] is the number of uses at class level i+1; 0 before it is
	// gained, -1 unlimited. Nil when UsesFrom says.
	Uses []int `json:"uses,omitempty"`
	// UsesFrom is a formula when the uses are not a column: "cha" (the
	// ability modifier, at least 1), "pb", "level" (class level), "level*5".
	UsesFrom string `json:"uses_from,omitempty"`
	Recovery string `json:"recovery"`
	// Partial is a rest that gives back one use (2024 Rage on a Short Rest).
	Partial string `json:"partial,omitempty"`
	// ShortFrom is the class level from which a Short Rest gives back every
	// use too (Font of Inspiration); 0 for never.
	ShortFrom int `json:"short_from,omitempty"`
	// Die is the die the resource rolls, when it has one, by the table
	// column that holds its size (bardic-inspiration-die).
	Die string `json:"die,omitempty"`
}

// Level returns the row of a class level, 1 to 20; out of range, or on a
// nil class, it returns an empty row with that level.
func (c *Class) Level(n int) ClassLevel {
	if c == nil || n < 1 || n > len(c.Levels) {
		return ClassLevel{Level: n}
	}
	return c.Levels[n-1]
}

// UsesAt returns the uses of a resource at a class level: the column value,
// or -1 for unlimited, or 0 when a formula decides (see UsesFrom).
func (r *Resource) UsesAt(level int) int {
	if level < 1 || level > len(r.Uses) {
		return 0
	}
	return r.Uses[level-1]
}

// Resource returns a class's resource by id.
func (c *Class) Resource(id string) (*Resource, bool) {
	if c == nil {
		return nil, false
	}
	i := slices.IndexFunc(c.Resources, func(r Resource) bool { return r.ID == id })
	if i < 0 {
		return nil, false
	}
	return &c.Resources[i], true
}

// FeaturesTo lists the class feature ids gained from level 1 to n.
func (c *Class) FeaturesTo(n int) []string {
	if c == nil {
		return nil
	}
	var out []string
	for i := 0; i < n && i < len(c.Levels); i++ {
		out = append(out, c.Levels[i].Features...)
	}
	return out
}

// Column returns a named number of a table row (0 when absent).
func (l ClassLevel) Column(name string) int { return l.Columns[name] }

// SlotsTotal is the number of spell slots of every level in the row.
func (l ClassLevel) SlotsTotal() int {
	n := 0
	for _, s := range l.Slots {
		n += s
	}
	return n
}

// Subclass is a subclass (Path, College, Domain...) with its features by level.
type Subclass struct {
	Ref
	Class string `json:"class"`
	// Flavor is the class's name for its subclasses (Primal Path).
	Flavor string          `json:"flavor,omitempty"`
	Levels []SubclassLevel `json:"levels"`
	// Spells are always-prepared spells by class level (domain, oath,
	// circle and patron spells).
	Spells []LevelSpells `json:"spells,omitempty"`
}

// SubclassLevel is the subclass features gained at a class level.
type SubclassLevel struct {
	Level    int            `json:"level"`
	Features []string       `json:"features"`
	Columns  map[string]int `json:"columns,omitempty"`
}

// LevelSpells are spells a subclass grants from a class level.
type LevelSpells struct {
	Level  int      `json:"level"`
	Spells []string `json:"spells"`
}

// ClassFeature is a feature of a class or subclass: who gets it at which
// level, and its mechanics where they are simple enough to hold as data.
type ClassFeature struct {
	Ref
	Class    string `json:"class"`
	Subclass string `json:"subclass,omitempty"`
	Level    int    `json:"level"`
	// Parent is the feature this one is an option of (a Fighting Style).
	Parent string `json:"parent,omitempty"`
	// Options are the features to choose Choose of.
	Options []string `json:"options,omitempty"`
	Choose  int      `json:"choose,omitempty"`
	// Column names the class table column that holds its number at each
	// level (sneak-attack-dice, martial-arts-die, weapon-mastery).
	Column string `json:"column,omitempty"`
	// Resource is the id of the class resource it grants or spends.
	Resource string `json:"resource,omitempty"`
	// Action is what using it takes: action, bonus, reaction.
	Action string `json:"action,omitempty"`
	// ExtraAttacks is the attacks added to the Attack action (1: two attacks).
	ExtraAttacks int `json:"extra_attacks,omitempty"`
	// Unarmored is an Unarmored Defense formula.
	Unarmored *Unarmored `json:"unarmored,omitempty"`
	// Speed is a bonus to walking speed in feet.
	Speed int `json:"speed,omitempty"`
	// Expertise is how many proficiencies it doubles.
	Expertise int `json:"expertise,omitempty"`
	// Proficiencies it grants (ids), choices of more, languages it teaches,
	// and saving throw proficiencies.
	Proficiencies []string `json:"proficiencies,omitempty"`
	Choices       []Choice `json:"choices,omitempty"`
	Languages     []string `json:"languages,omitempty"`
	Saves         []string `json:"saves,omitempty"`
	// Resist are damage types it gives resistance to; Immune conditions it
	// gives immunity to.
	Resist          []string `json:"resist,omitempty"`
	ConditionImmune []string `json:"condition_immune,omitempty"`
	// Advantage names the rolls it gives advantage on, as keywords
	// (docs/content.md): dex-saves, str-checks, initiative, saves-vs-charmed.
	Advantage []string `json:"advantage,omitempty"`
	// CritRange is the lowest d20 face that scores a critical hit.
	CritRange int `json:"crit_range,omitempty"`
	// Abilities are ability score increases it gives, up to AbilityMax
	// (Primal Champion: STR and CON +4, to 24).
	Abilities  []Bonus `json:"abilities,omitempty"`
	AbilityMax int     `json:"ability_max,omitempty"`
	// Masteries is how many weapons' mastery properties it unlocks (2024).
	Masteries int `json:"masteries,omitempty"`
	// ASI is an Ability Score Improvement (or the feat in its place).
	ASI bool `json:"asi,omitempty"`
	// Heal is a healing effect it gives (Second Wind, Lay on Hands).
	Effects []Effect `json:"effects,omitempty"`
	// Prose is true when the SRD gives it rules these fields do not hold;
	// docs/content.md lists them.
	Prose bool `json:"prose,omitempty"`
	// Prerequisite is what an option (an Eldritch Invocation) asks of the
	// character before it can be taken; nil: nothing.
	Prerequisite *Prerequisite `json:"prerequisite,omitempty"`
	// Repeatable is an option that can be taken more than once.
	Repeatable bool `json:"repeatable,omitempty"`
}

// Prerequisite is what an option asks: a class level, a feature it needs
// (a pact boon, another option), and a cantrip known: a spell id (2014
// eldritch-blast), or "damage" for any of the class's cantrips that deals
// damage, "attack" for one that deals damage with an attack roll (2024).
type Prerequisite struct {
	Level   int    `json:"level,omitempty"`
	Feature string `json:"feature,omitempty"`
	Cantrip string `json:"cantrip,omitempty"`
}

// Unarmored is an Unarmored Defense: AC = Base + the abilities'
// modifiers, and a shield may be used when Shield.
type Unarmored struct {
	Base      int      `json:"base"`
	Abilities []string `json:"abilities"`
	Shield    bool     `json:"shield,omitempty"`
}
