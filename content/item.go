package content

// MagicItem is a magic item. Its first fields are those of the content
// branch's magic items (category, rarity, attunement, attune_by, bonus,
// variants, variant), so either side's code reads it.
type MagicItem struct {
	Ref
	// Category is the item's kind: armor, weapon, wondrous-item, ring, rod,
	// staff, wand, potion, scroll, ammunition.
	Category string `json:"category"`
	Rarity   string `json:"rarity"` // common, uncommon, rare, very-rare, legendary, artifact, varies
	// Attune is true when it needs attunement; AttuneBy says who may, as
	// written (a sorcerer, warlock, or wizard), and AttuneIDs as ids
	// (sorcerer, warlock, wizard; spellcaster).
	Attune    bool     `json:"attunement,omitempty"`
	AttuneBy  string   `json:"attune_by,omitempty"`
	AttuneIDs []string `json:"attune_ids,omitempty"`
	// Bonus is the N of a +N item (Weapon, +2); Bonuses says what each
	// bonus of the item applies to (Ring of Protection: AC and saves).
	Bonus   int     `json:"bonus,omitempty"`
	Bonuses Bonuses `json:"bonuses,omitzero"`
	// Variants are the ids of the items this one stands for (Armor, +1, +2,
	// or +3 has three); Variant marks one of them and Of names its parent.
	Variants []string `json:"variants,omitempty"`
	Variant  bool     `json:"variant,omitempty"`
	Of       string   `json:"of,omitempty"`
	// Base is the mundane item or category it is made from (longsword,
	// any-sword, plate).
	Base string `json:"base,omitempty"`
	// Charges it holds; Regain the charges it regains daily at dawn (1d6+1),
	// and Crumble: when its last charge is spent, a d20 roll of 1 destroys it.
	Charges int    `json:"charges,omitempty"`
	Regain  string `json:"regain,omitempty"`
	Crumble bool   `json:"crumble,omitempty"`
	Cursed  bool   `json:"cursed,omitempty"`
	// Resist are damage types it gives resistance to.
	Resist []string `json:"resist,omitempty"`
	// Sets are ability scores it sets (Gauntlets of Ogre Power: str 19).
	Sets   []Bonus  `json:"sets,omitempty"`
	Spells []string `json:"spells,omitempty"`
	// Action is what using it takes (action, bonus, reaction); Uses per Per
	// (dawn, long-rest, 7-days) how often.
	Action  string   `json:"action,omitempty"`
	Uses    int      `json:"uses,omitempty"`
	Per     string   `json:"per,omitempty"`
	Effects []Effect `json:"effects,omitempty"`
	Prose   bool     `json:"prose,omitempty"`
}

// Bonuses are the flat bonuses a magic item gives.
type Bonuses struct {
	Attack      int `json:"attack,omitempty"` // weapon attack rolls
	Damage      int `json:"damage,omitempty"` // weapon damage rolls
	AC          int `json:"ac,omitempty"`
	Saves       int `json:"saves,omitempty"`
	SpellAttack int `json:"spell_attack,omitempty"`
	SpellDC     int `json:"spell_dc,omitempty"`
}

// Gear is adventuring gear, a tool, a pack, ammunition, a mount or a vehicle.
type Gear struct {
	Ref
	// Category is adventuring-gear, ammunition, arcane-focus, druidic-focus,
	// holy-symbol, equipment-pack, artisans-tools, gaming-set,
	// musical-instrument, other-tools, mount, tack, vehicle-land, vehicle-water.
	Category string  `json:"category"`
	Tool     bool    `json:"tool,omitempty"`
	Cost     Cost    `json:"cost"`
	Weight   float64 `json:"weight,omitempty"`
	// Quantity is how many one purchase gives (20 arrows).
	Quantity int `json:"quantity,omitempty"`
	// Contents of a pack.
	Contents []Item `json:"contents,omitempty"`
	// Ability is the ability a 2024 tool uses; Utilize its uses with DCs.
	Ability string    `json:"ability,omitempty"`
	Utilize []Utilize `json:"utilize,omitempty"`
	// Speed in feet per round (mounts) or miles per hour (vessels) and
	// carrying capacity in pounds.
	Speed    int    `json:"speed,omitempty"`
	SpeedPer string `json:"speed_per,omitempty"` // round, hour
	Capacity int    `json:"capacity,omitempty"`
}

// Utilize is one use of a 2024 tool: an action with a check DC.
type Utilize struct {
	Name    string `json:"name"`
	Ability string `json:"ability,omitempty"`
	DC      int    `json:"dc,omitempty"`
}
