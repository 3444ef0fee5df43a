package character

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestComponentGear(t *testing.T) {
	cat, err := content.Open("srd-5.1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name      string
		eq        Equipment
		known     bool
		focus     bool
		hands     int
		untrained string
	}{
		{"no equipment: not known", Equipment{}, false, false, 0, ""},
		{"a pouch", Equipment{Items: []string{"component-pouch"}}, true, true, 2, ""},
		{"weapons only", Equipment{Weapons: []string{"dagger"}}, true, false, 2, ""},
		{"plate without training", Equipment{Armor: "plate-armor"}, true, false, 2, "heavy"},
		{"a shield without training", Equipment{Shield: true}, true, false, 1, "shield"},
	} {
		spec := tableSpec(t, cat, "wizard", 3)
		spec.Equipment = tc.eq
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		cr := c.Creature()
		if g := cr.Gear; (g != nil) != tc.known {
			t.Fatalf("%s: gear %+v", tc.name, g)
		} else if g != nil && (g.Focus != tc.focus || g.HandsFree != tc.hands || g.UntrainedArmor != tc.untrained) {
			t.Errorf("%s: got %+v", tc.name, *g)
		}
		if len(cr.SpellClasses) != 1 || cr.SpellClasses[0] != "wizard" {
			t.Errorf("%s: spell classes %v", tc.name, cr.SpellClasses)
		}
	}
}
