package character

import "testing"

// TestChoicesHint: an unknown id is answered with the near ids, or the
// whole short list.
func TestChoicesHint(t *testing.T) {
	tests := []struct {
		id   string
		ids  []string
		want string
	}{
		{"studded-leather", []string{"leather-armor", "studded-leather-armor", "plate-armor"}, " (did you mean studded-leather-armor?)"},
		{"noble", []string{"sage", "acolyte", "soldier", "criminal"}, " (one of acolyte, criminal, sage, soldier)"},
		{"elf", []string{"elf", "half-elf", "dwarf"}, " (did you mean elf or half-elf?)"},
		{"x", make([]string, 30), ""},
	}
	for _, tt := range tests {
		if got := choicesHint(tt.id, tt.ids); got != tt.want {
			t.Errorf("choicesHint(%q) = %q, want %q", tt.id, got, tt.want)
		}
	}
}
