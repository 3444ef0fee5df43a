package combat

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestAfterDamageQuiet checks afterDamage's shortcut for a creature with
// nothing to set off: fights played with it and with every step taken
// (afterDamageSteps) make the same events, commands and end. The
// repository's scenarios of concentration and grants check the cases
// these fights do not reach.
func TestAfterDamageQuiet(t *testing.T) {
	if testing.Short() {
		t.Skip("plays many fights")
	}
	play := func(s *State, seed uint64) []byte {
		r := dice.NewSeeded(seed)
		var out []byte
		es, err := Do(s, Command{Kind: Start}, r)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(es)
		out = append(out, b...)
		for n := 0; n < 5000 && !s.Over; n++ {
			cmd, es, err := Auto(s, r, nil)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(cmd)
			out = append(out, b...)
			b, _ = json.Marshal(es)
			out = append(out, b...)
		}
		return out
	}
	defer func() { afterDamageSteps = false }()
	for seed := range uint64(8) {
		for name, setup := range map[string]func() *State{
			"fight5":     func() *State { return fight5(t) },
			"lair":       func() *State { return lair(t, "srd-5.2.1") },
			"characters": func() *State { return fightCharacters(t) },
			"srd-5.1":    func() *State { return skirmish(t, "srd-5.1", seed) },
			"next-2013":  func() *State { return skirmish(t, "next-2013", seed) },
		} {
			afterDamageSteps = false
			got := play(setup(), seed)
			afterDamageSteps = true
			want := play(setup(), seed)
			if string(got) != string(want) {
				t.Errorf("%s seed %d: the shortcut's fight differs from the one by every step", name, seed)
			}
		}
	}
}
