package rules

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

// SwiftRule is the playtest's swift spells (Playtest 2013, How to Play,
// Spellcasting, Casting Time): there is no bonus action; a spell with a
// short casting time is cast either as the caster's action or as part of
// another action, one that is not casting a spell or using a magic item.
type SwiftRule struct {
	Cite string
}

// CastCheck is a check a creature makes before it casts a spell while it
// has Condition: Ability against DC. On a failure the action is spent and
// the spell (its slot) is not (next-2013: Intoxicated, Constitution, DC
// 10; Playtest 2013, How to Play, Conditions, Intoxicated).
type CastCheck struct {
	Cite      string
	Condition string
	Ability   Ability
	DC        int
}

// Needed reports whether c must make the check to cast.
func (cc *CastCheck) Needed(rs *Ruleset, c *Creature) bool {
	return cc != nil && c.Has(rs, cc.Condition)
}

// Test is the check, ready for Ruleset.Test.
func (cc *CastCheck) Test() Test { return Test{Kind: Check, Ability: cc.Ability, DC: cc.DC} }

// InterruptRule is the save that keeps a spell with a casting time longer
// than an action or a reaction going when its caster takes damage: a
// Constitution save against half the damage, one a source (next-2013:
// no least DC; Playtest 2013, How to Play, Spellcasting, Longer Casting
// Times). A failure ends the casting; the spell is not spent.
type InterruptRule struct {
	Cite  string
	MinDC int // the least DC; 0 for none
}

// SpellCatalog is the content catalog whose spells rs casts: its own, or
// the one its SpellRule names (next-2013: SRD 5.1's; decision).
func (rs *Ruleset) SpellCatalog() string {
	if rs.Spell.Catalog != "" {
		return rs.Spell.Catalog
	}
	return rs.Name
}

// InterruptResult is an interrupted casting's save.
type InterruptResult struct {
	DC   int
	Save TestResult
	Lost bool // the casting fails (the spell is not spent)
}

// InterruptSave has c, casting a spell longer than an action, save after
// taking damage from one source. A ruleset without an InterruptRule uses
// its concentration save's DC (10 or half the damage, whichever is
// higher).
func (rs *Ruleset) InterruptSave(c *Creature, damage int, r dice.Roller) (InterruptResult, error) {
	var res InterruptResult
	if damage <= 0 {
		return res, nil
	}
	res.DC = max(10, damage/2)
	if ir := rs.Spell.Interrupt; ir != nil {
		res.DC = max(ir.MinDC, damage/2)
	}
	save, err := rs.Test(c, Test{Kind: Save, Ability: CON, DC: res.DC}, r)
	if err != nil {
		return res, fmt.Errorf("rules: interrupted casting: %w", err)
	}
	if res.DC == 0 && save.AutoFail == "" {
		save.Success = save.Total >= 0 // half of 1 damage: DC 0, which Test reads as no DC
	}
	res.Save, res.Lost = save, !save.Success
	return res, nil
}
