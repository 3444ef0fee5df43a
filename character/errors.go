package character

import "errors"

// The errors of this package; each error it returns wraps one of them.
var (
	// ErrSpec is a spec that cannot be read.
	ErrSpec = errors.New("character: bad spec")
	// ErrUnknown names a class, species, item or other record the catalog
	// does not have.
	ErrUnknown = errors.New("character: unknown")
	// ErrIllegal is a build the rules do not allow; the message names the rule.
	ErrIllegal = errors.New("character: illegal build")
	// ErrPath is an explanation path the sheet does not have.
	ErrPath = errors.New("character: no such number")
	// ErrState is a change to the state the rules do not allow.
	ErrState = errors.New("character: bad state")
)
