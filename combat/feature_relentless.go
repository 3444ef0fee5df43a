package combat

import (
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// relentlessFeatures are the catalog's Relentless Rage of either ruleset.
var relentlessFeatures = []string{"relentless-rage", "barbarian-relentless-rage"}

// relentless is Relentless Rage: a raging barbarian dropped to 0 hit
// points and not killed outright makes a Constitution save, DC 10 and 5
// more for each use since its last rest; on a success it is at 1 hit
// point (SRD 5.1, Classes, Barbarian, Relentless Rage) or at twice its
// barbarian level (SRD 5.2.1, Classes, Barbarian, Relentless Rage),
// healed from 0. Decision: the count of uses is the fight's (a fight
// holds no rest).
func (d *decider) relentless(t *Combatant) error {
	if t == nil || t.Dead || t.HP > 0 || !raging(t) {
		return nil
	}
	f := t.classFeature(relentlessFeatures)
	if f == nil {
		return nil
	}
	save := firstNode(f.Feature.Effects, content.KindSave)
	if save == nil {
		return nil
	}
	step := 5
	content.WalkAll(f.Feature.Effects, func(e *content.Effect) {
		if e.Kind == content.KindGrant && e.Grant == "dc-step" {
			step, _ = strconv.Atoi(e.Value)
		}
	})
	dc := save.DC + step*t.Class.Relentless
	ab, err := rules.ParseAbility(save.Ability)
	if err != nil {
		return err
	}
	if err := d.emit(&Event{Kind: FeatureUsed, Who: t.ID, Action: "relentless-rage", Attack: f.Feature.ID, Uses: "none", Reason: f.Feature.Cite}); err != nil {
		return err
	}
	res, err := d.rollSave(t, t, "relentless-rage", d.s.saveTest(t, ab, dc))
	if err != nil || !res.Success {
		return err
	}
	hp, src := 1, "1 hit point"
	if h := firstNode(save.Success, content.KindHeal); h != nil && h.Value == "2*level" {
		hp, src = 2*f.Level, "twice the barbarian level"
	}
	terms := []rules.Term{{Value: hp, Source: src, Rule: f.Feature.Cite}}
	return d.emit(&Event{Kind: Healed, Who: t.ID, Target: t.ID, Action: "relentless-rage", Amount: hp, Explain: terms})
}
