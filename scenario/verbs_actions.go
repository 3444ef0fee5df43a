package scenario

import (
	"github.com/arbiter-rpg/arbiter/combat"
)

// The combat verbs of the other actions: each is the combat command of
// the same name (combat/action.go), decided by combat.Decide. help is
// the Help action inside a running combat and the out-of-combat verb
// otherwise (turn.go).
func init() {
	for _, v := range []string{"hide", "search", "study", "influence", "utilize", "use_object", "ready", "grapple",
		"shove", "knock_down", "escape", "release", "charge", "coup_de_grace", "hinder", "interact", "stand",
		"teleport", "concentrate", "jump", "restrain", "drop_prone"} {
		verbs[v] = (*runner).combatVerb
	}
}

// actionArgs reads the arguments of the other actions: skill, dc,
// offhand, other (Cleave's second target), attack (help: the enemy),
// and the option under its name (option, trigger, willingness, object,
// spell).
func actionArgs(cmd *combat.Command, a args) {
	cmd.Skill, cmd.DC, cmd.Offhand = a.str("skill"), a.int("dc"), a.bool("offhand")
	cmd.Other = a.str("other")
	if cmd.Kind == combat.HelpCmd && cmd.Other == "" {
		cmd.Other = a.str("attack")
	}
	for _, k := range []string{"option", "trigger", "willingness", "object", "spell"} {
		if v := a.str(k); v != "" {
			cmd.Option = v
		}
	}
}

// actionResult reports the events of the other actions: result.success,
// result.total and result.roll of an action's check (hide, search, study,
// influence); result.check.<id> and result.won.<id> of each roll in a
// grapple, shove or escape, a topple's save, and result.success whether
// the grapple, shove or escape worked; result.concentration (kept)
// and result.concentration_dc after damage.
func (r *runner) actionResult(cmd combat.Command, e combat.Event) {
	r.objectResult(e) // verbs_object.go
	switch e.Kind {
	case combat.Acted:
		if e.Mode != "" { // an action with a check
			r.result["success"], r.result["total"], r.result["mode"] = e.Hit, int64(e.Total), e.Mode
			r.result["explain"] = terms(e.Explain)
		}
	case combat.Checked:
		r.result["check."+e.Who] = int64(e.Total)
		r.result["won."+e.Who] = e.Hit
		r.result["mode."+e.Who] = e.Mode
		if e.Action == string(cmd.Kind) { // whether the actor's grapple, shove or escape worked
			r.result["success"] = (e.Who == cmd.By) == e.Hit
		}
	case combat.Concentrated:
		r.result["concentration"] = e.Hit
		r.result["concentration_total"] = int64(e.Total)
	case combat.Pushed:
		r.result["pushed"] = e.Target
	case combat.CoupDamaged:
		dealt, _ := r.result["damage"].(int64)
		r.result["damage"] = dealt + int64(e.Dealt)
		r.result["damage_rolled"] = int64(e.Amount)
	}
}
