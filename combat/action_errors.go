package combat

import "errors"

// Errors for the actions of action_*.go; each message names the rule.
var (
	ErrNoSuchAction = errors.New("combat: the ruleset has no such action")
	ErrNoBonus      = errors.New("combat: no bonus action left this turn")
	ErrTotalCover   = errors.New("combat: the target has total cover")
	ErrCannotHide   = errors.New("combat: nowhere to hide")
	ErrTooLarge     = errors.New("combat: the target is too large")
	ErrNotGrappled  = errors.New("combat: the creature is not grappled")
	ErrTwoWeapon    = errors.New("combat: no extra attack with a second light weapon")
	ErrNoMastery    = errors.New("combat: no such weapon mastery")
	ErrCannotStand  = errors.New("combat: the creature can't stand up")
	ErrBadReady     = errors.New("combat: a readied action needs a trigger and an attack")
	ErrNotHidden    = errors.New("combat: the target is not hidden")
	ErrCharge       = errors.New("combat: a charge needs a target 10 ft away or more, within half the speed")
	ErrNotHelpless  = errors.New("combat: the target of a coup de grace must be unconscious")
)
