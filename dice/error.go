package dice

import (
	"errors"
	"strconv"
)

// The kinds of error this package returns. Every error it returns wraps one
// of them, so callers can test with errors.Is.
var (
	ErrSyntax = errors.New("dice: syntax error")                      // malformed text
	ErrLimit  = errors.New("dice: limit exceeded")                    // a Limits bound was reached
	ErrValue  = errors.New("dice: invalid value")                     // division by zero, overflow, impossible die
	ErrScript = errors.New("dice: scripted roller")                   // scripted faces ran out or do not fit a die
	ErrBudget = errors.New("dice: distribution work budget exceeded") // exact distribution too costly
	ErrMode   = errors.New("dice: no d20 to roll with advantage or disadvantage")
)

// Error is an error at a place in an expression's text.
type Error struct {
	Kind error  // one of the sentinel errors above
	Msg  string // what went wrong, without the "dice: " prefix
	Pos  Pos    // byte offset in the text; reported as a 1-based column
	// NoPos is set when the error has no meaningful place in the text.
	NoPos bool
}

func (e *Error) Error() string {
	if e.NoPos {
		return "dice: " + e.Msg
	}
	return "dice: " + e.Msg + " at column " + strconv.Itoa(int(e.Pos)+1)
}

func (e *Error) Unwrap() error { return e.Kind }

func errorAt(kind error, pos Pos, msg string) *Error {
	return &Error{Kind: kind, Msg: msg, Pos: pos}
}
