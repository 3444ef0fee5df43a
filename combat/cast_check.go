package combat

import "github.com/arbiter-rpg/arbiter/content"

// castCheck makes the check the ruleset asks of a caster in a condition
// before it casts (next-2013: an Intoxicated caster's DC 10 Constitution
// check, rules.CastCheck). On a failure the cast event says "failed": the
// action (or reaction) is spent, the slot is not, and the spell does
// nothing. It reports whether the casting failed.
func (d *decider) castCheck(c *Combatant, sp *content.Spell, how string) (bool, error) {
	s := d.s
	cc := s.rs.Spell.CastCheck
	if !cc.Needed(s.rs, c.Creature) {
		return false, nil
	}
	ok, err := d.roll(c, c, "cast "+sp.ID+" ("+cc.Condition+")", cc.Test())
	if err != nil || ok {
		return false, err
	}
	return true, d.emit(&Event{Kind: Casted, Who: c.ID, Action: sp.ID, Reason: how, Type: "failed", Option: cc.Cite})
}
