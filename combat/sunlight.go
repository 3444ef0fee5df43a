package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Sunlight, running water and residences on the grid, and the stat-block
// traits they touch (SRD 5.1 and SRD 5.2.1, Monsters: Sunlight
// Sensitivity, Sunlight Weakness, Vampire Weaknesses / Vampire Weakness).
//
// The grid declares them in Grid.Elements. A creature stands where its
// square is; height does not take it out of the sun or the stream
// (decision).
//
// The traits are not structured in the catalog (prose), so this table
// holds each stat block's by its citation, as regenerate.go does:
//
//   - disadvantage on attack rolls (every trait), ability checks (2024
//     Sunlight Sensitivity, both Sunlight Weaknesses, both vampires'
//     Sunlight) and saving throws (Sunlight Weakness) while in sunlight;
//     2014 Sunlight Sensitivity's Perception checks that rely on sight are
//     not played (a fight rolls no such check but Search, decision);
//   - the vampires': damage as the turn starts in sunlight (20 radiant),
//     damage as the turn ends in running water (20 acid), no Regeneration
//     in either (2014, whose vampires regenerate), and Forbiddance: no
//     entering a residence square uninvited.
type lightTrait struct {
	Name                   string
	Attacks, Checks, Saves bool
	Sun, Water             int // radiant damage at the turn's start in sunlight; acid at its end in running water
	Vampire                bool
}

var (
	sensitivity2014 = lightTrait{Name: "Sunlight Sensitivity", Attacks: true}
	sensitivity2024 = lightTrait{Name: "Sunlight Sensitivity", Attacks: true, Checks: true}
	weakness        = lightTrait{Name: "Sunlight Weakness", Attacks: true, Checks: true, Saves: true}
	vampire2014     = lightTrait{Name: "Vampire Weaknesses", Attacks: true, Checks: true, Sun: 20, Water: 20, Vampire: true}
	vampire2024     = lightTrait{Name: "Vampire Weakness", Attacks: true, Checks: true, Sun: 20, Water: 20, Vampire: true}
)

var lightTraits = map[string]lightTrait{
	"SRD 5.1, Monsters, Drider":                sensitivity2014,
	"SRD 5.1, Monsters, Drow":                  sensitivity2014,
	"SRD 5.1, Monsters, Duergar":               sensitivity2014,
	"SRD 5.1, Monsters, Kobold":                sensitivity2014,
	"SRD 5.1, Monsters, Specter":               sensitivity2014,
	"SRD 5.1, Monsters, Wight":                 sensitivity2014,
	"SRD 5.1, Monsters, Wraith":                sensitivity2014,
	"SRD 5.1, Monsters, Shadow":                weakness,
	"SRD 5.1, Monsters, Vampire Spawn":         vampire2014,
	"SRD 5.1, Monsters, Vampire, Vampire Form": vampire2014,
	"SRD 5.1, Monsters, Vampire, Bat Form":     vampire2014,
	"SRD 5.1, Monsters, Vampire, Mist Form":    vampire2014,
	"SRD 5.2.1, Monsters, Drider":              sensitivity2024,
	"SRD 5.2.1, Monsters, Kobold Warrior":      sensitivity2024,
	"SRD 5.2.1, Monsters, Specter":             sensitivity2024,
	"SRD 5.2.1, Monsters, Wight":               sensitivity2024,
	"SRD 5.2.1, Monsters, Wraith":              sensitivity2024,
	"SRD 5.2.1, Monsters, Shadow":              weakness,
	"SRD 5.2.1, Monsters, Vampire":             vampire2024,
	"SRD 5.2.1, Monsters, Vampire Spawn":       vampire2024,
}

// Elements are a grid's sunlight, running water and residences: Sunlit
// squares, or Daylight on every square but the grid's Dim and Dark ones;
// Running water; Residence squares a vampire enters only if Invited
// (creature ids). Shared by a state and its forks, never changed.
type Elements struct {
	Sunlit    []Point  `json:"sunlit,omitempty"`
	Daylight  bool     `json:"daylight,omitempty"`
	Running   []Point  `json:"running,omitempty"`
	Residence []Point  `json:"residence,omitempty"`
	Invited   []string `json:"invited,omitempty"`
}

// elements is the grid's Elements, empty when it has none.
func (g *Grid) elements() *Elements {
	if g.Elements == nil {
		return &noElements
	}
	return g.Elements
}

var noElements Elements

// Running reports whether p holds running water.
func (g *Grid) Running(p Point) bool {
	return g.Elements != nil && slices.Contains(g.Elements.Running, p)
}

// Residence reports whether p is inside a residence.
func (g *Grid) Residence(p Point) bool {
	return g.Elements != nil && slices.Contains(g.Elements.Residence, p)
}

// Sunlit reports whether p is in sunlight.
func (g *Grid) Sunlit(p Point) bool { return g.hasSun() && g.sunlit(p) }

// traitOf is c's sunlight or running-water trait and its citation.
func traitOf(c *Combatant) (lightTrait, string, bool) {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return lightTrait{}, "", false
	}
	cite := c.Statblock.Block.Cite
	t, ok := lightTraits[cite]
	return t, cite, ok
}

// sunlit reports whether p is in sunlight.
func (g *Grid) sunlit(p Point) bool {
	e := g.elements()
	if slices.Contains(e.Sunlit, p) {
		return true
	}
	return e.Daylight && !slices.Contains(g.Dim, p) && !slices.Contains(g.Dark, p)
}

// hasSun reports whether the grid has any sunlight.
func (g *Grid) hasSun() bool {
	return g.Elements != nil && (g.Elements.Daylight || len(g.Elements.Sunlit) > 0)
}

// inSun is c's trait when c stands in sunlight.
func (s *State) inSun(c *Combatant) (lightTrait, string, bool) {
	if !s.Grid.hasSun() {
		return lightTrait{}, "", false
	}
	t, cite, ok := traitOf(c)
	if !ok || !s.Grid.sunlit(Point(c.Position)) {
		return lightTrait{}, "", false
	}
	return t, cite, true
}

// sunSource names a trait's disadvantage: "sunlight (Sunlight Sensitivity)".
func sunSource(t lightTrait) string { return "sunlight (" + t.Name + ")" }

// sunlightAttack gives c's attack roll its trait's disadvantage in
// sunlight.
func (s *State) sunlightAttack(c *Combatant, test *rules.Test) {
	if s.Grid.hasSun() { // small enough to inline: most grids have no sun
		s.sunlitAttack(c, test)
	}
}

// sunlitAttack is sunlightAttack on a grid with sunlight.
func (s *State) sunlitAttack(c *Combatant, test *rules.Test) {
	if t, _, ok := s.inSun(c); ok && t.Attacks {
		test.Dis = append(test.Dis, sunSource(t))
	}
}

// sunlightTest gives c's ability check or save its trait's disadvantage
// in sunlight.
func (s *State) sunlightTest(c *Combatant, test rules.Test) rules.Test {
	t, _, ok := s.inSun(c)
	if ok && (test.Kind == rules.Check && t.Checks || test.Kind == rules.Save && t.Saves) {
		test.Dis = append(slices.Clip(test.Dis), sunSource(t))
	}
	return test
}

// sunlightSave is sunlightTest for a save's list of disadvantages.
func (s *State) sunlightSave(c *Combatant, dis []string) []string {
	if t, _, ok := s.inSun(c); ok && t.Saves {
		return append(dis, sunSource(t))
	}
	return dis
}

// sunlightTurn hurts a vampire starting its turn in sunlight.
func (d *decider) sunlightTurn(c *Combatant) error {
	t, cite, ok := d.s.inSun(c)
	if !ok || t.Sun == 0 || c.Dead || c.HP == 0 {
		return nil
	}
	return d.weaknessDamage(c, t.Sun, "radiant", "starts its turn in sunlight", t.Name, cite)
}

// runningWaterTurn hurts a vampire ending its turn in running water.
func (d *decider) runningWaterTurn(c *Combatant) error {
	if d.s.Grid.Elements == nil || c.Dead {
		return nil
	}
	t, cite, ok := traitOf(c)
	if !ok || t.Water == 0 || !d.s.Grid.Running(Point(c.Position)) {
		return nil
	}
	return d.weaknessDamage(c, t.Water, "acid", "ends its turn in running water", t.Name, cite)
}

func (d *decider) weaknessDamage(c *Combatant, n int, typ, why, name, cite string) error {
	s := d.s
	if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: c.ID, Attack: name, Amount: n, Type: typ, Reason: why,
		Explain: []rules.Term{{Value: n, Source: name + ": " + why, Rule: cite}}}); err != nil {
		return err
	}
	d.events[len(d.events)-1].Dealt = s.last.Dealt
	if err := d.afterDamage(s.Get(c.ID), s.last.Dealt); err != nil {
		return err
	}
	return d.checkEnd()
}

// weakWhere reports whether a vampire's Regeneration fails where c
// stands: in sunlight or running water (SRD 5.1, Vampire; Vampire Spawn).
func (s *State) weakWhere(c *Combatant) bool {
	t, _, ok := traitOf(c)
	if !ok || !t.Vampire {
		return false
	}
	p := Point(c.Position)
	return s.Grid.Sunlit(p) || s.Grid.Running(p)
}

// forbidden refuses c's step into a residence square it was not invited
// into, when c has a vampire's Forbiddance.
func (s *State) forbidden(c *Combatant, p Point, why bool) error {
	if !s.Grid.Residence(p) || slices.Contains(s.Grid.Elements.Invited, c.ID) {
		return nil
	}
	t, cite, ok := traitOf(c)
	if !ok || !t.Vampire {
		return nil
	}
	if !why {
		return ErrBlocked
	}
	return fmt.Errorf("%w (%s, %s: Forbiddance): %v is in a residence and no occupant invited %s", ErrBlocked, cite, t.Name, p, c.ID)
}
