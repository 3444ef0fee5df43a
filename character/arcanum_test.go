package character

import (
	"slices"
	"strings"
	"testing"
)

// TestArcanum checks Mystic Arcanum (SRD 5.1 and SRD 5.2.1, Classes,
// Warlock, Mystic Arcanum), worked out by hand: warlock 11 opens a level 6
// spell, 13 a level 7, 15 an 8, 17 a 9; each is cast once a long rest
// without a slot (a free-<spell> resource of 1) with CHA 16: DC 8 + 3 +
// proficiency (4 at 11, 5 at 13, 6 at 17).
func TestArcanum(t *testing.T) {
	tests := []struct {
		name, rs string
		level    int
		chosen   []string
		dc       int
		pending  string
		err      string
	}{
		{name: "2024 warlock 11", rs: "srd-5.2.1", level: 11, chosen: []string{"circle-of-death"}, dc: 15},
		{name: "2024 warlock 13, one left", rs: "srd-5.2.1", level: 13, chosen: []string{"circle-of-death"}, dc: 16, pending: "arcanum: choose a warlock spell of level 7 (Mystic Arcanum)"},
		{name: "2014 warlock 17", rs: "srd-5.1", level: 17, chosen: []string{"circle-of-death", "finger-of-death", "dominate-monster", "foresight"}, dc: 17},
		{name: "2024 warlock 10", rs: "srd-5.2.1", level: 10, chosen: []string{"circle-of-death"}, err: "arcanum chosen, and the character has no Mystic Arcanum (warlock level 11)"},
		{name: "2024 a level 7 at 11", rs: "srd-5.2.1", level: 11, chosen: []string{"finger-of-death"},
			err: "arcanum: finger-of-death is a level 7 spell; at warlock level 11 Mystic Arcanum gives one spell of each level 6 to 6 (SRD 5.2.1, Classes, Warlock, Mystic Arcanum)"},
		{name: "2024 two of level 6", rs: "srd-5.2.1", level: 13, chosen: []string{"circle-of-death", "eyebite"}, err: "arcanum: two level 6 spells; one of each level"},
		{name: "2024 a wizard's spell", rs: "srd-5.2.1", level: 11, chosen: []string{"chain-lightning"}, err: "arcanum: chain-lightning is not on the warlock spell list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "warlock", tt.level)
			spec.Arcanum = tt.chosen
			c, err := Build(spec, cat)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(c.Sheet.Granted, func(g GrantedCasting) bool { return g.Key == arcanumKey })
			if i < 0 {
				t.Fatalf("no mystic arcanum among %+v", c.Sheet.Granted)
			}
			gc := c.Sheet.Granted[i]
			if len(gc.Spells) != len(tt.chosen) || gc.DC == nil || gc.DC.Value != tt.dc {
				t.Errorf("got %+v (dc %+v), want %d spells, DC %d", gc.Spells, gc.DC, len(tt.chosen), tt.dc)
			}
			for _, s := range gc.Spells {
				if s.Free != 1 || !slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == s.Resource && r.Max == 1 && r.Recovery == "Long Rest" }) {
					t.Errorf("%s: free %d, resource %q not once a long rest", s.ID, s.Free, s.Resource)
				}
			}
			if ids, _ := c.Castable(); !slices.Contains(ids, tt.chosen[0]) {
				t.Errorf("castable %v lacks %s", ids, tt.chosen[0])
			}
			has := slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, "arcanum") })
			if (tt.pending != "") != has || (has && !slices.Contains(c.Sheet.Pending, tt.pending)) {
				t.Errorf("pending %q, want %q", c.Sheet.Pending, tt.pending)
			}
		})
	}
}

// TestArcanumChoice: a 2024 warlock 13 with a level 6 spell chosen is
// offered the warlock's level 7 spells only.
func TestArcanumChoice(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 13)
	spec.Arcanum = []string{"circle-of-death"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	got := c.ArcanumChoice()
	if len(got) != 1 || !slices.Contains(got[7], "finger-of-death") || slices.Contains(got[7], "circle-of-death") {
		t.Errorf("got %v, want level 7 warlock spells", got)
	}
}
