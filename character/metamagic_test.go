package character

import (
	"slices"
	"strings"
	"testing"
)

// TestMetamagic checks the Metamagic options a sorcerer knows, worked out
// by hand: 2014 (SRD 5.1, Classes, Sorcerer, Metamagic; the table's
// Metamagic Known) none before level 3, 2 at 3, 3 at 10, 4 at 17; 2024
// (SRD 5.2.1, Classes, Sorcerer, Metamagic) 2 at level 2, 4 at 10, 6 at 17.
func TestMetamagic(t *testing.T) {
	tests := []struct {
		name, rs, class string
		level           int
		chosen          []string
		options, sheet  []string // 2014: the metamagic-1 options and the sheet's ids
		want            int      // options known
		pending         string   // prefix, "" none
		err             string
	}{
		{name: "2014 level 2", rs: "srd-5.1", class: "sorcerer", level: 2, want: 0},
		{name: "2014 level 3, as feature options", rs: "srd-5.1", class: "sorcerer", level: 3,
			options: []string{"metamagic-quickened-spell", "metamagic-twinned-spell"}, sheet: []string{"quickened", "twinned"}, want: 2},
		{name: "2014 level 10 pending", rs: "srd-5.1", class: "sorcerer", level: 10, want: 3, pending: "metamagic-1: choose 2 of metamagic-careful-spell"},
		{name: "2014 level 17", rs: "srd-5.1", class: "sorcerer", level: 17, want: 4},
		{name: "2024 level 2", rs: "srd-5.2.1", class: "sorcerer", level: 2, chosen: []string{"quickened", "seeking"}, want: 2},
		{name: "2024 level 10", rs: "srd-5.2.1", class: "sorcerer", level: 10, want: 4, pending: "metamagic: choose 4 more"},
		{name: "2024 level 17", rs: "srd-5.2.1", class: "sorcerer", level: 17, want: 6, pending: "metamagic: choose 6 more"},
		{name: "2014 metamagic field", rs: "srd-5.1", class: "sorcerer", level: 3, chosen: []string{"quickened"},
			err: "metamagic: in srd-5.1 the options are chosen as the Metamagic features' options"},
		{name: "2024 not an option", rs: "srd-5.2.1", class: "sorcerer", level: 3, chosen: []string{"wide"},
			err: `metamagic "wide" is not an option (choose from careful, distant, empowered, extended, heightened, quickened, seeking, subtle, transmuted, twinned) (SRD 5.2.1, Classes, Sorcerer, Metamagic)`},
		{name: "2024 three at level 2", rs: "srd-5.2.1", class: "sorcerer", level: 2, chosen: []string{"quickened", "seeking", "subtle"},
			err: "3 metamagic options chosen, 2 known at sorcerer level 2 (SRD 5.2.1, Classes, Sorcerer, Metamagic)"},
		{name: "2024 twice", rs: "srd-5.2.1", class: "sorcerer", level: 2, chosen: []string{"quickened", "quickened"}, err: "metamagic quickened is chosen twice"},
		{name: "2024 too early", rs: "srd-5.2.1", class: "sorcerer", level: 1, chosen: []string{"quickened"}, err: "metamagic chosen, and the character has no Metamagic feature (a sorcerer's, level 2 on)"},
		{name: "a wizard", rs: "srd-5.2.1", class: "wizard", level: 5, chosen: []string{"quickened"}, err: "metamagic chosen, and the character has no Metamagic feature"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, tt.class, tt.level)
			spec.Metamagic = tt.chosen
			if tt.options != nil {
				spec.Options = map[string][]string{"metamagic-1": tt.options}
			}
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
			if n, _ := c.metamagicCount(); n != tt.want {
				t.Errorf("known %d, want %d", n, tt.want)
			}
			want := tt.chosen
			if tt.rs == "srd-5.1" {
				want = tt.sheet
			}
			if !slices.Equal(c.Sheet.Metamagic, want) {
				t.Errorf("sheet %v, want %v", c.Sheet.Metamagic, want)
			}
			has := slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, "metamagic") })
			if tt.pending == "" && has && tt.rs == "srd-5.2.1" {
				t.Errorf("pending %q, want no metamagic", c.Sheet.Pending)
			}
			if tt.pending != "" && !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.HasPrefix(p, tt.pending) }) {
				t.Errorf("pending %q, want %q", c.Sheet.Pending, tt.pending)
			}
		})
	}
}
