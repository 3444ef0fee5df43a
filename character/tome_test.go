package character

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestTomeCantrips checks a 2014 warlock's Pact of the Tome (SRD 5.1,
// Classes, Warlock, Pact of the Tome): three cantrips of any class's list,
// not counted among the cantrips known, cast as warlock spells with CHA
// (the warlock's DC: 8 + proficiency 2 + CHA; tableSpec's CHA).
func TestTomeCantrips(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 3)
	spec.Options = map[string][]string{"pact-boon": {"pact-of-the-tome"}}
	spec.TomeCantrips = []string{"sacred-flame", "guidance", "fire-bolt"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	cs := c.Sheet.Spellcasting[0]
	if cs.Class != "warlock" || cs.Ability != "cha" {
		t.Fatalf("casting %+v", cs)
	}
	if got, want := cs.Always, []string{"sacred-flame", "guidance", "fire-bolt"}; !slices.Equal(got, want) {
		t.Errorf("always %v, want %v", got, want)
	}
	for _, b := range c.Sheet.BookSpells {
		if b.Free != "at will" || b.Level != 0 || b.Source != "Pact of the Tome" || b.Rule != "SRD 5.1, Classes, Warlock, Pact of the Tome" {
			t.Errorf("book spell %+v", b)
		}
	}
	ids, _ := c.Castable()
	if !slices.Contains(ids, "sacred-flame") {
		t.Errorf("castable %v lacks sacred-flame", ids)
	}
	if slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.Contains(p, "tome") }) {
		t.Errorf("pending %q", c.Sheet.Pending)
	}
	spec.TomeCantrips = spec.TomeCantrips[:1]
	c, _ = Build(spec, cat)
	if !slices.Contains(c.Sheet.Pending, "tome_cantrips (Pact of the Tome): choose spells of level 0 (cantrips) 2 of any class's list") {
		t.Errorf("pending %q", c.Sheet.Pending)
	}
	refusals := []struct {
		name, rs string
		options  map[string][]string
		cantrips []string
		want     string
	}{
		{"four", "srd-5.1", map[string][]string{"pact-boon": {"pact-of-the-tome"}}, []string{"sacred-flame", "guidance", "fire-bolt", "light"}, "tome_cantrips: 4 spells chosen, 3 allowed (SRD 5.1, Classes, Warlock, Pact of the Tome)"},
		{"leveled", "srd-5.1", map[string][]string{"pact-boon": {"pact-of-the-tome"}}, []string{"cure-wounds"}, "cure-wounds is a level 1 spell, the feature takes level 0 (cantrips)"},
		{"twice", "srd-5.1", map[string][]string{"pact-boon": {"pact-of-the-tome"}}, []string{"light", "light"}, "light chosen twice"},
		{"blade pact", "srd-5.1", map[string][]string{"pact-boon": {"pact-of-the-blade"}}, []string{"light"}, "tome_cantrips chosen, and the character has no Pact of the Tome"},
		{"2024", "srd-5.2.1", nil, []string{"light"}, "tome_cantrips chosen, and the character has no Pact of the Tome"},
	}
	spec.TomeCantrips = []string{"eldritch-blast"}
	spec.Spells = map[string][]string{"warlock": {"eldritch-blast"}}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "tome_cantrips: eldritch-blast is always prepared by Pact of the Tome and not counted; leave it out of spells.warlock (SRD 5.1, Classes, Warlock, Pact of the Tome)") {
		t.Errorf("listed twice: %v", err)
	}
	for _, tc := range refusals {
		spec, cat := casterSpec(t, tc.rs, "warlock", 3)
		spec.Options, spec.TomeCantrips = tc.options, tc.cantrips
		_, err := Build(spec, cat)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
