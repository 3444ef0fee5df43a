package combat

// CommandKind names a command.
type CommandKind string

// The commands.
const (
	Start       CommandKind = "start"              // roll initiative; Surprised lists the surprised
	Move        CommandKind = "move"               // Path, or To for the cheapest path
	EndTurn     CommandKind = "end_turn"           //
	AttackCmd   CommandKind = "attack"             // Target, Attack (an attack id)
	Dash        CommandKind = "dash"               // the Dash action (Hustle in next-2013)
	Dodge       CommandKind = "dodge"              // the Dodge action
	Disengage   CommandKind = "disengage"          // the Disengage action
	Opportunity CommandKind = "opportunity_attack" // By takes (Decline false) or declines the offered attack
)

// Command is what a creature (or the table, for Start) wants to do.
type Command struct {
	Kind      CommandKind `json:"kind"`
	By        string      `json:"by,omitempty"`
	Target    string      `json:"target,omitempty"`
	Attack    string      `json:"attack,omitempty"`
	To        *Point      `json:"to,omitempty"`
	Path      []Point     `json:"path,omitempty"`
	Decline   bool        `json:"decline,omitempty"`
	Surprised []string    `json:"surprised,omitempty"`

	// For the actions of action_*.go: Skill of a check (help, study,
	// influence); Option of the action (shove: prone or push; ready: its
	// trigger reach, enter or attack; influence: the willingness;
	// interact and utilize: the object; concentrate: the spell); Other a
	// second creature (help: the enemy; cleave: the second target);
	// Offhand an extra attack with a second light weapon; DC a check's DC.
	Skill   string `json:"skill,omitempty"`
	Option  string `json:"option,omitempty"`
	Other   string `json:"other,omitempty"`
	Offhand bool   `json:"offhand,omitempty"`
	DC      int    `json:"dc,omitempty"`
	// Amount is how much of a pool a class feature spends (use
	// lay-on-hands: the hit points; feature_class.go).
	Amount int `json:"amount,omitempty"`
	// Smite is the slot level an attack's hit spends on a smite class
	// feature (2014 Divine Smite, 2024 Eldritch Smite: feature_smite.go);
	// 0 for none. Drink is the damage type of 2024 Lifedrinker's die on
	// the hit ("" for none).
	Smite int    `json:"smite,omitempty"`
	Drink string `json:"drink,omitempty"`

	// cast (cast.go): Spell, at slot Level (0: the spell's own), at
	// Targets (a creature twice for two beams or darts) or To (an area's
	// point).
	Spell   string   `json:"spell,omitempty"`
	Level   int      `json:"level,omitempty"`
	Targets []string `json:"targets,omitempty"`
	// Ritual casts it as a ritual: no slot, 10 minutes longer
	// (cast_rules.go). A cast's Option picks among a choose node's
	// options by damage type or condition (else the first).
	Ritual bool `json:"ritual,omitempty"`
	// Metamagic lists a sorcerer's options for the cast: quickened,
	// twinned, empowered, careful, distant, heightened, extended, subtle
	// (metamagic.go).
	Metamagic []string `json:"metamagic,omitempty"`

	// Height is the altitude in feet a move ends at (fly.go): the flyer
	// climbs or descends first, then follows the path.
	Height *int `json:"height,omitempty"`

	// Holds is what a ready holds instead of an attack (ready.go): move or
	// dash (to Then), or cast (Spell, Level, Targets).
	Holds string `json:"holds,omitempty"`
	Then  *Point `json:"then,omitempty"`
	// Object is what a readied Utilize or Use an Object uses
	// (ready_object.go).
	Object string `json:"object,omitempty"`
}
