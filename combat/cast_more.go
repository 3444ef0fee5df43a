package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
)

// SpellUtility: Who's spell Action has on Target an effect of no combat
// number, Type its keyword (light, message, travel...): recorded, nothing
// more (docs/effects.md, utility).
const SpellUtility EventKind = "utility"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{SpellUtility: func(*State, Event) error { return nil }})
}

// endConditions are the conditions an end node's value names (Greater
// Restoration's charmed or petrified, Dispel Evil and Good's charmed or
// frightened, Raise Dead's poison).
var endConditions = map[string][]string{
	"poison":                       {"poisoned"},
	"charmed-or-petrified":         {"charmed", "petrified"},
	"charmed-or-frightened":        {"charmed", "frightened"},
	"charmed-frightened-possessed": {"charmed", "frightened"},
	"petrified":                    {"petrified"},
}

// more runs the nodes run's switch leaves out: forced movement, ending
// conditions, healing to the maximum, utilities, and nodes that act only
// on some targets (hp_max, unaffected, only). It reports whether it ran e.
func (k *casting) more(e *content.Effect, targets []*Combatant) (bool, error) {
	if len(e.When) > 0 && e.Kind != kindZone {
		return false, nil
	}
	if e.Kind == content.KindChoose && e.HPMax > 0 && len(e.Options) == 2 { // Power Word Kill: the first option at most HPMax
		for _, t := range targets {
			if t = k.live(t); t == nil {
				continue
			}
			pick := e.Options[1:]
			if t.HP <= e.HPMax {
				pick = e.Options[:1]
			}
			if err := k.run(pick, []*Combatant{t}); err != nil {
				return true, err
			}
		}
		return true, nil
	}
	if e.Kind != content.KindChoose && (e.HPMax > 0 || len(e.Unaffected) > 0 || len(e.Only) > 0 && e.Kind != content.KindGrant) {
		var some []*Combatant
		for _, t := range targets {
			if k.affects(e, t) {
				some = append(some, t)
			}
		}
		n := *e
		n.HPMax, n.Unaffected, n.Only = 0, nil, nil
		return true, k.run([]content.Effect{n}, some)
	}
	switch e.Kind {
	case content.KindUtility:
		if len(targets) == 0 {
			return true, k.d.emit(Event{Kind: SpellUtility, Who: k.c.ID, Action: k.sp.ID, Type: e.Value})
		}
		for _, t := range targets {
			if err := k.d.emit(Event{Kind: SpellUtility, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Value}); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindEnd, content.KindCure:
		names := endConditions[e.Value]
		if e.Condition != "" {
			names = []string{e.Condition}
		}
		if len(names) == 0 {
			return false, nil
		}
		for _, t := range targets {
			if err := k.end(names, t); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindHeal:
		if e.Value != "max" {
			return false, nil
		}
		for _, t := range targets {
			if t = k.live(t); t == nil {
				continue
			}
			n := max(0, t.EffectiveMaxHP(k.d.s.rs)-t.HP)
			if err := k.d.emit(Event{Kind: Healed, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Amount: n}); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindMove:
		if e.Direction != "push" && e.Direction != "pull" || e.Self {
			return false, nil
		}
		for _, t := range targets {
			if err := k.shove(e, t); err != nil {
				return true, err
			}
		}
		return true, nil
	}
	return false, nil
}

// affects tells whether a node with hp_max, unaffected or only acts on t.
func (k *casting) affects(e *content.Effect, t *Combatant) bool {
	if t = k.live(t); t == nil {
		return false
	}
	typ := ""
	if t.Statblock != nil && t.Statblock.Block != nil {
		typ = t.Statblock.Block.Type
	}
	switch {
	case e.HPMax > 0 && t.HP > e.HPMax:
		return false
	case slices.Contains(e.Unaffected, typ):
		return false
	case len(e.Only) > 0 && !slices.Contains(e.Only, typ):
		return false
	}
	return true
}

// end ends the named conditions t has (one level of exhaustion).
func (k *casting) end(names []string, t *Combatant) error {
	if t = k.live(t); t == nil {
		return nil
	}
	rs := k.d.s.rs
	for _, name := range names {
		has := t.Has(rs, name)
		if name == "exhaustion" {
			has = t.Exhaustion > 0
		}
		if !has {
			continue
		}
		if err := k.d.emit(Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Type: name, Option: "end", Reason: ""}); err != nil {
			return err
		}
	}
	return nil
}
