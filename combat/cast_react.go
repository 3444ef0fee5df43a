package combat

import (
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A creature's ReactionSpells are cast by the engine at reaction time,
// when their trigger happens and the creature can react and has a slot
// (its policy, decision: the fight does not stop to ask):
//
//   - shield: when an attack roll hits it, and only when the spell's AC
//     would turn the hit into a miss (not a natural 20);
//   - hellish-rebuke: when a creature within the spell's range damages it;
//   - counterspell: when a creature of another side within the spell's
//     range casts a spell of level 1 or higher.
//
// The lowest slot that casts the spell is spent.

// reactionSlot is the lowest slot level r can cast spell sp with as a
// reaction now, and whether it can: it has the spell among its reaction
// spells, the fight has started, it can react, and it has the slot (or
// casts the spell from its stat block).
func (d *decider) reactionSlot(r *Combatant, sp *content.Spell) (int, bool) {
	s := d.s
	if !s.Started || s.Over || !slices.Contains(r.ReactionSpells, sp.ID) || !s.canReact(r) {
		return 0, false
	}
	if len(s.Zones) > 0 && s.silenced(r, sp) != nil { // aura_rules.go: no Shield spoken inside Silence
		return 0, false
	}
	if sp.Level == 0 || (r.innateCast(sp.ID) != nil && !r.Slots.HasSlots()) {
		return 0, true
	}
	if l, ok := r.freeReaction(sp); ok { // cast_free.go: a species' or feat's free cast
		return l, true
	}
	for l := sp.Level; l <= 9; l++ {
		if r.SlotLeft(l) {
			return l, true
		}
	}
	return 0, false
}

// react casts spell as r's reaction at slot level, at targets.
func (d *decider) react(r *Combatant, spell string, level int, targets ...string) error {
	return d.castCmd(r, Command{Kind: CastCmd, By: r.ID, Spell: spell, Level: level, Targets: targets})
}

// acGain is the AC a spell's grants give its caster (Shield's 5).
func acGain(sp *content.Spell) int {
	n := 0
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if e.Kind == content.KindGrant && e.Grant == "ac" {
			v, err := strconv.Atoi(e.Value)
			if err == nil {
				n += v
			}
		}
	})
	return n
}

// shieldReact lets t, hit by an attack roll res against dc, cast a
// reaction spell that raises its AC (Shield) when that turns the hit into
// a miss; the roll then misses, explained.
func (d *decider) shieldReact(t *Combatant, res *rules.TestResult, dc int) error {
	if !res.Success || res.Nat20 || len(t.ReactionSpells) == 0 {
		return nil
	}
	for _, id := range t.ReactionSpells {
		sp, err := d.s.spell(id)
		if err != nil {
			return err
		}
		gain := acGain(sp)
		if sp.Casting.Unit != "reaction" || gain <= 0 || res.Total >= dc+gain {
			continue
		}
		level, ok := d.reactionSlot(t, sp)
		if !ok {
			continue
		}
		if err := d.react(t, id, level); err != nil {
			return err
		}
		res.Explain = append(res.Explain, rules.Term{Value: gain, Source: concentrationSource(id, t.ID) + ": AC (reaction)", Rule: d.s.rs.Spell.Cite})
		res.Success, res.Crit, res.CritBy = false, false, ""
		return nil
	}
	return nil
}

// rebuke lets t, just damaged by c, answer with a reaction spell that
// strikes back (Hellish Rebuke) when c is within its range.
func (d *decider) rebuke(t, c *Combatant) error {
	s := d.s
	if err := d.wake(t, c); err != nil { // cast_more.go: conditions that end when t takes damage
		return err
	}
	if err := d.indifferenceEnds(t); err != nil { // grant_play.go: Calm Emotions
		return err
	}
	if t == nil || c == nil || t == c || len(t.ReactionSpells) == 0 || !slices.Contains(t.ReactionSpells, "hellish-rebuke") {
		return nil
	}
	if t = s.Get(t.ID); t == nil || t.Dead || t.HP == 0 || c.Dead {
		return nil
	}
	sp, err := s.spell("hellish-rebuke")
	if err != nil {
		return err
	}
	if sp.Range.Kind == "feet" && Feet(Point(t.Position), Point(c.Position)) > sp.Range.Feet {
		return nil
	}
	level, ok := d.reactionSlot(t, sp)
	if !ok {
		return nil
	}
	return d.react(t, sp.ID, level, c.ID)
}

// featherFall lets a creature of c's side within its range cast a reaction
// spell that slows c's fall (Feather Fall: a fall grant) as c falls.
func (d *decider) featherFall(c *Combatant) error {
	s := d.s
	if c.Dead || c.featherFalling() {
		return nil
	}
	for _, r := range s.Creatures {
		if r.Dead || r.side() != c.side() || !slices.Contains(r.ReactionSpells, "feather-fall") {
			continue
		}
		sp, err := s.spell("feather-fall")
		if err != nil {
			return err
		}
		if sp.Range.Kind == "feet" && Feet(Point(r.Position), Point(c.Position)) > sp.Range.Feet {
			continue
		}
		if level, ok := d.reactionSlot(r, sp); ok {
			old := d.slowed
			d.slowed = c.ID
			defer func() { d.slowed = old }()
			return d.react(r, sp.ID, level, c.ID)
		}
	}
	return nil
}

// featherFalling reports whether a spell slows c's falls (a fall grant).
func (c *Combatant) featherFalling() bool {
	return slices.ContainsFunc(c.Grants, func(g Grant) bool { return g.Kind == "fall" })
}

// counter lets a creature of another side counter c's casting of sp at
// slot level: the first (in setup order) within range with Counterspell
// among its reaction spells. It reports whether the spell fails, and who
// countered it.
func (d *decider) counter(c *Combatant, sp *content.Spell, level int) (bool, string, error) {
	s := d.s
	rule := s.rs.Spell.Counter
	if rule == nil || sp.Level == 0 || !s.Started ||
		!slices.ContainsFunc(s.Creatures, func(r *Combatant) bool { return len(r.ReactionSpells) > 0 }) {
		return false, "", nil
	}
	cs, err := s.spell("counterspell")
	if err != nil {
		return false, "", err
	}
	for _, r := range s.Creatures {
		if r == c || r.Dead || r.side() == c.side() || Feet(Point(r.Position), Point(c.Position)) > cs.Range.Feet {
			continue
		}
		l, ok := d.reactionSlot(r, cs)
		if !ok {
			continue
		}
		n := len(d.events)
		if err := d.react(r, cs.ID, l, c.ID); err != nil {
			return false, "", err
		}
		for j, evs := 0, d.events[n:]; j < len(evs); j++ {
			e := &evs[j] // a pointer: an Event is 544 bytes
			switch {
			case e.Kind == Casted && e.Who == r.ID && e.Action == cs.ID && e.Type == "countered":
				return false, "", nil // the counterspell was itself countered
			case e.Kind == Saved && e.Who == c.ID && e.Action == cs.ID:
				return !e.Hit, r.ID, nil // the tree made the save (SRD 5.2.1)
			}
		}
		failed, err := d.counterRoll(r, c, cs, l, level)
		return failed, r.ID, err
	}
	return false, "", nil
}

// counterRoll settles a counterspell by the ruleset's rule when its tree
// did not: the caster's save (SRD 5.2.1), or, for a spell above the
// counter's slot level, the counterspeller's check (SRD 5.1).
func (d *decider) counterRoll(r, c *Combatant, cs *content.Spell, counterLevel, level int) (bool, error) {
	s := d.s
	rule := s.rs.Spell.Counter
	if rule.Save != rules.NoAbility {
		dc, _ := s.SpellDC(r)
		res, err := d.test(c.Creature, s.saveTest(c, rule.Save, dc), d.r)
		if err != nil {
			return false, err
		}
		return !res.Success, d.emit(&Event{Kind: Saved, Who: c.ID, Target: r.ID, Action: cs.ID, Dice: res.Dice, Total: res.Total,
			Mode: res.Mode.String(), Hit: res.Success, Explain: res.Explain})
	}
	if level <= counterLevel {
		return true, nil
	}
	res, err := d.test(r.Creature, s.grantCheck(r, rules.Test{Kind: rules.Check, Ability: r.spellAbility(), DC: rule.CheckBase + level}), d.r)
	if err != nil {
		return false, err
	}
	return res.Success, d.emit(&Event{Kind: Checked, Who: r.ID, Target: c.ID, Action: cs.ID, Dice: res.Dice, Total: res.Total,
		Hit: res.Success, Explain: res.Explain})
}
