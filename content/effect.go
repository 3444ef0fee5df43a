package content

// Effect is one node of an effect tree: what a spell, a monster action, a
// weapon mastery or a class feature does, as data the combat engine runs.
// Kind says which fields matter; docs/effects.md is the reference.
type Effect struct {
	Kind Kind `json:"kind"`

	// attack: Attack is melee or ranged, Spell marks a spell attack. Bonus
	// is the stated attack bonus (monsters); spells use the caster's. A
	// save's Range is how far from a self-range caster its target may be
	// (Eyebite).
	Attack string `json:"attack,omitempty"`
	Spell  bool   `json:"spell,omitempty"`
	Bonus  *int   `json:"bonus,omitempty"`
	Reach  int    `json:"reach,omitempty"`
	Range  int    `json:"range,omitempty"`
	Long   int    `json:"long,omitempty"`
	// Ability is the ability an attack uses (monster arithmetic), or the
	// saving throw's ability (save).
	Ability string `json:"ability,omitempty"`
	// save: DC (0 means the caster's spell save DC) and what a success does.
	DC        int    `json:"dc,omitempty"`
	OnSuccess string `json:"on_success,omitempty"` // half, none
	// damage, heal, temp-hp: Dice is a dice expression ("2d6+5"); Type is
	// the damage type; Mod adds the caster's spellcasting modifier.
	Dice string `json:"dice,omitempty"`
	Type string `json:"type,omitempty"`
	Mod  bool   `json:"mod,omitempty"`
	// Scale is how Dice grows: slot (by spell slot level) or character (by
	// character level); Levels lists the dice from each level on.
	Scale  string  `json:"scale,omitempty"`
	Levels []Level `json:"levels,omitempty"`
	// condition: Condition is its id; Duration how long.
	Condition string    `json:"condition,omitempty"`
	Duration  *Duration `json:"duration,omitempty"`
	// condition: MaxSize is the largest size it affects ("large": Large or
	// smaller); Ends the event that ends it (grapple: when the grapple on
	// the target ends); While another condition it lasts with (paralyzed
	// while poisoned); AtZero: only when the damage above drops the target
	// to 0 hit points, which leaves it stable.
	MaxSize string `json:"max_size,omitempty"`
	Ends    string `json:"ends,omitempty"`
	While   string `json:"while,omitempty"`
	AtZero  bool   `json:"at_zero,omitempty"`
	// object: its AC and HP, and the damage types it is vulnerable or
	// immune to.
	AC         int      `json:"ac,omitempty"`
	HP         int      `json:"hp,omitempty"`
	Vulnerable []string `json:"vulnerable,omitempty"`
	Immune     []string `json:"immune,omitempty"`
	// split: MinSize is the smallest size that splits, MinHP the fewest
	// hit points.
	MinSize string `json:"min_size,omitempty"`
	MinHP   int    `json:"min_hp,omitempty"`
	// FailBy: only when the save before it failed by this much or more.
	FailBy int `json:"fail_by,omitempty"`
	// damage: Every is when damage the tree gives later comes again
	// (target-turn-start: at the start of each of the target's turns,
	// source-turn-start, target-turn-end), lasting while While or until
	// Ends; a grant or condition ends with Ends or lasts While too.
	Every string `json:"every,omitempty"`
	// Self: the node applies to the creature using the feature, not the
	// target (a grant of sole-target On an attack while it grapples).
	Self bool `json:"self,omitempty"`
	// area: Shape (sphere, cone, cube, line, cylinder, emanation) and Size
	// in feet (radius, length or side); Width of a line.
	Shape string `json:"shape,omitempty"`
	Size  int    `json:"size,omitempty"`
	Width int    `json:"width,omitempty"`
	// Chosen: an area whose creatures are those of the user's choice in
	// it (a 2014 dragon's Frightful Presence); the engine chooses the
	// user's foes.
	Chosen bool `json:"chosen,omitempty"`
	// Perceives: an area that takes only the creatures perceiving its
	// user: aware (aware of it: a 2014 Frightful Presence) or sight (that
	// can see it: the nalfeshnee's light).
	Perceives string `json:"perceives,omitempty"`
	// move: Feet of forced movement, Direction push or pull.
	Feet      int    `json:"feet,omitempty"`
	Direction string `json:"direction,omitempty"`
	// repeat: Count times (Scale and Levels raise it: each Level's Dice
	// is the count from that level on); spend: Resource and Count.
	Count    int    `json:"count,omitempty"`
	Resource string `json:"resource,omitempty"`
	// Targets is how many targets it has (0: one, or every one in an area).
	Targets int `json:"targets,omitempty"`
	// save: SaveEnds is when a failed target repeats the save, ending what
	// the failure did on a success: end (of each of its turns), start,
	// damage (when it takes damage).
	SaveEnds string `json:"save_ends,omitempty"`
	// save: ImmuneAfter is how long a target that succeeds, or whose
	// effect ends, is immune to the same feature (Frightful Presence).
	ImmuneAfter *Duration `json:"immune_after,omitempty"`
	// save: ImmuneFrom, with ImmuneAfter, widens the immunity from this
	// creature's feature to the feature of the same id of every creature
	// of these catalog monsters ("the Dreadful Glare of all mummies");
	// empty, it covers the creature's own feature only.
	ImmuneFrom []string `json:"immune_from,omitempty"`
	// cast: the spell with id Cast, at slot Level (0: its own), Uses per
	// Per (0: at will, or from the feature's slots); DC and Bonus above are
	// the caster's save DC and spell attack bonus, Ability its ability.
	Cast  string `json:"cast,omitempty"`
	Level int    `json:"level,omitempty"`
	Uses  int    `json:"uses,omitempty"`
	Per   string `json:"per,omitempty"`

	// grant: a benefit or penalty the target has for the effect's
	// Duration. Grant is ac, speed, resist, immune, condition-immune,
	// save-bonus, check-bonus, attack-bonus, damage-bonus, max-hp,
	// advantage or disadvantage; On what (walk, str-saves, melee-weapon,
	// ste); Value the amount ("5", "1d4", "+10", "x2", "=0"); Type the
	// damage type of resist and immune, Condition of condition-immune.
	Grant string `json:"grant,omitempty"`
	On    string `json:"on,omitempty"`
	Value string `json:"value,omitempty"`

	// shape: Keeps lists what the user keeps in a new form (hit-points,
	// int, legendary-resistance, the feature's own id...).
	Keeps []string `json:"keeps,omitempty"`

	// take: Action is a standard action's id (dash, disengage, dodge,
	// hide, help, search, utilize) taken as part of the feature.
	Action string `json:"action,omitempty"`

	// When lists the moments a node acts: a zone's triggers (cast, enter,
	// turn-start, turn-end, moved-into) or a lasting node's (target-turn-
	// start, target-turn-end: each such turn while it lasts, Count times
	// when Count is set).
	When []string `json:"when,omitempty"`
	// Again is the action (action, bonus, magic, reaction) with which the
	// caster runs the node again on a later turn while the spell lasts;
	// Feet (with Again or a zone) is how far the thing moves first.
	Again string `json:"again,omitempty"`
	// zone: Height of a wall or cylinder; Terrain (difficult) and Obscured
	// (light, heavy) of the ground and air inside.
	Height   int    `json:"height,omitempty"`
	Terrain  string `json:"terrain,omitempty"`
	Obscured string `json:"obscured,omitempty"`
	// summon: Creature is a monster id, or Type a creature type of at most
	// CR; Count of them.
	Creature string `json:"creature,omitempty"`
	CR       string `json:"cr,omitempty"`
	// Unaffected lists creature types the node does nothing to (undead and
	// construct for Cure Wounds).
	Unaffected []string `json:"unaffected,omitempty"`
	// HPMax: the node acts only on a target with at most this many hit
	// points (Power Word Stun); on a choose, the first option is for such
	// a target and the second for any other (Power Word Kill).
	HPMax int `json:"hp_max,omitempty"`
	// Only lists the creature types the node acts on (Chill Touch's
	// disadvantage on undead); DisadvantageFor those that make its save
	// with disadvantage (Shatter's constructs).
	Only []string `json:"only,omitempty"`
	// AdvantageIf is when a save is made with advantage: fighting (the
	// caster or its allies are fighting the target), damage (a repeat
	// the damage calls for), large (a Large or larger target).
	AdvantageIf     string   `json:"advantage_if,omitempty"`
	DisadvantageFor []string `json:"disadvantage_for,omitempty"`
	// TargetIf: a stat block's attack or save may be aimed only at a
	// target that is one of these (a vampire's Bite): willing, grappled,
	// grappled-by-user, not-grappled-by-user, incapacitated, restrained,
	// prone, charmed (combat/target_if.go).
	TargetIf []string `json:"target_if,omitempty"`

	// If is when a character feature's node applies, as keywords
	// (docs/effects.md, Character features): hit, crit, ranged-weapon,
	// sees-effect... joined by "+" when all must hold.
	If string `json:"if,omitempty"`

	// Children: Hit and Miss of an attack, Fail and Success of a save, Then
	// of an area, a repeat or a spend, Options of a choose.
	Hit     []Effect `json:"hit,omitempty"`
	Miss    []Effect `json:"miss,omitempty"`
	Fail    []Effect `json:"fail,omitempty"`
	Success []Effect `json:"success,omitempty"`
	Then    []Effect `json:"then,omitempty"`
	Options []Effect `json:"options,omitempty"`
}

// Level gives the dice from one slot or character level on.
type Level struct {
	At   int    `json:"at"`
	Dice string `json:"dice"`
}

// Kind is an effect's kind.
type Kind string

// The effect kinds.
const (
	KindAttack    Kind = "attack"    // an attack roll: Hit, Miss
	KindSave      Kind = "save"      // a saving throw: Fail, Success
	KindDamage    Kind = "damage"    // Dice of Type
	KindHeal      Kind = "heal"      // regain Dice hit points
	KindTempHP    Kind = "temp-hp"   // gain Dice temporary hit points
	KindCondition Kind = "condition" // impose Condition
	KindMove      Kind = "move"      // forced movement: Feet, Direction
	KindArea      Kind = "area"      // everything in Shape of Size: Then
	KindRepeat    Kind = "repeat"    // Then, Count times
	KindChoose    Kind = "choose"    // one of Options
	KindSpend     Kind = "spend"     // spend Count of Resource: Then
	KindCast      Kind = "cast"      // cast the spell Cast
	KindGrant     Kind = "grant"     // the target gains Grant On for Duration
	KindTake      Kind = "take"      // take the standard action Action
	KindSwallow   Kind = "swallow"   // the target is swallowed: Then while inside
	KindZone      Kind = "zone"      // a lasting area acting on When: Then
	KindSummon    Kind = "summon"    // Count creatures: Creature, or Type up to CR
	KindEnd       Kind = "end"       // end Condition (a monster's: also curse, disease), or the Value (curse...) on the target
	KindUtility   Kind = "utility"   // an effect of no combat number: Value says which
	KindShape     Kind = "shape"     // the user or the target takes another form: On, CR, Value, Keeps
	// KindAffliction is a disease or curse (Value) that works over days:
	// Then while it lasts, Ends what ends it.
	KindAffliction Kind = "affliction"
	// KindAttach: the user attaches to the target: Then while attached;
	// DC and Ability of the check that detaches it, Feet of the movement
	// with which it detaches itself.
	KindAttach Kind = "attach"
	// KindWound: a wound that makes the target lose hit points (Then)
	// until a check (DC, Ability) stanches it or Ends.
	KindWound Kind = "wound"
	// KindCorrode: the target's On (armor) takes a lasting Value penalty,
	// destroyed at Count.
	KindCorrode Kind = "corrode"
	// KindSplit: the user splits into Count creatures (MinSize, MinHP).
	KindSplit Kind = "split"
	// KindRise: a creature the feature slays (or a corpse it targets)
	// rises as Creature under the user's control.
	KindRise Kind = "rise"
	// KindObject: a thing the feature makes that can be attacked (a web):
	// AC, HP, Vulnerable and Immune damage types.
	KindObject Kind = "object"
)

// Kinds lists the effect kinds in the order docs/effects.md gives them.
var Kinds = []Kind{KindAttack, KindSave, KindDamage, KindHeal, KindTempHP, KindCondition,
	KindMove, KindArea, KindRepeat, KindChoose, KindSpend, KindCast, KindGrant, KindTake, KindSwallow,
	KindZone, KindSummon, KindEnd, KindUtility, KindShape, KindAffliction, KindAttach, KindWound, KindCorrode, KindSplit, KindRise, KindObject}

// Walk calls f on e and every effect below it, depth first.
func (e *Effect) Walk(f func(*Effect)) {
	f(e)
	for _, list := range [][]Effect{e.Hit, e.Miss, e.Fail, e.Success, e.Then, e.Options} {
		for i := range list {
			list[i].Walk(f)
		}
	}
}

// WalkAll calls Walk on each effect of a list.
func WalkAll(list []Effect, f func(*Effect)) {
	for i := range list {
		list[i].Walk(f)
	}
}
