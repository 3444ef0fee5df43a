//go:build arbiter_noteevery

package combat

// Under the build tag every state keeps its turn note across commands,
// sole or not (turn_mask.go): with arbiter_backupcheck, to check the
// kept notes over the scenarios, whose runner is not sole but changes no
// creature by hand in a way that matters between a note and its use.
func init() { noteEvery = true }
