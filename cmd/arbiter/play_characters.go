package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/scenario"
)

// saveCharacters writes the state each character loaded from a spec file
// ended the fight with (hit points, slots, resources, conditions) back
// into its spec file's state section (docs/encounters.md), which
// `arbiter character show` reads. Inline specs have no file and are
// named as skipped.
func (t *table) saveCharacters() error {
	if len(t.chars) == 0 {
		fmt.Fprintln(t.out, "  no characters in this encounter")
		return nil
	}
	for _, ec := range t.chars {
		c := t.s.Get(ec.ID)
		if c == nil {
			continue
		}
		if ec.Path == "" {
			fmt.Fprintf(t.out, "  %s: an inline spec, not saved\n", ec.ID)
			continue
		}
		if err := ec.Character.TakeState(c.Creature); err != nil {
			return fmt.Errorf("%s: %w", ec.ID, err)
		}
		if err := saveCharacter(t.env, ec.Character, ec.Path); err != nil {
			return fmt.Errorf("%s: %w", ec.ID, err)
		}
		fmt.Fprintf(t.out, "  saved %s's state to %s: %s\n", ec.ID, ec.Path, stateLine(ec))
	}
	return nil
}

// stateLine sums a character's state up: HP, slots left, conditions.
func stateLine(ec scenario.EncounterCharacter) string {
	st, sh := ec.Character.State, ec.Character.Sheet
	out := fmt.Sprintf("HP %d", st.HP)
	if sh.HP != nil {
		out += fmt.Sprintf("/%d", sh.HP.Value)
	}
	if len(st.Slots) > 0 {
		out += fmt.Sprintf(", slots %v", st.Slots)
	}
	if len(st.Conditions) > 0 {
		out += fmt.Sprintf(", %v", st.Conditions)
	}
	return out
}
