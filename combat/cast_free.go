package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// FreeCastUsed: Who casts spell Action without a slot, spending one use of
// its resource Option (a species trait's or feat's once a long rest), or
// spends the use of a cast made with a slot too (GrantedSpell.WithSlot).
const FreeCastUsed EventKind = "free_cast"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{FreeCastUsed: applyFreeCast})
}

// GrantedSpell is a spell a species trait or feat gives a character: the
// source's spellcasting ability (its DC and attack bonus), the creature's
// resource that pays a cast without a slot ("" for none), the spell level
// of that cast (0: the spell's own), and whether spell slots cast it too.
// Source names the trait or feat and Rule cites it.
type GrantedSpell struct {
	Ability  string `json:"ability,omitempty"`
	Resource string `json:"resource,omitempty"`
	Level    int    `json:"level,omitempty"`
	Slots    bool   `json:"slots,omitempty"`
	// AtWill casts it without a slot whenever wished, at Level (an
	// Eldritch Invocation's spell, Spell Mastery's); no resource.
	AtWill bool `json:"at_will,omitempty"`
	// WithSlot: each cast spends a use of Resource and a spell slot too
	// (2014 invocations cast once a long rest with a warlock spell slot;
	// cast_with_slot.go).
	WithSlot bool `json:"with_slot,omitempty"`
	// MaxDice: an AtWill cast at Level gives the dice's highest number
	// instead of a roll (2024 Fiendish Vigor's False Life; cast_max.go).
	MaxDice bool `json:"max_dice,omitempty"`
	// Targets are the creature types an AtWill cast may target (2014
	// Chains of Carceri); empty: any (cast_max.go).
	Targets []string `json:"targets,omitempty"`
	Source  string   `json:"source,omitempty"`
	Rule    string   `json:"rule,omitempty"`
}

// freeCast decides how a granted leveled spell is paid (SRD 5.2.1, Feats,
// Magic Initiate; species traits): its free cast while the resource has a
// use and the command asks no other slot level (decision: the free cast
// goes first), then a slot when the source allows slots and one is left;
// otherwise the cast is refused naming the source. A free cast sets level
// to the free cast's level and free, and spends the use.
func (d *decider) freeCast(c *Combatant, sp *content.Spell, cmd Command, level *int, free *bool) error {
	g, ok := c.Granted[sp.ID]
	if !ok || sp.Level == 0 || (g.Resource == "" && !g.AtWill) || cmd.Ritual || *free {
		return nil
	}
	if g.WithSlot {
		return d.withSlot(c, sp, g, cmd, level) // cast_with_slot.go
	}
	at := max(g.Level, sp.Level)
	if g.AtWill && (cmd.Level == 0 || cmd.Level == at) {
		if err := d.freeTargets(g, sp, cmd); err != nil { // cast_max.go: Chains of Carceri
			return err
		}
		if err := d.shadowFree(c, sp, cmd); err != nil { // feature_shadows.go: 2024 One with Shadows
			return err
		}
		*level, *free = at, true
		return nil
	}
	if g.AtWill { // a higher level takes a slot
		return nil
	}
	if cmd.Level == 0 || cmd.Level == at {
		if r, ok := c.Resource(g.Resource); ok && r.Uses > 0 {
			*level, *free = at, true
			return d.emit(&Event{Kind: FreeCastUsed, Who: c.ID, Action: sp.ID, Option: g.Resource})
		}
	}
	slot := *level
	switch {
	case !g.Slots && cmd.Level != 0 && cmd.Level != at:
		return fmt.Errorf("%w (%s): %s casts %s at level %d only", ErrSlotLevel, g.Rule, g.Source, sp.ID, at)
	case !g.Slots:
		return fmt.Errorf("%w (%s): %s's cast of %s without a slot is spent until a long rest", ErrNoSlot, g.Rule, g.Source, sp.ID)
	case !c.SlotLeft(slot):
		return fmt.Errorf("%w (%s): %s's cast of %s without a slot is spent until a long rest, and no level %d slot is left", ErrNoSlot, g.Rule, g.Source, sp.ID, slot)
	}
	return nil
}

// grantedNumbers gives a granted spell its source's save DC and attack
// bonus, from the source's spellcasting ability.
func (s *State) grantedNumbers(k *casting) {
	g, ok := k.c.Granted[k.sp.ID]
	if !ok {
		return
	}
	a, err := rules.ParseAbility(g.Ability)
	if err != nil {
		return
	}
	k.dc, k.dcTerms = s.rs.SpellSaveDC(k.c.Creature, a)
	k.atk, _ = s.rs.SpellAttackBonus(k.c.Creature, a)
}

// grantedDC is a granted spell's save DC from its source's ability.
func (s *State) grantedDC(k *casting) (int, bool) {
	g, ok := k.c.Granted[k.sp.ID]
	if !ok {
		return 0, false
	}
	a, err := rules.ParseAbility(g.Ability)
	if err != nil {
		return 0, false
	}
	dc, _ := s.rs.SpellSaveDC(k.c.Creature, a)
	return dc, true
}

func applyFreeCast(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if _, err := c.Spend(e.Option, 1); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}

// hasFreeCast reports whether c can cast granted spell sp without a slot
// now, at the level its source sets (the policy weighs it as free).
func (c *Combatant) hasFreeCast(sp *content.Spell) bool {
	g, ok := c.Granted[sp.ID]
	if ok && g.AtWill && sp.Level > 0 {
		return true
	}
	if !ok || g.Resource == "" || sp.Level == 0 || g.Level > sp.Level || g.WithSlot {
		return false
	}
	r, ok := c.Resource(g.Resource)
	return ok && r.Uses > 0
}

// freeReaction is the level of r's free cast of a granted reaction spell
// (2014 tiefling's Hellish Rebuke at level 2), while its resource has a use.
func (r *Combatant) freeReaction(sp *content.Spell) (int, bool) {
	g, ok := r.Granted[sp.ID]
	if ok && g.AtWill && sp.Level > 0 {
		return max(g.Level, sp.Level), true
	}
	if !ok || g.Resource == "" || sp.Level == 0 || g.WithSlot {
		return 0, false
	}
	if res, ok := r.Resource(g.Resource); !ok || res.Uses == 0 {
		return 0, false
	}
	return max(g.Level, sp.Level), true
}
