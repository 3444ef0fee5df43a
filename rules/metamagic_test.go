package rules

import (
	"errors"
	"testing"
)

func TestMetamagicCost(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		options []string
		level   int
		want    int
		err     error
	}{
		{"srd-5.2.1", nil, 3, 0, nil},
		{"srd-5.2.1", []string{"quickened"}, 1, 2, nil},
		{"srd-5.2.1", []string{"heightened"}, 1, 2, nil},
		{"srd-5.2.1", []string{"twinned"}, 5, 1, nil},
		{"srd-5.2.1", []string{"quickened", "empowered"}, 1, 3, nil},
		{"srd-5.2.1", []string{"quickened", "distant"}, 1, 0, ErrMetamagic},
		{"srd-5.1", []string{"heightened"}, 1, 3, nil},
		{"srd-5.1", []string{"twinned"}, 5, 5, nil},
		{"srd-5.1", []string{"twinned"}, 0, 1, nil},
		{"srd-5.1", []string{"seeking"}, 1, 0, ErrMetamagic},
		{"srd-5.1", []string{"careful", "careful"}, 1, 0, ErrMetamagic},
	} {
		rs, err := Get(tc.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := rs.MetamagicCost(tc.options, tc.level)
		if got != tc.want || !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
			t.Errorf("%s %v level %d: got %d, %v; want %d, %v", tc.ruleset, tc.options, tc.level, got, err, tc.want, tc.err)
		}
	}
}
