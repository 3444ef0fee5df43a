package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// wholenessFeatures are the catalog's Wholeness of Body of either
// ruleset.
var wholenessFeatures = []string{"wholeness-of-body", "open-hand-wholeness-of-body"}

// wholeness: an Open Hand monk heals itself, a use of the feature's own
// resource spent: 3 x its monk level as an action, once a long rest (SRD
// 5.1, Classes, Monk, Wholeness of Body); its Martial Arts die + WIS
// modifier as a bonus action, WIS modifier times a long rest (SRD 5.2.1,
// Classes, Monk, Wholeness of Body).
func wholeness(d *decider, u *featureUse) error {
	c := u.c
	heal := firstNode(u.f.Feature.Effects, content.KindHeal)
	if heal == nil {
		return fmt.Errorf("%w (%s): the feature heals nothing", ErrNoClassFeature, u.cite())
	}
	u.resource, u.count = u.f.Feature.ID, 1
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	if heal.Value == "3*level" {
		return d.healBy(u, c, "", 3*u.f.Level, "3 x monk level")
	}
	return d.healBy(u, c, scaled(heal.Dice, heal.Levels, u.f.Level), c.Mod(rules.WIS), "wis")
}
