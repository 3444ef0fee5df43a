package combat

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// What the engine runs of a spell's tree: the measure behind docs/spells.md,
// "What executes, by id" (combat/spell_all_test.go keeps it honest).

// SpellClass is what a spell does in a fight, by the first that holds:
// damage, heal, protect (AC, resistance, immunity, temporary or extra hit
// points, save bonuses), condition, or other.
func SpellClass(sp *content.Spell) string {
	var has = map[string]bool{}
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		switch e.Kind {
		case content.KindDamage:
			has["damage"] = true
		case content.KindHeal, content.KindEnd:
			if e.Kind != content.KindEnd || e.Condition != "" || slices.Contains(endsHealing, e.Value) {
				has["heal"] = true
			}
		case content.KindTempHP:
			has["protect"] = true
		case content.KindGrant:
			if protective[e.Grant] && !strings.HasPrefix(e.Value, "-") {
				has["protect"] = true
			}
		case content.KindCondition:
			has["condition"] = true
		}
	})
	for _, c := range []string{"damage", "heal", "protect", "condition"} {
		if has[c] {
			return c
		}
	}
	return "other"
}

// protective are the grants that protect their holder.
var protective = map[string]bool{"ac": true, "ac-base": true, "ac-min": true, "resist": true, "immune": true,
	"condition-immune": true, "hp": true, "save-bonus": true, "fall": true}

// endsHealing are the end values that restore a creature (a curse, a
// disease, poison...), as opposed to ending a spell.
var endsHealing = []string{"curse", "disease", "poison", "petrified", "charmed-or-frightened", "charmed-or-petrified",
	"charmed-frightened-possessed", "ability-reduction", "max-hp-reduction", "exhaustion"}

// Skipped is why the engine does not run node e of a spell's tree (not
// its children), or "" when it runs it.
func Skipped(e *content.Effect) string {
	if len(e.When) > 0 && e.Kind != content.KindZone && !whenRuns(e) && !(len(e.When) == 1 && e.Count <= 1 && playedWhen(e.When[0])) { // trigger.go, zone_still.go
		return string(e.Kind) + " when " + strings.Join(e.When, ",")
	}
	switch e.Kind {
	case content.KindArea:
		if !slices.Contains(areaShapes, e.Shape) {
			return "area " + e.Shape
		}
	case content.KindCondition:
		if e.Ends != "" && e.Ends != "damage" && e.Ends != "long-rest" && e.Ends != "stand" && e.Ends != "source-damage" && e.Ends != "attack" && e.Ends != "leave" && escapeChecks[e.Ends] == nil && sightEnds[e.Ends] == 0 { // trigger_sight.go
			return "condition ends " + e.Ends // it lasts its duration: ending on damage or a check is not run yet
		}
	case content.KindSave, content.KindAttack, content.KindRepeat:
	case content.KindChoose:
		if e.HPMax > 0 && len(e.Options) > 2 {
			return "choose hp_max"
		}
	case content.KindUtility, content.KindSummon:
	case content.KindEnd:
		if e.Condition == "" && endConditions[e.Value] == nil && !endNothing[e.Value] &&
			!slices.Contains([]string{"death", "life", "concentration", "curse", "spell"}, e.Value) &&
			e.Value != "casting" { // cast_react.go: Counterspell's end of a casting is its reaction
			return string(e.Kind) + " " + e.Value
		}
	case content.KindMove:
		if (e.Direction != "push" && e.Direction != "pull" || e.Self) && !(e.Direction == "teleport" && (e.Self || e.Targets > 0)) &&
			!(e.Direction == "any" && !e.Self) { // teleport.go; telekinesis.go
			return "move " + e.Direction
		}
	case content.KindDamage:
		if e.Value != "" && e.Value != "half" && e.Value != "min-1" && e.Value != "max-for-plant" && !diceValues[e.Value] { // spell_dice.go
			return "damage " + e.Value
		}
	case content.KindHeal, content.KindTempHP:
		if e.Value != "" && !(e.Kind == content.KindHeal && slices.Contains([]string{"max", "half-damage", "damage", "divided"}, e.Value)) {
			return string(e.Kind) + " " + e.Value
		}
		if e.Value == "" && e.Dice == "" && !e.Mod {
			return string(e.Kind) + " without dice"
		}
	case kindZone:
		if isAura(e) && slices.Contains(areaShapes, e.Shape) {
			return "" // aura.go; its grants are checked below
		}
		if !acting(e) && !stillZone(e) { // zone_still.go
			return "zone without triggers"
		}
		if !slices.Contains(areaShapes, e.Shape) && !wallShapes[e.Shape] {
			return "zone " + e.Shape
		}
	case content.KindGrant:
		return skippedGrant(e)
	default:
		return string(e.Kind)
	}
	return ""
}

// skippedGrant is why a grant is recorded but applied nowhere, or "".
func skippedGrant(e *content.Effect) string {
	if !grantKinds[e.Grant] && e.Grant != "fall" && !mootGrants[e.Grant] && !isBarrierGrant(e.Grant) { // aura_rules.go: moot grants; aura_barrier.go
		return "grant " + e.Grant
	}
	if err := checkGrant(e); err != nil {
		return "grant " + e.Grant + " " + e.Value
	}
	switch e.Grant {
	case "advantage", "disadvantage":
		on := e.On
		if strings.HasSuffix(on, "-saves") {
			on = "saves"
		}
		if !slices.Contains([]string{"saves", "attacks", "attacks-against", "next-attack", "next-attack-against"}, on) && !checkOn(on) && !strings.HasPrefix(on, "saves-vs-") && !abilityAttacksOn(on) && on != "perception-survival-to-find" &&
			!(e.Grant == "disadvantage" && on == "attacks-on-source") {
			return "grant " + e.Grant + " on " + e.On
		}
	case "no-reactions":
		if e.On != "" && e.On != "opportunity-attacks" {
			return "grant no-reactions on " + e.On
		}
	case "speed":
		switch {
		case moot[e.On]:
		case e.On != "" && e.On != "walk" && e.On != "fly":
			return "grant speed on " + e.On
		}
	}
	return ""
}

// moot are the speeds a fight on the grid never uses (decision: it has no
// water, climbable walls or earth to burrow): their grants are recorded and
// run as far as the grid goes.
var moot = map[string]bool{"swim": true, "climb": true, "burrow": true}

// SpellRuns tells how much of sp's tree the engine runs: "runs" (every
// node), "partial" (some) or "narrative" (none, or no tree), with the
// reasons of the nodes it skips.
func SpellRuns(sp *content.Spell) (string, []string) {
	var why []string
	ran := 0
	var walk func(list []content.Effect)
	walk = func(list []content.Effect) {
		for i := range list {
			e := &list[i]
			if r := Skipped(e); r != "" { // its children don't run either
				if !slices.Contains(why, r) {
					why = append(why, r)
				}
				continue
			}
			if e.Kind != content.KindChoose && e.Kind != content.KindRepeat && e.Kind != content.KindArea {
				ran++
			}
			if isAura(e) { // aura.go: only its grants the fight reads run
				for _, n := range e.Then {
					r := auraSkipped(&n) // aura_rules.go
					if r != "" && !slices.Contains(why, r) {
						why = append(why, r)
					}
				}
				continue
			}
			for _, l := range [][]content.Effect{e.Hit, e.Miss, e.Fail, e.Success, e.Then, e.Options} {
				walk(l)
			}
		}
	}
	walk(sp.Effects)
	switch {
	case ran == 0:
		return "narrative", why
	case len(why) > 0:
		return "partial", why
	}
	return "runs", nil
}
