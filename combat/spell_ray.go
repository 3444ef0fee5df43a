package combat

import (
	"fmt"
	"slices"

	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// Ray: Who's spell Action struck Target with the option Amount (1-based)
// of a choose its die picked (Prismatic Spray's rays); Dice the face.
const Ray EventKind = "ray"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Ray: func(s *State, e Event) error {
		_, err := s.must(e.Target)
		return err
	}})
}

// rolledChoose tells whether e is a choose whose option a die picks for
// each target (Prismatic Spray's d8).
func rolledChoose(e *content.Effect) bool {
	return e.Kind == content.KindChoose && e.Dice != "" && len(e.Options) > 0
}

// rollRays runs a rolled choose: for each target a roll of the node's die
// picks the option of that number, and a face with no option is rolled
// again (SRD 5.2.1, Spells, Prismatic Spray: two rays, rerolling any 8;
// SRD 5.1, the same). Event ray for each pick.
func (k *casting) rollRays(e *content.Effect, targets []*Combatant) error {
	n, ok := strings.CutPrefix(e.Dice, "1d")
	sides, err := strconv.Atoi(n)
	if !ok || err != nil || sides < 1 {
		return fmt.Errorf("combat: %s: a choose's die is one die, not %q", k.sp.ID, e.Dice)
	}
	for _, t := range targets {
		if t = k.live(t); t == nil || k.d.s.Over {
			continue
		}
		var faces []int
		pick := 0
		for range 100 { // a face with no option is rolled again
			f, err := k.d.r.Roll(1, sides)
			if err != nil {
				return err
			}
			faces = append(faces, f)
			if f <= len(e.Options) {
				pick = f
				break
			}
		}
		if pick == 0 {
			return fmt.Errorf("combat: %s: no option picked in 100 rolls of %s", k.sp.ID, e.Dice)
		}
		if err := k.d.emit(&Event{Kind: Ray, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Amount: pick, Dice: faces}); err != nil {
			return err
		}
		if err := k.run(e.Options[pick-1:pick], []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}

// sentAway are the utilities that send their target to another plane for
// good: it leaves the fight (Prismatic Spray's violet ray on a failed
// save; decision: the plane is the table's, so the creature is gone).
var sentAway = map[string]bool{"another-plane": true}

// sendAway takes t out of the fight when e is a utility of sentAway.
func (k *casting) sendAway(e *content.Effect, t *Combatant) error {
	if !sentAway[e.Value] {
		return nil
	}
	if t = k.d.s.Get(t.ID); t == nil || t.Dead {
		return nil
	}
	if err := k.d.emit(&Event{Kind: Departed, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Value}); err != nil {
		return err
	}
	return k.d.checkEnd()
}

// fireOnce ends, after it acted, a lasting node at the caster's turns of
// count 1 on holder (Prismatic Spray's violet save at the start of the
// caster's next turn).
func (d *decider) fireOnce(g Grant, ln lastingNode, holder string) error {
	h := d.s.Get(holder)
	if ln.Count != 1 || h == nil || !slices.ContainsFunc(h.Grants, func(o Grant) bool { return o.Kind == g.Kind && o.On == g.On && o.Spell == g.Spell && o.By == g.By }) {
		return nil
	}
	return d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: holder, Action: g.Spell, Option: g.On})
}
