//go:build arbiter_backupcheck

package combat

// Under the build tag every kept turn note used is checked against a new
// walk (turn_mask.go).
func init() { noteCheck = true }
