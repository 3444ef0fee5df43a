package combat

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A stat block's life drain (a vampire's Bite, a wraith's Life Drain, a
// clay golem's Slam: SRD 5.2.1 and SRD 5.1, Monsters) lowers the target's
// hit point maximum by the damage it took from that use, of the type the
// text names when it names one (the vampire's necrotic), and may give the
// monster as many hit points. The converter reads it as a max-hp grant of
// "-damage" (Type: of that type) and a self heal of "damage"
// (cmd/arbiter-content/lasting.go). The reduction lasts until a long rest
// (srd-5.1's texts) or, where the text says nothing of its end (srd-5.2.1),
// until something removes it: either way to the end of the fight
// (decision, as the spells' "until a long rest"). A creature whose hit
// point maximum reaches 0 dies (SRD 5.2.1, Playing the Game, Hit Points:
// Hit Point Maximum of 0; the srd-5.1 texts: the target dies if this
// effect reduces its hit point maximum to 0). Aura of Life's
// no-max-hp-reduction keeps the maximum.

// Drained: Who's feature Action lowers Target's hit point maximum by
// Amount (Explain); its hit points follow it down.
const Drained EventKind = "max_hp_drain"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Drained: applyDrained})
}

func applyDrained(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if e.Amount < 0 {
		return fmt.Errorf("%w: a drain of %d", ErrBadEvent, e.Amount)
	}
	t.MaxHP = max(0, t.MaxHP-e.Amount)
	t.HP = min(t.HP, t.MaxHP)
	return nil
}

// drain runs the drain nodes of list (a hit's or a failed save's) of c's
// feature f on t: the damage is what c dealt t from event from on.
func (d *decider) drain(c, t *Combatant, f *content.Feature, list []content.Effect, from int) error {
	last := -1
	for i := range list {
		p := &list[i]
		switch {
		case p.Kind == content.KindGrant && p.Grant == "max-hp" && p.Value == "-damage":
			n := d.dealtSince(c, t, from, p.Type)
			last = n
			if n == 0 || t.Dead || d.s.granted(t, "no-max-hp-reduction") { // grant.go: Aura of Life
				continue
			}
			src := "damage taken"
			if p.Type != "" {
				src = p.Type + " damage taken"
			}
			if err := d.emit(&Event{Kind: Drained, Who: c.ID, Target: t.ID, Action: f.ID, Amount: n,
				Explain: []rules.Term{{Value: -n, Source: src, Rule: d.s.featureCite(c, f)}}}); err != nil {
				return err
			}
			if t.MaxHP == 0 && !t.Dead {
				if err := d.emit(&Event{Kind: Slain, Who: c.ID, Target: t.ID, Action: f.ID,
					Reason: "hit point maximum 0 (" + d.s.featureCite(c, f) + "; " + d.s.cite("Hit Points") + ")"}); err != nil {
					return err
				}
				if err := d.checkEnd(); err != nil || d.s.Over {
					return err
				}
			}
		case p.Kind == content.KindHeal && p.Self && p.Value == "damage":
			n := last
			if n < 0 {
				n = d.dealtSince(c, t, from, "")
			}
			if n == 0 || c.Dead {
				continue
			}
			if err := d.emit(&Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: f.ID, Amount: n,
				Explain: []rules.Term{{Value: n, Source: "as much as " + t.ID + "'s hit point maximum lost", Rule: d.s.featureCite(c, f)}}}); err != nil {
				return err
			}
		}
	}
	return nil
}

// dealtSince is the damage c dealt t from event from on, of type typ
// ("" for any).
func (d *decider) dealtSince(c, t *Combatant, from int, typ string) int {
	n := 0
	for i := from; i < len(d.events); i++ {
		if e := &d.events[i]; e.Kind == Damaged && e.Who == c.ID && e.Target == t.ID && (typ == "" || e.Type == typ) {
			n += e.Dealt
		}
	}
	return n
}

// drainFrom is where the damage a failed save's drain counts begins: the
// save's own damage (from on) when its failure deals some, else that of
// the attack it follows (a wraith's Life Drain: the hit, then the save).
func (d *decider) drainFrom(c, t *Combatant, list []content.Effect, from int) int {
	for i := range list {
		if list[i].Kind == content.KindDamage {
			return from
		}
	}
	for i := from - 1; i >= d.first; i-- {
		if e := &d.events[i]; e.Kind == Attacked && e.Who == c.ID && e.Target == t.ID {
			return i
		}
	}
	return from
}

// featureCite is the citation of c's feature f: its stat block's, with
// the feature's name.
func (s *State) featureCite(c *Combatant, f *content.Feature) string {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return f.Name
	}
	return c.Statblock.Block.Cite + " (" + f.Name + ")"
}
