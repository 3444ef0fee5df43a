//go:build arbiter_backupcheck

package combat

// Under the build tag every state keeps its turn note across commands
// and every kept note used is checked against a new walk (turn_mask.go).
func init() { noteCheck = true }
