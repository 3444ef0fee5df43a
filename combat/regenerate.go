package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Regeneration: a stat block's trait that gives hit points back at the
// start of each of the monster's turns. The catalog marks it prose (its
// numbers are not all right: SRD 5.2.1's Troll regains 15, its Troll Limb
// 5), so this table holds each one by its stat block's citation: the hit
// points, whether the monster needs at least 1 of them, and the damage
// types that keep it from working on its next turn.
//
// Decision: a monster at 0 hit points is dead, as every monster is here,
// so a troll's "dies only if it starts its turn with 0 hit points" is not
// played; nor are sunlight and running water (the grid has neither).
type regen struct {
	HP      int
	Needs1  bool
	Stopped []string
}

var regens = map[string]regen{
	"SRD 5.2.1, Monsters, Troll":               {15, false, []string{"acid", "fire"}},
	"SRD 5.2.1, Monsters, Troll Limb":          {5, false, []string{"acid", "fire"}},
	"SRD 5.2.1, Monsters, Oni":                 {10, true, nil},
	"SRD 5.2.1, Monsters, Shield Guardian":     {10, true, nil},
	"SRD 5.1, Monsters, Troll":                 {10, false, []string{"acid", "fire"}},
	"SRD 5.1, Monsters, Oni":                   {10, true, nil},
	"SRD 5.1, Monsters, Shield Guardian":       {10, true, nil},
	"SRD 5.1, Monsters, Vampire Spawn":         {10, true, []string{"radiant"}},
	"SRD 5.1, Monsters, Vampire, Vampire Form": {20, true, []string{"radiant"}},
	"SRD 5.1, Monsters, Vampire, Bat Form":     {20, true, []string{"radiant"}},
	"SRD 5.1, Monsters, Vampire, Mist Form":    {20, true, []string{"radiant"}},
}

// regenOf is the regeneration of c's stat block, if it has one.
func regenOf(c *Combatant) (regen, bool) {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return regen{}, false
	}
	g, ok := regens[c.Statblock.Block.Cite]
	if !ok {
		if f, _ := c.Statblock.Feature("regeneration"); f == nil {
			return regen{}, false
		}
	}
	return g, ok
}

// regenHurt notes damage of a type that stops c's regeneration on its
// next turn (applied with the damage).
func regenHurt(c *Combatant, typ string, dealt int) {
	if dealt <= 0 || c.Statblock == nil {
		return
	}
	if g, ok := regenOf(c); ok && slices.Contains(g.Stopped, typ) {
		c.Statblock.RegenStopped = true
	}
}

// regenerate gives c its regeneration's hit points as its turn starts,
// unless damage stopped it or it needs 1 hit point and has none.
func (d *decider) regenerate(c *Combatant) error {
	g, ok := regenOf(c)
	if !ok || c.Dead || c.Statblock.RegenStopped || (g.Needs1 && c.HP < 1) || c.HP >= c.MaxHP {
		return nil
	}
	term := rules.Term{Value: g.HP, Source: fmt.Sprintf("regeneration: %d hit points", g.HP), Rule: c.Statblock.Block.Cite + " (Regeneration)"}
	return d.emit(Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: "regeneration", Amount: g.HP, Explain: []rules.Term{term}})
}
