package character

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestInvocations checks a warlock's Eldritch Invocations, worked out by
// hand from the SRDs. 2014 (SRD 5.1, Classes, Warlock, Eldritch
// Invocations): Invocations Known 2 at level 2 and 3 at level 5; Agonizing
// Blast needs the eldritch-blast cantrip, Mire the Mind level 5, Thirsting
// Blade level 5 and Pact of the Blade. 2024 (SRD 5.2.1, Classes, Warlock,
// Eldritch Invocations): 1 at level 1, 3 at level 2, 5 at level 5;
// Agonizing Blast needs a warlock cantrip that deals damage and may be
// taken again; Eldritch Smite needs level 5 and the Pact of the Blade
// invocation.
func TestInvocations(t *testing.T) {
	const cite14, cite24 = "(SRD 5.1, Classes, Warlock, Eldritch Invocations)", "(SRD 5.2.1, Classes, Warlock, Eldritch Invocations)"
	tests := []struct {
		name, rs    string
		level       int
		options     map[string][]string
		cantrips    []string
		invocations []string
		want        string // the error's end; "" builds
		wantSource  string
	}{
		{"2014 two at level 2", "srd-5.1", 2, nil, []string{"eldritch-blast"}, []string{"agonizing-blast", "armor-of-shadows"}, "", "Eldritch Invocations (warlock 2)"},
		{"2014 no eldritch blast", "srd-5.1", 2, nil, []string{"minor-illusion"}, []string{"agonizing-blast"}, "eldritch invocation agonizing-blast needs the eldritch-blast cantrip " + cite14, ""},
		{"2014 three at level 2", "srd-5.1", 2, nil, nil, []string{"armor-of-shadows", "beast-speech", "devils-sight"}, "3 eldritch invocations chosen, 2 allowed at warlock level 2 " + cite14, ""},
		{"2014 level 5 at level 2", "srd-5.1", 2, nil, nil, []string{"mire-the-mind"}, "eldritch invocation mire-the-mind needs warlock level 5 (it has 2) " + cite14, ""},
		{"2014 blade without the pact", "srd-5.1", 5, map[string][]string{"pact-boon": {"pact-of-the-tome"}}, nil, []string{"thirsting-blade"}, "eldritch invocation thirsting-blade needs the pact-of-the-blade feature " + cite14, ""},
		{"2014 blade with the pact", "srd-5.1", 5, map[string][]string{"pact-boon": {"pact-of-the-blade"}}, nil, []string{"thirsting-blade", "mire-the-mind", "devils-sight"}, "", "Eldritch Invocations (warlock 2)"},
		{"2014 twice", "srd-5.1", 2, nil, nil, []string{"devils-sight", "devils-sight"}, "eldritch invocation devils-sight is taken twice, and it is not repeatable " + cite14, ""},
		{"2014 unknown", "srd-5.1", 2, nil, nil, []string{"pact-of-the-tome"}, `unknown eldritch invocation "pact-of-the-tome" in srd-5.1`, ""},
		{"2014 none at level 1", "srd-5.1", 1, nil, nil, []string{"devils-sight"}, "invocations chosen, and the character has no Eldritch Invocations feature (a warlock's)", ""},
		{"2024 one at level 1", "srd-5.2.1", 1, nil, nil, []string{"pact-of-the-tome"}, "", "Eldritch Invocations (warlock 1)"},
		{"2024 repeatable", "srd-5.2.1", 2, nil, []string{"eldritch-blast"}, []string{"agonizing-blast", "agonizing-blast", "devils-sight"}, "", "Eldritch Invocations (warlock 1)"},
		{"2024 no damaging cantrip", "srd-5.2.1", 2, nil, []string{"prestidigitation"}, []string{"agonizing-blast"}, "eldritch invocation agonizing-blast needs a warlock cantrip that deals damage " + cite24, ""},
		{"2024 smite without the blade", "srd-5.2.1", 5, nil, nil, []string{"eldritch-smite"}, "eldritch invocation eldritch-smite needs the pact-of-the-blade feature " + cite24, ""},
		{"2024 smite with the blade", "srd-5.2.1", 5, nil, nil, []string{"pact-of-the-blade", "eldritch-smite"}, "", "Eldritch Invocations (warlock 1)"},
		{"2024 pact after", "srd-5.2.1", 5, nil, nil, []string{"eldritch-smite", "pact-of-the-blade"}, "", "Eldritch Invocations (warlock 1)"},
		{"2024 four at level 2", "srd-5.2.1", 2, nil, nil, []string{"armor-of-shadows", "devils-sight", "eldritch-mind", "fiendish-vigor"}, "4 eldritch invocations chosen, 3 allowed at warlock level 2 " + cite24, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "warlock", tt.level)
			spec.Options = tt.options
			spec.Spells = map[string][]string{"warlock": tt.cantrips}
			spec.Invocations = tt.invocations
			c, err := Build(spec, cat)
			if tt.want != "" {
				if err == nil || !strings.HasSuffix(err.Error(), tt.want) {
					t.Fatalf("got %v, want ...%s", err, tt.want)
				}
				if !errors.Is(err, ErrIllegal) && !errors.Is(err, ErrUnknown) {
					t.Errorf("got %v, want ErrIllegal or ErrUnknown", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, in := range c.Sheet.Invocations {
				got = append(got, strings.TrimPrefix(in.ID, invocationPrefix))
				if in.Source != tt.wantSource || !strings.HasPrefix(in.Rule, "SRD 5") {
					t.Errorf("invocation %+v, want source %q", in, tt.wantSource)
				}
			}
			if !slices.Equal(got, tt.invocations) {
				t.Errorf("got %v, want %v", got, tt.invocations)
			}
		})
	}
}

// TestPactOfTheTome24 checks the 2024 Pact of the Tome invocation: three
// cantrips of any class's list, always prepared (SRD 5.2.1, Classes,
// Warlock, Pact of the Tome).
func TestPactOfTheTome24(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 1)
	spec.Invocations = []string{"pact-of-the-tome"}
	spec.TomeCantrips = []string{"sacred-flame", "guidance", "fire-bolt"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range c.Sheet.BookSpells {
		got = append(got, b.Spell)
		if b.Rule != "SRD 5.2.1, Classes, Warlock, Pact of the Tome" {
			t.Errorf("book spell %+v", b)
		}
	}
	if want := spec.TomeCantrips; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	opts, n := c.InvocationOptions()
	if n != 1 || !slices.Contains(opts, "pact-of-the-blade") || slices.Contains(opts, "eldritch-smite") {
		t.Errorf("options %v (%d), want pact-of-the-blade and not eldritch-smite, 1", opts, n)
	}
	spec.Invocations = nil
	if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), "tome_cantrips chosen, and the character has no Pact of the Tome") {
		t.Errorf("got %v", err)
	}
}
