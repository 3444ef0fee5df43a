package combat

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// Warded: Target's spell Type (Shield) keeps Who's spell Action (Magic
// Missile) from damaging it; Option cites the warding spell.
const Warded EventKind = "warded"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Warded: func(s *State, e Event) error {
		_, err := s.must(e.Target)
		return err
	}})
}

// A reaction spell whose trigger names a spell ("targeted by magic
// missile": Shield, in both SRDs) is cast when that spell targets its
// caster, and while its grants last that spell deals the caster no
// damage (SRD 5.1 and SRD 5.2.1, Spells, Shield).

// wards reports whether the reaction spell r's trigger names sp.
func wards(r, sp *content.Spell) bool {
	return r.Casting.Unit == "reaction" && strings.Contains(strings.ToLower(r.Casting.Trigger), "targeted by "+strings.ToLower(sp.Name))
}

// wardReact lets each creature c's spell sp targets cast a reaction
// spell whose trigger names sp, unless one already wards it.
func (d *decider) wardReact(c *Combatant, sp *content.Spell, targets []*Combatant) error {
	s := d.s
	for i, t := range targets {
		if t == c || len(t.ReactionSpells) == 0 || slices.Contains(targets[:i], t) {
			continue
		}
		for _, id := range t.ReactionSpells {
			r, err := s.spell(id)
			if err != nil {
				return err
			}
			if !wards(r, sp) {
				continue
			}
			if by, _ := d.ward(s.Get(t.ID), sp); by != "" {
				break
			}
			level, ok := d.reactionSlot(s.Get(t.ID), r)
			if !ok {
				continue
			}
			if err := d.react(s.Get(t.ID), id, level); err != nil {
				return err
			}
			break
		}
	}
	return nil
}

// ward is the spell on t (a grant it gave) whose trigger names sp, and
// that spell's citation; "" when none.
func (d *decider) ward(t *Combatant, sp *content.Spell) (string, string) {
	if t == nil {
		return "", ""
	}
	for _, g := range t.Grants {
		if g.By != t.ID {
			continue
		}
		r, err := d.s.spell(g.Spell)
		if err == nil && wards(r, sp) {
			return r.ID, r.Cite
		}
	}
	return "", ""
}

// warded reports whether a spell on t keeps k's spell from damaging it,
// and says so.
func (k *casting) warded(t *Combatant) (bool, error) {
	by, cite := k.d.ward(t, k.sp)
	if by == "" {
		return false, nil
	}
	return true, k.d.emit(&Event{Kind: Warded, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: by, Option: cite})
}
