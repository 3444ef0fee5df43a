package character

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestBookFeatures checks Spell Mastery (wizard 18: a level 1 and a level
// 2 spell, cast without a slot; 2024 always prepared and cast with an
// action) and Signature Spells (wizard 20: two level 3 spells always
// prepared, each once per short or long rest without a slot), SRD 5.1 and
// SRD 5.2.1, Classes, Wizard.
func TestBookFeatures(t *testing.T) {
	tests := []struct {
		rs        string
		level     int
		mastery   []string
		signature []string
		always    []string // prepared by the features, beyond the subclass's
		resources []string // free casts: id, max, recovery
	}{
		// 2014 mastery is cast free only while prepared: not always prepared.
		{"srd-5.1", 18, []string{"magic-missile", "misty-step"}, nil, nil, nil},
		{"srd-5.2.1", 18, []string{"magic-missile", "invisibility"}, nil, []string{"magic-missile", "invisibility"}, nil},
		{"srd-5.1", 20, []string{"shield", "misty-step"}, []string{"fireball", "counterspell"}, []string{"fireball", "counterspell"},
			[]string{"signature-fireball 1 Short Rest", "signature-counterspell 1 Short Rest"}},
		{"srd-5.2.1", 20, nil, []string{"fly", "fireball"}, []string{"fly", "fireball"},
			[]string{"signature-fly 1 Short Rest", "signature-fireball 1 Short Rest"}},
	}
	for _, tc := range tests {
		spec, cat := casterSpec(t, tc.rs, "wizard", tc.level)
		spec.SpellMastery, spec.SignatureSpells = tc.mastery, tc.signature
		c, err := Build(spec, cat)
		if err != nil {
			t.Errorf("%s %d: %v", tc.rs, tc.level, err)
			continue
		}
		cs := c.Sheet.Spellcasting[0]
		var got []string
		for _, id := range cs.Always {
			if slices.Contains(tc.mastery, id) || slices.Contains(tc.signature, id) {
				got = append(got, id)
			}
		}
		if !slices.Equal(got, tc.always) {
			t.Errorf("%s %d: always prepared %v, want %v", tc.rs, tc.level, got, tc.always)
		}
		got = nil
		for _, r := range c.Sheet.Resources {
			if strings.HasPrefix(r.ID, "signature-") {
				got = append(got, r.ID+" "+strconv.Itoa(r.Max)+" "+r.Recovery)
				if v, err := c.Explain("resources." + r.ID); err != nil || v.Value != 1 || v.Terms[0].Rule == "" {
					t.Errorf("%s: explain resources.%s = %+v", tc.rs, r.ID, v)
				}
			}
		}
		if !slices.Equal(got, tc.resources) {
			t.Errorf("%s %d: resources %v, want %v", tc.rs, tc.level, got, tc.resources)
		}
		if n := len(c.Sheet.BookSpells); n != len(tc.mastery)+len(tc.signature) || c.Sheet.BookSpells[0].Rule == "" {
			t.Errorf("%s %d: book spells %+v", tc.rs, tc.level, c.Sheet.BookSpells)
		}
		if len(tc.mastery) > 0 && slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.Contains(p, "spell_mastery") }) {
			t.Errorf("%s %d: pending %q", tc.rs, tc.level, c.Sheet.Pending)
		}
	}
	refusals := []struct {
		name, rs  string
		level     int
		mastery   []string
		signature []string
		want      string
	}{
		{"too low", "srd-5.1", 17, []string{"magic-missile"}, nil, "spell_mastery chosen, and the character has no mastery feature (a wizard's, level 18)"},
		{"level 3 mastered", "srd-5.1", 18, []string{"fireball"}, nil, "spell_mastery: fireball is a level 3 spell, the feature takes level 1 and 2 (SRD 5.1, Classes, Wizard, Spell Mastery)"},
		{"two level 1", "srd-5.1", 18, []string{"magic-missile", "shield"}, nil, "two spells of level 1"},
		{"three", "srd-5.2.1", 18, []string{"magic-missile", "shield", "misty-step"}, nil, "3 spells chosen, 2 allowed"},
		{"2024 reaction", "srd-5.2.1", 18, []string{"shield"}, nil, "shield takes a reaction to cast, the feature needs a casting time of an action (SRD 5.2.1, Classes, Wizard, Spell Mastery)"},
		{"not wizard", "srd-5.1", 20, nil, []string{"fireball", "spirit-guardians"}, "spirit-guardians is not a wizard spell"},
		{"signature level", "srd-5.2.1", 20, nil, []string{"fireball", "magic-missile"}, "magic-missile is a level 1 spell, the feature takes level 3 (SRD 5.2.1, Classes, Wizard, Signature Spells)"},
		{"twice", "srd-5.1", 20, nil, []string{"fireball", "fireball"}, "fireball chosen twice"},
	}
	for _, tc := range refusals {
		spec, cat := casterSpec(t, tc.rs, "wizard", tc.level)
		spec.SpellMastery, spec.SignatureSpells = tc.mastery, tc.signature
		_, err := Build(spec, cat)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
	// 2014: free only while prepared; a mastered spell not prepared is noted.
	spec, cat := casterSpec(t, "srd-5.1", "wizard", 18)
	spec.SpellMastery = []string{"magic-missile", "misty-step"}
	spec.Spells = map[string][]string{"wizard": {"magic-missile"}}
	if c, err := Build(spec, cat); err != nil || !slices.Contains(c.Sheet.Notes, "Spell Mastery: misty-step is cast without a slot only while prepared; it is not in spells.wizard (SRD 5.1, Classes, Wizard, Spell Mastery)") || len(c.Sheet.Notes) != 1 {
		t.Errorf("not prepared: %v", err)
	}
	spec.Spells = nil
	spec.Spellbook = &Spellbook{Spells: []string{"magic-missile"}}
	spec.SpellMastery = []string{"magic-missile", "misty-step"}
	if _, err := Build(spec, cat); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "spell_mastery: misty-step is not in the spellbook (SRD 5.1, Classes, Wizard, Spell Mastery)") {
		t.Errorf("not in the book: %v", err)
	}
	spec, cat = casterSpec(t, "srd-5.1", "wizard", 20)
	c, _ := Build(spec, cat)
	if !slices.Contains(c.Sheet.Pending, "signature_spells (Signature Spell): choose spells of level 3 from the spellbook") {
		t.Errorf("pending %q", c.Sheet.Pending)
	}
}

// TestSignatureRest checks a signature spell's free cast comes back on a
// short rest and on a long rest (both SRDs: once per short or long rest).
func TestSignatureRest(t *testing.T) {
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		spec, cat := casterSpec(t, rs, "wizard", 20)
		spec.SignatureSpells = []string{"fireball", "fly"}
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.State.Resources["signature-fireball"]; got != 1 {
			t.Errorf("%s: fresh signature-fireball %d, want 1", rs, got)
		}
		c.State.Resources["signature-fireball"] = 0
		if _, err := c.ShortRest(0, nil); err != nil {
			t.Fatal(err)
		}
		if got := c.State.Resources["signature-fireball"]; got != 1 {
			t.Errorf("%s: short rest: signature-fireball %d, want 1", rs, got)
		}
		c.State.Resources["signature-fly"] = 0
		if _, err := c.LongRest(); err != nil {
			t.Fatal(err)
		}
		if got := c.State.Resources["signature-fly"]; got != 1 {
			t.Errorf("%s: long rest: signature-fly %d, want 1", rs, got)
		}
	}
}
