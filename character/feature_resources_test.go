package character

import (
	"slices"
	"testing"
)

// TestFeatureResources checks the features used a number of times a rest
// that become resources, by hand from the SRDs: 2024 (SRD 5.2.1, Classes)
// monk 2 Uncanny Metabolism 1 a long rest, sorcerer 5 Sorcerous
// Restoration 1 a long rest, warlock 9 Magical Cunning and Contact Patron
// 1 a long rest each, rogue 20 Stroke of Luck 1 a short rest, cleric 10
// Divine Intervention 1 a long rest; 2014 (SRD 5.1, Classes) cleric 10
// Divine Intervention 1 (decision: a long rest), rogue 20 Stroke of Luck 1
// a short rest. A state saved without them has them unspent.
func TestFeatureResources(t *testing.T) {
	tests := []struct {
		rs, class string
		level     int
		want      map[string]string // id: recovery
		not       []string
	}{
		{"srd-5.2.1", "monk", 2, map[string]string{"monk-uncanny-metabolism": "Long Rest"}, nil},
		{"srd-5.2.1", "sorcerer", 5, map[string]string{"sorcerer-sorcerous-restoration": "Long Rest"}, nil},
		{"srd-5.2.1", "warlock", 11, map[string]string{"warlock-magical-cunning": "Long Rest", "warlock-contact-patron": "Long Rest"}, []string{"warlock-mystic-arcanum"}},
		{"srd-5.2.1", "rogue", 20, map[string]string{"rogue-stroke-of-luck": "Short Rest"}, nil},
		{"srd-5.2.1", "cleric", 10, map[string]string{"cleric-divine-intervention": "Long Rest"}, nil},
		{"srd-5.2.1", "wizard", 20, nil, []string{"wizard-signature-spells"}},
		{"srd-5.1", "cleric", 10, map[string]string{"divine-intervention": "Long Rest"}, nil},
		{"srd-5.1", "rogue", 20, map[string]string{"stroke-of-luck": "Short Rest"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.rs+" "+tt.class, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, tt.class, tt.level)
			c, err := Build(spec, cat)
			if err != nil {
				t.Fatal(err)
			}
			for id, rec := range tt.want {
				i := slices.IndexFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == id })
				if i < 0 || c.Sheet.Resources[i].Max != 1 || c.Sheet.Resources[i].Recovery != rec {
					t.Errorf("%s: got %+v, want 1 a %s", id, c.Sheet.Resources, rec)
					continue
				}
				if v, err := c.Explain("resources." + id); err != nil || v.Value != 1 {
					t.Errorf("explain %s: %+v, %v", id, v, err)
				}
				// A state saved before the resource was counted: unspent.
				st := c.State
				st.Resources = map[string]int{}
				spec.State = &st
				d, err := Build(spec, cat)
				if err != nil {
					t.Fatal(err)
				}
				if d.State.Resources[id] != 1 || len(st.Resources) != 0 {
					t.Errorf("%s from a state without it: %d (spec's map %v)", id, d.State.Resources[id], st.Resources)
				}
				spec.State = nil
			}
			for _, id := range tt.not {
				if slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == id }) {
					t.Errorf("%s is counted elsewhere: %+v", id, c.Sheet.Resources)
				}
			}
		})
	}
}
