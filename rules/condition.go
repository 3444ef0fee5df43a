package rules

import (
	"errors"
	"fmt"
	"slices"
)

// Errors for rules the caller breaks; each names the rule.
var (
	ErrUnknownCondition = errors.New("rules: unknown condition")
	ErrNotDying         = errors.New("rules: death saving throws are for a creature at 0 hit points that is neither stable nor dead")
	ErrDead             = errors.New("rules: the creature is dead")
	ErrBadDuration      = errors.New("rules: bad duration")
)

// SourceZeroHP is the source of the Unconscious condition a creature gains
// by dropping to 0 hit points; regaining hit points ends it.
const SourceZeroHP = "0 hit points"

// SourceKnockedOut is the source of the Unconscious condition of a
// creature knocked out at 1 hit point (2024): regaining hit points, first
// aid or the end of the Short Rest it starts ends it.
const SourceKnockedOut = "knocked out"

// ConditionInstance is one application of a condition: its source and how
// long it lasts. The same condition from two sources is two instances with
// their own durations; the creature has the condition while any lasts
// (SRD 5.2.1, Rules Glossary, Conditions: they don't stack).
type ConditionInstance struct {
	Name     string
	Source   string // who or what imposed it ("hold person (mira)"); "" when given directly
	Duration Duration
	left     int // turn boundaries left before it ends; see Duration.Turns
	// def caches the ruleset's rules for the condition (Ruleset.defs) for
	// the ruleset defRS that gave the instance.
	def   []*Condition
	defRS *Ruleset
}

// AddCondition gives c a condition with no source and no duration;
// exhaustion gains levels instead (1 when levels is 0). A condition the
// creature is immune to has no effect, and having one twice is having it
// once. Reaching the ruleset's last exhaustion level kills.
func (rs *Ruleset) AddCondition(c *Creature, name string, levels int) error {
	name = normal(name)
	if name == "exhaustion" && rs.hasExhaustion() {
		if c.ConditionImmune["exhaustion"] {
			return nil
		}
		c.Exhaustion += max(levels, 1)
		if rs.Exhaustion.DeathAt > 0 && c.Exhaustion >= rs.Exhaustion.DeathAt {
			c.Exhaustion = rs.Exhaustion.DeathAt
			c.die()
		}
		rs.shrink(c) // a lower MAX Wounds (5efp, Exhaustion level 4)
		return nil
	}
	return rs.ApplyCondition(c, ConditionInstance{Name: name})
}

// ApplyCondition gives c an instance of a condition from a source, for a
// duration. An instance from the same source replaces the earlier one (its
// duration starts again); an instance from another source is kept beside
// it. Immunity refuses it without an error, as AddCondition does.
// Exhaustion is levels, not instances: it gains one level and takes no
// duration.
func (rs *Ruleset) ApplyCondition(c *Creature, in ConditionInstance) error {
	in.Name = normal(in.Name)
	if in.Name == "exhaustion" && rs.hasExhaustion() {
		if in.Duration != (Duration{}) {
			return fmt.Errorf("%w: exhaustion has levels, which rests remove, not a duration", ErrBadDuration)
		}
		return rs.AddCondition(c, "exhaustion", 1)
	}
	if _, ok := rs.Conditions[in.Name]; !ok {
		return fmt.Errorf("%w %q in %s", ErrUnknownCondition, in.Name, rs.Name)
	}
	if err := in.Duration.check(); err != nil {
		return err
	}
	if c.immuneTo(rs, in.Name) {
		return nil
	}
	in.left = in.Duration.turns()
	in.def, in.defRS = rs.defs[in.Name], rs
	for i := range c.conditions {
		if c.conditions[i].Name == in.Name && c.conditions[i].Source == in.Source {
			c.conditions[i] = in
			return nil
		}
	}
	c.conditions = append(c.conditions, in)
	return nil
}

// RemoveCondition ends a condition, every instance of it whatever its
// source; exhaustion loses levels (1 when levels is 0).
func (rs *Ruleset) RemoveCondition(c *Creature, name string, levels int) error {
	name = normal(name)
	if name == "exhaustion" && rs.hasExhaustion() {
		c.Exhaustion = max(0, c.Exhaustion-max(levels, 1))
		return nil
	}
	if _, ok := rs.Conditions[name]; !ok {
		return fmt.Errorf("%w %q in %s", ErrUnknownCondition, name, rs.Name)
	}
	c.conditions = slices.DeleteFunc(c.conditions, func(in ConditionInstance) bool { return in.Name == name })
	return nil
}

// EndCondition ends the instance of a condition that source imposed,
// leaving the instances from other sources. It reports whether there was
// one.
func (rs *Ruleset) EndCondition(c *Creature, name, source string) bool {
	name = normal(name)
	n := len(c.conditions)
	c.conditions = slices.DeleteFunc(c.conditions, func(in ConditionInstance) bool {
		return in.Name == name && in.Source == source
	})
	return len(c.conditions) < n
}

// defs is the rules of the instance's condition and of those it brings,
// cached when rs gave the instance.
func (in *ConditionInstance) defs(rs *Ruleset) []*Condition {
	if in.defRS == rs {
		return in.def
	}
	return rs.defs[in.Name]
}

// Instances lists the condition instances c has been given, in the order
// they were given (a copy).
func (c *Creature) Instances() []ConditionInstance { return slices.Clone(c.conditions) }

// AnyInstance reports whether f holds for any of c's condition instances,
// without copying them (Instances): f must not change c.
func (c *Creature) AnyInstance(f func(ConditionInstance) bool) bool {
	for i := range c.conditions {
		if f(c.conditions[i]) {
			return true
		}
	}
	return false
}

// AnyInstanceAt is AnyInstance giving f each instance by pointer, not a
// copy of it: f must not change it nor keep the pointer.
func (c *Creature) AnyInstanceAt(f func(*ConditionInstance) bool) bool {
	for i := range c.conditions {
		if f(&c.conditions[i]) {
			return true
		}
	}
	return false
}

// Left is how many of its turn boundaries the instance has left to run;
// 0 when it lasts until removed or saved against.
func (in ConditionInstance) Left() int { return in.left }

// give adds a condition instance without the immunity check: the rules
// that call it (dropping to 0 hit points, falling prone) say it happens.
func (c *Creature) give(name, source string) {
	for i := range c.conditions {
		if c.conditions[i].Name == name && c.conditions[i].Source == source {
			return
		}
	}
	c.conditions = append(c.conditions, ConditionInstance{Name: name, Source: source})
}

// giveBy is give, keeping with a new instance its rules from rs (defs),
// as AddCondition does: asking for the condition then needs no look-up.
func (c *Creature) giveBy(rs *Ruleset, name, source string) {
	n := len(c.conditions)
	c.give(name, source)
	if len(c.conditions) > n {
		in := &c.conditions[n]
		in.def, in.defRS = rs.defs[name], rs
	}
}

// wake ends the Unconscious of 0 hit points, and any Unconscious given
// directly, when c regains hit points; an Unconscious with another source
// (a spell) lasts as that source says.
func (c *Creature) wake() {
	c.conditions = slices.DeleteFunc(c.conditions, func(in ConditionInstance) bool {
		return in.Name == "unconscious" && (in.Source == SourceZeroHP || in.Source == SourceKnockedOut || in.Source == "")
	})
}

// knockedOut reports whether c is unconscious from being knocked out at
// 1 hit point.
func (c *Creature) knockedOut() bool {
	for i := range c.conditions {
		if c.conditions[i].Name == "unconscious" && c.conditions[i].Source == SourceKnockedOut {
			return true
		}
	}
	return false
}

// comeTo ends the Unconscious of being knocked out (SRD 5.2.1, Knocking
// Out a Creature).
func (c *Creature) comeTo() {
	c.conditions = slices.DeleteFunc(c.conditions, func(in ConditionInstance) bool {
		return in.Name == "unconscious" && in.Source == SourceKnockedOut
	})
}

// die kills c; its death saves stay as they were, for the record.
func (c *Creature) die() {
	c.Dead, c.Stable = true, false
	c.HP = 0
}

// hasExhaustion reports whether the ruleset has the exhaustion condition.
func (rs *Ruleset) hasExhaustion() bool { return rs.Exhaustion.DeathAt > 0 }
