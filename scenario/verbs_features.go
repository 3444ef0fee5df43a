package scenario

// react answers an offered reaction (combat.React): by, and decline: true
// to let it go. (Registered here, after run.go's verbs.)
func init() { verbs["react"] = (*runner).combatVerb }
