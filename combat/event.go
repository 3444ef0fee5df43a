package combat

import "github.com/arbiter-rpg/arbiter/rules"

// EventKind names an event.
type EventKind string

// The events.
const (
	Started    EventKind = "started"    // Surprised
	Initiative EventKind = "initiative" // Who, Dice, Total, Mode, Explain
	Ordered    EventKind = "order"      // Order
	TurnBegan  EventKind = "turn"       // Who, Round, Dice of repeat saves; Ended for the record
	TurnLost   EventKind = "turn_lost"  // Who, Round, Reason: a surprised creature's first turn; Dice, Ended
	Moved      EventKind = "moved"      // Who, Path, Cost and Safe in half squares
	Acted      EventKind = "action"     // Who, Action: dash, dodge, disengage
	Offered    EventKind = "offer"      // Who (the reactor), Target (the mover), Rest, Offered
	Declined   EventKind = "declined"   // Who
	Attacked   EventKind = "attack"     // Who, Target, Attack, Dice, Total, Mode, Hit, Crit, Reaction, Explain
	Damaged    EventKind = "damage"     // Who, Target, Dice, Amount, Type, Crit, Magical, Explain; Dealt for the record
	DeathSaved EventKind = "death_save" // Who, Dice: a dying creature's save at the start of its turn
	TurnEnded  EventKind = "turn_end"   // Who, Dice of repeat saves; Ended for the record
	Ended      EventKind = "ended"      // Side: the side left standing
)

var eventKinds = []EventKind{Started, Initiative, Ordered, TurnBegan, TurnLost, Moved, Acted, Offered,
	Declined, Attacked, Damaged, DeathSaved, TurnEnded, Ended,
	Checked, Conditioned, Pushed, Marked, Concentrated, CoupDamaged}

// Event is one thing that happened, with every die it rolled: applying it
// rolls nothing. Seq is the number of the command that caused it.
type Event struct {
	Kind      EventKind    `json:"kind"`
	Seq       int          `json:"seq"`
	Who       string       `json:"who,omitempty"`
	Target    string       `json:"target,omitempty"`
	Round     int          `json:"round,omitempty"`
	Order     []string     `json:"order,omitempty"`
	Surprised []string     `json:"surprised,omitempty"`
	Path      []Point      `json:"path,omitempty"`
	Rest      []Point      `json:"rest,omitempty"`
	Offered   []string     `json:"offered,omitempty"`
	Cost      int          `json:"cost,omitempty"`
	Safe      int          `json:"safe,omitempty"`
	Action    string       `json:"action,omitempty"`
	Attack    string       `json:"attack,omitempty"`
	Reaction  bool         `json:"reaction,omitempty"`
	Dice      []int        `json:"dice,omitempty"`
	Total     int          `json:"total,omitempty"`
	Mode      string       `json:"mode,omitempty"`
	Hit       bool         `json:"hit,omitempty"`
	Crit      bool         `json:"crit,omitempty"`
	Amount    int          `json:"amount,omitempty"`
	Type      string       `json:"type,omitempty"`
	Magical   bool         `json:"magical,omitempty"`
	Dealt     int          `json:"dealt,omitempty"`
	Side      string       `json:"side,omitempty"`
	Reason    string       `json:"reason,omitempty"`
	Ended     []string     `json:"ended,omitempty"` // what a turn boundary ended, and why`
	Explain   []rules.Term `json:"explain,omitempty"`

	// For the actions of action_*.go: the turn resource spent (action,
	// bonus, reaction, object, none), the action's option and a second
	// creature.
	Uses   string `json:"uses,omitempty"`
	Option string `json:"option,omitempty"`
	Other  string `json:"other,omitempty"`

	// Duration of a spell's condition; Concentrate marks a concentration
	// spell cast (cast.go).
	Duration    *rules.Duration `json:"duration,omitempty"`
	Concentrate bool            `json:"concentrate,omitempty"`
	// Zone is the lasting area a spell leaves (zone.go); Only the
	// creature types a grant holds against (grant.go).
	Zone *Zone    `json:"zone,omitempty"`
	Only []string `json:"only,omitempty"`

	// An attack held up by an offered reaction (reaction.go): made without
	// the ability modifier to damage, as a coup de grace, every hit
	// critical.
	NoMod bool `json:"no_mod,omitempty"`
	Coup  bool `json:"coup,omitempty"`

	// Targets of a readied spell (ready.go).
	Targets []string `json:"targets,omitempty"`
}
