package content

// Species is a species (2024) or race (2014), or one of its subspecies,
// subraces or lineages (Of names the parent).
type Species struct {
	Ref
	// Of is the parent species of a subspecies; empty for a species.
	Of string `json:"of,omitempty"`
	// Subspecies are the ids of its subspecies or subraces.
	Subspecies []string `json:"subspecies,omitempty"`
	Type       string   `json:"type,omitempty"` // creature type (2024): humanoid
	Size       []string `json:"size,omitempty"` // one, or the sizes to choose from
	Speed      int      `json:"speed,omitempty"`
	// Abilities are fixed ability score increases (2014).
	Abilities []Bonus `json:"abilities,omitempty"`
	// AbilityChoice is a choice of abilities to increase (2014 half-elf:
	// two others by 1); AbilityBonus is the amount each gets.
	AbilityChoice *Choice  `json:"ability_choice,omitempty"`
	AbilityBonus  int      `json:"ability_bonus,omitempty"`
	Darkvision    int      `json:"darkvision,omitempty"`
	Resist        []string `json:"resist,omitempty"`
	// Proficiencies it grants (skill-perception, battleaxe...).
	Proficiencies []string `json:"proficiencies,omitempty"`
	ProfChoices   []Choice `json:"prof_choices,omitempty"`
	Languages     []string `json:"languages,omitempty"`
	// LanguageChoices is how many more languages the player picks.
	LanguageChoices int `json:"language_choices,omitempty"`
	// DamageType is a subspecies' damage type (draconic ancestry).
	DamageType string  `json:"damage_type,omitempty"`
	Traits     []Trait `json:"traits,omitempty"`
}

// Trait is a species trait: a named benefit with what can be held as data.
type Trait struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Level is the character level it starts at (2024 spells at 3 and 5).
	Level      int      `json:"level,omitempty"`
	Darkvision int      `json:"darkvision,omitempty"`
	Resist     []string `json:"resist,omitempty"`
	// Advantage names the rolls it gives advantage on, as keywords
	// (docs/content.md): saves-vs-frightened, int-saves-vs-magic.
	Advantage     []string `json:"advantage,omitempty"`
	Proficiencies []string `json:"proficiencies,omitempty"`
	Choices       []Choice `json:"choices,omitempty"`
	// Languages is how many languages of the player's choice it gives.
	Languages int `json:"languages,omitempty"`
	// Spells are spells it grants (ids).
	Spells []string `json:"spells,omitempty"`
	// Uses per Per.
	Uses int    `json:"uses,omitempty"`
	Per  string `json:"per,omitempty"`
	// UsesFrom gives the uses by a formula instead (pb: the proficiency
	// bonus).
	UsesFrom string `json:"uses_from,omitempty"`
	// HPPerLevel is extra hit points per level (Dwarven Toughness).
	HPPerLevel int      `json:"hp_per_level,omitempty"`
	Effects    []Effect `json:"effects,omitempty"`
	Prose      bool     `json:"prose,omitempty"`
}

// Background is a character background.
type Background struct {
	Ref
	// Abilities are the three abilities a 2024 background lets the player raise.
	Abilities []string `json:"abilities,omitempty"`
	// Feat is the origin feat (2024) and FeatNote its option (Cleric).
	Feat     string `json:"feat,omitempty"`
	FeatNote string `json:"feat_note,omitempty"`
	// Skills and Tools are proficiency ids.
	Skills          []string `json:"skills,omitempty"`
	Tools           []string `json:"tools,omitempty"`
	ToolChoices     []Choice `json:"tool_choices,omitempty"`
	LanguageChoices int      `json:"language_choices,omitempty"`
	// Equipment is the starting equipment; Options a choice of packages.
	Equipment []Item   `json:"equipment,omitempty"`
	Gold      int      `json:"gold,omitempty"`
	Options   []Bundle `json:"options,omitempty"`
	// Feature is the 2014 background feature, by name (no rules).
	Feature string `json:"feature,omitempty"`
}

// Item is a counted piece of equipment: an equipment id, or a category
// (holy-symbols) to choose one of.
type Item struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
	Note  string `json:"note,omitempty"`
}

// Bundle is one option of an equipment choice: items and gold.
type Bundle struct {
	Items []Item `json:"items,omitempty"`
	Gold  int    `json:"gold,omitempty"`
}

// Feat is a feat.
type Feat struct {
	Ref
	// Type is origin, general, fighting-style or epic-boon (2024).
	Type       string `json:"type,omitempty"`
	Prereq     Prereq `json:"prereq,omitzero"`
	Repeatable bool   `json:"repeatable,omitempty"`
	// Abilities it may raise by AbilityBonus (at most 20 unless epic).
	Abilities    []string `json:"abilities,omitempty"`
	AbilityBonus int      `json:"ability_bonus,omitempty"`
	// Initiative adds the proficiency bonus to initiative (Alert).
	Initiative bool `json:"initiative_pb,omitempty"`
	// HPPerLevel is extra hit points per character level (Tough).
	HPPerLevel int `json:"hp_per_level,omitempty"`
	// Proficiencies it grants, and choices of more.
	Proficiencies []string `json:"proficiencies,omitempty"`
	Choices       []Choice `json:"choices,omitempty"`
	Effects       []Effect `json:"effects,omitempty"`
	Prose         bool     `json:"prose,omitempty"`
}

// Prereq is what a feat needs.
type Prereq struct {
	Level int     `json:"level,omitempty"` // a character level
	Min   []Bonus `json:"min,omitempty"`   // ability minimums
	// AnyOf is true when one of the minimums is enough.
	AnyOf bool `json:"any_of,omitempty"`
	// Feature is a class feature needed (fighting-style, spellcasting).
	Feature string `json:"feature,omitempty"`
	// Proficiency is an armor or weapon training needed.
	Proficiency string `json:"proficiency,omitempty"`
}
