package combat

import (
	"maps"
	"math/bits"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
)

// Do decides on the state itself: each event is applied once, as it is
// made, instead of on a copy and then again on the state. A backup is
// taken first, the state's own fields at once and each combatant just
// before an event may change it (backup.go), and put back if the rules
// refuse the command, so a refused command leaves the state as it was.

// Deciding changes the state only by applying events, with these
// exceptions. The decider sets the advantages of a turn's repeat saves
// and of a death save itself, just before the event that sets them again,
// and a placed spell object's attack borrows its caster's square for the
// roll (strikeFrom, fromPoint); each backs the creature up first
// (decider.changes). And
// rules.Ruleset.Test uses up a Help waiting on the creature that rolls
// (SRD 5.2.1, Help), which on a copy changed only the copy. So a command
// that could meet a Help (one is waiting, or the command gives one) is
// decided on a copy and its events applied after, as before.

// helped reports whether a Help waits on a creature of s.
func (s *State) helped() bool {
	for _, c := range s.Creatures {
		if c.Helped() {
			return true
		}
	}
	return false
}

// doOnCopy is Do by Decide on a copy, then each event applied to state.
func doOnCopy(state *State, cmd Command, r dice.Roller, log []Event, into bool) ([]Event, error) {
	events, err := Decide(state, cmd, r)
	if err != nil {
		return refused(log, into), err
	}
	for _, e := range events {
		if err := Apply(state, e); err != nil {
			return refused(log, into), err // a bug: Decide applied the same events to a copy
		}
	}
	if into {
		return append(log, events...), nil
	}
	return events, nil
}

// restore puts back into s what b, a fork of s made before a refused
// command, holds: every field of the state, its combatants, their
// creatures and stat blocks, in the same structs (a caller's pointers to
// them stay good), nothing left pointing into b's arena.
func (s *State) restore(b *State) {
	live := s.Creatures
	*s = *b
	s.note.ok = false // turn_mask.go
	s.Creatures = live
	s.Order = slices.Clone(b.Order)
	if b.Pending != nil {
		p := *b.Pending
		p.Rest, p.Offered = slices.Clone(p.Rest), slices.Clone(p.Offered)
		s.Pending = &p
	}
	s.lastEnded = slices.Clone(b.lastEnded)
	for i, c := range live {
		c.putBack(b.Creatures[i])
	}
}

// putBack makes c what old, a fork of it, holds, in c's own structs (its
// creature and stat block stay where they are), nothing left pointing
// into old's arena.
func (c *Combatant) putBack(old *Combatant) {
	cr := c.Creature
	c.putBackOwn(old)
	old.Creature.ForkInto(cr)
}

// putBackOwn is putBack but for the creature, which c keeps as it is.
func (c *Combatant) putBackOwn(old *Combatant) {
	cr, sb := c.Creature, c.Statblock
	*c = *old
	c.Creature = cr
	c.Marks = slices.Clone(old.Marks)
	if old.Statblock != nil {
		*sb = *old.Statblock
		sb.Spent = slices.Clone(old.Statblock.Spent)
		sb.Used = maps.Clone(old.Statblock.Used)
		sb.Multi = slices.Clone(old.Statblock.Multi)
	}
	c.Statblock = sb
}

// sureOnceChecked reports whether cmd (read, not copied), once past the
// checks made before its first event, cannot be refused, so that Do needs
// no copy to put back:
//   - an end of turn, rolled with dice that never fail (dice.Seeded),
//     when no turn boundary rolls a save (no condition with a repeat
//     save), no death save due can be refused (deathSaveSure) and no one
//     suffocates: what follows its checks (the turn's end and the next
//     one's start, recharge rolls, a death save) refuses nothing;
//   - a move, when no attack is readied and no creature is grappled: the
//     walk (its steps, an opportunity attack offered) follows the path
//     its checks (checkPath) passed, with no readied attack to go off and
//     no one to drag;
//   - an attack or a Multiattack that sureAttack or sureMulti finds sure
//     (attack_sure.go).
func (s *State) sureOnceChecked(cmd *Command, r dice.Roller) bool {
	return s.walkFor(cmd, r).sure
}

// walked is what walkFor found: whether a Help waits on a creature
// (helped, as helped() reports), whether a creature alone makes
// sureOnceChecked say no (held), whether it says yes (sure, with no Help
// waiting), and, when summed, the decider's summary of the state
// (summary.go), exact, which the walk of a move, an attack or a
// Multiattack reads in passing (grants and altitude): the decider starts
// with it and need not scan the creatures again at its first event.
type walked struct {
	helped, held, sure bool
	summed             bool
	sum                summary
	by                 *Combatant // the command's creature, when a sure attack's check found it (sureKept), else nil
}

// walkFor is doCmd's one pass over the creatures for cmd, rolled with r,
// and sureOnceChecked's answer (walked); helped for a Help command
// itself, which doCmd also decides on a copy. Held for a move is a readied
// action or a grapple; for an attack or a Multiattack, a grant, a
// readied action or a creature off the ground (sureCommon); for an end of
// turn, a save or suffocation that could refuse. Each creature is looked
// at closely only when it is not the usual one.
func (s *State) walkFor(cmd *Command, r dice.Roller) (w walked) {
	if backupCheck {
		sureClaimed = false
	}
	if k := &s.note; k.ok && s.sole && cmd.Kind != HelpCmd { // turn_mask.go: a sole state's kept note (not noteEvery's)
		return s.walkNoted(cmd, r, k)
	}
	switch cmd.Kind {
	case Move:
		for _, c := range s.Creatures {
			if c.Bare() && c.Readied == nil && len(c.Grants) == 0 && c.Altitude == 0 {
				continue
			}
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || c.Readied != nil || c.Has(s.rs, "grappled")
			w.sum |= summaryOfOne(c)
		}
		w.summed, w.sure = true, !w.held
	case AttackCmd, MultiattackCmd:
		for _, c := range s.Creatures {
			if c.Bare() && len(c.Grants) == 0 && c.Readied == nil && c.Altitude == 0 {
				continue
			}
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || len(c.Grants) > 0 || c.Readied != nil || c.Altitude != 0
			w.sum |= summaryOfOne(c)
		}
		w.summed = true
		if !w.held {
			w.sure, w.by = s.sureStrikeWalked(cmd, r)
		}
	case EndTurn:
		for _, c := range s.Creatures {
			if c.HP > 0 && c.Suffocating == 0 && c.Bare() {
				continue // the usual creature: no death save, no repeat save, no suffocation
			}
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || (!c.Dead && c.HP <= 0 && !s.deathSaveSure(c)) || repeatsSaves(c) || s.suffocating(c)
		}
		if !w.held {
			_, w.sure = r.(*dice.Seeded)
		}
	case HelpCmd:
		w.helped = true
	default:
		w.helped = s.helped()
	}
	return w
}

// walkNoted is walkFor on a sole state whose note holds (keptNote,
// turn_mask.go): only the creatures it notes for walkFor (walkOdd) are
// looked at, each as walkFor's walk looks at an unusual one; any other
// creature adds nothing to what the walk finds. The summary is the
// note's.
func (s *State) walkNoted(cmd *Command, r dice.Roller, k *keptNote) (w walked) {
	if noteCheck {
		s.checkNote()
	}
	cs := s.Creatures
	switch cmd.Kind {
	case Move:
		for m := k.odd; m != 0; m &= m - 1 {
			c := cs[bits.TrailingZeros64(m)] // ok: at most 64 creatures, the list as noted
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || c.Readied != nil || c.Has(s.rs, "grappled")
		}
		w.summed, w.sum, w.sure = true, k.sum, !w.held
	case AttackCmd, MultiattackCmd:
		for m := k.odd; m != 0; m &= m - 1 {
			c := cs[bits.TrailingZeros64(m)]
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || len(c.Grants) > 0 || c.Readied != nil || c.Altitude != 0
		}
		w.summed, w.sum = true, k.sum
		if !w.held {
			w.sure, w.by = s.sureStrikeWalked(cmd, r)
		}
	case EndTurn:
		for m := k.odd; m != 0; m &= m - 1 {
			c := cs[bits.TrailingZeros64(m)]
			if c.Helped() {
				return walked{helped: true}
			}
			w.held = w.held || (!c.Dead && c.HP <= 0 && !s.deathSaveSure(c)) || repeatsSaves(c) || s.suffocating(c)
		}
		if !w.held {
			_, w.sure = r.(*dice.Seeded)
		}
	default:
		for m := k.odd; m != 0; m &= m - 1 {
			if cs[bits.TrailingZeros64(m)].Helped() {
				return walked{helped: true}
			}
		}
	}
	return w
}

// sureStrikeWalked is sureOnceChecked's answer for an attack or a
// Multiattack once walkFor found no creature holding it back: what
// sureAttack or sureMulti says (attack_sure.go), and the attacker when
// sureKept found it sure (by, else nil). Under backupCheck a sure
// command is made with the backup all the same, and checked
// (sureClaimed, decide.go).
func (s *State) sureStrikeWalked(cmd *Command, r dice.Roller) (sure bool, by *Combatant) {
	if cmd.Kind == AttackCmd {
		sure, by = s.sureAttackBy(cmd, r, true)
	} else {
		sure = s.sureMultiWalked(cmd, r, true)
	}
	if !sure {
		return false, nil
	}
	if backupCheck {
		sureClaimed, sureClaims = true, sureClaims+1 // made with the backup all the same, and checked (decide.go)
		return false, nil
	}
	return true, by
}

// summaryOfOne is what c alone adds to the decider's summary (summaryOf).
func summaryOfOne(c *Combatant) summary {
	var m summary
	if c.Altitude != 0 {
		m |= sumAloft
	}
	if len(c.Grants) > 0 {
		m |= sumGrant | lastingOf(c.Grants) // turn_mask.go
	}
	return m
}

// starts has d start with the summary w holds, if any (walkFor).
func (d *decider) starts(w walked) {
	if w.summed {
		d.sum, d.summed = w.sum, true
	}
}

// deathSaveSure reports whether a death save c may roll at the start of
// its turn (deathSave) refuses nothing: its test (no cover, no
// obscurement, no inspiration, not a check) has nothing to refuse and the
// seeded roller never fails, so only rules.Ruleset.DeathSave's own
// refusals are left: a creature not down (with wounds, or below 0 hit
// points), and healing on a 20 that suffocation blocks (suffocating).
func (s *State) deathSaveSure(c *Combatant) bool {
	return s.rs.Wounds == nil && c.HP == 0
}

// suffocating reports whether c is suffocating where that blocks healing
// (rules.Ruleset.Heal): combat never changes it.
func (s *State) suffocating(c *Combatant) bool {
	return c.Suffocating > 0 && s.rs.Suffocation != nil && s.rs.Suffocation.SurvivesCONRounds
}
