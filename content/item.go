package content

// MagicItem is a magic item.
type MagicItem struct {
	Ref
	// Type is the item's kind: armor, weapon, wondrous-item, ring, rod,
	// staff, wand, potion, scroll, ammunition.
	Type   string `json:"type"`
	Rarity string `json:"rarity"` // common, uncommon, rare, very-rare, legendary, artifact, varies
	// Attunement is true when it needs attunement; AttuneBy names who may
	// (a class, "spellcaster").
	Attunement bool     `json:"attunement,omitempty"`
	AttuneBy   []string `json:"attune_by,omitempty"`
	// Of is the item this is a variant of (weapon-1 of weapon-1-2-or-3);
	// Variants the reverse.
	Of       string   `json:"of,omitempty"`
	Variants []string `json:"variants,omitempty"`
	// Base is the mundane item or category it is made from (longsword,
	// any-weapon, plate-armor).
	Base  string  `json:"base,omitempty"`
	Bonus Bonuses `json:"bonus,omitzero"`
	// Charges it holds, regained at dawn.
	Charges int  `json:"charges,omitempty"`
	Cursed  bool `json:"cursed,omitempty"`
	// Resist are damage types it gives resistance to.
	Resist []string `json:"resist,omitempty"`
	// Sets are ability scores it sets (Gauntlets of Ogre Power: str 19).
	Sets    []Bonus  `json:"sets,omitempty"`
	Spells  []string `json:"spells,omitempty"`
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
