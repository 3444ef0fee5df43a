package main

import (
	"fmt"
	"slices"

	"github.com/spf13/cobra"

	"github.com/arbiter-rpg/arbiter/content"
)

// newCharacterCast casts a spell outside a fight: it spends the slot (or
// a Pact Magic slot of that level) and saves the character; a cantrip is
// recorded as cast and spends nothing (SRD 5.2.1, Spells, Spell Slots;
// SRD 5.1, Spellcasting, Spell Slots). The spell's effects are the game
// master's, out of combat.
func newCharacterCast(e *env) *cobra.Command {
	var level int
	var out string
	cmd := &cobra.Command{
		Use:     "cast FILE SPELL",
		Short:   "Cast a spell outside a fight: spend its slot and save the character",
		Example: "  arbiter character cast mira.yaml magic-missile\n  arbiter character cast mira.yaml magic-missile --level 2",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadCharacter(args[0])
			if err != nil {
				return err
			}
			cat, err := content.Open(c.Ruleset.Name)
			if err != nil {
				return err
			}
			sp, ok := cat.Spell(args[1])
			if !ok {
				return &exitError{code: 1, err: fmt.Errorf("character cast: no spell %q in %s", args[1], c.Ruleset.Name)}
			}
			if ids, listed := c.Castable(); listed && !slices.Contains(ids, sp.ID) {
				return &exitError{code: 1, err: fmt.Errorf("character cast: %s does not prepare or know %s (%s)", c.Spec.Name, sp.ID, c.Ruleset.Spell.Cite)}
			}
			if level == 0 {
				level = sp.Level
			}
			switch {
			case sp.Level == 0 && level != 0:
				return &exitError{code: 1, err: fmt.Errorf("character cast: %s is a cantrip and takes no slot (%s)", sp.ID, c.Ruleset.Spell.SlotCite)}
			case level < sp.Level || level > 9:
				return &exitError{code: 1, err: fmt.Errorf("character cast: %s is level %d; a slot of level %d can't cast it (%s)", sp.ID, sp.Level, level, c.Ruleset.Spell.SlotCite)}
			}
			if sp.Level == 0 {
				fmt.Fprintf(e.stderr, "%s casts %s, a cantrip: no slot spent\n", c.Spec.Name, sp.ID)
				return nil
			}
			cr := c.Creature()
			pact, err := c.Ruleset.SpendSlot(cr, level)
			if err != nil {
				return &exitError{code: 1, err: fmt.Errorf("character cast: %w", err)}
			}
			if err := c.TakeState(cr); err != nil {
				return err
			}
			kind, left := "", cr.Slots.Left[level]
			if pact {
				kind, left = "Pact Magic ", cr.Slots.PactLeft
			}
			fmt.Fprintf(e.stderr, "%s casts %s with a level %d %sslot (%s): %d left\n", c.Spec.Name, sp.ID, level, kind, c.Ruleset.Spell.SlotCite, left)
			if out == "" {
				out = args[0]
			}
			return saveCharacter(e, c, out)
		},
	}
	cmd.Flags().IntVar(&level, "level", 0, "the slot level (default: the spell's level)")
	cmd.Flags().StringVar(&out, "out", "", "where to write the character (default: FILE; - for standard output)")
	return cmd
}
