package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestDamageType checks damage's switch of damage types against
// DamageTypes: every type in the list, and none outside it.
func TestDamageType(t *testing.T) {
	for _, typ := range DamageTypes {
		if !damageType(typ) {
			t.Errorf("damageType(%q) = false, want true", typ)
		}
	}
	for _, typ := range []string{"Fire", "fire ", "poisoned", "all", "holy", "bludgeon"} {
		if got, want := damageType(typ), slices.Contains(DamageTypes, typ); got != want {
			t.Errorf("damageType(%q) = %v, want %v", typ, got, want)
		}
	}
	if len(DamageTypes) != 13 {
		t.Errorf("%d damage types, want the thirteen damageType's switch knows", len(DamageTypes))
	}
}

// TestLowerType checks that lowerType holds only texts strings.ToLower
// leaves as they are, and every damage type.
func TestLowerType(t *testing.T) {
	for _, typ := range append([]string{"", "Fire", "FIRE", "fire ", "all", "ACID"}, DamageTypes...) {
		if lowerType(typ) && strings.ToLower(typ) != typ {
			t.Errorf("lowerType(%q) = true, but ToLower gives %q", typ, strings.ToLower(typ))
		}
	}
	for _, typ := range DamageTypes {
		if !lowerType(typ) {
			t.Errorf("lowerType(%q) = false, want true", typ)
		}
	}
}
