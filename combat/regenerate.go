package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Regeneration: a stat block's trait that gives hit points back at the
// start of each of the monster's turns. The catalog marks it prose (its
// numbers are not all right: SRD 5.2.1's Troll regains 15, its Troll Limb
// 5), so this table holds each one by its stat block's citation: the hit
// points, whether the monster needs at least 1 of them, and the damage
// types that keep it from working on its next turn.
//
// A troll (Lives0) does not die at 0 hit points: it falls unconscious,
// makes no death saves, and dies as its turn would start if its
// Regeneration can't work then; else it regains its hit points and wakes.
// Decision: damage while it is at 0 hit points counts as for any creature
// there (a failed death save each, a critical hit two, death from damage
// of its hit point maximum). A vampire's stops in sunlight and running
// water (sunlight.go).
type regen struct {
	HP      int
	Needs1  bool
	Stopped []string
	Lives0  bool
}

// RegenDied is the event of a creature that lives on at 0 hit points
// while it regenerates dying as its turn would start: Who, Reason why.
const RegenDied EventKind = "regeneration_death"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{RegenDied: applyRegenDied})
}

func applyRegenDied(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if c.HP != 0 || c.Dead {
		return fmt.Errorf("%w: %s dies of a failed regeneration at %d HP", ErrBadEvent, e.Who, c.HP)
	}
	c.Dead, c.Stable = true, false
	return nil
}

// cite is c's stat block citation, "" without one.
func cite(c *Combatant) string {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return ""
	}
	return c.Statblock.Block.Cite
}

// regenerating reports whether c lies at 0 hit points alive, to get up
// by its Regeneration: the fight is not over while it does.
func regenerating(c *Combatant) bool {
	if c.HP != 0 || c.Dead || c.Statblock == nil {
		return false
	}
	g, _ := regenFor(cite(c))
	return g.Lives0
}

// regenDeath kills c as its turn would start when it lives on at 0 hit
// points by its Regeneration and damage stopped that: it reports whether
// c died.
func (d *decider) regenDeath(c *Combatant) (bool, error) {
	g, ok := regenOf(c)
	if !ok || !g.Lives0 || c.HP > 0 || !c.Statblock.RegenStopped {
		return false, nil
	}
	why := "it starts its turn at 0 hit points and " + strings.Join(g.Stopped, " or ") + " damage stops its Regeneration"
	if err := d.emit(&Event{Kind: RegenDied, Who: c.ID, Reason: why}); err != nil {
		return true, err
	}
	return true, d.checkEnd()
}

var regens = map[string]regen{
	"SRD 5.2.1, Monsters, Troll":               {15, false, []string{"acid", "fire"}, true},
	"SRD 5.2.1, Monsters, Troll Limb":          {5, false, []string{"acid", "fire"}, true},
	"SRD 5.2.1, Monsters, Oni":                 {10, true, nil, false},
	"SRD 5.2.1, Monsters, Shield Guardian":     {10, true, nil, false},
	"SRD 5.1, Monsters, Troll":                 {10, false, []string{"acid", "fire"}, true},
	"SRD 5.1, Monsters, Oni":                   {10, true, nil, false},
	"SRD 5.1, Monsters, Shield Guardian":       {10, true, nil, false},
	"SRD 5.1, Monsters, Vampire Spawn":         {10, true, []string{"radiant"}, false},
	"SRD 5.1, Monsters, Vampire, Vampire Form": {20, true, []string{"radiant"}, false},
	"SRD 5.1, Monsters, Vampire, Bat Form":     {20, true, []string{"radiant"}, false},
	"SRD 5.1, Monsters, Vampire, Mist Form":    {20, true, []string{"radiant"}, false},
}

// regenOf is the regeneration of c's stat block, if it has one.
func regenOf(c *Combatant) (regen, bool) {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return regen{}, false
	}
	return regenFor(c.Statblock.Block.Cite)
}

// regenFor is regens[cite]. Every monster's turn asks, and few have
// one: a citation whose length no key has is answered without hashing
// it (regenLens).
func regenFor(cite string) (regen, bool) {
	if !regenLens.has(len(cite)) {
		return regen{}, false
	}
	g, ok := regens[cite]
	return g, ok
}

// regenLens is the lengths of regens' keys.
var regenLens = lengthsOf(regens)

// lengths is a set of string lengths: a bit each below 128, one bit for
// every longer one. A map keyed by long strings (citations) asks it
// first, so a look-up that cannot succeed hashes nothing.
type lengths [2]uint64

// lengthsOf is the lengths of m's keys.
func lengthsOf[V any](m map[string]V) lengths {
	var ls lengths
	for k := range m {
		n := min(len(k), 127)
		ls[n>>6] |= 1 << (n & 63)
	}
	return ls
}

// has reports whether n may be a key's length.
func (ls lengths) has(n int) bool {
	n = min(n, 127)
	return ls[n>>6]&(1<<(n&63)) != 0
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
	if d.s.weakWhere(c) { // sunlight.go: a vampire in sunlight or running water
		return nil
	}
	term := rules.Term{Value: g.HP, Source: fmt.Sprintf("regeneration: %d hit points", g.HP), Rule: c.Statblock.Block.Cite + " (Regeneration)"}
	return d.emit(&Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: "regeneration", Amount: g.HP, Explain: []rules.Term{term}})
}
