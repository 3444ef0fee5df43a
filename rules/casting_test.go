package rules

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func TestSpellCatalog(t *testing.T) {
	for _, tc := range []struct{ rs, want string }{
		{"srd-5.1", "srd-5.1"}, {"srd-5.2.1", "srd-5.2.1"}, {"next-2013", "srd-5.1"},
	} {
		rs, err := Get(tc.rs)
		if err != nil {
			t.Fatal(err)
		}
		if got := rs.SpellCatalog(); got != tc.want {
			t.Errorf("%s: SpellCatalog() = %q, want %q", tc.rs, got, tc.want)
		}
	}
}

// TestInterruptSave: next-2013's DC is half the damage with no least DC;
// the SRDs fall back on 10 or half the damage.
func TestInterruptSave(t *testing.T) {
	for _, tc := range []struct {
		rs       string
		damage   int
		face     int
		wantDC   int
		wantLost bool
	}{
		{"next-2013", 6, 3, 3, false},
		{"next-2013", 6, 2, 3, true},
		{"next-2013", 1, 2, 0, false}, // half of 1 rounds down to DC 0, below any SRD's 10
		{"next-2013", 30, 14, 15, true},
		{"srd-5.1", 6, 9, 10, true},
		{"srd-5.1", 30, 15, 15, false},
	} {
		rs, err := Get(tc.rs)
		if err != nil {
			t.Fatal(err)
		}
		c := NewCreature("c")
		res, err := rs.InterruptSave(c, tc.damage, dice.NewScripted(tc.face))
		if err != nil {
			t.Fatal(err)
		}
		lost := tc.wantLost
		if res.DC != tc.wantDC || res.Lost != lost {
			t.Errorf("%s, %d damage, d20 %d: DC %d lost %v, want DC %d lost %v", tc.rs, tc.damage, tc.face, res.DC, res.Lost, tc.wantDC, lost)
		}
	}
	rs, _ := Get("next-2013")
	if res, err := rs.InterruptSave(NewCreature("c"), 0, dice.NewScripted()); err != nil || res.DC != 0 || res.Lost {
		t.Errorf("no damage: %+v, %v; want no save", res, err)
	}
}

func TestCastCheck(t *testing.T) {
	rs, err := Get("next-2013")
	if err != nil {
		t.Fatal(err)
	}
	cc := rs.Spell.CastCheck
	c := NewCreature("c")
	if cc.Needed(rs, c) {
		t.Error("a sober caster makes no check")
	}
	if err := rs.AddCondition(c, "intoxicated", 0); err != nil {
		t.Fatal(err)
	}
	if !cc.Needed(rs, c) {
		t.Fatal("an intoxicated caster makes the check")
	}
	// Intoxicated: disadvantage on checks; 15 and 9, the lower: 9 + 0 < 10
	res, err := rs.Test(c, cc.Test(), dice.NewScripted(15, 9))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Success, false; got != want || res.Total != 9 {
		t.Errorf("check: success %v total %d, want %v 9", got, res.Total, want)
	}
	for _, name := range []string{"srd-5.1", "srd-5.2.1"} {
		other, _ := Get(name)
		if other.Spell.CastCheck.Needed(other, c) {
			t.Errorf("%s: no check to cast", name)
		}
	}
}
