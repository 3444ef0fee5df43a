package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// recklessFeatures are the catalog's Reckless Attack of either ruleset.
var recklessFeatures = []string{"reckless-attack", "barbarian-reckless-attack"}

// reckless: before its first attack roll of a turn, a barbarian attacks
// recklessly: its attacks this turn have advantage when they use Strength
// (2014: melee weapon attacks only), and attacks against it have
// advantage until the start of its next turn (SRD 5.1, Classes,
// Barbarian, Reckless Attack; SRD 5.2.1, Classes, Barbarian, Reckless
// Attack). It takes no action.
func reckless(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	switch {
	case c.Class.Reckless && c.Class.RecklessAt == [2]int{s.Round, s.Turn}:
		return fmt.Errorf("%w (%s): %s attacks recklessly this turn already", ErrFeatureUse, u.cite(), c.ID)
	case c.ActionUsed && c.AttackAction:
		return fmt.Errorf("%w (%s): %s has made its first attack this turn; Reckless Attack is chosen before it", ErrFeatureUse, u.cite(), c.ID)
	}
	return d.pay(u, 0)
}

// recklessOn is what c's Reckless Attack grants: the attacks its own
// advantage is on (str-melee-weapon-attacks, str-attacks).
func recklessOn(c *Combatant) (string, string) {
	f := c.classFeature(recklessFeatures)
	if f == nil {
		return "", ""
	}
	on := ""
	content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
		if on == "" && e.Kind == content.KindGrant && e.Grant == "advantage" && e.On != "attacks-against" {
			on = e.On
		}
	})
	return on, f.Feature.Cite
}

// recklessAttack adds Reckless Attack's advantage to an attack roll of c
// against t: c's own, on a Strength attack (a melee weapon one in 2014)
// on the turn it chose it; and any attacker's against a t that chose it,
// until the start of t's next turn. Decision: "until its next turn"
// counts by the round and the turn's place in the order.
func (s *State) recklessAttack(c, t *Combatant, a *Attack, melee bool, test *rules.Test) {
	if c.Class.Reckless && c.Class.RecklessAt == [2]int{s.Round, s.Turn} && a.Ability == "str" {
		if on, _ := recklessOn(c); on != "str-melee-weapon-attacks" || melee {
			test.Adv = append(test.Adv, "reckless attack")
		}
	}
	if at := t.Class.RecklessAt; t.Class.Reckless && (s.Round == at[0] || (s.Round == at[0]+1 && s.Turn < at[1])) {
		test.Adv = append(test.Adv, t.ID+" attacks recklessly")
	}
}
