package scenario

// moment declares a moment a spell's lasting node waits for (combat
// MomentCmd, combat/trigger_moment.go): by, option the moment (eat,
// target-magic, defies-command, stone-damaged, stone-destroyed, expelled,
// wake, touched), target the holder, to an aim.
func init() {
	verbs["moment"] = (*runner).combatVerb
}
