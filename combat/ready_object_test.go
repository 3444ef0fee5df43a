package combat

import (
	"errors"
	"strings"
	"testing"
)

func TestReadyObject(t *testing.T) {
	tests := []struct {
		ruleset, holds, object string
		want                   error
		text                   string // part of the error
		kept                   string // the hold kept, as the ruleset names it
	}{
		{"srd-5.2.1", "utilize", "lever", nil, "", "utilize"},
		{"srd-5.2.1", "use_object", "lever", nil, "", "utilize"},
		{"srd-5.1", "utilize", "potion-of-healing-common", nil, "", "use_object"},
		{"srd-5.1", "object", "rope", nil, "", "use_object"},
		{"next-2013", "object", "rope", nil, "", "use_object"},
		{"srd-5.2.1", "utilize", "", ErrBadReady, "needs the object", ""},
		{"srd-5.2.1", "utilize", "potions-of-healing", ErrBadCommand, "bonus action", ""},
	}
	for _, tt := range tests {
		t.Run(tt.ruleset+"/"+tt.holds+"/"+tt.object, func(t *testing.T) {
			s := duel(t, tt.ruleset)
			do(t, s, Command{Kind: Start}, 15, 5) // ana first
			_, err := Do(s, Command{Kind: Ready, By: "ana", Option: "attack", Holds: tt.holds, Object: tt.object}, nil)
			if tt.want != nil {
				if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.text) {
					t.Fatalf("got %v, want %v containing %q", err, tt.want, tt.text)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			ana := s.Get("ana")
			if got := ana.Readied; got == nil || got.Holds != tt.kept || got.Object != tt.object {
				t.Fatalf("got %+v, want holds %q of %q", got, tt.kept, tt.object)
			}
		})
	}
}
