package combat

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// ComponentUsed: Who's cast of Action consumed its material component.
const ComponentUsed EventKind = "component_used"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ComponentUsed: applyComponentUsed})
}

// needs is what a spell asks of its caster's voice, hands and gear.
func needs(sp *content.Spell) rules.SpellNeeds {
	n := rules.SpellNeeds{ID: sp.ID, V: sp.V, S: sp.S, M: sp.M}
	if m := sp.Material; m != nil {
		n.Costly, n.Consumed = m.CostGP > 0, m.Consumed
	}
	return n
}

// needsIn is what sp asks of its caster under rs: next-2013 asks speech
// and a gesture of every spell and consumes every material component
// (rules/casting.go).
func needsIn(rs *rules.Ruleset, sp *content.Spell) rules.SpellNeeds {
	n := needs(sp)
	if rs.Spell.VerbalSomatic {
		n.V, n.S = true, true
	}
	if rs.Spell.Consumed && n.M {
		n.Consumed = true
	}
	return n
}

// components checks a spell's components and the caster's armour through
// the ruleset (rules.CanCast); subtle (Subtle Spell) drops the verbal and
// somatic ones.
func (d *decider) components(c *Combatant, sp *content.Spell, subtle bool) error {
	n := needsIn(d.s.rs, sp)
	if subtle {
		n.V, n.S = false, false
	}
	if err := d.s.rs.CanCast(c.Creature, n); err != nil {
		return err
	}
	if n.V {
		return d.s.silenced(c, sp) // aura_rules.go: Silence
	}
	return nil
}

// consume removes the component a spell consumes, when the caster's gear
// is known and carries it.
func (d *decider) consume(c *Combatant, sp *content.Spell) error {
	if c.Gear == nil || !needsIn(d.s.rs, sp).Consumed {
		return nil
	}
	return d.emit(&Event{Kind: ComponentUsed, Who: c.ID, Action: sp.ID})
}

func applyComponentUsed(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	c.UseComponent(e.Action)
	return nil
}

// ritual checks a cast as a ritual: the spell has the tag, the caster a
// ritual casting feature, the slot is the spell's own level, and no
// started combat (the ritual takes 10 minutes more than its casting time,
// longer than a turn).
func (d *decider) ritual(c *Combatant, sp *content.Spell, level int) error {
	rs := d.s.rs
	if err := rs.CanRitual(c.Creature, sp.ID, sp.Ritual); err != nil {
		return err
	}
	r := rs.Spell.Ritual
	if level != 0 && level != sp.Level {
		return fmt.Errorf("%w (%s): a ritual is cast at the spell's own level %d, not %d", ErrSlotLevel, r.Cite, sp.Level, level)
	}
	if d.s.Started {
		return fmt.Errorf("%w (%s): a ritual takes %d minutes longer than %s's casting time, longer than a turn", ErrCastingTime, r.Cite, r.Minutes, sp.ID)
	}
	return nil
}

// ritualTime is how long a ritual takes, for the cast event's reason.
func ritualTime(sp *content.Spell, minutes int) string {
	n := minutes
	switch sp.Casting.Unit {
	case "minute":
		n += max(1, sp.Casting.Amount)
	case "hour":
		n += 60 * max(1, sp.Casting.Amount)
	}
	return "ritual (" + strconv.Itoa(n) + " minutes)"
}

// chosen is list with each choose node replaced by the option the cast
// names (Command.Option: a damage type, a condition or a grant), else its
// first (decision).
func (k *casting) chosen(list []content.Effect) []content.Effect {
	if !slices.ContainsFunc(list, func(e content.Effect) bool { return e.Kind == content.KindChoose }) {
		return list
	}
	out := make([]content.Effect, 0, len(list))
	for _, e := range list {
		if e.Kind != content.KindChoose || len(e.Options) == 0 || e.HPMax > 0 { // by hit points: more (cast_more.go)
			out = append(out, e)
			continue
		}
		pick := e.Options[0]
		if o, ok := summonOption(e.Options, k.option, k.d.s.rs.Name); ok && k.option != "" && pick.Kind == content.KindSummon {
			pick = o // summon.go: the option that fits the monster named
		}
		if o, ok := nestedOption(e.Options, k.option); ok { // trigger_moment.go: a type deeper in the option (Dragon's Breath)
			pick = o
		}
		for _, o := range e.Options {
			if k.option != "" && optionNamed(&o, k.option) {
				pick = o
				break
			}
			if optionWhen[k.option] && slices.Equal(o.When, []string{k.option}) { // zone_still.go: Call Lightning's storm
				pick = o
				pick.When = nil
				break
			}
		}
		out = append(out, k.chosen([]content.Effect{pick})...)
	}
	return out
}

// optionNamed tells whether a choose's option o is the one name picks: by
// its damage type, condition, grant or zone shape, or, for an option that
// is several nodes at once (a repeat of one: Command's Grovel, Prone and
// the turn's end), by any of them.
func optionNamed(o *content.Effect, name string) bool {
	if o.Type == name || o.Condition == name || o.Grant == name || o.Kind == kindZone && (o.Shape == name || o.Value == name) {
		return true
	}
	if o.Kind == content.KindRepeat && o.Count == 1 && len(o.Levels) == 0 {
		for i := range o.Then {
			if optionNamed(&o.Then[i], name) {
				return true
			}
		}
	}
	return false
}
