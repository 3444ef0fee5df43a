// Package content is the catalog of game content per ruleset: monsters,
// spells, weapons, armor, conditions and damage types as typed records of
// facts and numbers, with mechanics as effect trees (docs/effects.md). The
// records are converted from the SRD data sets by cmd/arbiter-content and
// embedded; content.Open loads one ruleset's catalog on first use.
package content

import "strconv"

// Ref names a record: a stable kebab-case id, a display name and the rule
// citation it comes from. Every record embeds one.
type Ref struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Cite string `json:"cite"`
}

// Reference returns the record's Ref.
func (r *Ref) Reference() *Ref { return r }

// Record is any catalog record.
type Record interface {
	Reference() *Ref
}

// Abilities are the six scores in the order str, dex, con, int, wis, cha.
type Abilities [6]int

// Speeds are a creature's speeds in feet; zero means none.
type Speeds struct {
	Walk   int  `json:"walk,omitempty"`
	Burrow int  `json:"burrow,omitempty"`
	Climb  int  `json:"climb,omitempty"`
	Fly    int  `json:"fly,omitempty"`
	Swim   int  `json:"swim,omitempty"`
	Hover  bool `json:"hover,omitempty"`
}

// Senses are special senses in feet.
type Senses struct {
	Blindsight  int `json:"blindsight,omitempty"`
	Darkvision  int `json:"darkvision,omitempty"`
	Tremorsense int `json:"tremorsense,omitempty"`
	Truesight   int `json:"truesight,omitempty"`
}

// Bonus is a bonus to one ability's saving throw or one skill.
type Bonus struct {
	Of    string `json:"of"` // an ability (str...) or a skill id (perception)
	Value int    `json:"value"`
}

// Monster is a stat block.
type Monster struct {
	Ref
	Size      string   `json:"size"` // tiny, small, medium, large, huge, gargantuan
	Type      string   `json:"type"` // aberration, beast...
	Tags      []string `json:"tags,omitempty"`
	Alignment string   `json:"alignment,omitempty"`
	AC        int      `json:"ac"`
	ACFrom    string   `json:"ac_from,omitempty"` // natural, armor name...
	HP        int      `json:"hp"`
	HitDice   string   `json:"hit_dice"` // a dice expression: 18d10+36
	// Initiative is the stat block's initiative bonus (srd-5.2.1); nil:
	// the Dexterity modifier.
	Initiative *int      `json:"initiative,omitempty"`
	Speed      Speeds    `json:"speed"`
	Abilities  Abilities `json:"abilities"`
	Saves      []Bonus   `json:"saves,omitempty"`
	Skills     []Bonus   `json:"skills,omitempty"`
	Senses     Senses    `json:"senses,omitzero"`
	Passive    int       `json:"passive_perception"`
	Languages  []string  `json:"languages,omitempty"`
	// Telepathy is a range in feet, 0 for none.
	Telepathy       int      `json:"telepathy,omitempty"`
	Vulnerable      []string `json:"vulnerable,omitempty"`
	Resist          []string `json:"resist,omitempty"`
	Immune          []string `json:"immune,omitempty"`
	ConditionImmune []string `json:"condition_immune,omitempty"`
	// Qualified are resistances, immunities and vulnerabilities that hold
	// only for some attacks (2014: nonmagical weapons).
	Qualified []DamageRule `json:"qualified,omitempty"`
	// CR is the challenge rating as written (0, 1/8, 1/4, 1/2, 1...30);
	// XP and PB are derived from it by the converter.
	CR string `json:"cr"`
	XP int    `json:"xp"`
	PB int    `json:"pb"`
	// LairXP is the XP when fought in its lair (2024), else 0.
	LairXP int `json:"lair_xp,omitempty"`

	Traits       []Feature `json:"traits,omitempty"`
	Actions      []Feature `json:"actions,omitempty"`
	BonusActions []Feature `json:"bonus_actions,omitempty"`
	Reactions    []Feature `json:"reactions,omitempty"`
	// LegendaryUses is how many legendary actions it has per round.
	LegendaryUses int       `json:"legendary_uses,omitempty"`
	Legendary     []Feature `json:"legendary,omitempty"`
	// LegendaryResistance is its uses per day (per day in lair for 2024).
	LegendaryResistance int       `json:"legendary_resistance,omitempty"`
	Lair                []Feature `json:"lair,omitempty"`
	// Spells are the ids of the spells it can cast (its Spellcasting).
	Spells []string `json:"spells,omitempty"`

	// Tier is a 5efp monster form: minion, elite or boss; empty in the SRDs.
	Tier string `json:"tier,omitempty"`
}

// DamageRule is a resistance, immunity or vulnerability to Types that
// attacks with a magical (or silvered, or adamantine) weapon bypass, or
// that holds only against spells.
type DamageRule struct {
	Kind   string   `json:"kind"` // resist, immune, vulnerable
	Types  []string `json:"types"`
	Except string   `json:"except,omitempty"` // magical, silvered, adamantine
	From   string   `json:"from,omitempty"`   // spells
}

// CREighths is the challenge rating in eighths (1/8 is 1, 1 is 8).
func (m *Monster) CREighths() int { return crEighths(m.CR) }

// Feature is a trait or action of a monster (or later of a class): its
// uses, its limits and what it does.
type Feature struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Recharge is the lowest d6 face that recharges it (5 for "5-6").
	Recharge int `json:"recharge,omitempty"`
	// Uses per Per (day, short-rest, long-rest, turn).
	Uses int    `json:"uses,omitempty"`
	Per  string `json:"per,omitempty"`
	// Cost is the legendary actions it spends (1 if zero).
	Cost int `json:"cost,omitempty"`
	// Trigger is a reaction's trigger as a short keyword phrase.
	Trigger string `json:"trigger,omitempty"`
	// Again is when the feature can be used again after a use
	// (source-turn-start: not before the start of its next turn).
	Again string `json:"again,omitempty"`
	// Multiattack lists the actions one Multiattack makes.
	Multiattack []Use `json:"multiattack,omitempty"`
	// MultiattackOr are alternative sets of actions, one of which a
	// Multiattack makes instead.
	MultiattackOr [][]Use `json:"multiattack_or,omitempty"`
	// Slots are the spell slots of a Spellcasting feature by level (index
	// 0 is 1st level).
	Slots   []int    `json:"slots,omitempty"`
	Effects []Effect `json:"effects,omitempty"`
	// Prose is true when the SRD gives this feature mechanics that the
	// effects do not hold yet; docs/content.md lists them.
	Prose bool `json:"prose,omitempty"`
	// Mana and Cooldown are 5efp's costs; empty in the SRDs.
	Mana     int    `json:"mana,omitempty"`
	Cooldown string `json:"cooldown,omitempty"`
}

// Use is one entry of a multiattack: Count uses of the action with id
// Action (or a spell or another feature).
type Use struct {
	Action string `json:"action"`
	Count  int    `json:"count"`
	// Form is the form whose way of attacking the use is (bear, humanoid:
	// a lycanthrope's hybrid form attacks like either); While a state the
	// use needs (drawn: the weapon in hand; flying); Apart: each use of the
	// set goes against a different target.
	Form  string `json:"form,omitempty"`
	While string `json:"while,omitempty"`
	Apart bool   `json:"apart,omitempty"`
}

// Casting is how long a spell takes to cast.
type Casting struct {
	Unit    string `json:"unit"` // action, bonus, reaction, minute, hour
	Amount  int    `json:"amount,omitempty"`
	Trigger string `json:"trigger,omitempty"`
}

// Distance is a spell's range.
type Distance struct {
	Kind string `json:"kind"` // self, touch, feet, mile, sight, unlimited, special
	Feet int    `json:"feet,omitempty"`
}

// Duration is how long an effect lasts.
type Duration struct {
	Unit   string `json:"unit"` // instant, round, minute, hour, day, until-dispelled, special
	Amount int    `json:"amount,omitempty"`
}

// SlotDuration is a spell's duration from slot level At on, and whether it
// still needs Concentration then.
type SlotDuration struct {
	At            int      `json:"at"`
	Duration      Duration `json:"duration"`
	Concentration bool     `json:"concentration,omitempty"`
}

// Material is a spell's material component, if it has a cost.
type Material struct {
	CostGP   int  `json:"cost_gp,omitempty"`
	Consumed bool `json:"consumed,omitempty"`
}

// Spell is a spell.
type Spell struct {
	Ref
	Level         int       `json:"level"`
	School        string    `json:"school"`
	Classes       []string  `json:"classes,omitempty"`
	Casting       Casting   `json:"casting"`
	Range         Distance  `json:"range"`
	V             bool      `json:"v,omitempty"`
	S             bool      `json:"s,omitempty"`
	M             bool      `json:"m,omitempty"`
	Material      *Material `json:"material,omitempty"`
	Duration      Duration  `json:"duration"`
	Concentration bool      `json:"concentration,omitempty"`
	// Longer lists the durations a higher spell slot gives (Hex: 4 hours
	// with a level 2 slot), each from its slot level on.
	Longer  []SlotDuration `json:"longer,omitempty"`
	Ritual  bool           `json:"ritual,omitempty"`
	Effects []Effect       `json:"effects,omitempty"`
	Prose   bool           `json:"prose,omitempty"`
	// Narrative marks a spell with no combat or resource effect: casting
	// it is recorded, nothing more.
	Narrative bool `json:"narrative,omitempty"`
	// Mana and Cooldown are 5efp's costs; empty in the SRDs.
	Mana     int    `json:"mana,omitempty"`
	Cooldown string `json:"cooldown,omitempty"`
}

// Cost is a price.
type Cost struct {
	Amount int    `json:"amount"`
	Unit   string `json:"unit"` // cp, sp, ep, gp, pp
}

// Weapon is a weapon of the equipment chapter.
type Weapon struct {
	Ref
	Category   string   `json:"category"` // simple, martial
	Kind       string   `json:"kind"`     // melee, ranged
	Damage     string   `json:"damage,omitempty"`
	DamageType string   `json:"damage_type,omitempty"`
	Properties []string `json:"properties,omitempty"`
	Range      int      `json:"range,omitempty"` // normal range (ranged or thrown)
	Long       int      `json:"long,omitempty"`
	Versatile  string   `json:"versatile,omitempty"`
	Mastery    string   `json:"mastery,omitempty"`
	Cost       Cost     `json:"cost"`
	Weight     float64  `json:"weight,omitempty"`
}

// Armor is a suit of armor or a shield.
type Armor struct {
	Ref
	Category string `json:"category"` // light, medium, heavy, shield
	AC       int    `json:"ac"`       // base AC, or the bonus of a shield
	// DexCap is the most Dexterity adds: -1 none (heavy), 0 unlimited.
	DexCap  int      `json:"dex_cap,omitempty"`
	StrMin  int      `json:"str_min,omitempty"`
	Stealth bool     `json:"stealth_disadvantage,omitempty"`
	Don     Duration `json:"don,omitzero"`
	Doff    Duration `json:"doff,omitzero"`
	Cost    Cost     `json:"cost"`
	Weight  float64  `json:"weight,omitempty"`
}

// AddsDex reports whether Dexterity adds to this armor's AC.
func (a *Armor) AddsDex() bool { return a.Category != "shield" && a.DexCap >= 0 }

// Condition is a condition; what it does is rules data (rules.Condition).
type Condition struct {
	Ref
}

// DamageType is a damage type.
type DamageType struct {
	Ref
}

// WeaponProperty is a weapon property (finesse, light...); what it does is
// rules data.
type WeaponProperty struct {
	Ref
}

// Mastery is a 2024 weapon mastery property, with what a hit or a miss with
// the weapon adds. Prose is true where the tree does not hold it all.
type Mastery struct {
	Ref
	Effects []Effect `json:"effects,omitempty"`
	Prose   bool     `json:"prose,omitempty"`
}

// Skill is a skill and the ability it usually uses.
type Skill struct {
	Ref
	Ability string `json:"ability"`
}

// Language is a language; Rarity is standard, exotic (2014) or rare
// (2024).
type Language struct {
	Ref
	Rarity string `json:"rarity,omitempty"`
	Script string `json:"script,omitempty"`
}

// String is the use as {action count}, with its qualifiers after.
func (u Use) String() string {
	s := "{" + u.Action + " " + strconv.Itoa(u.Count)
	if u.Form != "" {
		s += " form " + u.Form
	}
	if u.While != "" {
		s += " while " + u.While
	}
	if u.Apart {
		s += " apart"
	}
	return s + "}"
}
