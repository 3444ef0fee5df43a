package rules

import (
	"errors"
	"testing"
)

func TestCanCast(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	fireball := SpellNeeds{ID: "fireball", V: true, S: true, M: true}
	revivify := SpellNeeds{ID: "revivify", V: true, S: true, M: true, Costly: true, Consumed: true}
	for _, tc := range []struct {
		name string
		mute bool
		cond string
		gear *Gear
		n    SpellNeeds
		want error
	}{
		{"unknown gear", false, "", nil, fireball, nil},
		{"mute", true, "", nil, fireball, ErrVerbal},
		{"incapacitated", false, "incapacitated", nil, fireball, ErrVerbal},
		{"no verbal needed", true, "", nil, SpellNeeds{ID: "x", S: true}, nil},
		{"no hand", false, "", &Gear{Focus: true}, fireball, ErrSomatic},
		{"no hand, material only", false, "", &Gear{Focus: true}, SpellNeeds{ID: "x", M: true}, ErrMaterial},
		{"focus", false, "", &Gear{HandsFree: 1, Focus: true}, fireball, nil},
		{"no focus", false, "", &Gear{HandsFree: 1}, fireball, ErrMaterial},
		{"the component itself", false, "", &Gear{HandsFree: 1, Components: []string{"fireball"}}, fireball, nil},
		{"costly without it", false, "", &Gear{HandsFree: 1, Focus: true}, revivify, ErrMaterial},
		{"costly with it", false, "", &Gear{HandsFree: 1, Components: []string{"revivify"}}, revivify, nil},
		{"untrained armor", false, "", &Gear{HandsFree: 2, Focus: true, UntrainedArmor: "heavy"}, SpellNeeds{ID: "x"}, ErrArmorTraining},
	} {
		c := NewCreature("c")
		c.Mute, c.Gear = tc.mute, tc.gear
		if tc.cond != "" {
			if err := rs.AddCondition(c, tc.cond, 0); err != nil {
				t.Fatal(err)
			}
		}
		if got := rs.CanCast(c, tc.n); !errors.Is(got, tc.want) || (got == nil) != (tc.want == nil) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCanRitual(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		classes []string
		tag     bool
		want    error
	}{
		{"srd-5.2.1", nil, true, nil},
		{"srd-5.2.1", nil, false, ErrRitual},
		{"srd-5.1", []string{"wizard"}, true, nil},
		{"srd-5.1", []string{"sorcerer"}, true, ErrRitual},
		{"srd-5.1", nil, true, ErrRitual},
	} {
		rs, err := Get(tc.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		c := NewCreature("c")
		c.SpellClasses = tc.classes
		if got := rs.CanRitual(c, "detect-magic", tc.tag); !errors.Is(got, tc.want) || (got == nil) != (tc.want == nil) {
			t.Errorf("%s %v %v: got %v, want %v", tc.ruleset, tc.classes, tc.tag, got, tc.want)
		}
	}
}

func TestParseBonusDie(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want BonusDie
		err  bool
	}{
		{"1d4", BonusDie{N: 1, Sides: 4, Sign: 1}, false},
		{"+2d6", BonusDie{N: 2, Sides: 6, Sign: 1}, false},
		{"-1d4", BonusDie{N: 1, Sides: 4, Sign: -1}, false},
		{"d8", BonusDie{N: 1, Sides: 8, Sign: 1}, false},
		{"4", BonusDie{}, true},
		{"1d", BonusDie{}, true},
		{"0d4", BonusDie{}, true},
	} {
		got, err := ParseBonusDie(tc.in)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("%q: got %+v, %v; want %+v (error %v)", tc.in, got, err, tc.want, tc.err)
		}
	}
}

func FuzzParseBonusDie(f *testing.F) {
	for _, s := range []string{"1d4", "-1d4", "+2d6", "d", "", "99999d9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseBonusDie(s)
		if err == nil && (b.N < 1 || b.Sides < 1) {
			t.Errorf("%q: %+v", s, b)
		}
	})
}
