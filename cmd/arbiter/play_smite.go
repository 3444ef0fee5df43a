package main

import (
	"fmt"
	"strconv"

	"github.com/arbiter-rpg/arbiter/combat"
)

// attackRiders reads what an attack command adds to its hit, after its
// target and weapon: smite N (the slot level spent on Divine Smite or
// Eldritch Smite) and drink TYPE [heal] (2024 Lifedrinker's die, and a
// Hit Point Die spent to heal): attack gob with longsword smite 2.
func attackRiders(f []string, cmd *combat.Command) error {
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "smite":
			if i+1 >= len(f) {
				return fmt.Errorf("smite N: the slot level")
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < 1 || n > 9 {
				return fmt.Errorf("smite N: the slot level, 1 to 9, not %q", f[i+1])
			}
			cmd.Smite, i = n, i+1
		case "drink":
			if i+1 >= len(f) {
				return fmt.Errorf("drink TYPE [heal]: necrotic, psychic or radiant")
			}
			cmd.Drink, i = f[i+1], i+1
			if i+1 < len(f) && f[i+1] == "heal" {
				cmd.Drink, i = cmd.Drink+"+heal", i+1
			}
		}
	}
	return nil
}
