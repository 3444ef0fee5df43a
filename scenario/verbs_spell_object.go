package scenario

// spell_attack moves a spell's placed object and attacks with it again
// (combat/spell_object.go): by, spell, target and to (its new square).
func init() {
	verbs["spell_attack"] = (*runner).combatVerb
}
