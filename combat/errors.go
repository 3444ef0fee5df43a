package combat

import (
	"errors"
	"fmt"
)

// Errors for commands the rules refuse; each message names the rule. The
// groups below are by subject; action_errors.go holds those of the actions.
var (
	ErrNotStarted   = errors.New("combat: the combat has not started")
	ErrStarted      = errors.New("combat: the combat has already started")
	ErrOver         = errors.New("combat: the combat is over")
	ErrNotYourTurn  = errors.New("combat: not your turn")
	ErrNoAction     = errors.New("combat: no action left this turn")
	ErrCannotAct    = errors.New("combat: the creature can't take actions")
	ErrNoMovement   = errors.New("combat: not enough movement left")
	ErrBlocked      = errors.New("combat: the way is blocked")
	ErrBadPath      = errors.New("combat: a path goes square by square")
	ErrOccupied     = errors.New("combat: a move can't end in another creature's space")
	ErrOutOfReach   = errors.New("combat: the target is out of reach")
	ErrPending      = errors.New("combat: a reaction is waiting")
	ErrNoReaction   = errors.New("combat: no reaction is offered")
	ErrDeadTarget   = errors.New("combat: the target is dead")
	ErrUnknown      = errors.New("combat: unknown creature")
	ErrNoSuchAttack = errors.New("combat: unknown attack")
	ErrBadCommand   = errors.New("combat: bad command")
	ErrBadEvent     = errors.New("combat: bad event")
	ErrBadSetup     = errors.New("combat: bad setup")
	ErrBadDamage    = errors.New("combat: bad damage expression")
	ErrBadLog       = errors.New("combat: bad log")
)

// The errors of spellcasting; each message names the rule.
var (
	ErrNoSpell     = errors.New("combat: unknown spell")
	ErrNoSlot      = errors.New("combat: casting without a slot")
	ErrCastingTime = errors.New("combat: casting time")
	ErrSpellRange  = errors.New("combat: out of the spell's range")
	ErrSpellTarget = errors.New("combat: the spell needs a target")
	ErrSlotLevel   = errors.New("combat: slot level")
	ErrVolley      = errors.New("combat: name one target, or one per dart, ray or beam")
	// ErrNoClearPath refuses a spell at a target behind total cover
	// (cast_path.go).
	ErrNoClearPath = errors.New("combat: no clear path to the spell's target")
	// ErrNotPrepared is the rule that a caster casts only the spells it
	// has prepared or knows (SRD 5.2.1, Spells, Preparing Spells; SRD 5.1,
	// Spellcasting, Known and Prepared Spells; spells_known.go).
	ErrNotPrepared = errors.New("combat: spell not prepared")
	// ErrMetamagic is a Metamagic option the spell or the caster can't
	// take (metamagic.go).
	ErrMetamagic = errors.New("combat: metamagic")
	// ErrSpellForbids: a spell's grant on the creature forbids the
	// command (grant_play.go).
	ErrSpellForbids = errors.New("combat: a spell on the creature forbids it")
	// ErrNoMoment: no spell's node waits for the declared moment
	// (trigger_moment.go).
	ErrNoMoment = errors.New("combat: no spell waits for that moment")
)

// The errors of monster features.
var (
	ErrNotCharged    = errors.New("combat: the feature has not recharged")
	ErrNoUses        = errors.New("combat: the feature has no uses left")
	ErrNoFeature     = errors.New("combat: unknown feature")
	ErrNoLegendary   = errors.New("combat: no legendary action now")
	ErrNoLair        = errors.New("combat: no lair action now")
	ErrNoMultiattack = errors.New("combat: no multiattack")
)

// The errors of class features.
var (
	ErrNoClassFeature = fmt.Errorf("%w of its class", ErrNoFeature)
	ErrFeatureTarget  = errors.New("combat: not a target the feature takes")
	ErrFeatureUse     = errors.New("combat: the feature can't be used now")
)

// twoErrors is an error that is two of the sentinels at once.
type twoErrors struct {
	msg  string
	errs []error
}

func (e *twoErrors) Error() string   { return e.msg }
func (e *twoErrors) Unwrap() []error { return e.errs }
