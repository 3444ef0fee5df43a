package combat

import "errors"

// Errors for commands the rules refuse; each message names the rule.
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

// twoErrors is an error that is two of the sentinels at once.
type twoErrors struct {
	msg  string
	errs []error
}

func (e *twoErrors) Error() string   { return e.msg }
func (e *twoErrors) Unwrap() []error { return e.errs }
