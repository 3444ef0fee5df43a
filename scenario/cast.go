package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// PactSpec is a creature's Pact Magic slots: {level: 3, slots: 2}.
type PactSpec struct {
	Level int `yaml:"level"`
	Slots int `yaml:"slots"`
}

// SpellcastingSpec is a creature's spellcasting: {ability: int}, with the
// attack bonus and save DC when they are stated rather than derived.
type SpellcastingSpec struct {
	Ability string `yaml:"ability"`
	Attack  *int   `yaml:"attack"`
	DC      int    `yaml:"dc"`
}

// GearSpec is what a creature holds and wears for a spell's components:
// {hands_free: 1, focus: true, components: [revivify], untrained_armor:
// heavy}. A creature without it meets the somatic, material and armour
// rules (rules.Gear).
type GearSpec struct {
	HandsFree      *int     `yaml:"hands_free"` // default 2
	Focus          bool     `yaml:"focus"`
	Components     []string `yaml:"components"`
	UntrainedArmor string   `yaml:"untrained_armor"`
}

// setupSpells gives a new creature its slots, gear, speech and spell
// classes.
func (r *runner) setupSpells(c *rules.Creature, s *Stats) error {
	c.Mute, c.SpellClasses = s.Mute, s.SpellClasses
	if g := s.Gear; g != nil {
		c.Gear = &rules.Gear{HandsFree: 2, Focus: g.Focus, Components: g.Components, UntrainedArmor: g.UntrainedArmor}
		if g.HandsFree != nil {
			if *g.HandsFree < 0 || *g.HandsFree > 2 {
				return fmt.Errorf("creature %s: gear: hands_free is 0, 1 or 2, not %d", c.ID, *g.HandsFree)
			}
			c.Gear.HandsFree = *g.HandsFree
		}
	}
	if s.Slots == nil && s.Pact == nil {
		return nil
	}
	var p PactSpec
	if s.Pact != nil {
		p = *s.Pact
	}
	if err := c.SetSlots(s.Slots, p.Level, p.Slots); err != nil {
		return fmt.Errorf("creature %s: %w", c.ID, err)
	}
	return nil
}

// reactionSpells are the spells a creature casts as reactions by itself.
func reactionSpells(s *Stats) []string {
	if s == nil {
		return nil
	}
	return s.ReactionSpells
}

// spellcasting is the combat form of a creature's spellcasting stat.
func spellcasting(s *Stats) *combat.Spellcasting {
	if s == nil || s.Spellcasting == nil {
		return nil
	}
	sc := s.Spellcasting
	return &combat.Spellcasting{Ability: strings.ToLower(sc.Ability), Attack: sc.Attack, DC: sc.DC}
}

// spellPath reads <id>.slots.<level> (slots left), <id>.slots.pact, and
// in a fight <id>.grants (the spells whose grants it has, in order),
// <id>.spell_ac (its AC after them) and <id>.zones (the spells whose
// lasting areas it made).
func (r *runner) spellPath(c *rules.Creature, rest string) (any, bool, error) {
	if rest == "grants" || rest == "spell_ac" || rest == "zones" {
		if r.fight == nil {
			return nil, true, fmt.Errorf("path %s.%s: no combat has started", c.ID, rest)
		}
		cb := r.fight.state.Get(c.ID)
		if rest == "spell_ac" {
			return int64(r.fight.state.AC(cb)), true, nil
		}
		if rest == "zones" {
			out := []any{}
			for _, z := range r.fight.state.Zones {
				if z.By == c.ID {
					out = append(out, z.Spell)
				}
			}
			return out, true, nil
		}
		out := []any{}
		for _, g := range cb.Grants {
			if !slices.Contains(out, any(g.Spell)) {
				out = append(out, g.Spell)
			}
		}
		return out, true, nil
	}
	l, ok := strings.CutPrefix(rest, "slots.")
	if !ok {
		return nil, false, nil
	}
	if l == "pact" {
		return int64(c.Slots.PactLeft), true, nil
	}
	n, err := strconv.Atoi(l)
	if err != nil || n < 1 || n > 9 {
		return nil, true, fmt.Errorf("path %s.%s: a slot level is 1 to 9 or pact", c.ID, rest)
	}
	return int64(c.Slots.Left[n]), true, nil
}

// castVerb casts a spell: by, spell, level (the slot), targets (a list, or
// target for one) and at ([x, y], an area's point). Results: damage (the
// total dealt), healed, saved.<id> (true when it saved), and the events'
// explanations.
func (r *runner) castVerb(st Step, a args, roller dice.Roller) error {
	if r.fight == nil {
		if err := r.newFight(); err != nil {
			return err
		}
	}
	cmd := combat.Command{Kind: combat.CastCmd, By: a.str("by"), Spell: a.str("spell"), Level: a.int("level"), Ritual: a.bool("ritual"), Option: a.str("option")}
	if cmd.By == "" || cmd.Spell == "" {
		return fmt.Errorf("cast needs by: <creature id> and spell: <spell id>")
	}
	if t := a.str("target"); t != "" {
		cmd.Targets = append(cmd.Targets, t)
	}
	switch v := a.val("targets").(type) {
	case nil:
	case []any:
		for _, id := range v {
			cmd.Targets = append(cmd.Targets, fmt.Sprint(id))
		}
	default:
		cmd.Targets = append(cmd.Targets, fmt.Sprint(v))
	}
	if at, ok := a.get("at"); ok {
		p, err := point(at)
		if err != nil {
			return err
		}
		cmd.To = &p
	}
	n := len(r.fight.events)
	if err := r.play(cmd, roller); err != nil {
		return err
	}
	healed := int64(0)
	var affected []any
	for _, e := range r.fight.events[n:] {
		switch e.Kind {
		case combat.Saved:
			if e.Action == cmd.Spell {
				r.result["saved."+e.Who] = e.Hit
				affected = append(affected, e.Who)
			}
		case combat.Healed, combat.TempHPGained:
			healed += int64(e.Amount)
			r.result["healed"] = healed
		case combat.Damaged:
			r.result["damage."+e.Target] = int64(e.Dealt) + toInt64(r.result["damage."+e.Target])
		}
	}
	if affected != nil {
		r.result["affected"] = affected
	}
	return nil
}

func toInt64(v any) int64 {
	n, _ := v.(int64)
	return n
}
