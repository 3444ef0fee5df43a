//go:build arbiter_noteevery

package combat

// Under the build tag every state keeps its turn note across commands,
// sole or not (turn_mask.go), so that with arbiter_backupcheck the kept
// notes are checked over the scenarios too. Their runner is not sole: a
// step that edits a creature by hand between commands, giving it what a
// boundary reads, would trip the check (none does today); a unit test
// that does so (TestGrantPolicyLegal) trips it, as it should.
func init() { noteEvery = true }
