package character

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestNoHitPoints derives a character under a ruleset that counts wounds
// (5efp) and checks the model makes no hit points for it: no HP maximum,
// no hit dice, no long rest, and a rules creature all the same. 5efp
// characters themselves come later; this keeps the model open to them.
func TestNoHitPoints(t *testing.T) {
	cat, err := content.Open("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Build(tableSpec(t, cat, "fighter", 3), cat)
	if err != nil {
		t.Fatal(err)
	}
	efp, err := rules.Get("5efp")
	if err != nil || efp.Wounds == nil {
		t.Skipf("5efp counts no wounds here (%v)", err)
	}
	c.Ruleset = efp
	c.Sheet = Sheet{}
	c.derive()
	if c.Sheet.HP != nil || len(c.Sheet.HitDice) != 0 {
		t.Errorf("5efp sheet: HP %v, hit dice %v; want none", c.Sheet.HP, c.Sheet.HitDice)
	}
	if _, err := c.Explain("hp.max"); !errors.Is(err, ErrPath) {
		t.Errorf("hp.max under 5efp: %v, want ErrPath", err)
	}
	if _, err := c.LongRest(); !errors.Is(err, ErrState) {
		t.Errorf("long rest under 5efp: %v, want ErrState", err)
	}
	if cr := c.Creature(); cr == nil || cr.MaxHP != 0 {
		t.Errorf("5efp creature: %+v", cr)
	}
}
