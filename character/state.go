package character

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// State is what changes in play. HP and hit dice are absent (zero) where
// the ruleset counts wounds; slots where the character has none.
type State struct {
	HP     int `json:"hp"`
	TempHP int `json:"temp_hp,omitempty"`
	// HitDice are the hit dice left, by die (d10: 3).
	HitDice map[string]int `json:"hit_dice,omitempty"`
	// Slots are the spell slots left, by level (index 0 is level 1).
	Slots []int `json:"slots,omitempty"`
	// Resources are the uses left of each limited-use feature, by id
	// (pact-slots too).
	Resources   map[string]int   `json:"resources,omitempty"`
	Conditions  []string         `json:"conditions,omitempty"`
	Exhaustion  int              `json:"exhaustion,omitempty"`
	Inspiration bool             `json:"inspiration,omitempty"`
	DeathSaves  rules.DeathSaves `json:"death_saves,omitzero"`
	Dead        bool             `json:"dead,omitempty"`
}

// freshState is the character rested: everything at its maximum.
func (c *Character) freshState() State {
	st := State{HitDice: maps.Clone(c.Sheet.HitDice), Slots: slices.Clone(c.Sheet.Slots), Resources: map[string]int{}}
	if c.Sheet.HP != nil {
		st.HP = c.Sheet.HP.Value
	}
	for _, r := range c.Sheet.Resources {
		if r.Max > 0 {
			st.Resources[r.ID] = r.Max
		}
	}
	return st
}

// fillResources gives a resource the state does not name (one gained
// since the state was saved: a level, a feature the sheet now counts) its
// maximum, as a rested character has it. The spec's map is not changed.
func (c *Character) fillResources() {
	st := &c.State
	st.Resources = maps.Clone(st.Resources)
	for _, r := range c.Sheet.Resources {
		if _, ok := st.Resources[r.ID]; !ok && r.Max > 0 {
			if st.Resources == nil {
				st.Resources = map[string]int{}
			}
			st.Resources[r.ID] = r.Max
		}
	}
}

// checkState refuses a state the sheet cannot hold.
func (c *Character) checkState() error {
	st := &c.State
	if c.Sheet.HP != nil && (st.HP < 0 || st.HP > c.Sheet.HP.Value) {
		return fmt.Errorf("%w: hp %d is outside 0 to %d", ErrState, st.HP, c.Sheet.HP.Value)
	}
	if st.TempHP < 0 || st.Exhaustion < 0 || st.Exhaustion > c.Ruleset.Exhaustion.DeathAt {
		return fmt.Errorf("%w: temp hp %d, exhaustion %d", ErrState, st.TempHP, st.Exhaustion)
	}
	for d, n := range st.HitDice {
		if n < 0 || n > c.Sheet.HitDice[d] {
			return fmt.Errorf("%w: %d hit dice %s left of %d", ErrState, n, d, c.Sheet.HitDice[d])
		}
	}
	if len(st.Slots) > len(c.Sheet.Slots) {
		return fmt.Errorf("%w: slots of %d levels, the character has %d", ErrState, len(st.Slots), len(c.Sheet.Slots))
	}
	for i, n := range st.Slots {
		if n < 0 || n > c.Sheet.Slots[i] {
			return fmt.Errorf("%w: %d level %d slots left of %d", ErrState, n, i+1, c.Sheet.Slots[i])
		}
	}
	for id, n := range st.Resources {
		i := slices.IndexFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == id })
		if i < 0 {
			return fmt.Errorf("%w: no resource %q", ErrState, id)
		}
		if m := c.Sheet.Resources[i].Max; n < 0 || m >= 0 && n > m {
			return fmt.Errorf("%w: %d uses of %s left of %d", ErrState, n, id, m)
		}
	}
	for _, name := range st.Conditions {
		if _, ok := c.Ruleset.Conditions[name]; !ok {
			return fmt.Errorf("%w: unknown condition %q", ErrState, name)
		}
	}
	return nil
}

// slotName is how a rest's result names spell slots of a level.
func slotName(level int) string { return "slot_" + strconv.Itoa(level) }

// pactResource is the resource that keeps a warlock's Pact Magic slots
// left in State; on the rules creature they are Slots.PactLeft.
const pactResource = "pact-slots"

// Creature is the character as the rules engine sees it: scores, level,
// proficiencies, AC, hit points, hit dice, resources, spell slots and Pact
// Magic slots (rules.Creature.Slots, which the rules' rests restore),
// conditions and exhaustion. A character of several hit die sizes shows
// its largest; rests here handle each size.
func (c *Character) Creature() *rules.Creature {
	cr := c.base()
	st := &c.State
	cr.AC = c.Sheet.AC.Value
	cr.BaseSpeed = c.Sheet.Speed.Value
	if l := c.Sheet.Load; l != nil {
		// The rules take the encumbrance off the speed from the load.
		cr.Load, cr.VariantEncumbered = l.Exact, l.Variant
		if t, ok := c.encumbranceTerm(); ok {
			cr.BaseSpeed -= t.Value
		}
	}
	if c.Sheet.HP != nil {
		cr.MaxHP, cr.HP, cr.TempHP = c.Sheet.HP.Value, st.HP, st.TempHP
		cr.HitDice, cr.MaxHitDice, cr.HitDie = 0, 0, 0
		for d, n := range c.Sheet.HitDice {
			size, _ := strconv.Atoi(d[1:])
			cr.MaxHitDice += n
			cr.HitDice += st.HitDice[d]
			cr.HitDie = max(cr.HitDie, size)
		}
	}
	for _, r := range c.Sheet.Resources {
		k, _, err := rules.ParseRecovery(r.Recovery)
		if err != nil || r.Max < 0 || (r.ID == pactResource && c.Sheet.Pact != nil) {
			continue
		}
		_ = cr.AddResource(rules.Resource{Name: r.ID, Uses: st.Resources[r.ID], Max: r.Max, Recovery: k})
	}
	c.fillSlots(cr)
	for _, name := range st.Conditions {
		_ = c.Ruleset.AddCondition(cr, name, 0)
	}
	cr.Exhaustion = st.Exhaustion
	cr.Inspiration = st.Inspiration
	cr.Saves = st.DeathSaves
	cr.Dead = st.Dead
	for _, d := range c.Sheet.Resist {
		cr.Resist[d] = true
	}
	cr.Bonuses = c.saveBonuses()                          // magic.go: Cloak of Protection
	cr.Gear, cr.SpellClasses = c.gear(), c.spellClasses() // components.go
	c.combatFeatures(cr)                                  // features.go
	c.invocationSenses(cr)                                // invocation_effects.go
	return cr
}

// takeBack copies the rules creature's state into the character's.
func (c *Character) takeBack(cr *rules.Creature) {
	st := &c.State
	st.HP, st.TempHP, st.Exhaustion, st.Inspiration, st.DeathSaves, st.Dead = cr.HP, cr.TempHP, cr.Exhaustion, cr.Inspiration, cr.Saves, cr.Dead
	if st.Resources == nil {
		st.Resources = map[string]int{}
	}
	for _, r := range c.Sheet.Resources {
		if got, ok := cr.Resource(r.ID); ok {
			st.Resources[r.ID] = got.Uses
		}
	}
	for i := range c.Sheet.Slots {
		if i+1 >= len(cr.Slots.Left) {
			break
		}
		for len(st.Slots) <= i {
			st.Slots = append(st.Slots, 0)
		}
		st.Slots[i] = cr.Slots.Left[i+1]
	}
	if c.Sheet.Pact != nil && c.hasResource(pactResource) {
		st.Resources[pactResource] = cr.Slots.PactLeft
	}
	c.Sheet.State = *st
}

// fillSlots gives the rules creature the character's spell slots and Pact
// Magic slots, the most from the sheet and those left from the state (pact
// slots left from the pact-slots resource, all of them when the sheet has
// no such resource).
func (c *Character) fillSlots(cr *rules.Creature) {
	most := map[int]int{}
	for i, n := range c.Sheet.Slots {
		most[i+1] = n
	}
	var pl, pn int
	if p := c.Sheet.Pact; p != nil {
		pl, pn = p.Level, p.Slots
	}
	if cr.SetSlots(most, pl, pn) != nil {
		return
	}
	st := &c.State
	for i := range c.Sheet.Slots {
		cr.Slots.Left[i+1] = 0
		if i < len(st.Slots) {
			cr.Slots.Left[i+1] = st.Slots[i]
		}
	}
	if n, ok := st.Resources[pactResource]; ok && c.Sheet.Pact != nil {
		cr.Slots.PactLeft = n
	}
}

// hasResource reports whether the sheet lists a resource of that id.
func (c *Character) hasResource(id string) bool {
	return slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == id })
}

// dieSizes lists the character's hit die sizes, largest first.
func (c *Character) dieSizes() []string {
	ds := slices.Collect(maps.Keys(c.Sheet.HitDice))
	slices.SortFunc(ds, func(a, b string) int {
		x, _ := strconv.Atoi(a[1:])
		y, _ := strconv.Atoi(b[1:])
		return y - x
	})
	return ds
}

// RestResult is what a rest gave back.
type RestResult struct {
	HP        int            `json:"hp"`
	HitDice   map[string]int `json:"hit_dice_spent,omitempty"`
	Recovered []string       `json:"recovered,omitempty"`
}

// ShortRest ends a short rest in which the character spends n hit dice,
// largest first; each heals its roll plus CON. Resources tagged Short Rest
// come back, a resource with a partial Short Rest recovery gets one use
// back, and one recovered on short rests from a level (Font of
// Inspiration) all of its uses.
func (c *Character) ShortRest(n int, r dice.Roller) (RestResult, error) {
	var out RestResult
	if c.Sheet.HP == nil {
		return out, fmt.Errorf("%w: %s has no short rest with hit dice (it counts wounds)", ErrState, c.Ruleset.Name)
	}
	before := c.resourceUses()
	left := n
	out.HitDice = map[string]int{}
	cr := c.Creature()
	for _, d := range c.dieSizes() {
		k := min(left, c.State.HitDice[d])
		if k == 0 {
			continue
		}
		size, _ := strconv.Atoi(d[1:])
		cr.HitDie, cr.HitDice = size, k
		got, err := c.Ruleset.ShortRest(cr, k, r)
		if err != nil {
			return out, fmt.Errorf("%w: %v", ErrState, err)
		}
		out.HP += got
		c.State.HitDice[d] -= k
		out.HitDice[d] = k
		left -= k
	}
	if left > 0 {
		return out, fmt.Errorf("%w: short rest: %d hit dice to spend, %d asked", ErrState, n-left, n)
	}
	if n == 0 {
		cr.HitDice = 0
		if _, err := c.Ruleset.ShortRest(cr, 0, r); err != nil {
			return out, fmt.Errorf("%w: %v", ErrState, err)
		}
	}
	c.takeBack(cr)
	for _, ri := range c.Sheet.Resources {
		if ri.ShortRest || ri.Partial != "" {
			k, _, err := rules.ParseRecovery(ri.Partial)
			switch {
			case ri.ShortRest:
				c.State.Resources[ri.ID] = ri.Max
			case err == nil && k == rules.PerShortRest:
				c.State.Resources[ri.ID] = min(ri.Max, c.State.Resources[ri.ID]+1)
			}
		}
	}
	restored := c.restoration() // restoration.go: Sorcerous Restoration
	out.Recovered = c.recovered(before)
	if restored != "" {
		out.Recovered = append(out.Recovered, restored)
	}
	c.Sheet.State = c.State
	return out, nil
}

// LongRest ends a long rest: hit points, hit dice as the ruleset says
// (largest dice first), slots and every resource tagged Short or Long Rest.
func (c *Character) LongRest() (RestResult, error) {
	var out RestResult
	before := c.resourceUses()
	cr := c.Creature()
	if c.Sheet.HP == nil {
		return out, fmt.Errorf("%w: %s has no long rest (it counts wounds)", ErrState, c.Ruleset.Name)
	}
	had := cr.HitDice
	got, err := c.Ruleset.LongRest(cr)
	if err != nil {
		return out, fmt.Errorf("%w: %v", ErrState, err)
	}
	out.HP = got
	back := cr.HitDice - had
	for _, d := range c.dieSizes() {
		k := min(back, c.Sheet.HitDice[d]-c.State.HitDice[d])
		c.State.HitDice[d] += k
		back -= k
	}
	c.takeBack(cr)
	out.Recovered = c.recovered(before)
	// A 2024 human's Resourceful: Heroic Inspiration at each long rest
	// (extras.go).
	if x, _ := c.speciesExtra(); x.inspiration && !c.State.Inspiration {
		c.State.Inspiration = true
		out.Recovered = append(out.Recovered, "inspiration")
	}
	return out, nil
}

func (c *Character) resourceUses() map[string]int {
	m := maps.Clone(c.State.Resources)
	for i, n := range c.State.Slots {
		if m == nil {
			m = map[string]int{}
		}
		m[slotName(i+1)] = n
	}
	return m
}

// recovered lists the resources and slots that got uses back.
func (c *Character) recovered(before map[string]int) []string {
	now := c.resourceUses()
	var out []string
	for _, k := range slices.Sorted(maps.Keys(now)) {
		if now[k] > before[k] {
			out = append(out, k)
		}
	}
	return out
}

// TakeState makes cr, the character's rules creature after play (a
// fight), the character's state: hit points, temporary hit points, spell
// and pact slots, resources, exhaustion, inspiration, death saves, death,
// and the conditions that last until something ends them (those given
// outright or by dropping to 0 hit points; not those of a creature or a
// spell, nor timed ones, which end with the scene). Hit dice are not
// spent in a fight. It refuses a state the sheet cannot hold.
func (c *Character) TakeState(cr *rules.Creature) error {
	c.takeBack(cr)
	var conds []string
	for _, in := range cr.Instances() {
		keep := in.Duration == (rules.Duration{}) &&
			(in.Source == "" || in.Source == rules.SourceZeroHP || in.Source == rules.SourceKnockedOut)
		if keep && !slices.Contains(conds, in.Name) {
			conds = append(conds, in.Name)
		}
	}
	c.State.Conditions = conds
	c.Sheet.State = c.State
	return c.checkState()
}
